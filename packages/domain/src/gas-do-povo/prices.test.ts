import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { periodsOverlap, priceInForce, type ReferencePrice } from './prices';

const pe1: ReferencePrice = { uf: 'PE', price_cents: 8967, starts_on: '2025-11-24', ends_on: '2026-05-31' };
const pe2: ReferencePrice = { uf: 'PE', price_cents: 9210, starts_on: '2026-06-01', ends_on: null };
const mt: ReferencePrice = { uf: 'MT', price_cents: 12505, starts_on: '2025-11-24', ends_on: null };
const prices = [pe1, pe2, mt];

describe('priceInForce', () => {
  it('finds the price of the UF on the day, both edge days of a period included', () => {
    expect(priceInForce(prices, 'PE', '2025-11-24')).toBe(pe1);
    expect(priceInForce(prices, 'PE', '2026-05-31')).toBe(pe1);
    expect(priceInForce(prices, 'PE', '2026-06-01')).toBe(pe2);
    expect(priceInForce(prices, 'PE', '2030-01-01')).toBe(pe2);
    expect(priceInForce(prices, 'MT', '2026-01-10')?.price_cents).toBe(12505);
  });

  it('has none before the first period, for another UF, without UF, or when inactive', () => {
    expect(priceInForce(prices, 'PE', '2025-11-23')).toBeNull();
    expect(priceInForce(prices, 'AC', '2026-01-10')).toBeNull();
    expect(priceInForce(prices, null, '2026-01-10')).toBeNull();
    expect(priceInForce([{ ...mt, active: false }], 'MT', '2026-01-10')).toBeNull();
  });

  it('any day inside [start, end] finds the period; the day before and after do not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 400 }), (start, len) => {
        const starts_on = addDays('2025-01-01', start);
        const ends_on = addDays(starts_on, len);
        const p: ReferencePrice = { uf: 'AC', price_cents: 12212, starts_on, ends_on };
        const inside = addDays(starts_on, Math.floor(len / 2));
        expect(priceInForce([p], 'AC', inside)).toBe(p);
        expect(priceInForce([p], 'AC', addDays(starts_on, -1))).toBeNull();
        expect(priceInForce([p], 'AC', addDays(ends_on, 1))).toBeNull();
      }),
    );
  });
});

describe('periodsOverlap', () => {
  it('periods touching end to start do not overlap; sharing a day or open-ended ones do', () => {
    expect(periodsOverlap(pe1, pe2)).toBe(false);
    expect(periodsOverlap(pe1, { starts_on: '2026-05-31', ends_on: null })).toBe(true);
    expect(periodsOverlap({ starts_on: '2020-01-01', ends_on: null }, pe2)).toBe(true);
    expect(periodsOverlap({ starts_on: '2020-01-01', ends_on: '2025-11-23' }, pe1)).toBe(false);
  });

  it('is symmetric', () => {
    const period = fc
      .tuple(fc.integer({ min: 0, max: 500 }), fc.option(fc.integer({ min: 0, max: 100 })))
      .map(([s, len]) => ({
        starts_on: addDays('2026-01-01', s),
        ends_on: len === null ? null : addDays('2026-01-01', s + len),
      }));
    fc.assert(fc.property(period, period, (a, b) => periodsOverlap(a, b) === periodsOverlap(b, a)));
  });
});
