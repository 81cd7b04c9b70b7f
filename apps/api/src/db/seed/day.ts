import { OPEN_SALE_STATUSES, type SaleChannel, type SaleStatus, todayIn } from '@ability/domain';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../lib/context';
import { ValidationError } from '../../lib/errors';
import { registerCall } from '../../modules/call-logs/service';
import { listMissedCalls } from '../../modules/call-logs/missed';
import { repurchaseDue } from '../../modules/customers/repurchase';
import { createSale, updateStatus } from '../../modules/sales/service';
import { userPayload } from '../../modules/session/service';
import { type Db, queryRows } from '../client';
import { demoDatabase } from '../schema/index';
import { seedWhatsapp } from './whatsapp';

/**
 * A day in progress on the demo database: today always has work for each demo user — orders in
 * every status a person moves them to, 3 to 5 of them open for the demo deliverer, missed calls for the
 * attendant — written through the product's own writes (createSale, updateStatus, registerCall), as a
 * seller and a caller would. Only minimums are topped up: what people did since (a delivery finished, a
 * call returned) stays, and a run on a day that already has its work adds nothing.
 */

/** Today's minimum of orders per unit and status (delayed counts as in transit: the 15-minute rule moves them). */
const UNIT_MINIMUM: Partial<Record<SaleStatus, number>> = {
  created: 2,
  in_transit: 2,
  delivered: 1,
  finished: 3,
  canceled: 1,
};
/** The demo deliverer's open orders of today: topped up to TARGET when fewer than MIN (issue: 3 to 5). */
const DELIVERER_MIN = 3;
const DELIVERER_TARGET = 4;
/** Missed calls waiting in each unit's queue. */
const MISSED_MIN = 3;
/** How soon a top-up may run again (two processes starting together: only one of them adds). */
const CLAIM_MINUTES = 1;

export interface DayTopUp {
  sales: number;
  calls: number;
  /** Orders of earlier days left open, finished (the demo's days end with every order handed over). */
  closed: number;
  /** WhatsApp conversations received today (the units that had them in the demo). */
  whatsapp: number;
}

/** Whether this database holds the demo data (the demo seeding marked it). */
export async function isDemoDatabase(db: Db): Promise<boolean> {
  const rows = await db.select({ id: demoDatabase.id }).from(demoDatabase).limit(1);
  return rows.length > 0;
}

/** Marks the database as the demo's (seedDemo). */
export async function markDemoDatabase(db: Pick<Db, 'insert'>): Promise<void> {
  await db.insert(demoDatabase).values({ id: 1 }).onConflictDoNothing();
}

/** Claims this run: false when another process topped the day up less than CLAIM_MINUTES ago. */
async function claim(db: Db): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update demo_database set day_topped_at = now()
         where day_topped_at is null or day_topped_at < now() - make_interval(mins => ${CLAIM_MINUTES})
     returning id`,
  );
  return rows.length > 0;
}

interface Unit {
  id: number;
  p13: { id: number; price_cents: number } | null;
  method: number | null;
  deliverers: number[];
}

async function demoUnits(db: Db): Promise<Unit[]> {
  const rows = await queryRows<{
    id: number;
    p13_id: number | null;
    p13_price: number | null;
    method: number | null;
    deliverers: number[] | null;
  }>(
    db,
    sql`select r.id,
               p.id as p13_id, p.price_cents as p13_price,
               (select min(m.id) from payment_methods m join payment_method_resales x on x.payment_method_id = m.id
                 where x.resale_id = r.id and m.delivery_time = 0 and not m.is_card) as method,
               (select array_agg(e.id order by e.id) from employees e join employee_resales er on er.employee_id = e.id
                 where er.resale_id = r.id and e.role = 'deliverer') as deliverers
          from resales r
          left join lateral (select id, price_cents from products
                              where resale_id = r.id and description like 'Gás P13%' order by id limit 1) p on true
         order by r.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    p13: r.p13_id ? { id: r.p13_id, price_cents: Number(r.p13_price) } : null,
    method: r.method,
    deliverers: r.deliverers ?? [],
  }));
}

/** The demo's people as actors: the first user of each role (the seeded admin, attendant and deliverer). */
async function demoActors(db: Db): Promise<Partial<Record<'admin' | 'attendant' | 'deliverer', Actor>>> {
  const rows = await queryRows<{ id: number; role: 'admin' | 'attendant' | 'deliverer' }>(
    db,
    sql`select distinct on (role) id, role from users where role in ('admin', 'attendant', 'deliverer') order by role, id`,
  );
  const out: Partial<Record<'admin' | 'attendant' | 'deliverer', Actor>> = {};
  for (const r of rows) {
    const user = await userPayload(db, r.id);
    if (user) out[r.role] = { user, ip: null };
  }
  return out;
}

/** Customers of the unit to sell to: with a phone and an address, no order today, not due for a call. */
async function customersToSell(db: Db, unit: number, day: string, n: number): Promise<number[]> {
  if (n <= 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select customers.id from customers
         where customers.resale_id = ${unit} and customers.address_id is not null
           and exists (select 1 from customer_contacts cc where cc.customer_id = customers.id)
           and customers.last_sale_on is distinct from ${day}::date
           and not (${repurchaseDue})
         order by customers.last_sale_on nulls first, customers.id
         limit ${n}`,
  );
  return rows.map((r) => r.id);
}

/** Phones for missed calls: customers of the unit due for a re-purchase call (they call first), else any. */
async function callersOf(db: Db, unit: number, n: number): Promise<string[]> {
  if (n <= 0) return [];
  const rows = await queryRows<{ phone: string }>(
    db,
    sql`select cc.phone from customer_contacts cc join customers on customers.id = cc.customer_id
         where cc.resale_id = ${unit}
           and not exists (select 1 from call_logs l where l.resale_id = ${unit} and l.phone = cc.phone
                             and l.created_at > now() - interval '1 day')
           and not exists (select 1 from sales s where s.customer_id = customers.id
                             and s.created_at > now() - interval '1 hour')
         order by (${repurchaseDue}) desc, customers.repurchase_on nulls last, cc.id
         limit ${n}`,
  );
  return rows.map((r) => r.phone);
}

/**
 * Open orders of earlier days finished, so that 'Minhas entregas' shows today's (a day whose settlement
 * was closed refuses the move: that order stays as it is).
 */
async function closeEarlierDays(db: Db, actor: Actor, unit: number, dayStart: number, now: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from sales where resale_id = ${unit} and sold_on < ${new Date(dayStart).toISOString()}::timestamptz
           and status in ('created', 'delayed', 'in_transit', 'delivered') order by id`,
  );
  let closed = 0;
  for (const { id } of rows) {
    try {
      await updateStatus(db, actor, id, 'finished', now);
      closed++;
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
    }
  }
  return closed;
}

interface Counts {
  unit: Partial<Record<SaleStatus, number>>;
  deliverer: number;
}

async function todayCounts(db: Db, unit: number, day: string, timeZone: string, deliverer: number | null) {
  const rows = await queryRows<{ status: SaleStatus; n: number; mine: number }>(
    db,
    sql`select status, count(*)::int as n,
               (count(*) filter (where employee_id = ${deliverer ?? 0}))::int as mine
          from sales
         where resale_id = ${unit}
           and sold_on >= (${day}::date::timestamp at time zone ${timeZone})
           and sold_on < ((${day}::date + 1)::timestamp at time zone ${timeZone})
         group by status`,
  );
  const counts: Counts = { unit: {}, deliverer: 0 };
  for (const r of rows) {
    const key = r.status === 'delayed' ? 'in_transit' : r.status;
    counts.unit[key] = (counts.unit[key] ?? 0) + r.n;
    if ((OPEN_SALE_STATUSES as readonly SaleStatus[]).includes(r.status)) counts.deliverer += r.mine;
  }
  return counts;
}

/** How long before now each kind of order was called in (minutes), and its later moves after that. */
const TIMELINE: Record<string, { ago: number; moves: [SaleStatus, number][] }> = {
  created: { ago: 6, moves: [] },
  in_transit: { ago: 9, moves: [['in_transit', 3]] },
  delivered: {
    ago: 50,
    moves: [
      ['in_transit', 5],
      ['delivered', 22],
    ],
  },
  finished: {
    ago: 150,
    moves: [
      ['in_transit', 4],
      ['delivered', 20],
      ['finished', 35],
    ],
  },
  canceled: { ago: 95, moves: [['canceled', 10]] },
};

interface Planned {
  status: SaleStatus;
  employee: number | null;
  n: number;
}

/** The unit had WhatsApp conversations in the demo, none received today. */
async function wantsWhatsapp(db: Db, resaleId: number, dayStart: number): Promise<boolean> {
  const [r] = await queryRows<{ before: boolean; today: boolean }>(
    db,
    sql`select exists (select 1 from whatsapp_messages where resale_id = ${resaleId} and direction = 'in') as before,
               exists (select 1 from whatsapp_messages where resale_id = ${resaleId} and direction = 'in'
                        and sent_at >= ${new Date(dayStart).toISOString()}::timestamptz) as today`,
  );
  return !!r?.before && !r.today;
}

/**
 * Tops up today's work on the demo database (see above). Answers what it added, or null when the database
 * is not the demo's (nothing is read or written there beyond that check) or another process just did it.
 */
export async function topUpDemoDay(
  db: Db,
  opts: {
    now?: Date;
    timeZone?: string;
    /** Each sale once written with its moves, as the routes tell the jobs (the NFC-e's afterSaleWrite). */
    onSale?: (sale: { id: number; resale_id: number; status: SaleStatus }) => Promise<void>;
  } = {},
): Promise<DayTopUp | null> {
  if (!(await isDemoDatabase(db))) return null;
  if (!(await claim(db))) return null;
  const now = opts.now ?? new Date();
  const timeZone = opts.timeZone ?? process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';
  const day = todayIn(timeZone, now);
  const [{ start } = { start: now }] = await queryRows<{ start: Date }>(
    db,
    sql`select (${day}::date::timestamp at time zone ${timeZone}) as start`,
  );
  const dayStart = new Date(start).getTime();
  // The day's orders from the shop's opening (7 h) when it has been open a while, else from midnight.
  const opening = now.getTime() - dayStart > 7.5 * 3_600_000 ? dayStart + 7 * 3_600_000 : dayStart;
  // A moment `ago` minutes back, kept after the opening (early in the day the orders crowd its start).
  const scale = Math.min(1, Math.max(0, now.getTime() - opening - 60_000) / (200 * 60_000));
  const at = (ago: number) => new Date(now.getTime() - ago * 60_000 * scale);
  const actors = await demoActors(db);
  const seller = (unit: number) =>
    [actors.attendant, actors.admin].find((a) => a?.user.resale_ids.includes(unit)) ?? null;
  const demoDeliverer = actors.deliverer?.user.employee?.id ?? null;
  const added: DayTopUp = { sales: 0, calls: 0, closed: 0, whatsapp: 0 };

  for (const unit of await demoUnits(db)) {
    const actor = seller(unit.id);
    if (!actor || !unit.p13 || !unit.method) continue;
    added.closed += await closeEarlierDays(db, actor, unit.id, dayStart, now);
    const mine = demoDeliverer !== null && unit.deliverers.includes(demoDeliverer) ? demoDeliverer : null;
    const counts = await todayCounts(db, unit.id, day, timeZone, mine);
    const plan: Planned[] = [];
    // The demo deliverer's open orders first: one to take out, one on the road, one handed over, …
    let open = counts.deliverer;
    if (mine !== null && open < DELIVERER_MIN) {
      const cycle: SaleStatus[] = ['created', 'in_transit', 'delivered'];
      for (let k = 0; open < DELIVERER_TARGET; k++, open++) {
        const status = cycle[k % cycle.length]!;
        plan.push({ status, employee: mine, n: k });
        counts.unit[status] = (counts.unit[status] ?? 0) + 1;
      }
    }
    // Then the unit's day in every status; open ones go to another deliverer, else to the demo deliverer
    // while they have fewer than five (a new order may wait without a deliverer).
    const others = unit.deliverers.filter((d) => d !== mine);
    for (const [status, min] of Object.entries(UNIT_MINIMUM) as [SaleStatus, number][]) {
      for (let k = counts.unit[status] ?? 0; k < min; k++) {
        const isOpen = (OPEN_SALE_STATUSES as readonly SaleStatus[]).includes(status);
        let employee: number | null = others.length ? others[k % others.length]! : mine;
        if (isOpen && employee === mine && mine !== null) {
          if (open >= 5) employee = null;
          else open++;
        }
        if (employee === null && status !== 'created' && status !== 'canceled') continue;
        plan.push({ status, employee, n: k });
      }
    }

    const buyers = await customersToSell(db, unit.id, day, plan.length);
    for (const [i, p] of plan.entries()) {
      const timeline = TIMELINE[p.status]!;
      const ago = timeline.ago + p.n * 17;
      const channel: SaleChannel = i % 3 === 1 ? 'whatsapp' : 'disk';
      const sale = await createSale(
        db,
        actor,
        {
          resale_id: unit.id,
          channel,
          status: 'created',
          customer_id: buyers[i % Math.max(1, buyers.length)] ?? null,
          employee_id: p.employee,
          obs: null,
          items_attributes: [{ product_id: unit.p13.id, quantity: 1, price_cents: unit.p13.price_cents }],
          payments_attributes: [{ payment_method_id: unit.method, value_cents: unit.p13.price_cents, due_date: null }],
        },
        at(ago),
      );
      for (const [to, after] of timeline.moves) await updateStatus(db, actor, sale.id, to, at(ago - after));
      await opts.onSale?.({ id: sale.id, resale_id: unit.id, status: p.status });
      added.sales++;
    }

    // The morning's WhatsApp conversations, once the day is a couple of hours old (they are hours apart), in
    // a unit the demo gave them to and that has none today: through the inbound path, as the seed's.
    if (now.getTime() - dayStart > 2 * 3_600_000 && (await wantsWhatsapp(db, unit.id, dayStart))) {
      added.whatsapp += await seedWhatsapp(db, unit.id, now);
    }

    // Missed calls for the unit's queue: customers calling back, an unknown number now and then.
    const waiting = (await listMissedCalls(db, [unit.id], { page: 1, perPage: 1 })).total;
    const callers = await callersOf(db, unit.id, MISSED_MIN - waiting);
    const caller = actors.attendant?.user.resale_ids.includes(unit.id) ? actors.attendant : actor;
    for (const phone of callers) {
      const { created } = await registerCall(db, caller, { phone, kind: 'incoming', resale_id: unit.id });
      if (created) added.calls++;
    }
  }
  return added;
}
