/**
 * The re-purchase queue's conversion: a call (a contact outcome registered) converts
 * when the customer has a sale (not canceled or rejected) created within this many days after it.
 */
export const CONVERSION_WINDOW_DAYS = 2;

/** Share of calls followed by an order, 0–100 with one decimal; null without calls. */
export function conversionRate(calls: number, orders: number): number | null {
  if (calls <= 0) return null;
  return Math.round((Math.min(orders, calls) / calls) * 1000) / 10;
}
