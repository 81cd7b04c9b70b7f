import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CNH_CATEGORIES, CNH_CATEGORY_OPTIONS, cnhCategoryCode, cnhCategoryLabel, cnhCategoryNumber } from './cnh';

describe('CNH categories', () => {
  it('maps the codes to the seed numbers a=0, b=1, ab=2, c=3, d=4, e=5', () => {
    expect(CNH_CATEGORIES.map(cnhCategoryNumber)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(cnhCategoryNumber('AB')).toBe(2);
    expect(cnhCategoryNumber(' e ')).toBe(5);
  });

  it('answers null for unknown codes and numbers', () => {
    expect(cnhCategoryNumber('f')).toBeNull();
    expect(cnhCategoryNumber('')).toBeNull();
    expect(cnhCategoryNumber(null)).toBeNull();
    expect(cnhCategoryCode(6)).toBeNull();
    expect(cnhCategoryCode(-1)).toBeNull();
    expect(cnhCategoryCode(1.5)).toBeNull();
    expect(cnhCategoryCode(null)).toBeNull();
  });

  it('shows the category upper-case', () => {
    expect(cnhCategoryLabel('ab')).toBe('AB');
    expect(cnhCategoryLabel(3)).toBe('C');
    expect(cnhCategoryLabel(null)).toBe('');
    expect(CNH_CATEGORY_OPTIONS.map((o) => o.label)).toEqual(['A', 'B', 'AB', 'C', 'D', 'E']);
  });

  it('number → code → number is the identity', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 5 }), (n) => cnhCategoryNumber(cnhCategoryCode(n)) === n));
  });
});
