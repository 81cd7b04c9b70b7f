import { SETTLEMENT_TEXTS, TRANSACTION_TEXTS, formatDateBr } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, demoSaleRefs, one } from './finance-helpers';
import { type TestContext, createTestContext, expect422 } from './helpers';

/**
 * The deliverer's Caixa: their own entries and the money of their own sales, with the summary over those;
 * their own hand-made entries changed only while their day's settlement is open; never another's entry.
 */
let t: TestContext;
let centro: number;
let p13: number;
let cash: number;
let deliverer: number;
let otherDeliverer: number;
let delivererName: string;
let outflowAccount: number;
let admin: ReturnType<typeof caller>;
let attendant: ReturnType<typeof caller>;
let delivererCall: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, p13, cash, deliverer, otherDeliverer } = await demoSaleRefs(t));
  delivererName = (await one<{ name: string }>(t, sql`select name from employees where id = ${deliverer}`)).name;
  outflowAccount = (
    await one<{ id: number }>(
      t,
      sql`select id from accounts where resale_id = ${centro} and movement = 'outflow' order by id limit 1`,
    )
  ).id;
  admin = caller(t, 'admin');
  attendant = caller(t, 'attendant');
  delivererCall = caller(t, 'deliverer');
});
afterAll(async () => t?.close());

// Days before the demo data's months of sales and entries: each test works on a day of its own.
const entry = (day: string, over: Record<string, unknown> = {}) => ({
  transaction: {
    description: 'Combustível da moto',
    movement: 'outflow',
    date: formatDateBr(day),
    value_cents: 4500,
    resale_id: centro,
    account_id: outflowAccount,
    ...over,
  },
});

async function created(call: ReturnType<typeof caller>, body: object): Promise<number> {
  const res = await call('POST', '/transactions', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A delivered sale paid in cash on `day`: its money is a `receivable` entry of its deliverer. */
async function sale(day: string, total: number, employee = deliverer): Promise<number> {
  const res = await admin('POST', '/sales', {
    sale: {
      resale_id: centro,
      employee_id: employee,
      status: 'delivered',
      sold_on: `${day}T15:00:00-03:00`,
      items_attributes: [{ product_id: p13, quantity: 1, price_cents: total }],
      payments_attributes: [{ payment_method_id: cash, value_cents: total }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

interface Row {
  id: number;
  description: string;
  movement: string;
  value_cents: number;
  sale_id: number | null;
}
const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const metaOf = (res: { headers: Record<string, unknown> }) => JSON.parse(String(res.headers['transaction-meta']));

describe("the deliverer's Caixa", () => {
  it('[200] lists only their own entries and the money of their own sales, with the summary over those', async () => {
    const day = '2026-01-12';
    const q = `date=${formatDateBr(day)}`;
    const adminEntry = await created(admin, entry(day, { description: 'Aluguel do depósito', value_cents: 90000 }));
    const ownSale = await sale(day, 11000);
    const otherSale = await sale(day, 12000, otherDeliverer);
    const fuel = await created(delivererCall, entry(day));
    const saleEntry = await one<{ id: number }>(t, sql`select id from transactions where sale_id = ${ownSale}`);

    const res = await delivererCall('GET', `/transactions?${q}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Row[];
    expect(ids(rows)).toEqual([saleEntry.id, fuel].sort((a, b) => a - b));
    expect(rows.find((r) => r.id === saleEntry.id)).toMatchObject({ movement: 'receivable', value_cents: 11000 });
    expect(res.headers.total).toBe('2');
    expect(metaOf(res)).toMatchObject({
      inflow: { count: 0, value_cents: 0 },
      outflow: { count: 1, value_cents: 4500 },
      receivable: { count: 1, value_cents: 11000 },
      count: 2,
      balance_cents: 11000 - 4500,
    });
    // The search, a movement filter and the export keep to the same entries.
    const searched = await delivererCall('GET', `/transactions/search/combust?${q}`);
    expect(ids(searched.json())).toEqual([fuel]);
    expect(metaOf(searched).count).toBe(1);
    expect((await delivererCall('GET', `/transactions?${q}&movement=outflow`)).json()).toHaveLength(1);
    const csv = await delivererCall('GET', `/transactions?${q}&format=csv`);
    expect(csv.body).toContain('Combustível da moto');
    expect(csv.body).not.toContain('Aluguel do depósito');
    // The seller filter (the sale's user for its money) narrows their entries, never widens them.
    const adminId = (await one<{ id: number }>(t, sql`select id from users where email = 'admin@demo.com.br'`)).id;
    expect(ids((await delivererCall('GET', `/transactions?${q}&user_id=${adminId}`)).json())).toEqual([saleEntry.id]);

    // The office sees the whole ledger of the day, as before.
    const all = await admin('GET', `/transactions?${q}&resale_id=${centro}`);
    const otherEntry = await one<{ id: number }>(t, sql`select id from transactions where sale_id = ${otherSale}`);
    expect(ids(all.json())).toEqual([adminEntry, saleEntry.id, otherEntry.id, fuel].sort((a, b) => a - b));
    expect(metaOf(all).count).toBe(4);
    expect(ids((await attendant('GET', `/transactions?${q}`)).json())).toEqual(ids(all.json()));
  });

  it("[404] another user's entry is neither read, changed nor removed; [422] their sale's money changes through the sale", async () => {
    const day = '2026-01-13';
    const adminEntry = await created(admin, entry(day, { description: 'Conta de luz', value_cents: 30000 }));
    const otherEntry = await one<{ id: number }>(
      t,
      sql`select id from transactions where sale_id = ${await sale(day, 9000, otherDeliverer)}`,
    );
    for (const id of [adminEntry, otherEntry.id]) {
      const read = await delivererCall('GET', `/transactions/${id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().error).toBe('Registro não encontrado.');
      expect(
        (await delivererCall('PATCH', `/transactions/${id}`, { transaction: { value_cents: 1 } })).statusCode,
      ).toBe(404);
      expect((await delivererCall('DELETE', `/transactions/${id}`)).statusCode).toBe(404);
    }
    const kept = await admin('GET', `/transactions/${adminEntry}`);
    expect(kept.json()).toMatchObject({ value_cents: 30000, description: 'Conta de luz' });

    const ownSaleEntry = await one<{ id: number }>(
      t,
      sql`select id from transactions where sale_id = ${await sale(day, 8000)}`,
    );
    expect((await delivererCall('GET', `/transactions/${ownSaleEntry.id}`)).statusCode).toBe(200);
    expect(expect422(await delivererCall('DELETE', `/transactions/${ownSaleEntry.id}`), ['base']).base).toEqual([
      TRANSACTION_TEXTS.bornElsewhere,
    ]);
  });

  it('[200] records and changes their own entries of an open day; [422] none of a settled day, whose entries the admin still corrects', async () => {
    const day = '2026-01-14';
    const openDay = '2026-01-15';
    const fuel = await created(delivererCall, entry(day));
    const edited = await delivererCall('PATCH', `/transactions/${fuel}`, { transaction: { value_cents: 5200 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ value_cents: 5200, origin: null });
    const later = await created(delivererCall, entry(openDay, { description: 'Lavagem da moto' }));

    const close = await attendant('POST', '/settlements/close', {
      settlement: { resale_id: centro, employee_id: deliverer, date: day, amounts_attributes: [] },
    });
    expect(close.statusCode, close.body).toBe(200);
    const reason = TRANSACTION_TEXTS.dayClosed(delivererName, formatDateBr(day));
    expect(reason).not.toBe(SETTLEMENT_TEXTS.errors.dayClosed(delivererName, formatDateBr(day)));
    const refused = (res: Awaited<ReturnType<typeof delivererCall>>) =>
      expect(expect422(res, ['base']).base).toEqual([reason]);
    refused(await delivererCall('PATCH', `/transactions/${fuel}`, { transaction: { value_cents: 1 } }));
    refused(await delivererCall('DELETE', `/transactions/${fuel}`));
    refused(await delivererCall('POST', '/transactions', entry(day, { description: 'Pedágio' })));
    // Moving an entry of an open day into the settled one is refused too.
    refused(await delivererCall('PATCH', `/transactions/${later}`, { transaction: { date: formatDateBr(day) } }));
    expect((await admin('GET', `/transactions/${fuel}`)).json().value_cents).toBe(5200);
    // Still theirs to read, and the open day's entry still theirs to change.
    expect((await delivererCall('GET', `/transactions/${fuel}`)).statusCode).toBe(200);
    expect((await delivererCall('DELETE', `/transactions/${later}`)).statusCode).toBe(204);

    // The admin is not held by the deliverer's settlement.
    const fixed = await admin('PATCH', `/transactions/${fuel}`, { transaction: { value_cents: 5000 } });
    expect(fixed.statusCode, fixed.body).toBe(200);

    // Reopened: the deliverer may change it again.
    const reopen = await attendant('POST', '/settlements/reopen', {
      settlement: { resale_id: centro, employee_id: deliverer, date: day },
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect((await delivererCall('DELETE', `/transactions/${fuel}`)).statusCode).toBe(204);
  });
});
