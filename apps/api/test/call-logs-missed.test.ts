import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MISSED_CALL_AFTER_MINUTES, MISSED_CALL_BEFORE_MINUTES } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { caller, demoSaleRefs } from './finance-helpers';
import { type TestContext, cashSaleBody, createTestContext } from './helpers';

/** Missed calls: computed on read, 'Retornado' on the call. */
let t: TestContext;
let centro: number;
let valinhos: number;
let p13: number;
let p13Valinhos: number;
let cash: number;
let admin: ReturnType<typeof caller>;
let attendant: ReturnType<typeof caller>;
let deliverer: ReturnType<typeof caller>;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos, p13, p13Valinhos, cash } = await demoSaleRefs(t));
  admin = caller(t, 'admin');
  attendant = caller(t, 'attendant');
  deliverer = caller(t, 'deliverer');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => t?.close());

let seq = 0;
const uniquePhone = () => `1998${String(Date.now() % 1e4).padStart(4, '0')}${String(seq++).padStart(3, '0')}`;

async function makeCustomer(name: string, resale_id: number, phone: string): Promise<number> {
  const res = await admin('POST', '/customers', { customer: { name, resale_id, contacts_attributes: [{ phone }] } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function callIn(phone: string, resale_id = centro): Promise<number> {
  const res = await admin('POST', '/call_logs', { call_log: { phone, resale_id } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Moves a call's instant by `minutes` (negative: into the past). */
const shiftCall = (id: number, minutes: number) =>
  queryRows(
    t.database.db,
    sql`update call_logs set created_at = created_at + make_interval(mins => ${minutes}) where id = ${id}`,
  );

async function sell(customerId: number, resale_id = centro): Promise<number> {
  const res = await admin(
    'POST',
    '/sales',
    cashSaleBody(
      { resale_id, product_id: resale_id === centro ? p13 : p13Valinhos, method_id: cash },
      { customer_id: customerId },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const missed = async (as = admin, q = '') => {
  const res = await as('GET', `/call_logs/missed${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { id: number; phone: string; customer: { id: number; name: string } | null; created_at: string }[];
    meta: { total: number; per_page: number };
  };
};
const missedIds = async (as = admin, q = '') => (await missed(as, q)).data.map((c) => c.id);

describe('GET /api/call_logs/missed', () => {
  it('[200] lists an incoming call without a sale, with its customer, and counts the queue in meta', async () => {
    const phone = uniquePhone();
    const customer = await makeCustomer('Cliente Perdido', centro, phone);
    const id = await callIn(phone);
    const body = await missed();
    const row = body.data.find((c) => c.id === id);
    expect(row).toMatchObject({ phone, customer: { id: customer, name: 'Cliente Perdido' } });
    expect(body.meta.total).toBe(body.data.length);
    expect(body.meta.per_page).toBe(25);
  });

  it('a sale of the unit for the number within the window answers the call; outside it does not', async () => {
    const phone = uniquePhone();
    const customer = await makeCustomer('Cliente Atendido', centro, phone);
    // A call 3 minutes after the sale: answered (the sale came from MISSED_CALL_BEFORE_MINUTES before).
    const answered = await callIn(phone);
    await shiftCall(answered, -(MISSED_CALL_AFTER_MINUTES + 10));
    expect(await missedIds()).toContain(answered);
    await sell(customer);
    // The sale is 40 minutes after that call: too late for it, the call stays missed.
    expect(await missedIds()).toContain(answered);
    const within = uniquePhone();
    const c2 = await makeCustomer('Cliente Na Janela', centro, within);
    const call2 = await callIn(within);
    await shiftCall(call2, -(MISSED_CALL_AFTER_MINUTES - 1));
    await sell(c2);
    expect(await missedIds()).not.toContain(call2);
    // A sale made just before the call (the call came while the order was being typed) answers it.
    const before = uniquePhone();
    const c3 = await makeCustomer('Cliente Antes', centro, before);
    await sell(c3);
    const call3 = await callIn(before);
    await shiftCall(call3, MISSED_CALL_BEFORE_MINUTES - 1);
    expect(await missedIds()).not.toContain(call3);
  });

  it('a sale of another unit does not answer the call; an unknown number stays until returned', async () => {
    const phone = uniquePhone();
    await makeCustomer('Cliente Centro', centro, phone);
    const other = await makeCustomer('Cliente Valinhos', valinhos, phone);
    const id = await callIn(phone);
    await sell(other, valinhos);
    expect(await missedIds()).toContain(id);
    const unknown = await callIn(uniquePhone());
    const row = (await missed()).data.find((c) => c.id === unknown);
    expect(row?.customer).toBeNull();
  });

  it('a number without area code is answered by a sale to the customer whose phone ends in it', async () => {
    const full = uniquePhone();
    const customer = await makeCustomer('Sem DDD Perdido', centro, full);
    const id = await callIn(full.slice(2));
    expect(await missedIds()).toContain(id);
    await sell(customer);
    expect(await missedIds()).not.toContain(id);
  });

  it('is scoped by the user’s units; outgoing calls and calls older than the queue are not listed', async () => {
    const inValinhos = await callIn(uniquePhone(), valinhos);
    expect(await missedIds()).toContain(inValinhos);
    expect(await missedIds(attendant)).not.toContain(inValinhos);
    expect(await missedIds(admin, `?resale_id=${centro}`)).not.toContain(inValinhos);
    const out = await admin('POST', '/call_logs', {
      call_log: { phone: uniquePhone(), kind: 'outgoing', resale_id: centro },
    });
    expect(await missedIds()).not.toContain(out.json().id);
    const old = await callIn(uniquePhone());
    await shiftCall(old, -2 * 24 * 60);
    expect(await missedIds()).not.toContain(old);
  });
});

describe('POST /api/call_logs/{id}/returned', () => {
  it('[200] Retornado takes the call out of the queue, once, stamped with who; live event call_returned', async () => {
    let body = '';
    const stream = http.get(`${base}/api/events`, { headers: await t.as('attendant') }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
    });
    stream.on('error', () => {});
    await new Promise((r) => setTimeout(r, 200));
    const id = await callIn(uniquePhone());
    const res = await attendant('POST', `/call_logs/${id}/returned`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, resale_id: centro });
    expect(res.json().returned_at).toBeTruthy();
    expect(await missedIds(attendant)).not.toContain(id);
    const again = await admin('POST', `/call_logs/${id}/returned`);
    expect(again.json().returned_at).toBe(res.json().returned_at);
    const [row] = await queryRows<{ returned_by: number }>(
      t.database.db,
      sql`select returned_by from call_logs where id = ${id}`,
    );
    const [att] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = 'atendente@demo.com.br'`,
    );
    expect(row!.returned_by).toBe(att!.id);
    const start = Date.now();
    while (!body.includes('event: call_returned') && Date.now() - start < 3000)
      await new Promise((r) => setTimeout(r, 20));
    stream.destroy();
    expect(body).toContain('event: call_returned');
    expect(body).toContain(`{"id":${id}}`);
  });

  it('[404] a call of a unit the user does not hold, or none; the deliverer of the unit may mark it', async () => {
    const inValinhos = await callIn(uniquePhone(), valinhos);
    expect((await attendant('POST', `/call_logs/${inValinhos}/returned`)).statusCode).toBe(404);
    expect((await admin('POST', '/call_logs/999999/returned')).statusCode).toBe(404);
    const mine = await callIn(uniquePhone());
    expect((await deliverer('POST', `/call_logs/${mine}/returned`)).statusCode).toBe(200);
  });
});

describe('the palette’s look-ups', () => {
  it('GET /sales?number= finds a sale by its order number in the user’s units', async () => {
    const phone = uniquePhone();
    const id = await sell(await makeCustomer('Cliente Número', centro, phone));
    const [s] = await queryRows<{ doc_number: number }>(
      t.database.db,
      sql`select doc_number from sales where id = ${id}`,
    );
    const res = await admin('GET', `/sales?number=${s!.doc_number}&resale_id=${centro}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await attendant('GET', `/sales?number=${s!.doc_number}&resale_id=${valinhos}`)).json()).toEqual([]);
  });

  it('GET /customers?query= finds a customer by CPF or CNPJ, with or without the mask', async () => {
    const res = await admin('POST', '/customers', {
      customer: { name: 'Cliente Documento', resale_id: centro, cpf_cnpj: '11.222.333/0001-81' },
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const q of ['11222333000181', '11.222.333/0001-81']) {
      const found = await admin('GET', `/customers?query=${encodeURIComponent(q)}`);
      expect(found.statusCode).toBe(200);
      const rows = found.json();
      const list = Array.isArray(rows) ? rows : rows.data;
      expect(list.map((c: { name: string }) => c.name)).toContain('Cliente Documento');
    }
  });
});
