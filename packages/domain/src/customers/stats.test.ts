import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { averageInterval, purchaseDelayDays, purchaseIntervals, purchaseStats, purchaseStatsFromSpan } from './stats';

describe('customer purchase statistics', () => {
  it('no sales: everything empty', () => {
    expect(purchaseStats([])).toEqual({ last_sale_on: null, purchase_interval_days: null, next_purchase_on: null });
  });

  it('one sale: last day only', () => {
    expect(purchaseStats(['2026-03-10'])).toEqual({
      last_sale_on: '2026-03-10',
      purchase_interval_days: null,
      next_purchase_on: null,
    });
  });

  it('integer mean of the gaps, unordered input, same day counted once', () => {
    const days = ['2026-03-31', '2026-03-01', '2026-03-16', '2026-03-16'];
    expect(purchaseIntervals(days)).toEqual([15, 15]);
    expect(purchaseStats(days)).toEqual({
      last_sale_on: '2026-03-31',
      purchase_interval_days: 15,
      next_purchase_on: '2026-04-15',
    });
    expect(averageInterval([10, 11])).toBe(10);
  });

  it('delay counts days past the prediction only', () => {
    expect(purchaseDelayDays('2026-04-15', '2026-04-20')).toBe(5);
    expect(purchaseDelayDays('2026-04-15', '2026-04-01')).toBe(0);
    expect(purchaseDelayDays(null, '2026-04-01')).toBe(0);
  });

  it('next purchase = last + mean, mean between the smallest and largest gap', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 1, maxLength: 20 }), (gaps) => {
        const days = ['2025-01-01'];
        for (const g of gaps) days.push(addDays(days.at(-1)!, g));
        const s = purchaseStats(days);
        expect(s.purchase_interval_days).toBeGreaterThanOrEqual(Math.min(...gaps));
        expect(s.purchase_interval_days).toBeLessThanOrEqual(Math.max(...gaps));
        expect(s.next_purchase_on).toBe(addDays(s.last_sale_on!, s.purchase_interval_days!));
      }),
    );
  });
});

describe('purchaseStatsFromSpan', () => {
  it('equals purchaseStats over the days (repeated days, any order)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 40 }), (offsets) => {
        const days = offsets.map((o) => addDays('2020-01-01', o));
        const distinct = [...new Set(days)].sort();
        expect(purchaseStatsFromSpan(distinct[0] ?? null, distinct.at(-1) ?? null, distinct.length)).toEqual(
          purchaseStats(days),
        );
      }),
    );
  });
});

describe('relativeDays', () => {
  it('reads today, yesterday and days ago', async () => {
    const { relativeDays } = await import('./stats');
    expect(relativeDays('2026-04-20', '2026-04-20')).toBe('hoje');
    expect(relativeDays('2026-04-19', '2026-04-20')).toBe('ontem');
    expect(relativeDays('2026-04-10', '2026-04-20')).toBe('há 10 dias');
    expect(relativeDays('2026-04-25', '2026-04-20')).toBe('em 5 dias');
    expect(relativeDays(null, '2026-04-20')).toBe('');
  });
});
