import { type IsoDate, todayIn } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { insertPlannedMoney, planSaleMoney, readMoneySales } from '../../modules/receivables/saleMoney';
import { type Executor, queryRows } from '../client';
import { type DemoBuyer, type DemoSalePlan, type DemoUnitRefs, planDemoSales } from './salePlans';

/** Days of orders in the demo: a year, today included. */
export const DEMO_DAYS = 365;

/** Plans written per statement (one JSON parameter each). */
const BATCH = 4000;

/** What planDemoSales needs of each unit: its products, deliverers, order takers and payment methods. */
async function unitRefs(tx: Executor, resale_id: number, buyers: DemoBuyer[]): Promise<DemoUnitRefs> {
  const [r] = await queryRows<{
    products: { id: number; description: string; price_cents: number }[] | null;
    deliverers: number[] | null;
    sellers: number[] | null;
    methods: { id: number; description: string; delivery_time: number; is_card: boolean; card_type: string | null }[];
  }>(
    tx,
    sql`select
      (select json_agg(json_build_object('id', id, 'description', description, 'price_cents', price_cents) order by id)
         from products where resale_id = ${resale_id}) as products,
      (select array_agg(e.id order by e.id) from employees e join employee_resales er on er.employee_id = e.id
        where er.resale_id = ${resale_id} and e.role = 'deliverer') as deliverers,
      (select array_agg(x.user_id order by x.user_id) from user_resales x join users us on us.id = x.user_id
        where x.resale_id = ${resale_id} and us.role <> 'deliverer') as sellers,
      (select json_agg(json_build_object('id', m.id, 'description', m.description, 'delivery_time', m.delivery_time,
                                         'is_card', m.is_card, 'card_type', m.card_type) order by m.id)
         from payment_methods m join payment_method_resales x on x.payment_method_id = m.id
        where x.resale_id = ${resale_id}) as methods`,
  );
  const product = (prefix: string) => {
    const p = r?.products?.find((x) => x.description.startsWith(prefix));
    return p ? { id: p.id, price_cents: Number(p.price_cents) } : undefined;
  };
  const methods = r?.methods ?? [];
  const plain = methods.filter((m) => !m.is_card && m.delivery_time === 0);
  const cash = plain.find((m) => m.description === 'Dinheiro') ?? plain[0];
  if (!cash) throw new Error('demo: a unit without a cash payment method');
  return {
    resale_id,
    products: {
      p13: product('Gás P13'),
      p20: product('Gás P20'),
      p45: product('Gás P45'),
      water: product('Água mineral 20 L'),
    },
    deliverers: r?.deliverers ?? [],
    sellers: r?.sellers ?? [],
    methods: {
      cash: cash.id,
      pix: (plain.find((m) => m.description === 'PIX') ?? cash).id,
      debit: methods.find((m) => m.is_card && m.card_type === 'debit')?.id ?? null,
      credit: methods.find((m) => m.is_card && m.card_type === 'credit')?.id ?? null,
      term: methods.find((m) => !m.is_card && m.delivery_time > 0)?.id ?? null,
    },
    buyers,
  };
}

/**
 * A year of the demo units' orders: planned by planDemoSales (salePlans.ts) from each unit's buyers, then
 * written by writeDemoSales. Term sales older than a month are received, but for a few businesses who
 * owe their last boletos (debts overdue).
 */
export async function seedSales(
  tx: Executor,
  units: number[],
  buyers: DemoBuyer[][],
  timeZone: string,
  opts: { days?: number; now?: Date; weekdayFloor?: [number, number] } = {},
): Promise<void> {
  const now = opts.now ?? new Date();
  const today = todayIn(timeZone, now);
  const [{ minutes } = { minutes: 0 }] = await queryRows<{ minutes: number }>(
    tx,
    sql`select (extract(hour from ${now.toISOString()}::timestamptz at time zone ${timeZone}) * 60
              + extract(minute from ${now.toISOString()}::timestamptz at time zone ${timeZone}))::int as minutes`,
  );
  const refs: DemoUnitRefs[] = [];
  for (const [u, resale_id] of units.entries()) refs.push(await unitRefs(tx, resale_id, buyers[u] ?? []));
  const plans = planDemoSales({
    today,
    nowMinutes: Number(minutes),
    days: opts.days ?? DEMO_DAYS,
    units: refs,
    weekdayFloor: opts.weekdayFloor,
  });
  await writeDemoSales(tx, plans, timeZone);
  await receiveTermSales(tx, today);
}

/**
 * THE writer of the demo's orders: every plan becomes a sale with its items and payments, and its money
 * (cash entries, receivables) is booked by the sales module's own planner (planSaleMoney) — all in a few
 * bulk statements per batch. Written as replica (no triggers) where the role may: the figures derived from
 * these rows (the ledger's totals, the customers' statistics and debt,
 * …) are left to seedDemo's rebuildFigures at the end. The sales' item and payment arrays are written with the
 * sales, so the arrays' triggers (which run even as replica) find nothing to change. Order numbers continue a long-running unit's (from
 * 20001), clear of the finance seed's documents. Answers the sales' ids.
 */
export async function writeDemoSales(tx: Executor, plans: DemoSalePlan[], timeZone: string): Promise<number[]> {
  // Thousands of rows whose references the plans took from the tables themselves: skipping the row-by-row
  // foreign-key triggers keeps the demo start fast (superusers only, as PGlite's is).
  const [su] = await queryRows<{ su: boolean }>(
    tx,
    sql`select rolsuper as su from pg_roles where rolname = current_user`,
  );
  if (su?.su) await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`create temp table demo_sale_plan (
      n int, sale_id int, resale_id int, at timestamp, status sale_status, channel sale_channel,
      customer_id int, employee_id int, user_id int, change_cents int, transit int, ride int,
      items json, payments json) on commit drop`);
  for (let k = 0; k < plans.length; k += BATCH) {
    const part = plans.slice(k, k + BATCH).map((p, i) => ({
      n: k + i,
      resale_id: p.resale_id,
      at: p.at,
      status: p.status,
      channel: p.channel,
      customer_id: p.customer_id,
      employee_id: p.employee_id,
      user_id: p.user_id,
      change_cents: p.change_cents,
      transit: p.transit_minutes,
      ride: p.ride_minutes,
      items: p.items,
      payments: p.payments,
    }));
    await tx.execute(sql`insert into demo_sale_plan (n, resale_id, at, status, channel, customer_id, employee_id,
                                                     user_id, change_cents, transit, ride, items, payments)
      select n, resale_id, at, status, channel, customer_id, employee_id, user_id, change_cents, transit, ride, items, payments
        from json_to_recordset(${JSON.stringify(part)}::json) as x(n int, resale_id int, at timestamp, status sale_status,
             channel sale_channel, customer_id int, employee_id int, user_id int, change_cents int, transit int,
             ride int, items json, payments json)`);
  }
  // Ids in the order the sales were made.
  await tx.execute(sql`update demo_sale_plan p set sale_id = o.id
      from (select n, nextval(pg_get_serial_sequence('sales', 'id')) as id
              from (select n from demo_sale_plan order by at, n) q) o
     where o.n = p.n`);
  await tx.execute(sql`
    with p as (select d.*, (d.at at time zone ${timeZone}) as sold_on, i.*, y.*
                 from demo_sale_plan d
                 cross join lateral (
                   select sum(v) as total, array_agg(product_id order by k) as product_ids,
                          array_agg(quantity order by k) as quantities, array_agg(v order by k) as item_values
                     from (select k, (i->>'product_id')::int as product_id, (i->>'quantity')::int as quantity,
                                  (i->>'price_cents')::bigint * (i->>'quantity')::int - (i->>'discount_cents')::int as v
                             from json_array_elements(d.items) with ordinality as x(i, k)) e) i
                 cross join lateral (
                   select array_agg((y->>'payment_method_id')::int order by k) as method_ids,
                          array_agg((y->>'value_cents')::int order by k) as payment_values
                     from json_array_elements(d.payments) with ordinality as x(y, k)) y)
    insert into sales (id, doc_number, status, channel, sold_on, in_transit_at, delivered_at, finished_at, canceled_at,
                       total_cents, change_cents, resale_id, customer_id, employee_id, user_id, created_at, updated_at,
                       item_product_ids, item_quantities, item_values, payment_method_ids, payment_values)
    select p.sale_id, coalesce(m.n, 20000) + row_number() over (partition by p.resale_id order by p.sold_on, p.n),
           p.status, p.channel, p.sold_on,
           case when p.status not in ('created', 'canceled', 'rejected') then least(p.sold_on + p.transit * interval '1 minute', now()) end,
           case when p.status in ('delivered', 'finished') then least(p.sold_on + (p.transit + p.ride) * interval '1 minute', now()) end,
           case when p.status = 'finished' then least(p.sold_on + (p.transit + p.ride + 12) * interval '1 minute', now()) end,
           case when p.status = 'canceled' then p.sold_on + interval '12 minutes' end,
           p.total, p.change_cents, p.resale_id, p.customer_id, p.employee_id, p.user_id, p.sold_on, p.sold_on,
           p.product_ids, p.quantities, p.item_values, p.method_ids, p.payment_values
      from p
      left join (select resale_id, max(doc_number) as n from sales group by resale_id) m on m.resale_id = p.resale_id`);
  await tx.execute(sql`
    insert into sale_items (sale_id, product_id, quantity, price_cents, discount_cents)
    select p.sale_id, (i->>'product_id')::int, (i->>'quantity')::int, (i->>'price_cents')::int, (i->>'discount_cents')::int
      from demo_sale_plan p cross join lateral json_array_elements(p.items) with ordinality as x(i, k)
     order by p.sale_id, x.k`);
  await tx.execute(sql`
    insert into sale_payments (sale_id, payment_method_id, value_cents, installments, due_date)
    select p.sale_id, (y->>'payment_method_id')::int, (y->>'value_cents')::int, 1, (y->>'due_date')::date
      from demo_sale_plan p cross join lateral json_array_elements(p.payments) with ordinality as x(y, k)
     order by p.sale_id, x.k`);
  const ids = (await queryRows<{ id: number }>(tx, sql`select sale_id as id from demo_sale_plan order by sale_id`)).map(
    (r) => r.id,
  );

  // Money, as a sale's own write books it: planSaleMoney plans each sale's cash entries and receivables
  // from its payments, insertPlannedMoney writes them.
  for (let k = 0; k < ids.length; k += BATCH) {
    const seeded = await readMoneySales(tx, ids.slice(k, k + BATCH));
    await insertPlannedMoney(
      tx,
      seeded.map(({ sale, payments, at }) => ({ sale, plan: planSaleMoney(sale, payments), at })),
    );
  }
  await tx.execute(sql`drop table demo_sale_plan`);
  if (su?.su) await tx.execute(sql`set local session_replication_role = origin`);
  return ids;
}

/**
 * The term sales' receivables of the year, received as customers pay: those due more than a week ago are
 * received on their due day or a few days after (a receipt in the cash, as the receivables screen books
 * one), but for one in four of the term customers, who still owe their last two (overdue debts).
 */
async function receiveTermSales(tx: Executor, today: IsoDate): Promise<void> {
  await tx.execute(sql`
    with owing as (
      select customer_id from (select distinct customer_id from receivables where sale_id is not null) c
       where customer_id % 4 = 1),
    last_two as (
      select id from (select r.id, row_number() over (partition by r.customer_id order by r.due_date desc) as k
                        from receivables r join owing o on o.customer_id = r.customer_id
                       where r.sale_id is not null and r.due_date < ${today}::date - 7) x where k <= 2),
    paid as (
      update receivables r set received_cents = r.value_cents,
             receipt_date = least(r.due_date + (r.id % 5), ${today}::date), updated_at = now()
       where r.sale_id is not null and r.due_date < ${today}::date - 7 and r.received_cents = 0
         and r.id not in (select id from last_two)
      returning r.*)
    insert into transactions (description, movement, date, value_cents, resale_id, account_id, user_id, employee_id,
                              receivable_id, created_at, updated_at)
    select 'Recebimento da conta a receber #' || paid.id || ' - ' || c.name, 'receivable', paid.receipt_date,
           paid.value_cents, paid.resale_id, paid.account_id, paid.user_id, paid.employee_id, paid.id,
           paid.receipt_date + time '10:00', paid.receipt_date + time '10:00'
      from paid join customers c on c.id = paid.customer_id`);
}
