import { describe, expect, it } from 'vitest';
import { sumByName } from './saleText';

describe('sumByName', () => {
  it("adds up each unit's records of one name, keeping the names' first order", () => {
    const names: Record<string, string> = { 5: 'Gás P13', 14: 'Gás P13', 7: 'Água 20 L', 9: 'Gás P45' };
    expect(sumByName({ 5: 3, 7: 2, 14: 1, 9: 1 }, (id) => names[id] ?? `#${id}`)).toEqual([
      ['Gás P13', 4],
      ['Água 20 L', 2],
      ['Gás P45', 1],
    ]);
    expect(sumByName({}, (id) => id)).toEqual([]);
    expect(sumByName({ 3: 5 }, (id) => `#${id}`)).toEqual([['#3', 5]]);
  });
});
