import { type IsoDate, addDays, daysBetween } from '../dates';

/**
 * Customer segments: one pure function, its thresholds named here.
 *
 * Order of the rules, the first that holds wins:
 * 1. No sale at all → inativo (nothing bought, nothing to keep).
 * 2. novo: the first sale was at most 30 days ago (day 30 is still novo, day 31 is not). It comes
 *    before em risco and VIP: a customer of a few weeks has no rhythm to be late on yet.
 * 3. inativo: days since the last sale ≥ max(3 × average interval, 180).
 * 4. em risco: days since the last sale > 1.5 × average interval.
 * 5. VIP: value over 12 months ≥ the unit's cut (vipThreshold), and above zero.
 * 6. regular.
 * A customer with one sale (or one sale day) has no average interval: never em risco, inativo after
 * 180 days, VIP or regular before that.
 */
export const CUSTOMER_SEGMENTS = ['novo', 'regular', 'vip', 'em_risco', 'inativo'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

export const CUSTOMER_SEGMENT_LABELS: Record<CustomerSegment, string> = {
  novo: 'Novo',
  regular: 'Regular',
  vip: 'VIP',
  em_risco: 'Em risco',
  inativo: 'Inativo',
};

/** Tag colours (antd presets). */
export const CUSTOMER_SEGMENT_COLORS: Record<CustomerSegment, string> = {
  novo: 'blue',
  regular: 'default',
  vip: 'gold',
  em_risco: 'orange',
  inativo: 'red',
};

/** novo while the first sale is at most this many days old. */
export const NEW_CUSTOMER_DAYS = 30;
/** em risco when the days since the last sale pass this many average intervals. */
export const AT_RISK_INTERVAL_FACTOR = 1.5;
/** inativo when the days since the last sale reach this many average intervals… */
export const INACTIVE_INTERVAL_FACTOR = 3;
/** …and never before this many days. */
export const INACTIVE_MIN_DAYS = 180;
/** VIP: this share of the unit's customers who bought in the last 12 months, by value. */
export const VIP_TOP_SHARE = 0.1;

export interface SegmentInput {
  /** Day of the customer's first sale in the unit (not canceled); null when none. */
  firstSaleOn: IsoDate | null;
  /** Day of the last sale (not canceled); null when none. */
  lastSaleOn: IsoDate | null;
  /** Integer mean of the gaps between sale days (customers/stats); null with fewer than two. */
  averageIntervalDays: number | null;
  /** Value of the customer's sales over the last 12 months, in cents. */
  value12mCents: number;
  /** The unit's VIP cut (vipThreshold); null when the unit has none. */
  vipCutCents: number | null;
}

/** Whole days since `date`, never negative (a date ahead of today counts as today). */
export function daysSinceSale(date: IsoDate, today: IsoDate): number {
  return Math.max(0, daysBetween(date.slice(0, 10), today));
}

/** Days without a sale from which a customer is inativo: max(3 × interval, 180); 180 without an interval. */
export function inactiveAfterDays(averageIntervalDays: number | null): number {
  return averageIntervalDays === null
    ? INACTIVE_MIN_DAYS
    : Math.max(INACTIVE_INTERVAL_FACTOR * averageIntervalDays, INACTIVE_MIN_DAYS);
}

/** More days since the last sale than 1.5 × the average interval (false without an interval). */
export function isOverdue(daysSinceLastSale: number, averageIntervalDays: number | null): boolean {
  return averageIntervalDays !== null && daysSinceLastSale > AT_RISK_INTERVAL_FACTOR * averageIntervalDays;
}

/**
 * The rules as data, in their order (the first that holds wins, else regular): customerSegment evaluates
 * them here, the API translates the same table to SQL for the list's segment filter, so the rule is
 * written once.
 */
export type SegmentTest =
  | { test: 'no_sale' }
  | { test: 'first_sale_within'; days: number }
  | { test: 'idle_at_least'; intervals: number; minDays: number }
  | { test: 'idle_over'; intervals: number }
  | { test: 'value_at_cut' };

export const SEGMENT_RULES: readonly { segment: CustomerSegment; when: SegmentTest }[] = [
  { segment: 'inativo', when: { test: 'no_sale' } },
  { segment: 'novo', when: { test: 'first_sale_within', days: NEW_CUSTOMER_DAYS } },
  {
    segment: 'inativo',
    when: { test: 'idle_at_least', intervals: INACTIVE_INTERVAL_FACTOR, minDays: INACTIVE_MIN_DAYS },
  },
  { segment: 'em_risco', when: { test: 'idle_over', intervals: AT_RISK_INTERVAL_FACTOR } },
  { segment: 'vip', when: { test: 'value_at_cut' } },
];
/** The segment when no rule holds. */
export const DEFAULT_SEGMENT: CustomerSegment = 'regular';

/** Whether one test of SEGMENT_RULES holds for the customer on `today`. */
export function segmentTestHolds(t: SegmentTest, input: SegmentInput, today: IsoDate): boolean {
  const { firstSaleOn, lastSaleOn, averageIntervalDays: avg, value12mCents, vipCutCents } = input;
  if (t.test === 'no_sale') return !lastSaleOn;
  if (!lastSaleOn) return false;
  const idle = daysSinceSale(lastSaleOn, today);
  switch (t.test) {
    case 'first_sale_within':
      return daysSinceSale(firstSaleOn ?? lastSaleOn, today) <= t.days;
    case 'idle_at_least':
      return idle >= (avg === null ? t.minDays : Math.max(t.intervals * avg, t.minDays));
    case 'idle_over':
      return avg !== null && idle > t.intervals * avg;
    case 'value_at_cut':
      return vipCutCents !== null && value12mCents > 0 && value12mCents >= vipCutCents;
  }
}

/** The customer's segment on `today` (see the order of the rules above). */
export function customerSegment(input: SegmentInput, today: IsoDate): CustomerSegment {
  for (const rule of SEGMENT_RULES) if (segmentTestHolds(rule.when, input, today)) return rule.segment;
  return DEFAULT_SEGMENT;
}

/** The "value over 12 months" counts the sales (not canceled or rejected) of this many days, today included. */
export const VALUE_WINDOW_DAYS = 365;

/** First day of the value over 12 months. */
export function valueWindowStart(today: IsoDate): IsoDate {
  return addDays(today, 1 - VALUE_WINDOW_DAYS);
}

/** How many customers the VIP top holds among `buyers` customers who bought in the 12 months. */
export function vipTopCount(buyers: number): number {
  return Math.floor(buyers * VIP_TOP_SHARE + 1e-9);
}

/**
 * The unit's VIP cut: the value over 12 months at or above which a customer is in the top 10 %.
 * Only customers who bought in the 12 months (value > 0) count. With n of them, the top is
 * floor(n × 10 %) customers and the cut is the value of the last of them; every customer with that
 * value is VIP, so ties at the cut all get in (the VIPs may then pass 10 %). A unit with fewer than
 * 10 such customers has no VIP (null): 10 % of them is less than one customer.
 */
export function vipThreshold(values12m: readonly number[]): number | null {
  const buying = values12m.filter((v) => v > 0).sort((a, b) => b - a);
  const top = vipTopCount(buying.length);
  return top >= 1 ? buying[top - 1]! : null;
}
