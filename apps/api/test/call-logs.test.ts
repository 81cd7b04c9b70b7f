import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { adminCaller, demoUnits, expectBadInputRefused } from './registers-helpers';

let t: TestContext;
let centro: number;
let valinhos: number;
let call: ReturnType<typeof adminCaller>;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos } = await demoUnits(t));
  call = adminCaller(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

async function makeCustomer(name: string, resale_id: number, phone: string): Promise<number> {
  const res = await call('POST', '/customers', { customer: { name, resale_id, contacts_attributes: [{ phone }] } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const post = async (headers: Record<string, string>, call_log: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/call_logs', headers, payload: { call_log } as object });

const count = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from call_logs`))[0]!.n;

/** Opens GET /api/events and collects what arrives. */
function openEvents(headers: Record<string, string>) {
  let body = '';
  const req = http.get(`${base}/api/events`, { headers }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (c: string) => {
      body += c;
    });
  });
  req.on('error', () => {});
  return { text: () => body, close: () => req.destroy() };
}
const until = async (check: () => boolean, ms = 3000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
};
const callEvents = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.includes('event: call'))
    .map((block) =>
      JSON.parse(
        block
          .split('\n')
          .find((l) => l.startsWith('data: '))!
          .slice(6),
      ),
    );

describe('POST /api/call_logs', () => {
  it('[201] registers an incoming call in the caller’s unit with the customer of that unit', async () => {
    const id = await makeCustomer('Maria Ligação', centro, '(19) 99811-2233');
    await makeCustomer('Outra Unidade', valinhos, '(19) 99811-2233');
    const res = await post(await t.as('attendant'), { kind: 'incoming', phone: '19998112233' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'incoming',
      phone: '19998112233',
      resale_id: centro,
      resale: { id: centro },
      customer: { id, name: 'Maria Ligação' },
    });
  });

  it('matches a number without area code to a customer phone with one; unknown numbers have no customer', async () => {
    const id = await makeCustomer('Sem DDD', centro, '(19) 3344-5566');
    const res = await post(await t.as('attendant'), { phone: '33445566' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'incoming', phone: '33445566', customer: { id } });
    const unknown = await post(await t.as('attendant'), { phone: '11912345678' });
    expect(unknown.json().customer).toBeNull();
  });

  it('an admin’s call goes to the unit whose customer has the number, or the one asked for', async () => {
    const id = await makeCustomer('Cliente Valinhos', valinhos, '(19) 99700-1122');
    const res = await call('POST', '/call_logs', { call_log: { phone: '19997001122' } });
    expect(res.json()).toMatchObject({ resale_id: valinhos, customer: { id } });
    const asked = await call('POST', '/call_logs', { call_log: { phone: '19997001199', resale_id: valinhos } });
    expect(asked.json().resale_id).toBe(valinhos);
  });

  it('registers a call once: repeated frames within the window return the same record', async () => {
    const headers = await t.as('attendant');
    const before = await count();
    const results = await Promise.all([1, 2, 3].map(() => post(headers, { phone: '19991110000' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await count()).toBe(before + 1);
    // The same number in another unit is another call.
    const other = await call('POST', '/call_logs', { call_log: { phone: '19991110000', resale_id: valinhos } });
    expect(other.statusCode).toBe(201);
    // Once the window has passed, the number calling again is a new call.
    await t.database.db.execute(sql`update call_logs set created_at = now() - interval '2 minutes'`);
    expect((await post(headers, { phone: '19991110000' })).statusCode).toBe(201);
  });

  it('announces each new call once to the open screens of its unit only', async () => {
    await makeCustomer('Evento Cliente', centro, '(19) 99655-4433');
    const attendant = openEvents(await t.as('attendant'));
    const admin = openEvents(await t.as('admin'));
    await until(() => attendant.text().includes('conectado') && admin.text().includes('conectado'));
    const headers = await t.as('deliverer');
    expect((await post(headers, { phone: '19996554433' })).statusCode).toBe(201);
    expect((await post(headers, { phone: '19996554433' })).statusCode).toBe(200);
    await call('POST', '/call_logs', { call_log: { phone: '19990001111', resale_id: valinhos } });
    expect(await until(() => callEvents(admin.text()).length >= 2)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    const seen = callEvents(attendant.text());
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ phone: '19996554433', resale_id: centro, customer: { name: 'Evento Cliente' } });
    expect(callEvents(admin.text()).map((e) => e.phone)).toEqual(['19996554433', '19990001111']);
    attendant.close();
    admin.close();
  });

  it('[422] phone required and 8 to 11 digits; unknown kind; another unit; [4xx] malformed', async () => {
    const headers = await t.as('attendant');
    expect422(await post(headers, { phone: '' }), ['phone']);
    expect422(await post(headers, { phone: '1234567' }), ['phone']);
    expect422(await post(headers, { phone: '123456789012' }), ['phone']);
    expect422(await post(headers, { phone: '19998887777', kind: 'missed' }), ['kind']);
    expect422(await post(headers, { phone: '19998887777', resale_id: valinhos }), ['resale']);
    expect422(await call('POST', '/call_logs', { call_log: { phone: '19998887777', resale_id: 99999 } }), ['resale']);
    await expectBadInputRefused(t, '/call_logs', 'call_log', count);
  });

  it('[401] without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/call_logs', payload: { call_log: { phone: '1' } } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/call_logs', () => {
  it('lists newest first with Total/Per-Page, filters by kind, date range, unit and customer name', async () => {
    const id = await makeCustomer('Zuleica Filtro', valinhos, '(19) 99123-0000');
    const created = (await call('POST', '/call_logs', { call_log: { phone: '19991230000' } })).json();
    expect(created.customer.id).toBe(id);
    await call('POST', '/call_logs', { call_log: { kind: 'outgoing', phone: '19991230000', resale_id: valinhos } });

    const all = await call('GET', '/call_logs');
    expect(all.statusCode).toBe(200);
    expect(Number(all.headers.total)).toBe(await count());
    expect(all.headers['per-page']).toBe('25');
    const dates = all.json().map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const byName = await call('GET', '/call_logs?customer_name=zuleica');
    expect(
      byName
        .json()
        .map((r: { kind: string }) => r.kind)
        .sort(),
    ).toEqual(['incoming', 'outgoing']);
    const outgoing = await call('GET', '/call_logs?kind=outgoing&customer_name=zuleica');
    expect(outgoing.json()).toHaveLength(1);
    expect(outgoing.json()[0]).toMatchObject({ kind: 'outgoing', customer: { name: 'Zuleica Filtro' } });

    const today = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    const inRange = await call('GET', `/call_logs?customer_name=zuleica&date=${today}-${today}`);
    expect(inRange.json()).toHaveLength(2);
    const past = await call('GET', '/call_logs?customer_name=zuleica&date=01/01/2020-31/12/2020');
    expect(past.json()).toEqual([]);
    expect(Number(past.headers.total)).toBe(0);

    const centroOnly = await call('GET', `/call_logs?resale_id=${centro}`);
    expect(centroOnly.json().every((r: { resale_id: number }) => r.resale_id === centro)).toBe(true);
  });

  it('paginates', async () => {
    const admin = await t.as('admin');
    for (let i = 0; i < 26; i++)
      await post(admin, { phone: `1999000${String(i).padStart(4, '0')}`, resale_id: centro });
    const total = await count();
    const p1 = await call('GET', '/call_logs?page=1');
    const p2 = await call('GET', '/call_logs?page=2');
    expect(p1.json()).toHaveLength(25);
    expect(p2.json()).toHaveLength(Math.min(25, total - 25));
    const ids = new Set([...p1.json(), ...p2.json()].map((r: { id: number }) => r.id));
    expect(ids.size).toBe(p1.json().length + p2.json().length);
  });

  it('[scope] attendants see only their unit, even asking for another; options are theirs', async () => {
    const headers = await t.as('attendant');
    const list = await t.app.inject({ method: 'GET', url: '/api/call_logs', headers });
    expect(list.json().length).toBeGreaterThan(0);
    expect(list.json().every((r: { resale_id: number }) => r.resale_id === centro)).toBe(true);
    const other = await t.app.inject({ method: 'GET', url: `/api/call_logs?resale_id=${valinhos}`, headers });
    expect(other.json()).toEqual([]);
    const options = await t.app.inject({ method: 'GET', url: '/api/call_logs/options', headers });
    expect(options.json().resales.map((r: { id: number }) => r.id)).toEqual([centro]);
    expect(options.json().users.length).toBeGreaterThan(0);
    const adminOptions = await call('GET', '/call_logs/options');
    expect(adminOptions.json().resales).toHaveLength(2);
  });

  it('[422] bad filters; exports CSV', async () => {
    expect422(await call('GET', '/call_logs?date=99/99/2020'), ['date']);
    expect422(await call('GET', '/call_logs?kind=x'), ['kind']);
    const csv = await call('GET', '/call_logs?format=csv&customer_name=zuleica');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Zuleica Filtro');
    expect(csv.body).toContain('Recebida');
  });
});
