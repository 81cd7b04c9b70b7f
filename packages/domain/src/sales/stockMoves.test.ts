import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saleStockMoves } from './stockMoves';

const item = fc.record({ product_id: fc.integer({ min: 1, max: 6 }), quantity: fc.integer({ min: 1, max: 20 }) });

describe('saleStockMoves', () => {
  it('a new sale takes its items; a cancel gives them back; an edit moves the difference', () => {
    const p13x2 = { product_id: 13, quantity: 2 };
    const water = { product_id: 7, quantity: 1 };
    expect(saleStockMoves([], [p13x2, water, { product_id: 13, quantity: 1 }])).toEqual([
      [7, -1],
      [13, -3],
    ]);
    expect(saleStockMoves([p13x2, water], [])).toEqual([
      [7, 1],
      [13, 2],
    ]);
    expect(saleStockMoves([p13x2, water], [{ product_id: 13, quantity: 3 }])).toEqual([
      [7, 1],
      [13, -1],
    ]);
    expect(saleStockMoves([p13x2], [p13x2])).toEqual([]);
  });

  it('what an edit moves is what cancelling the old sale and making the new one would (property)', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), fc.array(item, { maxLength: 6 }), (before, after) => {
        const total = new Map<number, number>();
        for (const [p, q] of [...saleStockMoves(before, []), ...saleStockMoves([], after)])
          total.set(p, (total.get(p) ?? 0) + q);
        const expected = [...total].filter(([, q]) => q !== 0).sort((a, b) => a[0] - b[0]);
        const moves = saleStockMoves(before, after);
        expect(moves).toEqual(expected);
        expect(moves.map(([p]) => p)).toEqual([...new Set(moves.map(([p]) => p))].sort((a, b) => a - b));
      }),
    );
  });
});
