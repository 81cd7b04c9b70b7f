import { sql } from 'drizzle-orm';
import { rebuildSaleArrays, saleArraysDiffer, saleArraysOf } from '../modules/sales/arrays';
import type { ReadModel } from './types';

const arraysText = (t: string) =>
  sql.raw(`format('items %s %s %s, payments %s %s', ${t}.item_product_ids, ${t}.item_quantities, ${t}.item_values,
                  ${t}.payment_method_ids, ${t}.payment_values)`);

/** What every sale adds to sale_unit_sums (sale_list_rows: the rule the triggers apply, 0021 and 0024). */
const unitSums = sql`
  select r.resale_id, r.employee_id, r.day, r.status, r.channel, r.kind, r.ref,
         sum(r.n) as n, sum(r.total_cents) as t, sum(r.change_cents) as c
    from sales s, sale_list_rows(s, 1) r group by 1, 2, 3, 4, 5, 6, 7`;
const daySums = sql`
  select r.day, r.status, r.kind, r.ref, (r.resale_id % 8)::smallint as shard,
         sum(r.n) as n, sum(r.total_cents) as t, sum(r.change_cents) as c
    from sales s, sale_list_rows(s, 1) r group by 1, 2, 3, 4, 5`;
/** What the sales add to sale_hour_sums and sale_delivery_sums (sale_dashboard_rows: the triggers' rule, 0040). */
const hourSums = sql`
  select r.resale_id, r.day, r.hour, r.channel, sum(r.n) as n, sum(r.total_cents) as t
    from sales s, sale_dashboard_rows(s, 1) r where r.kind = 0 group by 1, 2, 3, 4`;
const deliverySums = sql`
  select r.resale_id, r.day, r.employee_id, r.bucket, sum(r.n) as n
    from sales s, sale_dashboard_rows(s, 1) r where r.kind = 1 group by 1, 2, 3, 4`;
const sumsText = (t: string) =>
  sql.raw(`format('n %s, total %s, change %s', coalesce(${t}.n, 0), coalesce(${t}.t, 0), coalesce(${t}.c, 0))`);
const sumsDiffer = sql`coalesce(s.n, 0) <> coalesce(e.n, 0) or coalesce(s.t, 0) <> coalesce(e.t, 0)
  or coalesce(s.c, 0) <> coalesce(e.c, 0)`;

/** Each sale's total and change as its items and payments give them (saleBalance, packages/domain). */
const saleBalances = sql`
  select s.id, s.total_cents, s.change_cents, x.total, greatest(0, x.paid - x.total) as change
    from sales s
    cross join lateral (
      select coalesce((select sum(i.price_cents::bigint * i.quantity - i.discount_cents) from sale_items i
                        where i.sale_id = s.id), 0) as total,
             coalesce((select sum(p.value_cents) from sale_payments p where p.sale_id = s.id), 0) as paid) x`;

/** Sales: each sale's copies of its children, the list's and closing's summary rows, the order numbers. */
export const salesModels: ReadModel[] = [
  {
    name: 'sales.totals',
    description: "Each sale's total (Σ price × quantity − discount of its items) and change (max(0, paid − total)).",
    sources: ['sale_items', 'sale_payments'],
    keptBy: 'sales/service.ts: written with the items and payments, in the same statement or transaction',
    check: sql`
      select id::text as key, format('total %s, change %s', total_cents, change_cents) as stored,
             format('total %s, change %s', total, change) as expected
        from (${saleBalances}) b
       where total_cents <> total or change_cents <> change`,
    rebuild: [
      sql`update sales s set total_cents = b.total, change_cents = b.change from (${saleBalances}) b
           where b.id = s.id and (b.total_cents <> b.total or b.change_cents <> b.change)`,
    ],
  },
  {
    name: 'sales.item_arrays',
    description:
      "Each sale's items' products, quantities and values and its payments' methods and values, in id order: the list's summaries and the reports read the sale row alone.",
    sources: ['sale_items', 'sale_payments'],
    keptBy:
      'statement triggers sale_items_arrays_* and sale_payments_arrays_* (0010_sales, 0024; ALWAYS: also as replica)',
    check: sql`
      select s.id::text as key, ${arraysText('s')} as stored, ${arraysText('x')} as expected
        from sales s join (${saleArraysOf()}) x on x.id = s.id
       where ${saleArraysDiffer}`,
    rebuild: (db) => rebuildSaleArrays(db),
  },
  {
    name: 'sale_unit_sums',
    description:
      "The sales' count, total and change, products' quantities and values, methods' values per unit, deliverer, day, status and channel: the sales list's counts and headers, the daily closing.",
    sources: ['sales (and its item and payment arrays)'],
    keptBy:
      'deferred row triggers sale_list_sums_* and replica statement triggers sale_list_sums_bulk_* (0021_perf_sales_list, 0024)',
    check: sql`
      select concat_ws(' ', resale_id, employee_id, day, status, channel, kind, ref) as key,
             ${sumsText('s')} as stored, ${sumsText('e')} as expected
        from (select resale_id, employee_id, day, status, channel, kind, ref, n, total_cents as t, change_cents as c
                from sale_unit_sums) s
        full join (${unitSums}) e using (resale_id, employee_id, day, status, channel, kind, ref)
       where ${sumsDiffer}`,
    rebuild: [
      sql`delete from sale_unit_sums`,
      sql`insert into sale_unit_sums (resale_id, employee_id, day, status, channel, kind, ref, n, total_cents, change_cents)
          select * from (${unitSums}) e where n <> 0 or t <> 0 or c <> 0 order by 1, 3, 2, 4, 5, 6, 7`,
    ],
  },
  {
    name: 'sale_day_sums',
    description:
      'The same per day and status over every unit, in 8 shards by unit: the unfiltered sales list of an admin.',
    sources: ['sales (and its item and payment arrays)'],
    keptBy: 'the triggers of sale_unit_sums (0021_perf_sales_list, 0024)',
    check: sql`
      select concat_ws(' ', day, status, kind, ref, shard) as key, ${sumsText('s')} as stored,
             ${sumsText('e')} as expected
        from (select day, status, kind, ref, shard, n, total_cents as t, change_cents as c from sale_day_sums) s
        full join (${daySums}) e using (day, status, kind, ref, shard)
       where ${sumsDiffer}`,
    rebuild: [
      sql`delete from sale_day_sums`,
      sql`insert into sale_day_sums (day, status, kind, ref, shard, n, total_cents, change_cents)
          select * from (${daySums}) e where n <> 0 or t <> 0 or c <> 0 order by 1, 2, 3, 4, 5`,
    ],
  },
  {
    name: 'sale_hour_sums',
    description:
      "The counted sales (not canceled or rejected) and their total per unit, business day, hour and channel: the Painel's sales by hour and channel.",
    sources: ['sales'],
    keptBy:
      'deferred row triggers sale_dashboard_sums_* and replica statement triggers sale_dashboard_sums_bulk_* (0040_dashboard_sums)',
    check: sql`
      select concat_ws(' ', resale_id, day, hour, channel) as key,
             format('n %s, total %s', coalesce(s.n, 0), coalesce(s.t, 0)) as stored,
             format('n %s, total %s', coalesce(e.n, 0), coalesce(e.t, 0)) as expected
        from (select resale_id, day, hour, channel, n, total_cents as t from sale_hour_sums) s
        full join (${hourSums}) e using (resale_id, day, hour, channel)
       where coalesce(s.n, 0) <> coalesce(e.n, 0) or coalesce(s.t, 0) <> coalesce(e.t, 0)`,
    rebuild: [
      sql`delete from sale_hour_sums`,
      sql`insert into sale_hour_sums (resale_id, day, hour, channel, n, total_cents)
          select * from (${hourSums}) e where n <> 0 or t <> 0 order by 1, 2, 3, 4`,
    ],
  },
  {
    name: 'sale_delivery_sums',
    description:
      "The counted sales delivered per unit, business day, deliverer and delivery-time bucket: the Painel's delivery times and on-time rates.",
    sources: ['sales'],
    keptBy: 'the triggers of sale_hour_sums (0040_dashboard_sums)',
    check: sql`
      select concat_ws(' ', resale_id, day, employee_id, bucket) as key,
             format('n %s', coalesce(s.n, 0)) as stored, format('n %s', coalesce(e.n, 0)) as expected
        from sale_delivery_sums s
        full join (${deliverySums}) e using (resale_id, day, employee_id, bucket)
       where coalesce(s.n, 0) <> coalesce(e.n, 0)`,
    rebuild: [
      sql`delete from sale_delivery_sums`,
      sql`insert into sale_delivery_sums (resale_id, day, employee_id, bucket, n)
          select * from (${deliverySums}) e where n <> 0 order by 1, 2, 3, 4`,
    ],
  },
  {
    name: 'sale_doc_counters',
    description: "The last order number given in each unit: never below a number already on one of the unit's sales.",
    sources: ['sales (doc_number)'],
    keptBy: 'sales/service.ts nextDocNumber (one statement before the sale, greatest(last, max) + 1)',
    note: 'An unlogged table: empty after a crash, and a unit without a row numbers above its largest sale, so only a row below it is a difference.',
    check: sql`
      select c.resale_id::text as key, c.last::text as stored, format('at least %s', m.doc) as expected
        from sale_doc_counters c
        join (select resale_id, max(doc_number) as doc from sales group by 1) m using (resale_id)
       where c.last < m.doc`,
    rebuild: [
      sql`update sale_doc_counters c set last = m.doc
            from (select resale_id, max(doc_number) as doc from sales group by 1) m
           where m.resale_id = c.resale_id and c.last < m.doc`,
    ],
  },
];
