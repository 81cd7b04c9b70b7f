// The empties' ledger (empty_moves): what a sale appends to it. Planned in sales/service.ts (planSaleEmpties,
// one field of the sale's plan) and written by writeSale: a new sale's in its create statement
// (newSaleEmptiesInsert), a change's at its end (writeSaleEmpties), in the sale's transaction; nothing else
// writes a sale's empties.
import {
  type CylinderCapacity,
  EMPTIES_TEXTS,
  type EmptyMove,
  type EmptyReturn,
  type SaleEmptyLine,
  emptyMovesBetween,
  entryEmptyDeltas,
  fullKg,
  otherBrandOfTied,
  saleEmptyDeltas,
  storageExceeded,
} from '@ability/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, pgArray, queryRows } from '../../db/client';
import { emptyMoves } from '../../db/schema/index';
import { type FieldErrors, fieldError } from '../../lib/errors';

/** A sale's empties after a write: its unit and customer, and its lines (none: canceled, rejected or deleted). */
export interface SaleEmpties {
  resale_id: number;
  customer_id: number | null;
  lines: SaleEmptyLine[];
  user_id: number | null;
  /** A tied unit's sale of another brand's fulls under the 'warn' policy: the warning its ledger rows note. */
  warning?: string | null;
}

/** The choice at the door for one product of the sale (body `items_attributes[].empty_brand_id|empty_return`). */
export interface EmptyChoice {
  product_id: number;
  empty_brand_id?: number | null;
  empty_return?: EmptyReturn;
  /** The brand is the empty's alone (told at the door): the full that left keeps the brand the sale wrote. */
  empty_only?: boolean;
}

interface ProductCylinder {
  id: number;
  capacity: CylinderCapacity | null;
  is_cylinder: boolean;
}

/**
 * The empties of a sale's items: each product's capacity and kind, the empty's brand (chosen, else what the
 * sale wrote before for that product, else the unit's tied brand, else not told) and what came back
 * ('recebido' by default). Adds to `errors` (pt-BR, field `items`): a brand not of the unit, an empty owed
 * on a sale without a customer.
 */
export async function planSaleEmpties(
  db: Executor,
  q: {
    saleId: number | null;
    resaleId: number;
    customerId: number | null;
    userId: number | null;
    items: { product_id: number; quantity: number }[];
    choices: EmptyChoice[];
    errors: FieldErrors;
  },
): Promise<SaleEmpties> {
  const productIds = [...new Set(q.items.map((i) => i.product_id))];
  const brandIds = [...new Set(q.choices.map((c) => c.empty_brand_id).filter((b): b is number => !!b))];
  const [row] = await queryRows<{
    products: ProductCylinder[] | null;
    tied: number | null;
    policy: 'warn' | 'refuse' | null;
    names: Record<string, string> | null;
    brands: number[] | null;
    before: { product_id: number; account: string; state: string; brand_id: number | null; q: number }[] | null;
  }>(
    db,
    sql`select
      (select json_agg(json_build_object('id', p.id, 'capacity', p.capacity, 'is_cylinder', p.is_cylinder))
         from products p where p.id = any(${pgArray(productIds)}::int[])) as products,
      (select r.tied_brand_id from resales r where r.id = ${q.resaleId}) as tied,
      (select r.tied_brand_policy from resales r where r.id = ${q.resaleId}) as policy,
      (select json_object_agg(bb.id, bb.name) from bottle_brands bb
        where bb.id = any(${pgArray(brandIds)}::int[]) or bb.id = (select tied_brand_id from resales where id = ${q.resaleId})) as names,
      (select array_agg(br.bottle_brand_id) from bottle_brand_resales br
        where br.resale_id = ${q.resaleId} and br.bottle_brand_id = any(${pgArray(brandIds)}::int[])) as brands,
      ${
        q.saleId
          ? sql`(select json_agg(x) from (select product_id, account, state, brand_id, sum(quantity)::int as q
                                             from empty_moves where sale_id = ${q.saleId}
                                            group by 1, 2, 3, 4 having sum(quantity) <> 0) x)`
          : sql`null::json`
      } as before`,
  );
  const cylinders = new Map((row?.products ?? []).map((p) => [p.id, p]));
  const unitBrands = new Set(row?.brands ?? []);
  const choices = new Map<number, EmptyChoice>();
  for (const c of q.choices) choices.set(c.product_id, { ...choices.get(c.product_id), ...c });
  const T = EMPTIES_TEXTS.errors;
  for (const b of brandIds) if (!unitBrands.has(b)) q.errors.add('items', T.brandUnknown);
  const lines = q.items.flatMap((i): SaleEmptyLine[] => {
    const p = cylinders.get(i.product_id);
    if (!p?.capacity) return [];
    const before = (row?.before ?? []).filter((b) => b.product_id === i.product_id);
    const was: EmptyReturn | undefined = before.some((b) => b.account === 'owed')
      ? 'deve'
      : before.some((b) => b.state === 'vazio' && b.q > 0)
        ? 'recebido'
        : before.length
          ? 'vendido'
          : undefined;
    const c = choices.get(i.product_id);
    const empty_return = c?.empty_return ?? was ?? 'recebido';
    if (empty_return === 'deve' && !p.is_cylinder && q.customerId === null) q.errors.add('items', T.owedNeedsCustomer);
    // What the sale wrote: the empty's brand (its empty or owed row), the full's (its full row).
    const wroteEmpty = before.find((b) => b.state === 'vazio' && b.q !== 0) ?? before[0];
    const wroteFull = before.find((b) => b.account === 'place' && b.state === 'cheio') ?? wroteEmpty;
    const written = (b: typeof wroteEmpty) => (b ? b.brand_id : (row?.tied ?? null));
    const brand = c?.empty_brand_id !== undefined ? c.empty_brand_id : written(wroteEmpty);
    const full = c?.empty_brand_id !== undefined && !c.empty_only ? c.empty_brand_id : written(wroteFull);
    return [
      {
        product_id: i.product_id,
        quantity: i.quantity,
        capacity: p.capacity,
        is_cylinder: p.is_cylinder,
        brand_id: brand,
        ...(full === brand ? {} : { full_brand_id: full }),
        empty_return,
      },
    ];
  });
  // The ANP guard of a tied unit: another brand's fulls moved by the sale, warned or refused (unit setting).
  const tied = row?.tied ?? null;
  const other = otherBrandOfTied(tied, lines);
  let warning: string | null = null;
  if (other !== null && tied !== null) {
    const name = (id: number) => row?.names?.[String(id)] ?? String(id);
    if (row?.policy === 'refuse') q.errors.add('items', T.otherBrand(name(other), name(tied)));
    else warning = EMPTIES_TEXTS.otherBrandWarning(name(other), name(tied));
  }
  return { resale_id: q.resaleId, customer_id: q.customerId, lines, user_id: q.userId, warning };
}

/** A canceled, rejected or deleted sale: its empties go back. */
export const noSaleEmpties = (resaleId: number, userId: number | null): SaleEmpties => ({
  resale_id: resaleId,
  customer_id: null,
  lines: [],
  user_id: userId,
});

/**
 * Appends what the sale's rows in the ledger need to equal its lines now (emptyMovesBetween of packages/
 * domain): nothing for an unchanged sale, the reverse of everything for a canceled or deleted one. Rows are
 * written in key order; the ledger's statement trigger moves the balances in that order.
 */
export async function writeSaleEmpties(
  tx: Executor,
  saleId: number,
  empties: SaleEmpties,
  fresh = false,
): Promise<void> {
  if (fresh) {
    const moves = newSaleEmptyMoves(empties);
    if (moves.length) await tx.insert(emptyMoves).values(moves.map((m) => saleEmptyRow(saleId, empties, m)));
    return;
  }
  const after = saleEmptyDeltas(empties.lines, empties);
  const before = await queryRows<EmptyMove>(
    tx,
    sql`select resale_id, customer_id, account, brand_id, capacity, state, product_id, sum(quantity)::int as quantity
          from empty_moves where sale_id = ${saleId}
         group by 1, 2, 3, 4, 5, 6, 7 having sum(quantity) <> 0`,
  );
  if (!after.length && !before.length) return;
  const moves = emptyMovesBetween(before, after);
  if (moves.length) await tx.insert(emptyMoves).values(moves.map((m) => saleEmptyRow(saleId, empties, m)));
}

/** A new sale's rows in the ledger: its lines' deltas, in key order. */
export const newSaleEmptyMoves = (empties: SaleEmpties): EmptyMove[] =>
  emptyMovesBetween([], saleEmptyDeltas(empties.lines, empties));

const saleEmptyRow = (saleId: number, empties: SaleEmpties, m: EmptyMove) => ({
  ...m,
  cause: 'sale' as const,
  sale_id: saleId,
  note: empties.warning ?? null,
  user_id: empties.user_id,
});

/**
 * A new sale's rows in the ledger as a part of the sale's create statement (sales/write.ts), the sale's id
 * given by `saleId`: the same rows as writeSaleEmpties writes for it, its values from newSaleEmptiesValues.
 */
export const newSaleEmptiesInsert = (saleId: SQL) =>
  sql`insert into ${emptyMoves} (resale_id, customer_id, account, brand_id, capacity, state, product_id, quantity,
                                 cause, sale_id, note, user_id)
      select m.resale_id, m.customer_id, m.account::empty_account, m.brand_id, m.capacity::cylinder_capacity,
             m.state::empty_state, m.product_id, m.quantity, 'sale', ${saleId}, ${sql.placeholder('empties_note')},
             ${sql.placeholder('empties_user')}
        from unnest(${sql.placeholder('empties_resales')}::int[], ${sql.placeholder('empties_customers')}::int[],
                    ${sql.placeholder('empties_accounts')}::text[], ${sql.placeholder('empties_brands')}::int[],
                    ${sql.placeholder('empties_capacities')}::text[], ${sql.placeholder('empties_states')}::text[],
                    ${sql.placeholder('empties_products')}::int[], ${sql.placeholder('empties_quantities')}::int[])
             with ordinality as m(resale_id, customer_id, account, brand_id, capacity, state, product_id, quantity, n)
       order by m.n`;

export const newSaleEmptiesValues = (empties: SaleEmpties, moves: EmptyMove[]) => ({
  empties_note: empties.warning ?? null,
  empties_user: empties.user_id,
  empties_resales: pgArray(moves.map((m) => m.resale_id)),
  empties_customers: pgArray(moves.map((m) => m.customer_id)),
  empties_accounts: pgArray(moves.map((m) => m.account)),
  empties_brands: pgArray(moves.map((m) => m.brand_id)),
  empties_capacities: pgArray(moves.map((m) => m.capacity)),
  empties_states: pgArray(moves.map((m) => m.state)),
  empties_products: pgArray(moves.map((m) => m.product_id)),
  empties_quantities: pgArray(moves.map((m) => m.quantity)),
});

/**
 * A product entry's empties (entryEmptyDeltas of packages/domain), appended in the entry's transaction
 * after its stock: fulls in and empties exchanged out, of the unit's tied brand (not told when independent).
 */
export async function writeEntryEmpties(
  tx: Executor,
  entryId: number,
  resaleId: number,
  items: { product_id: number; quantity: number; bottle_quantity: number }[],
  userId: number | null,
): Promise<void> {
  const ids = [...new Set(items.map((i) => i.product_id))];
  // The unit's row locked (no key update: sales of the unit, whose rows only key-share it, go on): entries of
  // one unit check its storage class one at a time.
  const [row] = await queryRows<{
    products: ProductCylinder[] | null;
    tied: number | null;
    storage: number | null;
    held: { capacity: CylinderCapacity; quantity: number }[] | null;
  }>(
    tx,
    sql`select
      (select json_agg(json_build_object('id', p.id, 'capacity', p.capacity, 'is_cylinder', p.is_cylinder))
         from products p where p.id = any(${pgArray(ids)}::int[])) as products,
      r.tied_brand_id as tied, r.storage_class_kg as storage,
      (select json_agg(json_build_object('capacity', b.capacity, 'quantity', b.quantity)) from empty_balances b
        where b.resale_id = r.id and b.account = 'place' and b.state = 'cheio' and b.quantity > 0) as held
      from resales r where r.id = ${resaleId} for no key update`,
  );
  const cylinders = new Map((row?.products ?? []).map((p) => [p.id, p]));
  const moves = entryEmptyDeltas(
    items.map((i) => ({
      ...i,
      capacity: cylinders.get(i.product_id)?.capacity ?? null,
      is_cylinder: cylinders.get(i.product_id)?.is_cylinder ?? false,
    })),
    { resale_id: resaleId, brand_id: row?.tied ?? null },
  );
  const over = storageExceeded(
    row?.storage ?? null,
    fullKg(row?.held ?? []),
    fullKg(moves.filter((m) => m.state === 'cheio' && m.quantity > 0)),
  );
  if (over) throw fieldError('items', EMPTIES_TEXTS.errors.storageClass(over.limit, over.figure));
  if (moves.length)
    await tx
      .insert(emptyMoves)
      .values(moves.map((m) => ({ ...m, cause: 'entry' as const, entry_id: entryId, user_id: userId })));
}

/** A deleted entry: its rows in the ledger reversed (the ledger keeps both). */
export async function reverseEntryEmpties(tx: Executor, entryId: number, userId: number | null): Promise<void> {
  const before = await queryRows<EmptyMove>(
    tx,
    sql`select resale_id, customer_id, account, brand_id, capacity, state, product_id, sum(quantity)::int as quantity
          from empty_moves where entry_id = ${entryId}
         group by 1, 2, 3, 4, 5, 6, 7 having sum(quantity) <> 0`,
  );
  const moves = emptyMovesBetween(before, []);
  if (moves.length)
    await tx
      .insert(emptyMoves)
      .values(moves.map((m) => ({ ...m, cause: 'entry' as const, entry_id: entryId, user_id: userId })));
}

/**
 * A lending (comodato) adjustment's rows in the ledger brought to what it is now (created, written off,
 * deleted), in the adjustment's transaction: SQL function empty_moves_comodato (0054_empties_places), the
 * one mapping the migration's conversion and the demo seed use too.
 */
export async function writeComodatoEmpties(tx: Executor, appointmentId: number, userId: number | null): Promise<void> {
  await queryRows(tx, sql`select empty_moves_comodato(${appointmentId}::int, ${userId}::int)::text as done`);
}
