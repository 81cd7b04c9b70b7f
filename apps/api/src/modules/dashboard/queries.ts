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

/** The period's counted sales (not canceled or rejected), by sold_on in the business days: sales_resale_sold_on_idx. */
const periodSales = (s: DashboardScope) => sql`${unitSql(sql`s.resale_id`, s.units)}
  and s.sold_on >= (${s.start}::date)::timestamp at time zone ${s.timeZone}
  and s.sold_on < (${s.end}::date + 1)::timestamp at time zone ${s.timeZone}
  and s.status not in ('canceled', 'rejected')`;

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

/**
 * One pass over the period's sales: orders and revenue per hour of the business day and channel, and per
 * deliverer the delivered sales sorted into the delivery-time buckets (delivered_at − sold_on, each limit
 * inclusive) and those within ON_TIME_MINUTES. The rule of the buckets is this statement's alone.
 */
export async function salesFigures(db: Executor, s: DashboardScope) {
  const minutes = sql`(extract(epoch from (x.delivered_at - x.sold_on)) / 60.0)`;
  const [l1, l2, l3] = DELIVERY_BUCKET_LIMITS;
  const bucket = (lo: number | null, hi: number | null) =>
    sql`count(*) filter (where x.delivered_at is not null ${lo === null ? sql`` : sql`and ${minutes} > ${lo}`}
      ${hi === null ? sql`` : sql`and ${minutes} <= ${hi}`})::int`;
  const rows = await queryRows<{
    by_deliverer: boolean;
    hour: number | null;
    channel: SaleChannel | null;
    employee_id: number | null;
    orders: number;
    revenue_cents: string;
    b0: number;
    b1: number;
    b2: number;
    b3: number;
    delivered: number;
    on_time: number;
  }>(
    db,
    sql`select grouping(x.hour, x.channel) = 3 as by_deliverer, x.hour, x.channel, x.employee_id,
               count(*)::int as orders, coalesce(sum(x.total_cents), 0)::bigint as revenue_cents,
               ${bucket(null, l1)} as b0, ${bucket(l1, l2)} as b1, ${bucket(l2, l3)} as b2, ${bucket(l3, null)} as b3,
               count(*) filter (where x.delivered_at is not null)::int as delivered,
               count(*) filter (where x.delivered_at is not null and ${minutes} <= ${ON_TIME_MINUTES})::int as on_time
          from (select extract(hour from s.sold_on at time zone ${s.timeZone})::int as hour, s.channel, s.employee_id,
                       s.total_cents, s.sold_on, s.delivered_at
                  from sales s where ${periodSales(s)}) x
         group by grouping sets ((x.hour, x.channel), (x.employee_id))`,
  );
  const hours: HourRow[] = [];
  const deliverers: DelivererRow[] = [];
  for (const r of rows) {
    if (!r.by_deliverer)
      hours.push({ hour: r.hour!, channel: r.channel!, orders: r.orders, revenue_cents: num(r.revenue_cents) });
    else if (r.delivered > 0)
      deliverers.push({
        employee_id: r.employee_id,
        delivered: r.delivered,
        buckets: [r.b0, r.b1, r.b2, r.b3],
        on_time: r.on_time,
      });
  }
  hours.sort((a, b) => a.hour - b.hour || SALE_CHANNELS.indexOf(a.channel) - SALE_CHANNELS.indexOf(b.channel));
  return { hours, deliverers };
}

/**
 * Late deliveries now (domain.md "Sale status"): sales the 15-minute job marked delayed, and in_transit
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
