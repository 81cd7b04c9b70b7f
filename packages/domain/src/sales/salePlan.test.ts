import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { purchaseStats } from '../customers/stats';
import { addDays } from '../dates';
import { type CustomerSpan, type PlannedSale, saleMoves, statisticsAfterSaleDay } from './salePlan';

const sale = (over: Partial<PlannedSale> = {}): PlannedSale => ({
  status: 'created',
  customer_id: 5,
  day: '2026-11-20',
  items: [{ product_id: 13, quantity: 2 }],
  ...over,
});
const span: CustomerSpan = { purchase_days: 2, first_sale_on: '2026-11-01', last_sale_on: '2026-11-11' };

describe('saleMoves', () => {
  it('a new sale takes its items and adds its day to the stored span', () => {
    const moves = saleMoves(null, sale(), new Map([[5, span]]));
    expect(moves.stock).toEqual([[13, -2]]);
    expect(moves.customers).toEqual([
      {
        customer_id: 5,
        kind: 'day',
        from: span,
        to: {
          first_sale_on: '2026-11-01',
          last_sale_on: '2026-11-20',
          purchase_days: 3,
          purchase_interval_days: 9,
          next_purchase_on: '2026-11-29',
        },
      },
    ]);
  });

  it('a backdated sale, a span never stored or none read: recomputed from the history', () => {
    for (const spans of [
      new Map([[5, span]]),
      new Map([[5, { purchase_days: null, first_sale_on: null, last_sale_on: null }]]),
      new Map(),
    ])
      expect(saleMoves(null, sale({ day: '2026-11-05' }), spans).customers).toEqual([
        { customer_id: 5, kind: 'recompute' },
      ]);
  });

  it('a cancel or a delete gives the items back and recomputes the customer', () => {
    for (const after of [sale({ status: 'canceled' }), null])
      expect(saleMoves(sale(), after)).toEqual({
        stock: [[13, 2]],
        customers: [{ customer_id: 5, kind: 'recompute' }],
      });
  });

  it('a status move or a take moves nothing; a canceled sale deleted moves nothing', () => {
    expect(saleMoves(sale(), sale({ status: 'delivered' }))).toEqual({ stock: [], customers: [] });
    expect(saleMoves(sale({ status: 'canceled' }), null)).toEqual({ stock: [], customers: [] });
  });

  it('an edit moves the difference; another customer recomputes both, in id order', () => {
    const moves = saleMoves(sale(), sale({ customer_id: 3, items: [{ product_id: 13, quantity: 3 }] }));
    expect(moves.stock).toEqual([[13, -1]]);
    expect(moves.customers.map((c) => [c.customer_id, c.kind])).toEqual([
      [3, 'recompute'],
      [5, 'recompute'],
    ]);
  });
});

describe('statisticsAfterSaleDay', () => {
  it('equals the statistics of the whole history with the new day', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 0, maxLength: 12 }),
        fc.nat(60),
        (offsets, ahead) => {
          const days = [...new Set(offsets.map((o) => addDays('2025-01-01', o)))].sort();
          const stored: CustomerSpan = {
            purchase_days: days.length,
            first_sale_on: days[0] ?? null,
            last_sale_on: days.at(-1) ?? null,
          };
          const day = addDays(days.at(-1) ?? '2025-01-01', ahead);
          const got = statisticsAfterSaleDay(stored, day)!;
          const all = [...new Set([...days, day])].sort();
          expect(got).toEqual({ ...purchaseStats(all), first_sale_on: all[0], purchase_days: all.length });
        },
      ),
    );
  });
});
