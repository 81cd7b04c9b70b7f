import {
  type CustomerSegment,
  CUSTOMER_SEGMENTS,
  addDays,
  comodatoAtRisk,
  customerSegment,
  purchaseStats,
  valueWindowStart,
  vipThreshold,
} from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { sales } from '../src/db/schema/index';
import { businessToday, values12m } from '../src/modules/customers/segments';
import { refreshCustomerStatistics } from '../src/modules/customers/statistics';
import { type TestContext, cashSaleBody, createTestContext } from './helpers';

/**
 * The list's segment filter (SQL translated from the domain's SEGMENT_RULES) and the comodato ledger
 * (computed on read from the lending adjustments), each compared with a recompute from the source rows:
 * the sales for the segments (customerSegment, vipThreshold), the adjustments and their write-offs for
 * the ledger.
 */
let t: TestContext;
let unit: number;
const TZ = process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';

beforeAll(async () => {
  t = await createTestContext();
  const db = t.database.db;
  [{ id: unit }] = (await queryRows<{ id: number }>(db, sql`select id from resales order by id limit 1`)) as [
    { id: number },
  ];
  // 160 customers of one unit with sale histories drawn around the thresholds: first sales a few weeks to two
  // years ago, gaps of 1 to 90 days, idle 0 to 400 days, some canceled sales, values with ties (VIP cut).
  const made = await queryRows<{ id: number }>(
    db,
    sql`insert into customers (name, resale_id, purchase_days)
        select 'Segmento ' || lpad(i::text, 3, '0'), ${unit}, 0 from generate_series(1, 160) i returning id`,
  );
  let seed = 7;
  const rand = (n: number) => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return Math.floor((seed / 2 ** 32) * n);
  };
  const today = businessToday();
  const rows: (typeof sales.$inferInsert)[] = [];
  let doc = 900_000;
  for (const { id } of made) {
    if (rand(10) === 0) continue; // never bought
    const fresh = rand(6) === 0; // a first sale around the 30 days of novo
    const count = fresh ? 1 + rand(2) : 1 + rand(6);
    const gap = fresh ? 1 + rand(8) : 1 + rand(90);
    let ago = fresh ? rand(16) : rand(400);
    for (let k = 0; k < count; k++) {
      const day = addDays(today, -ago);
      rows.push({
        doc_number: doc++,
        resale_id: unit,
        customer_id: id,
        status: rand(8) === 0 ? 'canceled' : 'finished',
        sold_on: new Date(`${day}T12:00:00-03:00`),
        total_cents: [5000, 11000, 11000, 25000, 90000][rand(5)]!,
      });
      ago += gap + rand(10);
    }
  }
  for (let i = 0; i < rows.length; i += 200) await db.insert(sales).values(rows.slice(i, i + 200));
  await refreshCustomerStatistics(db, 'all');
}, 180_000);
afterAll(async () => t?.close());

/** Every customer of the unit with its segment recomputed from the sales rows. */
async function expectedSegments(): Promise<Map<number, CustomerSegment>> {
  const db = t.database.db;
  const today = businessToday();
  const customers = await queryRows<{ id: number }>(db, sql`select id from customers where resale_id = ${unit}`);
  const saleRows = await queryRows<{
    customer_id: number;
    resale_id: number;
    day: string;
    total: string;
    status: string;
  }>(
    db,
    sql`select customer_id, resale_id, to_char(sold_on at time zone ${TZ}, 'YYYY-MM-DD') as day,
               total_cents as total, status
          from sales where customer_id is not null`,
  );
  const since = valueWindowStart(today);
  const days = new Map<number, string[]>();
  // Value over 12 months of each customer in the unit: the unit's cut counts every customer who bought there.
  const value = new Map<number, number>();
  for (const s of saleRows) {
    if (s.status === 'canceled' || s.status === 'rejected') continue;
    const id = Number(s.customer_id);
    days.set(id, [...(days.get(id) ?? []), s.day]);
    if (Number(s.resale_id) === unit && s.day >= since) value.set(id, (value.get(id) ?? 0) + Number(s.total));
  }
  const ids = customers.map((c) => Number(c.id));
  const cut = vipThreshold([...value.values()]);
  const out = new Map<number, CustomerSegment>();
  for (const id of ids) {
    const d = [...new Set(days.get(id) ?? [])].sort();
    const stats = purchaseStats(d);
    out.set(
      id,
      customerSegment(
        {
          firstSaleOn: d[0] ?? null,
          lastSaleOn: stats.last_sale_on,
          averageIntervalDays: stats.purchase_interval_days,
          value12mCents: value.get(id) ?? 0,
          vipCutCents: cut,
        },
        today,
      ),
    );
  }
  return out;
}

async function listed(segment: CustomerSegment, totals: number[] = []) {
  const found: { id: number; segment: string }[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customers?resale_id=${unit}&segment=${segment}&options=false&page=${page}`,
      headers: await t.as('admin'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { id: number; segment: string }[]; meta: { total: number } };
    found.push(...body.data);
    totals.push(body.meta.total);
    if (!body.data.length || found.length >= body.meta.total) break;
  }
  return found;
}

describe('customer segments', () => {
  it('segment=X lists exactly the customers whose recomputed segment is X, each tagged X', async () => {
    const expected = await expectedSegments();
    const counts: Record<string, number> = {};
    for (const segment of CUSTOMER_SEGMENTS) {
      const totals: number[] = [];
      const rows = await listed(segment, totals);
      const want = [...expected].filter(([, s]) => s === segment).map(([id]) => id);
      counts[segment] = want.length;
      // Each page's total (a segment alone: the kept per-segment counts, segments.ts segmentCounts) is the
      // recomputed count.
      for (const total of totals) expect(total, segment).toBe(want.length);
      expect(
        rows.map((r) => Number(r.id)).sort((a, b) => a - b),
        segment,
      ).toEqual(want.sort((a, b) => a - b));
      for (const r of rows) expect(r.segment).toBe(segment);
    }
    // The data reaches every segment (the comparison means something).
    for (const segment of CUSTOMER_SEGMENTS) expect(counts[segment], segment).toBeGreaterThan(0);
  });

  it('a sale written moves the VIP cut: the kept cut is read again (NOTIFY, and the writes answered)', async () => {
    const before = await expectedSegments();
    const regular = [...before].filter(([, s]) => s === 'regular').map(([id]) => id);
    expect(regular.length).toBeGreaterThan(1);
    expect((await listed('vip')).length).toBeGreaterThan(0); // the unit's cut is now kept
    const same = async () => {
      const want = await expectedSegments();
      const got = new Map<number, string>();
      for (const segment of ['vip', 'regular'] as const)
        for (const r of await listed(segment)) got.set(Number(r.id), segment);
      return [...want].filter(([id, seg]) => (seg === 'vip' || seg === 'regular') && got.get(id) !== seg).length;
    };
    // A large sale written by plain SQL (as another server process would): its NOTIFY drops the kept cut.
    await t.database.db.insert(sales).values({
      doc_number: 990_001,
      resale_id: unit,
      customer_id: regular[0]!,
      status: 'finished',
      sold_on: new Date(),
      total_cents: 90_000_000,
    });
    await refreshCustomerStatistics(t.database.db, [regular[0]!]);
    await expect.poll(same, { timeout: 5000 }).toBe(0);
    // A sale through the API: this process's write drops it before answering.
    const [ref] = await queryRows<{ product_id: number; method_id: number }>(
      t.database.db,
      sql`select (select id from products where resale_id = ${unit} order by id limit 1) as product_id,
                 (select id from payment_methods where kind = 'regular' order by id limit 1) as method_id`,
    );
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: await t.as('admin'),
      payload: cashSaleBody(
        { resale_id: unit, product_id: ref!.product_id, method_id: ref!.method_id },
        { customer_id: regular[1]! },
        1,
        80_000_000,
      ),
    });
    expect(sale.statusCode, sale.body).toBe(201);
    // The first read after it may still show the previous cut while the new one is read (serveStale, app.ts).
    await expect.poll(same, { timeout: 5000 }).toBe(0);
  });

  it('the kept VIP cut equals the recompute after sales written concurrently with the reads of the list', async () => {
    const before = await expectedSegments();
    const regular = [...before].filter(([, s]) => s === 'regular').map(([id]) => id);
    expect(regular.length).toBeGreaterThan(5);
    const [ref] = await queryRows<{ product_id: number; method_id: number }>(
      t.database.db,
      sql`select (select id from products where resale_id = ${unit} order by id limit 1) as product_id,
                 (select id from payment_methods where kind = 'regular' order by id limit 1) as method_id`,
    );
    const headers = await t.as('admin');
    // Three rounds of six sales (large, to regular customers: each can move the cut and its members), with
    // reads of the VIP and regular lists started among them, so a cut is read while sales commit.
    for (let round = 0; round < 3; round++) {
      const writes = regular.slice(round * 2, round * 2 + 6).map((customer, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/sales',
          headers,
          payload: cashSaleBody(
            { resale_id: unit, product_id: ref!.product_id, method_id: ref!.method_id },
            { customer_id: customer },
            1,
            1_000_000 + (round * 6 + i) * 250_000,
          ),
        }),
      );
      const [sold] = await Promise.all([Promise.all(writes), listed('vip'), listed('regular'), listed('vip')]);
      for (const r of sold) expect(r.statusCode, r.body).toBe(201);
      const want = await expectedSegments();
      const wrong = async () => {
        const got = new Map<number, string>();
        for (const segment of ['vip', 'regular'] as const)
          for (const r of await listed(segment)) got.set(Number(r.id), segment);
        return [...want].filter(([id, seg]) => (seg === 'vip' || seg === 'regular') && got.get(id) !== seg);
      };
      // The cut read again after the last sale (in the background of the first read after it) is the recompute's.
      await expect.poll(wrong, { timeout: 5000, message: `round ${round}` }).toEqual([]);
    }
  });

  it('the customer and the export carry the segment', async () => {
    const expected = await expectedSegments();
    const [id, segment] = [...expected][0]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/customers/${id}`, headers: await t.as('admin') });
    expect(res.json().segment).toBe(segment);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/customers?resale_id=${unit}&segment=vip&format=csv`,
      headers: await t.as('admin'),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Segmento');
    expect(csv.body).toContain('VIP');
  });

  it("a customer's 12-month value is the sum of their own unit's sales: a sale in another unit is not counted", async () => {
    const db = t.database.db;
    const today = businessToday();
    const [other] = await queryRows<{ id: number }>(
      db,
      sql`select id from resales where id <> ${unit} order by id limit 1`,
    );
    const customers = await queryRows<{ id: number; resale_id: number }>(
      db,
      sql`select id, resale_id from customers where resale_id = ${unit} and name like 'Segmento %' order by id limit 25`,
    );
    const before = await values12m(db, customers, today);
    const [buyer] = customers;
    const [foreign] = await db
      .insert(sales)
      .values({
        doc_number: 990_001,
        resale_id: other!.id,
        customer_id: buyer!.id,
        status: 'finished',
        sold_on: new Date(`${today}T12:00:00-03:00`),
        total_cents: 777_700,
      })
      .returning({ id: sales.id });
    try {
      const after = await values12m(db, customers, today);
      expect(after).toEqual(before);
      // The page's values are the recompute from the sales rows of each customer's own unit.
      const since = valueWindowStart(today);
      const rows = await queryRows<{ customer_id: number; total: string }>(
        db,
        sql`select customer_id, sum(total_cents) as total from sales
             where resale_id = ${unit} and status not in ('canceled', 'rejected')
               and customer_id = any(${`{${customers.map((c) => c.id).join(',')}}`}::int[])
               and (sold_on at time zone ${TZ})::date >= ${since}::date
             group by customer_id having sum(total_cents) > 0`,
      );
      expect(after).toEqual(new Map(rows.map((r) => [Number(r.customer_id), Number(r.total)])));
      expect(after.size).toBeGreaterThan(0);
    } finally {
      await db.delete(sales).where(sql`id = ${foreign!.id}`);
    }
  });
});

interface Line {
  customer_id: number;
  product_id: number;
  lent: number;
  returned: number;
  held: number;
  since: string | null;
  at_risk: boolean;
}

/** The ledger recomputed from the adjustments and their write-off rows. */
async function expectedLedger(): Promise<Map<string, Omit<Line, 'at_risk'>>> {
  const rows = await queryRows<{ id: number; customer_id: number; product_id: number; date: string; quantity: number }>(
    t.database.db,
    sql`select id, customer_id, product_id, to_char(date, 'YYYY-MM-DD') as date, quantity from stock_appointments
         where movement = 'lending' and customer_id is not null`,
  );
  const offs = await queryRows<{ appointment_id: number; quantity: number }>(
    t.database.db,
    sql`select appointment_id, quantity from stock_write_offs`,
  );
  const off = new Map<number, number>();
  for (const o of offs)
    off.set(Number(o.appointment_id), (off.get(Number(o.appointment_id)) ?? 0) + Number(o.quantity));
  const out = new Map<string, Omit<Line, 'at_risk'>>();
  for (const r of rows) {
    const key = `${r.customer_id}:${r.product_id}`;
    const line = out.get(key) ?? {
      customer_id: Number(r.customer_id),
      product_id: Number(r.product_id),
      lent: 0,
      returned: 0,
      held: 0,
      since: null,
    };
    const back = off.get(Number(r.id)) ?? 0;
    line.lent += r.quantity;
    line.returned += back;
    line.held += r.quantity - back;
    if (back < r.quantity && (!line.since || r.date < line.since)) line.since = r.date;
    out.set(key, line);
  }
  return out;
}

async function report(): Promise<Line[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/reports/comodato', headers: await t.as('admin') });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().lines;
}

const strip = ({ at_risk: _, ...l }: Line) => ({
  customer_id: l.customer_id,
  product_id: l.product_id,
  lent: l.lent,
  returned: l.returned,
  held: l.held,
  since: l.since,
});

async function checkLedger() {
  const expected = await expectedLedger();
  const held = [...expected.values()].filter((l) => l.held > 0);
  const lines = await report();
  const key = (l: { customer_id: number; product_id: number }) => `${l.customer_id}:${l.product_id}`;
  expect(lines.map(strip).sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
    held.sort((a, b) => key(a).localeCompare(key(b))),
  );
  const customers = [...new Set([...expected.values()].map((l) => l.customer_id))];
  for (const id of customers) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${id}/comodato`,
      headers: await t.as('admin'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { lines: Line[]; held: number; at_risk: boolean };
    const mine = [...expected.values()].filter((l) => l.customer_id === id);
    expect(body.lines.map(strip).sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      mine.sort((a, b) => key(a).localeCompare(key(b))),
    );
    const [c] = await queryRows<{ last: string | null; avg: number | null }>(
      t.database.db,
      sql`select to_char(last_sale_on, 'YYYY-MM-DD') as last, purchase_interval_days as avg from customers where id = ${id}`,
    );
    const total = mine.reduce((s, l) => s + l.held, 0);
    expect(body.held).toBe(total);
    expect(body.at_risk).toBe(
      comodatoAtRisk({ heldQuantity: total, lastSaleOn: c!.last, averageIntervalDays: c!.avg }, businessToday()),
    );
  }
  return lines;
}

describe('comodato ledger', () => {
  it('the report and each customer ledger equal the recompute from the adjustments of the demo', async () => {
    const lines = await checkLedger();
    expect(lines.length).toBeGreaterThan(0);
  });

  it('stays equal to the recompute with lendings and write-offs written concurrently', async () => {
    const admin = await t.as('admin');
    const attendant = await t.as('attendant');
    const [product] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select product_id as id from stock_appointments where movement = 'lending' and resale_id = ${unit} limit 1`,
    );
    const holders = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from customers where resale_id = ${unit} order by id limit 8`,
    );
    const today = businessToday();
    const lend = (customer: number, q: number, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stock_appointments',
        headers,
        payload: {
          stock_appointment: {
            date: addDays(today, -(customer % 20)),
            movement: 'lending',
            resale_id: unit,
            product_id: product!.id,
            customer_id: customer,
            quantity: q,
          },
        },
      });
    const first = await Promise.all(holders.map((h, i) => lend(Number(h.id), 2 + (i % 3), i % 2 ? admin : attendant)));
    for (const r of first) expect(r.statusCode, r.body).toBe(201);
    const ids = first.map((r) => r.json().id as number);
    for (let round = 0; round < 3; round++) {
      const writes = await Promise.all([
        ...ids.map((id, i) =>
          t.app.inject({
            method: 'PATCH',
            url: `/api/stock_appointments/write_off/${id}`,
            headers: i % 2 ? admin : attendant,
            payload: { quantity: 1 },
          }),
        ),
        ...holders.slice(0, 4).map((h) => lend(Number(h.id), 1, admin)),
        // Reads in the middle of the writes: every line they show is whole (held = lent − returned > 0).
        report().then((lines) => {
          for (const l of lines) {
            expect(l.held).toBe(l.lent - l.returned);
            expect(l.held).toBeGreaterThan(0);
          }
          return { statusCode: 200, body: '' };
        }),
      ]);
      // A write-off past what remains open is refused (422), never a server error.
      for (const w of writes) expect(w.statusCode, w.body).toBeLessThan(500);
      await checkLedger();
    }
  });

  it('the export and the access: staff read it, the deliverer does not', async () => {
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/reports/comodato?format=csv',
      headers: await t.as('attendant'),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.body).toContain('Em comodato');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/reports/comodato',
      headers: await t.as('deliverer'),
    });
    expect(denied.statusCode).toBe(403);
  });
});
