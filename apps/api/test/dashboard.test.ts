import {
  DELIVERY_BUCKETS,
  DELIVERY_BUCKET_LIMITS,
  ON_TIME_MINUTES,
  customerSegment,
  valueWindowStart,
  vipThreshold,
} from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { checkFigures } from '../src/read-models';
import { addDays, caller, demoSaleRefs, newCustomer, today } from './finance-helpers';
import { type TestContext, cashSaleBody, createTestContext } from './helpers';

/**
 * The dashboard, 'Painel': GET /api/dashboard against a recompute of each figure from the
 * rows it comes from (sales, customers, contact attempts, cash entries, receivables), read back with plain
 * SQL and summed here in JavaScript; admins only; one unit or every unit; on PostgreSQL, sales written while
 * the dashboard is read.
 */
let t: TestContext;
let refs: Awaited<ReturnType<typeof demoSaleRefs>>;
let admin: ReturnType<typeof caller>;
const TZ = 'America/Sao_Paulo';
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

beforeAll(async () => {
  t = await createTestContext();
  refs = await demoSaleRefs(t);
  admin = caller(t, 'admin');
});
afterAll(async () => t?.close());

type Reply = {
  period: { from: string; to: string };
  totals: { orders: number; revenue_cents: number; average_ticket_cents: number; delivered: number; on_time: number };
  late: number;
  by_hour: { hour: number; channel: string; orders: number; revenue_cents: number }[];
  delivery_buckets: { bucket: string; count: number }[];
  deliverers: { employee_id: number | null; delivered: number; on_time: number; buckets: Record<string, number> }[];
  repurchase: { queue: number; calls: number; orders: number };
  segments: { segment: string; customers: number }[];
  cash_term: { cash_cents: number; term_cents: number };
  receivables_week: Record<'received' | 'overdue' | 'earlydue' | 'all', { count: number; value_cents: number }> & {
    start: string;
    end: string;
  };
};

async function read(query: string): Promise<Reply> {
  const res = await admin('GET', `/dashboard?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Reply;
}

const inUnits = (units: number[] | null, id: number) => units === null || units.includes(id);

/** Every figure recomputed from the source rows for `units` (null = all) and [from, to]. */
async function recompute(units: number[] | null, from: string, to: string) {
  const sales = await rows<{
    id: number;
    resale_id: number;
    status: string;
    channel: string;
    total: number;
    employee_id: number | null;
    day: string;
    hour: number;
    minutes: number | null;
    in_transit_at: Date | null;
    customer_id: number | null;
  }>(sql`select id, resale_id, status::text, channel::text, total_cents::float8 as total, employee_id, customer_id,
                (sold_on at time zone ${TZ})::date::text as day,
                extract(hour from sold_on at time zone ${TZ})::int as hour,
                (extract(epoch from delivered_at) - extract(epoch from sold_on))::float8 / 60 as minutes,
                in_transit_at
           from sales`);
  const scoped = sales.filter((s) => inUnits(units, s.resale_id));
  const counted = scoped.filter(
    (s) => s.day >= from && s.day <= to && s.status !== 'canceled' && s.status !== 'rejected',
  );
  const byHour = new Map<string, { hour: number; channel: string; orders: number; revenue_cents: number }>();
  for (const s of counted) {
    const k = `${s.hour}|${s.channel}`;
    const r = byHour.get(k) ?? { hour: s.hour, channel: s.channel, orders: 0, revenue_cents: 0 };
    r.orders += 1;
    r.revenue_cents += s.total;
    byHour.set(k, r);
  }
  // The domain's limits (each inclusive), against which the database's sale_delivery_bucket is compared.
  const bucketOf = (m: number) => {
    const i = DELIVERY_BUCKET_LIMITS.findIndex((limit) => m <= limit);
    return DELIVERY_BUCKETS[i === -1 ? DELIVERY_BUCKET_LIMITS.length : i]!;
  };
  const deliverers = new Map<number | null, { delivered: number; on_time: number; buckets: Record<string, number> }>();
  for (const s of counted) {
    if (s.minutes === null) continue;
    const d = deliverers.get(s.employee_id) ?? {
      delivered: 0,
      on_time: 0,
      buckets: { up_to_15: 0, up_to_30: 0, up_to_60: 0, over_60: 0 },
    };
    d.delivered += 1;
    if (s.minutes <= ON_TIME_MINUTES) d.on_time += 1;
    d.buckets[bucketOf(s.minutes)]! += 1;
    deliverers.set(s.employee_id, d);
  }
  const cutoff = Date.now() - 15 * 60_000;
  const late = scoped.filter(
    (s) =>
      s.status === 'delayed' ||
      (s.status === 'in_transit' && s.in_transit_at && new Date(s.in_transit_at).getTime() < cutoff),
  ).length;

  // Cash and term: what the period's sales booked (their cash entries and the receivables they opened).
  const periodIds = new Set(scoped.filter((s) => s.day >= from && s.day <= to).map((s) => s.id));
  const cashRows = await rows<{ sale_id: number; v: number }>(
    sql`select sale_id, value_cents::float8 as v from transactions
         where sale_id is not null and receivable_id is null and movement = 'receivable'`,
  );
  const termRows = await rows<{ sale_id: number; v: number }>(
    sql`select sale_id, value_cents::float8 as v from receivables where sale_id is not null`,
  );
  const sumOf = (list: { sale_id: number; v: number }[]) =>
    list.filter((r) => periodIds.has(r.sale_id)).reduce((a, r) => a + r.v, 0);

  // Segments: each customer's facts and value over 12 months, the unit's VIP cut, the domain's rule.
  const d = today();
  const customers = (
    await rows<{
      id: number;
      resale_id: number;
      first: string | null;
      last: string | null;
      avg: number | null;
      next: string | null;
      callback: string | null;
      contacted: string | null;
      contacted_on: string | null;
    }>(sql`select id, resale_id, first_sale_on::text as first, last_sale_on::text as last,
                  purchase_interval_days as avg, next_purchase_on::text as next, callback_on::text as callback,
                  contacted, (contacted_at at time zone ${TZ})::date::text as contacted_on from customers`)
  ).filter((c) => inUnits(units, c.resale_id));
  const windowStart = valueWindowStart(d);
  const values = new Map<number, number>();
  const unitOf = new Map(customers.map((c) => [c.id, c.resale_id]));
  for (const s of sales)
    if (
      s.customer_id !== null &&
      unitOf.get(s.customer_id) === s.resale_id &&
      s.day >= windowStart &&
      s.status !== 'canceled' &&
      s.status !== 'rejected'
    )
      values.set(s.customer_id, (values.get(s.customer_id) ?? 0) + s.total);
  // The unit's cut from every buyer of the unit in the window (customer of the unit or not).
  const unitBuyers = new Map<number, Map<number, number>>();
  for (const s of sales)
    if (s.customer_id !== null && s.day >= windowStart && s.status !== 'canceled' && s.status !== 'rejected') {
      const m = unitBuyers.get(s.resale_id) ?? new Map<number, number>();
      m.set(s.customer_id, (m.get(s.customer_id) ?? 0) + s.total);
      unitBuyers.set(s.resale_id, m);
    }
  const segments = new Map<string, number>();
  for (const c of customers) {
    const seg = customerSegment(
      {
        firstSaleOn: c.first,
        lastSaleOn: c.last,
        averageIntervalDays: c.avg,
        value12mCents: values.get(c.id) ?? 0,
        vipCutCents: vipThreshold([...(unitBuyers.get(c.resale_id)?.values() ?? [])]),
      },
      d,
    );
    segments.set(seg, (segments.get(seg) ?? 0) + 1);
  }
  // The re-purchase queue (GET /customers?due=true's rule) and the period's calls followed by an order in 2 days.
  const queue = customers.filter((c) => {
    const due =
      [c.next, c.callback]
        .filter((x): x is string => !!x)
        .sort()
        .at(-1) ?? null;
    return due !== null && due <= d && c.contacted !== 'dont_want' && (!c.contacted_on || c.contacted_on < due);
  }).length;
  const calls = (
    await rows<{ customer_id: number; resale_id: number; day: string; at: number }>(
      sql`select customer_id, resale_id, (created_at at time zone ${TZ})::date::text as day,
                 extract(epoch from created_at)::float8 as at from contact_attempts`,
    )
  ).filter((a) => inUnits(units, a.resale_id) && a.day >= from && a.day <= to);
  const created = await rows<{ customer_id: number | null; status: string; at: number }>(
    sql`select customer_id, status::text, extract(epoch from created_at)::float8 as at from sales`,
  );
  const converted = calls.filter((a) =>
    created.some(
      (s) =>
        s.customer_id === a.customer_id &&
        s.status !== 'canceled' &&
        s.status !== 'rejected' &&
        s.at >= a.at &&
        s.at < a.at + 2 * 86_400,
    ),
  ).length;

  // Receivables due in this week (Monday to Sunday): settled, overdue and early-due open, all.
  const monday = addDays(d, -((new Date(`${d}T12:00:00Z`).getUTCDay() + 6) % 7));
  const sunday = addDays(monday, 6);
  const bills = (
    await rows<{ resale_id: number; due: string; value: number; received: number }>(
      sql`select resale_id, due_date::text as due, value_cents::float8 as value, received_cents::float8 as received
            from receivables`,
    )
  ).filter((r) => inUnits(units, r.resale_id) && r.due >= monday && r.due <= sunday);
  const fig = (list: typeof bills, v: (r: (typeof bills)[number]) => number) => ({
    count: list.length,
    value_cents: list.reduce((a, r) => a + v(r), 0),
  });
  const open = bills.filter((r) => r.received < r.value);

  const orders = counted.length;
  const revenue = counted.reduce((a, s) => a + s.total, 0);
  const allDeliverers = [...deliverers.values()];
  return {
    totals: {
      orders,
      revenue_cents: revenue,
      average_ticket_cents: orders ? Math.round(revenue / orders) : 0,
      delivered: allDeliverers.reduce((a, x) => a + x.delivered, 0),
      on_time: allDeliverers.reduce((a, x) => a + x.on_time, 0),
    },
    late,
    by_hour: [...byHour.values()].sort((a, b) => a.hour - b.hour || a.channel.localeCompare(b.channel)),
    delivery_buckets: ['up_to_15', 'up_to_30', 'up_to_60', 'over_60'].map((bucket) => ({
      bucket,
      count: allDeliverers.reduce((a, x) => a + x.buckets[bucket]!, 0),
    })),
    deliverers: [...deliverers]
      .map(([employee_id, x]) => ({ employee_id, ...x }))
      .sort((a, b) => (a.employee_id ?? 0) - (b.employee_id ?? 0)),
    repurchase: { queue, calls: calls.length, orders: converted },
    segments: Object.fromEntries(segments),
    cash_term: { cash_cents: sumOf(cashRows), term_cents: sumOf(termRows) },
    receivables_week: {
      start: monday,
      end: sunday,
      received: fig(
        bills.filter((r) => r.received >= r.value),
        (r) => r.received,
      ),
      overdue: fig(
        open.filter((r) => r.due < d),
        (r) => r.value - r.received,
      ),
      earlydue: fig(
        open.filter((r) => r.due >= d),
        (r) => r.value - r.received,
      ),
      all: fig(bills, (r) => r.value),
    },
  };
}

/** The reply in the recompute's shape (orders of lists fixed, segments as a map). */
function comparable(r: Reply) {
  return {
    totals: {
      orders: r.totals.orders,
      revenue_cents: r.totals.revenue_cents,
      average_ticket_cents: r.totals.average_ticket_cents,
      delivered: r.totals.delivered,
      on_time: r.totals.on_time,
    },
    late: r.late,
    by_hour: [...r.by_hour].sort((a, b) => a.hour - b.hour || a.channel.localeCompare(b.channel)),
    delivery_buckets: r.delivery_buckets,
    deliverers: r.deliverers
      .map(({ employee_id, delivered, on_time, buckets }) => ({ employee_id, delivered, on_time, buckets }))
      .sort((a, b) => (a.employee_id ?? 0) - (b.employee_id ?? 0)),
    repurchase: { queue: r.repurchase.queue, calls: r.repurchase.calls, orders: r.repurchase.orders },
    segments: Object.fromEntries(r.segments.filter((s) => s.customers > 0).map((s) => [s.segment, s.customers])),
    cash_term: r.cash_term,
    receivables_week: {
      start: r.receivables_week.start,
      end: r.receivables_week.end,
      received: r.receivables_week.received,
      overdue: r.receivables_week.overdue,
      earlydue: r.receivables_week.earlydue,
      all: r.receivables_week.all,
    },
  };
}

/** A sale through the API, then its times set as the test needs them (sold `ago` minutes back). */
async function sale(opts: {
  resale_id?: number;
  channel?: string;
  status?: string;
  employee_id?: number | null;
  deliveredAfter?: number;
  inTransitFor?: number;
  term?: boolean;
  customer_id?: number;
}) {
  const unit = opts.resale_id ?? refs.centro;
  const body = cashSaleBody(
    {
      resale_id: unit,
      product_id: unit === refs.centro ? refs.p13 : refs.p13Valinhos,
      method_id: refs.cash,
    },
    {
      channel: opts.channel ?? 'disk',
      employee_id: opts.employee_id !== undefined ? opts.employee_id : unit === refs.centro ? refs.deliverer : null,
      customer_id: opts.customer_id,
      ...(opts.term
        ? { payments_attributes: [{ payment_method_id: refs.pix, value_cents: 11000, due_date: addDays(today(), 10) }] }
        : {}),
    },
  );
  const res = await admin('POST', '/sales', body);
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: number }).id;
  if (opts.deliveredAfter !== undefined)
    await t.database.db.execute(
      sql`update sales set status = 'delivered', in_transit_at = sold_on,
                 delivered_at = sold_on + make_interval(secs => ${opts.deliveredAfter * 60}) where id = ${id}`,
    );
  if (opts.inTransitFor !== undefined)
    await t.database.db.execute(
      sql`update sales set status = 'in_transit', in_transit_at = now() - make_interval(secs => ${opts.inTransitFor * 60})
           where id = ${id}`,
    );
  if (opts.status)
    await t.database.db.execute(sql`update sales set status = ${opts.status}::sale_status where id = ${id}`);
  return id;
}

describe('GET /api/dashboard', () => {
  it('[200] each figure of today and of a period equals its recompute from the source rows', async () => {
    const d = today();
    // Delivery times on each side of every bucket limit, for two deliverers and none.
    for (const m of [10, 15, 15.5, 30, 31, 60, 61, 90]) await sale({ deliveredAfter: m });
    await sale({ deliveredAfter: 20, employee_id: refs.otherDeliverer, channel: 'whatsapp' });
    await sale({ deliveredAfter: 45, employee_id: null, channel: 'door' });
    // Late now: in transit for 20 minutes (past the rule), 5 minutes (not yet), and one the job marked delayed.
    await sale({ inTransitFor: 20 });
    await sale({ inTransitFor: 5 });
    await sale({ status: 'delayed' });
    // Not counted: canceled and rejected; another unit's.
    await sale({ status: 'canceled', channel: 'whatsapp' });
    await sale({ status: 'rejected' });
    await sale({ resale_id: refs.valinhos, deliveredAfter: 70 });
    // On term: a receivable of the customer.
    const customer = await newCustomer(t, refs.centro, 'Cliente Painel');
    await sale({ term: true, customer_id: customer });
    // A call of the re-purchase queue followed by an order.
    await t.database.db.execute(
      sql`insert into contact_attempts (customer_id, resale_id, user_id, outcome, created_at)
          values (${customer}, ${refs.centro}, (select id from users where email = 'admin@demo.com.br'), 'ordered',
                  -- an hour ago, but today still (in the first hour of the day, its start)
                  greatest(now() - interval '1 hour', date_trunc('day', now() at time zone ${TZ}) at time zone ${TZ}))`,
    );

    for (const [query, units, from, to] of [
      [`resale_id=${refs.centro}`, [refs.centro], d, d],
      ['', null, d, d],
      [`from=${addDays(d, -29)}&to=${d}&resale_id=${refs.centro}`, [refs.centro], addDays(d, -29), d],
      [`from=${addDays(d, -6)}&to=${d}`, null, addDays(d, -6), d],
    ] as const) {
      const got = await read(query);
      expect(got.period).toEqual({ from, to });
      expect(comparable(got), query).toEqual(await recompute(units as number[] | null, from, to));
    }
    // The period's figures are not all empty: the test would not catch a missing figure otherwise.
    const got = await read(`resale_id=${refs.centro}`);
    expect(got.totals.orders).toBeGreaterThan(10);
    expect(got.late).toBeGreaterThanOrEqual(2);
    expect(got.delivery_buckets.every((b) => b.count > 0)).toBe(true);
    expect(got.cash_term.cash_cents).toBeGreaterThan(0);
    // This test's term sale at least (the demo's day may hold a business's boleto too; the recompute above
    // checks the figure).
    expect(got.cash_term.term_cents).toBeGreaterThanOrEqual(11000);
    expect(got.repurchase.calls).toBeGreaterThanOrEqual(1);
  });

  it('[200] one unit leaves the other out; the late count alone as /dashboard/late', async () => {
    const d = today();
    const [centro, valinhos, all] = await Promise.all([
      read(`resale_id=${refs.centro}`),
      read(`resale_id=${refs.valinhos}`),
      read(''),
    ]);
    expect(centro.totals.orders + valinhos.totals.orders).toBe(all.totals.orders);
    expect(centro.late + valinhos.late).toBe(all.late);
    const late = await admin('GET', `/dashboard/late?resale_id=${refs.centro}`);
    expect(late.json()).toEqual({ late: centro.late });
    expect(comparable(valinhos)).toEqual(await recompute([refs.valinhos], d, d));
  });

  it('[200] the queue size (kept with the segment counts) follows a contact outcome written through the API', async () => {
    const d = today();
    const q = `resale_id=${refs.centro}`;
    // The kept counts are read again in the background after a write: the reads after it see the new figure.
    const settle = async (want: number) => {
      let got = -1;
      for (let i = 0; i < 40 && got !== want; i++) {
        got = (await read(q)).repurchase.queue;
        if (got !== want) await new Promise((r) => setTimeout(r, 50));
      }
      return got;
    };
    const id = await newCustomer(t, refs.centro, 'Cliente Fila Painel');
    // Due since three days ago (as a sale's statistics would set it), then a write through the API.
    await t.database.db.execute(
      sql`update customers set next_purchase_on = ${addDays(d, -3)}::date, contacted = null, contacted_at = null,
                 callback_on = null where id = ${id}`,
    );
    expect((await admin('PATCH', `/customers/${id}`, { customer: { obs: 'na fila' } })).statusCode).toBe(200);
    const due = (await recompute([refs.centro], d, d)).repurchase.queue;
    expect(await settle(due)).toBe(due);
    // The outcome 'não atende' takes them out of today's queue.
    expect((await admin('PATCH', `/customers/${id}`, { customer: { contacted: 'dont_answer' } })).statusCode).toBe(200);
    const after = (await recompute([refs.centro], d, d)).repurchase.queue;
    expect(after).toBe(due - 1);
    expect(await settle(after)).toBe(after);
  });

  it('[403] refuses attendants and deliverers; [422] a period that ends before it starts', async () => {
    for (const role of ['attendant', 'deliverer'] as const) {
      for (const url of ['/dashboard', '/dashboard/late']) {
        const res = await caller(t, role)('GET', url);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json().error).toBeTruthy();
      }
    }
    const d = today();
    const bad = await admin('GET', `/dashboard?from=${d}&to=${addDays(d, -1)}`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('to');
    expect((await admin('GET', '/dashboard?from=2026-02-30')).statusCode).toBe(422);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    '[200] sales written while the dashboard is read: every read consistent, the last equal to its recompute',
    async () => {
      const d = today();
      const before = await read(`resale_id=${refs.centro}`);
      const writers = Array.from({ length: 24 }, (_, i) =>
        admin(
          'POST',
          '/sales',
          cashSaleBody(
            { resale_id: refs.centro, product_id: refs.p13, method_id: refs.cash },
            { channel: i % 2 ? 'whatsapp' : 'disk' },
          ),
        ),
      );
      const reads: Reply[] = [];
      const reader = (async () => {
        for (let i = 0; i < 8; i++) reads.push(await read(`resale_id=${refs.centro}`));
      })();
      const results = await Promise.all(writers);
      await reader;
      for (const r of results) expect(r.statusCode, r.body).toBe(201);
      for (const r of reads) {
        // Each reply is one snapshot's sums: totals from its hours, orders between before and after.
        expect(r.totals.orders).toBe(r.by_hour.reduce((a, h) => a + h.orders, 0));
        expect(r.totals.orders).toBeGreaterThanOrEqual(before.totals.orders);
        expect(r.totals.orders).toBeLessThanOrEqual(before.totals.orders + 24);
      }
      const after = await read(`resale_id=${refs.centro}`);
      expect(after.totals.orders).toBe(before.totals.orders + 24);
      expect(comparable(after)).toEqual(await recompute([refs.centro], d, d));
    },
  );

  it('bulk writes as replica (demo and bench loads) keep the per-day sums: updates of many sales at once', async () => {
    const db = t.database.db;
    const [su] = await rows<{ su: boolean }>(sql`select rolsuper as su from pg_roles where rolname = current_user`);
    await db.transaction(async (tx) => {
      // Row triggers do not fire as replica; the statement triggers apply each statement's rows.
      if (su?.su) await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update sales set status = 'canceled'
                            where id in (select id from sales where status = 'finished' order by id limit 40)`);
      await tx.execute(sql`update sales set delivered_at = delivered_at + interval '40 minutes', channel = 'pos'
                            where id in (select id from sales where delivered_at is not null order by id desc limit 40)`);
      // A rewrite of columns the sums do not count changes none of them.
      await tx.execute(
        sql`update sales set item_values = item_values where id in (select id from sales order by id limit 80)`,
      );
    });
    expect(await checkFigures(db, { only: ['sale_hour_sums', 'sale_delivery_sums'] })).toEqual([]);
    // The figures read from the sums equal their recompute (not the others: the segment counts kept in memory
    // hear of API writes and of the sales' NOTIFY, which replica writes do not send).
    const d = today();
    const fromSums = ({ totals, by_hour, delivery_buckets, deliverers }: ReturnType<typeof comparable>) => ({
      totals,
      by_hour,
      delivery_buckets,
      deliverers,
    });
    expect(fromSums(comparable(await read(`from=${addDays(d, -30)}&to=${d}`)))).toEqual(
      fromSums(await recompute(null, addDays(d, -30), d)),
    );
  });
});
