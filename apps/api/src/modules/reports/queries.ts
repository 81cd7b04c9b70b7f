import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** Who and what a report covers: units (null = all), the period, and the deliverer when one asks. */
export interface ReportScope {
  units: number[] | null;
  /** A deliverer sees only the sales assigned to them (domain.md "Sale status"). */
  employeeId: number | null;
  start: string;
  end: string;
  timeZone: string;
}

const inList = (column: SQL, ids: number[]) =>
  sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

function unitSql(column: SQL, units: number[] | null): SQL {
  if (units === null) return sql`true`;
  if (units.length === 0) return sql`false`;
  return inList(column, units);
}

/**
 * Sales of the period (sold_on in the unit's local days), of the scope's units and deliverer.
 * `counted` leaves out canceled and rejected sales, which bring no money.
 */
function saleWhere(s: ReportScope, counted = true): SQL {
  return sql`s.sold_on >= (${s.start}::date)::timestamp at time zone ${s.timeZone}
    and s.sold_on < (${s.end}::date + 1)::timestamp at time zone ${s.timeZone}
    and ${unitSql(sql`s.resale_id`, s.units)}
    ${s.employeeId === null ? sql`` : sql`and s.employee_id = ${s.employeeId}`}
    ${counted ? sql`and s.status not in ('canceled', 'rejected')` : sql``}`;
}

/** Cash-ledger entries of the scope: a deliverer sees only the entries of their own sales and receipts. */
function transactionWhere(s: ReportScope, start = s.start, end = s.end): SQL {
  return sql`t.date between ${start}::date and ${end}::date
    and ${unitSql(sql`t.resale_id`, s.units)}
    ${s.employeeId === null ? sql`` : sql`and t.employee_id = ${s.employeeId}`}`;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * The items of each sale of the period, read sale by sale from the covering index (sale_id → product,
 * quantity, price, discount). `offset 0` keeps the planner from turning this into a hash join over
 * every item ever sold: the work grows with the period's sales, not with the table.
 */
const itemsOf = sql`(select i.product_id, i.quantity, i.price_cents, i.discount_cents from sale_items i
                      where i.sale_id = s.id offset 0) i`;

/**
 * Money of the sales per seller (the sale's employee, 0 = none) and payment method. The change given
 * back comes off the sale's last payment, so each sale adds up to its total (payments − change).
 */
export async function paymentsBySeller(db: Executor, s: ReportScope) {
  const rows = await queryRows<{ employee_id: number; method_id: number; cents: string }>(
    db,
    sql`select coalesce(s.employee_id, 0) as employee_id, p.payment_method_id as method_id,
               sum(p.value_cents - case when s.change_cents > 0
                     and p.id = (select max(p2.id) from sale_payments p2 where p2.sale_id = s.id)
                   then s.change_cents else 0 end)::bigint as cents
          from sales s
          cross join lateral (select p.id, p.payment_method_id, p.value_cents from sale_payments p
                               where p.sale_id = s.id offset 0) p
         where ${saleWhere(s)}
         group by 1, 2`,
  );
  return rows.map((r) => ({ employee_id: num(r.employee_id), method_id: num(r.method_id), cents: num(r.cents) }));
}

/** Quantity and value (price × quantity − discount) of the items per seller and product. */
export async function itemsBySeller(db: Executor, s: ReportScope) {
  const rows = await queryRows<{ employee_id: number; product_id: number; quantity: string; cents: string }>(
    db,
    sql`select coalesce(s.employee_id, 0) as employee_id, i.product_id,
               sum(i.quantity)::bigint as quantity,
               sum(i.price_cents::bigint * i.quantity - i.discount_cents)::bigint as cents
          from sales s cross join lateral ${itemsOf}
         where ${saleWhere(s)}
         group by 1, 2`,
  );
  return rows.map((r) => ({
    employee_id: num(r.employee_id),
    product_id: num(r.product_id),
    quantity: num(r.quantity),
    cents: num(r.cents),
  }));
}

/** Number of orders per status (canceled and rejected included). */
export async function statusCounts(db: Executor, s: ReportScope) {
  const rows = await queryRows<{ status: string; n: string }>(
    db,
    sql`select s.status::text as status, count(*)::bigint as n from sales s where ${saleWhere(s, false)} group by 1`,
  );
  return rows.map((r) => ({ status: r.status, count: num(r.n) }));
}

/** Receipts of receivables in the cash ledger, per payment method of the receivable (0 = none). */
export async function receiptsByMethod(db: Executor, s: ReportScope) {
  const rows = await queryRows<{ method_id: number; cents: string }>(
    db,
    sql`select coalesce(r.payment_method_id, 0) as method_id, sum(t.value_cents)::bigint as cents
          from transactions t join receivables r on r.id = t.receivable_id
         where ${transactionWhere(s)} and t.movement = 'receivable'
         group by 1`,
  );
  return rows.map((r) => ({ method_id: num(r.method_id), cents: num(r.cents) }));
}

/** Outflows of the cash ledger (expenses, paid payables), oldest first. */
export async function expenses(db: Executor, s: ReportScope) {
  if (s.employeeId !== null) return [];
  const rows = await queryRows<{
    id: number;
    description: string;
    value_cents: string;
    date: string;
    account: string | null;
  }>(
    db,
    sql`select t.id, t.description, t.value_cents, to_char(t.date, 'YYYY-MM-DD') as date, a.description as account
          from transactions t left join accounts a on a.id = t.account_id
         where ${transactionWhere(s)} and t.movement = 'outflow'
         order by t.date, t.id`,
  );
  return rows.map((r) => ({ ...r, id: num(r.id), value_cents: num(r.value_cents) }));
}

/** Cash-ledger totals of the period: sale cash, receipts, other inflows and outflows. */
export async function cashTotals(db: Executor, s: ReportScope) {
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select coalesce(sum(t.value_cents) filter (where t.movement = 'receivable' and t.receivable_id is null), 0)::bigint as sales_cash,
               coalesce(sum(t.value_cents) filter (where t.movement = 'receivable' and t.receivable_id is not null), 0)::bigint as receipts,
               coalesce(sum(t.value_cents) filter (where t.movement = 'inflow'), 0)::bigint as other_inflows,
               coalesce(sum(t.value_cents) filter (where t.movement = 'outflow'), 0)::bigint as outflow
          from transactions t where ${transactionWhere(s)}`,
  );
  const sales_cash_cents = num(row?.sales_cash);
  const receipts_cents = num(row?.receipts);
  const other_inflows_cents = num(row?.other_inflows);
  const outflow_cents = s.employeeId === null ? num(row?.outflow) : 0;
  const inflow_cents = sales_cash_cents + receipts_cents + other_inflows_cents;
  return {
    sales_cash_cents,
    receipts_cents,
    other_inflows_cents,
    inflow_cents,
    outflow_cents,
    balance_cents: inflow_cents - outflow_cents,
  };
}

/** Inflows (inflow + receivable) and outflows of the cash ledger per day from `start` to `end`. */
export async function cashByDay(db: Executor, s: ReportScope, start: string, end: string) {
  const rows = await queryRows<{ date: string; inflow: string; outflow: string }>(
    db,
    sql`select to_char(t.date, 'YYYY-MM-DD') as date,
               coalesce(sum(t.value_cents) filter (where t.movement <> 'outflow'), 0)::bigint as inflow,
               coalesce(sum(t.value_cents) filter (where t.movement = 'outflow'), 0)::bigint as outflow
          from transactions t where ${transactionWhere(s, start, end)}
         group by t.date`,
  );
  return rows.map((r) => ({
    date: r.date,
    inflow: num(r.inflow),
    outflow: s.employeeId === null ? num(r.outflow) : 0,
  }));
}

/**
 * Items per product, grouped five ways at once (grouping sets): overall, by channel, by seller, by the
 * customer's group and by the customer's sector. `set` tells which (null ids = none).
 */
export async function itemsGrouped(db: Executor, s: ReportScope) {
  const rows = await queryRows<{
    g: number;
    channel: string | null;
    employee_id: number | null;
    group_id: number | null;
    sector_id: number | null;
    product_id: number;
    quantity: string;
    cents: string;
  }>(
    db,
    sql`select grouping(s.channel, s.employee_id, c.group_id, c.sector_id) as g,
               s.channel::text as channel, s.employee_id, c.group_id, c.sector_id, i.product_id,
               sum(i.quantity)::bigint as quantity,
               sum(i.price_cents::bigint * i.quantity - i.discount_cents)::bigint as cents
          from sales s cross join lateral ${itemsOf}
          left join customers c on c.id = s.customer_id
         where ${saleWhere(s)}
         group by grouping sets ((i.product_id), (s.channel, i.product_id), (s.employee_id, i.product_id),
                                 (c.group_id, i.product_id), (c.sector_id, i.product_id))`,
  );
  const sets: Record<number, 'products' | 'channels' | 'employees' | 'groups' | 'sectors'> = {
    15: 'products',
    7: 'channels',
    11: 'employees',
    13: 'groups',
    14: 'sectors',
  };
  return rows.map((r) => ({
    set: sets[num(r.g)]!,
    channel: r.channel,
    employee_id: num(r.employee_id),
    group_id: num(r.group_id),
    sector_id: num(r.sector_id),
    product_id: num(r.product_id),
    quantity: num(r.quantity),
    cents: num(r.cents),
  }));
}

/** id → name of the rows of `table` among `ids` (employees, products, payment methods, groups, sectors). */
export async function namesOf(
  db: Executor,
  table: 'employees' | 'products' | 'payment_methods' | 'customer_groups' | 'customer_sectors',
  ids: number[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (!wanted.length) return new Map();
  const column = table === 'employees' ? sql`name` : sql`description`;
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, ${column} as name from ${sql.identifier(table)} where ${inList(sql`id`, wanted)}`,
  );
  return new Map(rows.map((r) => [num(r.id), r.name]));
}
