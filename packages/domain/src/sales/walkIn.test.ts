import { describe, expect, it } from 'vitest';
import { SALE_CHANNELS } from './status';
import { WALK_IN_CHANNELS, isWalkIn, newSaleStatus } from './walkIn';

describe('walk-in sales', () => {
  it('Venda direta and Portaria are walk-ins, handed over at once', () => {
    expect([...WALK_IN_CHANNELS]).toEqual(['door', 'pos']);
    expect(newSaleStatus('door')).toBe('finished');
    expect(newSaleStatus('pos')).toBe('finished');
  });

  it('every other channel (and none: the default disk) starts as created', () => {
    for (const c of SALE_CHANNELS.filter((c) => c !== 'door' && c !== 'pos')) {
      expect(isWalkIn(c)).toBe(false);
      expect(newSaleStatus(c)).toBe('created');
    }
    expect(newSaleStatus(undefined)).toBe('created');
    expect(newSaleStatus(null)).toBe('created');
  });
});
