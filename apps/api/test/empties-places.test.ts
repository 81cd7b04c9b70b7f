import { EMPTIES_TEXTS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { checkFigures } from '../src/read-models';
import { caller, demoSaleRefs, newCustomer, one } from './finance-helpers';
import { type TestContext, createTestContext, expect422 } from './helpers';

// The empties at the unit's places (on PGlite and PostgreSQL): comodato as movements of the ledger (the demo's
// figures unchanged by the move), a vehicle's load and unload, a physical count, the destroca with a
// distributor, the ANP guards (a tied unit's other brand, the storage class), and the balances equal to a
// recompute after concurrent sales, a destroca and a count.

let t: TestContext;
let centro: number;
let valinhos: number;
let p13: number;
let p13Valinhos: number;
let cash: number;
let admin: ReturnType<typeof caller>;
const brand: Record<string, number> = {};
const E = EMPTIES_TEXTS.errors;

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

/** A place's balance (depot: vehicle null) of a brand's P13 in a state. */
const balance = async (resaleId: number, brandId: number | null, state: string, vehicleId: number | null = null) =>
  Number(
    (
      await one<{ q: number | null }>(
        t,
        sql`select sum(quantity)::int as q from empty_balances
             where resale_id = ${resaleId} and account = 'place' and vehicle_id is not distinct from ${vehicleId}::int
               and brand_id is not distinct from ${brandId}::int and capacity = 'P13' and state = ${state}`,
      )
    ).q ?? 0,
  );

const moveCount = async () => Number((await one<{ n: number }>(t, sql`select count(*)::int as n from empty_moves`)).n);

const saleBody = (resaleId: number, productId: number, item: Record<string, unknown> = {}, quantity = 1) => ({
  sale: {
    resale_id: resaleId,
    items_attributes: [{ product_id: productId, quantity, price_cents: 11000, ...item }],
    payments_attributes: [{ payment_method_id: cash, value_cents: 11000 * quantity }],
  },
});

const post = async (url: string, body: unknown, code = 201) => {
  const res = await admin('POST', url, body);
  expect(res.statusCode, res.body).toBe(code);
  return res.json();
};

/** A distributor of `resaleId` with `brandName`'s cylinders. */
const distributor = async (resaleId: number, name: string, brandName: string) =>
  (
    await post('/suppliers', {
      supplier: { name, trade_name: name, resale_ids: [resaleId], bottle_brand_id: brand[brandName] },
    })
  ).id as number;

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos, p13, p13Valinhos, cash } = await demoSaleRefs(t));
  admin = caller(t, 'admin');
  for (const b of await rows<{ id: number; name: string }>(sql`select id, name from bottle_brands order by id`))
    brand[b.name] = b.id;
});
afterAll(async () => t?.close());

describe('comodato: movements of the empties’ ledger', () => {
  it('the demo’s comodato figures are those of its lending adjustments (the conversion and the seed), per customer and product', async () => {
    // Before the move: lent, returned and held straight from the adjustments, as the comodato ledger read them.
    const before = await rows<{
      customer_id: number;
      product_id: number;
      lent: number;
      returned: number;
      held: number;
    }>(
      sql`select customer_id, product_id, sum(quantity)::int as lent, sum(written_off)::int as returned,
                 sum(quantity - written_off)::int as held
            from stock_appointments where movement = 'lending' and customer_id is not null
           group by 1, 2 having sum(quantity - written_off) > 0 order by 1, 2`,
    );
    expect(before.length).toBeGreaterThan(4);
    const report = (await admin('GET', '/reports/comodato')).json() as {
      lines: { customer_id: number; product_id: number; lent: number; returned: number; held: number }[];
    };
    const after = report.lines
      .map(({ customer_id, product_id, lent, returned, held }) => ({ customer_id, product_id, lent, returned, held }))
      .sort((a, b) => a.customer_id - b.customer_id || a.product_id - b.product_id);
    expect(after).toEqual(before);
    // And the customers' loan accounts hold the same bottles.
    const loans = await rows<{ customer_id: number; q: number }>(
      sql`select customer_id, sum(quantity)::int as q from empty_balances where account = 'loan' group by 1
          having sum(quantity) <> 0 order by 1`,
    );
    const held = new Map<number, number>();
    for (const l of before) held.set(l.customer_id, (held.get(l.customer_id) ?? 0) + l.held);
    expect(loans.map((l) => [l.customer_id, l.q])).toEqual([...held]);
  });

  it('a lending, its write-off and a deletion write their movements in their transaction; a refused one writes none', async () => {
    const customer = await newCustomer(t, valinhos, 'Cliente Comodato Casco');
    const adjust = (body: Record<string, unknown>) =>
      admin('POST', '/stock_appointments', {
        stock_appointment: { resale_id: valinhos, product_id: p13Valinhos, date: '2026-03-10', ...body },
      });
    const loan = async () =>
      (await admin('GET', `/empties/customers/${customer}`)).json().loan as { brand_id: number; quantity: number }[];
    const full = await balance(valinhos, brand.Ultragaz!, 'cheio');
    const empty = await balance(valinhos, brand.Ultragaz!, 'vazio');
    const lent = await adjust({ movement: 'lending', quantity: 3, customer_id: customer });
    expect(lent.statusCode, lent.body).toBe(201);
    const id = lent.json().id as number;
    expect(await loan()).toEqual([{ brand_id: brand.Ultragaz, brand: 'Ultragaz', capacity: 'P13', quantity: 3 }]);
    expect(await balance(valinhos, brand.Ultragaz!, 'cheio')).toBe(full - 3);

    const off = await admin('PATCH', `/stock_appointments/write_off/${id}`, { quantity: 1 });
    expect(off.statusCode, off.body).toBe(200);
    expect((await loan())[0]!.quantity).toBe(2);
    expect(await balance(valinhos, brand.Ultragaz!, 'vazio')).toBe(empty + 1);
    const tab = (await admin('GET', `/customers/${customer}/comodato`)).json();
    expect(tab.lines[0]).toMatchObject({ lent: 3, returned: 1, held: 2 });

    // Beyond the open quantity: refused, nothing appended.
    const n = await moveCount();
    expect422(await admin('PATCH', `/stock_appointments/write_off/${id}`, { quantity: 5 }), ['quantity']);
    expect(await moveCount()).toBe(n);

    // A lending without write-offs deleted: its rows reversed, the comodato line gone.
    const other = (await adjust({ movement: 'lending', quantity: 2, customer_id: customer })).json().id as number;
    expect((await loan())[0]!.quantity).toBe(4);
    expect((await admin('DELETE', `/stock_appointments/${other}`)).statusCode).toBe(204);
    expect((await loan())[0]!.quantity).toBe(2);
    const causes = await rows<{ cause: string }>(
      sql`select distinct cause::text from empty_moves where appointment_id in (${id}, ${other})`,
    );
    expect(causes).toEqual([{ cause: 'comodato' }]);
    expect(await checkFigures(t.database.db, { only: ['empty_balances'] })).toEqual([]);
  });
});

describe('places: a vehicle’s load and unload, a physical count', () => {
  it('loads and unloads a vehicle between the depot and it; more than the place holds refused', async () => {
    const [vehicle] = await rows<{ id: number }>(
      sql`select vehicle_id as id from vehicle_resales where resale_id = ${centro} order by vehicle_id limit 1`,
    );
    const v = vehicle!.id;
    // Empties of Copagaz at the depot: a refill sold with its empty back.
    await post('/sales', saleBody(centro, p13, { empty_brand_id: brand.Copagaz }, 4));
    const depot = await balance(centro, brand.Copagaz!, 'vazio');
    const onTruck = await balance(centro, brand.Copagaz!, 'vazio', v);
    const move = (direction: string, quantity: number) => ({
      transfer: {
        resale_id: centro,
        vehicle_id: v,
        direction,
        brand_id: brand.Copagaz,
        capacity: 'P13',
        state: 'vazio',
        quantity,
      },
    });
    await post('/empties/transfers', move('load', 3));
    expect(await balance(centro, brand.Copagaz!, 'vazio')).toBe(depot - 3);
    expect(await balance(centro, brand.Copagaz!, 'vazio', v)).toBe(onTruck + 3);
    await post('/empties/transfers', move('unload', 1));
    expect(await balance(centro, brand.Copagaz!, 'vazio', v)).toBe(onTruck + 2);
    const n = await moveCount();
    const refused = expect422(await admin('POST', '/empties/transfers', move('unload', onTruck + 3)), ['quantity']);
    expect(refused.quantity).toEqual([E.notEnough(onTruck + 2)]);
    expect(await moveCount()).toBe(n);
    const day = (await admin('GET', `/empties/moves?resale_id=${centro}`)).json();
    expect(day.data.filter((m: { cause: string }) => m.cause === 'transfer')).toHaveLength(4);
    expect(day.meta.total).toBeGreaterThanOrEqual(day.data.length);
  });

  it('a count: the difference written as an adjustment with its reason; none without a reason; equal lines move nothing', async () => {
    const ledger = await balance(centro, brand.Supergasbras!, 'avariado');
    const line = (counted: number) => ({ brand_id: brand.Supergasbras, capacity: 'P13', state: 'avariado', counted });
    const n = await moveCount();
    const noReason = expect422(
      await admin('POST', '/empties/counts', { count: { resale_id: centro, lines: [line(ledger + 2)] } }),
      ['reason'],
    );
    expect(noReason.reason).toEqual([E.countReason]);
    expect(await moveCount()).toBe(n);
    const done = await post('/empties/counts', {
      count: { resale_id: centro, reason: 'Dois cascos amassados achados no pátio', lines: [line(ledger + 2)] },
    });
    expect(done.adjustments).toEqual([
      { brand_id: brand.Supergasbras, capacity: 'P13', state: 'avariado', quantity: 2 },
    ]);
    expect(await balance(centro, brand.Supergasbras!, 'avariado')).toBe(ledger + 2);
    const [row] = await rows<{ cause: string; note: string }>(
      sql`select cause::text, note from empty_moves order by id desc limit 1`,
    );
    expect(row).toEqual({ cause: 'count', note: 'Dois cascos amassados achados no pátio' });
    // Counted again, equal: nothing written.
    expect(
      (await post('/empties/counts', { count: { resale_id: centro, lines: [line(ledger + 2)] } })).adjustments,
    ).toEqual([]);
    expect(await moveCount()).toBe(n + 1);
  });
});

describe('destroca with a distributor', () => {
  it('the empties of the distributor’s brand held here; out N of its brand, in N of ours; more than held refused', async () => {
    const liquigas = await distributor(valinhos, 'Distribuidora Liquigás Campinas', 'Liquigás');
    await post('/sales', saleBody(valinhos, p13Valinhos, { empty_brand_id: brand.Liquigás }, 5));
    const list = (await admin('GET', `/empties/distributors?resale_id=${valinhos}`)).json() as {
      supplier_id: number;
      held: number;
      capacity: string | null;
    }[];
    const mine = list.find((d) => d.supplier_id === liquigas && d.capacity === 'P13')!;
    expect(mine.held).toBe(await balance(valinhos, brand.Liquigás!, 'vazio'));
    expect(mine.held).toBeGreaterThanOrEqual(5);
    const ours = await balance(valinhos, brand.Ultragaz!, 'vazio');
    const done = await post('/empties/destrocas', {
      destroca: { resale_id: valinhos, supplier_id: liquigas, capacity: 'P13', quantity: 4 },
    });
    expect(done).toMatchObject({ brand_out: brand.Liquigás, brand_in: brand.Ultragaz, quantity: 4 });
    expect(await balance(valinhos, brand.Liquigás!, 'vazio')).toBe(mine.held - 4);
    expect(await balance(valinhos, brand.Ultragaz!, 'vazio')).toBe(ours + 4);
    const n = await moveCount();
    expect422(
      await admin('POST', '/empties/destrocas', {
        destroca: { resale_id: valinhos, supplier_id: liquigas, capacity: 'P13', quantity: mine.held },
      }),
      ['quantity'],
    );
    // A double click: the same Idempotency-Key twice writes one destroca.
    const twice = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/empties/destrocas',
        headers: { ...(await t.as('admin')), 'idempotency-key': `destroca-${liquigas}` },
        payload: { destroca: { resale_id: valinhos, supplier_id: liquigas, capacity: 'P13', quantity: 1 } },
      });
    const [first, second] = [await twice(), await twice()];
    expect([first.statusCode, second.statusCode], first.body).toEqual([201, 201]);
    expect(await balance(valinhos, brand.Liquigás!, 'vazio')).toBe(mine.held - 5);
    // The unit's own distributor: nothing to swap.
    const ultra = await distributor(valinhos, 'Distribuidora Ultragaz Paulínia', 'Ultragaz');
    const same = expect422(
      await admin('POST', '/empties/destrocas', {
        destroca: { resale_id: valinhos, supplier_id: ultra, capacity: 'P13', quantity: 1 },
      }),
      ['brand_in'],
    );
    expect(same.brand_in).toEqual([E.sameBrand]);
    expect(await moveCount()).toBe(n + 2);
  });
});

describe('ANP guards (unit settings)', () => {
  it('a tied unit selling another brand’s fulls: warned (noted in the ledger) or refused, per setting', async () => {
    const warned = await post('/sales', saleBody(valinhos, p13Valinhos, { empty_brand_id: brand.Copagaz }));
    const [note] = await rows<{ note: string | null }>(
      sql`select note from empty_moves where sale_id = ${warned.id} and state = 'cheio' limit 1`,
    );
    expect(note!.note).toBe(EMPTIES_TEXTS.otherBrandWarning('Copagaz', 'Ultragaz'));
    const set = await admin('PATCH', `/resales/${valinhos}`, { resale: { tied_brand_policy: 'refuse' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().tied_brand_policy).toBe('refuse');
    try {
      const sales = Number((await one<{ n: number }>(t, sql`select count(*)::int as n from sales`)).n);
      const refused = expect422(
        await admin('POST', '/sales', saleBody(valinhos, p13Valinhos, { empty_brand_id: brand.Copagaz })),
        ['items'],
      );
      expect(refused.items).toEqual([E.otherBrand('Copagaz', 'Ultragaz')]);
      expect(Number((await one<{ n: number }>(t, sql`select count(*)::int as n from sales`)).n)).toBe(sales);
      // Its own brand still sells.
      await post('/sales', saleBody(valinhos, p13Valinhos, { empty_brand_id: brand.Ultragaz }));
    } finally {
      await admin('PATCH', `/resales/${valinhos}`, { resale: { tied_brand_policy: 'warn' } });
    }
  });

  it('an entry taking the unit’s fulls above its storage class refused with the limit and the figure', async () => {
    const supplier = (await admin('GET', `/product_entries/suppliers?resale_id=${valinhos}`)).json().data[0].id;
    const held = await rows<{ kg: number | null }>(
      sql`select sum(quantity * substr(capacity::text, 2)::int)::int as kg from empty_balances
           where resale_id = ${valinhos} and account = 'place' and state = 'cheio' and quantity > 0`,
    );
    const heldKg = held[0]!.kg ?? 0;
    await admin('PATCH', `/resales/${valinhos}`, { resale: { storage_class_kg: heldKg + 13 * 10 } });
    const entry = (quantity: number) => ({
      product_entry: {
        resale_id: valinhos,
        supplier_id: supplier,
        issue_date: '10/03/2026',
        due_date: '07/04/2026',
        items_attributes: [{ product_id: p13Valinhos, quantity, price_cents: 7000 }],
      },
    });
    try {
      const entries = Number((await one<{ n: number }>(t, sql`select count(*)::int as n from product_entries`)).n);
      const refused = expect422(await admin('POST', '/product_entries', entry(11)), ['items']);
      expect(refused.items).toEqual([E.storageClass(heldKg + 130, heldKg + 143)]);
      expect(Number((await one<{ n: number }>(t, sql`select count(*)::int as n from product_entries`)).n)).toBe(
        entries,
      );
      // Up to the limit: accepted.
      await post('/product_entries', entry(10));
    } finally {
      await admin('PATCH', `/resales/${valinhos}`, { resale: { storage_class_kg: null } });
    }
  });
});

describe('balances under concurrent writes', () => {
  it('16 concurrent sales with empties, a destroca and a count: every balance equals the recompute', async () => {
    const supplier = await distributor(valinhos, 'Distribuidora Supergasbras', 'Supergasbras');
    await post('/sales', saleBody(valinhos, p13Valinhos, { empty_brand_id: brand.Supergasbras }, 6));
    const customer = await newCustomer(t, centro, 'Cliente Concorrente Casco');
    const names = ['Ultragaz', 'Liquigás', 'Copagaz', 'Supergasbras'];
    const sales = Array.from({ length: 16 }, (_, i) =>
      admin(
        'POST',
        '/sales',
        i % 2
          ? {
              sale: {
                ...saleBody(centro, p13, {
                  empty_brand_id: brand[names[i % 4]!],
                  empty_return: i % 3 ? 'recebido' : 'deve',
                }).sale,
                customer_id: customer,
              },
            }
          : saleBody(valinhos, p13Valinhos, { empty_brand_id: brand[names[i % 4]!] }, 2),
      ),
    );
    const destroca = admin('POST', '/empties/destrocas', {
      destroca: { resale_id: valinhos, supplier_id: supplier, capacity: 'P13', quantity: 3 },
    });
    const count = admin('POST', '/empties/counts', {
      count: {
        resale_id: valinhos,
        reason: 'Contagem de fim de dia',
        lines: [{ brand_id: brand['Nacional Gás'], capacity: 'P13', state: 'requalificar', counted: 7 }],
      },
    });
    const results = await Promise.all([...sales, destroca, count]);
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    expect(await balance(valinhos, brand['Nacional Gás']!, 'requalificar')).toBe(7);
    expect(await checkFigures(t.database.db, { only: ['empty_balances'] })).toEqual([]);
  });
});
