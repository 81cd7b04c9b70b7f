import type { CylinderCapacity } from '../empties/rules';
import { CYLINDER_CAPACITIES } from '../empties/rules';

/** Empties of one brand (null: not told) and capacity: a settlement's count. */
export interface SettlementEmptyCount {
  brand_id: number | null;
  capacity: CylinderCapacity;
  quantity: number;
}

export interface SettlementEmptyLine {
  brand_id: number | null;
  capacity: CylinderCapacity;
  /** The empties the deliverer collected on the day's delivered and finished sales (the ledger's rows). */
  expected: number;
  handed_in: number;
  /** handed in − expected: below zero is empties missing. */
  difference: number;
}

const key = (x: { brand_id: number | null; capacity: CylinderCapacity }) => `${x.brand_id ?? 0}|${x.capacity}`;

/**
 * The day's empties by brand and capacity: one line per brand and capacity expected or handed in, by capacity
 * (the ANP's order), then brand id (not told last). Lines that are zero on both sides are left out.
 */
export function settlementEmptyLines(
  expected: readonly SettlementEmptyCount[],
  handedIn: readonly SettlementEmptyCount[],
): SettlementEmptyLine[] {
  const lines = new Map<string, SettlementEmptyLine>();
  const at = (x: SettlementEmptyCount) => {
    const k = key(x);
    let l = lines.get(k);
    if (!l) {
      l = { brand_id: x.brand_id, capacity: x.capacity, expected: 0, handed_in: 0, difference: 0 };
      lines.set(k, l);
    }
    return l;
  };
  for (const e of expected) at(e).expected += e.quantity;
  for (const h of handedIn) at(h).handed_in += h.quantity;
  return [...lines.values()]
    .filter((l) => l.expected !== 0 || l.handed_in !== 0)
    .map((l) => ({ ...l, difference: l.handed_in - l.expected }))
    .sort(
      (a, b) =>
        CYLINDER_CAPACITIES.indexOf(a.capacity) - CYLINDER_CAPACITIES.indexOf(b.capacity) ||
        (a.brand_id ?? Number.MAX_SAFE_INTEGER) - (b.brand_id ?? Number.MAX_SAFE_INTEGER),
    );
}
