import { rebuildSaleArrays } from '../src/modules/sales/arrays';
import { addDays, todayIn } from '@ability/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client';
import type { Dataset } from './types';

const DAYS = 730;

/**
 * Sales over the last two years, in chronological order as a real database fills up: half of them in
 * the first unit (a busy distributor: about 1,400 orders a day at 2,000,000), the rest spread over the
 * other units. Channels, statuses (finished, about 5% canceled and 2% rejected, the last day's still
 * open), deliverers and customers of the unit (a third without), one item (a tenth with a second one,
 * an occasional discount) and one payment (5% split in two, cash with change now and then).
 * Samples: a busy day, last month, the busy unit and a deliverer, payment method, product and
 * customer of it.
 */
export const salesDataset: Dataset = {
  name: 'sales (with items and payments)',
  rows: { small: 200_000, medium: 1_000_000, large: 2_000_000 },
  async generate(db: Db, count: number) {
    const timeZone = process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';
    const today = todayIn(timeZone);
    const [unit] = await queryRows<{ id: number }>(db, sql`select min(id)::int as id from resales`);
    const busy = unit!.id;
    const [before] = await queryRows<{ id: number; doc: number }>(
      db,
      sql`select coalesce(max(id), 0)::int as id, coalesce(max(doc_number), 0)::int as doc from sales`,
    );
    const doc0 = before!.doc;
    // Every figure of sale g derives from g, so sales carry their totals when inserted and the items
    // and payments made next (from doc_number − doc0 = g) add up to them.
    const products = sql`(select array_agg(id order by id) as ids, array_agg(price_cents order by id) as prices
        from (select id, price_cents from products where resale_id = ${busy} order by id limit 12) x)`;
    const k = (g: SQL) => sql`(case when ${g} % 10 < 7 then 1 else 1 + (${g} / 10) % array_length(p.ids, 1) end)`;
    const k2 = (g: SQL) => sql`(1 + (${g} / 3) % array_length(p.ids, 1))`;
    const q = (g: SQL) => sql`(1 + (${g} % 7 = 0)::int + (${g} % 31 = 0)::int)`;
    const d = (g: SQL) => sql`(case when ${g} % 23 = 0 then 500 else 0 end)`;
    const total = (g: SQL) =>
      sql`(p.prices[${k(g)}] * ${q(g)} - ${d(g)} + case when ${g} % 10 = 3 then p.prices[${k2(g)}] else 0 end)`;
    const change = (g: SQL) => sql`(case when ${g} % 9 = 0 and ${g} % 20 <> 0 then 1000 else 0 end)`;
    await db.transaction(async (tx) => {
      // References are taken from the tables: skip the row-by-row foreign-key triggers when allowed.
      const [su] = await queryRows<{ su: boolean }>(
        tx,
        sql`select rolsuper as su from pg_roles where rolname = current_user`,
      );
      if (su?.su) await tx.execute(sql`set local session_replication_role = replica`);
      const g = sql`g.g`;
      await tx.execute(sql`
        with refs as (
          select
            (select array_agg(id order by id) from resales where id <> ${busy}) as others,
            coalesce((select array_agg(e.id order by e.id) from employees e join employee_resales er on er.employee_id = e.id
                       where er.resale_id = ${busy} and e.role = 'deliverer'),
                     (select array_agg(id order by id) from (select id from employees order by id limit 20) x)) as deliverers,
            (select array_agg(id order by id) from (select id from users order by id limit 50) x) as sellers,
            coalesce((select array_agg(id order by id) from customers where resale_id = ${busy}),
                     array[]::int[]) as busy_customers,
            (select array_agg(id order by id) from (select id from customers order by id limit 20000) x) as customers
        ),
        g as (
          select g, refs.*,
                 (now() - interval '${sql.raw(String(DAYS))} days')
                   + (g::double precision / ${count}) * interval '${sql.raw(String(DAYS))} days' as sold_on,
                 (g::bigint * 7919) % 1000 as h
            from generate_series(1, ${count}::int) g, refs
        )
        insert into sales (doc_number, status, channel, sold_on, in_transit_at, delivered_at, finished_at, total_cents,
                           change_cents, resale_id, customer_id, employee_id, user_id, created_at, updated_at)
        select ${doc0}::int + g,
               (case when sold_on > now() - interval '1 hour' then (array['created', 'in_transit', 'delivered'])[1 + g % 3]
                     when h < 50 then 'canceled' when h < 70 then 'rejected' when h < 90 then 'delivered'
                     else 'finished' end)::sale_status,
               (array['disk', 'disk', 'disk', 'whatsapp', 'whatsapp', 'door', 'business', 'pos', 'disk', 'others'])[1 + (g * 13) % 10]::sale_channel,
               sold_on, sold_on + interval '5 minutes', sold_on + interval '25 minutes', sold_on + interval '40 minutes',
               ${total(g)}, ${change(g)},
               case when g % 2 = 0 or others is null then ${busy} else others[1 + (g / 2) % array_length(others, 1)] end,
               case when h % 3 = 0 then null
                    when g % 2 = 0 and cardinality(busy_customers) > 0 then busy_customers[1 + (g / 2) % cardinality(busy_customers)]
                    else customers[1 + g % array_length(customers, 1)] end,
               case when (g * 13) % 10 in (5, 7) and h % 2 = 0 then null
                    else deliverers[1 + (g / 3) % array_length(deliverers, 1)] end,
               sellers[1 + (g / 5) % array_length(sellers, 1)],
               sold_on, sold_on
          from g, ${products} p`);
      const sg = sql`(s.doc_number - ${doc0}::int)`;
      // Items: products of the busy unit (a P13 mostly), a tenth of the sales with a second item.
      await tx.execute(sql`
        insert into sale_items (sale_id, product_id, quantity, price_cents, discount_cents)
        select s.id, p.ids[${k(sg)}], ${q(sg)}, p.prices[${k(sg)}], ${d(sg)}
          from sales s, ${products} p
         where s.id > ${before!.id}
        union all
        select s.id, p.ids[${k2(sg)}], 1, p.prices[${k2(sg)}], 0
          from sales s, ${products} p
         where s.id > ${before!.id} and ${sg} % 10 = 3`);
      // Payments: methods of the busy unit; cash with change on every 9th sale, split on every 20th.
      const methods = sql`(select coalesce((select array_agg(x.payment_method_id order by x.payment_method_id)
                                  from payment_method_resales x where x.resale_id = ${busy}),
                               (select array_agg(id order by id) from (select id from payment_methods where kind = 'regular' order by id limit 8) y)) as ids)`;
      await tx.execute(sql`
        insert into sale_payments (sale_id, payment_method_id, value_cents, installments, due_date)
        select s.id, m.ids[1 + (s.id / 7) % array_length(m.ids, 1)],
               case when ${sg} % 20 = 0 then s.total_cents / 2 else s.total_cents + s.change_cents end,
               1, (s.sold_on at time zone ${timeZone})::date
          from sales s, ${methods} m
         where s.id > ${before!.id} and s.total_cents > 0
        union all
        select s.id, m.ids[1 + (s.id / 11) % array_length(m.ids, 1)], s.total_cents - s.total_cents / 2, 1,
               (s.sold_on at time zone ${timeZone})::date
          from sales s, ${methods} m
         where s.id > ${before!.id} and ${sg} % 20 = 0 and s.total_cents > 1`);
      if (su?.su) {
        await tx.execute(sql`set local session_replication_role = origin`);
        // The arrays' triggers (ALWAYS) and the summary rows' replica triggers ran on these rows: this finds
        // no array to rewrite (it writes only the sales whose arrays differ). Not rebuildFigures: its checks of
        // the summary rows read every sale through sale_list_rows (close to a minute for 200,000 sales on a busy two-core machine), and
        // the bench makes some figures up on purpose (customers' statistics, stock counts, settled bills
        // without their cash entries), which rebuilding would change under the lines that measure them.
        await rebuildSaleArrays(tx, before!.id);
      }
    });
    await db.execute(sql`vacuum analyze sales`);
    await db.execute(sql`vacuum analyze sale_items`);
    await db.execute(sql`vacuum analyze sale_payments`);

    const yesterday = addDays(today, -1);
    const monthStart = `${addDays(`${today.slice(0, 8)}01`, -1).slice(0, 8)}01`;
    const monthEnd = addDays(`${today.slice(0, 8)}01`, -1);
    const [pick] = await queryRows<{ employee_id: number; customer_id: number; method_id: number; product_id: number }>(
      db,
      sql`select s.employee_id, s.customer_id, p.payment_method_id as method_id, i.product_id
            from sales s join sale_payments p on p.sale_id = s.id join sale_items i on i.sale_id = s.id
           where s.resale_id = ${busy} and s.employee_id is not null and s.customer_id is not null and s.id > ${before!.id}
           order by s.id desc limit 1`,
    );
    return {
      saleDay: yesterday,
      saleMonthStart: monthStart,
      saleMonthEnd: monthEnd,
      saleResaleId: String(busy),
      saleDelivererId: String(pick?.employee_id ?? ''),
      salePaymentMethodId: String(pick?.method_id ?? ''),
      saleProductId: String(pick?.product_id ?? ''),
      saleCustomerId: String(pick?.customer_id ?? ''),
    };
  },
};
