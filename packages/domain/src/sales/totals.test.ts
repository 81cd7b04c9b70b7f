import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemSubtotal, saleBalance, saleReceived, saleTotal } from './totals';

const item = fc.record({
  price_cents: fc.integer({ min: 0, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 100 }),
  discount_cents: fc.integer({ min: 0, max: 1000 }),
  _destroy: fc.boolean(),
});
const payment = fc.record({ value_cents: fc.integer({ min: 1, max: 10_000_000 }), _destroy: fc.boolean() });

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
    expect(saleBalance([{ price_cents: 12000, quantity: 1 }], [{ value_cents: 15000 }])).toEqual({
      total_cents: 12000,
      paid_cents: 15000,
      change_cents: 3000,
      remaining_cents: 0,
      balanced: true,
    });
    expect(saleBalance([{ price_cents: 12000, quantity: 1 }], [{ value_cents: 10000 }])).toMatchObject({
      change_cents: 0,
      remaining_cents: 2000,
      balanced: false,
    });
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
