import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SALE_STATUSES, SALE_STATUS_LABELS, type SaleStatus } from './status';
import { FINAL_SALE_STATUSES, canTransition, transitionRefusal } from './transitions';

describe('sale status transitions', () => {
  it.each([
    ['created', 'in_transit'],
    ['created', 'delivered'],
    ['created', 'finished'],
    ['created', 'canceled'],
    ['delayed', 'in_transit'],
    ['delayed', 'delivered'],
    ['delayed', 'canceled'],
    ['in_transit', 'delivered'],
    ['in_transit', 'delayed'],
    ['in_transit', 'finished'],
    ['delivered', 'finished'],
    ['delivered', 'canceled'],
  ] as [SaleStatus, SaleStatus][])('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(transitionRefusal(from, to, SALE_STATUS_LABELS)).toBeNull();
  });

  it.each([
    ['delivered', 'in_transit'],
    ['delivered', 'created'],
    ['created', 'delayed'],
    ['created', 'created'],
    ['finished', 'canceled'],
    ['canceled', 'in_transit'],
    ['rejected', 'finished'],
  ] as [SaleStatus, SaleStatus][])('refuses %s → %s with a reason', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(transitionRefusal(from, to, SALE_STATUS_LABELS)).toMatch(/não/);
  });

  it('final statuses refuse every change; nothing goes back to created (property)', () => {
    const status = fc.constantFrom(...SALE_STATUSES);
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (FINAL_SALE_STATUSES.includes(from)) {
          expect(canTransition(from, to)).toBe(false);
          expect(transitionRefusal(from, to, SALE_STATUS_LABELS)).toContain(SALE_STATUS_LABELS[from]);
        }
        if (to === 'created' || to === 'rejected') expect(canTransition(from, to)).toBe(false);
        expect(canTransition(from, to)).toBe(transitionRefusal(from, to, SALE_STATUS_LABELS) === null);
      }),
    );
  });
});
