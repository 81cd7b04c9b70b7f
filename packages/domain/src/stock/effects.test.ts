import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustmentEffect, belowMinimum, canWriteOff, reverseChange, stockTotal, writeOffEffect } from './effects';
import { entryTotal } from './entries';
import { STOCK_MOVEMENTS } from './movements';

describe('adjustmentEffect', () => {
  it('moves bottles as the stock rules say', () => {
    expect(adjustmentEffect('inflow', 3)).toEqual({ platform: 3 });
    expect(adjustmentEffect('receivable', 3)).toEqual({ platform: 3 });
    expect(adjustmentEffect('outflow', 3)).toEqual({ platform: -3 });
    expect(adjustmentEffect('lending', 3)).toEqual({ platform: -3, lending: 3 });
    expect(adjustmentEffect('defect', 3)).toEqual({ platform: -3, defect: 3 });
  });

  it('lending and defect keep the total; write-offs take them out; reversing undoes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STOCK_MOVEMENTS), fc.integer({ min: 1, max: 1000 }), (m, q) => {
        const e = adjustmentEffect(m, q);
        const sum = (e.platform ?? 0) + (e.lending ?? 0) + (e.defect ?? 0);
        if (m === 'lending' || m === 'defect') expect(sum).toBe(0);
        const r = reverseChange(e);
        expect((e.platform ?? 0) + (r.platform ?? 0)).toBe(0);
        const w = writeOffEffect(m, q);
        expect(Object.keys(w).length > 0).toBe(canWriteOff(m));
      }),
    );
  });

  it('total and minimum', () => {
    expect(stockTotal({ platform: 5, lending: 2, defect: 1 })).toBe(8);
    expect(belowMinimum({ platform: 5, minimum: 6 })).toBe(true);
    expect(belowMinimum({ platform: 0, minimum: 0 })).toBe(false);
  });
});

describe('entryTotal', () => {
  it('items minus item discounts minus the entry discount (value or percentage), ignoring removed items', () => {
    const items = [
      { quantity: 10, price_cents: 7000 },
      { quantity: 5, price_cents: 1000, discount_cents: 500 },
      { quantity: 9, price_cents: 1, _destroy: true },
    ];
    expect(entryTotal(items, 'value', 1000)).toEqual({ items_cents: 74500, discount_cents: 1000, total_cents: 73500 });
    expect(entryTotal(items, 'percentage', 1000).discount_cents).toBe(7450);
    expect(entryTotal(items, 'value', 999_999).total_cents).toBe(0);
  });
});
