import { formatDateRangeParam } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { likePattern } from '../src/lib/search';
import { addDays, caller, methodId, newCustomer, one, today } from './finance-helpers';
import { type TestContext, createTestContext } from './helpers';
import { demoUnits } from './registers-helpers';

// What 0023_perf_receivables_customers.sql keeps by triggers must equal a recompute after every kind of write:
// receivable_day_totals (per due date, open or settled), which the unfiltered summary of a due-date range
// sums. The search's summary and page (read as a union of its two arms) must equal the plain OR of them.

let t: TestContext;
let centro: number;
let valinhos: number;
let admin: ReturnType<typeof caller>;
let customer: number;
let other: number;
let method: number;
let account: number;

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos } = await demoUnits(t));
  admin = caller(t, 'admin');
  customer = await newCustomer(t, centro, 'Benedita Somatório');
  other = await newCustomer(t, centro, 'Outro Cliente');
  method = await methodId(t, 'Boleto 30 dias');
  account = (
    await one<{ id: number }>(
      t,
      sql`select id from accounts where resale_id = ${centro} and movement = 'inflow' order by id limit 1`,
    )
  ).id;
});
afterAll(async () => t?.close());

const day = (n: number) => addDays(today(), n);

async function create(value: number, due: string, over: { document?: string; customer_id?: number } = {}) {
  const res = await admin('POST', '/receivables', {
    receivable: {
      document: over.document ?? 'NF Soma',
      resale_id: centro,
      customer_id: over.customer_id ?? customer,
      bill_attributes: {
        issue_date: today(),
        due_date: due,
        description: 'Soma',
        account_id: account,
        payment_method_id: method,
        value_cents: value,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

type Summary = Record<'received' | 'earlydue' | 'overdue' | 'all', { count: number; value_cents: number }>;

/** The summary recomputed from the receivables themselves (the status rule of packages/domain finance/bills.ts). */
async function recomputed(where: ReturnType<typeof sql>): Promise<Summary> {
  const x = await one<Record<string, number>>(
    t,
    sql`select count(*) filter (where received_cents >= value_cents)::int as rn,
          coalesce(sum(received_cents) filter (where received_cents >= value_cents), 0)::int as rv,
          count(*) filter (where received_cents < value_cents and due_date >= ${today()})::int as en,
          coalesce(sum(value_cents - received_cents) filter (where received_cents < value_cents and due_date >= ${today()}), 0)::int as ev,
          count(*) filter (where received_cents < value_cents and due_date < ${today()})::int as on_,
          coalesce(sum(value_cents - received_cents) filter (where received_cents < value_cents and due_date < ${today()}), 0)::int as ov,
          count(*)::int as an, coalesce(sum(value_cents), 0)::int as av
        from receivables where ${where}`,
  );
  return {
    received: { count: x.rn!, value_cents: x.rv! },
    earlydue: { count: x.en!, value_cents: x.ev! },
    overdue: { count: x.on_!, value_cents: x.ov! },
    all: { count: x.an!, value_cents: x.av! },
  };
}

/** The table itself against a recompute, every due date and open flag (shards summed). */
async function expectTotalsExact() {
  const rows = await queryRows<{ d: string; open: boolean; n: number; v: number; r: number }>(
    t.database.db,
    sql`select coalesce(a.due_date, b.due_date)::text as d, coalesce(a.open, b.open) as open,
          coalesce(a.n, 0)::int as n, coalesce(b.n, 0)::int as bn, coalesce(a.v, 0)::int as v, coalesce(b.v, 0)::int as bv,
          coalesce(a.r, 0)::int as r, coalesce(b.r, 0)::int as br
        from (select due_date, received_cents < value_cents as open, count(*) as n, sum(value_cents) as v,
                     sum(received_cents) as r from receivables group by 1, 2) a
        full join (select due_date, open, sum(n) as n, sum(value_cents) as v, sum(received_cents) as r
                     from receivable_day_totals group by 1, 2) b on a.due_date = b.due_date and a.open = b.open
        where (a.n, a.v, a.r) is distinct from (b.n, b.v, b.r)
          and not (a.n is null and b.n = 0 and b.v = 0 and b.r = 0)`,
  );
  expect(rows).toEqual([]);
}

/** The list's summary (over every unit, by due-date range or none) equals the recompute. */
async function expectSummaries() {
  await expectTotalsExact();
  const ranges = [
    { start: day(-40), end: day(40) },
    { start: day(-3), end: day(0) },
    { start: day(0), end: day(0) },
    { start: day(1), end: day(9) },
  ];
  for (const r of ranges) {
    const res = await admin('GET', `/receivables?date_type=due_date&status=overdue&date=${formatDateRangeParam(r)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = await recomputed(sql`due_date between ${r.start} and ${r.end}`);
    expect(body.meta.summary).toEqual(expected);
    expect(body.meta.total).toBe(expected.overdue.count);
  }
  const all = (await admin('GET', '/receivables')).json();
  expect(all.meta.summary).toEqual(await recomputed(sql`true`));
}

describe('receivable_day_totals', () => {
  it('follows creation, receipts (partial, full, in bulk) and deletion through the API', async () => {
    await expectSummaries();
    const a = await create(10_000, day(-2));
    const b = await create(7_000, day(0));
    const c = await create(3_000, day(5));
    await create(4_500, day(5), { customer_id: other });
    await expectSummaries();
    // A partial receipt stays open, with a fine and a discount that change its value.
    let res = await admin('PATCH', `/receivables/${a}`, {
      receivable: { fine_cents: 300, discount_cents: 100 },
      received_value: 4_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectSummaries();
    // Received in full: moves from open to settled.
    res = await admin('PATCH', `/receivables/${b}`, { receivable: {}, received_value: 7_000 });
    expect(res.statusCode, res.body).toBe(200);
    await expectSummaries();
    res = await admin('PATCH', '/receivables/bulk', { receivable_ids: [a, c] });
    expect(res.statusCode, res.body).toBe(200);
    await expectSummaries();
    const d = await create(1_234, day(-1));
    expect((await admin('DELETE', `/receivables/${d}`)).statusCode).toBe(204);
    await expectSummaries();
  });

  it('follows writes of several rows in one statement, a moved due date and concurrent creations', async () => {
    const ids = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into receivables (resale_id, customer_id, issue_date, due_date, value_cents, received_cents)
          values (${centro}, ${customer}, ${today()}, ${day(-1)}, 500, 0), (${centro}, ${customer}, ${today()}, ${day(-1)}, 700, 700),
                 (${valinhos}, null, ${today()}, ${day(3)}, 900, 100)
          returning id`,
    );
    await expectSummaries();
    const list = `{${ids.map((r) => r.id).join(',')}}`;
    await queryRows(
      t.database.db,
      sql`update receivables set due_date = due_date + 2, value_cents = value_cents + 50 where id = any(${list}::int[])`,
    );
    await expectSummaries();
    // An update that changes nothing the totals hold.
    await queryRows(t.database.db, sql`update receivables set description = 'x' where id = any(${list}::int[])`);
    await expectSummaries();
    await queryRows(t.database.db, sql`delete from receivables where id = any(${list}::int[])`);
    await expectSummaries();
    // Concurrent writers of one due date (each connection adds to its own shard).
    const created = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => create(1_000 + i, day(7))));
    await expectSummaries();
    await Promise.all(
      created.map((id, i) => admin('PATCH', `/receivables/${id}`, { receivable: {}, received_value: 500 + i })),
    );
    await expectSummaries();
  });
});

describe('search', () => {
  it('summary and page equal the OR of customer name, CPF/CNPJ and document, a receivable both find once', async () => {
    // Matched by its customer's name and by its document: counted once.
    await create(2_000, day(-4), { document: 'Benedita Somatório NF' });
    // Matched by its document alone.
    await create(3_100, day(2), { document: 'Recibo benedita somatorio', customer_id: other });
    await create(900, day(-8));
    for (const text of ['benedita somatorio', 'somatorio', 'BENEDITA', 'recibo', '52998']) {
      const pattern = likePattern(text);
      const digits = text.replace(/\D/g, '');
      const where = sql`(customer_id in (select id from customers where f_unaccent(lower(name)) like f_unaccent(lower(${pattern}))
          ${digits.length >= 3 ? sql`or cpf_cnpj like ${`%${digits}%`}` : sql``})
        or f_unaccent(lower(document)) like f_unaccent(lower(${pattern})))`;
      const expected = await recomputed(where);
      expect(expected.all.count, text).toBeGreaterThan(0);
      for (const status of ['all', 'overdue', 'received'] as const) {
        const res = await admin(
          'GET',
          `/receivables?customer_name_or_document=${encodeURIComponent(text)}&status=${status}`,
        );
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.meta.summary, text).toEqual(expected);
        const ids = await queryRows<{ id: number }>(
          t.database.db,
          sql`select id from receivables where ${where} and ${
            status === 'all'
              ? sql`true`
              : status === 'overdue'
                ? sql`received_cents < value_cents and due_date < ${today()}`
                : sql`received_cents >= value_cents`
          } order by due_date, id limit 25`,
        );
        expect(
          body.data.map((r: { id: number }) => r.id),
          `${text} ${status}`,
        ).toEqual(ids.map((r) => r.id));
      }
      const byReceipt = (
        await admin('GET', `/receivables?customer_name_or_document=${encodeURIComponent(text)}&date_type=receipt_date`)
      ).json();
      const receiptOrder = await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from receivables where ${where} order by receipt_date desc, id limit 25`,
      );
      expect(byReceipt.data.map((r: { id: number }) => r.id)).toEqual(receiptOrder.map((r) => r.id));
    }
  });
});
