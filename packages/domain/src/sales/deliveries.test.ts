import { describe, expect, it } from 'vitest';
import { deliveryMoves, nextDeliveryMove } from './deliveries';

describe('deliveryMoves', () => {
  it('offers what the status machine allows, minus the current status', () => {
    expect(deliveryMoves('created')).toEqual(['in_transit', 'delivered', 'finished', 'canceled']);
    expect(deliveryMoves('in_transit')).toEqual(['delivered', 'finished', 'canceled']);
    expect(deliveryMoves('delayed')).toEqual(['in_transit', 'delivered', 'finished', 'canceled']);
    expect(deliveryMoves('delivered')).toEqual(['finished', 'canceled']);
  });
  it('offers nothing on a final sale', () => {
    expect(deliveryMoves('finished')).toEqual([]);
    expect(deliveryMoves('canceled')).toEqual([]);
    expect(deliveryMoves('rejected')).toEqual([]);
  });
  it('names the next step, or none', () => {
    expect(nextDeliveryMove('created')).toBe('in_transit');
    expect(nextDeliveryMove('in_transit')).toBe('delivered');
    expect(nextDeliveryMove('delivered')).toBe('finished');
    expect(nextDeliveryMove('finished')).toBeNull();
  });
});
