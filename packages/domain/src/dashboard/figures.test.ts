import { describe, expect, it } from 'vitest';
import { DELIVERY_BUCKETS, DELIVERY_BUCKET_LIMITS, ON_TIME_MINUTES, averageTicketCents, percentOf } from './figures';

describe('dashboard figures', () => {
  it('counts on time by whole buckets: ON_TIME_MINUTES is one of the limits, one bucket more than limits', () => {
    expect(DELIVERY_BUCKET_LIMITS).toContain(ON_TIME_MINUTES);
    expect(DELIVERY_BUCKETS.length).toBe(DELIVERY_BUCKET_LIMITS.length + 1);
  });
  it('averages the ticket in whole cents, half up', () => {
    expect(averageTicketCents(10_001, 2)).toBe(5001);
    expect(averageTicketCents(10_000, 3)).toBe(3333);
    expect(averageTicketCents(500, 0)).toBe(0);
  });
  it('gives a share with one decimal, null without a whole', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBeNull();
  });
});
