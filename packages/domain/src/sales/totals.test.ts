import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  itemSubtotal,
  pixDueCents,
  saleBalance,
  salePaid,
  salePaymentsRefusal,
  saleReceived,
  saleTotal,
} from './totals';

const item = fc.record({
  price_cents: fc.integer({ min: 0, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 100 }),
  discount_cents: fc.integer({ min: 0, max: 1000 }),
  _destroy: fc.boolean(),
});
const payment = fc.record({
  value_cents: fc.integer({ min: 1, max: 10_000_000 }),
  _destroy: fc.boolean(),
  cash: fc.boolean(),
  pix: fc.boolean(),
});

describe('sale totals', () => {
  it('subtotal = price × quantity − discount; removed items do not count', () => {
    expect(itemSubtotal({ price_cents: 11000, quantity: 2, discount_cents: 500 })).toBe(21500);
    expect(
      saleTotal([
        { price_cents: 11000, quantity: 2, discount_cents: 500 },
        { price_cents: 9000, quantity: 1, _destroy: true },
      ]),
    ).toBe(21500);
  });

  it('change is what is paid over the total; a short payment leaves a remainder and does not balance', () => {
    expect(saleBalance([{ price_cents: 12000, quantity: 1 }], [{ value_cents: 15000, cash: true }])).toEqual({
      total_cents: 12000,
      paid_cents: 15000,
      change_cents: 3000,
      remaining_cents: 0,
      balanced: true,
      cash_cents: 15000,
      uncovered_change_cents: 0,
    });
    expect(saleBalance([{ price_cents: 12000, quantity: 1 }], [{ value_cents: 10000, cash: false }])).toMatchObject({
      change_cents: 0,
      remaining_cents: 2000,
      balanced: false,
    });
  });

  it('change is given in cash only: PIX over the total is refused, cash over it gives change', () => {
    const p13 = [{ price_cents: 11000, quantity: 1 }];
    const pixOver = saleBalance(p13, [{ value_cents: 12000, cash: false }]);
    expect(pixOver).toMatchObject({ change_cents: 1000, uncovered_change_cents: 1000, balanced: true });
    expect(salePaymentsRefusal(pixOver)).toBe(
      'os pagamentos passam do total da venda em R$ 10,00; só há troco em dinheiro (ajuste o valor ou receba em Dinheiro)',
    );
    // The QR of such a sale (saved before the rule) charges the sale's total, not the PIX typed.
    expect(pixDueCents(pixOver, 12000)).toBe(11000);
    // R$ 100,00 by PIX and a R$ 50,00 note for a R$ 110,00 sale: R$ 40,00 of change, out of the cash.
    const mixed = saleBalance(p13, [
      { value_cents: 10000, cash: false },
      { value_cents: 5000, cash: true },
    ]);
    expect(mixed).toMatchObject({ change_cents: 4000, cash_cents: 5000, uncovered_change_cents: 0 });
    expect(salePaymentsRefusal(mixed)).toBeNull();
    expect(pixDueCents(mixed, 10000)).toBe(10000);
    // The cash does not cover the change: R$ 10,00 of it would come out of the PIX.
    const short = saleBalance(p13, [
      { value_cents: 12000, cash: false },
      { value_cents: 1000, cash: true },
    ]);
    expect(short.uncovered_change_cents).toBe(1000);
    expect(salePaymentsRefusal(short)).toMatch(/R\$ 10,00; só há troco em dinheiro/);
    expect(salePaymentsRefusal(saleBalance(p13, [{ value_cents: 10000, cash: true }]))).toBe(
      'os pagamentos não cobrem o total da venda (faltam R$ 10,00)',
    );
    expect(salePaymentsRefusal(saleBalance([], [{ value_cents: 10000, cash: false }]), false)).toBeNull();
  });

  it('an accepted sale takes no more than its total in any method but cash, and PIX is charged what was typed (property)', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), fc.array(payment, { maxLength: 6 }), (items, payments) => {
        const b = saleBalance(items, payments);
        const live = payments.filter((p) => !p._destroy);
        const nonCash = salePaid(live.filter((p) => !p.cash));
        const pix = salePaid(live.filter((p) => p.pix && !p.cash));
        expect(b.uncovered_change_cents).toBe(Math.max(0, nonCash - b.total_cents));
        // The QR never charges more than the sale, nor more than the PIX typed.
        expect(pixDueCents(b, pix)).toBeLessThanOrEqual(Math.min(pix, Math.max(b.total_cents, 0)));
        if (salePaymentsRefusal(b) === null) {
          expect(nonCash).toBeLessThanOrEqual(b.total_cents);
          expect(b.change_cents).toBeLessThanOrEqual(b.cash_cents);
          expect(pixDueCents(b, pix)).toBe(pix);
          expect(saleReceived(payments, b.change_cents)).toBe(b.total_cents);
        }
      }),
    );
  });

  it('balance rule: a balanced sale satisfies Σ items = Σ payments − change (property)', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), fc.array(payment, { maxLength: 6 }), (items, payments) => {
        const b = saleBalance(items, payments);
        expect(b.change_cents).toBeGreaterThanOrEqual(0);
        expect(b.remaining_cents).toBeGreaterThanOrEqual(0);
        expect(b.change_cents === 0 || b.remaining_cents === 0).toBe(true);
        expect(b.balanced).toBe(b.remaining_cents === 0);
        if (b.balanced) expect(saleReceived(payments, b.change_cents)).toBe(b.total_cents);
        else expect(b.paid_cents + b.remaining_cents).toBe(b.total_cents);
      }),
    );
  });
});
