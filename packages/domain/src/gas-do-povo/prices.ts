import type { IsoDate } from '../dates';

/** One reference price of the programme: what Caixa pays a redemption in a state (UF) over a period. */
export interface ReferencePrice {
  uf: string;
  price_cents: number;
  starts_on: IsoDate;
  /** null: in force until a later period is registered. */
  ends_on: IsoDate | null;
  active?: boolean;
}

/**
 * The price in force in `uf` on `date`: both edge days of a period count. When periods of one UF overlap
 * (the register refuses it; an inactive one is ignored) the one that started last wins.
 */
export function priceInForce<P extends ReferencePrice>(
  prices: readonly P[],
  uf: string | null | undefined,
  date: IsoDate,
): P | null {
  if (!uf) return null;
  let found: P | null = null;
  for (const p of prices) {
    if (p.active === false || p.uf !== uf) continue;
    if (p.starts_on > date || (p.ends_on !== null && p.ends_on < date)) continue;
    if (!found || p.starts_on > found.starts_on) found = p;
  }
  return found;
}

/** Two periods share at least one day (an open end runs forever). */
export function periodsOverlap(
  a: Pick<ReferencePrice, 'starts_on' | 'ends_on'>,
  b: Pick<ReferencePrice, 'starts_on' | 'ends_on'>,
): boolean {
  return (a.ends_on === null || b.starts_on <= a.ends_on) && (b.ends_on === null || a.starts_on <= b.ends_on);
}
