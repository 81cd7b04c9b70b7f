import { SETTLEMENT_TEXTS, formatDateBr, todayIn } from '@ability/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { TZ } from '../sales/queries';

/** A deliverer's business day in a unit: the key of a settlement, and of the sales it settles. */
export interface SettlementDay {
  resale_id: number;
  employee_id: number;
  /** 'YYYY-MM-DD' in APP_TIMEZONE. */
  day: string;
}

/** The settlement day of a sale, or null when it has no deliverer (no settlement holds it). */
export function saleDay(sale: {
  resale_id: number;
  employee_id: number | null;
  sold_on: Date | string;
}): SettlementDay | null {
  if (!sale.employee_id) return null;
  return { resale_id: sale.resale_id, employee_id: sale.employee_id, day: todayIn(TZ, new Date(sale.sold_on)) };
}

const dayKey = (d: SettlementDay) => `settlement:${d.resale_id}:${d.employee_id}:${d.day}`;

/**
 * The transaction's advisory lock of each day, in key order: `shared` for a sale's writer (writers of one day
 * do not wait for each other), exclusive for closing and reopening. A close therefore waits for the writers
 * already past their check to commit, and a writer waits for a close in progress, then reads it closed: the
 * expected kept at close is what the sales hold. Outside a transaction it lasts the statement only.
 */
export async function lockSettlementDays(tx: Executor, days: SettlementDay[], mode: 'shared' | 'exclusive') {
  const keys = [...new Set(days.map(dayKey))].sort();
  if (!keys.length) return;
  const fn = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  const locks: SQL[] = keys.map((k) => sql`${fn}(hashtextextended(${k}::text, 0))`);
  // One statement; PostgreSQL evaluates the select list left to right, so the locks are taken in key order.
  await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
}

/**
 * The one check of the sales' write path (sales service: create, edit, status moves, cancel, delete, moving
 * to another deliverer or day) and of a deliverer's own cash entries: for each of `days` (null = no
 * deliverer), the pt-BR `reason` when its settlement is closed, else null. Takes the days' shared locks first, then reads in a statement
 * of its own, whose snapshot sees a close that committed while it waited.
 */
export async function closedDayRefusals(
  tx: Executor,
  days: (SettlementDay | null)[],
  reason: (employee: string, day: string) => string = SETTLEMENT_TEXTS.errors.dayClosed,
): Promise<(string | null)[]> {
  const known = days.filter((d): d is SettlementDay => d !== null);
  if (!known.length) return days.map(() => null);
  await lockSettlementDays(tx, known, 'shared');
  const rows = await queryRows<{ resale_id: number; employee_id: number; day: string; name: string }>(
    tx,
    sql`select s.resale_id, s.employee_id, s.business_day::text as day, e.name
          from settlements s join employees e on e.id = s.employee_id
         where s.status = 'closed'
           and (s.resale_id, s.employee_id, s.business_day) in (${sql.join(
             known.map((d) => sql`(${d.resale_id}::int, ${d.employee_id}::int, ${d.day}::date)`),
             sql`, `,
           )})`,
  );
  const closed = new Map(rows.map((r) => [dayKey({ ...r, day: String(r.day) }), r.name]));
  return days.map((d) => {
    const name = d ? closed.get(dayKey(d)) : undefined;
    return d && name !== undefined ? reason(name, formatDateBr(d.day)) : null;
  });
}
