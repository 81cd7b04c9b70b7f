import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/client';
import { rebuildFigures } from '../src/read-models';
import type { Dataset } from './types';

const KINDS = [
  'Gás P13',
  'Gás P20',
  'Gás P45',
  'Água mineral 20 L',
  'Vasilhame P13',
  'Registro',
  'Mangueira',
  'Carvão',
];

async function firstUnit(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select min(id)::int as id from resales`);
  return row!.id;
}

/** Products of the unit the stock bench reads (the stock view with 2,000 products). */
const STOCK_UNIT_PRODUCTS = 2000;

/**
 * Products for the stock screen: the first STOCK_UNIT_PRODUCTS in the first unit (the one the stock
 * bench reads with per_page=all), with categories, bottles and counts, some below their minimum; the
 * rest spread over the other units (the all-units product list reads them).
 */
export const stockProducts: Dataset = {
  name: 'products',
  rows: { small: 2000, medium: 2000, large: 10000 },
  async generate(db, count) {
    const unit = await firstUnit(db);
    await db.execute(sql`
      insert into categories (name, resale_id)
      select 'Categoria ' || g, ${unit} from generate_series(1, 20) g
      on conflict do nothing`);
    await db.execute(sql`
      with cats as (select array_agg(id order by id) ids from categories where resale_id = ${unit})
      insert into products (description, price_cents, resale_id, category_id, stock_opening, stock_platform,
                            stock_lending, stock_defect, stock_minimum)
      select ${JSON.stringify(KINDS)}::jsonb ->> (g % ${KINDS.length}) || ' modelo ' || g,
             1000 + (g * 37) % 40000, ${unit}, cats.ids[1 + g % array_length(cats.ids, 1)],
             (g * 13) % 300, (g * 13) % 300, (g * 7) % 20, (g * 3) % 5, (g * 11) % 60
        from generate_series(1, ${Math.min(count, STOCK_UNIT_PRODUCTS)}::int) g, cats`);
    if (count > STOCK_UNIT_PRODUCTS)
      await db.execute(sql`
        with u as (select array_agg(id order by id) ids from resales where id <> ${unit})
        insert into products (description, price_cents, resale_id, stock_opening, stock_platform, stock_lending,
                              stock_defect, stock_minimum)
        select ${JSON.stringify(KINDS)}::jsonb ->> (g % ${KINDS.length}) || ' modelo ' || g,
               1000 + (g * 37) % 40000, coalesce(u.ids[1 + g % array_length(u.ids, 1)], ${unit}),
               (g * 13) % 300, (g * 13) % 300, (g * 7) % 20, (g * 3) % 5, (g * 11) % 60
          from generate_series(${STOCK_UNIT_PRODUCTS + 1}::int, ${count}::int) g, u`);
    // Half of them carry a bottle (another product of the unit).
    await db.execute(sql`
      update products p set bottle_id = b.id
        from (select id, row_number() over (order by id) rn from products where resale_id = ${unit}) b
       where p.resale_id = ${unit} and p.id % 2 = 0 and b.rn = 1 and b.id <> p.id`);
    return { stockUnit: String(unit) };
  },
};

/**
 * Product entries over two years with one or two items each, in every unit. Written as replica (no row or
 * statement triggers: with them, 500,000 entries took 8 to 30 minutes on a busy two-core machine),
 * the items carrying their entry's day and unit themselves; then the entries' summary rows are rebuilt
 * from the rows (read-models/stock.ts), as the triggers would have kept them.
 */
export const productEntriesDataset: Dataset = {
  name: 'product_entries',
  rows: { small: 20000, medium: 200000, large: 500000 },
  async generate(db, count) {
    const replica = await db.transaction(async (tx) => {
      const [su] = await queryRows<{ su: boolean }>(
        tx,
        sql`select rolsuper as su from pg_roles where rolname = current_user`,
      );
      if (su?.su) await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        with u as (select array_agg(distinct resale_id order by resale_id) ids from products),
             s as (select array_agg(id order by id) ids from suppliers),
             pr as (select resale_id, array_agg(id order by id) ids from products group by resale_id),
             made as (
               insert into product_entries (resale_id, supplier_id, invoice_number, serial_number, issue_date, due_date,
                                            discount_type, discount_value_cents, total_cents, created_at)
               select u.ids[1 + g % array_length(u.ids, 1)], s.ids[1 + g % array_length(s.ids, 1)], (100000 + g)::text, '1',
                      current_date - (g % 730), current_date - (g % 730) + 28, 'value', 0, 73500 * (1 + g % 3),
                      now() - ((g % 730) || ' days')::interval
                 from generate_series(1, ${count}::int) g, u, s
               returning id, resale_id, issue_date)
        insert into product_entry_items (entry_id, product_id, quantity, price_cents, issue_date, resale_id)
        select made.id, coalesce(pr.ids[1 + made.id % 2], pr.ids[1]), 10 + made.id % 50, 7350, made.issue_date, made.resale_id
          from made join pr on pr.resale_id = made.resale_id`);
      return !!su?.su;
    });
    if (replica) await rebuildFigures(db, { only: ['product_entry_sums', 'product_entry_item_sums'] });
    return {};
  },
};

const MOVEMENTS = ['inflow', 'outflow', 'receivable', 'lending', 'defect'];

/** Stock adjustments over two years in every unit, with justifications to search. */
export const stockAppointmentsDataset: Dataset = {
  name: 'stock_appointments',
  rows: { small: 20000, medium: 200000, large: 500000 },
  async generate(db, count) {
    await db.execute(sql`
      with u as (select array_agg(distinct resale_id order by resale_id) ids from products),
           pr as (select resale_id, min(id) id from products group by resale_id),
           usr as (select min(id) id from users)
      insert into stock_appointments (date, movement, reason, justification, resale_id, product_id, user_id, quantity,
                                      written_off)
      select current_date - (g % 730),
             (${JSON.stringify(MOVEMENTS)}::jsonb ->> (g % 5))::stock_movement,
             case when g % 5 in (0, 1, 2) then 'others'::adjustment_reason end,
             case when g % 5 in (0, 1, 2) then 'Ajuste de inventário número ' || g end,
             r.id, pr.id, usr.id, 1 + g % 5, 0
        from generate_series(1, ${count}::int) g, u, usr
        cross join lateral (select u.ids[1 + g % array_length(u.ids, 1)] id) r
        join pr on pr.resale_id = r.id`);
    return { appointmentQuery: 'inventario numero 123' };
  },
};
