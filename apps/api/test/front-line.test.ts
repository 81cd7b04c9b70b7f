import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, demoSaleRefs, newCustomer, one } from './finance-helpers';
import { type TestContext, cashSaleBody, createTestContext } from './helpers';

/** The attendant's front line: walk-in sales and the known caller's last order. */
let t: TestContext;
let centro: number;
let valinhos: number;
let p13: number;
let water: number;
let p13Valinhos: number;
let cash: number;
let pix: number;
let admin: ReturnType<typeof caller>;
let attendant: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos, p13, water, p13Valinhos, cash, pix } = await demoSaleRefs(t));
  admin = caller(t, 'admin');
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

describe('GET /api/customers/:id/last_order', () => {
  async function sale(customerId: number, extra: Record<string, unknown>, ref = { p: p13, unit: centro }) {
    const res = await admin(
      'POST',
      '/sales',
      cashSaleBody({ resale_id: ref.unit, product_id: ref.p, method_id: cash }, { customer_id: customerId, ...extra }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  }

  it('[200] the latest sale of the unit not canceled or rejected, with what the form repeats', async () => {
    const id = await newCustomer(t, centro, 'Cliente Último Pedido');
    expect((await attendant('GET', `/customers/${id}/last_order`)).json()).toEqual({ sale: null });

    const usual = (
      await admin('POST', '/sales', {
        sale: {
          resale_id: centro,
          customer_id: id,
          channel: 'whatsapp',
          sold_on: new Date(Date.now() - 3 * 86_400_000).toISOString(),
          items_attributes: [
            { product_id: water, quantity: 2, price_cents: 1500 },
            { product_id: p13, quantity: 1, price_cents: 11000 },
          ],
          payments_attributes: [
            { payment_method_id: pix, value_cents: 10000 },
            { payment_method_id: cash, value_cents: 5000 },
          ],
        },
      })
    ).json() as { id: number };
    // A later sale canceled, and one rejected: neither is the last order.
    const canceled = await sale(id, { sold_on: new Date(Date.now() - 86_400_000).toISOString() });
    expect((await admin('PATCH', `/sales/${canceled.id}/cancel`)).statusCode).toBe(200);
    const rejected = await sale(id, {});
    await t.database.db.execute(sql`update sales set status = 'rejected' where id = ${rejected.id}`);

    const res = await attendant('GET', `/customers/${id}/last_order?resale_id=${centro}`);
    expect(res.statusCode, res.body).toBe(200);
    const last = res.json().sale;
    expect(last).toMatchObject({
      id: usual.id,
      resale_id: centro,
      channel: 'whatsapp',
      status: 'created',
      employee_id: null,
      change_cents: 1000,
      items: [
        { product_id: water, quantity: 2, product: { description: 'Água mineral 20 L (galão)' } },
        { product_id: p13, quantity: 1 },
      ],
      payments: [
        { payment_method_id: pix, value_cents: 10000, payment_method: { description: 'PIX' } },
        { payment_method_id: cash, value_cents: 5000 },
      ],
    });
    // Without resale_id: the customer's own unit. 'Últimas compras' lists the same ids.
    expect((await attendant('GET', `/customers/${id}/last_order`)).json().sale.id).toBe(usual.id);
    const history = (await attendant('GET', `/customers/${id}/sales`)).json();
    expect(history.find((s: { id: number }) => s.id === usual.id).items[0].product_id).toBe(water);
  });

  it('[200] another unit has none; a user outside the unit sees none', async () => {
    const id = await newCustomer(t, valinhos, 'Cliente Valinhos Último');
    await sale(id, {}, { p: p13Valinhos, unit: valinhos });
    expect((await admin('GET', `/customers/${id}/last_order?resale_id=${centro}`)).json()).toEqual({ sale: null });
    expect((await admin('GET', `/customers/${id}/last_order`)).json().sale).toMatchObject({ resale_id: valinhos });
    // The demo attendant works at Centro only.
    expect((await attendant('GET', `/customers/${id}/last_order`)).json()).toEqual({ sale: null });
  });

  it('[200] the sale options say which payment methods are active (a draft leaves the inactive out)', async () => {
    const boleto = (
      await one<{ id: number }>(t, sql`select id from payment_methods where description = 'Boleto 30 dias'`)
    ).id;
    await t.database.db.execute(sql`update payment_methods set status = false where id = ${boleto}`);
    try {
      const methods = (await attendant('GET', '/sales/options')).json().payment_methods as {
        id: number;
        status: boolean;
      }[];
      expect(methods.find((m) => m.id === boleto)?.status).toBe(false);
      expect(methods.find((m) => m.id === pix)?.status).toBe(true);
    } finally {
      await t.database.db.execute(sql`update payment_methods set status = true where id = ${boleto}`);
    }
  });

  it('[422] a bad unit is refused, never a 500', async () => {
    const res = await attendant('GET', '/customers/1/last_order?resale_id=abc');
    expect(res.statusCode).toBe(422);
  });
});
