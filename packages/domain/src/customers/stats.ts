import { type IsoDate, addDays, daysBetween } from '../dates';

export interface PurchaseStats {
  last_sale_on: IsoDate | null;
  /** Integer mean of the day gaps between consecutive purchase days; null with fewer than two. */
  purchase_interval_days: number | null;
  /** Last purchase day + the mean interval. */
  next_purchase_on: IsoDate | null;
}

/** Day gaps between consecutive purchase days (sorted, one per day). */
export function purchaseIntervals(days: readonly IsoDate[]): number[] {
  const sorted = [...new Set(days.map((d) => d.slice(0, 10)))].sort();
  const out: number[] = [];
  for (let i = 1; i < sorted.length; i++) out.push(daysBetween(sorted[i - 1]!, sorted[i]!));
  return out;
}

/** Integer average of the intervals, null when there is none. */
export function averageInterval(intervals: readonly number[]): number | null {
  if (intervals.length === 0) return null;
  return Math.floor(intervals.reduce((s, n) => s + n, 0) / intervals.length);
}

/** Statistics of a customer from the days of their sales that were not canceled. */
export function purchaseStats(days: readonly IsoDate[]): PurchaseStats {
  const sorted = [...new Set(days.map((d) => d.slice(0, 10)))].sort();
  const last = sorted.at(-1) ?? null;
  const mean = averageInterval(purchaseIntervals(sorted));
  return {
    last_sale_on: last,
    purchase_interval_days: mean,
    next_purchase_on: last && mean !== null ? addDays(last, mean) : null,
  };
}

/**
 * The same statistics from the span of the purchase days alone: the gaps between consecutive days add
 * up to last − first, so their mean is (last − first) ÷ (days − 1). The database sends three values
 * instead of every sale day of a customer who has bought for years.
 */
export function purchaseStatsFromSpan(
  first: IsoDate | null,
  last: IsoDate | null,
  distinctDays: number,
): PurchaseStats {
  if (!first || !last || distinctDays < 1)
    return { last_sale_on: null, purchase_interval_days: null, next_purchase_on: null };
  const mean = distinctDays < 2 ? null : Math.floor(daysBetween(first, last) / (distinctDays - 1));
  return {
    last_sale_on: last,
    purchase_interval_days: mean,
    next_purchase_on: mean !== null ? addDays(last, mean) : null,
  };
}

/** Days the predicted purchase is late on `today` (0 when not yet due or unknown). */
export function purchaseDelayDays(nextPurchaseOn: IsoDate | null | undefined, today: IsoDate): number {
  if (!nextPurchaseOn) return 0;
  return Math.max(0, daysBetween(nextPurchaseOn, today));
}

/** 'hoje', 'ontem', 'há N dias' (or 'em N dias' ahead) from `date` to `today`. */
export function relativeDays(date: IsoDate | null | undefined, today: IsoDate): string {
  if (!date) return '';
  const n = daysBetween(date.slice(0, 10), today);
  if (n === 0) return 'hoje';
  if (n === 1) return 'ontem';
  if (n === -1) return 'amanhã';
  return n > 0 ? `há ${n} dias` : `em ${-n} dias`;
}
