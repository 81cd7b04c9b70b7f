import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates';
import { addBusinessDays, gasDoPovoDueDate, isBusinessDay } from './due';

describe('gasDoPovoDueDate: 2 business days after the sale', () => {
  it('on weekdays', () => {
    expect(gasDoPovoDueDate('2026-11-23')).toBe('2026-11-25'); // Mon → Wed
    expect(gasDoPovoDueDate('2026-11-25')).toBe('2026-11-27'); // Wed → Fri
  });

  it('across a weekend', () => {
    expect(gasDoPovoDueDate('2026-11-26')).toBe('2026-11-30'); // Thu → Mon
    expect(gasDoPovoDueDate('2026-11-27')).toBe('2026-12-01'); // Fri → Tue
    expect(gasDoPovoDueDate('2026-11-28')).toBe('2026-12-01'); // Sat → Tue
    expect(gasDoPovoDueDate('2026-11-29')).toBe('2026-12-01'); // Sun → Tue
  });

  it('skips Christmas and New Year', () => {
    expect(isBusinessDay('2026-12-25')).toBe(false);
    expect(isBusinessDay('2027-01-01')).toBe(false);
    expect(gasDoPovoDueDate('2026-12-24')).toBe('2026-12-29'); // Thu; Fri 25 Dec, weekend → Tue
    expect(gasDoPovoDueDate('2026-12-30')).toBe('2027-01-04'); // Wed; Thu 31, Fri 1 Jan, weekend → Mon
    expect(gasDoPovoDueDate('2027-12-30')).toBe('2028-01-03'); // Thu; Fri 31 open, 1 Jan on a Saturday → Mon 3
  });

  it('skips the national holidays of the year and the bank ones (Carnaval)', () => {
    expect(isBusinessDay('2026-11-20')).toBe(false); // Consciência Negra
    expect(isBusinessDay('2026-02-16')).toBe(false); // Carnaval (no bank clearing)
    expect(gasDoPovoDueDate('2026-02-13')).toBe('2026-02-19'); // Fri; Mon 16, Tue 17 Carnaval → Wed 18, Thu 19
    expect(gasDoPovoDueDate('2026-11-19')).toBe('2026-11-24'); // Thu; Fri 20 holiday, weekend → Tue
  });

  it('is always a business day, 2 to 8 days later, never before a plain count of 2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 6 }), (n) => {
        const sale = addDays('2025-11-01', n);
        const due = gasDoPovoDueDate(sale);
        expect(isBusinessDay(due)).toBe(true);
        const gap = daysBetween(sale, due);
        expect(gap).toBeGreaterThanOrEqual(2);
        expect(gap).toBeLessThanOrEqual(8);
        // Exactly one business day strictly between the sale and the due date.
        let between = 0;
        for (let d = addDays(sale, 1); d < due; d = addDays(d, 1)) if (isBusinessDay(d)) between++;
        expect(between).toBe(1);
        expect(addBusinessDays(sale, 0)).toBe(sale);
      }),
    );
  });
});
