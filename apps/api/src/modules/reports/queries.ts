import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { SUMS_TZ } from '../sales/queries';

/** Who and what a report covers: units (null = all), the period, and the deliverer when one asks. */
export interface ReportScope {
  units: number[] | null;
  /** A deliverer sees only the sales assigned to them. */
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

/** Counted sales: canceled and rejected ones bring no money. */
const counted = (status: SQL) => sql`${status} not in ('canceled', 'rejected')`;

/**
 * Sales with several (or no) items or payments: the few the first-element sums below leave out, read
 * from their partial covering index (sales_report_multi_idx, whose predicate this repeats word for word).
 */
const severalWhere = sql`(cardinality(s.item_product_ids) <> 1 or cardinality(s.payment_method_ids) <> 1)`;

/**
 * Runs a report statement that sums a period's sales: a hash aggregate over the rows of the covering
 * index. The planner multiplies the keys' distinct counts of the whole table (sellers, customers) and
 * would sort tens of thousands of rows for a few hundred groups, so sorting is turned off for this one
 * statement (`set_config(…, true)` lasts until the end of its transaction), and so are parallel workers,
 * whose start costs more than these scans.
 */
async function hashAggregated<T>(db: Executor, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_sort', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return queryRows<T>(tx, query);
  });
}

/** The period's sales summed (closingSales' `r`), read from the sales and their covering indexes. */
function closingSaleRows(s: ReportScope, parts: ClosingParts): SQL {
  return sql`a as (
          select s.status, s.employee_id, cardinality(s.item_product_ids) as ci, cardinality(s.payment_method_ids) as cp,
                 s.item_product_ids[1] as p, s.payment_method_ids[1] as m, count(*) as n,
                 sum(s.item_quantities[1]) as q, sum(s.total_cents) as c,
                 sum(s.payment_values[1] - s.change_cents) as v
            from sales s
           where ${saleWhere(s, !parts.status)}
           group by 1, 2, 3, 4, 5, 6
        ), b as (
          select s.employee_id, s.change_cents, s.item_product_ids, s.item_quantities, s.item_values,
                 s.payment_method_ids, s.payment_values
            from sales s
           where ${saleWhere(s)} and ${severalWhere}
        ), u as (
          select 0 as kind, a.status, 0 as e, null::int as k, sum(a.n)::bigint as q, null::bigint as c
            from a where ${parts.status ? sql`true` : sql`false`} group by a.status
          union all
          select 1, null, coalesce(a.employee_id, 0), a.p, sum(a.q)::bigint, sum(a.c)::bigint
            from a where ${parts.items ? sql`true` : sql`false`} and a.ci = 1 and ${counted(sql`a.status`)}
           group by 3, 4
          union all
          select 1, null, coalesce(b.employee_id, 0), i.p, sum(i.q)::bigint, sum(i.v)::bigint
            from b cross join lateral unnest(b.item_product_ids, b.item_quantities, b.item_values) i(p, q, v)
           where ${parts.items ? sql`true` : sql`false`} and cardinality(b.item_product_ids) > 1
           group by 3, 4
          union all
          select 2, null, coalesce(a.employee_id, 0), a.m, null, sum(a.v)::bigint
            from a where ${parts.payments ? sql`true` : sql`false`} and a.cp = 1 and ${counted(sql`a.status`)}
           group by 3, 4
          union all
          select 2, null, x.e, x.m, null, sum(x.v - case when x.o = x.n then x.ch else 0 end)::bigint
            from (select coalesce(b.employee_id, 0) as e, unnest(b.payment_method_ids) as m, unnest(b.payment_values) as v,
                         generate_series(1, cardinality(b.payment_method_ids)) as o, cardinality(b.payment_method_ids) as n,
                         b.change_cents as ch
                    from b where ${parts.payments ? sql`true` : sql`false`} and cardinality(b.payment_method_ids) > 1) x
           group by 3, 4
        ), r as (
          -- One row per seller and product or method: the one-item and the other sales' parts added up.
          select u.kind, u.status, u.e, u.k, sum(u.q)::bigint as q, sum(u.c)::bigint as c from u group by 1, 2, 3, 4
        )`;
}

/**
 * The same `r` from the per-day rows of sale_unit_sums (0021, 0024): orders per status (kind 0), each
 * product's quantity and value (kind 1) and each method's money less the change of the sales whose last
 * payment it is (kind 2), per seller; a unit's month is a few thousand rows. They hold the business days of
 * SUMS_TZ, for units (every unit at once is read from the sales).
 */
function closingSumRows(s: ReportScope, parts: ClosingParts): SQL {
  const where = sql`${unitSql(sql`t.resale_id`, s.units)} and t.day >= ${s.start}::date and t.day <= ${s.end}::date
    ${s.employeeId === null ? sql`` : sql`and t.employee_id = ${s.employeeId}`}`;
  return sql`r as (
          select 0 as kind, t.status, 0 as e, null::int as k, sum(t.n)::bigint as q, null::bigint as c
            from sale_unit_sums t where ${parts.status ? sql`true` : sql`false`} and ${where} and t.kind = 0
           group by t.status
          union all
          select 1, null, t.employee_id, t.ref, sum(t.n)::bigint, sum(t.total_cents)::bigint
            from sale_unit_sums t where ${parts.items ? sql`true` : sql`false`} and ${where} and t.kind = 1
             and ${counted(sql`t.status`)}
           group by 3, 4
          union all
          select 2, null, t.employee_id, t.ref, null, sum(t.n - t.change_cents)::bigint
            from sale_unit_sums t where ${parts.payments ? sql`true` : sql`false`} and ${where} and t.kind = 2
             and ${counted(sql`t.status`)}
           group by 3, 4
        )`;
}

type ClosingParts = { status: boolean; items: boolean; payments: boolean };

/**
 * The sales part of the daily closing, in one statement:
 * - `status`: number of orders per status (canceled and rejected included);
 * - `items`: quantity and value (price × quantity − discount) per seller (the sale's employee, 0 = none)
 *   and product;
 * - `payments`: money per seller and payment method, the change given back coming off the sale's last
 *   payment, so each sale adds up to its total (payments − change).
 * For units it reads the per-day summary rows (closingSumRows). Over every unit, or in another time zone,
 * it reads the sales from sales_report_sums_idx (closingSaleRows): a sale with one item and one payment
 * (nearly all) is summed from the index's first-element columns, its item's value being the sale's
 * `total_cents` (Σ price × quantity − discount of its items, written with them); the others are unrolled
 * from their arrays, read from sales_report_multi_idx (payments in id order, so the last is the one that gives
 * the change; items with their values, item_values). Statuses come in their declared order, and the other
 * parts sorted by seller, then product or method. Names are read for the distinct ids of the result (null
 * when unknown). `parts` leaves out what a report does not show.
 */
export async function closingSales(
  db: Executor,
  s: ReportScope,
  parts: ClosingParts,
  source: 'auto' | 'sales' | 'sums' = 'auto',
) {
  // 'sales' / 'sums' force one way (the tests compare both); the sums hold SUMS_TZ's days, for units.
  const summed = source === 'auto' ? s.units !== null && s.timeZone === SUMS_TZ : source === 'sums';
  const rows = await (summed ? queryRows : hashAggregated)<{
    kind: number;
    status: string | null;
    employee_id: number;
    key: number | null;
    quantity: string | null;
    cents: string | null;
    employee: string | null;
    name: string | null;
  }>(
    db,
    sql`with ${summed ? closingSumRows(s, parts) : closingSaleRows(s, parts)}
        select r.kind, r.status::text as status, r.e as employee_id, r.k as key, r.q as quantity, r.c as cents,
               em.name as employee, coalesce(pr.description, pm.description) as name
          from r
          left join (select em.id, em.name from employees em
                      where em.id = any(array(select distinct r.e from r))) em on em.id = r.e
          left join (select pr.id, pr.description from products pr
                      where pr.id = any(array(select distinct r.k from r where r.kind = 1))) pr on r.kind = 1 and pr.id = r.k
          left join (select pm.id, pm.description from payment_methods pm
                      where pm.id = any(array(select distinct r.k from r where r.kind = 2))) pm on r.kind = 2 and pm.id = r.k
         order by r.kind, r.e, r.k, r.status`,
  );
  const status: { status: string; count: number }[] = [];
  const items: { employee_id: number; product_id: number; quantity: number; cents: number }[] = [];
  const payments: { employee_id: number; method_id: number; cents: number }[] = [];
  const employees = new Map<number, string>();
  const names = new Map<number, string>();
  const methods = new Map<number, string>();
  for (const r of rows) {
    const e = num(r.employee_id);
    if (r.employee !== null) employees.set(e, r.employee);
    if (r.kind === 0) status.push({ status: r.status!, count: num(r.quantity) });
    else if (r.kind === 1) {
      items.push({ employee_id: e, product_id: num(r.key), quantity: num(r.quantity), cents: num(r.cents) });
      if (r.name !== null) names.set(num(r.key), r.name);
    } else {
      payments.push({ employee_id: e, method_id: num(r.key), cents: num(r.cents) });
      if (r.name !== null) methods.set(num(r.key), r.name);
    }
  }
  return { status, items, payments, employees, products: names, methods };
}

/** Receipts of receivables in the cash ledger, per payment method of the receivable (0 = none), with its name. */
export async function receiptsByMethod(db: Executor, s: ReportScope) {
  const rows = await queryRows<{ method_id: number; cents: string; name: string | null }>(
    db,
    sql`select r.method_id, r.cents, pm.description as name
          from (select coalesce(r.payment_method_id, 0) as method_id, sum(t.value_cents)::bigint as cents
                  from transactions t join receivables r on r.id = t.receivable_id
                 where ${transactionWhere(s)} and t.movement = 'receivable'
                 group by 1) r
          left join payment_methods pm on pm.id = r.method_id`,
  );
  return rows.map((r) => ({ method_id: num(r.method_id), cents: num(r.cents), name: r.name }));
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
    // The account by its key, row by row: a join would hash the whole accounts table for a few rows.
    sql`select t.id, t.description, t.value_cents, to_char(t.date, 'YYYY-MM-DD') as date,
               (select a.description from accounts a where a.id = t.account_id) as account
          from transactions t
         where ${transactionWhere(s)} and t.movement = 'outflow'
         order by t.date, t.id`,
  );
  return rows.map((r) => ({ ...r, id: num(r.id), value_cents: num(r.value_cents) }));
}

/**
 * Cash-ledger totals of the period (sale cash, receipts, other inflows and outflows) and the inflows
 * (inflow + receivable) and outflows per day from `chartStart` to the period's end, in one scan.
 */
export async function cashSummary(db: Executor, s: ReportScope, chartStart: string) {
  const from = chartStart < s.start ? chartStart : s.start;
  const rows = await queryRows<Record<string, string | null>>(
    db,
    sql`select grouping(t.date) as g, to_char(t.date, 'YYYY-MM-DD') as date,
               coalesce(sum(t.value_cents) filter (where t.date >= ${s.start}::date and t.movement = 'receivable' and t.receivable_id is null), 0)::bigint as sales_cash,
               coalesce(sum(t.value_cents) filter (where t.date >= ${s.start}::date and t.movement = 'receivable' and t.receivable_id is not null), 0)::bigint as receipts,
               coalesce(sum(t.value_cents) filter (where t.date >= ${s.start}::date and t.movement = 'inflow'), 0)::bigint as other_inflows,
               coalesce(sum(t.value_cents) filter (where t.date >= ${s.start}::date and t.movement = 'outflow'), 0)::bigint as outflow,
               coalesce(sum(t.value_cents) filter (where t.movement <> 'outflow'), 0)::bigint as day_inflow,
               coalesce(sum(t.value_cents) filter (where t.movement = 'outflow'), 0)::bigint as day_outflow
          from transactions t where ${transactionWhere(s, from, s.end)}
         group by grouping sets ((), (t.date))`,
  );
  const row = rows.find((r) => num(r.g) === 1);
  const sales_cash_cents = num(row?.sales_cash);
  const receipts_cents = num(row?.receipts);
  const other_inflows_cents = num(row?.other_inflows);
  const outflow_cents = s.employeeId === null ? num(row?.outflow) : 0;
  const inflow_cents = sales_cash_cents + receipts_cents + other_inflows_cents;
  return {
    totals: {
      sales_cash_cents,
      receipts_cents,
      other_inflows_cents,
      inflow_cents,
      outflow_cents,
      balance_cents: inflow_cents - outflow_cents,
    },
    days: rows
      .filter((r) => num(r.g) === 0 && r.date! >= chartStart)
      .map((r) => ({
        date: r.date!,
        inflow: num(r.day_inflow),
        outflow: s.employeeId === null ? num(r.day_outflow) : 0,
      })),
  };
}

/**
 * Items per product, grouped five ways at once (grouping sets): overall, by channel, by seller, by the
 * customer's group and by the customer's sector. `set` tells which (null ids = none). The period's sales
 * are first summed per channel, seller, customer and product from sales_report_sums_idx (one-item sales:
 * the sale's `total_cents` is its item's value, see closingSales; the others unroll their item arrays with
 * item_values from sales_report_multi_idx), so the customers' groups and sectors are looked up once per
 * customer, not per sale. Names are read for the distinct ids of the result.
 */
export async function itemsGrouped(db: Executor, s: ReportScope) {
  const rows = await hashAggregated<{
    g: number;
    channel: string | null;
    employee_id: number | null;
    group_id: number | null;
    sector_id: number | null;
    product_id: number;
    quantity: string;
    cents: string;
    product: string | null;
    name: string | null;
  }>(
    db,
    sql`with a as (
          select s.channel, s.employee_id, s.customer_id, s.item_product_ids[1] as product_id,
                 sum(s.item_quantities[1]) as q, sum(s.total_cents) as c
            from sales s
           where ${saleWhere(s)} and cardinality(s.item_product_ids) = 1
           group by 1, 2, 3, 4
          union all
          select s.channel, s.employee_id, s.customer_id, i.p, i.q, i.v
            from sales s cross join lateral unnest(s.item_product_ids, s.item_quantities, s.item_values) i(p, q, v)
           where ${saleWhere(s)} and ${severalWhere} and cardinality(s.item_product_ids) > 1
        ), cu as (
          select c.id, c.group_id, c.sector_id from customers c
           where c.id = any(array(select distinct a.customer_id from a where a.customer_id is not null))
        ), r as (
          select grouping(a.channel, a.employee_id, cu.group_id, cu.sector_id) as g,
                 a.channel::text as channel, a.employee_id, cu.group_id, cu.sector_id, a.product_id,
                 sum(a.q)::bigint as quantity, sum(a.c)::bigint as cents
            from a left join cu on cu.id = a.customer_id
           group by grouping sets ((a.product_id), (a.channel, a.product_id), (a.employee_id, a.product_id),
                                   (cu.group_id, a.product_id), (cu.sector_id, a.product_id))
        )
        select r.*, pr.description as product, coalesce(em.name, cg.description, cs.description) as name
          from r
          left join (select pr.id, pr.description from products pr
                      where pr.id = any(array(select distinct r.product_id from r))) pr on pr.id = r.product_id
          left join (select em.id, em.name from employees em
                      where em.id = any(array(select distinct r.employee_id from r where r.g = 11))) em
                 on r.g = 11 and em.id = r.employee_id
          left join (select cg.id, cg.description from customer_groups cg
                      where cg.id = any(array(select distinct r.group_id from r where r.g = 13))) cg
                 on r.g = 13 and cg.id = r.group_id
          left join (select cs.id, cs.description from customer_sectors cs
                      where cs.id = any(array(select distinct r.sector_id from r where r.g = 14))) cs
                 on r.g = 14 and cs.id = r.sector_id`,
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
    product: r.product,
    name: r.name,
  }));
}
