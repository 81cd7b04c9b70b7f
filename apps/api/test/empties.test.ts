import { EMPTIES_TEXTS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client';
import { checkFigures } from '../src/read-models';
import { caller, demoSaleRefs, newCustomer, one } from './finance-helpers';
import { type TestContext, createTestContext, expect422 } from './helpers';

// Empty cylinders (cascos) by brand: the products' capacities, the units' tied brand, the ledger a sale
// writes in its transaction, the balances kept from it (with their recompute), on PGlite and PostgreSQL.

let t: TestContext;
let centro: number;
let valinhos: number;
let p13: number;
let p13Valinhos: number;
let cash: number;
let admin: ReturnType<typeof caller>;
const brand: Record<string, number> = {};

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

/** The ledger's rows of a sale, summed per account, brand and state (what is left of them). */
const saleLedger = async (saleId: number) =>
  rows<{ account: string; brand_id: number | null; state: string; q: number }>(
    sql`select account::text, brand_id, state::text, sum(quantity)::int as q from empty_moves where sale_id = ${saleId}
         group by 1, 2, 3 having sum(quantity) <> 0 order by 1, 2 nulls first, 3`,
  );

/** A place's balance of a brand's P13 in a state. */
const placeBalance = async (resaleId: number, brandId: number | null, state: string) =>
  Number(
    (
      await one<{ q: number | null }>(
        t,
        sql`select sum(quantity)::int as q from empty_balances
             where resale_id = ${resaleId} and account = 'place' and vehicle_id is null
               and brand_id is not distinct from ${brandId} and capacity = 'P13' and state = ${state}`,
      )
    ).q ?? 0,
  );

const saleBody = (
  resaleId: number,
  productId: number,
  item: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
  quantity = 1,
) => ({
  sale: {
    resale_id: resaleId,
    items_attributes: [{ product_id: productId, quantity, price_cents: 11000, ...item }],
    payments_attributes: [{ payment_method_id: cash, value_cents: 11000 * quantity }],
    ...extra,
  },
});

const sell = async (body: ReturnType<typeof saleBody>) => {
  const res = await admin('POST', '/sales', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos, p13, p13Valinhos, cash } = await demoSaleRefs(t));
  admin = caller(t, 'admin');
  for (const b of await rows<{ id: number; name: string }>(sql`select id, name from bottle_brands order by id`))
    brand[b.name] = b.id;
});
afterAll(async () => t?.close());

describe('brands, capacities and the units’ flag', () => {
  it('the demo has the six brands in every unit, its gas products with their capacities and cylinders, a tied unit', async () => {
    expect(Object.keys(brand)).toEqual(['Ultragaz', 'Liquigás', 'Supergasbras', 'Copagaz', 'Nacional Gás', 'Outra']);
    const product = (await admin('GET', `/products/${p13}`)).json();
    expect(product).toMatchObject({ capacity: 'P13', is_cylinder: false });
    const casco = (await admin('GET', `/products/${product.bottle_id}`)).json();
    expect(casco).toMatchObject({ capacity: 'P13', is_cylinder: true, description: 'Vasilhame P13 vazio' });
    expect((await admin('GET', `/resales/${centro}`)).json().tied_brand_id).toBeNull();
    expect((await admin('GET', `/resales/${valinhos}`)).json().tied_brand_id).toBe(brand.Ultragaz);
  });

  it('a product edited: its capacity and cylinder flag saved, audited; a cylinder without capacity refused in pt-BR', async () => {
    const made = await admin('POST', '/products', {
      product: { description: 'Gás P8 (botijão 8 kg)', resale_id: centro, price_cents: 8000, capacity: 'P8' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ capacity: 'P8', is_cylinder: false });
    const id = made.json().id;
    const bad = expect422(await admin('PATCH', `/products/${id}`, { product: { is_cylinder: true, capacity: null } }), [
      'capacity',
    ]);
    expect(bad.capacity).toEqual([EMPTIES_TEXTS.errors.cylinderNeedsCapacity]);
    expect422(await admin('PATCH', `/products/${id}`, { product: { capacity: 'P14' } }), ['capacity']);
    const saved = await admin('PATCH', `/products/${id}`, { product: { capacity: 'P5' } });
    expect(saved.json()).toMatchObject({ capacity: 'P5', is_cylinder: false });
    const history = (await admin('GET', `/audit_logs?resource=products&record_id=${id}`)).json();
    expect(history[0]).toMatchObject({ before: { capacity: 'P8' }, after: { capacity: 'P5' } });
  });

  it('a unit tied to a brand and back to independent; an unknown brand refused', async () => {
    const tied = await admin('PATCH', `/resales/${centro}`, { resale: { tied_brand_id: brand.Liquigás } });
    expect(tied.statusCode, tied.body).toBe(200);
    expect(tied.json().tied_brand_id).toBe(brand.Liquigás);
    expect422(await admin('PATCH', `/resales/${centro}`, { resale: { tied_brand_id: 999999 } }), ['tied_brand_id']);
    const back = await admin('PATCH', `/resales/${centro}`, { resale: { tied_brand_id: null } });
    expect(back.json().tied_brand_id).toBeNull();
  });
});

describe('a sale writes its empties to the ledger, in its transaction', () => {
  it('a refill with its empty: one full out, one empty of the chosen brand in; default: the tied brand, else not told', async () => {
    const [fullBefore, emptyBefore] = [
      await placeBalance(centro, brand.Liquigás!, 'cheio'),
      await placeBalance(centro, brand.Liquigás!, 'vazio'),
    ];
    const id = await sell(saleBody(centro, p13, { empty_brand_id: brand.Liquigás }, {}, 2));
    expect(await saleLedger(id)).toEqual([
      { account: 'place', brand_id: brand.Liquigás, state: 'cheio', q: -2 },
      { account: 'place', brand_id: brand.Liquigás, state: 'vazio', q: 2 },
    ]);
    expect(await placeBalance(centro, brand.Liquigás!, 'cheio')).toBe(fullBefore - 2);
    expect(await placeBalance(centro, brand.Liquigás!, 'vazio')).toBe(emptyBefore + 2);
    const [move] = await rows<{ cause: string; user_id: number; product_id: number }>(
      sql`select cause::text, user_id, product_id from empty_moves where sale_id = ${id} limit 1`,
    );
    expect(move).toMatchObject({ cause: 'sale', product_id: p13 });
    expect(move!.user_id).toBeTruthy();

    // Independent unit, nothing chosen: the brand not told; the tied unit: its brand.
    const loose = await sell(saleBody(centro, p13));
    expect((await saleLedger(loose)).map((r) => r.brand_id)).toEqual([null, null]);
    const tied = await sell(saleBody(valinhos, p13Valinhos));
    expect((await saleLedger(tied)).map((r) => r.brand_id)).toEqual([brand.Ultragaz, brand.Ultragaz]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'a refill paid at once is written by one statement, its empties in it: no transaction holds the product between round trips',
    async () => {
      const sent: string[] = [];
      const query = pg.Client.prototype.query;
      const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
        this: pg.Client,
        ...args: unknown[]
      ) {
        const q = args[0] as string | { text?: string };
        sent.push(typeof q === 'string' ? q : (q?.text ?? ''));
        return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
      });
      let id: number;
      try {
        id = await sell(saleBody(centro, p13, { empty_brand_id: brand.Copagaz }));
      } finally {
        spy.mockRestore();
      }
      const ledgerWrites = sent.filter((q) => /insert into "empty_moves"/i.test(q));
      expect(ledgerWrites).toHaveLength(1);
      expect(ledgerWrites[0]).toMatch(/insert into "sales"/i);
      expect(sent.filter((q) => /^\s*begin/i.test(q))).toEqual([]);
      expect(await saleLedger(id)).toEqual([
        { account: 'place', brand_id: brand.Copagaz, state: 'cheio', q: -1 },
        { account: 'place', brand_id: brand.Copagaz, state: 'vazio', q: 1 },
      ]);
      expect(await checkFigures(t.database.db, { only: ['empty_balances'] })).toEqual([]);
    },
  );

  it("'cliente deve o casco': the customer owes it by brand (customer API); without a customer, refused in pt-BR", async () => {
    const customer = await newCustomer(t, centro, 'Cliente Deve Casco');
    const id = await sell(
      saleBody(centro, p13, { empty_brand_id: brand.Copagaz, empty_return: 'deve' }, { customer_id: customer }),
    );
    expect(await saleLedger(id)).toEqual([
      { account: 'owed', brand_id: brand.Copagaz, state: 'vazio', q: 1 },
      { account: 'place', brand_id: brand.Copagaz, state: 'cheio', q: -1 },
    ]);
    const empties = (await admin('GET', `/empties/customers/${customer}`)).json();
    expect(empties).toEqual({
      customer_id: customer,
      owed: [{ brand_id: brand.Copagaz, brand: 'Copagaz', capacity: 'P13', quantity: 1 }],
      loan: [],
    });

    const count = async () => Number((await one<{ n: number }>(t, sql`select count(*)::int as n from sales`)).n);
    const before = await count();
    const refused = expect422(await admin('POST', '/sales', saleBody(centro, p13, { empty_return: 'deve' })), [
      'items',
    ]);
    expect(refused.items).toEqual([EMPTIES_TEXTS.errors.owedNeedsCustomer]);
    expect(await count()).toBe(before);
  });

  it("a brand not of the unit refused; 'casco vendido' takes only the full; a cylinder sold alone an empty", async () => {
    const local = await admin('POST', '/bottle_brands', {
      bottle_brand: { name: 'Só Valinhos', resale_ids: [valinhos] },
    });
    expect(local.statusCode, local.body).toBe(201);
    const bad = expect422(await admin('POST', '/sales', saleBody(centro, p13, { empty_brand_id: local.json().id })), [
      'items',
    ]);
    expect(bad.items).toEqual([EMPTIES_TEXTS.errors.brandUnknown]);

    const sold = await sell(saleBody(centro, p13, { empty_brand_id: brand.Supergasbras, empty_return: 'vendido' }));
    expect(await saleLedger(sold)).toEqual([{ account: 'place', brand_id: brand.Supergasbras, state: 'cheio', q: -1 }]);
    const casco = (await admin('GET', `/products/${p13}`)).json().bottle_id as number;
    const alone = await sell(saleBody(centro, casco, { empty_brand_id: brand.Supergasbras }));
    expect(await saleLedger(alone)).toEqual([
      { account: 'place', brand_id: brand.Supergasbras, state: 'vazio', q: -1 },
    ]);
  });

  it('an edit appends the difference (its choice kept), a cancel and a delete reverse it; rows never change', async () => {
    const customer = await newCustomer(t, centro, 'Cliente Edita Casco');
    const id = await sell(
      saleBody(centro, p13, { empty_brand_id: brand['Nacional Gás'], empty_return: 'deve' }, { customer_id: customer }),
    );
    const sale = (await admin('GET', `/sales/${id}`)).json();
    const item = sale.items[0];
    const edited = await admin('PATCH', `/sales/${id}`, {
      sale: {
        items_attributes: [{ id: item.id, quantity: 3 }],
        payments_attributes: [{ id: sale.payments[0].id, value_cents: 33000 }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await saleLedger(id)).toEqual([
      { account: 'owed', brand_id: brand['Nacional Gás'], state: 'vazio', q: 3 },
      { account: 'place', brand_id: brand['Nacional Gás'], state: 'cheio', q: -3 },
    ]);
    // The customer handed the empties back after all: received, of Ultragaz.
    const back = await admin('PATCH', `/sales/${id}`, {
      sale: { items_attributes: [{ id: item.id, empty_return: 'recebido', empty_brand_id: brand.Ultragaz }] },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await saleLedger(id)).toEqual([
      { account: 'place', brand_id: brand.Ultragaz, state: 'cheio', q: -3 },
      { account: 'place', brand_id: brand.Ultragaz, state: 'vazio', q: 3 },
    ]);
    expect((await admin('GET', `/empties/customers/${customer}`)).json().owed).toEqual([]);
    const written = Number(
      (await one<{ n: number }>(t, sql`select count(*)::int as n from empty_moves where sale_id = ${id}`)).n,
    );

    const canceled = await admin('PATCH', `/sales/${id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await saleLedger(id)).toEqual([]);
    const n = Number(
      (await one<{ n: number }>(t, sql`select count(*)::int as n from empty_moves where sale_id = ${id}`)).n,
    );
    expect(n).toBeGreaterThan(written);

    const other = await sell(saleBody(centro, p13, { empty_brand_id: brand.Ultragaz }));
    expect((await admin('DELETE', `/sales/${other}`)).statusCode).toBe(204);
    expect(await saleLedger(other)).toEqual([]);
    await expect(
      t.database.db.execute(sql`update empty_moves set quantity = 5 where sale_id = ${other}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from empty_moves where sale_id = ${other}`)).rejects.toThrow();
    expect(await checkFigures(t.database.db, { only: ['empty_balances'] })).toEqual([]);
  });
});

describe('a product entry writes its empties to the ledger', () => {
  it("a tied unit's refill load: fulls in and exchanged empties out, of its brand; deleting the entry reverses them", async () => {
    const supplier = (await admin('GET', `/product_entries/suppliers?resale_id=${valinhos}`)).json().data[0].id;
    const [full, empty] = [
      await placeBalance(valinhos, brand.Ultragaz!, 'cheio'),
      await placeBalance(valinhos, brand.Ultragaz!, 'vazio'),
    ];
    const res = await admin('POST', '/product_entries', {
      product_entry: {
        resale_id: valinhos,
        supplier_id: supplier,
        issue_date: '10/03/2026',
        due_date: '07/04/2026',
        items_attributes: [
          { product_id: p13Valinhos, quantity: 10, price_cents: 7000, bottle_movement: true, bottle_quantity: 8 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect(await placeBalance(valinhos, brand.Ultragaz!, 'cheio')).toBe(full + 10);
    expect(await placeBalance(valinhos, brand.Ultragaz!, 'vazio')).toBe(empty - 8);
    const causes = await rows<{ cause: string; n: number }>(
      sql`select cause::text, count(*)::int as n from empty_moves where entry_id = ${id} group by 1`,
    );
    expect(causes).toEqual([{ cause: 'entry', n: 2 }]);

    expect((await admin('DELETE', `/product_entries/${id}`)).statusCode).toBe(204);
    expect(await placeBalance(valinhos, brand.Ultragaz!, 'cheio')).toBe(full);
    expect(await placeBalance(valinhos, brand.Ultragaz!, 'vazio')).toBe(empty);
    expect(await checkFigures(t.database.db, { only: ['empty_balances'] })).toEqual([]);
  });
});

describe('balances under concurrent sales', () => {
  it('16 concurrent sales with empties of several brands: every balance equals the recompute from the ledger', async () => {
    const customers = [
      await newCustomer(t, centro, 'Cliente Concorrente A'),
      await newCustomer(t, centro, 'Cliente Concorrente B'),
    ];
    const names = ['Ultragaz', 'Liquigás', 'Copagaz', 'Supergasbras'];
    const owedBefore = await rows<{ q: number }>(
      sql`select coalesce(sum(quantity), 0)::int as q from empty_balances where account = 'owed'`,
    );
    const bodies = Array.from({ length: 16 }, (_, i) =>
      saleBody(
        i % 2 ? centro : valinhos,
        i % 2 ? p13 : p13Valinhos,
        { empty_brand_id: brand[names[i % 4]!], empty_return: i % 3 === 0 && i % 2 ? 'deve' : 'recebido' },
        i % 2 ? { customer_id: customers[i % 4 === 1 ? 0 : 1] } : {},
        1 + (i % 2),
      ),
    );
    const results = await Promise.all(bodies.map((b) => admin('POST', '/sales', b)));
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    expect(await checkFigures(t.database.db, { only: ['empty_balances'] })).toEqual([]);
    const owedAfter = await rows<{ q: number }>(
      sql`select coalesce(sum(quantity), 0)::int as q from empty_balances where account = 'owed'`,
    );
    const owedNow = bodies.filter((_, i) => i % 3 === 0 && i % 2).length * 2;
    expect(owedAfter[0]!.q - owedBefore[0]!.q).toBe(owedNow);
    // The customers' screen answers the same sums.
    for (const c of customers) {
      const api = (await admin('GET', `/empties/customers/${c}`)).json() as { owed: { quantity: number }[] };
      const ledger = await one<{ q: number | null }>(
        t,
        sql`select sum(quantity)::int as q from empty_moves where customer_id = ${c} and account = 'owed'`,
      );
      expect(api.owed.reduce((s, x) => s + x.quantity, 0)).toBe(Number(ledger.q ?? 0));
    }
  });
});
