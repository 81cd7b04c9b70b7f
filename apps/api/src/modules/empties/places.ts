// The empties at the unit's places (depot and vehicles): the day's movements, a physical count, a vehicle's
// load and unload, the destroca with a distributor. Each write appends its rows to the ledger (empty_moves)
// and audits in one transaction; the balances follow by the ledger's trigger.
import {
  type CylinderCapacity,
  EMPTIES_TEXTS,
  type EmptyState,
  countAdjustments,
  destrocaDeltas,
} from '@ability/domain';
import { sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows } from '../../db/client';
import { emptyMoves } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { FieldErrors, fieldError } from '../../lib/errors';
import { type PageRequest, type PageResult, limits } from '../../lib/list';
import { assertWritableUnit } from '../../lib/scope';

const T = EMPTIES_TEXTS.errors;

export interface MoveRow {
  id: number;
  created_at: string;
  vehicle_id: number | null;
  vehicle: string | null;
  customer: string | null;
  account: string;
  brand_id: number | null;
  brand: string | null;
  capacity: CylinderCapacity;
  state: EmptyState;
  quantity: number;
  cause: string;
  note: string | null;
}

/** A unit's movements of one day (the business day in São Paulo), newest first, paged. */
export async function dayMoves(
  db: Executor,
  resaleId: number,
  day: string,
  p: PageRequest,
): Promise<PageResult<MoveRow>> {
  const { limit, offset } = limits(p);
  const where = sql`m.resale_id = ${resaleId}
    and m.created_at >= (${day}::date)::timestamp at time zone 'America/Sao_Paulo'
    and m.created_at < (${day}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`;
  const [rows, [n]] = await Promise.all([
    queryRows<MoveRow>(
      db,
      sql`select m.id, m.created_at, m.vehicle_id, v.license_plate as vehicle, c.name as customer, m.account::text,
                 m.brand_id, bb.name as brand, m.capacity, m.state, m.quantity, m.cause::text, m.note
            from empty_moves m
            left join vehicles v on v.id = m.vehicle_id
            left join customers c on c.id = m.customer_id
            left join bottle_brands bb on bb.id = m.brand_id
           where ${where}
           order by m.created_at desc, m.id desc
           limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from empty_moves m where ${where}`),
  ]);
  return { rows, total: n?.n ?? 0, perPage: p.perPage === 'all' ? rows.length : p.perPage };
}

/** The vehicle belongs to the unit (422 on `vehicle_id` otherwise). */
async function checkVehicle(tx: Executor, resaleId: number, vehicleId: number | null | undefined, errors: FieldErrors) {
  if (!vehicleId) return;
  const [v] = await queryRows<{ id: number }>(
    tx,
    sql`select vehicle_id as id from vehicle_resales where vehicle_id = ${vehicleId} and resale_id = ${resaleId}`,
  );
  if (!v) errors.add('vehicle_id', T.vehicleUnknown);
}

/** The brands given are of the unit (422 on `field`). */
async function checkBrands(tx: Executor, resaleId: number, ids: (number | null)[], field: string, errors: FieldErrors) {
  const wanted = [...new Set(ids.filter((b): b is number => !!b))];
  if (!wanted.length) return;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select bottle_brand_id as id from bottle_brand_resales where resale_id = ${resaleId}
         and bottle_brand_id in (${sql.join(
           wanted.map((w) => sql`${w}`),
           sql`, `,
         )})`,
  );
  if (rows.length !== wanted.length) errors.add(field, T.brandUnknown);
}

/**
 * Locks the unit's place balances (one writer of a unit's counts and transfers at a time): no key update, so
 * the sales written meanwhile (their rows key-share the unit) neither wait nor deadlock with it.
 */
const lockUnit = (tx: Executor, resaleId: number) =>
  queryRows(tx, sql`select id from resales where id = ${resaleId} for no key update`);

/** A place's balance now of one brand, capacity and state. */
async function placeBalance(
  tx: Executor,
  k: { resale_id: number; vehicle_id: number | null; brand_id: number | null; capacity: string; state: string },
): Promise<number> {
  const [row] = await queryRows<{ q: number | null }>(
    tx,
    sql`select quantity as q from empty_balances where resale_id = ${k.resale_id} and account = 'place'
          and customer_id is null and vehicle_id is not distinct from ${k.vehicle_id}::int
          and brand_id is not distinct from ${k.brand_id}::int and capacity = ${k.capacity} and state = ${k.state}`,
  );
  return row?.q ?? 0;
}

export interface CountInput {
  resale_id: number;
  vehicle_id?: number | null;
  reason?: string | null;
  lines: { brand_id: number | null; capacity: CylinderCapacity; state: EmptyState; counted: number }[];
}

/**
 * A physical count at a place: each line's difference to the ledger written as a 'count' movement with the
 * reason (required when anything differs). Answers the adjustments written.
 */
export async function recordCount(db: Db, actor: Actor, input: CountInput) {
  return db.transaction(async (tx) => {
    assertWritableUnit(actor.user, input.resale_id);
    const errors = new FieldErrors();
    await checkVehicle(tx, input.resale_id, input.vehicle_id, errors);
    await checkBrands(
      tx,
      input.resale_id,
      input.lines.map((l) => l.brand_id),
      'lines',
      errors,
    );
    errors.throwIfAny();
    await lockUnit(tx, input.resale_id);
    const vehicle_id = input.vehicle_id ?? null;
    const lines = [];
    for (const l of input.lines)
      lines.push({ ...l, ledger: await placeBalance(tx, { resale_id: input.resale_id, vehicle_id, ...l }) });
    const adjustments = countAdjustments(lines);
    const reason = input.reason?.trim() || null;
    if (adjustments.length && !reason) throw fieldError('reason', T.countReason);
    if (adjustments.length)
      await tx.insert(emptyMoves).values(
        adjustments.map((a) => ({
          ...a,
          resale_id: input.resale_id,
          vehicle_id,
          account: 'place' as const,
          cause: 'count' as const,
          note: reason,
          user_id: actor.user.id,
        })),
      );
    const after = { resale_id: input.resale_id, vehicle_id, reason, lines, adjustments };
    await audit(tx, actor, 'count', 'empties', input.resale_id, null, after);
    return { adjustments };
  });
}

export interface TransferInput {
  resale_id: number;
  vehicle_id: number;
  direction: 'load' | 'unload';
  brand_id: number | null;
  capacity: CylinderCapacity;
  state: EmptyState;
  quantity: number;
}

/** A vehicle loaded from the depot or unloaded to it: the cylinders leave one place and enter the other. */
export async function recordTransfer(db: Db, actor: Actor, input: TransferInput) {
  return db.transaction(async (tx) => {
    assertWritableUnit(actor.user, input.resale_id);
    const errors = new FieldErrors();
    await checkVehicle(tx, input.resale_id, input.vehicle_id, errors);
    await checkBrands(tx, input.resale_id, [input.brand_id], 'brand_id', errors);
    errors.throwIfAny();
    await lockUnit(tx, input.resale_id);
    const [from, to] = input.direction === 'load' ? [null, input.vehicle_id] : [input.vehicle_id, null];
    const held = await placeBalance(tx, { ...input, vehicle_id: from });
    if (held < input.quantity) throw fieldError('quantity', T.notEnough(Math.max(held, 0)));
    const base = {
      resale_id: input.resale_id,
      account: 'place' as const,
      brand_id: input.brand_id,
      capacity: input.capacity,
      state: input.state,
      cause: 'transfer' as const,
      note: input.direction,
      user_id: actor.user.id,
    };
    await tx.insert(emptyMoves).values([
      { ...base, vehicle_id: from, quantity: -input.quantity },
      { ...base, vehicle_id: to, quantity: input.quantity },
    ]);
    await audit(tx, actor, 'transfer', 'empties', input.resale_id, null, input);
    return { moved: input.quantity };
  });
}

export interface DistributorRow {
  supplier_id: number;
  supplier: string;
  brand_id: number;
  brand: string;
  capacity: CylinderCapacity | null;
  held: number;
}

/** Per distributor (a supplier of the unit with a brand): the empties of its brand held at the depot, by capacity. */
export async function distributors(db: Executor, resaleId: number): Promise<DistributorRow[]> {
  return queryRows<DistributorRow>(
    db,
    sql`select s.id as supplier_id, coalesce(s.trade_name, s.name) as supplier, s.bottle_brand_id as brand_id,
               bb.name as brand, b.capacity, coalesce(b.quantity, 0)::int as held
          from suppliers s
          join supplier_resales sr on sr.supplier_id = s.id and sr.resale_id = ${resaleId}
          join bottle_brands bb on bb.id = s.bottle_brand_id
          left join empty_balances b on b.resale_id = ${resaleId} and b.account = 'place' and b.vehicle_id is null
               and b.customer_id is null and b.brand_id = s.bottle_brand_id and b.state = 'vazio' and b.quantity <> 0
         order by coalesce(s.trade_name, s.name), s.id, b.capacity`,
  );
}

export interface DestrocaInput {
  resale_id: number;
  supplier_id: number;
  capacity: CylinderCapacity;
  quantity: number;
  /** Our brand received back (default: the unit's tied brand; required for an independent unit). */
  brand_in?: number | null;
}

/** A destroca: N empties of the distributor's brand out of the depot, N of ours in. */
export async function recordDestroca(db: Db, actor: Actor, input: DestrocaInput) {
  return db.transaction(async (tx) => {
    assertWritableUnit(actor.user, input.resale_id);
    const errors = new FieldErrors();
    const [s] = await queryRows<{ brand_id: number | null; tied: number | null }>(
      tx,
      sql`select s.bottle_brand_id as brand_id, (select tied_brand_id from resales where id = ${input.resale_id}) as tied
            from suppliers s join supplier_resales sr on sr.supplier_id = s.id and sr.resale_id = ${input.resale_id}
           where s.id = ${input.supplier_id}`,
    );
    if (!s) errors.add('supplier_id', T.supplierUnknown);
    else if (!s.brand_id) errors.add('supplier_id', T.supplierNoBrand);
    const brandIn = input.brand_in ?? s?.tied ?? null;
    if (!brandIn) errors.add('brand_in', T.brandInRequired);
    else if (brandIn === s?.brand_id) errors.add('brand_in', T.sameBrand);
    else await checkBrands(tx, input.resale_id, [brandIn], 'brand_in', errors);
    errors.throwIfAny();
    await lockUnit(tx, input.resale_id);
    const held = await placeBalance(tx, {
      resale_id: input.resale_id,
      vehicle_id: null,
      brand_id: s!.brand_id,
      capacity: input.capacity,
      state: 'vazio',
    });
    if (held < input.quantity) throw fieldError('quantity', T.notEnough(Math.max(held, 0)));
    const moves = destrocaDeltas({ ...input, brand_out: s!.brand_id!, brand_in: brandIn });
    const [first] = await tx
      .insert(emptyMoves)
      .values(
        moves.map((m) => ({
          ...m,
          cause: 'destroca' as const,
          supplier_id: input.supplier_id,
          user_id: actor.user.id,
        })),
      )
      .returning({ id: emptyMoves.id });
    await audit(tx, actor, 'destroca', 'empties', input.resale_id, null, { ...input, brand_in: brandIn });
    return { id: first!.id, brand_out: s!.brand_id!, brand_in: brandIn!, quantity: input.quantity };
  });
}
