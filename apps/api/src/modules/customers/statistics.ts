import { purchaseStatsFromSpan } from '@ability/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, pgArray, queryRows } from '../../db/client';
import { lockCustomers } from './lock';

/** Calendar days are the business's days (APP_TIMEZONE), as everywhere in the app. */
const TZ = process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';

/** A customer's stored purchase statistics and the span they come from. */
export interface CustomerStatistics {
  last_sale_on: string | null;
  purchase_interval_days: number | null;
  next_purchase_on: string | null;
  first_sale_on: string | null;
  purchase_days: number | null;
}

export interface StatisticsDrift {
  id: number;
  stored: CustomerStatistics;
  expected: CustomerStatistics;
}

const FIELDS = [
  'last_sale_on',
  'purchase_interval_days',
  'next_purchase_on',
  'first_sale_on',
  'purchase_days',
] as const;

const day = (d: SQL) => sql`to_char(${d}, 'YYYY-MM-DD')`;

/** The statistics of a span of purchase days (first, last, how many distinct): purchaseStatsFromSpan's. */
function statisticsOf(first: string | null, last: string | null, days: number): CustomerStatistics {
  const s = purchaseStatsFromSpan(first, last, days);
  return { ...s, first_sale_on: days > 0 ? first : null, purchase_days: days };
}

/**
 * The customers (`ids`, or all) whose stored statistics differ from the ones their sales that were not
 * canceled or rejected give: stored and expected. The database sends each one's span of purchase days
 * (first, last, how many), which is all the mean needs.
 */
export async function customerStatisticsDrift(db: Executor, ids: number[] | 'all'): Promise<StatisticsDrift[]> {
  const which: SQL = ids === 'all' ? sql`true` : sql`c.id = any(${pgArray(ids)}::int[])`;
  const rows = await queryRows<
    CustomerStatistics & { id: number; first: string | null; last: string | null; n: number }
  >(
    db,
    sql`select c.id, ${day(sql`c.last_sale_on`)} as last_sale_on, c.purchase_interval_days,
               ${day(sql`c.next_purchase_on`)} as next_purchase_on, ${day(sql`c.first_sale_on`)} as first_sale_on,
               c.purchase_days, ${day(sql`min(d.day)`)} as first, ${day(sql`max(d.day)`)} as last,
               count(distinct d.day)::int as n
          from customers c
          left join (select customer_id, (sold_on at time zone ${TZ})::date as day from sales
                      where status not in ('canceled', 'rejected')) d on d.customer_id = c.id
         where ${which}
         group by c.id`,
  );
  const out: StatisticsDrift[] = [];
  for (const r of rows) {
    const expected = statisticsOf(r.first, r.last, Number(r.n));
    const stored: CustomerStatistics = {
      last_sale_on: r.last_sale_on,
      purchase_interval_days: r.purchase_interval_days,
      next_purchase_on: r.next_purchase_on,
      first_sale_on: r.first_sale_on,
      purchase_days: r.purchase_days,
    };
    if (FIELDS.some((f) => stored[f] !== expected[f])) out.push({ id: Number(r.id), stored, expected });
  }
  return out;
}

/**
 * Recomputes last sale day, mean interval and predicted next purchase (and the span they come from) of
 * the customers (`ids`, or all) from their sales that were not canceled or rejected, writing the ones that
 * changed. The sales service calls it in the sale's transaction for the customers a write touched; the
 * read models' rebuild for all.
 */
export async function refreshCustomerStatistics(tx: Executor, ids: number[] | 'all'): Promise<void> {
  if (ids !== 'all' && ids.length === 0) return;
  // A write's customers are locked before their history is read (lockCustomers): a concurrent writer's
  // sales are then in this read's snapshot. The rebuild of all runs alone (seeding, maintenance).
  const drift = await customerStatisticsDrift(tx, ids === 'all' ? ids : await lockCustomers(tx, ids));
  for (let i = 0; i < drift.length; i += 5000) {
    const part = drift.slice(i, i + 5000);
    const col = <K extends keyof CustomerStatistics>(k: K) => pgArray(part.map((d) => d.expected[k]));
    await tx.execute(sql`update customers c
        set last_sale_on = x.last_sale_on, purchase_interval_days = x.purchase_interval_days,
            next_purchase_on = x.next_purchase_on, first_sale_on = x.first_sale_on, purchase_days = x.purchase_days
       from unnest(${pgArray(part.map((d) => d.id))}::int[], ${col('last_sale_on')}::date[],
                   ${col('purchase_interval_days')}::int[], ${col('next_purchase_on')}::date[],
                   ${col('first_sale_on')}::date[], ${col('purchase_days')}::int[])
            as x(id, last_sale_on, purchase_interval_days, next_purchase_on, first_sale_on, purchase_days)
      where c.id = x.id`);
  }
}
