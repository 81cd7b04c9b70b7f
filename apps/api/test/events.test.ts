import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { publishEvent } from '../src/lib/events';
import { type TestContext, createTestContext } from './helpers';

let t: TestContext;
let base: string;
let units: number[];
let delivererEmployee: number;

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  units = (await queryRows<{ id: number }>(t.database.db, sql`select id from resales order by id`)).map((r) => r.id);
  const [row] = await queryRows<{ employee_id: number }>(
    t.database.db,
    sql`select employee_id from users where email = 'entregador@demo.com.br'`,
  );
  delivererEmployee = row!.employee_id;
});
afterAll(async () => t?.close());

interface Stream {
  status: number;
  text(): string;
  ended: Promise<void>;
  close(): void;
}

/** Opens GET /api/events and collects what arrives. */
function open(headers: Record<string, string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let body = '';
    const req = http.get(`${base}/api/events`, { headers }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      resolve({ status: res.statusCode ?? 0, text: () => body, ended, close: () => req.destroy() });
    });
    req.on('error', (e) => (String(e).includes('socket hang up') ? undefined : reject(e)));
  });
}

const until = async (check: () => boolean, ms = 3000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
};

describe('GET /api/events', () => {
  it('[401] refuses a caller without a session', async () => {
    const s = await open({});
    expect(s.status).toBe(401);
    s.close();
  });

  it('delivers an event to the users of its unit only, at commit, never a rolled-back one', async () => {
    const admin = await open(await t.as('admin'));
    const attendant = await open(await t.as('attendant'));
    expect(admin.status).toBe(200);
    await until(() => attendant.text().includes('conectado'));

    // Rolled back: nobody hears of it.
    await t.database.db
      .transaction(async (tx) => {
        await publishEvent(tx, { type: 'sale', resale_id: units[0]!, data: { id: -1 } });
        throw new Error('rollback');
      })
      .catch(() => {});
    await publishEvent(t.database.db, { type: 'sale', resale_id: units[1]!, data: { id: 2 } });
    await publishEvent(t.database.db, { type: 'sale', resale_id: units[0]!, data: { id: 1, status: 'in_transit' } });

    expect(await until(() => attendant.text().includes('"id":1'))).toBe(true);
    expect(await until(() => admin.text().includes('"id":2') && admin.text().includes('"id":1'))).toBe(true);
    expect(attendant.text()).toContain('event: sale\ndata: {"id":1,"status":"in_transit"}\n\n');
    // The attendant holds only the first unit; nobody got the rolled-back event.
    expect(attendant.text()).not.toContain('"id":2');
    expect(admin.text()).not.toContain('"id":-1');
    admin.close();
    attendant.close();
  });

  it('gives a deliverer only the events of their own sales', async () => {
    const deliverer = await open(await t.as('deliverer'));
    await until(() => deliverer.text().includes('conectado'));
    await publishEvent(t.database.db, { type: 'sale', resale_id: units[0]!, employee_id: null, data: { id: 10 } });
    await publishEvent(t.database.db, { type: 'sale', resale_id: units[0]!, employee_id: 999999, data: { id: 11 } });
    await publishEvent(t.database.db, {
      type: 'sale',
      resale_id: units[0]!,
      employee_id: delivererEmployee,
      data: { id: 12 },
    });
    // Not about one deliverer's sale (a call, say): every user of the unit.
    await publishEvent(t.database.db, { type: 'call', resale_id: units[0]!, data: { phone: '1932345678' } });
    expect(await until(() => deliverer.text().includes('"id":12') && deliverer.text().includes('call'))).toBe(true);
    expect(deliverer.text()).not.toContain('"id":10');
    expect(deliverer.text()).not.toContain('"id":11');
    deliverer.close();
  });

  it('ends the stream when its session is signed out', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      payload: { user: { login: 'atendente@demo.com.br', password: 'demo1234' } },
    });
    const headers = { authorization: String(login.headers.authorization) };
    const s = await open(headers);
    expect(s.status).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/logout', headers });
    expect(out.statusCode).toBeLessThan(300);
    let ended = false;
    s.ended.then(() => {
      ended = true;
    });
    expect(await until(() => ended)).toBe(true);
  });
});
