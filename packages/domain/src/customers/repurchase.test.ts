import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversionRate } from './repurchase';

describe('conversionRate', () => {
  it('is the share of calls with an order, one decimal', () => {
    expect(conversionRate(3, 1)).toBe(33.3);
    expect(conversionRate(8, 8)).toBe(100);
    expect(conversionRate(0, 0)).toBeNull();
  });
  it('stays within 0–100 for any counts', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (calls, orders) => {
        const r = conversionRate(calls, orders);
        if (calls === 0) {
          expect(r).toBeNull();
          return;
        }
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(100);
      }),
    );
  });
});
