import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { comodatoAtRisk } from './comodato';

const TODAY = '2026-11-15';
const ago = (days: number) => addDays(TODAY, -days);

describe('comodatoAtRisk', () => {
  it('at risk once the days since the last sale exceed 1.5 × the interval, not at it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 365 }), fc.integer({ min: 1, max: 50 }), (avg, held) => {
        const edge = Math.floor(1.5 * avg);
        expect(comodatoAtRisk({ heldQuantity: held, lastSaleOn: ago(edge), averageIntervalDays: avg }, TODAY)).toBe(
          false,
        );
        expect(comodatoAtRisk({ heldQuantity: held, lastSaleOn: ago(edge + 1), averageIntervalDays: avg }, TODAY)).toBe(
          true,
        );
      }),
    );
    expect(comodatoAtRisk({ heldQuantity: 2, lastSaleOn: ago(45), averageIntervalDays: 30 }, TODAY)).toBe(false);
    expect(comodatoAtRisk({ heldQuantity: 2, lastSaleOn: ago(46), averageIntervalDays: 30 }, TODAY)).toBe(true);
  });

  it('never at risk without bottles held (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 0 }),
        fc.option(fc.nat(2000).map(ago)),
        fc.option(fc.integer({ min: 1, max: 365 })),
        (held, last, avg) => {
          expect(comodatoAtRisk({ heldQuantity: held, lastSaleOn: last, averageIntervalDays: avg }, TODAY)).toBe(false);
        },
      ),
    );
  });

  it('without an interval (one sale day): at risk from 180 days, as when the customer turns inativo', () => {
    expect(comodatoAtRisk({ heldQuantity: 1, lastSaleOn: ago(179), averageIntervalDays: null }, TODAY)).toBe(false);
    expect(comodatoAtRisk({ heldQuantity: 1, lastSaleOn: ago(180), averageIntervalDays: null }, TODAY)).toBe(true);
  });

  it('holding bottles without any sale is at risk', () => {
    expect(comodatoAtRisk({ heldQuantity: 3, lastSaleOn: null, averageIntervalDays: null }, TODAY)).toBe(true);
  });
});
