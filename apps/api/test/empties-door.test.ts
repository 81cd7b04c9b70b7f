import { EMPTIES_TEXTS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { checkFigures } from '../src/read-models';
import { caller, demoSaleRefs } from './finance-helpers';
import { type TestContext, createTestContext, expect422 } from './helpers';

// The empty's brand at the door (the deliverer's status move carries it) and the day's settlement of the
// empties by brand (expected from the ledger, against those handed in), on PGlite and PostgreSQL.

let t: TestContext;
let centro: number;
let valinhos: number;
let p13Valinhos: number;
let p13: number;
let water: number;
let cash: number;
let deliverer: number;
let admin: ReturnType<typeof caller>;
let door: ReturnType<typeof caller>;
const brand: Record<string, number> = {};

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

/** What is left of a sale's ledger rows, per account, brand and state. */
const saleLedger = async (saleId: number) =>
  rows<{ account: string; brand_id: number | null; state: string; q: number }>(
    sql`select account::text, brand_id, state::text, sum(quantity)::int as q from empty_moves where sale_id = ${saleId}
         group by 1, 2, 3 having sum(quantity) <> 0 order by 1, 2 nulls first, 3`,
  );

// A day before the demo's sales: the settlement counts only this test's sales.
const day = '2020-03-10';

async function deliverySale(items: Record<string, unknown>[], sold_on = `${day}T10:00:00-03:00`) {
  const res = await admin('POST', '/sales', {
    sale: {
      resale_id: centro,
      employee_id: deliverer,
      status: 'in_transit',
      sold_on,
      items_attributes: items,
      payments_attributes: [
        {
          payment_method_id: cash,
          value_cents: items.reduce((a, i) => a + Number(i.quantity) * Number(i.price_cents), 0),
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos, p13, p13Valinhos, water, cash, deliverer } = await demoSaleRefs(t));
  admin = caller(t, 'admin');
  door = caller(t, 'deliverer');
  for (const b of await rows<{ id: number; name: string }>(sql`select id, name from bottle_brands order by id`))
    brand[b.name] = b.id;
});
afterAll(async () => t?.close());

describe('the empty’s brand at the door', () => {
  it('the card reads each refill’s capacity and the brand its ledger holds', async () => {
    const id = await deliverySale([
      { product_id: p13, quantity: 1, price_cents: 11000, empty_brand_id: brand.Ultragaz },
      { product_id: water, quantity: 1, price_cents: 11000 },
    ]);
    const sale = (await door('GET', `/sales/${id}`)).json();
    expect(
      sale.items.map((i: { product: { capacity: string | null }; empty_brand_id: number | null }) => [
        i.product.capacity,
        i.empty_brand_id,
      ]),
    ).toEqual([
      ['P13', brand.Ultragaz],
      [null, null],
    ]);
  });

  it('the deliverer’s move carries the brand: the empty lands once with it, a repeat of the same key applies nothing', async () => {
    const id = await deliverySale([{ product_id: p13, quantity: 2, price_cents: 5500 }]);
    expect(await saleLedger(id)).toEqual([
      { account: 'place', brand_id: null, state: 'cheio', q: -2 },
      { account: 'place', brand_id: null, state: 'vazio', q: 2 },
    ]);
    const headers = { ...(await t.as('deliverer')), 'idempotency-key': `door-${id}` };
    const body = { id, status: 'delivered', empties: [{ product_id: p13, empty_brand_id: brand.Liquigás }] };
    const send = () => t.app.inject({ method: 'PATCH', url: '/api/sales/update_status', headers, payload: body });
    const moved = await send();
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'delivered', items: [{ empty_brand_id: brand.Liquigás }] });
    expect((await send()).statusCode).toBe(200);
    // The empty's brand told; the fulls that left keep theirs (not told at this independent unit).
    expect(await saleLedger(id)).toEqual([
      { account: 'place', brand_id: null, state: 'cheio', q: -2 },
      { account: 'place', brand_id: brand.Liquigás, state: 'vazio', q: 2 },
    ]);
    // The earlier rows stay (append-only): the change is the reverse of the empties' row and the new one.
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from empty_moves where sale_id = ${id}`,
    );
    expect(n).toBe(4);
    expect(await checkFigures(t.database.db)).toEqual([]);
    const audit = (await admin('GET', `/audit_logs?resource=sales&record_id=${id}`)).json();
    expect(audit.map((a: { action: string }) => a.action)).toContain('update_status');
  });

  it('refused in pt-BR: a brand not of the unit, a product the sale does not have; nothing half-saved', async () => {
    const id = await deliverySale([{ product_id: p13, quantity: 1, price_cents: 11000 }]);
    const bad = expect422(
      await door('PATCH', '/sales/update_status', {
        id,
        status: 'delivered',
        empties: [{ product_id: p13, empty_brand_id: 999999 }],
      }),
      ['items'],
    );
    expect(bad.items).toContain(EMPTIES_TEXTS.errors.brandUnknown);
    expect422(
      await door('PATCH', '/sales/update_status', {
        id,
        status: 'delivered',
        empties: [{ product_id: water, empty_brand_id: brand.Ultragaz }],
      }),
      ['empties'],
    );
    expect((await door('GET', `/sales/${id}`)).json().status).toBe('in_transit');
    expect(await saleLedger(id)).toEqual([
      { account: 'place', brand_id: null, state: 'cheio', q: -1 },
      { account: 'place', brand_id: null, state: 'vazio', q: 1 },
    ]);
  });
});

describe('the empty’s brand at a tied unit’s door', () => {
  it('another brand’s empty told at the door: the full that left stays the flag’s, the empty comes in of its brand, no warning', async () => {
    const [vcash] = await rows<{ id: number }>(
      sql`select pm.id from payment_methods pm join payment_method_resales r on r.payment_method_id = pm.id
           where r.resale_id = ${valinhos} and pm.description = 'Dinheiro'`,
    );
    const made = await admin('POST', '/sales', {
      sale: {
        resale_id: valinhos,
        status: 'in_transit',
        items_attributes: [{ product_id: p13Valinhos, quantity: 1, price_cents: 11000 }],
        payments_attributes: [{ payment_method_id: vcash!.id, value_cents: 11000 }],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const moved = await admin('PATCH', '/sales/update_status', {
      id,
      status: 'delivered',
      empties: [{ product_id: p13Valinhos, empty_brand_id: brand.Liquigás }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().items[0].empty_brand_id).toBe(brand.Liquigás);
    expect(await saleLedger(id)).toEqual([
      { account: 'place', brand_id: brand.Ultragaz, state: 'cheio', q: -1 },
      { account: 'place', brand_id: brand.Liquigás, state: 'vazio', q: 1 },
    ]);
    const notes = await rows<{ note: string | null }>(sql`select note from empty_moves where sale_id = ${id}`);
    expect(notes.every((n) => n.note === null)).toBe(true);
    // An edit of the sale that leaves the empties alone keeps both brands.
    const edited = await admin('PATCH', `/sales/${id}`, { sale: { obs: 'Portão verde' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await saleLedger(id)).toEqual([
      { account: 'place', brand_id: brand.Ultragaz, state: 'cheio', q: -1 },
      { account: 'place', brand_id: brand.Liquigás, state: 'vazio', q: 1 },
    ]);
  });
});

describe('the day’s settlement of the empties by brand', () => {
  const read = async () =>
    (await admin('GET', `/settlements?resale_id=${centro}&employee_id=${deliverer}&date=${day}`)).json() as {
      status: string;
      empties: {
        brand_id: number | null;
        brand: string | null;
        capacity: string;
        expected: number;
        handed_in: number;
        difference: number;
      }[];
    };

  it('expects the empties of the day’s delivered sales by brand (from the ledger), compares those handed in, keeps them at close', async () => {
    // The sales of this day so far: delivered ones above (2 Liquigás); one still in transit counts nothing yet.
    const ultragaz = await deliverySale([{ product_id: p13, quantity: 3, price_cents: 3700 }]);
    const moved = await door('PATCH', '/sales/update_status', {
      id: ultragaz,
      status: 'delivered',
      empties: [{ product_id: p13, empty_brand_id: brand.Ultragaz }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const open = await read();
    const line = (b: number | null) => open.empties.find((e) => e.brand_id === b && e.capacity === 'P13');
    expect(line(brand.Ultragaz!)).toMatchObject({ brand: 'Ultragaz', expected: 3, handed_in: 0, difference: -3 });
    expect(line(brand.Liquigás!)).toMatchObject({ expected: 2, handed_in: 0 });
    expect(line(null)).toBeUndefined(); // the sales still in transit

    const saved = await admin('PUT', '/settlements', {
      settlement: {
        resale_id: centro,
        employee_id: deliverer,
        date: day,
        empties_attributes: [
          { brand_id: brand.Ultragaz, capacity: 'P13', handed_in: 2 },
          { brand_id: brand.Copagaz, capacity: 'P13', handed_in: 1 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().empties as {
      brand_id: number;
      expected: number;
      handed_in: number;
      difference: number;
    }[];
    expect(after.find((e) => e.brand_id === brand.Ultragaz)).toMatchObject({
      expected: 3,
      handed_in: 2,
      difference: -1,
    });
    expect(after.find((e) => e.brand_id === brand.Copagaz)).toMatchObject({ expected: 0, handed_in: 1, difference: 1 });

    const closed = await admin('POST', '/settlements/close', {
      settlement: { resale_id: centro, employee_id: deliverer, date: day },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().empties).toEqual(after);
    // Closed, the kept expected answers; the deliverer reads their own day.
    const own = await door('GET', `/settlements?resale_id=${centro}&date=${day}`);
    expect(own.json().empties).toEqual(after);
    const reopened = await admin('POST', '/settlements/reopen', {
      settlement: { resale_id: centro, employee_id: deliverer, date: day },
    });
    expect(reopened.json().empties).toEqual(after);
  });

  it('a brand not of the unit is refused in pt-BR, nothing saved', async () => {
    const before = await read();
    const bad = expect422(
      await admin('PUT', '/settlements', {
        settlement: {
          resale_id: centro,
          employee_id: deliverer,
          date: day,
          amounts_attributes: [{ payment_method_id: cash, handed_in_cents: 123 }],
          empties_attributes: [{ brand_id: 999999, capacity: 'P13', handed_in: 5 }],
        },
      }),
      ['empties'],
    );
    expect(bad.empties).toEqual([EMPTIES_TEXTS.errors.brandUnknown]);
    expect(await read()).toEqual(before);
  });
});
