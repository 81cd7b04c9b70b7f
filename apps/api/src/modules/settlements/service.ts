import {
  type CylinderCapacity,
  EMPTIES_TEXTS,
  SETTLED_SALE_STATUSES,
  type SettlementEmptyCount,
  type SettlementEmptyLine,
  SETTLEMENT_TEXTS,
  type SaleStatus,
  type SettlementLine,
  type SettlementStatus,
  VALIDATION,
  settlementExpected,
  settlementEmptyLines,
  settlementLines,
} from '@ability/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, type Executor, pgArray, queryRows } from '../../db/client';
import { settlementAmounts, settlementEmpties, settlements } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { fieldError, notFound } from '../../lib/errors';
import { allowedUnits, canSeeUnit } from '../../lib/scope';
import { employeeOptions } from '../employees/service';
import { resaleOptions } from '../resales/service';
import { TZ } from '../sales/queries';
import { type SettlementDay, lockSettlementDays } from './guard';
import type { DayQuery, KeyInput, SaveInput } from './schemas';

const E = SETTLEMENT_TEXTS.errors;

type Named = { id: number; name: string };

export interface SettlementRecord {
  /** null until the office saves or closes the day. */
  id: number | null;
  resale_id: number;
  employee_id: number;
  employee: Named;
  business_day: string;
  status: SettlementStatus;
  note: string | null;
  closed_at: Date | null;
  closed_by: Named | null;
  reopened_at: Date | null;
  reopened_by: Named | null;
  /** The delivered and finished sales the expected comes from. */
  sales_count: number;
  lines: (SettlementLine & { payment_method: { id: number; description: string } })[];
  totals: Omit<SettlementLine, 'payment_method_id'>;
  empties: (SettlementEmptyLine & { brand: string | null })[];
}

/**
 * The empties the deliverer collected on the day's delivered and finished sales, by brand and capacity: the
 * ledger's depot rows of empties (refills only) written by those sales, net of their edits.
 */
export async function expectedEmpties(tx: Executor, d: SettlementDay): Promise<SettlementEmptyCount[]> {
  return queryRows<SettlementEmptyCount>(
    tx,
    sql`select m.brand_id, m.capacity, sum(m.quantity)::int as quantity
          from sales s
          join empty_moves m on m.sale_id = s.id and m.cause = 'sale' and m.account = 'place' and m.state = 'vazio'
          join products p on p.id = m.product_id and not p.is_cylinder
         where s.employee_id = ${d.employee_id} and s.resale_id = ${d.resale_id}
           and s.status = any(${pgArray([...SETTLED_SALE_STATUSES])}::sale_status[])
           and s.sold_on >= ((${d.day}::date)::timestamp at time zone ${TZ})
           and s.sold_on < ((${d.day}::date + 1)::timestamp at time zone ${TZ})
         group by 1, 2 having sum(m.quantity) <> 0`,
  );
}

/**
 * The deliverer's sales of the day in the unit, each with its payments in the order they were written:
 * the source rows of the expected sum (settlementExpected picks the delivered and finished ones).
 */
async function daySales(tx: Executor, d: SettlementDay) {
  const rows = await queryRows<{ status: SaleStatus; change_cents: string | number; payments: unknown }>(
    tx,
    sql`select s.status, s.change_cents,
               coalesce((select json_agg(json_build_object('payment_method_id', sp.payment_method_id,
                   'value_cents', sp.value_cents, 'owed_by_caixa', pm.kind = 'gas_do_povo') order by sp.id)
                   from sale_payments sp join payment_methods pm on pm.id = sp.payment_method_id
                  where sp.sale_id = s.id),
                 '[]'::json) as payments
          from sales s
         where s.employee_id = ${d.employee_id} and s.resale_id = ${d.resale_id}
           and s.sold_on >= ((${d.day}::date)::timestamp at time zone ${TZ})
           and s.sold_on < ((${d.day}::date + 1)::timestamp at time zone ${TZ})`,
  );
  return rows.map((r) => ({
    status: r.status,
    change_cents: Number(r.change_cents),
    payments: (typeof r.payments === 'string' ? JSON.parse(r.payments) : r.payments) as {
      payment_method_id: number;
      value_cents: number;
      owed_by_caixa: boolean;
    }[],
  }));
}

/** The expected per method computed from the sales now (what close keeps): the one rule, settlementExpected. */
export async function expectedFromSales(tx: Executor, d: SettlementDay) {
  const sales = await daySales(tx, d);
  const settled: readonly SaleStatus[] = SETTLED_SALE_STATUSES;
  return { expected: settlementExpected(sales), count: sales.filter((s) => settled.includes(s.status)).length };
}

const userName = (column: string) =>
  sql.raw(`(select json_build_object('id', u.id, 'name', coalesce(ue.name, u.email))
      from users u left join employees ue on ue.id = u.employee_id where u.id = s.${column})`);

/** The settlement of a day as the API answers it; `lock` takes its row `for update` (a write's first read). */
async function readSettlement(tx: Executor, d: SettlementDay, lock = false): Promise<SettlementRecord> {
  const [row] = await queryRows<{
    id: number;
    status: SettlementStatus;
    note: string | null;
    closed_at: string | null;
    closed_by: Named | null;
    reopened_at: string | null;
    reopened_by: Named | null;
  }>(
    tx,
    sql`select s.id, s.status, s.note, s.closed_at, ${userName('closed_by')} as closed_by, s.reopened_at,
               ${userName('reopened_by')} as reopened_by
          from settlements s
         where s.resale_id = ${d.resale_id} and s.employee_id = ${d.employee_id} and s.business_day = ${d.day}::date
         ${lock ? sql`for update of s` : sql``}`,
  );
  const [amounts, computed, methods, [employee], empties, ledgerEmpties, brands] = await Promise.all([
    row
      ? tx
          .select({
            payment_method_id: settlementAmounts.payment_method_id,
            handed_in_cents: settlementAmounts.handed_in_cents,
            expected_cents: settlementAmounts.expected_cents,
          })
          .from(settlementAmounts)
          .where(eq(settlementAmounts.settlement_id, row.id))
      : Promise.resolve([]),
    expectedFromSales(tx, d),
    queryRows<{ id: number; description: string; unit: boolean }>(
      tx,
      sql`select pm.id, pm.description,
                 (pm.status and exists (select 1 from payment_method_resales r
                   where r.payment_method_id = pm.id and r.resale_id = ${d.resale_id})) as unit
            from payment_methods pm order by pm.default desc, pm.description, pm.id`,
    ),
    queryRows<Named>(tx, sql`select id, name from employees where id = ${d.employee_id}`),
    row
      ? tx
          .select({
            brand_id: settlementEmpties.brand_id,
            capacity: settlementEmpties.capacity,
            handed_in: settlementEmpties.handed_in,
            expected: settlementEmpties.expected,
          })
          .from(settlementEmpties)
          .where(eq(settlementEmpties.settlement_id, row.id))
      : Promise.resolve([]),
    row?.status === 'closed' ? Promise.resolve([]) : expectedEmpties(tx, d),
    queryRows<Named>(
      tx,
      sql`select bb.id, bb.name from bottle_brands bb
           where exists (select 1 from bottle_brand_resales br where br.bottle_brand_id = bb.id and br.resale_id = ${d.resale_id})`,
    ),
  ]);
  const closed = row?.status === 'closed';
  // Closed: the expected kept at close; open: computed from the sales now.
  const expected = closed
    ? amounts.map((a) => ({ payment_method_id: a.payment_method_id, expected_cents: Number(a.expected_cents ?? 0) }))
    : computed.expected;
  const { lines, totals } = settlementLines(
    expected,
    amounts.map((a) => ({ payment_method_id: a.payment_method_id, handed_in_cents: Number(a.handed_in_cents) })),
    closed ? [] : methods.filter((m) => m.unit).map((m) => m.id),
  );
  const description = new Map(methods.map((m) => [m.id, m.description]));
  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  const emptyLines = settlementEmptyLines(
    closed
      ? empties.map((e) => ({ brand_id: e.brand_id, capacity: e.capacity, quantity: e.expected ?? 0 }))
      : ledgerEmpties,
    empties.map((e) => ({ brand_id: e.brand_id, capacity: e.capacity, quantity: e.handed_in })),
  );
  return {
    id: row?.id ?? null,
    resale_id: d.resale_id,
    employee_id: d.employee_id,
    employee: employee ?? { id: d.employee_id, name: '' },
    business_day: d.day,
    status: row?.status ?? 'open',
    note: row?.note ?? null,
    closed_at: row?.closed_at ? new Date(row.closed_at) : null,
    closed_by: row?.closed_by ?? null,
    reopened_at: row?.reopened_at ? new Date(row.reopened_at) : null,
    reopened_by: row?.reopened_by ?? null,
    sales_count: computed.count,
    lines: lines.map((l) => ({
      ...l,
      payment_method: { id: l.payment_method_id, description: description.get(l.payment_method_id) ?? '' },
    })),
    totals,
    empties: emptyLines.map((l) => ({ ...l, brand: l.brand_id === null ? null : (brandName.get(l.brand_id) ?? null) })),
  };
}

/**
 * Which day a call is about, checked: a unit the user may see (else 404, as for any record of another unit),
 * a deliverer only their own day (404 otherwise), an employee of that unit (422 on employee_id).
 */
async function checkedDay(
  tx: Executor,
  actor: Actor,
  q: { resale_id: number; employee_id?: number; date: string | null },
): Promise<SettlementDay> {
  const user = actor.user;
  if (!canSeeUnit(user, q.resale_id)) throw notFound();
  const own = user.employee?.id;
  const employeeId = q.employee_id ?? (user.role === 'deliverer' ? own : undefined);
  if (!employeeId) throw fieldError('employee_id', VALIDATION.required);
  if (user.role === 'deliverer' && employeeId !== own) throw notFound();
  const [member] = await queryRows<{ ok: number }>(
    tx,
    sql`select 1 as ok from employee_resales where employee_id = ${employeeId} and resale_id = ${q.resale_id}`,
  );
  if (!member) throw fieldError('employee_id', E.notDeliverer);
  return { resale_id: q.resale_id, employee_id: employeeId, day: q.date! };
}

export async function getSettlement(db: Db, actor: Actor, q: DayQuery): Promise<SettlementRecord> {
  return readSettlement(db, await checkedDay(db, actor, q));
}

/** The day's row, made when missing, locked for the rest of the transaction; whether it was made now. */
async function openRow(
  tx: Executor,
  d: SettlementDay,
): Promise<{ id: number; status: SettlementStatus; made: boolean }> {
  const made = await tx
    .insert(settlements)
    .values({ resale_id: d.resale_id, employee_id: d.employee_id, business_day: d.day })
    .onConflictDoNothing()
    .returning({ id: settlements.id });
  const [row] = await tx
    .select({ id: settlements.id, status: settlements.status })
    .from(settlements)
    .where(
      and(
        eq(settlements.resale_id, d.resale_id),
        eq(settlements.employee_id, d.employee_id),
        eq(settlements.business_day, d.day),
      ),
    )
    .for('update');
  return { ...row!, made: made.length > 0 };
}

/** Writes what was handed in per method (methods not sent keep theirs) and the note, when sent. */
async function writeAmounts(tx: Executor, id: number, d: SettlementDay, input: SaveInput) {
  const amounts = input.amounts_attributes ?? [];
  if (amounts.length) {
    const ids = [...new Set(amounts.map((a) => a.payment_method_id))];
    const known = await queryRows<{ id: number }>(
      tx,
      sql`select pm.id from payment_methods pm where pm.id in (${sql.join(
        ids.map((x) => sql`${x}::int`),
        sql`, `,
      )}) and exists (select 1 from payment_method_resales r where r.payment_method_id = pm.id and r.resale_id = ${d.resale_id})`,
    );
    if (known.length !== ids.length) throw fieldError('amounts', VALIDATION.notFound);
    for (const a of amounts)
      await tx
        .insert(settlementAmounts)
        .values({ settlement_id: id, payment_method_id: a.payment_method_id, handed_in_cents: a.handed_in_cents })
        .onConflictDoUpdate({
          target: [settlementAmounts.settlement_id, settlementAmounts.payment_method_id],
          set: { handed_in_cents: a.handed_in_cents },
        });
  }
  const empties = input.empties_attributes ?? [];
  if (empties.length) {
    const ids = [...new Set(empties.map((e) => e.brand_id).filter((b): b is number => b !== null))];
    const known = await queryRows<{ id: number }>(
      tx,
      sql`select bottle_brand_id as id from bottle_brand_resales
           where resale_id = ${d.resale_id} and bottle_brand_id = any(${pgArray(ids)}::int[])`,
    );
    if (known.length !== ids.length) throw fieldError('empties', EMPTIES_TEXTS.errors.brandUnknown);
    for (const e of empties)
      await tx
        .insert(settlementEmpties)
        .values({ settlement_id: id, brand_id: e.brand_id, capacity: e.capacity, handed_in: e.handed_in })
        .onConflictDoUpdate({
          target: [settlementEmpties.settlement_id, settlementEmpties.brand_id, settlementEmpties.capacity],
          set: { handed_in: e.handed_in },
        });
  }
  await tx
    .update(settlements)
    .set({ ...(input.note === undefined ? {} : { note: input.note }), updated_at: new Date() })
    .where(eq(settlements.id, id));
}

/** PUT /settlements: saves what the office received; refused while the day is closed. */
export async function saveSettlement(db: Db, actor: Actor, input: SaveInput): Promise<SettlementRecord> {
  return db.transaction(async (tx) => {
    const d = await checkedDay(tx, actor, input);
    const row = await openRow(tx, d);
    if (row.status === 'closed') throw fieldError('base', E.readOnly);
    const before = row.made ? null : await readSettlement(tx, d);
    await writeAmounts(tx, row.id, d, input);
    const after = await readSettlement(tx, d);
    await audit(tx, actor, row.made ? 'create' : 'update', 'settlements', row.id, before, after);
    return after;
  });
}

/**
 * POST /settlements/close: saves what was sent, keeps the expected computed from the sales now, and marks the
 * day closed by the actor. The day's exclusive lock waits for the sales' writers already past their check
 * (guard.ts), so the kept expected is exactly what the sales hold.
 */
export async function closeSettlement(
  db: Db,
  actor: Actor,
  input: SaveInput,
  now = new Date(),
): Promise<SettlementRecord> {
  return db.transaction(async (tx) => {
    const d = await checkedDay(tx, actor, input);
    await lockSettlementDays(tx, [d], 'exclusive');
    const row = await openRow(tx, d);
    if (row.status === 'closed') throw fieldError('base', E.alreadyClosed);
    const before = await readSettlement(tx, d);
    await writeAmounts(tx, row.id, d, input);
    const open = await readSettlement(tx, d);
    for (const l of open.lines)
      await tx
        .insert(settlementAmounts)
        .values({
          settlement_id: row.id,
          payment_method_id: l.payment_method_id,
          handed_in_cents: l.handed_in_cents,
          expected_cents: l.expected_cents,
        })
        .onConflictDoUpdate({
          target: [settlementAmounts.settlement_id, settlementAmounts.payment_method_id],
          set: { expected_cents: l.expected_cents },
        });
    // The empties expected now kept with the day, as its money is (a line only expected gets a row).
    for (const l of open.empties)
      await tx
        .insert(settlementEmpties)
        .values({
          settlement_id: row.id,
          brand_id: l.brand_id,
          capacity: l.capacity as CylinderCapacity,
          handed_in: l.handed_in,
          expected: l.expected,
        })
        .onConflictDoUpdate({
          target: [settlementEmpties.settlement_id, settlementEmpties.brand_id, settlementEmpties.capacity],
          set: { expected: l.expected },
        });
    await tx
      .update(settlements)
      .set({ status: 'closed', closed_at: now, closed_by: actor.user.id, updated_at: now })
      .where(eq(settlements.id, row.id));
    const after = await readSettlement(tx, d);
    await audit(tx, actor, 'close', 'settlements', row.id, before, after);
    return after;
  });
}

/** POST /settlements/reopen: the day's sales may change again; the expected is read from them again. */
export async function reopenSettlement(
  db: Db,
  actor: Actor,
  input: KeyInput,
  now = new Date(),
): Promise<SettlementRecord> {
  return db.transaction(async (tx) => {
    const d = await checkedDay(tx, actor, input);
    await lockSettlementDays(tx, [d], 'exclusive');
    const before = await readSettlement(tx, d, true);
    if (before.status !== 'closed' || before.id === null) throw fieldError('base', E.notClosed);
    await tx
      .update(settlements)
      .set({ status: 'open', reopened_at: now, reopened_by: actor.user.id, updated_at: now })
      .where(eq(settlements.id, before.id));
    await tx
      .update(settlementAmounts)
      .set({ expected_cents: null })
      .where(eq(settlementAmounts.settlement_id, before.id));
    await tx.update(settlementEmpties).set({ expected: null }).where(eq(settlementEmpties.settlement_id, before.id));
    const after = await readSettlement(tx, d);
    await audit(tx, actor, 'reopen', 'settlements', before.id, before, after);
    return after;
  });
}

/** GET /settlements/options: the units in reach and their deliverers. */
export async function settlementOptions(db: Executor, actor: Actor) {
  const units = allowedUnits(actor.user);
  const [resales, employees] = await Promise.all([resaleOptions(db, units), employeeOptions(db, units)]);
  return { resales, employees: employees.filter((e) => e.role === 'deliverer') };
}
