import { describe, expect, it } from 'vitest';
import { isOwnEntry, isOwnHandMadeEntry } from './entries';

const deliverer = { id: 7, employee: { id: 3 } };

describe('isOwnEntry', () => {
  it('gives the money of a sale to its deliverer, whoever wrote the sale', () => {
    expect(isOwnEntry(deliverer, { user_id: 1, employee_id: 3 })).toBe(true);
    expect(isOwnEntry(deliverer, { user_id: 7, employee_id: 4 })).toBe(false);
    expect(isOwnEntry({ id: 7, employee: null }, { user_id: 7, employee_id: 3 })).toBe(false);
  });

  it('gives a hand-made entry to its writer', () => {
    expect(isOwnEntry(deliverer, { user_id: 7, employee_id: null })).toBe(true);
    expect(isOwnEntry(deliverer, { user_id: 1, employee_id: null })).toBe(false);
    expect(isOwnEntry(deliverer, { user_id: null, employee_id: null })).toBe(false);
  });
});

describe('isOwnHandMadeEntry', () => {
  it('leaves out what a sale, a receipt or a payment wrote', () => {
    expect(isOwnHandMadeEntry(deliverer, { user_id: 7, employee_id: null, origin: null })).toBe(true);
    expect(isOwnHandMadeEntry(deliverer, { user_id: 7, employee_id: 3, origin: 'sale' })).toBe(false);
    expect(isOwnHandMadeEntry(deliverer, { user_id: 1, employee_id: null, origin: null })).toBe(false);
  });
});
