import {
  type CustomerSegment,
  DEFAULT_SEGMENT,
  type IsoDate,
  SEGMENT_RULES,
  type SegmentTest,
  VIP_TOP_SHARE,
  customerSegment,
  todayIn,
  valueWindowStart,
} from '@ability/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, pgArray, queryRows } from '../../db/client';
import { unitCondition } from '../../lib/scope';

/**
 * Customer segments on the server (domain.md "Customers over time"). The rule is the domain's table
 * SEGMENT_RULES: customerSegment evaluates it for the rows shown (the list's tags, the export, the
 * customer), and segmentCondition translates the same table to SQL for the list's `segment=` filter.
 * Nothing is stored: the statistics (first and last sale day, mean interval) are the customer's row,
 * the value over 12 months is summed on read from the sales (sales_resale_sold_on_idx for a unit's
 * cut, sales_customer_sold_on_idx for a page's customers).
 */

const TZ = process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';

/** Today in the business's time zone: the day the segments are computed for. */
export const businessToday = (): IsoDate => todayIn(TZ);

/** The first instant counted in the value over 12 months. */
const windowStart = (today: IsoDate) => sql`(${valueWindowStart(today)}::date)::timestamp at time zone ${TZ}`;

/**
 * Value over 12 months of each customer who bought in that time, in their own unit, with the customer's
 * rank in the unit by value and how many bought there. A customer is VIP when its rank is within the top
 * (ties share a rank, so every customer at the cut gets in): rank ≤ floor(n × VIP_TOP_SHARE), which is
 * `value ≥ vipThreshold(values of the unit)` (the API tests compare both).
 */
function rankedValues(units: number[] | null, today: IsoDate): SQL {
  return sql`select v.resale_id, v.customer_id, v.value,
      rank() over (partition by v.resale_id order by v.value desc) as rk,
      count(*) over (partition by v.resale_id) as n
    from (select s.resale_id, s.customer_id, sum(s.total_cents)::bigint as value
            from sales s join customers cu on cu.id = s.customer_id and cu.resale_id = s.resale_id
           where s.sold_on >= ${windowStart(today)} and s.status not in ('canceled', 'rejected')
             ${units === null ? sql`` : sql`and ${unitCondition(sql`s.resale_id`, units)}`}
           group by s.resale_id, s.customer_id
          having sum(s.total_cents) > 0) v`;
}

const inTop = sql`x.rk <= floor(x.n * ${VIP_TOP_SHARE}::numeric + 0.000000001)`;

/** The VIP customers of `units` (null: every unit), as a subquery of ids. */
function vipIds(units: number[] | null, today: IsoDate): SQL {
  return sql`select x.customer_id from (${rankedValues(units, today)}) x where ${inTop}`;
}

/** One test of SEGMENT_RULES in SQL over the customers row; never null, so NOT of it is safe. */
function testSql(t: SegmentTest, units: number[] | null, today: IsoDate): SQL {
  const last = sql`"customers"."last_sale_on"`;
  const avg = sql`"customers"."purchase_interval_days"`;
  const idle = sql`greatest(0, ${today}::date - ${last})`;
  switch (t.test) {
    case 'no_sale':
      return sql`(${last} is null)`;
    case 'first_sale_within':
      return sql`coalesce(greatest(0, ${today}::date - coalesce("customers"."first_sale_on", ${last})) <= ${t.days}::int, false)`;
    case 'idle_at_least':
      return sql`coalesce(${idle} >= greatest(coalesce(${t.intervals}::numeric * ${avg}, ${t.minDays}::int), ${t.minDays}::int), false)`;
    case 'idle_over':
      return sql`coalesce(${avg} is not null and ${idle} > ${t.intervals}::numeric * ${avg}, false)`;
    case 'value_at_cut':
      return sql`("customers"."id" in (${vipIds(units, today)}))`;
  }
}

/** Customers (of `units`) in `segment` on `today`: the rules of the segment that hold with no earlier rule holding. */
export function segmentCondition(segment: CustomerSegment, units: number[] | null, today: IsoDate): SQL {
  const tests = SEGMENT_RULES.map((r) => testSql(r.when, units, today));
  const notBefore = (i: number) => tests.slice(0, i).map((t) => sql`not ${t}`);
  const branches = SEGMENT_RULES.flatMap((r, i) =>
    r.segment === segment ? [sql.join([tests[i]!, ...notBefore(i)], sql` and `)] : [],
  );
  if (segment === DEFAULT_SEGMENT) branches.push(sql.join(notBefore(tests.length), sql` and `));
  return branches.length
    ? sql`(${sql.join(
        branches.map((b) => sql`(${b})`),
        sql` or `,
      )})`
    : sql`false`;
}

/** The VIP cut of each of `units` (units with fewer than 10 buyers have none). */
export async function vipCuts(db: Executor, units: number[], today: IsoDate): Promise<Map<number, number>> {
  if (!units.length) return new Map();
  const rows = await queryRows<{ resale_id: number; cut: string }>(
    db,
    sql`select x.resale_id, min(x.value) as cut from (${rankedValues(units, today)}) x where ${inTop} group by x.resale_id`,
  );
  return new Map(rows.map((r) => [Number(r.resale_id), Number(r.cut)]));
}

/** Value over 12 months of each of the customers `ids` (in their own unit); absent is 0. */
export async function values12m(db: Executor, ids: number[], today: IsoDate): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number; value: string }>(
    db,
    sql`select s.customer_id as id, sum(s.total_cents)::bigint as value
          from sales s join customers cu on cu.id = s.customer_id and cu.resale_id = s.resale_id
         where s.customer_id = any(${pgArray(ids)}::int[]) and s.sold_on >= ${windowStart(today)}
           and s.status not in ('canceled', 'rejected')
         group by s.customer_id`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.value)]));
}

export interface SegmentFacts {
  id: number;
  resale_id: number;
  first_sale_on: string | null;
  last_sale_on: string | null;
  purchase_interval_days: number | null;
}

/** The rows with their segment on today (customerSegment over their statistics, value and unit cut). */
export async function withSegments<T extends SegmentFacts>(
  db: Executor,
  rows: T[],
  today: IsoDate = businessToday(),
): Promise<(T & { segment: CustomerSegment })[]> {
  if (!rows.length) return [];
  const [cuts, values] = await Promise.all([
    vipCuts(db, [...new Set(rows.map((r) => r.resale_id))], today),
    values12m(
      db,
      rows.map((r) => r.id),
      today,
    ),
  ]);
  return rows.map((r) => ({
    ...r,
    segment: customerSegment(
      {
        firstSaleOn: r.first_sale_on,
        lastSaleOn: r.last_sale_on,
        averageIntervalDays: r.purchase_interval_days,
        value12mCents: values.get(r.id) ?? 0,
        vipCutCents: cuts.get(r.resale_id) ?? null,
      },
      today,
    ),
  }));
}
