import { DELIVERY_BUCKET_LIMITS, ON_TIME_MINUTES, SALE_CHANNELS, type SaleChannel, delayCutoff } from '@ability/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { unitCondition } from '../../lib/scope';

/** What the dashboard covers: units (null = every unit), the period's business days, the time zone. */
export interface DashboardScope {
  units: number[] | null;
  start: string;
  end: string;
  timeZone: string;
}

const num = (v: unknown) => Number(v ?? 0);

/** The units condition (lib/scope.ts), `true` when unrestricted. */
const unitSql = (column: SQL, units: number[] | null): SQL => unitCondition(column, units) ?? sql`true`;

export interface HourRow {
  hour: number;
  channel: SaleChannel;
  orders: number;
  revenue_cents: number;
}

export interface DelivererRow {
  employee_id: number | null;
  delivered: number;
  /** Counts per delivery-time bucket, in DELIVERY_BUCKETS order. */
  buckets: number[];
  on_time: number;
}

/** The period's business days of `units` on the per-day sums (0040_dashboard_sums). */
const periodDays = (s: DashboardScope) =>
  sql`${unitSql(sql`t.resale_id`, s.units)} and t.day between ${s.start}::date and ${s.end}::date`;

/**
 * The period's sales from the per-day sums the sales' triggers keep (migration 0040_dashboard_sums, declared in
 * read-models/sales.ts): orders and revenue per hour of the business day and channel (sale_hour_sums), and per
 * deliverer the delivered sales in each delivery-time bucket (sale_delivery_sums: sale_delivery_bucket, each
 * limit of DELIVERY_BUCKET_LIMITS inclusive); on time is within ON_TIME_MINUTES, the buckets up to that limit.
 * A busy unit's 30 days are a few thousand of these rows instead of some 40,000 sales.
 */
export async function salesFigures(db: Executor, s: DashboardScope) {
  const [hourRows, deliveryRows] = await Promise.all([
    queryRows<{ hour: number; channel: SaleChannel; orders: number; revenue_cents: string }>(
      db,
      sql`select t.hour::int as hour, t.channel, sum(t.n)::int as orders, sum(t.total_cents)::bigint as revenue_cents
            from sale_hour_sums t where ${periodDays(s)} group by 1, 2`,
    ),
    queryRows<{ employee_id: number; bucket: number; n: number }>(
      db,
      sql`select t.employee_id, t.bucket::int as bucket, sum(t.n)::int as n
            from sale_delivery_sums t where ${periodDays(s)} group by 1, 2`,
    ),
  ]);
  const hours: HourRow[] = hourRows.map((r) => ({
    hour: r.hour,
    channel: r.channel,
    orders: r.orders,
    revenue_cents: num(r.revenue_cents),
  }));
  hours.sort((a, b) => a.hour - b.hour || SALE_CHANNELS.indexOf(a.channel) - SALE_CHANNELS.indexOf(b.channel));
  const onTimeBuckets = DELIVERY_BUCKET_LIMITS.indexOf(ON_TIME_MINUTES as (typeof DELIVERY_BUCKET_LIMITS)[number]) + 1;
  const byDeliverer = new Map<number, DelivererRow>();
  for (const r of deliveryRows) {
    const id = Number(r.employee_id);
    const d = byDeliverer.get(id) ?? {
      employee_id: id === 0 ? null : id,
      delivered: 0,
      buckets: [0, 0, 0, 0],
      on_time: 0,
    };
    d.buckets[r.bucket] = (d.buckets[r.bucket] ?? 0) + r.n;
    d.delivered += r.n;
    if (r.bucket < onTimeBuckets) d.on_time += r.n;
    byDeliverer.set(id, d);
  }
  return { hours, deliverers: [...byDeliverer.values()] };
}

/**
 * Late deliveries now: sales the 15-minute job marked delayed, and in_transit
 * ones past the 15 minutes it has not reached yet (sales_delayed_idx, sales_in_transit_idx).
 */
export async function lateCount(db: Executor, units: number[] | null, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from sales s where s.status = 'delayed' and ${unitSql(sql`s.resale_id`, units)})
              + (select count(*) from sales s where s.status = 'in_transit' and s.in_transit_at < ${delayCutoff(now).toISOString()}::timestamptz
                   and ${unitSql(sql`s.resale_id`, units)}))::int as n`,
  );
  return row?.n ?? 0;
}

/**
 * Cash and term of the period's sales as their money was booked (receivables/saleMoney.ts planSaleMoney):
 * the sales' cash entries of the period's days (less the change), and the receivables they opened.
 */
export async function cashAndTerm(db: Executor, s: DashboardScope) {
  const [row] = await queryRows<{ cash: string; term: string }>(
    db,
    sql`select (select coalesce(sum(t.value_cents), 0) from transactions t
                 where t.date between ${s.start}::date and ${s.end}::date and ${unitSql(sql`t.resale_id`, s.units)}
                   and t.movement = 'receivable' and t.sale_id is not null and t.receivable_id is null)::bigint as cash,
               (select coalesce(sum(r.value_cents), 0) from receivables r
                 where r.issue_date between ${s.start}::date and ${s.end}::date and ${unitSql(sql`r.resale_id`, s.units)}
                   and r.sale_id is not null)::bigint as term`,
  );
  return { cash_cents: num(row?.cash), term_cents: num(row?.term) };
}

/** Names of employees by id. */
export async function employeeNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from employees where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
