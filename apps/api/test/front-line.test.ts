import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, demoSaleRefs, one } from './finance-helpers';
import { type TestContext, cashSaleBody, createTestContext } from './helpers';

/** The attendant's front line (domain.md "Front line"): walk-in sales. */
let t: TestContext;
let centro: number;
let p13: number;
let cash: number;
let attendant: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, p13, cash } = await demoSaleRefs(t));
  attendant = caller(t, 'attendant');
}, 180_000);
afterAll(async () => t?.close());

const body = (extra: Record<string, unknown> = {}) =>
  cashSaleBody({ resale_id: centro, product_id: p13, method_id: cash }, extra);

describe('walk-in: Venda direta and Portaria are handed over at once', () => {
  it.each(['door', 'pos'] as const)(
    '[201] channel %s without a status is created finished, stamped delivered',
    async (channel) => {
      const res = await attendant('POST', '/sales', body({ channel }));
      expect(res.statusCode, res.body).toBe(201);
      const sale = res.json();
      expect(sale).toMatchObject({ channel, status: 'finished', customer_id: null });
      expect(sale.delivered_at).not.toBeNull();
      const row = await one<{ finished_at: string | null }>(
        t,
        sql`select finished_at from sales where id = ${sale.id}`,
      );
      expect(row.finished_at).not.toBeNull();
    },
  );

  it('[201] a walk-in keeps the status the attendant chose', async () => {
    const res = await attendant('POST', '/sales', body({ channel: 'door', status: 'created' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ channel: 'door', status: 'created', delivered_at: null });
  });

  it('[201] other channels (and none: disk) still start as created', async () => {
    for (const extra of [{}, { channel: 'disk' }, { channel: 'whatsapp' }, { channel: 'business' }]) {
      const res = await attendant('POST', '/sales', body(extra));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().status, JSON.stringify(extra)).toBe('created');
    }
  });

  it('[200] editing a sale to a walk-in channel leaves its status alone', async () => {
    const created = (await attendant('POST', '/sales', body())).json();
    const res = await attendant('PATCH', `/sales/${created.id}`, { sale: { channel: 'pos' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ channel: 'pos', status: 'created' });
  });
});
