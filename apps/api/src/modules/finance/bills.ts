import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { type PageRequest, type PageResult, pageWithCount } from '../../lib/list';
import { zDate, zId, zText } from '../../lib/zod';

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
 * The status rule payables and receivables share (domain.md "Finance"): a bill is settled (`paid`,
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
