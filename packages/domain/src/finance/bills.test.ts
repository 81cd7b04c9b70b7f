import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billDebt, billStatus, settle, splitInstallments, todayIn, valueToSettle } from './bills';

describe('bills', () => {
  it('debt and value to settle', () => {
    expect(billDebt({ value_cents: 10000, settled_cents: 2500 })).toBe(7500);
    expect(valueToSettle({ value_cents: 10000, settled_cents: 2500 }, 300, 1000)).toBe(6800);
  });

  it('settle adds the fine, subtracts the discount, accumulates the received value', () => {
    expect(settle({ value_cents: 10000, settled_cents: 2500 }, 300, 1000, 4000)).toEqual({
      ok: true,
      value_cents: 9300,
      settled_cents: 6500,
      entry_cents: 4000,
    });
    expect(settle({ value_cents: 10000, settled_cents: 2500 }, 0, 0, 7501)).toMatchObject({
      ok: false,
      field: 'received_value',
    });
    expect(settle({ value_cents: 10000, settled_cents: 2500 }, 0, 8000, 0)).toMatchObject({
      ok: false,
      field: 'discount_cents',
    });
  });

  it('settle never receives more than the total (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 0, max: 1e9 }),
        (value, settledRaw, fine, discount, entered) => {
          const settled = settledRaw % (value + 1);
          const r = settle({ value_cents: value, settled_cents: settled }, fine, discount, entered);
          if (r.ok) {
            expect(r.settled_cents).toBeLessThanOrEqual(r.value_cents);
            expect(r.settled_cents - settled).toBe(entered);
          }
        },
      ),
    );
  });

  it('status', () => {
    const b = { value_cents: 100, settled_cents: 0, due_date: '2026-03-10' };
    expect(billStatus(b, '2026-03-10')).toBe('earlydue');
    expect(billStatus(b, '2026-03-11')).toBe('overdue');
    expect(billStatus({ ...b, settled_cents: 100 }, '2026-03-11')).toBe('settled');
  });

  it('installments add up to the value, spaced by the delivery time', () => {
    expect(splitInstallments(10000, 3, '2026-01-31', 30)).toEqual([
      { due_date: '2026-01-31', value_cents: 3334 },
      { due_date: '2026-03-02', value_cents: 3333 },
      { due_date: '2026-04-01', value_cents: 3333 },
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 48 }), (v, n) => {
        const pieces = splitInstallments(v, n, '2026-01-01', 0);
        expect(pieces.reduce((s, p) => s + p.value_cents, 0)).toBe(v);
        expect(pieces).toHaveLength(n);
      }),
    );
  });

  it('today in a time zone', () => {
    expect(todayIn('America/Sao_Paulo', new Date('2026-03-01T02:00:00Z'))).toBe('2026-02-28');
  });
});
