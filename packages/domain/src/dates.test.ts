import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  formatDateBr,
  formatDateRangeParam,
  parseDate,
  parseDateRange,
  presetRange,
} from './dates';

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const anyDate = fc
  .date({ min: new Date('1901-01-01T00:00:00Z'), max: new Date('2998-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('parseDate', () => {
  it('reads DD/MM/YYYY and YYYY-MM-DD', () => {
    expect(parseDate('22/11/2026')).toBe('2026-11-22');
    expect(parseDate('2026-11-22')).toBe('2026-11-22');
    expect(parseDate(' 05/01/2026 ')).toBe('2026-01-05');
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseDate('29/02/2024')).toBe('2024-02-29');
    expect(parseDate('29/02/2026')).toBeNull();
    expect(parseDate('2026-02-29')).toBeNull();
  });

  it('rejects dates that do not exist and other text', () => {
    expect(parseDate('31/02/2026')).toBeNull();
    expect(parseDate('31/04/2026')).toBeNull();
    expect(parseDate('00/01/2026')).toBeNull();
    expect(parseDate('01/13/2026')).toBeNull();
    expect(parseDate('2026-13-01')).toBeNull();
    expect(parseDate('1/1/2026')).toBeNull();
    expect(parseDate('')).toBeNull();
    expect(parseDate(null)).toBeNull();
    expect(parseDate('hoje')).toBeNull();
  });

  it('round-trips formatDateBr for any date', () => {
    fc.assert(
      fc.property(anyDate, (d) => {
        expect(parseDate(formatDateBr(d))).toBe(d);
      }),
    );
  });
});

describe('parseDateRange', () => {
  it("reads 'DD/MM/YYYY-DD/MM/YYYY'", () => {
    expect(parseDateRange('01/11/2026-30/11/2026')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });
  it("reads 'YYYY-MM-DD-YYYY-MM-DD'", () => {
    expect(parseDateRange('2026-11-01-2026-11-30')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });
  it('reads mixed forms and spaces around the dash', () => {
    expect(parseDateRange('01/11/2026 - 2026-11-30')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });
  it('reads a single day as that day', () => {
    expect(parseDateRange('05/11/2026')).toEqual({ start: '2026-11-05', end: '2026-11-05' });
    expect(parseDateRange('2026-11-05')).toEqual({ start: '2026-11-05', end: '2026-11-05' });
    expect(parseDateRange('05/11/2026-05/11/2026')).toEqual({ start: '2026-11-05', end: '2026-11-05' });
  });
  it('refuses reversed ranges, invalid sides and garbage', () => {
    expect(parseDateRange('30/11/2026-01/11/2026')).toBeNull();
    expect(parseDateRange('31/02/2026-01/03/2026')).toBeNull();
    expect(parseDateRange('01/11/2026-')).toBeNull();
    expect(parseDateRange('')).toBeNull();
    expect(parseDateRange(undefined)).toBeNull();
  });
  it('reads back what formatDateRangeParam writes', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 400 }), (start, days) => {
        const range = { start, end: addDays(start, days) };
        fc.pre(range.end <= '2999-12-31');
        expect(parseDateRange(formatDateRangeParam(range))).toEqual(range);
      }),
    );
  });
});

describe('presetRange (weeks start on Monday)', () => {
  const sunday = '2026-11-22';

  it('gives the seeds’ ranges for Sunday 2026-11-22', () => {
    expect(weekday(sunday)).toBe(0);
    expect(presetRange('today', sunday)).toEqual({ start: sunday, end: sunday });
    expect(presetRange('yesterday', sunday)).toEqual({ start: '2026-11-21', end: '2026-11-21' });
    expect(presetRange('this_week', sunday)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(presetRange('last_week', sunday)).toEqual({ start: '2026-11-09', end: '2026-11-15' });
    expect(presetRange('this_month', sunday)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(presetRange('last_month', sunday)).toEqual({ start: '2026-10-01', end: '2026-10-31' });
  });

  it('starts the week on the day itself when it is a Monday', () => {
    expect(presetRange('this_week', '2026-11-16')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
  });

  it('crosses year boundaries', () => {
    expect(presetRange('last_month', '2026-01-15')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(presetRange('this_month', '2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(presetRange('this_week', '2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });

  it('this_week contains the day, starts on a Monday and spans 7 days, for any date', () => {
    fc.assert(
      fc.property(anyDate, (today) => {
        const { start, end } = presetRange('this_week', today);
        expect(start <= today && today <= end).toBe(true);
        expect(weekday(start)).toBe(1);
        expect(daysBetween(start, end)).toBe(6);
        const last = presetRange('last_week', today);
        expect(last.end).toBe(addDays(start, -1));
        expect(daysBetween(last.start, last.end)).toBe(6);
      }),
    );
  });

  it('this_month and last_month are whole, adjacent months, for any date', () => {
    fc.assert(
      fc.property(anyDate, (today) => {
        const month = presetRange('this_month', today);
        expect(month.start).toBe(`${today.slice(0, 7)}-01`);
        expect(month.start <= today && today <= month.end).toBe(true);
        expect(addDays(month.end, 1).slice(8)).toBe('01');
        const last = presetRange('last_month', today);
        expect(last.start.slice(8)).toBe('01');
        expect(addDays(last.end, 1)).toBe(month.start);
      }),
    );
  });
});

describe('date arithmetic', () => {
  it('adds days and months', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(29);
  });
  it('formats ISO dates in pt-BR', () => {
    expect(formatDateBr('2026-11-22')).toBe('22/11/2026');
    expect(formatDateBr('2026-11-22T10:00:00Z')).toBe('22/11/2026');
    expect(formatDateBr(null)).toBe('');
  });
});
