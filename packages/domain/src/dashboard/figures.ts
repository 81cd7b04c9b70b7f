/**
 * The dashboard's rules. Delivery time is
 * `delivered_at − sold_on`; the database sorts each delivered sale into a bucket by these limits as the
 * sales are written (SQL function sale_delivery_bucket, apps/api/drizzle/0040_dashboard_sums.sql, which the
 * API tests compare with these limits) and the rates below are computed from its counts.
 */

/** Upper limits (minutes, inclusive) of the delivery-time buckets: ≤ 15, 15–30, 30–60, > 60. */
export const DELIVERY_BUCKET_LIMITS = [15, 30, 60] as const;

/** The buckets, in order: one more than the limits (the last has no upper limit). */
export const DELIVERY_BUCKETS = ['up_to_15', 'up_to_30', 'up_to_60', 'over_60'] as const;
export type DeliveryBucket = (typeof DELIVERY_BUCKETS)[number];

export const DELIVERY_BUCKET_LABELS: Record<DeliveryBucket, string> = {
  up_to_15: '≤ 15 min',
  up_to_30: '15–30 min',
  up_to_60: '30–60 min',
  over_60: '> 60 min',
};

/** A delivery is on time when it took at most this many minutes from the order: one of the limits above. */
export const ON_TIME_MINUTES = 30;

/** Share of `part` in `whole`, 0–100 with one decimal; null when `whole` is 0. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((Math.min(part, whole) / whole) * 1000) / 10;
}

/** Average ticket: revenue ÷ orders in whole cents (half up); 0 without orders. */
export function averageTicketCents(revenueCents: number, orders: number): number {
  return orders > 0 ? Math.round(revenueCents / orders) : 0;
}
