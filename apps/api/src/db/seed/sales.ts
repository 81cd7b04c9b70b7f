import { sql } from 'drizzle-orm';
import { insertPlannedMoney, planSaleMoney, readMoneySales } from '../../modules/receivables/saleMoney';
import { type Executor, queryRows } from '../client';

const DAYS = 120;

/**
 * Four months of sales in the demo units, in a few bulk statements (demo start stays fast):
 * - the first unit sells about 30 orders a day, the second about 12, more on Fridays and Saturdays;
 * - channels mostly Disk and Whatsapp, deliverers of the unit (door and gate sales without one),
 *   attendants as the users who took them, the unit's customers (a counter sale now and then without);
 * - mostly one P13 refill, sometimes water, a P20 or P45 or a second item, an occasional discount;
 * - paid in cash (often with change), PIX or cards; a few split in two (no term sales: see `boleto`);
 * - past days finished, about 1 in 20 canceled and a few rejected; today a mix of created,
 *   in transit, delivered and finished.
 * Order numbers continue a long-running unit's (from 20001), clear of the finance seed's documents.
 * Money is booked by the sales module's own planner (planSaleMoney): cash payments enter the cash ledger on
 * the sale's day, less the change.
 * Written as replica (no triggers), so the figures derived from these rows (the ledger's totals, the
 * customers' statistics and debt, …) are left to seedDemo's rebuildFigures at the end.
 */
export async function seedSales(tx: Executor, units: number[], timeZone: string): Promise<void> {
  // Thousands of rows whose references this function picked from the tables themselves: skipping the
  // row-by-row foreign-key triggers keeps the demo start fast (superusers only, as PGlite's is).
  const [su] = await queryRows<{ su: boolean }>(
    tx,
    sql`select rolsuper as su from pg_roles where rolname = current_user`,
  );
  if (su?.su) await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`create temp table demo_sale_plan (
      resale_id int, sold_on timestamptz, day date, seq int, status sale_status, channel sale_channel,
      employee_id int, user_id int, customer_id int,
      product_id int, quantity int, price int, discount int,
      product2_id int, quantity2 int, price2 int,
      method_id int, method2_id int, split int, term boolean, change int) on commit drop`);

  for (const [u, resale_id] of units.entries()) {
    const perDay = u === 0 ? 26 : 10;
    await tx.execute(sql`
      with refs as (
        select
          (select array_agg(e.id order by e.id) from employees e join employee_resales er on er.employee_id = e.id
            where er.resale_id = ${resale_id} and e.role = 'deliverer') as deliverers,
          (select array_agg(x.user_id order by x.user_id) from user_resales x join users us on us.id = x.user_id
            where x.resale_id = ${resale_id} and us.role <> 'deliverer') as sellers,
          (select array_agg(id order by id) from customers where resale_id = ${resale_id}) as customers,
          (select array_agg(id order by id) from products where resale_id = ${resale_id} and description like 'Gás P13%') as p13,
          (select array_agg(id order by id) from products where resale_id = ${resale_id} and description like 'Gás P20%') as p20,
          (select array_agg(id order by id) from products where resale_id = ${resale_id} and description like 'Gás P45%') as p45,
          (select array_agg(id order by id) from products where resale_id = ${resale_id} and description like 'Água%') as water,
          (select array_agg(id order by id) from products where resale_id = ${resale_id} and description not like 'Gás%'
             and description not like 'Água%') as others,
          (select array_agg(m.id order by m.id) from payment_methods m join payment_method_resales x on x.payment_method_id = m.id
            where x.resale_id = ${resale_id} and m.delivery_time = 0 and not m.is_card) as cash_methods,
          (select array_agg(m.id order by m.id) from payment_methods m join payment_method_resales x on x.payment_method_id = m.id
            where x.resale_id = ${resale_id} and m.is_card) as cards,
          -- No term sales: the demo's receivables are the finance seed's few, which its screens page through.
          null::int as boleto
      ),
      days as (
        select d, ((now() at time zone ${timeZone})::date - d) as day,
               ${perDay} + (random() * ${perDay / 2})::int
                 + case when extract(isodow from (now() at time zone ${timeZone})::date - d) in (5, 6) then ${perDay / 2} else 0 end as n
          from generate_series(0, ${DAYS - 1}) d
      ),
      raw as (
        select days.d, days.day, k, days.n, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5,
               ((days.day + time '08:00' + (k - 1) * (interval '11 hours' / days.n) + random() * interval '9 minutes')
                  at time zone ${timeZone}) as sold_on
          from days cross join lateral generate_series(1, days.n) k
      ),
      shaped as (
        select raw.*, refs.*,
               case when r1 < 0.52 then 'disk' when r1 < 0.74 then 'whatsapp' when r1 < 0.84 then 'door'
                    when r1 < 0.92 then 'business' when r1 < 0.97 then 'pos' else 'others' end as channel
          from raw cross join refs
         where raw.sold_on <= now() - interval '3 minutes'
      )
      insert into demo_sale_plan
      select ${resale_id}, sold_on, day, k,
             (case when d > 0 then (case when r2 < 0.05 then 'canceled' when r2 < 0.065 then 'rejected' else 'finished' end)
                   else 'finished' end)::sale_status,
             channel::sale_channel,
             case when channel in ('door', 'pos') and r3 < 0.6 then null
                  else deliverers[1 + floor(r3 * 1000)::int % array_length(deliverers, 1)] end,
             sellers[1 + floor(r4 * 1000)::int % array_length(sellers, 1)],
             case when channel in ('door', 'pos') and r5 < 0.5 then null
                  else customers[1 + floor(r5 * 1000)::int % array_length(customers, 1)] end,
             -- first item
             case when r2 < 0.68 then p13[1] when r2 < 0.84 then coalesce(water[1], p13[1])
                  when r2 < 0.9 then coalesce(p20[1], p13[1]) when r2 < 0.95 then coalesce(p45[1], p13[1])
                  else coalesce(others[1 + floor(r3 * 100)::int % array_length(others, 1)], p13[1]) end,
             case when r4 < 0.8 then 1 when r4 < 0.95 then 2 else 3 end,
             0, case when r1 > 0.3 and r1 < 0.33 then 500 else 0 end,
             -- a second item now and then (water with the gas)
             case when r5 > 0.88 and r2 < 0.68 then water[1] end, case when r5 > 0.88 then 1 + floor(r3 * 2)::int end, 0,
             case when r3 < 0.42 then cash_methods[1] when r3 < 0.72 then coalesce(cash_methods[2], cash_methods[1])
                  when r3 < 0.94 then coalesce(cards[1 + floor(r4 * 10)::int % array_length(cards, 1)], cash_methods[1])
                  else coalesce(boleto, cash_methods[1]) end,
             case when r5 < 0.06 then coalesce(cash_methods[2], cash_methods[1]) end,
             0, false, 0
        from shaped`);
  }
  // Prices from the products; a boleto needs a customer; today's orders in every state; cash rounded up (change).
  await tx.execute(sql`update demo_sale_plan p set price = pr.price_cents from products pr where pr.id = p.product_id`);
  await tx.execute(
    sql`update demo_sale_plan p set price2 = pr.price_cents from products pr where pr.id = p.product2_id`,
  );
  await tx.execute(sql`update demo_sale_plan p set term = true
      from payment_methods m where m.id = p.method_id and m.delivery_time > 0 and not m.is_card`);
  await tx.execute(sql`update demo_sale_plan p set method_id = p.method2_id, term = false, method2_id = null
      where p.term and (p.customer_id is null or p.method2_id is not null)`);
  await tx.execute(sql`update demo_sale_plan p set method_id = (select min(m.id) from payment_methods m
        join payment_method_resales x on x.payment_method_id = m.id where x.resale_id = p.resale_id and m."default"), term = false
      where p.method_id is null`);
  await tx.execute(sql`
    with today as (
      select ctid, row_number() over (partition by resale_id order by sold_on desc) as k
        from demo_sale_plan where day = (now() at time zone ${timeZone})::date)
    update demo_sale_plan p set status = (case when t.k <= 2 then 'created' when t.k <= 4 then 'in_transit'
        when t.k <= 7 then 'delivered' when t.k = 9 then 'canceled' else 'finished' end)::sale_status
      from today t where t.ctid = p.ctid`);
  // Totals, the split of two-method payments and the change of cash paid with a rounder note.
  await tx.execute(sql`
    update demo_sale_plan set
      split = case when method2_id is not null then (price * quantity - discount + coalesce(price2 * quantity2, 0)) / 2 end,
      change = case when not term and method2_id is null and method_id = (select min(m.id) from payment_methods m
                      join payment_method_resales x on x.payment_method_id = m.id where x.resale_id = demo_sale_plan.resale_id and m."default")
                    and seq % 3 = 0
                 then (5000 - (price * quantity - discount + coalesce(price2 * quantity2, 0)) % 5000) % 5000 else 0 end`);

  // How long each order took: out for delivery 2 to 9 minutes after the call, then a ride of 6 to 27 minutes,
  // one order in seven held up (30 to 85 minutes), so the delivery-time figures have a real spread
  // (none later than now: today's last orders are delivered as they are seeded).
  await tx.execute(sql`alter table demo_sale_plan add column transit int, add column ride int`);
  await tx.execute(sql`update demo_sale_plan set transit = 2 + floor(random() * 8)::int,
      ride = case when random() < 0.86 then 6 + floor(random() * 22)::int else 30 + floor(random() * 56)::int end`);
  await tx.execute(sql`
    insert into sales (doc_number, status, channel, sold_on, in_transit_at, delivered_at, finished_at, canceled_at,
                       total_cents, change_cents, resale_id, customer_id, employee_id, user_id, created_at, updated_at)
    select coalesce(m.n, 20000) + row_number() over (partition by p.resale_id order by p.sold_on),
           p.status, p.channel, p.sold_on,
           case when p.status not in ('created', 'canceled', 'rejected') then least(p.sold_on + p.transit * interval '1 minute', now()) end,
           case when p.status in ('delivered', 'finished') then least(p.sold_on + (p.transit + p.ride) * interval '1 minute', now()) end,
           case when p.status = 'finished' then least(p.sold_on + (p.transit + p.ride + 12) * interval '1 minute', now()) end,
           case when p.status = 'canceled' then p.sold_on + interval '12 minutes' end,
           p.price * p.quantity - p.discount + coalesce(p.price2 * p.quantity2, 0), p.change,
           p.resale_id, p.customer_id, p.employee_id, p.user_id, p.sold_on, p.sold_on
      from demo_sale_plan p
      left join (select resale_id, max(doc_number) as n from sales group by resale_id) m on m.resale_id = p.resale_id`);
  // The plan row of each sale: same unit and moment.
  await tx.execute(sql`alter table demo_sale_plan add column sale_id int`);
  await tx.execute(sql`update demo_sale_plan p set sale_id = s.id from sales s
      where s.resale_id = p.resale_id and s.sold_on = p.sold_on`);
  await tx.execute(sql`
    insert into sale_items (sale_id, product_id, quantity, price_cents, discount_cents)
    select sale_id, product_id, quantity, price, discount from demo_sale_plan
    union all
    select sale_id, product2_id, quantity2, price2, 0 from demo_sale_plan where product2_id is not null`);
  await tx.execute(sql`
    insert into sale_payments (sale_id, payment_method_id, value_cents, installments, due_date)
    select p.sale_id, p.method_id, s.total_cents - coalesce(p.split, 0) + p.change, 1,
           case when p.term then p.day + 30 else p.day end
      from demo_sale_plan p join sales s on s.id = p.sale_id
    union all
    select p.sale_id, p.method2_id, p.split, 1, p.day from demo_sale_plan p where p.method2_id is not null`);

  // Money, as a sale's own write books it: planSaleMoney plans each sale's cash entries and receivables
  // from its payments, insertPlannedMoney writes them all at once.
  const planned = await queryRows<{ id: number }>(tx, sql`select sale_id as id from demo_sale_plan`);
  const seeded = await readMoneySales(
    tx,
    planned.map((p) => p.id),
  );
  await insertPlannedMoney(
    tx,
    seeded.map(({ sale, payments, at }) => ({ sale, plan: planSaleMoney(sale, payments), at })),
  );

  await tx.execute(sql`drop table demo_sale_plan`);
  if (su?.su) await tx.execute(sql`set local session_replication_role = origin`);
}
