import { type IsoDate, isCashMethod, saleBalance, saleMoves, todayIn } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { planSaleMoney } from '../../modules/receivables/saleMoney';
import { type SalePlan, writeSales } from '../../modules/sales/write';
import type { SaleEmpties } from '../../modules/empties/ledger';
import type { GasDoPovoPlan } from '../../modules/gas-do-povo/sale';
import { type Executor, pgArray, queryRows } from '../client';
import { planDemoEmpties } from './empties';
import { type DemoGasDoPovo, planDemoRedemptions } from './gasDoPovo';
import { type DemoBuyer, type DemoSalePlan, type DemoUnitRefs, planDemoSales } from './salePlans';

/** Days of orders in the demo: a year, today included. */
export const DEMO_DAYS = 365;

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
        -- The voucher is no method a plan picks: the redemptions are planned apart (seed/gasDoPovo.ts).
        where x.resale_id = ${resale_id} and m.kind is distinct from 'gas_do_povo') as methods`,
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
 * written through the sales module's writeSales (writeDemoYear). Term sales older than a month are received, but for a few businesses who
 * owe their last boletos (debts overdue).
 */
export async function seedSales(
  tx: Executor,
  units: number[],
  buyers: DemoBuyer[][],
  timeZone: string,
  opts: {
    days?: number;
    now?: Date;
    weekdayFloor?: [number, number];
    gasDoPovo?: DemoGasDoPovo | null;
    /** The last days' empties by brand (seed/empties.ts); on unless false. */
    empties?: boolean;
  } = {},
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
  // The enrolled unit's redemptions, checked and priced by the sale's own Gás do Povo rules before the write.
  const redemptions = opts.gasDoPovo ? await planDemoRedemptions(tx, opts.gasDoPovo, plans) : new Map();
  // The last days' empties by brand, planned by the sale's own planSaleEmpties (after the redemptions' items).
  const empties = opts.empties === false ? new Map() : await planDemoEmpties(tx, plans, today);
  // Tens of thousands of rows whose references the plans took from the tables themselves: the row-by-row
  // foreign-key checks and the figures' triggers are skipped (superusers only, as PGlite's is), and seedDemo
  // rebuilds every figure at its end (rebuildFigures), as for the demo's other bulk parts.
  const [su] = await queryRows<{ su: boolean }>(
    tx,
    sql`select rolsuper as su from pg_roles where rolname = current_user`,
  );
  if (su?.su) await tx.execute(sql`set local session_replication_role = replica`);
  await writeDemoYear(tx, plans, refs, timeZone, now, redemptions, empties);
  if (su?.su) await tx.execute(sql`set local session_replication_role = origin`);
  await receiveTermSales(tx, today);
}

/**
 * The demo's orders as the sales module writes sales (writeSales, `history` plans): each plan checked and
 * priced as a new sale is — its total and change by saleBalance, its money by planSaleMoney, its stock and
 * customers' moves by saleMoves — with its own instants: called in at `at` (the unit's wall clock), out
 * `transit_minutes` later, delivered after the ride, finished 12 minutes on (none later than now); canceled
 * 12 minutes after the call. Ids and order numbers follow the order the sales were made; order numbers
 * continue a long-running unit's (from 20001), clear of the finance seed's documents.
 */
export async function writeDemoYear(
  tx: Executor,
  plans: DemoSalePlan[],
  refs: DemoUnitRefs[],
  timeZone: string,
  now: Date,
  redemptions: Map<DemoSalePlan, GasDoPovoPlan> = new Map(),
  empties: Map<DemoSalePlan, SaleEmpties> = new Map(),
): Promise<void> {
  // The wall clocks as instants, in the database's own time-zone rules.
  const order = plans
    .map((p, n) => ({ p, n }))
    .sort((a, b) => (a.p.at < b.p.at ? -1 : a.p.at > b.p.at ? 1 : a.n - b.n));
  const instants = await queryRows<{ ms: number }>(
    tx,
    sql`select (extract(epoch from (w::timestamp at time zone ${timeZone})) * 1000)::float8 as ms
          from unnest(${pgArray(order.map((o) => o.p.at))}::text[]) with ordinality as x(w, n) order by n`,
  );
  const tops = await queryRows<{ resale_id: number; n: number }>(
    tx,
    sql`select resale_id, max(doc_number)::int as n from sales group by resale_id`,
  );
  const docNumbers = new Map(refs.map((r) => [r.resale_id, tops.find((t) => t.resale_id === r.resale_id)?.n ?? 20000]));
  const methods = await methodsOf(tx, refs);
  const at = (ms: number) => new Date(Math.min(ms, now.getTime()));
  const history: SalePlan[] = order.map(({ p }, k) => {
    const soldOn = new Date(Number(instants[k]!.ms));
    const t0 = soldOn.getTime();
    const minutes = (m: number) => t0 + m * 60_000;
    const docNumber = docNumbers.get(p.resale_id)! + 1;
    docNumbers.set(p.resale_id, docNumber);
    const payments = p.payments.map((y) => ({ ...y, installments: 1 }));
    const balance = saleBalance(
      p.items,
      payments.map((y) => ({ value_cents: y.value_cents, cash: isCashMethod(methods.get(y.payment_method_id)) })),
    );
    const money = {
      doc_number: docNumber,
      resale_id: p.resale_id,
      customer_id: p.customer_id,
      user_id: p.user_id,
      employee_id: p.employee_id,
      day: p.day,
    };
    const out = p.status !== 'created' && p.status !== 'canceled' && p.status !== 'rejected';
    const delivered = p.status === 'delivered' || p.status === 'finished';
    return {
      kind: 'history',
      sale: {
        soldOn,
        docNumber,
        status: p.status,
        channel: p.channel,
        obs: null,
        customerId: p.customer_id,
        employeeId: p.employee_id,
        items: p.items,
        payments,
        balance,
        money,
        plan: planSaleMoney(
          { ...money, status: p.status, change_cents: balance.change_cents },
          payments.map((y) => {
            const m = methods.get(y.payment_method_id)!;
            // A Gás do Povo payment is owed by the unit's Caixa debtor, as the sale's service plans it.
            const debtor_id = m.kind === 'gas_do_povo' ? (redemptions.get(p)?.debtor_id ?? null) : null;
            return { ...y, delivery_time: m.delivery_time, is_card: m.is_card, method: m.description, debtor_id };
          }),
        ),
        gasDoPovo: redemptions.get(p) ?? null,
        empties: empties.get(p),
        moves: saleMoves(null, { status: p.status, customer_id: p.customer_id, day: p.day, items: p.items }),
        instants: {
          created_at: soldOn,
          in_transit_at: out ? at(minutes(p.transit_minutes)) : null,
          delivered_at: delivered ? at(minutes(p.transit_minutes + p.ride_minutes)) : null,
          finished_at: p.status === 'finished' ? at(minutes(p.transit_minutes + p.ride_minutes + 12)) : null,
          canceled_at: p.status === 'canceled' ? new Date(minutes(12)) : null,
        },
      },
    };
  });
  await writeSales(tx, history);
}

/** The units' payment methods as planSaleMoney reads them. */
async function methodsOf(tx: Executor, refs: DemoUnitRefs[]) {
  const rows = await queryRows<{
    id: number;
    description: string;
    delivery_time: number;
    is_card: boolean;
    kind: string;
  }>(
    tx,
    sql`select distinct m.id, m.description, m.delivery_time, m.is_card, m.kind
          from payment_methods m join payment_method_resales x on x.payment_method_id = m.id
         where x.resale_id = any(${pgArray(refs.map((r) => r.resale_id))}::int[])`,
  );
  return new Map(rows.map((m) => [m.id, { ...m, delivery_time: Number(m.delivery_time) }]));
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
         -- Caixa's receivables of the Gás do Povo are paid by its deposits (seed/gasDoPovo.ts).
         and r.customer_id not in (select customer_id from gas_do_povo_units where customer_id is not null)
         and r.id not in (select id from last_two)
      returning r.*)
    insert into transactions (description, movement, date, value_cents, resale_id, account_id, user_id, employee_id,
                              receivable_id, created_at, updated_at)
    select 'Recebimento da conta a receber #' || paid.id || ' - ' || c.name, 'receivable', paid.receipt_date,
           paid.value_cents, paid.resale_id, paid.account_id, paid.user_id, paid.employee_id, paid.id,
           paid.receipt_date + time '10:00', paid.receipt_date + time '10:00'
      from paid join customers c on c.id = paid.customer_id`);
}
