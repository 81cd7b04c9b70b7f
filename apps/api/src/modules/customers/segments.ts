import {
  CUSTOMER_SEGMENTS,
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
import { type Executor, pgArray, queryPrepared, queryRows } from '../../db/client';
import { type KeptReplies, keptValue } from '../../lib/kept';
import { unitCondition } from '../../lib/scope';
import { queueCondition } from './repurchase';

/**
 * Customer segments on the server. The rule is the domain's table
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

/** The sales counted in the value over 12 months of `units` (null: every unit). */
function windowSales(units: number[] | null, today: IsoDate): SQL {
  return sql`s.sold_on >= ${windowStart(today)} and s.status not in ('canceled', 'rejected')
    and s.customer_id is not null ${units === null ? sql`` : sql`and ${unitCondition(sql`s.resale_id`, units)}`}`;
}

/**
 * A unit's VIP cut (null: none) and its VIP members: the unit's customers at or above it (value ≥ cut > 0 in
 * the unit) whom no earlier rule of SEGMENT_RULES takes (new, inactive, at risk).
 */
export interface UnitVip {
  cut: number | null;
  members: number[];
}

/**
 * The unit's VIP cut: among the customers who bought in the unit in the 12 months (its sales, through
 * sales_value_window_idx without reading the table), the value of the last one of the top, ties sharing a
 * rank: rank ≤ floor(n × VIP_TOP_SHARE), the cut vipThreshold gives (the API tests compare both); and the
 * customers of the unit who reach it and are in no earlier segment, from the same pass. The value test of
 * the rules (testSql) is then membership: for a customer no earlier rule takes it is the same test, and for
 * the others it is not reached. Leaving out those the earlier rules take keeps the list short (in the bench's
 * unit: 1,471 of 10,479 at the cut), and with it every `segment=` read that tests it.
 */
async function computeUnitVip(db: Executor, unit: number, today: IsoDate): Promise<UnitVip> {
  const [row] = await queryRows<{ cut: string | null; members: number[] | null }>(
    db,
    sql`with v as materialized (
          select s.customer_id, sum(s.total_cents)::bigint as value from sales s
           where ${windowSales([unit], today)} group by s.customer_id having sum(s.total_cents) > 0),
        c as (select min(x.value) as cut
                from (select v.value, rank() over (order by v.value desc) as rk, count(*) over () as n from v) x
               where x.rk <= floor(x.n * ${VIP_TOP_SHARE}::numeric + 0.000000001))
        select (select cut from c) as cut,
               (select array_agg(v.customer_id order by v.customer_id)
                  from v join customers on customers.id = v.customer_id and customers.resale_id = ${unit}
                 where v.value >= (select cut from c) ${earlierThanVip(today)}) as members`,
  );
  return { cut: row?.cut == null ? null : Number(row.cut), members: (row?.members ?? []).map(Number) };
}

/**
 * The VIP cut and members of each of `units`, kept in memory per unit and day (`kept`, lib/kept.ts): a cut
 * reads all the unit's sales of 12 months, too much for every page of the list. After a sale is written (the
 * sales' NOTIFY, and this process's own writes) the next read of the cut starts reading it again in the
 * background and is answered with the previous one (kept with serveStale, app.ts), so a busy unit's list
 * never waits on its cut but for the first read of the day; the reads after that one see the new cut.
 */
export async function unitVips(
  db: Executor,
  units: number[],
  today: IsoDate,
  kept?: KeptReplies,
): Promise<Map<number, UnitVip>> {
  const out = new Map<number, UnitVip>();
  await Promise.all(
    units.map(async (unit) => {
      if (!kept) {
        out.set(unit, await computeUnitVip(db, unit, today));
        return;
      }
      out.set(unit, await keptValue(kept, `${unit}:${today}`, () => computeUnitVip(db, unit, today), false));
    }),
  );
  return out;
}

/** The VIP cuts of `units` (units with fewer than 10 buyers have none). */
export async function vipCuts(db: Executor, units: number[], today: IsoDate, kept?: KeptReplies) {
  const cuts = new Map<number, number>();
  for (const [unit, v] of await unitVips(db, units, today, kept)) if (v.cut !== null) cuts.set(unit, v.cut);
  return cuts;
}

/** `and not …` for each rule of SEGMENT_RULES before the VIP one (over the customers row). */
function earlierThanVip(today: IsoDate): SQL {
  const vipAt = SEGMENT_RULES.findIndex((r) => r.when.test === 'value_at_cut');
  return sql.join(
    SEGMENT_RULES.slice(0, vipAt).map((r) => sql` and not ${testSql(r.when, new Map(), today)}`),
    sql``,
  );
}

/**
 * VIP: the customer is among its own unit's VIP members (unitVips): per unit, its customers whose id is a
 * member, which PostgreSQL reads by primary key (a list of (id, unit) pairs was matched by hashing every
 * customer of the scope instead).
 */
function vipCondition(vips: Map<number, UnitVip>): SQL {
  const units = [...vips].filter(([, v]) => v.members.length);
  if (!units.length) return sql`false`;
  return sql`(${sql.join(
    units.map(
      ([unit, v]) => sql`("customers"."resale_id" = ${unit} and "customers"."id" = any(${pgArray(v.members)}::int[]))`,
    ),
    sql` or `,
  )})`;
}

/** One test of SEGMENT_RULES in SQL over the customers row; never null, so NOT of it is safe. */
function testSql(t: SegmentTest, vips: Map<number, UnitVip>, today: IsoDate): SQL {
  const last = sql`"customers"."last_sale_on"`;
  const avg = sql`"customers"."purchase_interval_days"`;
  const idle = sql`greatest(0, ${today}::date - ${last})`;
  switch (t.test) {
    case 'no_sale':
      return sql`(${last} is null)`;
    case 'first_sale_within':
      // daysSinceSale(first) ≤ days, written as a bound on the first sale day (a day ahead of today is day 0),
      // which customers_first_sale_idx (0033) serves.
      // (… and … is not null: never null, and still a bound the index serves.)
      return sql`(coalesce("customers"."first_sale_on", ${last}) >= ${today}::date - ${t.days}::int
        and coalesce("customers"."first_sale_on", ${last}) is not null)`;
    case 'idle_at_least':
      // Never fewer than minDays: that bound on the last sale day first (customers_last_sale_idx), then the rule.
      return sql`(${last} <= ${today}::date - ${t.minDays}::int
        and coalesce(${idle} >= greatest(coalesce(${t.intervals}::numeric * ${avg}, ${t.minDays}::int), ${t.minDays}::int), false))`;
    case 'idle_over':
      return sql`coalesce(${avg} is not null and ${idle} > ${t.intervals}::numeric * ${avg}, false)`;
    case 'value_at_cut':
      return vipCondition(vips);
  }
}

/**
 * Customers in `segment` on `today`: the rules of the segment that hold with no earlier rule holding.
 * `vips`: the VIP members of the units in scope (unitVips), read when the segment's rules reach the VIP one.
 */
export function segmentCondition(segment: CustomerSegment, vips: Map<number, UnitVip>, today: IsoDate): SQL {
  const tests = SEGMENT_RULES.map((r) => testSql(r.when, vips, today));
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

/**
 * The segment of the customers row on `today` as one SQL expression: SEGMENT_RULES in order, the first
 * that holds (as segmentCondition tells each segment apart), DEFAULT_SEGMENT otherwise. The dashboard's
 * customers per segment group by it.
 */
export function segmentCase(vips: Map<number, UnitVip>, today: IsoDate): SQL {
  const whens = SEGMENT_RULES.map((r) => sql`when ${testSql(r.when, vips, today)} then ${r.segment}`);
  return sql`(case ${sql.join(whens, sql` `)} else ${DEFAULT_SEGMENT} end)`;
}

/** The units' VIP members for `units` (null: every unit), kept per unit and day as unitVips does. */
export async function scopeVips(
  db: Executor,
  units: number[] | null,
  kept?: KeptReplies,
): Promise<Map<number, UnitVip>> {
  const scope = units ?? (await queryRows<{ id: number }>(db, sql`select id from resales`)).map((r) => Number(r.id));
  return unitVips(db, scope, businessToday(), kept);
}

/**
 * Customers of the units per segment on today (the same rules as the list's tags), and how many of them are
 * due in the re-purchase queue (queueCondition, with the Gás do Povo vouchers due: the Painel's queue size), counted in one pass.
 */
async function countBySegment(db: Executor, units: number[] | null, today: string, kept?: KeptReplies) {
  const vips = await scopeVips(db, units, kept);
  const rows = await queryRows<{ segment: CustomerSegment; n: number; due: number }>(
    db,
    sql`select ${segmentCase(vips, today)} as segment, count(*)::int as n,
               (count(*) filter (where ${queueCondition(units)}))::int as due
          from customers
         where ${unitCondition(sql`"customers"."resale_id"`, units) ?? sql`true`} group by 1`,
  );
  const counts = new Map(rows.map((r) => [r.segment, r.n]));
  return {
    segments: CUSTOMER_SEGMENTS.map((segment) => ({ segment, customers: counts.get(segment) ?? 0 })),
    due: rows.reduce((a, r) => a + r.due, 0),
  };
}

type SegmentCounts = Awaited<ReturnType<typeof countBySegment>>;

/**
 * The counts per segment (and the queue's size) read every customer of the units (100,000 in a large unit):
 * kept with the VIP cuts (`kept`, serveStale: app.ts), per units and day, and counted again in the background
 * after a write of this process (a contact outcome, a sale) or a sale's NOTIFY.
 */
export async function segmentCounts(db: Executor, units: number[] | null, today: string, kept?: KeptReplies) {
  if (!kept) return countBySegment(db, units, today);
  const key = `segments:${units === null ? 'all' : [...units].sort((a, b) => a - b).join(',')}:${today}`;
  const entry = kept.get(key, async () => ({
    body: Buffer.from(JSON.stringify(await countBySegment(db, units, today, kept))),
    headers: {},
  }));
  return JSON.parse((await entry.reply).body.toString()) as SegmentCounts;
}

/**
 * Value over 12 months of each of the `customers` in their own unit; absent is 0. Their sales are read by
 * customer (sales_customer_sold_on_idx), grouped per customer and unit, and each customer keeps the sum of
 * their own unit here: joining the customers instead made PostgreSQL probe the unit's name index once per
 * sale (100 ms for a page of 25 on 100,000 customers, against 6 ms). The units are not a condition of the
 * statement: its generic plan (a prepared statement's plan from its sixth call) then ANDed the units' index
 * over the whole year's sales (538,821 entries, 27 ms a page alone and 99 ms under 16 callers, against 2 ms).
 */
export async function values12m(
  db: Executor,
  customers: { id: number; resale_id: number }[],
  today: IsoDate,
): Promise<Map<number, number>> {
  if (!customers.length) return new Map();
  // Every page of every list asks this: one text whatever the page (an array as parameter), prepared, as
  // planning it over the sales' indexes cost more than running it.
  const rows = await queryPrepared<{ id: number; resale_id: number; value: string }>(
    db,
    sql`select s.customer_id as id, s.resale_id, sum(s.total_cents)::bigint as value
          from sales s
         where s.customer_id = any(${pgArray(customers.map((c) => c.id))}::int[]) and ${windowSales(null, today)}
         group by s.customer_id, s.resale_id`,
  );
  const unitOf = new Map(customers.map((c) => [c.id, c.resale_id]));
  return new Map(
    rows.filter((r) => unitOf.get(Number(r.id)) === Number(r.resale_id)).map((r) => [Number(r.id), Number(r.value)]),
  );
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
  kept?: KeptReplies,
  today: IsoDate = businessToday(),
): Promise<(T & { segment: CustomerSegment })[]> {
  if (!rows.length) return [];
  const [cuts, values] = await Promise.all([
    vipCuts(db, [...new Set(rows.map((r) => r.resale_id))], today, kept),
    values12m(db, rows, today),
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

/** Whether telling `segment` apart needs the VIP cut (its rules, or the default's, come at or after the VIP one). */
export function segmentNeedsCut(segment: CustomerSegment): boolean {
  const vipAt = SEGMENT_RULES.findIndex((r) => r.when.test === 'value_at_cut');
  const last =
    segment === DEFAULT_SEGMENT ? SEGMENT_RULES.length : SEGMENT_RULES.findLastIndex((r) => r.segment === segment);
  return vipAt >= 0 && last >= vipAt;
}

/** The units' VIP members the list's `segment=` filter needs for `units` (null: every unit). */
export async function filterVips(
  db: Executor,
  segment: CustomerSegment | undefined,
  units: number[] | null,
  kept?: KeptReplies,
): Promise<Map<number, UnitVip>> {
  if (!segment || !segmentNeedsCut(segment)) return new Map();
  return scopeVips(db, units, kept);
}
