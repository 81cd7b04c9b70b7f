import {
  type EntryDiscountType,
  SALE_STATUSES,
  STOCK_MOVEMENTS,
  adjustmentEffect,
  countsAsSale,
  entryTotal,
} from '@ability/domain';
import { sql } from 'drizzle-orm';
import { type Executor, pgArray, queryRows } from '../db/client';
import type { ReadModel } from './types';

/** The product entries whose stored total differs from entryTotal (packages/domain) of their items and discount. */
async function entryTotalsDrift(db: Executor) {
  const rows = await queryRows<{
    id: number;
    total_cents: number;
    discount_type: EntryDiscountType;
    discount_value_cents: number;
    items: string;
  }>(
    db,
    sql`select e.id, e.total_cents, e.discount_type, e.discount_value_cents,
               coalesce(json_agg(json_build_object('quantity', i.quantity, 'price_cents', i.price_cents,
                                                   'discount_cents', i.discount_cents)) filter (where i.id is not null),
                        '[]')::text as items
          from product_entries e left join product_entry_items i on i.entry_id = e.id
         group by e.id`,
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      stored: Number(r.total_cents),
      expected: entryTotal(JSON.parse(r.items), r.discount_type, Number(r.discount_value_cents)).total_cents,
    }))
    .filter((r) => r.stored !== r.expected);
}

/** The entries' count and total per issue day and per month (0020's fill). */
const entrySums = sql`
  select k.monthly, k.period, count(*) as n, sum(e.total_cents) as v
    from product_entries e
   cross join lateral (values (false, e.issue_date), (true, date_trunc('month', e.issue_date)::date)) k(monthly, period)
   group by 1, 2`;
/** The items' count, quantity and value per period and product name (the name the product has now). */
const itemSums = sql`
  select k.monthly, k.period, p.description, count(*) as n, sum(i.quantity) as q,
         sum(i.price_cents::bigint * i.quantity - i.discount_cents) as v
    from product_entry_items i join products p on p.id = i.product_id
   cross join lateral (values (false, i.issue_date), (true, date_trunc('month', i.issue_date)::date)) k(monthly, period)
   where i.issue_date is not null
   group by 1, 2, 3`;
const period = sql.raw(`case when monthly then 'month' else 'day' end, period`);

/** Lending and defect per product: its lending (defect) adjustments less their write-offs. */
const openAdjustments = sql`
  select a.product_id,
         sum(a.quantity - coalesce(w.q, 0)) filter (where a.movement = 'lending') as lending,
         sum(a.quantity - coalesce(w.q, 0)) filter (where a.movement = 'defect') as defect
    from stock_appointments a
    left join (select appointment_id, sum(quantity) as q from stock_write_offs group by 1) w on w.appointment_id = a.id
   where a.movement in ('lending', 'defect')
   group by 1`;

/** What one adjustment of each movement does to the platform (adjustmentEffect, packages/domain), per bottle. */
const platformSign = sql.raw(
  `case a.movement ${STOCK_MOVEMENTS.map((m) => `when '${m}' then ${adjustmentEffect(m, 1).platform ?? 0}`).join(' ')} else 0 end`,
);
/** The statuses whose items are out of the platform (countsAsSale, packages/domain). */
const countedStatuses = sql.raw(
  SALE_STATUSES.filter(countsAsSale)
    .map((s) => `'${s}'`)
    .join(', '),
);

/**
 * Each product's platform count from its sources (domain.md "Stock"): its opening count, plus its entries'
 * items, less the bottles its entries exchanged with the supplier, plus its adjustments' effect, less its
 * counted sales' items. Columns product_id, platform.
 */
export const platformFromSources = sql`
  select p.id as product_id,
         p.stock_opening + coalesce(e.q, 0) - coalesce(b.q, 0) + coalesce(a.q, 0) - coalesce(s.q, 0) as platform
    from products p
    left join (select product_id, sum(quantity) as q from product_entry_items group by 1) e on e.product_id = p.id
    left join (select bottle_id, sum(bottle_quantity) as q from product_entry_items
                where bottle_id is not null group by 1) b on b.bottle_id = p.id
    left join (select a.product_id, sum(a.quantity * ${platformSign}) as q from stock_appointments a group by 1) a
           on a.product_id = p.id
    left join (select i.product_id, sum(i.quantity) as q from sale_items i join sales x on x.id = i.sale_id
                where x.status in (${countedStatuses}) group by 1) s on s.product_id = p.id`;

/** Stock: entries' copies and sums, adjustments' write-offs, products' lending and defect counts and list text. */
export const stockModels: ReadModel[] = [
  {
    name: 'product_entry_items.entry_fields',
    description:
      "Each entry item's copy of its entry's issue date and unit: the entries' summary reads the items' index alone.",
    sources: ['product_entries'],
    keptBy: 'row triggers product_entry_items_entry_fields and product_entries_item_fields (0015_perf_stock)',
    check: sql`
      select i.id::text as key, concat_ws(' ', i.issue_date, i.resale_id) as stored,
             concat_ws(' ', e.issue_date, e.resale_id) as expected
        from product_entry_items i join product_entries e on e.id = i.entry_id
       where (i.issue_date, i.resale_id) is distinct from (e.issue_date, e.resale_id)`,
    rebuild: [
      sql`update product_entry_items i set issue_date = e.issue_date, resale_id = e.resale_id from product_entries e
           where e.id = i.entry_id and (i.issue_date, i.resale_id) is distinct from (e.issue_date, e.resale_id)`,
    ],
  },
  {
    name: 'product_entries.total_cents',
    description: "Each entry's total: its items less item discounts less the entry's discount (value or percentage).",
    sources: ['product_entry_items'],
    keptBy: 'product-entries/service.ts with entryTotal (packages/domain) on every write of the entry',
    check: async (db) =>
      (await entryTotalsDrift(db)).map((d) => ({
        key: String(d.id),
        stored: String(d.stored),
        expected: String(d.expected),
      })),
    rebuild: async (db) => {
      const drift = await entryTotalsDrift(db);
      if (!drift.length) return;
      await db.execute(sql`update product_entries e set total_cents = x.total
          from unnest(${pgArray(drift.map((d) => d.id))}::int[], ${pgArray(drift.map((d) => d.expected))}::int[]) x(id, total)
         where e.id = x.id`);
    },
  },
  {
    name: 'product_entry_sums',
    description: "The entries' count and total per issue day and per month: the entries' summary bar over every unit.",
    sources: ['product_entries'],
    keptBy: 'statement triggers product_entry_sums_* (0020_perf_stock_lists), under one advisory lock',
    check: sql`
      select concat_ws(' ', ${period}) as key, format('%s entries, %s cents', coalesce(s.entries, 0), coalesce(s.total_cents, 0)) as stored,
             format('%s entries, %s cents', coalesce(e.n, 0), coalesce(e.v, 0)) as expected
        from product_entry_sums s full join (${entrySums}) e using (monthly, period)
       where coalesce(s.entries, 0) <> coalesce(e.n, 0) or coalesce(s.total_cents, 0) <> coalesce(e.v, 0)`,
    rebuild: [
      sql`select product_entry_sums_lock()`,
      sql`delete from product_entry_sums`,
      sql`insert into product_entry_sums (monthly, period, entries, total_cents) select * from (${entrySums}) e order by 1, 2`,
    ],
  },
  {
    name: 'product_entry_item_sums',
    description:
      "The entry items' count, quantity and value per issue day and month and product name: the summary's products.",
    sources: ['product_entry_items', 'products (description)'],
    keptBy: 'statement triggers product_entry_item_sums_* and the rename trigger (0020_perf_stock_lists)',
    check: sql`
      select concat_ws(' ', ${period}, description) as key,
             format('%s items, %s units, %s cents', coalesce(s.items, 0), coalesce(s.quantity, 0), coalesce(s.value_cents, 0)) as stored,
             format('%s items, %s units, %s cents', coalesce(e.n, 0), coalesce(e.q, 0), coalesce(e.v, 0)) as expected
        from product_entry_item_sums s full join (${itemSums}) e using (monthly, period, description)
       where coalesce(s.items, 0) <> coalesce(e.n, 0) or coalesce(s.quantity, 0) <> coalesce(e.q, 0)
          or coalesce(s.value_cents, 0) <> coalesce(e.v, 0)`,
    rebuild: [
      sql`select product_entry_sums_lock()`,
      sql`delete from product_entry_item_sums`,
      sql`insert into product_entry_item_sums (monthly, period, description, items, quantity, value_cents)
          select * from (${itemSums}) e order by 1, 2, 3`,
    ],
  },
  {
    name: 'stock_appointments.written_off',
    description: 'How much of each lending or defect adjustment was written off: the sum of its write-offs.',
    sources: ['stock_write_offs'],
    keptBy: 'stock-appointments/service.ts writeOff (a guarded relative update and the write-off row together)',
    check: sql`
      select a.id::text as key, a.written_off::text as stored, coalesce(w.q, 0)::text as expected
        from stock_appointments a
        left join (select appointment_id, sum(quantity) as q from stock_write_offs group by 1) w on w.appointment_id = a.id
       where a.written_off <> coalesce(w.q, 0)`,
    rebuild: [
      sql`update stock_appointments a set written_off = coalesce((select sum(w.quantity) from stock_write_offs w
                                                                   where w.appointment_id = a.id), 0)
           where a.written_off <> coalesce((select sum(w.quantity) from stock_write_offs w where w.appointment_id = a.id), 0)`,
    ],
  },
  {
    name: 'products.stock',
    description:
      "Each product's lending (comodato) and defect counts: its lending and defect adjustments less their write-offs.",
    sources: ['stock_appointments', 'stock_write_offs'],
    keptBy: 'changeStock (lib/stock.ts) in the transaction of each adjustment, write-off and deletion',
    note: 'Lending and defect move only by adjustments and write-offs; the platform is products.stock_platform.',
    check: sql`
      select p.id::text as key, format('lending %s, defect %s', p.stock_lending, p.stock_defect) as stored,
             format('lending %s, defect %s', coalesce(o.lending, 0), coalesce(o.defect, 0)) as expected
        from products p left join (${openAdjustments}) o on o.product_id = p.id
       where p.stock_lending <> coalesce(o.lending, 0) or p.stock_defect <> coalesce(o.defect, 0)`,
    rebuild: [
      sql`update products p set stock_lending = coalesce(o.lending, 0), stock_defect = coalesce(o.defect, 0)
            from products p2 left join (${openAdjustments}) o on o.product_id = p2.id
           where p2.id = p.id and (p.stock_lending <> coalesce(o.lending, 0) or p.stock_defect <> coalesce(o.defect, 0))`,
    ],
  },
  {
    name: 'products.stock_platform',
    description:
      "Each product's platform count (full on hand): its opening count, entries in, bottles exchanged out, adjustments, counted sales out.",
    sources: ['products (stock_opening)', 'product_entry_items', 'stock_appointments', 'sale_items', 'sales (status)'],
    keptBy:
      'changeStock and openStock (lib/stock.ts) in the transaction of each entry, adjustment and opening; writeSale (sales/write.ts) with saleMoves for every sale write',
    check: sql`
      select p.id::text as key, p.stock_platform::text as stored, f.platform::text as expected
        from products p join (${platformFromSources}) f on f.product_id = p.id
       where p.stock_platform <> f.platform`,
    rebuild: [
      sql`update products p set stock_platform = f.platform, updated_at = now()
            from (${platformFromSources}) f
           where f.product_id = p.id and p.stock_platform <> f.platform`,
    ],
  },
  {
    name: 'products.list_json_head',
    description: "Each product's stock-screen JSON up to its counts, with its unit's, bottle's and category's names.",
    sources: ['products', 'resales (name)', 'categories (name)', 'products (bottle description)'],
    keptBy: 'row triggers products_list_json_head_* (0020_perf_stock_lists; rule product_list_json_head, 0030)',
    check: sql`
      select p.id::text as key, p.list_json_head as stored, product_list_json_head(p) as expected
        from products p where p.list_json_head is distinct from product_list_json_head(p)`,
    rebuild: [
      sql`update products p set list_json_head = product_list_json_head(p)
           where p.list_json_head is distinct from product_list_json_head(p)`,
    ],
  },
];
