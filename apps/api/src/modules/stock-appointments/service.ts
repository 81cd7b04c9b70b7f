import {
  ADJUSTMENT_TEXTS,
  STOCK_MOVEMENTS,
  STOCK_MOVEMENT_LABELS,
  STOCK_TEXTS,
  VALIDATION,
  adjustmentEffect,
  canWriteOff,
  hasReason,
  needsCustomer,
  reverseChange,
  writeOffEffect,
} from '@ability/domain';
import { EMPTIES_TEXTS } from '@ability/domain';
import type { AdjustmentReason, StockMovement } from '@ability/domain';
import { type SQL, and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type Db, type Executor, pgArray, queryRows } from '../../db/client';
import {
  customers,
  employees,
  products,
  resales,
  stockAppointments,
  stockWriteOffs,
  users,
} from '../../db/schema/index';
import { audit, auditedDelete, auditCreated } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { FieldErrors, fieldError, notFound } from '../../lib/errors';
import {
  type PageRequest,
  type PageResult,
  countRows,
  inIdOrder,
  limits,
  pageWithCount,
  rememberedCount,
} from '../../lib/list';
import { allowedUnits, assertWritableUnit, unitCondition } from '../../lib/scope';
import { likePattern } from '../../lib/search';
import { changeStock } from '../../lib/stock';
import { writeComodatoEmpties } from '../empties/ledger';
import { unitsAndTheirUsers, userName } from '../users/options';
import type { CreateInput, ListQuery } from './schemas';
import { columnsOf } from '../../lib/columns';

export interface AppointmentRecord {
  id: number;
  date: string;
  movement: StockMovement;
  reason: AdjustmentReason | null;
  justification: string | null;
  resale_id: number;
  resale: { id: number; name: string };
  product_id: number;
  product: { id: number; description: string };
  customer_id: number | null;
  customer: { id: number; name: string } | null;
  user: { id: number; name: string } | null;
  quantity: number;
  written_off: number;
  open_quantity: number;
  created_at: Date;
}

const columns = {
  ...columnsOf(stockAppointments, 'id', 'date', 'movement', 'reason', 'justification', 'resale_id'),
  resale: sql<{ id: number; name: string }>`json_build_object('id', ${resales.id}, 'name', ${resales.name})`,
  product_id: stockAppointments.product_id,
  product: sql<{
    id: number;
    description: string;
  }>`json_build_object('id', ${products.id}, 'description', ${products.description})`,
  customer_id: stockAppointments.customer_id,
  customer: sql<{ id: number; name: string } | null>`case when ${customers.id} is null then null
    else json_build_object('id', ${customers.id}, 'name', ${customers.name}) end`,
  user: sql<{ id: number; name: string } | null>`case when ${users.id} is null then null
    else json_build_object('id', ${users.id}, 'name', ${userName}) end`,
  quantity: stockAppointments.quantity,
  written_off: stockAppointments.written_off,
  open_quantity: sql<number>`case when ${stockAppointments.movement} in ('lending', 'defect')
    then ${stockAppointments.quantity} - ${stockAppointments.written_off} else 0 end`,
  created_at: stockAppointments.created_at,
};

function baseQuery(db: Executor) {
  return db
    .select(columns)
    .from(stockAppointments)
    .innerJoin(resales, eq(resales.id, stockAppointments.resale_id))
    .innerJoin(products, eq(products.id, stockAppointments.product_id))
    .leftJoin(customers, eq(customers.id, stockAppointments.customer_id))
    .leftJoin(users, eq(users.id, stockAppointments.user_id))
    .leftJoin(employees, eq(employees.id, users.employee_id));
}

export interface AppointmentFilter extends Omit<ListQuery, 'page' | 'format' | 'resale_id'> {
  units: number[] | null;
}

/** The longest word of a search that holds a digit (a number, a code), if it has three characters or more. */
function numberWord(text: string): string | undefined {
  const words = text.split(/\s+/).filter((w) => w.length >= 3 && /\d/.test(w));
  return words.sort((a, b) => b.length - a.length)[0];
}

/**
 * The justification contains the text, ignoring case and accents (its lower-case, accent-free copy
 * `justification_search` contains the text lowered and unaccented the same way); the LIKE (or strpos) decides,
 * the indexes only find candidates. A trigram index costs as much as the commonest searched trigram's posting
 * list ("inventario numero" is in most adjustments: 0.5 s), so:
 * - a text holding a number asks the trigram index for that word alone (the rarest part of most searches) and
 *   checks the whole text on the rows found: containing the text implies containing each of its words;
 * - another text of 5 characters or more asks the index of the justification's 5-character pieces
 *   (customers_search_grams, as the customers' search): a text containing it holds every piece of it, and
 *   GIN intersects the pieces' postings from the rarest one;
 * - a shorter text asks the trigram index.
 */
function justificationContains(text: string): SQL {
  const col = stockAppointments.justification_search;
  const whole = sql`${col} like f_unaccent(lower(${likePattern(text)}))`;
  const word = numberWord(text);
  if (word && word !== text)
    return sql`(${col} like f_unaccent(lower(${likePattern(word)}))
      and strpos(${col}, f_unaccent(lower(${text}))) > 0)`;
  if (text.length >= 5)
    return sql`(customers_search_grams(${col}) @> customers_search_grams(f_unaccent(lower(${text}))) and ${whole})`;
  return whole;
}

function whereOf(q: AppointmentFilter): SQL | undefined {
  const text = q.query?.trim();
  return and(
    unitCondition(stockAppointments.resale_id, q.units),
    text ? justificationContains(text) : undefined,
    q.movement_id ? eq(stockAppointments.movement, q.movement_id) : undefined,
    q.customer_id ? eq(stockAppointments.customer_id, q.customer_id) : undefined,
    q.user_id ? eq(stockAppointments.user_id, q.user_id) : undefined,
    q.start_date ? sql`${stockAppointments.date} >= ${q.start_date}` : undefined,
    q.end_date ? sql`${stockAppointments.date} <= ${q.end_date}` : undefined,
  );
}

/**
 * Whole adjustment records by id, in the order of `ids`: one prepared statement (always the same text). Its
 * join of six tables costs several times more to plan than to run for a page, so each connection plans it
 * once.
 */
async function appointmentsByIds(db: Executor, ids: number[]): Promise<AppointmentRecord[]> {
  if (!ids.length) return [];
  const rows = (await baseQuery(db)
    .where(sql`${stockAppointments.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('stock_appointments_by_ids')
    .execute({ ids: pgArray(ids) })) as AppointmentRecord[];
  return inIdOrder(ids, rows);
}

export async function listAppointments(
  db: Db,
  q: AppointmentFilter,
  p: PageRequest,
): Promise<PageResult<AppointmentRecord>> {
  const where = whereOf(q);
  const { limit, offset } = limits(p);
  const perPage = (rows: unknown[]) => (p.perPage === 'all' ? rows.length : p.perPage);
  const countQuery = db.select({ n: count() }).from(stockAppointments).where(where);
  if (p.perPage === 'all') {
    // Exports: every row joined in one statement (an id array of 100,000 would be no cheaper).
    const rows = baseQuery(db)
      .where(where)
      .orderBy(desc(stockAppointments.date), desc(stockAppointments.id))
      .limit(limit) as Promise<AppointmentRecord[]>;
    return pageWithCount(p, rows, countRows(db, countQuery));
  }
  // The page's ids through the list order (date, id), then their records.
  const walkedIds = async () =>
    (
      await db
        .select({ id: stockAppointments.id })
        .from(stockAppointments)
        .where(where)
        .orderBy(desc(stockAppointments.date), desc(stockAppointments.id))
        .limit(limit)
        .offset(offset)
    ).map((r) => r.id);
  if (!q.query?.trim()) {
    const [ids, total] = await Promise.all([walkedIds(), countRows(db, countQuery)]);
    const rows = await appointmentsByIds(db, ids);
    return { rows, total, perPage: perPage(rows) };
  }
  // A search (lib/matches.ts filteredPage, in this list's descending order): while its count must be read,
  // one statement collects the matches through the search index, counts them and sorts only them for the
  // page, instead of walking the date order through non-matching rows; a large remembered count means the
  // matches are common, and walking the order meets the page's rows early.
  let counted: Promise<number[]> | undefined;
  const total = rememberedCount(db, countKey(countQuery), () => {
    const run = queryRows<{ n: number; ids: number[] }>(
      db,
      sql`with m as (select ${stockAppointments.id} as id, ${stockAppointments.date} as date
                       from ${stockAppointments} where ${where})
          select (select count(*) from m)::int as n,
                 array(select id from m order by date desc, id desc limit ${limit} offset ${offset}) as ids`,
    );
    counted = run.then((r) => r[0]?.ids ?? []);
    return run.then((r) => r[0]?.n ?? 0);
  });
  const [ids, n] = await Promise.all([counted ?? walkedIds(), total]);
  const rows = await appointmentsByIds(db, ids);
  return { rows, total: n, perPage: perPage(rows) };
}

/** The key under which countRows remembers this count (both ways of asking share it). */
function countKey(query: { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql: text, params } = query.toSQL();
  return `${text}\u0000${JSON.stringify(params)}`;
}

export async function getAppointment(
  db: Executor,
  id: number,
  units: number[] | null = null,
): Promise<AppointmentRecord> {
  const [row] = await appointmentsByIds(db, [id]);
  if (!row || (units !== null && !units.includes(row.resale_id))) throw notFound();
  return row;
}

/** Options of the list and form: units, users (sellers) of those units, movements, products. */
export async function appointmentOptions(db: Executor, units: number[] | null) {
  const [[resaleRows, userRows], productRows] = await Promise.all([
    unitsAndTheirUsers(db, units),
    db
      .select({ id: products.id, description: products.description, resale_id: products.resale_id })
      .from(products)
      .where(unitCondition(products.resale_id, units))
      .orderBy(asc(products.description)),
  ]);
  return {
    resales: resaleRows,
    users: userRows,
    movements: STOCK_MOVEMENTS.map((id) => ({ id, name: STOCK_MOVEMENT_LABELS[id] })),
    products: productRows,
  };
}

export async function createAppointment(db: Db, actor: Actor, input: CreateInput): Promise<AppointmentRecord> {
  return db.transaction(async (tx) => {
    assertWritableUnit(actor.user, input.resale_id);
    const errors = new FieldErrors();
    const [product] = await tx
      .select({ resale_id: products.resale_id, capacity: products.capacity })
      .from(products)
      .where(eq(products.id, input.product_id));
    if (!product || product.resale_id !== input.resale_id) errors.add('product', VALIDATION.notFound);
    // Comodato lends cylinders: the empties' ledger keeps them by capacity.
    else if (input.movement === 'lending' && !product.capacity)
      errors.add('product', EMPTIES_TEXTS.errors.lendingNeedsCapacity);
    let customerId: number | null = null;
    if (needsCustomer(input.movement)) {
      if (!input.customer_id) errors.add('customer', VALIDATION.required);
      else {
        const [c] = await tx
          .select({ resale_id: customers.resale_id })
          .from(customers)
          .where(eq(customers.id, input.customer_id));
        if (!c || c.resale_id !== input.resale_id) errors.add('customer', VALIDATION.notFound);
        customerId = input.customer_id;
      }
    }
    errors.throwIfAny();
    const keepsReason = hasReason(input.movement);
    const [row] = await tx
      .insert(stockAppointments)
      .values({
        date: input.date!,
        movement: input.movement,
        reason: keepsReason ? (input.reason ?? null) : null,
        justification: keepsReason ? input.justification : null,
        resale_id: input.resale_id,
        product_id: input.product_id,
        customer_id: customerId,
        user_id: actor.user.id,
        quantity: input.quantity,
      })
      .returning({ id: stockAppointments.id });
    // Only sales take platform below zero: an adjustment asks for what is there.
    await changeStock(tx, input.product_id, adjustmentEffect(input.movement, input.quantity), {
      refuseNegative: 'quantity',
    });
    if (input.movement === 'lending') await writeComodatoEmpties(tx, row!.id, actor.user.id);
    return auditCreated(tx, actor, 'stock_appointments', await getAppointment(tx, row!.id));
  });
}

/**
 * A write-off ("baixa") of a lending or defect adjustment: at most what remains open. The relative,
 * guarded update makes concurrent write-offs of one adjustment queue and never exceed its quantity.
 */
export async function writeOff(db: Db, actor: Actor, id: number, quantity: number): Promise<AppointmentRecord> {
  return db.transaction(async (tx) => {
    const before = await getAppointment(tx, id, allowedUnits(actor.user));
    if (!canWriteOff(before.movement)) throw fieldError('base', ADJUSTMENT_TEXTS.errors.notWritable);
    const [row] = await tx
      .update(stockAppointments)
      .set({ written_off: sql`${stockAppointments.written_off} + ${quantity}`, updated_at: new Date() })
      .where(
        and(
          eq(stockAppointments.id, id),
          sql`${stockAppointments.written_off} + ${quantity} <= ${stockAppointments.quantity}`,
        ),
      )
      .returning({ written_off: stockAppointments.written_off });
    if (!row) {
      const [now] = await tx
        .select({ open: sql<number>`${stockAppointments.quantity} - ${stockAppointments.written_off}` })
        .from(stockAppointments)
        .where(eq(stockAppointments.id, id));
      throw fieldError('quantity', ADJUSTMENT_TEXTS.errors.beyondOpen(now?.open ?? 0));
    }
    await tx.insert(stockWriteOffs).values({ appointment_id: id, quantity, user_id: actor.user.id });
    await changeStock(tx, before.product_id, writeOffEffect(before.movement, quantity), { refuseNegative: 'quantity' });
    if (before.movement === 'lending') await writeComodatoEmpties(tx, id, actor.user.id);
    const after = await getAppointment(tx, id);
    await audit(tx, actor, 'write_off', 'stock_appointments', id, before, after);
    return after;
  });
}

/** Deleting undoes the adjustment's effect; one with write-offs stays (its bottles already left). */
export function deleteAppointment(db: Db, actor: Actor, id: number): Promise<void> {
  return auditedDelete(db, actor, 'stock_appointments', id, getAppointment, async (tx, before) => {
    const [locked] = await tx
      .select({ written_off: stockAppointments.written_off })
      .from(stockAppointments)
      .where(eq(stockAppointments.id, id))
      .for('update');
    if ((locked?.written_off ?? 0) > 0) throw fieldError('base', ADJUSTMENT_TEXTS.errors.hasWriteOffs);
    await changeStock(tx, before.product_id, reverseChange(adjustmentEffect(before.movement, before.quantity)), {
      refuseNegative: 'base',
      message: () => STOCK_TEXTS.insufficientToUndo,
    });
    await tx.delete(stockAppointments).where(eq(stockAppointments.id, id));
    if (before.movement === 'lending') await writeComodatoEmpties(tx, id, actor.user.id);
  });
}
