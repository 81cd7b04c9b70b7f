import { VALIDATION, settle } from '@ability/domain';
import { type SQL, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { type payables, type receivables, transactions } from '../../db/schema/index';
import { FieldErrors, ValidationError, fieldError, notFound } from '../../lib/errors';
import { type PageRequest, type PageResult, pageWithCount } from '../../lib/list';
import { zDate, zId, zText } from '../../lib/zod';
import { checkFinanceRefs, today } from './refs';

/** An amount in cents a bill's edit takes (paid or received now, fine, discount). */
export const zBillMoney = z.number().int().min(0).max(100_000_000_000);

/** The nested bill of a payable or receivable (seeds: bill_attributes). */
export const billAttributes = z.object({
  issue_date: zDate,
  due_date: zDate,
  description: zText(300),
  account_id: zId.nullish(),
  payment_method_id: zId.nullish(),
  value_cents: z.number().int().min(1).max(100_000_000_000),
});

export type BillAttributes = z.infer<typeof billAttributes>;

/** A new bill's own columns, from its bill_attributes: issued today unless it says otherwise. */
export const newBillValues = (b: BillAttributes, userId: number) => ({
  issue_date: b.issue_date ?? today(),
  due_date: b.due_date!,
  description: b.description,
  account_id: b.account_id ?? null,
  payment_method_id: b.payment_method_id ?? null,
  value_cents: b.value_cents,
  user_id: userId,
});

/** What a payment or receipt may change besides its date: fine, discount, and the bill's account and method. */
export const billSettleFields = {
  fine_cents: zBillMoney.optional(),
  discount_cents: zBillMoney.optional(),
  bill_attributes: billAttributes
    .pick({ account_id: true, payment_method_id: true })
    .partial()
    .passthrough()
    .optional(),
};

export type BillSummary<S extends string> = Record<
  S | 'overdue' | 'earlydue' | 'all',
  { count: number; value_cents: number }
>;

/**
 * The status rule payables and receivables share: a bill is settled (`paid`,
 * `received`) once what was settled reaches its value; an open one is overdue before `day` and early-due
 * from `day` on. Status column, filter and the per-status summary are built from the same conditions.
 */
export function billStatus<S extends string>(
  table: PgTable,
  cols: { value: AnyPgColumn; settled: AnyPgColumn; due: AnyPgColumn },
  settledStatus: S,
) {
  const { value, settled, due } = cols;
  const done = sql`${settled} >= ${value}`;
  const open = sql`${settled} < ${value}`;
  const overdue = (day: string) => sql`(${open} and ${due} < ${day})`;
  const earlydue = (day: string) => sql`(${open} and ${due} >= ${day})`;

  return {
    /** The status of each row as of `day`. */
    column: (day: string) =>
      sql<S | 'overdue' | 'earlydue'>`case when ${done} then ${sql.raw(`'${settledStatus}'`)}
        when ${due} < ${day} then 'overdue' else 'earlydue' end`,

    /** The rows of one status (none for 'all' or no status). */
    condition(status: S | 'overdue' | 'earlydue' | 'all' | undefined, day: string): SQL | undefined {
      if (status === settledStatus) return done;
      if (status === 'overdue') return overdue(day);
      if (status === 'earlydue') return earlydue(day);
      return undefined;
    },

    /**
     * Per status over `where` (the filter without the status, so the bar can toggle between them): the
     * settled ones (count, value settled), overdue and early-due (count, open value), all (count, bill
     * totals). One scan.
     */
    async summary(db: Executor, where: SQL | undefined, day: string): Promise<BillSummary<S>> {
      const [x] = await db
        .select({
          done_n: sql<number>`count(*) filter (where ${done})`.mapWith(Number),
          done_v: sql<number>`coalesce(sum(${settled}) filter (where ${done}), 0)`.mapWith(Number),
          overdue_n: sql<number>`count(*) filter (where ${overdue(day)})`.mapWith(Number),
          overdue_v: sql<number>`coalesce(sum(${value} - ${settled}) filter (where ${overdue(day)}), 0)`.mapWith(
            Number,
          ),
          earlydue_n: sql<number>`count(*) filter (where ${earlydue(day)})`.mapWith(Number),
          earlydue_v: sql<number>`coalesce(sum(${value} - ${settled}) filter (where ${earlydue(day)}), 0)`.mapWith(
            Number,
          ),
          all_n: sql<number>`count(*)`.mapWith(Number),
          all_v: sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number),
        })
        .from(table)
        .where(where);
      return {
        [settledStatus]: { count: x!.done_n, value_cents: x!.done_v },
        earlydue: { count: x!.earlydue_n, value_cents: x!.earlydue_v },
        overdue: { count: x!.overdue_n, value_cents: x!.overdue_v },
        all: { count: x!.all_n, value_cents: x!.all_v },
      } as BillSummary<S>;
    },
  };
}

/**
 * A page of bills with its summary, read in parallel; the total of the filtered rows comes from the
 * summary (the chosen status's count, or all), so there is no second scan.
 */
export async function pageWithSummary<R, S extends string>(
  p: PageRequest,
  rows: Promise<R[]>,
  summary: Promise<BillSummary<S>>,
  status: S | 'overdue' | 'earlydue' | 'all' | undefined,
): Promise<PageResult<R> & { summary: BillSummary<S> }> {
  const [page, s] = await Promise.all([pageWithCount(p, rows, Promise.resolve(0)), summary]);
  const total = status && status !== 'all' ? s[status].count : s.all.count;
  return { ...page, total, summary: s };
}

/** The nested bill a payable or receivable answers (seeds: bill). */
export interface BillJson {
  issue_date: string;
  due_date: string;
  description: string | null;
  account_id: number | null;
  payment_method_id: number | null;
  payment_method: { id: number; description: string } | null;
  value_cents: number;
}

/** What a payable and a receivable answer alike; each adds what it settled, when, its status and its party. */
export interface BillRecordFields {
  id: number;
  document: string | null;
  description: string | null;
  issue_date: string;
  due_date: string;
  value_cents: number;
  debt_cents: number;
  fine_cents: number;
  discount_cents: number;
  resale_id: number;
  resale: { id: number; name: string };
  user_id: number | null;
  payment_method_id: number | null;
  payment_method: BillJson['payment_method'];
  account_id: number | null;
  bill: BillJson;
  created_at: Date;
  updated_at: Date;
}

/**
 * The unit, the payment method and the nested bill of a payable or receivable, as scalar subqueries
 * rather than joins: planning the joins took longer than reading the page; these plan in a fraction of
 * a millisecond.
 */
export function billRefColumns(t: typeof payables | typeof receivables) {
  const paymentMethod = sql<BillJson['payment_method']>`(select json_build_object('id', m.id, 'description',
  m.description) from payment_methods m where m.id = ${t.payment_method_id})`;
  return {
    resale: sql<{ id: number; name: string }>`(select json_build_object('id', u.id, 'name', u.name)
    from resales u where u.id = ${t.resale_id})`,
    payment_method: paymentMethod,
    bill: sql<BillJson>`json_build_object('issue_date', ${t.issue_date}, 'due_date', ${t.due_date},
    'description', ${t.description}, 'account_id', ${t.account_id}, 'payment_method_id', ${t.payment_method_id},
    'payment_method', ${paymentMethod}, 'value_cents', ${t.value_cents})`,
  };
}

/** What the edit of a bill may change: a fine, a discount, its account and payment method. */
export interface BillEdit {
  fine_cents?: number;
  discount_cents?: number;
  bill_attributes?: { account_id?: number | null; payment_method_id?: number | null };
}

/**
 * The edit of a locked bill (`settledCents` of it settled so far), checked: the settlement of `enteredCents`
 * now with the edit's fine and discount (domain `settle`; a refusal in the bill's own `texts`, the entered
 * value's error on `enteredField`), and its account (of the bill's `movement`) and method, in the bill's unit.
 * Throws the field errors; else answers the settlement and the columns to write.
 */
export async function checkBillEdit(
  tx: Executor,
  row: {
    resale_id: number;
    value_cents: number;
    fine_cents: number;
    discount_cents: number;
    account_id: number | null;
  },
  settledCents: number,
  edit: BillEdit,
  enteredCents: number,
  opts: {
    movement: 'inflow' | 'outflow';
    enteredField: 'paid_value' | 'received_value';
    texts: { exceeds: string; discountTooHigh: string };
  },
) {
  const fine = edit.fine_cents ?? 0;
  const discount = edit.discount_cents ?? 0;
  const s = settle({ value_cents: row.value_cents, settled_cents: settledCents }, fine, discount, enteredCents);
  const errors = new FieldErrors();
  if (!s.ok)
    errors.add(
      s.field === 'received_value' ? opts.enteredField : s.field,
      s.reason === 'exceeds'
        ? opts.texts.exceeds
        : s.reason === 'discount'
          ? opts.texts.discountTooHigh
          : VALIDATION.greaterOrEqual(0),
    );
  const accountId = edit.bill_attributes?.account_id === undefined ? row.account_id : edit.bill_attributes.account_id;
  const methodId = edit.bill_attributes?.payment_method_id;
  await checkFinanceRefs(tx, errors, row.resale_id, {
    account_id: accountId,
    movement: opts.movement,
    payment_method_id: methodId,
  });
  errors.throwIfAny();
  if (!s.ok) throw notFound();
  return {
    settled_cents: s.settled_cents,
    /** What enters the cash ledger now. */
    entry_cents: s.entry_cents,
    /** The bill's columns the edit writes, besides what was settled and when. */
    columns: {
      value_cents: s.value_cents,
      fine_cents: row.fine_cents + fine,
      discount_cents: row.discount_cents + discount,
      account_id: accountId,
      payment_method_id: methodId,
    },
  };
}

/**
 * Settling several bills in full is all or nothing: each id must be one of the locked `rows` in the actor's
 * `units` (null: all) and still open, else the whole request is refused, each failing id with its reason.
 */
export function assertAllOpen<R extends { id: number; resale_id: number; value_cents: number }>(
  ids: number[],
  rows: R[],
  units: number[] | null,
  settled: (row: R) => number,
  alreadySettled: string,
) {
  const byId = new Map(rows.map((x) => [x.id, x]));
  const failures: { id: number; status: string[] }[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || (units && !units.includes(row.resale_id))) failures.push({ id, status: [VALIDATION.notFound] });
    else if (settled(row) >= row.value_cents) failures.push({ id, status: [alreadySettled] });
  }
  if (failures.length) throw new ValidationError(failures);
}

/**
 * A bill with payments or receipts in the cash ledger (`link`: transactions.payable_id or receivable_id)
 * may not be deleted: the refusal says `reason`.
 */
export async function assertNoLedgerEntries(tx: Executor, link: AnyPgColumn, id: number, reason: string) {
  const [entry] = await tx.select({ id: transactions.id }).from(transactions).where(eq(link, id)).limit(1);
  if (entry) throw fieldError('base', reason);
}
