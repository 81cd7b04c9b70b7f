import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { EVENTS_CHANNEL } from '../src/lib/events';
import { refreshCustomerStatistics } from '../src/modules/customers/statistics';
import { markDelayedSales, startDelayJob } from '../src/modules/sales/delayJob';
import { addDays, caller, demoSaleRefs, methodId, one, saleMoney, today } from './finance-helpers';
import { type TestContext, cashSaleBody, createTestContext, eventually, expect422 } from './helpers';

let t: TestContext;
let centro: number;
let valinhos: number;
let p13: number;
let water: number;
let p13Valinhos: number;
let cash: number;
let pix: number;
let boleto: number;
let deliverer: number;
let otherDeliverer: number;
let admin: ReturnType<typeof caller>;
let attendant: ReturnType<typeof caller>;
let delivererCall: ReturnType<typeof caller>;

const platform = async (id: number) =>
  Number((await one<{ n: number }>(t, sql`select stock_platform as n from products where id = ${id}`)).n);

let phoneSeq = 0;
/** A phone nobody in the demo data has: 1998 + 7 digits, unique per call. */
const freshPhone = () => `1998${String(1_000_000 + process.pid * 10 + ++phoneSeq).slice(-7)}`;

interface Sale {
  id: number;
  doc_number: number;
  status: string;
  total_cents: number;
  change_cents: number;
  customer_id: number | null;
  employee_id: number | null;
  in_transit_at: string | null;
  delivered_at: string | null;
  items: { id: number; product_id: number; quantity: number; price_cents: number; discount_cents: number }[];
  payments: { id: number; payment_method_id: number; value_cents: number; installments: number }[];
  customer: { id: number; name: string; contacts: { phone: string }[] } | null;
}

/** A balanced cash sale of `quantity` P13 in the first unit (optionally more fields). */
function saleBody(extra: Record<string, unknown> = {}, quantity = 1, price = 11000) {
  return cashSaleBody({ resale_id: centro, product_id: p13, method_id: cash }, extra, quantity, price);
}

async function create(extra: Record<string, unknown> = {}, quantity = 1): Promise<Sale> {
  const res = await admin('POST', '/sales', saleBody(extra, quantity));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Sale;
}

beforeAll(async () => {
  t = await createTestContext();
  // The second deliverer also serves the first unit, so that scoping has someone else's sale to hide.
  ({ centro, valinhos, p13, water, p13Valinhos, cash, pix, deliverer, otherDeliverer } = await demoSaleRefs(t));
  boleto = await methodId(t, 'Boleto 30 dias');
  admin = caller(t, 'admin');
  attendant = caller(t, 'attendant');
  delivererCall = caller(t, 'deliverer');
});
afterAll(async () => t?.close());

describe('POST /api/sales', () => {
  it('[201] books a cash sale: total, change, stock taken, cash entry, doc number, customer statistics', async () => {
    const before = await platform(p13);
    const customer = (
      await admin('POST', '/customers', { customer: { name: 'Cliente Venda Simples', resale_id: centro } })
    ).json() as { id: number };
    const res = await admin('POST', '/sales', {
      sale: {
        resale_id: centro,
        customer_id: customer.id,
        channel: 'whatsapp',
        items_attributes: [
          { product_id: p13, quantity: 2, price_cents: 11000, discount_cents: 500 },
          { product_id: water, quantity: 1 },
        ],
        payments_attributes: [{ payment_method_id: cash, value_cents: 40000 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json() as Sale & { channel: string };
    const waterPrice = (await one<{ p: number }>(t, sql`select price_cents as p from products where id = ${water}`)).p;
    expect(sale.total_cents).toBe(21500 + waterPrice);
    expect(sale.change_cents).toBe(40000 - sale.total_cents);
    expect(sale.status).toBe('created');
    expect(sale.channel).toBe('whatsapp');
    expect(sale.items[1]!.price_cents).toBe(waterPrice);
    expect(sale.doc_number).toBeGreaterThan(0);
    expect(await platform(p13)).toBe(before - 2);
    const money = await saleMoney(t, sale.id);
    expect(money.cash.reduce((a, x) => a + x.value_cents, 0)).toBe(sale.total_cents);
    const c = await one<{ last: string }>(
      t,
      sql`select last_sale_on::text as last from customers where id = ${customer.id}`,
    );
    expect(c.last).toBe(today());
    // Doc numbers are sequential per unit.
    const next = await create();
    expect(next.doc_number).toBe(sale.doc_number + 1);
  });

  it('[201] customer statistics grow with each sale without re-reading the history, equal to a full recompute', async () => {
    const customer = (
      await admin('POST', '/customers', { customer: { name: 'Cliente Estatística Incremental', resale_id: centro } })
    ).json() as { id: number };
    // Noon in São Paulo of a day `n` days ago, as the form sends it.
    const at = (n: number) => `${addDays(today(), -n)}T12:00:00-03:00`;
    const stats = () =>
      one<{
        first: string | null;
        last: string | null;
        days: number | null;
        interval: number | null;
        next: string | null;
      }>(
        t,
        sql`select first_sale_on::text as first, last_sale_on::text as last, purchase_days as days,
                   purchase_interval_days as interval, next_purchase_on::text as next
              from customers where id = ${customer.id}`,
      );
    const stockBefore = await platform(p13);
    const made: Sale[] = [];
    for (const n of [20, 20, 10, 30]) made.push(await create({ customer_id: customer.id, sold_on: at(n) }));
    // The backdated one (30 days ago) is written again after its first attempt is rolled back: once,
    // with the next doc number, its stock and its cash entry once.
    expect(made.map((s) => s.doc_number - made[0]!.doc_number)).toEqual([0, 1, 2, 3]);
    expect(await platform(p13)).toBe(stockBefore - 4);
    const written = await one<{ sales: number; cash: number }>(
      t,
      sql`select (select count(*)::int from sales where customer_id = ${customer.id}) as sales,
                 (select count(*)::int from transactions where sale_id = any(${`{${made.map((s) => s.id).join(',')}}`}::int[])) as cash`,
    );
    expect(written).toEqual({ sales: 4, cash: 4 });
    expect(await stats()).toEqual({
      first: addDays(today(), -30),
      last: addDays(today(), -10),
      days: 3,
      interval: 10,
      next: addDays(today(), 0),
    });
    // Five orders of one day at the same time count that day once.
    await Promise.all(
      Array.from({ length: 5 }, () => admin('POST', '/sales', saleBody({ customer_id: customer.id, sold_on: at(5) }))),
    );
    const incremental = await stats();
    expect(incremental).toMatchObject({ first: addDays(today(), -30), last: addDays(today(), -5), days: 4 });
    expect(incremental.interval).toBe(Math.floor(25 / 3));
    // Another order of a day already counted changes nothing, and leaves the row's version as it was.
    const version = () => one<{ v: string }>(t, sql`select xmin::text as v from customers where id = ${customer.id}`);
    const before = await version();
    await create({ customer_id: customer.id, sold_on: at(5) });
    expect(await version()).toEqual(before);
    expect(await stats()).toEqual(incremental);
    // The full recompute (what edits and cancels run) finds the same.
    await refreshCustomerStatistics(t.database.db, [customer.id]);
    expect(await stats()).toEqual(incremental);
  });

  it('[422] refuses payments short of the total (balance rule) and writes nothing', async () => {
    const before = await platform(p13);
    const count = await one<{ n: number }>(t, sql`select count(*)::int as n from sales`);
    const res = await admin('POST', '/sales', {
      sale: {
        resale_id: centro,
        items_attributes: [{ product_id: p13, quantity: 2, price_cents: 11000 }],
        payments_attributes: [{ payment_method_id: cash, value_cents: 21999 }],
      },
    });
    const body = expect422(res, ['payments']);
    expect(body.payments![0]).toContain('R$');
    expect(await platform(p13)).toBe(before);
    expect((await one<{ n: number }>(t, sql`select count(*)::int as n from sales`)).n).toBe(count.n);
  });

  it('[422] refuses a sale without items, a product or method of another unit, a discount above the item', async () => {
    expect422(await admin('POST', '/sales', { sale: { resale_id: centro, items_attributes: [] } }), ['items']);
    expect422(
      await admin('POST', '/sales', {
        sale: {
          resale_id: centro,
          items_attributes: [{ product_id: p13Valinhos, quantity: 1 }],
          payments_attributes: [{ payment_method_id: cash, value_cents: 99999 }],
        },
      }),
      ['items'],
    );
    expect422(
      await admin('POST', '/sales', {
        sale: {
          resale_id: centro,
          items_attributes: [{ product_id: p13, quantity: 1, price_cents: 1000, discount_cents: 2000 }],
          payments_attributes: [],
        },
      }),
      ['items'],
    );
    expect422(await admin('POST', '/sales', saleBody({ employee_id: 999999 })), ['employee']);
  });

  it('[201] creates the customer inline (customer_attributes) and books a term payment as receivables', async () => {
    const phone = freshPhone();
    const res = await admin('POST', '/sales', {
      sale: {
        resale_id: centro,
        customer_attributes: {
          name: 'Maria Inline',
          contacts_attributes: [{ phone, whatsapp: true }],
          address_attributes: { patio: 'Rua das Flores', number: '10' },
        },
        items_attributes: [{ product_id: p13, quantity: 2, price_cents: 11000 }],
        payments_attributes: [
          { payment_method_id: cash, value_cents: 2000 },
          { payment_method_id: boleto, value_cents: 10000, due_date: addDays(today(), 30) },
          { payment_method_id: boleto, value_cents: 10000, due_date: addDays(today(), 60) },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json() as Sale;
    expect(sale.customer?.name).toBe('Maria Inline');
    expect(sale.customer?.contacts[0]?.phone).toBe(phone);
    const money = await saleMoney(t, sale.id);
    expect(money.cash).toMatchObject([{ value_cents: 2000 }]);
    expect(money.recs.map((r) => r.value_cents)).toEqual([10000, 10000]);
    // Found by phone afterwards (the /vendas/novo/{phone} lookup).
    const found = (await admin('GET', `/customers?phone=${phone}`)).json() as { data: { id: number }[] };
    expect(found.data.map((c) => c.id)).toEqual([sale.customer_id]);
    // The answer (read back by the statement that wrote the sale) is the record the details read, and
    // the audit entry holds it.
    expect(res.json()).toEqual((await admin('GET', `/sales/${sale.id}`)).json());
    expect(sale.customer).toMatchObject({ address: { patio: 'Rua das Flores', number: '10' } });
    expect(sale.payments.map((p) => p.payment_method_id)).toEqual([cash, boleto, boleto]);
    const entry = await one<{ record_id: string; after: Sale }>(
      t,
      sql`select record_id, after from audit_logs where resource = 'sales' and action = 'create' and record_id = ${String(sale.id)}`,
    );
    expect(entry.after).toMatchObject({ id: sale.id, doc_number: sale.doc_number, total_cents: 22000 });
    expect(entry.after.items).toEqual(sale.items);
  });

  it('[201] installments of a new sale: equal parts (odd cents on the first), due dates a delivery time apart', async () => {
    const res = await admin('POST', '/sales', {
      sale: {
        resale_id: centro,
        customer_id: (await one<{ id: number }>(t, sql`select id from customers where resale_id = ${centro} limit 1`))
          .id,
        items_attributes: [{ product_id: p13, quantity: 1, price_cents: 10001 }],
        payments_attributes: [
          { payment_method_id: boleto, value_cents: 10001, installments: 3, due_date: addDays(today(), 30) },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json() as Sale;
    expect(res.json()).toEqual((await admin('GET', `/sales/${sale.id}`)).json());
    const money = await saleMoney(t, sale.id);
    expect(money.cash).toEqual([]);
    expect(money.recs.map((r) => r.value_cents)).toEqual([3335, 3333, 3333]);
    const descriptions = await queryRows<{ description: string }>(
      t.database.db,
      sql`select description from receivables where sale_id = ${sale.id} order by due_date`,
    );
    expect(descriptions.map((r) => r.description)).toEqual(
      [1, 2, 3].map((n) => `Venda #${sale.doc_number} - Boleto 30 dias (parcela ${n}/3)`),
    );
  });

  it('[201] updates an existing customer inline; customer errors come back as customer.*', async () => {
    const phone = freshPhone();
    const first = await create({ customer_attributes: { name: 'Pedro Antigo', contacts_attributes: [{ phone }] } });
    const again = await create({ customer_attributes: { id: first.customer_id, name: 'Pedro Novo' } });
    expect(again.customer_id).toBe(first.customer_id);
    expect(again.customer?.name).toBe('Pedro Novo');
    // Same phone for a new customer of the unit: refused on customer.contacts; nothing written.
    const count = await one<{ n: number }>(t, sql`select count(*)::int as n from sales`);
    const res = await admin(
      'POST',
      '/sales',
      saleBody({ customer_attributes: { name: 'Outro', contacts_attributes: [{ phone }] } }),
    );
    expect422(res, ['customer.contacts']);
    expect422(await admin('POST', '/sales', saleBody({ customer_attributes: { name: '' } })), ['customer.name']);
    expect((await one<{ n: number }>(t, sql`select count(*)::int as n from sales`)).n).toBe(count.n);
  });

  it('[201] a double submit with the same Idempotency-Key makes one sale', async () => {
    const headers = { ...(await t.as('admin')), 'idempotency-key': `sale-${Date.now()}-${Math.random()}` };
    const before = (await one<{ n: number }>(t, sql`select count(*)::int as n from sales`)).n;
    const stock = await platform(p13);
    const [a, b] = await Promise.all(
      [0, 1].map(() => t.app.inject({ method: 'POST', url: '/api/sales', headers, payload: saleBody() })),
    );
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(a!.json().id).toBe(b!.json().id);
    expect((await one<{ n: number }>(t, sql`select count(*)::int as n from sales`)).n).toBe(before + 1);
    expect(await platform(p13)).toBe(stock - 1);
  });

  it('[201] concurrent sales of one customer and product lose no stock, money or event and never deadlock', async () => {
    const customer = (
      await admin('POST', '/customers', { customer: { name: 'Cliente Pedidos Simultâneos', resale_id: centro } })
    ).json() as { id: number };
    const stock = { p13: await platform(p13), water: await platform(water) };
    const events: string[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (p) => events.push(p));
    // Single-product orders and two-product ones (their stock moved at the commit in id order), together.
    const bodies = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0
        ? {
            sale: {
              resale_id: centro,
              customer_id: customer.id,
              items_attributes: [
                { product_id: water, quantity: 1, price_cents: 1000 },
                { product_id: p13, quantity: 2, price_cents: 11000 },
              ],
              payments_attributes: [{ payment_method_id: cash, value_cents: 23000 }],
            },
          }
        : saleBody({ customer_id: customer.id }),
    );
    const res = await Promise.all(bodies.map((b) => admin('POST', '/sales', b)));
    expect(res.map((r) => r.statusCode)).toEqual(bodies.map(() => 201));
    const sales = res.map((r) => r.json() as Sale);
    expect(await platform(p13)).toBe(stock.p13 - 8 - 2 * 4);
    expect(await platform(water)).toBe(stock.water - 4);
    const ids = `{${sales.map((x) => x.id).join(',')}}`;
    const money = await one<{ cash: number; n: number }>(
      t,
      sql`select coalesce(sum(value_cents), 0)::int as cash, count(*)::int as n from transactions where sale_id = any(${ids}::int[])`,
    );
    expect(money).toEqual({ cash: sales.reduce((a, x) => a + x.total_cents, 0), n: 12 });
    const days = await one<{ days: number; last: string }>(
      t,
      sql`select purchase_days as days, last_sale_on::text as last from customers where id = ${customer.id}`,
    );
    expect(days).toEqual({ days: 1, last: today() });
    await new Promise((r) => setTimeout(r, 100));
    await unlisten();
    for (const x of sales) expect(events.some((e) => e.includes(`"id":${x.id},`))).toBe(true);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    "[201] a customer's span changed between the sale's read and its write: written once, statistics from the history",
    async () => {
      const customer = (
        await admin('POST', '/customers', { customer: { name: 'Cliente Lido e Mudado', resale_id: centro } })
      ).json() as { id: number };
      const at = (days: number) => `${addDays(today(), -days)}T15:00:00.000Z`;
      await admin('POST', '/sales', saleBody({ customer_id: customer.id, sold_on: at(20) }));
      const stock = await platform(p13);
      const count = async () =>
        (await one<{ n: number }>(t, sql`select count(*)::int as n from sales where customer_id = ${customer.id}`)).n;
      // Another writer adds a day of 10 days ago and holds the customer's row while the new sale is planned
      // from the span as it was: the sale's statement waits for the row, finds the span changed, and the
      // sale is written again in a transaction, its statistics from the history.
      let posted: Promise<{ statusCode: number; json: () => unknown }> | undefined;
      await t.database.db.transaction(async (tx) => {
        // A sale of 10 days ago (an order with no items, written by plain SQL) and the span it gives.
        await tx.execute(sql`insert into sales (doc_number, status, sold_on, resale_id, customer_id)
                              values (999000, 'finished', ${at(10)}, ${centro}, ${customer.id})`);
        await tx.execute(sql`update customers set purchase_days = 2, last_sale_on = ${addDays(today(), -10)}::date
                              where id = ${customer.id}`);
        posted = admin('POST', '/sales', saleBody({ customer_id: customer.id, sold_on: at(1) }));
        // Until the sale's statement waits for the customer's row.
        const waiting = await eventually(
          async () =>
            (
              await one<{ n: number }>(
                t,
                sql`select count(*)::int as n from pg_stat_activity
                     where wait_event_type = 'Lock' and query like 'with cust as (select c.id from customers c%'`,
              )
            ).n,
          1,
          20_000,
        );
        expect(waiting).toBe(1);
      });
      const res = await posted!;
      expect(res.statusCode).toBe(201);
      expect(await count()).toBe(3);
      expect(await platform(p13)).toBe(stock - 1);
      const stats = await one<{ days: number; first: string; last: string }>(
        t,
        sql`select purchase_days as days, first_sale_on::text as first, last_sale_on::text as last
              from customers where id = ${customer.id}`,
      );
      // The history's three days, not the span as the sale first read it moved by one day (two days).
      expect(stats).toEqual({ days: 3, first: addDays(today(), -20), last: addDays(today(), -1) });
    },
  );

  it('[422] a non-admin writes only into their units; a deliverer only for themself', async () => {
    expect422(await attendant('POST', '/sales', { sale: { ...saleBody().sale, resale_id: valinhos } }), ['resale']);
    expect422(await delivererCall('POST', '/sales', saleBody({ employee_id: otherDeliverer })), ['employee']);
    const own = await delivererCall('POST', '/sales', saleBody());
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().employee_id).toBe(deliverer);
  });

  it('[4xx] bad input never answers 500 and writes nothing', async () => {
    const before = (await one<{ n: number }>(t, sql`select count(*)::int as n from sales`)).n;
    const headers = await t.as('admin');
    const payloads: unknown[] = [
      {},
      { sale: null },
      { sale: { resale_id: 'x' } },
      { sale: { resale_id: centro, items_attributes: 'x' } },
      { sale: { resale_id: centro, items_attributes: [{ product_id: 'abc', quantity: -1 }] } },
      { sale: { resale_id: centro, items_attributes: [{ product_id: p13, quantity: 1e12 }] } },
      { sale: { resale_id: centro, status: 'lost', channel: 'fax' } },
      {
        sale: {
          resale_id: centro,
          items_attributes: [{ product_id: 999999 }],
          payments_attributes: [{ payment_method_id: 999999, value_cents: 1 }],
        },
      },
      { sale: { resale_id: 999999, items_attributes: [{ product_id: p13 }] } },
      {
        sale: {
          ...saleBody().sale,
          payments_attributes: [{ payment_method_id: cash, value_cents: 11000, due_date: '31/02/2026' }],
        },
      },
      { sale: { ...saleBody().sale, customer_id: 999999 } },
      { sale: { ...saleBody().sale, customer_attributes: { id: 999999, name: 'x' } } },
      { sale: { ...saleBody().sale, status: 'canceled' } },
      [],
      'x',
    ];
    for (const payload of payloads) {
      const res = await t.app.inject({ method: 'POST', url: '/api/sales', headers, payload: payload as object });
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    const calls: [string, string, unknown][] = [
      ['PATCH', '/api/sales/update_status', { id: 'x', status: 'in_transit' }],
      ['PATCH', '/api/sales/update_status', { id: 1, status: 'flying' }],
      ['PATCH', '/api/sales/update_status_all', { sale_ids: 'x', status: 'delivered' }],
      ['PATCH', '/api/sales/update_status_all', { sale_ids: [], status: 'delivered' }],
      ['DELETE', '/api/sales/destroy_all', { sale_ids: ['a'] }],
      ['PATCH', '/api/sales/abc', { sale: {} }],
      ['PATCH', '/api/sales/999999', { sale: { obs: 'x' } }],
      ['GET', '/api/sales?date=99/99/9999', undefined],
      ['GET', '/api/sales?status=lost', undefined],
      ['GET', '/api/sales?employee_id=-1', undefined],
      ['GET', '/api/sales/abc', undefined],
      ['GET', '/api/sales/999999', undefined],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, headers, payload: payload as object });
      expect(res.statusCode, `${method} ${url} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await one<{ n: number }>(t, sql`select count(*)::int as n from sales`)).n).toBe(before);
  });
});

describe('PATCH /api/sales/{id}', () => {
  it('[200] edits items and payments: stock follows the difference, money is re-booked', async () => {
    const sale = await create({}, 2);
    const p13Before = await platform(p13);
    const waterBefore = await platform(water);
    const res = await admin('PATCH', `/sales/${sale.id}`, {
      sale: {
        items_attributes: [
          { id: sale.items[0]!.id, quantity: 3 },
          { product_id: water, quantity: 1, price_cents: 1000 },
        ],
        payments_attributes: [
          { id: sale.payments[0]!.id, _destroy: true },
          // The change comes out of the cash (only cash gives change).
          { payment_method_id: pix, value_cents: 30000 },
          { payment_method_id: cash, value_cents: 10000 },
        ],
        obs: 'Portão azul',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as Sale & { obs: string };
    expect(edited.items.map((i) => i.quantity)).toEqual([3, 1]);
    expect(edited.items[0]!.id).toBe(sale.items[0]!.id);
    expect(edited.total_cents).toBe(34000);
    expect(edited.change_cents).toBe(6000);
    expect(edited.payments.map((p) => p.payment_method_id)).toEqual([pix, cash]);
    expect(edited.obs).toBe('Portão azul');
    expect(await platform(p13)).toBe(p13Before - 1);
    expect(await platform(water)).toBe(waterBefore - 1);
    const money = await saleMoney(t, sale.id);
    expect(money.cash.reduce((a, x) => a + x.value_cents, 0)).toBe(34000);
    // Removing an item: the stock comes back.
    const back = await admin('PATCH', `/sales/${sale.id}`, {
      sale: { items_attributes: [{ id: edited.items[1]!.id, _destroy: true }] },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await platform(water)).toBe(waterBefore);
    // An unknown nested id is refused.
    expect422(
      await admin('PATCH', `/sales/${sale.id}`, { sale: { items_attributes: [{ id: 999999, quantity: 2 }] } }),
      ['items'],
    );
  });
});

describe('PATCH /api/sales/update_status', () => {
  const move = (id: number, status: string) => admin('PATCH', '/sales/update_status', { id, status });

  it('[200] created → in_transit → delivered → finished, stamping the times', async () => {
    const sale = await create();
    const a = await move(sale.id, 'in_transit');
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().in_transit_at).toBeTruthy();
    const b = await move(sale.id, 'delivered');
    expect(b.json()).toMatchObject({ status: 'delivered' });
    expect(b.json().delivered_at).toBeTruthy();
    const c = await move(sale.id, 'finished');
    expect(c.json()).toMatchObject({ status: 'finished' });
  });

  it.each([
    ['created', 'delivered'],
    ['created', 'finished'],
    ['created', 'canceled'],
    ['in_transit', 'in_transit'],
    ['in_transit', 'finished'],
    ['delayed', 'in_transit'],
    ['delayed', 'delivered'],
    ['delivered', 'finished'],
    ['delivered', 'canceled'],
  ])('[200] allows %s → %s', async (from, to) => {
    const sale = await create();
    await t.database.db.execute(
      sql`update sales set status = ${from}, in_transit_at = now() - interval '20 minutes' where id = ${sale.id}`,
    );
    const res = await move(sale.id, to);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(to);
  });

  it.each([
    ['delivered', 'in_transit', 'não é possível mudar de entregue ao cliente para em trânsito'],
    ['finished', 'canceled', 'o pedido está finalizado e não pode mais ser alterado'],
    ['finished', 'in_transit', 'o pedido está finalizado e não pode mais ser alterado'],
    ['canceled', 'in_transit', 'o pedido está cancelado e não pode mais ser alterado'],
    ['canceled', 'finished', 'o pedido está cancelado e não pode mais ser alterado'],
    ['rejected', 'delivered', 'o pedido está rejeitado pelo cliente e não pode mais ser alterado'],
    ['created', 'created', 'não é possível mudar de criado para criado'],
    ['created', 'delayed', 'não é possível mudar de criado para em atraso'],
  ])('[422] refuses %s → %s with a reason', async (from, to, reason) => {
    const sale = await create();
    await t.database.db.execute(sql`update sales set status = ${from} where id = ${sale.id}`);
    const body = expect422(await move(sale.id, to), ['status']);
    expect(body.status).toEqual([reason]);
    expect((await one<{ s: string }>(t, sql`select status::text as s from sales where id = ${sale.id}`)).s).toBe(from);
  });

  it('[422] refuses in_transit → delayed before the 15 minutes', async () => {
    const sale = await create();
    await move(sale.id, 'in_transit');
    expect422(await move(sale.id, 'delayed'), ['status']);
  });

  it('[200] cancel (PATCH /sales/{id}/cancel) gives back the stock and the money', async () => {
    const stock = await platform(p13);
    const sale = await create({}, 3);
    expect(await platform(p13)).toBe(stock - 3);
    const res = await admin('PATCH', `/sales/${sale.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('canceled');
    expect(await platform(p13)).toBe(stock);
    const money = await saleMoney(t, sale.id);
    expect(money.cash).toEqual([]);
    // A canceled sale can't be edited.
    expect422(await admin('PATCH', `/sales/${sale.id}`, { sale: { obs: 'x' } }), ['status']);
  });
});

describe('PATCH /api/sales/update_status_all', () => {
  it('[200] moves every selected sale', async () => {
    const a = await create();
    const b = await create();
    const res = await admin('PATCH', '/sales/update_status_all', { sale_ids: [a.id, b.id], status: 'in_transit' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Sale[]).map((s) => s.status)).toEqual(['in_transit', 'in_transit']);
  });

  it('[422] all or nothing: one refused sale keeps every other as it was, with a reason per sale', async () => {
    const stock = await platform(p13);
    const a = await create();
    const b = await create();
    await admin('PATCH', '/sales/update_status', { id: b.id, status: 'finished' });
    const res = await admin('PATCH', '/sales/update_status_all', {
      sale_ids: [a.id, b.id, 999999],
      status: 'canceled',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      { id: b.id, status: ['o pedido está finalizado e não pode mais ser alterado'] },
      { id: 999999, status: ['não foi encontrado'] },
    ]);
    expect((await one<{ s: string }>(t, sql`select status::text as s from sales where id = ${a.id}`)).s).toBe(
      'created',
    );
    expect(await platform(p13)).toBe(stock - 2);
  });
});

describe('the 15-minute job', () => {
  it('marks in_transit sales older than 15 minutes as delayed (injected clock), once, and announces it', async () => {
    const a = await create();
    const b = await create();
    await admin('PATCH', '/sales/update_status_all', { sale_ids: [a.id, b.id], status: 'in_transit' });
    const events: string[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (p) => events.push(p));
    const now = Date.now();
    // 14 minutes later: nothing yet.
    expect(await markDelayedSales(t.database.db, new Date(now + 14 * 60_000))).not.toContain(a.id);
    // 16 minutes later: both, and two runs at the same time move each sale once.
    const runs = await Promise.all([
      markDelayedSales(t.database.db, new Date(now + 16 * 60_000)),
      markDelayedSales(t.database.db, new Date(now + 16 * 60_000)),
    ]);
    const moved = runs.flat().filter((id) => id === a.id || id === b.id);
    expect(moved.sort()).toEqual([a.id, b.id].sort());
    const got = (await admin('GET', `/sales/${a.id}`)).json() as Sale;
    expect(got.status).toBe('delayed');
    await new Promise((r) => setTimeout(r, 100));
    await unlisten();
    expect(events.some((e) => e.includes('"type":"sale"') && e.includes(`"id":${a.id}`) && e.includes('delayed'))).toBe(
      true,
    );
    // Moving it again to in_transit restarts the clock.
    const again = await admin('PATCH', '/sales/update_status', { id: a.id, status: 'in_transit' });
    expect(again.json().status).toBe('in_transit');
  });

  it('runs on its own timer with the injected clock', async () => {
    const a = await create();
    await admin('PATCH', '/sales/update_status', { id: a.id, status: 'in_transit' });
    const stop = startDelayJob(t.database.db, { now: () => new Date(Date.now() + 20 * 60_000), intervalMs: 20 });
    try {
      await expect
        .poll(
          async () => (await one<{ s: string }>(t, sql`select status::text as s from sales where id = ${a.id}`)).s,
          {
            timeout: 5000,
          },
        )
        .toBe('delayed');
    } finally {
      await stop();
    }
  });
});

describe('GET /api/sales', () => {
  const day = '2021-03-10';
  let ids: number[] = [];
  beforeAll(async () => {
    // 27 sales on one past day (more than a page), one of them canceled, one on term with PIX.
    ids = [];
    for (let i = 0; i < 27; i++) {
      const sale = await create({
        sold_on: `${day}T1${i % 10}:00:00-03:00`,
        employee_id: i % 3 === 0 ? deliverer : i % 3 === 1 ? otherDeliverer : null,
        channel: i === 5 ? 'door' : 'disk',
        // A walk-in would start finished; this one is moved along below.
        status: 'created',
        payments_attributes: [{ payment_method_id: i === 7 ? pix : cash, value_cents: 11000 }],
      });
      ids.push(sale.id);
    }
    await admin('PATCH', `/sales/${ids[26]}/cancel`);
  });

  it('[200] a page of 25 with Total, Per-Page and the summaries over the whole filtered result', async () => {
    const res = await admin('GET', '/sales?date=10/03/2021-10/03/2021');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.total).toBe('27');
    expect(res.headers['per-page']).toBe('25');
    expect(res.json()).toHaveLength(25);
    // Canceled sales are listed, but not summed.
    expect(JSON.parse(String(res.headers['items-summary']))).toEqual({ [p13]: 26 });
    expect(JSON.parse(String(res.headers['payments-summary']))).toEqual({ [cash]: 25 * 11000, [pix]: 11000 });
    expect(JSON.parse(String(res.headers['sales-summary']))).toMatchObject({ count: 26, total_cents: 26 * 11000 });
    const page2 = await admin('GET', '/sales?date=2021-03-10&page=2');
    expect(page2.json()).toHaveLength(2);
    // Newest first.
    const list = res.json() as { sold_on: string }[];
    expect(list[0]!.sold_on >= list[24]!.sold_on).toBe(true);
  });

  it('[200] a kept page follows API writes at once and plain-SQL writes (another process) by NOTIFY, names included', async () => {
    const url = '/sales?date=10/03/2021-10/03/2021&channel=door';
    const first = await admin('GET', url);
    expect(first.json()).toHaveLength(1);
    expect((await admin('GET', url)).body).toBe(first.body);
    const sale = (first.json() as Sale[])[0]!;
    // Through the API: the very next read shows it.
    expect((await admin('PATCH', '/sales/update_status', { id: sale.id, status: 'in_transit' })).statusCode).toBe(200);
    expect(((await admin('GET', url)).json() as Sale[])[0]!.status).toBe('in_transit');
    // A hard reload (Cache-Control: no-cache) reads the page again.
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { ...(await t.as('admin')), 'cache-control': 'no-cache' },
    });
    expect((fresh.json() as Sale[])[0]!.status).toBe('in_transit');
    // Plain SQL, as another server process would write: once its notification arrives.
    const statusOf = async () => ((await admin('GET', url)).json() as Sale[])[0]!.status;
    await t.database.db.execute(sql`update sales set status = 'delivered' where id = ${sale.id}`);
    // Well within the kept replies' 5 s: the notification, not their age, drops the page.
    expect(await eventually(statusOf, 'delivered', 2000)).toBe('delivered');
    // A sale's live event drops the kept page before any screen hears of it (screens read the list again
    // on it): here its table's NOTIFY is off, so only the event can.
    await t.database.db.execute(sql`alter table sales disable trigger sales_kept`);
    try {
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update sales set status = 'finished' where id = ${sale.id}`);
        await tx.execute(
          sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ type: 'sale', resale_id: centro, data: { id: sale.id, status: 'finished' } })})`,
        );
      });
      expect(await eventually(statusOf, 'finished', 2000)).toBe('finished');
    } finally {
      await t.database.db.execute(sql`alter table sales enable trigger sales_kept`);
    }
    // A name the page shows: the seller's unit.
    const unitName = async () => ((await admin('GET', url)).json() as { resale: { name: string } }[])[0]!.resale.name;
    const before = await unitName();
    await t.database.db.execute(sql`update resales set name = ${`${before} (renomeada)`} where id = ${centro}`);
    expect(await eventually(unitName, `${before} (renomeada)`, 2000)).toBe(`${before} (renomeada)`);
    await t.database.db.execute(sql`update resales set name = ${before} where id = ${centro}`);
    // Users of different scopes never share a page: the deliverer sees only their own sales.
    const all = await admin('GET', '/sales?date=10/03/2021-10/03/2021');
    const own = await delivererCall('GET', '/sales?date=10/03/2021-10/03/2021');
    expect(Number(own.headers.total)).toBeLessThan(Number(all.headers.total));
    expect((own.json() as Sale[]).every((x) => x.employee_id === deliverer)).toBe(true);
  });

  it('[200] filters: status, channel, deliverer (0 = Sem vendedor), payment method, amount, search, seller', async () => {
    const q = async (params: string) => {
      const res = await admin('GET', `/sales?date=10/03/2021&${params}`);
      expect(res.statusCode, res.body).toBe(200);
      return Number(res.headers.total);
    };
    expect(await q('status=canceled')).toBe(1);
    expect(await q('channel=door')).toBe(1);
    expect(await q('employee_id=0')).toBe(9);
    expect(await q(`employee_id=${deliverer}`)).toBe(9);
    expect(await q(`payment_method_id=${pix}`)).toBe(1);
    expect(await q('amount=11000')).toBe(27);
    expect(await q('amount=1')).toBe(0);
    const doc = ((await admin('GET', `/sales/${ids[3]}`)).json() as Sale).doc_number;
    expect(await q(`search=${doc}`)).toBeGreaterThanOrEqual(1);
    const admUser = (await one<{ id: number }>(t, sql`select id from users where email = 'admin@demo.com.br'`)).id;
    expect(await q(`user_id=${admUser}`)).toBe(27);
    expect(await q(`resale_id=${valinhos}`)).toBe(0);
  });

  it('[200] summaries and the payment filter also see sales written by bulk SQL (arrays kept by triggers)', async () => {
    const s = await one<{ id: number }>(
      t,
      sql`insert into sales (doc_number, resale_id, sold_on, total_cents)
          values (99999, ${centro}, '2021-05-05T12:00:00-03:00', 33000) returning id`,
    );
    await t.database.db.execute(
      sql`insert into sale_items (sale_id, product_id, quantity, price_cents) values (${s.id}, ${p13}, 3, 11000), (${s.id}, ${water}, 1, 0)`,
    );
    await t.database.db.execute(
      sql`insert into sale_payments (sale_id, payment_method_id, value_cents) values (${s.id}, ${pix}, 33000)`,
    );
    const res = await admin('GET', `/sales?date=05/05/2021&payment_method_id=${pix}`);
    expect(res.headers.total).toBe('1');
    expect(JSON.parse(String(res.headers['items-summary']))).toEqual({ [p13]: 3, [water]: 1 });
    expect(JSON.parse(String(res.headers['payments-summary']))).toEqual({ [pix]: 33000 });
    await t.database.db.execute(
      sql`update sale_items set quantity = 5 where sale_id = ${s.id} and product_id = ${p13}`,
    );
    await t.database.db.execute(sql`delete from sale_items where sale_id = ${s.id} and product_id = ${water}`);
    await t.database.db.execute(sql`delete from sale_payments where sale_id = ${s.id}`);
    const after = await admin('GET', '/sales?date=05/05/2021');
    expect(JSON.parse(String(after.headers['items-summary']))).toEqual({ [p13]: 5 });
    expect(JSON.parse(String(after.headers['payments-summary']))).toEqual({});
    expect((await admin('GET', `/sales?date=05/05/2021&payment_method_id=${pix}`)).headers.total).toBe('0');
  });

  it('[200] finds by customer name and group', async () => {
    const group = (
      await admin('POST', '/groups', { group: { description: `Grupo Vendas ${Date.now()}`, resale_id: centro } })
    ).json() as { id: number };
    const sale = await create({
      sold_on: '2021-04-01T10:00:00-03:00',
      customer_attributes: { name: 'Joaquina Buscável', group_id: group.id },
    });
    const byName = await admin('GET', '/sales?date=01/04/2021&search=joaquina buscavel');
    expect((byName.json() as Sale[]).map((s) => s.id)).toEqual([sale.id]);
    const byGroup = await admin('GET', `/sales?date=01/04/2021&group_id=${group.id}`);
    expect((byGroup.json() as Sale[]).map((s) => s.id)).toEqual([sale.id]);
  });

  it('[200] exports the whole filtered result (not one page) to CSV and XLSX; a deliverer exports their own', async () => {
    const csv = await admin('GET', '/sales?date=10/03/2021&format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('vendas.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Nº;Data;Status;Canal;Revenda/Loja;Cliente;Telefone;Endereço;Produtos;Pagamentos;Total;Troco;Entregador;Atendente;Observações',
    );
    expect(lines).toHaveLength(28);
    const doc = ((await admin('GET', `/sales/${ids[7]}`)).json() as Sale).doc_number;
    const row = lines.find((l) => l.startsWith(`${doc};`))!;
    expect(row).toContain(';10/03/2021, 17:00:00;');
    expect(row).toContain('1 × ');
    expect(row).toContain('R$ 110,00');
    const canceled = ((await admin('GET', `/sales/${ids[26]}`)).json() as Sale).doc_number;
    expect(lines.find((l) => l.startsWith(`${canceled};`))).toContain(';cancelado;');
    const own = await delivererCall('GET', '/sales?date=10/03/2021&format=csv');
    expect(own.body.trim().split(/\r?\n/)).toHaveLength(10);
    const xlsx = await admin('GET', '/sales?date=10/03/2021&format=xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('[200] a deliverer sees only their own sales; [404] others are hidden', async () => {
    const res = await delivererCall('GET', '/sales?date=10/03/2021');
    expect(res.headers.total).toBe('9');
    expect((res.json() as Sale[]).every((s) => s.employee_id === deliverer)).toBe(true);
    expect((await delivererCall('GET', `/sales/${ids[1]}`)).statusCode).toBe(404);
    expect((await delivererCall('GET', `/sales/${ids[0]}`)).statusCode).toBe(200);
    const move = await delivererCall('PATCH', '/sales/update_status', { id: ids[1], status: 'in_transit' });
    expect(move.statusCode).toBe(404);
  });

  it('[200] a user of one unit never sees another unit\u2019s sales', async () => {
    const other = await admin('POST', '/sales', {
      sale: {
        resale_id: valinhos,
        sold_on: '2021-03-10T09:00:00-03:00',
        items_attributes: [{ product_id: p13Valinhos, quantity: 1 }],
        payments_attributes: [{ payment_method_id: cash, value_cents: 99999 }],
      },
    });
    expect(other.statusCode, other.body).toBe(201);
    expect((await attendant('GET', `/sales/${other.json().id}`)).statusCode).toBe(404);
    const list = await attendant('GET', '/sales?date=10/03/2021');
    expect(list.headers.total).toBe('27');
    const asked = await attendant('GET', `/sales?date=10/03/2021&resale_id=${valinhos}`);
    expect(asked.headers.total).toBe('0');
  });

  it('GET /api/sales/options lists what the form and the filters choose from', async () => {
    const res = await attendant('GET', '/sales/options');
    expect(res.statusCode).toBe(200);
    const o = res.json();
    for (const k of ['products', 'employees', 'payment_methods', 'resales', 'sectors', 'groups', 'users', 'amounts'])
      expect(o).toHaveProperty(k);
    expect(o.resales).toEqual([expect.objectContaining({ id: centro })]);
    expect(o.products.every((p: { resale_id: number }) => p.resale_id === centro)).toBe(true);
    expect(o.payment_methods.find((m: { id: number }) => m.id === boleto)).toMatchObject({ delivery_time: 30 });
  });
});

describe('DELETE /api/sales', () => {
  it('[403] only admins delete', async () => {
    const sale = await create();
    expect((await attendant('DELETE', `/sales/${sale.id}`)).statusCode).toBe(403);
    expect((await attendant('DELETE', '/sales/destroy_all', { sale_ids: [sale.id] })).statusCode).toBe(403);
  });

  it('[204] deletes a sale, giving back its stock and money', async () => {
    const stock = await platform(p13);
    const sale = await create({}, 2);
    const res = await admin('DELETE', `/sales/${sale.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await platform(p13)).toBe(stock);
    expect((await admin('GET', `/sales/${sale.id}`)).statusCode).toBe(404);
    expect((await saleMoney(t, sale.id)).cash).toEqual([]);
  });

  it('[422] destroy_all is all or nothing', async () => {
    const a = await create();
    const res = await admin('DELETE', '/sales/destroy_all', { sale_ids: [a.id, 999999] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ id: 999999, status: ['não foi encontrado'] }]);
    expect((await admin('GET', `/sales/${a.id}`)).statusCode).toBe(200);
    const b = await create();
    const ok = await admin('DELETE', '/sales/destroy_all', { sale_ids: [a.id, b.id] });
    expect(ok.statusCode).toBe(204);
    expect((await admin('GET', `/sales/${b.id}`)).statusCode).toBe(404);
  });
});
