import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { addDays, caller, one, today } from './finance-helpers';
import { type TestContext, createTestContext } from './helpers';
import { demoUnits } from './registers-helpers';

/**
 * The re-purchase queue: GET /customers?due=true against a
 * recompute from the customers' rows, the callback ('ligar depois') and the outcomes that take a customer
 * out of the queue.
 */
let t: TestContext;
let centro: number;
let admin: ReturnType<typeof caller>;
let attendant: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestContext();
  ({ centro } = await demoUnits(t));
  admin = caller(t, 'admin');
  attendant = caller(t, 'attendant');
});
afterAll(async () => t?.close());

const TZ = 'America/Sao_Paulo';

/** The queue recomputed from the rows, in its order (most overdue first). */
async function recomputed(unit: number): Promise<number[]> {
  const rows = await queryRows<{
    id: number;
    next: string | null;
    callback: string | null;
    contacted: string | null;
    contacted_on: string | null;
  }>(
    t.database.db,
    sql`
    select id, next_purchase_on::text as next, callback_on::text as callback, contacted,
           (contacted_at at time zone ${TZ})::date::text as contacted_on
      from customers where resale_id = ${unit}`,
  );
  const d = today();
  const list = rows
    .map((r) => {
      const due =
        [r.next, r.callback]
          .filter((x): x is string => !!x)
          .sort()
          .at(-1) ?? null;
      return { ...r, due };
    })
    .filter(
      (r) => r.due !== null && r.due <= d && r.contacted !== 'dont_want' && (!r.contacted_on || r.contacted_on < r.due),
    )
    .sort((a, b) => (a.due! < b.due! ? -1 : a.due! > b.due! ? 1 : a.id - b.id));
  return list.map((r) => r.id);
}

async function queue(call = admin, page = 1): Promise<{ ids: number[]; total: number }> {
  const res = await call('GET', `/customers?due=true&resale_id=${centro}&page=${page}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { id: number }[]; meta: { total: number } };
  return { ids: body.data.map((c) => c.id), total: body.meta.total };
}

async function make(name: string, next: string | null, extra?: SQL): Promise<number> {
  const { id } = await one<{ id: number }>(
    t,
    sql`insert into customers (name, resale_id, next_purchase_on, last_sale_on, purchase_interval_days)
        values (${name}, ${centro}, ${next}::date, ${next}::date - 30, 30) returning id`,
  );
  if (extra) await t.database.db.execute(sql`update customers set ${extra} where id = ${id}`);
  return id;
}

describe('GET /customers?due=true (Recompra)', () => {
  it('[200] the customers due today, most overdue first, as recomputed from the rows; the count is the whole queue', async () => {
    const d = today();
    const late = await make('Recompra Atrasado', addDays(d, -10));
    const dueToday = await make('Recompra Hoje', d);
    const notYet = await make('Recompra Amanhã', addDays(d, 1));
    const refused = await make('Recompra Não Quer', addDays(d, -5), sql`contacted = 'dont_want'`);
    const called = await make(
      'Recompra Contatado',
      addDays(d, -5),
      sql`contacted = 'dont_answer', contacted_at = now()`,
    );
    const want = await recomputed(centro);
    expect(want).toEqual(expect.arrayContaining([late, dueToday]));
    for (const id of [notYet, refused, called]) expect(want).not.toContain(id);
    const got = await queue();
    expect(got.total).toBe(want.length);
    expect(got.ids).toEqual(want.slice(0, got.ids.length));
    expect(want.indexOf(late)).toBeLessThan(want.indexOf(dueToday));
    // The attendant of the unit sees the same queue.
    expect((await queue(attendant)).total).toBe(want.length);
  });

  it("[200] 'ligar depois' takes them out until the callback day, then brings them back", async () => {
    const d = today();
    const id = await make('Recompra Ligar Depois', addDays(d, -3));
    expect(await recomputed(centro)).toContain(id);
    const res = await attendant('PATCH', `/customers/${id}`, {
      customer: { contacted: 'scheduled', callback_on: addDays(d, 2) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      contacted: 'scheduled',
      callback_on: addDays(d, 2),
      repurchase_on: addDays(d, 2),
    });
    expect(await recomputed(centro)).not.toContain(id);
    expect((await queue()).ids).not.toContain(id);
    // Two days later: the call was made before the callback day, so they are due again.
    await t.database.db.execute(
      sql`update customers set callback_on = ${d}::date, contacted_at = now() - interval '2 days' where id = ${id}`,
    );
    const want = await recomputed(centro);
    expect(want).toContain(id);
    const { total } = await queue();
    expect(total).toBe(want.length);
    // A sale moves the next purchase past the callback: out of the queue.
    await t.database.db.execute(sql`update customers set next_purchase_on = ${addDays(d, 30)}::date where id = ${id}`);
    expect(await recomputed(centro)).not.toContain(id);
  });

  it('[422] a callback day out of range is refused', async () => {
    const id = await make('Recompra Data Ruim', addDays(today(), -1));
    const res = await admin('PATCH', `/customers/${id}`, {
      customer: { contacted: 'scheduled', callback_on: '1999-01-01' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toHaveProperty('callback_on');
  });

  it('[200] calls and the orders that followed within 2 days, per user, equal a recompute from the rows', async () => {
    const d = today();
    const ids = await Promise.all(
      ['Conversão A', 'Conversão B', 'Conversão C', 'Conversão D'].map((n) => make(n, addDays(d, -4))),
    );
    for (const id of ids.slice(0, 3))
      expect(
        (await attendant('PATCH', `/customers/${id}`, { customer: { contacted: 'dont_answer' } })).statusCode,
      ).toBe(200);
    expect((await admin('PATCH', `/customers/${ids[3]}`, { customer: { contacted: 'whatsapp' } })).statusCode).toBe(
      200,
    );
    const refs = await one<{ product: number; method: number; price: number }>(
      t,
      sql`select p.id as product, (select id from payment_methods where description = 'Dinheiro') as method, p.price_cents as price
            from products p where p.resale_id = ${centro} order by p.id limit 1`,
    );
    const sell = async (customerId: number, status?: string) => {
      const res = await admin('POST', '/sales', {
        sale: {
          resale_id: centro,
          customer_id: customerId,
          items_attributes: [{ product_id: refs.product, quantity: 1, price_cents: refs.price }],
          payments_attributes: [{ payment_method_id: refs.method, value_cents: refs.price }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as number;
      if (status) expect((await admin('PATCH', '/sales/update_status', { id, status })).statusCode).toBe(200);
      return id;
    };
    await sell(ids[0]!); // within the window: converts
    const late = await sell(ids[1]!); // three days after the call: does not
    await t.database.db.execute(sql`update sales set created_at = now() + interval '3 days' where id = ${late}`);
    await sell(ids[2]!, 'canceled'); // canceled: does not
    await sell(ids[3]!); // the admin's call converts

    const res = await admin('GET', `/customers/repurchase_stats?resale_id=${centro}`);
    expect(res.statusCode, res.body).toBe(200);
    const got = res.json() as {
      range: { start: string };
      stats: { user_id: number; calls: number; orders: number; rate: number }[];
    };
    expect(got.range.start).toBe(d);
    // The recompute: every call of today in the unit, and each called customer's sales.
    const attempts = await queryRows<{ user_id: number; customer_id: number; at: Date }>(
      t.database.db,
      sql`select user_id, customer_id, created_at as at from contact_attempts
           where resale_id = ${centro} and (created_at at time zone ${TZ})::date = ${d}::date`,
    );
    const sales = await queryRows<{ customer_id: number; at: Date; status: string }>(
      t.database.db,
      sql`select customer_id, created_at as at, status from sales
           where customer_id = any(${`{${[...new Set(attempts.map((a) => a.customer_id))].join(',')}}`}::int[])`,
    );
    const want = new Map<number, { calls: number; orders: number }>();
    for (const a of attempts) {
      const w = want.get(a.user_id) ?? { calls: 0, orders: 0 };
      w.calls++;
      const start = new Date(a.at).getTime();
      if (
        sales.some(
          (s) =>
            s.customer_id === a.customer_id &&
            !['canceled', 'rejected'].includes(s.status) &&
            new Date(s.at).getTime() >= start &&
            new Date(s.at).getTime() < start + 2 * 86_400_000,
        )
      )
        w.orders++;
      want.set(a.user_id, w);
    }
    expect(Object.fromEntries(got.stats.map((s) => [s.user_id, { calls: s.calls, orders: s.orders }]))).toEqual(
      Object.fromEntries(want),
    );
    // The attendant's three calls today (and the callback of the test above): one converted.
    const { id: attendantId } = await one<{ id: number }>(
      t,
      sql`select id from users where email = 'atendente@demo.com.br'`,
    );
    expect(got.stats.find((x) => x.user_id === attendantId)).toMatchObject({ calls: 4, orders: 1, rate: 25 });
    // A period without calls.
    const other = await admin(
      'GET',
      `/customers/repurchase_stats?resale_id=${centro}&date=${encodeURIComponent('01/01/2020-02/01/2020')}`,
    );
    expect(other.json().stats).toEqual([]);
  });
});
