import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index';
import { type TestContext, createTestContext, eventually, expect422 } from './helpers';
import { adminCaller, demoUnits, expectBadInputRefused } from './registers-helpers';

let t: TestContext;
let centro: number;
let valinhos: number;
let call: ReturnType<typeof adminCaller>;
let customerId: number;
let otherUnitCustomer: number;
beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos } = await demoUnits(t));
  call = adminCaller(t);
  const made = await t.database.db
    .insert(customers)
    .values([
      { name: 'Padaria Pão Quente', resale_id: centro },
      { name: 'Restaurante Sabor de Minas', resale_id: valinhos },
    ])
    .returning({ id: customers.id });
  customerId = made[0]!.id;
  otherUnitCustomer = made[1]!.id;
});
afterAll(async () => t?.close());

type Role = 'admin' | 'attendant' | 'deliverer';
const as = async (role: Role, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: await t.as(role), payload: payload as object });

interface Stock {
  platform: number;
  lending: number;
  defect: number;
  minimum: number;
  total: number;
}
interface Product {
  id: number;
  description: string;
  bottle: { id: number } | null;
  stock: Stock;
}
const product = async (name: string, unit = centro): Promise<Product> =>
  ((await call('GET', `/products?resale_id=${unit}&per_page=all`)).json() as Product[]).find(
    (p) => p.description === name,
  )!;
const stockOf = async (id: number): Promise<Stock> => (await call('GET', `/products/${id}`)).json().stock;
const supplierOf = async (unit: number) =>
  (await call('GET', `/product_entries/suppliers?resale_id=${unit}`)).json().data[0].id as number;

const today = new Date().toISOString().slice(0, 10);
const adjust = (body: Record<string, unknown>, role: Role = 'admin') =>
  as(role, 'POST', '/stock_appointments', { stock_appointment: { date: today, resale_id: centro, ...body } });

describe('POST/DELETE /api/product_entries', () => {
  it('[201] adds each item to platform and takes exchanged bottles off; [204] deleting undoes both', async () => {
    const p13 = await product('Gás P13 (botijão 13 kg)');
    const water = await product('Água mineral 1,5 L (fardo com 6)');
    const before = {
      p13: await stockOf(p13.id),
      bottle: await stockOf(p13.bottle!.id),
      water: await stockOf(water.id),
    };
    const res = await as('attendant', 'POST', '/product_entries', {
      product_entry: {
        resale_id: centro,
        supplier_id: await supplierOf(centro),
        invoice_number: '000123',
        serial_number: '1',
        issue_date: '10/03/2026',
        due_date: '07/04/2026',
        discount_type: 'value',
        discount_value_cents: 1000,
        items_attributes: [
          { product_id: p13.id, quantity: 10, price_cents: 7000, bottle_movement: true, bottle_quantity: 8 },
          { product_id: water.id, quantity: 5, price_cents: 1000, discount_cents: 500 },
          { product_id: water.id, quantity: 99, price_cents: 1, _destroy: true },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({ issue_date: '2026-03-10', due_date: '2026-04-07', total_cents: 70000 + 4500 - 1000 });
    expect(entry.items).toHaveLength(2);
    expect((await stockOf(p13.id)).platform).toBe(before.p13.platform + 10);
    expect((await stockOf(p13.bottle!.id)).platform).toBe(before.bottle.platform - 8);
    expect((await stockOf(water.id)).platform).toBe(before.water.platform + 5);

    const listed = (
      await call(
        'GET',
        `/product_entries?resale_id=${centro}&date_param=issue_date&start_date=10/03/2026&end_date=10/03/2026`,
      )
    ).json();
    expect(listed.data.map((e: { id: number }) => e.id)).toContain(entry.id);
    expect(listed.meta).toMatchObject({ total: 1, per_page: 25 });
    expect(listed.meta.summary).toMatchObject({ total_quantity: 15, total_cents: 73500 });
    expect(listed.meta.summary.products).toContainEqual({
      product_name: water.description,
      items_quantity: 5,
      items_price_cents: 4500,
    });
    expect(listed.meta.options.resales).toHaveLength(2);
    const byDue = (
      await call('GET', '/product_entries?date_param=due_date&start_date=2026-04-07&end_date=2026-04-07')
    ).json();
    expect(byDue.data.map((e: { id: number }) => e.id)).toEqual([entry.id]);
    // The whole history (no range) sums the items the other way: the per-product figures still add up.
    const all = (await call('GET', `/product_entries?resale_id=${centro}`)).json();
    const products = all.meta.summary.products as { items_quantity: number; items_price_cents: number }[];
    expect(all.meta.summary.total_quantity).toBe(products.reduce((n, r) => n + r.items_quantity, 0));
    expect(products.reduce((n, r) => n + r.items_price_cents, 0)).toBeGreaterThanOrEqual(73500 + 1000);
    expect(all.meta.summary.products).toContainEqual(expect.objectContaining({ product_name: water.description }));

    expect((await call('DELETE', `/product_entries/${entry.id}`)).statusCode).toBe(204);
    expect(await stockOf(p13.id)).toEqual(before.p13);
    expect(await stockOf(p13.bottle!.id)).toEqual(before.bottle);
    expect(await stockOf(water.id)).toEqual(before.water);
  });

  it("[200] the issue-date summary follows each item's entry: its unit, its date, and a date changed later", async () => {
    const water = await product('Água mineral 1,5 L (fardo com 6)');
    const otherP13 = await product('Gás P13 (botijão 13 kg)', valinhos);
    const make = async (unit: number, productId: number, quantity: number) => {
      const res = await call('POST', '/product_entries', {
        product_entry: {
          resale_id: unit,
          supplier_id: await supplierOf(unit),
          issue_date: '15/01/2025',
          due_date: '16/01/2025',
          items_attributes: [{ product_id: productId, quantity, price_cents: 100 }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const mine = await make(centro, water.id, 7);
    const other = await make(valinhos, otherP13.id, 11);
    const summary = async (q: string) =>
      (await call('GET', `/product_entries?${q}`)).json().meta.summary as {
        products: { product_name: string; items_quantity: number; items_price_cents: number }[];
        total_quantity: number;
      };
    const byIssue = await summary(
      `resale_id=${centro}&date_param=issue_date&start_date=15/01/2025&end_date=15/01/2025`,
    );
    expect(byIssue.products).toEqual([{ product_name: water.description, items_quantity: 7, items_price_cents: 700 }]);
    // The other ways to sum (by due date, reading each entry's items) agree.
    expect(await summary(`resale_id=${centro}&date_param=due_date&start_date=16/01/2025&end_date=16/01/2025`)).toEqual(
      byIssue,
    );
    const both = await summary('date_param=issue_date&start_date=15/01/2025&end_date=15/01/2025');
    expect(both.products).toHaveLength(2);
    expect(both.products).toContainEqual({
      product_name: otherP13.description,
      items_quantity: 11,
      items_price_cents: 1100,
    });
    expect(both.total_quantity).toBe(18);
    // An entry whose date changes takes its items along, in the same statement.
    // (Plain SQL: the kept list shows it when the entries' NOTIFY arrives.)
    await t.database.db.execute(sql`update product_entries set issue_date = '2025-01-20' where id = ${mine}`);
    const quantity = async (day: string) =>
      (await summary(`date_param=issue_date&start_date=${day}&end_date=${day}`)).total_quantity;
    expect(await eventually(() => quantity('15/01/2025'), 11)).toBe(11);
    expect(await quantity('20/01/2025')).toBe(7);
    for (const id of [mine, other]) expect((await call('DELETE', `/product_entries/${id}`)).statusCode).toBe(204);
  });

  it('[422] no items, a product or supplier of another unit, a product without bottle; writes nothing', async () => {
    const p13 = await product('Gás P13 (botijão 13 kg)');
    const otherP13 = await product('Gás P13 (botijão 13 kg)', valinhos);
    const hose = await product('Registro com mangueira 1,2 m');
    const supplier = await supplierOf(centro);
    const base = { resale_id: centro, supplier_id: supplier, issue_date: today };
    const before = await stockOf(p13.id);
    expect422(await call('POST', '/product_entries', { product_entry: { ...base, items_attributes: [] } }), ['items']);
    expect422(
      await call('POST', '/product_entries', {
        product_entry: { ...base, items_attributes: [{ product_id: p13.id, quantity: 1, _destroy: true }] },
      }),
      ['items'],
    );
    expect422(
      await call('POST', '/product_entries', {
        product_entry: { ...base, items_attributes: [{ product_id: otherP13.id, quantity: 1 }] },
      }),
      ['items'],
    );
    expect422(
      await call('POST', '/product_entries', {
        product_entry: { ...base, items_attributes: [{ product_id: hose.id, quantity: 1, bottle_movement: true }] },
      }),
      ['items'],
    );
    expect422(
      await call('POST', '/product_entries', {
        product_entry: { ...base, issue_date: '31/02/2026', items_attributes: [{ product_id: p13.id, quantity: 0 }] },
      }),
      ['issue_date', 'items'],
    );
    expect422(
      await as('attendant', 'POST', '/product_entries', {
        product_entry: { ...base, resale_id: valinhos, items_attributes: [{ product_id: otherP13.id, quantity: 1 }] },
      }),
      ['resale'],
    );
    expect422(
      await call('POST', '/product_entries', {
        product_entry: { ...base, supplier_id: 999999, items_attributes: [{ product_id: p13.id, quantity: 1 }] },
      }),
      ['supplier'],
    );
    expect(await stockOf(p13.id)).toEqual(before);
  });

  it('[422] deleting an entry whose stock was already used is refused and changes nothing', async () => {
    const hose = await product('Registro com mangueira 1,2 m');
    const entry = (
      await call('POST', '/product_entries', {
        product_entry: {
          resale_id: centro,
          supplier_id: await supplierOf(centro),
          issue_date: today,
          items_attributes: [{ product_id: hose.id, quantity: 4 }],
        },
      })
    ).json();
    const platform = (await stockOf(hose.id)).platform;
    expect(
      (await adjust({ movement: 'outflow', product_id: hose.id, quantity: platform, reason: 'others' })).statusCode,
    ).toBe(201);
    expect422(await call('DELETE', `/product_entries/${entry.id}`), ['base']);
    expect((await stockOf(hose.id)).platform).toBe(0);
    expect((await call('GET', `/product_entries/${entry.id}`)).statusCode).toBe(200);
  });

  it('[200] supplier type-ahead by name for attendants, limited to their units', async () => {
    const res = await as('attendant', 'GET', '/product_entries/suppliers?query=liquig');
    expect(res.json().data.map((s: { name: string }) => s.name)).toEqual(['Liquigás Distribuidora S.A.']);
    const other = await as('attendant', 'GET', `/product_entries/suppliers?resale_id=${valinhos}`);
    expect(other.json().data).toEqual([]);
  });

  it('[4xx] bad input never gets a 500', async () => {
    const count = async () => Number((await call('GET', '/product_entries')).json().meta.total);
    await expectBadInputRefused(t, '/product_entries', 'product_entry', count);
    expect((await call('GET', '/product_entries?date_param=x')).statusCode).toBe(422);
    expect((await call('GET', '/product_entries?start_date=99/99/2026')).statusCode).toBe(422);
  });
});

describe('POST /api/stock_appointments: each movement', () => {
  it('[201] inflow, receivable add to platform; outflow takes off; lending and defect move platform to their counts', async () => {
    const p45 = await product('Gás P45 (cilindro 45 kg)');
    await adjust({ movement: 'inflow', product_id: p45.id, quantity: 20, reason: 'transference' });
    const cases: [string, Record<string, unknown>, Partial<Stock>][] = [
      ['inflow', { reason: 'compensation', justification: 'Reposição' }, { platform: 3 }],
      ['receivable', {}, { platform: 3 }],
      ['outflow', { reason: 'lost' }, { platform: -3 }],
      ['lending', { customer_id: customerId }, { platform: -3, lending: 3 }],
      ['defect', {}, { platform: -3, defect: 3 }],
    ];
    for (const [movement, extra, change] of cases) {
      const before = await stockOf(p45.id);
      const res = await adjust({ movement, product_id: p45.id, quantity: 3, ...extra });
      expect(res.statusCode, `${movement}: ${res.body}`).toBe(201);
      const after = await stockOf(p45.id);
      expect(after.platform - before.platform, movement).toBe(change.platform ?? 0);
      expect(after.lending - before.lending, movement).toBe(change.lending ?? 0);
      expect(after.defect - before.defect, movement).toBe(change.defect ?? 0);
    }
  });

  it('[201] lending keeps the customer, drops reason and justification; others drop the customer', async () => {
    const p13 = await product('Gás P13 (botijão 13 kg)');
    const lent = (
      await adjust({
        movement: 'lending',
        product_id: p13.id,
        quantity: 2,
        customer_id: customerId,
        reason: 'lost',
        justification: 'x',
      })
    ).json();
    expect(lent).toMatchObject({
      customer: { id: customerId, name: 'Padaria Pão Quente' },
      reason: null,
      justification: null,
      open_quantity: 2,
    });
    const inflow = (
      await adjust({ movement: 'inflow', product_id: p13.id, quantity: 1, customer_id: customerId, reason: 'donation' })
    ).json();
    expect(inflow).toMatchObject({ customer: null, reason: 'donation', open_quantity: 0 });
  });

  it("[422] lending without a customer or with another unit's; beyond platform; product of another unit", async () => {
    const p13 = await product('Gás P13 (botijão 13 kg)');
    const before = await stockOf(p13.id);
    expect422(await adjust({ movement: 'lending', product_id: p13.id, quantity: 1 }), ['customer']);
    expect422(await adjust({ movement: 'lending', product_id: p13.id, quantity: 1, customer_id: otherUnitCustomer }), [
      'customer',
    ]);
    const body = expect422(await adjust({ movement: 'outflow', product_id: p13.id, quantity: before.platform + 1 }), [
      'quantity',
    ]);
    expect(body.quantity?.[0]).toContain(`(${before.platform})`);
    expect422(await adjust({ movement: 'defect', product_id: p13.id, quantity: before.platform + 1 }), ['quantity']);
    expect422(
      await adjust({
        movement: 'inflow',
        product_id: (await product('Gás P13 (botijão 13 kg)', valinhos)).id,
        quantity: 1,
      }),
      ['product'],
    );
    expect422(await adjust({ movement: 'bogus', product_id: p13.id, quantity: 1 }), ['movement']);
    expect422(await adjust({ movement: 'inflow', product_id: p13.id, quantity: 0, date: 'x' }), ['quantity', 'date']);
    expect(await stockOf(p13.id)).toEqual(before);
  });
});

describe('PATCH /api/stock_appointments/write_off/:id', () => {
  it('[200] writes off part of a lending, then the rest; [422] beyond the open quantity; stock follows', async () => {
    const p13 = await product('Gás P13 (botijão 13 kg)');
    const lent = (
      await adjust({ movement: 'lending', product_id: p13.id, quantity: 2, customer_id: customerId })
    ).json();
    const before = await stockOf(p13.id);
    const one = await call('PATCH', `/stock_appointments/write_off/${lent.id}`, { quantity: 1 });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ written_off: 1, open_quantity: 1 });
    expect(await stockOf(p13.id)).toMatchObject({
      platform: before.platform,
      lending: before.lending - 1,
      total: before.total - 1,
    });
    const body = expect422(await call('PATCH', `/stock_appointments/write_off/${lent.id}`, { quantity: 2 }), [
      'quantity',
    ]);
    expect(body.quantity).toEqual(['é maior que a quantidade em aberto (1)']);
    expect422(await call('PATCH', `/stock_appointments/write_off/${lent.id}`, { quantity: 0 }), ['quantity']);
    expect(
      (await call('PATCH', `/stock_appointments/write_off/${lent.id}`, { quantity: 1 })).json().open_quantity,
    ).toBe(0);
    expect(await stockOf(p13.id)).toMatchObject({ lending: before.lending - 2 });
    expect422(await call('PATCH', `/stock_appointments/write_off/${lent.id}`, { quantity: 1 }), ['quantity']);
    // A written-off adjustment keeps its history.
    expect422(await call('DELETE', `/stock_appointments/${lent.id}`), ['base']);
  });

  it('[200] defect write-off takes off the defect count; [422] an inflow has nothing to write off', async () => {
    const water = await product('Água mineral 20 L (galão)');
    const defect = (await adjust({ movement: 'defect', product_id: water.id, quantity: 3 })).json();
    const before = await stockOf(water.id);
    await call('PATCH', `/stock_appointments/write_off/${defect.id}`, { quantity: 2 });
    expect(await stockOf(water.id)).toMatchObject({ defect: before.defect - 2, platform: before.platform });
    const inflow = (await adjust({ movement: 'inflow', product_id: water.id, quantity: 1 })).json();
    expect422(await call('PATCH', `/stock_appointments/write_off/${inflow.id}`, { quantity: 1 }), ['base']);
  });

  it('[204] deleting an adjustment without write-offs undoes it (its comodato rows reversed); a lending of a product without capacity refused', async () => {
    const water = await product('Água mineral 20 L (galão)');
    const p13 = await product('Gás P13 (botijão 13 kg)');
    expect422(await adjust({ movement: 'lending', product_id: water.id, quantity: 1, customer_id: customerId }), [
      'product',
    ]);
    const before = await stockOf(p13.id);
    const lent = (
      await adjust({ movement: 'lending', product_id: p13.id, quantity: 4, customer_id: customerId })
    ).json();
    expect((await call('DELETE', `/stock_appointments/${lent.id}`)).statusCode).toBe(204);
    expect(await stockOf(p13.id)).toEqual(before);
    expect((await call('GET', `/stock_appointments/${lent.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/stock_appointments', () => {
  it('[200] filters by movement, customer, justification text (accents ignored), dates, unit and user', async () => {
    const ids = async (q: string) =>
      ((await call('GET', `/stock_appointments?${q}`)).json() as { id: number }[]).map((a) => a.id);
    const lendings = (await call('GET', `/stock_appointments?movement_id=lending&customer_id=${customerId}`)).json();
    expect(lendings.length).toBeGreaterThan(0);
    expect(
      lendings.every(
        (a: { movement: string; customer: { id: number } }) => a.movement === 'lending' && a.customer.id === customerId,
      ),
    ).toBe(true);
    const text = (await call('GET', '/stock_appointments?query=reposicao')).json();
    expect(text.map((a: { justification: string }) => a.justification)).toEqual(['Reposição']);
    expect(await ids(`start_date=${today}&end_date=${today}&resale_id=${valinhos}`)).toEqual([]);
    const mine = await ids(`user_id=999999`);
    expect(mine).toEqual([]);
    const opts = (await call('GET', '/stock_appointments/options')).json();
    expect(opts.movements).toContainEqual({ id: 'lending', name: 'Comodato' });
    expect(opts.users.length).toBeGreaterThan(0);
    const csv = await call('GET', '/stock_appointments?format=csv&movement_id=lending');
    expect(csv.body).toContain('Padaria Pão Quente');
  });

  it('[200] a search holding a number finds the whole text only (accents and case ignored), counted alike', async () => {
    const p45 = await product('Gás P45 (cilindro 45 kg)');
    const texts = [
      'Ajuste de INVENTÁRIO Número 1234',
      'Ajuste de inventário número 9123',
      'Nota 123 do inventário número 7',
      'inventario numero 123',
    ];
    for (const justification of texts) {
      const res = await adjust({
        movement: 'inflow',
        product_id: p45.id,
        quantity: 1,
        reason: 'compensation',
        justification,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const found = async (query: string) => {
      const res = await call('GET', `/stock_appointments?query=${encodeURIComponent(query)}`);
      const rows = res.json() as { justification: string }[];
      expect(Number(res.headers.total)).toBe(rows.length);
      return rows.map((a) => a.justification).sort();
    };
    expect(await found('inventario numero 123')).toEqual(['Ajuste de INVENTÁRIO Número 1234', 'inventario numero 123']);
    expect(await found('Número 123')).toEqual(['Ajuste de INVENTÁRIO Número 1234', 'inventario numero 123']);
    expect(await found('123 do invent')).toEqual(['Nota 123 do inventário número 7']);
    expect(await found('numero 9123')).toEqual(['Ajuste de inventário número 9123']);
    expect(await found('inventário número')).toHaveLength(4);
    expect(await found('numero 99999')).toEqual([]);
  });

  it('[403] stock is for admins and attendants; [404]/[empty] other units for attendants', async () => {
    for (const [method, url] of [
      ['GET', '/stock_appointments'],
      ['GET', '/stock_appointments/options'],
      ['POST', '/stock_appointments'],
      ['PATCH', '/stock_appointments/write_off/1'],
      ['DELETE', '/stock_appointments/1'],
      ['GET', '/product_entries'],
      ['GET', '/product_entries/options'],
      ['GET', '/product_entries/suppliers'],
      ['POST', '/product_entries'],
      ['DELETE', '/product_entries/1'],
    ] as const) {
      const res = await as('deliverer', method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const list = (await as('attendant', 'GET', '/stock_appointments')).json();
    expect(list.every((a: { resale_id: number }) => a.resale_id === centro)).toBe(true);
    const other = (await call('GET', `/stock_appointments?resale_id=${valinhos}`)).json()[0];
    expect((await as('attendant', 'GET', `/stock_appointments/${other.id}`)).statusCode).toBe(404);
    expect(
      (await as('attendant', 'PATCH', `/stock_appointments/write_off/${other.id}`, { quantity: 1 })).statusCode,
    ).toBe(404);
    expect((await as('attendant', 'GET', `/product_entries?resale_id=${valinhos}`)).json().data).toEqual([]);
  });

  it('[4xx] bad input never gets a 500', async () => {
    const count = async () => Number((await call('GET', '/stock_appointments')).headers.total);
    await expectBadInputRefused(t, '/stock_appointments', 'stock_appointment', count);
    expect((await call('GET', '/stock_appointments?movement_id=x')).statusCode).toBe(422);
    expect((await call('PATCH', '/stock_appointments/write_off/abc', { quantity: 1 })).statusCode).toBe(422);
    expect((await call('PATCH', '/stock_appointments/write_off/999999', { quantity: 1 })).statusCode).toBe(404);
  });
});

describe('concurrency', () => {
  it('50 concurrent adjustments on one product leave the exact expected counts', async () => {
    const p20 = await product('Gás P20 (empilhadeira 20 kg)');
    await adjust({ movement: 'inflow', product_id: p20.id, quantity: 100 });
    const before = await stockOf(p20.id);
    const movements = ['inflow', 'outflow', 'lending', 'defect', 'receivable'] as const;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const movement = movements[i % movements.length]!;
        return adjust({
          movement,
          product_id: p20.id,
          quantity: 2,
          customer_id: movement === 'lending' ? customerId : undefined,
        });
      }),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    // 10 of each: inflow +20, outflow -20, lending -20/+20, defect -20/+20, receivable +20.
    expect(await stockOf(p20.id)).toMatchObject({
      platform: before.platform - 20,
      lending: before.lending + 20,
      defect: before.defect + 20,
    });
    // Concurrent write-offs of one lending never exceed it.
    const lent = (
      await adjust({ movement: 'lending', product_id: p20.id, quantity: 5, customer_id: customerId })
    ).json();
    const offs = await Promise.all(
      Array.from({ length: 10 }, () => call('PATCH', `/stock_appointments/write_off/${lent.id}`, { quantity: 1 })),
    );
    expect(offs.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(offs.filter((r) => r.statusCode === 422)).toHaveLength(5);
    expect((await call('GET', `/stock_appointments/${lent.id}`)).json()).toMatchObject({
      written_off: 5,
      open_quantity: 0,
    });
  });
});
