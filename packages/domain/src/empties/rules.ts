/**
 * Empty cylinders (cascos) by brand: the capacities, the states, and the one rule of what a sale writes
 * to the empties' ledger (`empty_moves`). A ledger row moves one account — a place's stock (the unit's
 * depot or a vehicle), a customer's owed empties, a customer's cylinders on loan — of one brand, capacity
 * and state by a signed quantity. Balances are the sums of the rows.
 */

/** Cylinder capacities (ANP): the kg in the name; P13 is the household one. */
export const CYLINDER_CAPACITIES = ['P2', 'P5', 'P8', 'P13', 'P20', 'P45', 'P90'] as const;
export type CylinderCapacity = (typeof CYLINDER_CAPACITIES)[number];

/** The kg of LPG a capacity holds (the ANP storage class counts 13 kg per P13). */
export const capacityKg = (c: CylinderCapacity): number => Number(c.slice(1));

/** A cylinder's state in a place: full, empty, due for requalification (kept apart), damaged. */
export const EMPTY_STATES = ['cheio', 'vazio', 'requalificar', 'avariado'] as const;
export type EmptyState = (typeof EMPTY_STATES)[number];

/** The ledger's accounts: a place's stock, the empties a customer owes, the cylinders a customer holds on loan. */
export const EMPTY_ACCOUNTS = ['place', 'owed', 'loan'] as const;
export type EmptyAccount = (typeof EMPTY_ACCOUNTS)[number];

/**
 * What came back for a refill sold: the customer's empty ('recebido'), nothing because the cylinder was
 * sold with the gas ('vendido'), or nothing yet: the customer owes it ('deve').
 */
export const EMPTY_RETURNS = ['recebido', 'vendido', 'deve'] as const;
export type EmptyReturn = (typeof EMPTY_RETURNS)[number];

/** What moves, what it moves: the causes a ledger row names. */
export const EMPTY_CAUSES = ['sale', 'entry', 'comodato', 'count', 'destroca', 'transfer'] as const;
export type EmptyCause = (typeof EMPTY_CAUSES)[number];

/** A sale line as the empties read it: the product's capacity and kind, and the empty chosen at the door. */
export interface SaleEmptyLine {
  product_id: number;
  quantity: number;
  /** The capacity the product refills (or is, for a cylinder); null: not a gas product. */
  capacity: CylinderCapacity | null;
  /** The product is the cylinder itself (the 'Casco' sold), not its gas. */
  is_cylinder: boolean;
  /** The brand of the empty exchanged (null: not told). */
  brand_id: number | null;
  /**
   * The brand of the full that leaves when it is not the empty's (the deliverer told the empty's brand at the
   * door; the full stays the one loaded); left out: the same as `brand_id`.
   */
  full_brand_id?: number | null;
  empty_return: EmptyReturn;
}

/** The brand of a line's full cylinder. */
export const fullBrandOf = (l: Pick<SaleEmptyLine, 'brand_id' | 'full_brand_id'>): number | null =>
  l.full_brand_id === undefined ? l.brand_id : l.full_brand_id;

/**
 * One ledger delta: unit, customer (owed and loan accounts; null for a place), account, brand, capacity,
 * state, the product it came from, and the signed quantity.
 */
export interface EmptyMove {
  resale_id: number;
  customer_id: number | null;
  account: EmptyAccount;
  brand_id: number | null;
  capacity: CylinderCapacity;
  state: EmptyState;
  product_id: number;
  quantity: number;
}

/** The identity of a delta (everything but its quantity), in the order rows are written and locked. */
export const emptyMoveKey = (m: Omit<EmptyMove, 'quantity'>): string =>
  [m.resale_id, m.customer_id ?? 0, m.account, m.brand_id ?? 0, m.capacity, m.state, m.product_id].join('|');

const compareMoves = (a: EmptyMove, b: EmptyMove) =>
  a.resale_id - b.resale_id ||
  (a.customer_id ?? 0) - (b.customer_id ?? 0) ||
  a.account.localeCompare(b.account) ||
  (a.brand_id ?? 0) - (b.brand_id ?? 0) ||
  a.capacity.localeCompare(b.capacity) ||
  a.state.localeCompare(b.state) ||
  a.product_id - b.product_id;

/**
 * The ledger deltas of a sale's lines (a counted sale; nothing for any other):
 * - a refill (capacity, not a cylinder) takes `quantity` full cylinders of the brand out of the place;
 *   'recebido' brings as many empties of the brand in, 'deve' puts them on the customer's owed empties,
 *   'vendido' brings nothing back (the cylinder went with the gas); 'deve' without a customer is refused
 *   by the API before this (here it brings nothing back);
 * - a cylinder sold takes empties out of the place, except as many as the sale's 'vendido' refills of its
 *   capacity: those are the price of the cylinders that left full (one cylinder, counted once).
 */
export function saleEmptyDeltas(
  lines: readonly SaleEmptyLine[],
  sale: { resale_id: number; customer_id: number | null },
): EmptyMove[] {
  const place = { resale_id: sale.resale_id, customer_id: null };
  const customer = { resale_id: sale.resale_id, customer_id: sale.customer_id };
  const out = new Map<string, EmptyMove>();
  const add = (m: EmptyMove) => {
    if (m.quantity === 0) return;
    const k = emptyMoveKey(m);
    const prev = out.get(k);
    out.set(k, prev ? { ...prev, quantity: prev.quantity + m.quantity } : m);
  };
  const soldWithGas = new Map<CylinderCapacity, number>();
  for (const l of lines) {
    if (!l.capacity || l.is_cylinder || l.quantity <= 0) continue;
    const base = { brand_id: l.brand_id, capacity: l.capacity, product_id: l.product_id };
    add({ ...base, ...place, brand_id: fullBrandOf(l), account: 'place', state: 'cheio', quantity: -l.quantity });
    if (l.empty_return === 'recebido')
      add({ ...base, ...place, account: 'place', state: 'vazio', quantity: l.quantity });
    else if (l.empty_return === 'deve' && sale.customer_id !== null)
      add({ ...base, ...customer, account: 'owed', state: 'vazio', quantity: l.quantity });
    else soldWithGas.set(l.capacity, (soldWithGas.get(l.capacity) ?? 0) + l.quantity);
  }
  for (const l of lines) {
    if (!l.capacity || !l.is_cylinder || l.quantity <= 0) continue;
    const matched = Math.min(l.quantity, soldWithGas.get(l.capacity) ?? 0);
    soldWithGas.set(l.capacity, (soldWithGas.get(l.capacity) ?? 0) - matched);
    add({
      ...place,
      account: 'place',
      brand_id: l.brand_id,
      capacity: l.capacity,
      state: 'vazio',
      product_id: l.product_id,
      quantity: -(l.quantity - matched),
    });
  }
  return [...out.values()].filter((m) => m.quantity !== 0).sort(compareMoves);
}

/**
 * What a write appends to the ledger: from what the sale's rows hold there now (`before`, the sums of its
 * earlier rows; empty for a new sale) to the deltas of its lines after the write (`after`; empty for a
 * canceled or deleted sale). Rows are never changed: an edit appends the difference.
 */
export function emptyMovesBetween(before: readonly EmptyMove[], after: readonly EmptyMove[]): EmptyMove[] {
  const out = new Map<string, EmptyMove>();
  for (const m of after) {
    const k = emptyMoveKey(m);
    const prev = out.get(k);
    out.set(k, prev ? { ...prev, quantity: prev.quantity + m.quantity } : { ...m });
  }
  for (const m of before) {
    const k = emptyMoveKey(m);
    const prev = out.get(k);
    out.set(k, prev ? { ...prev, quantity: prev.quantity - m.quantity } : { ...m, quantity: -m.quantity });
  }
  return [...out.values()].filter((m) => m.quantity !== 0).sort(compareMoves);
}

/** Sums deltas per key (the balance of a set of ledger rows). */
export function sumEmptyMoves(moves: readonly EmptyMove[]): EmptyMove[] {
  return emptyMovesBetween([], moves);
}

/** A product entry's item as the empties read it. */
export interface EntryEmptyLine {
  product_id: number;
  quantity: number;
  /** Empties of the product's capacity handed to the supplier in exchange. */
  bottle_quantity: number;
  capacity: CylinderCapacity | null;
  is_cylinder: boolean;
}

/**
 * The ledger deltas of a product entry at a unit's depot: a refill's fulls in and the empties exchanged
 * out; cylinders bought (the 'Casco' product) in as empties. Of the unit's tied brand (`brand_id`; null:
 * independent, brand not told).
 */
export function entryEmptyDeltas(
  lines: readonly EntryEmptyLine[],
  entry: { resale_id: number; brand_id: number | null },
): EmptyMove[] {
  const moves: EmptyMove[] = [];
  for (const l of lines) {
    if (!l.capacity) continue;
    const base = {
      resale_id: entry.resale_id,
      customer_id: null,
      account: 'place' as const,
      brand_id: entry.brand_id,
      capacity: l.capacity,
      product_id: l.product_id,
    };
    if (l.is_cylinder) moves.push({ ...base, state: 'vazio', quantity: l.quantity });
    else {
      moves.push({ ...base, state: 'cheio', quantity: l.quantity });
      if (l.bottle_quantity > 0) moves.push({ ...base, state: 'vazio', quantity: -l.bottle_quantity });
    }
  }
  return sumEmptyMoves(moves);
}

/**
 * What a tied unit does when a sale moves full cylinders of another brand than its flag's (ANP Res.
 * 51/2016, under review: a unit setting, not hard-coded): save and warn, or refuse.
 */
export const TIED_BRAND_POLICIES = ['warn', 'refuse'] as const;
export type TiedBrandPolicy = (typeof TIED_BRAND_POLICIES)[number];

/**
 * The ANP guard of a tied unit (`tied`: its flag's brand; null: independent, nothing to check): the brand of
 * the first refill line that moves another brand's fulls, or null. The API warns or refuses with it
 * (planSaleEmpties); the sale form shows the same warning before saving.
 */
export function otherBrandOfTied(
  tied: number | null,
  lines: readonly { brand_id: number | null; full_brand_id?: number | null; is_cylinder: boolean }[],
): number | null {
  if (tied === null) return null;
  const other = lines.find((l) => !l.is_cylinder && fullBrandOf(l) !== null && fullBrandOf(l) !== tied);
  return other ? fullBrandOf(other) : null;
}

/** A place's balance of one brand, capacity and state: a count's line (the ledger's and the counted figure). */
export interface EmptyCountLine {
  brand_id: number | null;
  capacity: CylinderCapacity;
  state: EmptyState;
  ledger: number;
  counted: number;
}

/** A count's adjustments: for each line, the counted figure less the ledger's (lines that agree move nothing). */
export function countAdjustments(lines: readonly EmptyCountLine[]): (Omit<EmptyCountLine, 'ledger' | 'counted'> & {
  quantity: number;
})[] {
  return lines
    .map(({ brand_id, capacity, state, ledger, counted }) => ({
      brand_id,
      capacity,
      state,
      quantity: counted - ledger,
    }))
    .filter((l) => l.quantity !== 0);
}

/**
 * A destroca with a distributor at the unit's depot: `quantity` empties of the distributor's brand out, as
 * many of ours (the brand received) in, one capacity.
 */
export function destrocaDeltas(x: {
  resale_id: number;
  capacity: CylinderCapacity;
  quantity: number;
  brand_out: number;
  brand_in: number | null;
}): Omit<EmptyMove, 'product_id'>[] {
  const base = { resale_id: x.resale_id, customer_id: null, account: 'place' as const, capacity: x.capacity };
  return [
    { ...base, brand_id: x.brand_out, state: 'vazio', quantity: -x.quantity },
    { ...base, brand_id: x.brand_in, state: 'vazio', quantity: x.quantity },
  ];
}

/** The kg of full cylinders in a set of balances (the ANP storage class counts 13 kg per P13). */
export const fullKg = (lines: readonly { capacity: CylinderCapacity; quantity: number }[]): number =>
  lines.reduce((s, l) => s + capacityKg(l.capacity) * l.quantity, 0);

/**
 * An entry's check against the unit's storage class (kg; null: not told, nothing checked): the fulls held
 * now plus those the entry brings may not exceed it. Returns the figure when it does.
 */
export function storageExceeded(
  storageKg: number | null,
  heldKg: number,
  incomingKg: number,
): { limit: number; figure: number } | null {
  if (storageKg === null || incomingKg <= 0) return null;
  const figure = Math.max(heldKg, 0) + incomingKg;
  return figure > storageKg ? { limit: storageKg, figure } : null;
}
