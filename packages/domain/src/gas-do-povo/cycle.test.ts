import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gasDoPovoCycle, nextVoucherOn, repurchaseReason, voucherDue } from './cycle';

describe('nextVoucherOn', () => {
  it('adds the cycle to the last redemption, 3 months by default', () => {
    expect(nextVoucherOn('2026-01-15', 3)).toBe('2026-04-15');
    expect(nextVoucherOn('2026-01-15', 2)).toBe('2026-03-15');
    expect(nextVoucherOn('2026-01-15', null)).toBe('2026-04-15');
  });
  it('keeps to the last day of a shorter month', () => {
    expect(nextVoucherOn('2026-01-31', 3)).toBe('2026-04-30');
    expect(nextVoucherOn('2025-12-30', 2)).toBe('2026-02-28');
    expect(nextVoucherOn('2027-12-31', 2)).toBe('2028-02-29');
    expect(nextVoucherOn('2026-05-31', 3)).toBe('2026-08-31');
  });
  it('crosses the year', () => {
    expect(nextVoucherOn('2026-11-28', 3)).toBe('2027-02-28');
    expect(nextVoucherOn('2026-12-01', 2)).toBe('2027-02-01');
  });
  it('is always later, in the cycle-th month after, on the same day or the month end', () => {
    const days = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, fc.constantFrom(2, 3), (day, cycle) => {
        const next = nextVoucherOn(day, cycle);
        expect(next > day).toBe(true);
        const [y, m, d] = day.split('-').map(Number) as [number, number, number];
        const [ny, nm, nd] = next.split('-').map(Number) as [number, number, number];
        expect(ny * 12 + nm - (y * 12 + m)).toBe(cycle);
        const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
        expect(nd).toBe(Math.min(d, last));
      }),
    );
  });
});

describe('gasDoPovoCycle and voucherDue', () => {
  it('reads 3 unless 2 was chosen', () => {
    expect(gasDoPovoCycle(null)).toBe(3);
    expect(gasDoPovoCycle(2)).toBe(2);
    expect(gasDoPovoCycle(3)).toBe(3);
  });
  it('is due on the day and after', () => {
    expect(voucherDue('2026-04-15', '2026-04-14')).toBe(false);
    expect(voucherDue('2026-04-15', '2026-04-15')).toBe(true);
    expect(voucherDue(null, '2026-04-15')).toBe(false);
  });
});

describe('repurchaseReason', () => {
  const today = '2026-11-28';
  it('says the voucher first, then the callback, then the predicted purchase', () => {
    const voucher = { next_voucher_on: '2026-11-20' };
    expect(repurchaseReason({ repurchase_on: '2026-11-01', callback_on: null, gas_do_povo: voucher }, today)).toBe(
      'Vale Gás do Povo disponível',
    );
    expect(
      repurchaseReason(
        { repurchase_on: '2026-11-01', callback_on: null, gas_do_povo: { next_voucher_on: '2026-12-20' } },
        today,
      ),
    ).toBe('Próxima compra prevista');
    expect(repurchaseReason({ repurchase_on: '2026-11-27', callback_on: '2026-11-27', gas_do_povo: null }, today)).toBe(
      'Ligar depois',
    );
  });
});
