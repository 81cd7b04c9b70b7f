import { describe, expect, it } from 'vitest';
import { settlementEmptyLines } from './empties';

describe('settlementEmptyLines', () => {
  it('compares the empties expected with those handed in, by brand and capacity', () => {
    const lines = settlementEmptyLines(
      [
        { brand_id: 2, capacity: 'P13', quantity: 3 },
        { brand_id: null, capacity: 'P13', quantity: 1 },
        { brand_id: 1, capacity: 'P45', quantity: 1 },
      ],
      [
        { brand_id: 2, capacity: 'P13', quantity: 2 },
        { brand_id: 1, capacity: 'P13', quantity: 1 },
        { brand_id: 1, capacity: 'P45', quantity: 0 },
      ],
    );
    expect(lines).toEqual([
      { brand_id: 1, capacity: 'P13', expected: 0, handed_in: 1, difference: 1 },
      { brand_id: 2, capacity: 'P13', expected: 3, handed_in: 2, difference: -1 },
      { brand_id: null, capacity: 'P13', expected: 1, handed_in: 0, difference: -1 },
      { brand_id: 1, capacity: 'P45', expected: 1, handed_in: 0, difference: -1 },
    ]);
  });

  it('leaves out what is zero on both sides', () => {
    expect(settlementEmptyLines([{ brand_id: 1, capacity: 'P13', quantity: 0 }], [])).toEqual([]);
  });
});
