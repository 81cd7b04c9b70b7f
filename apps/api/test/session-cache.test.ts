import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers';

/**
 * Sessions are cached for a few seconds per process; a revocation or a change of the user's role or
 * units must still take effect on the very next request.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

async function signIn(login: string, password = 'demo1234') {
  const res = await t.app.inject({ method: 'POST', url: '/api/users/sign_in', payload: { user: { login, password } } });
  expect(res.statusCode).toBe(200);
  return { authorization: String(res.headers.authorization) };
}
const current = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/current', headers });

describe('session cache', () => {
  it('logout ends the cached session at once', async () => {
    const h = await signIn('atendente@demo.com.br');
    expect((await current(h)).statusCode).toBe(200);
    expect((await current(h)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/logout', headers: h })).statusCode).toBe(204);
    expect((await current(h)).statusCode).toBe(401);
  });

  it("a change of the user's role and units applies to the next request", async () => {
    const admin = await t.as('admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: {
        user: {
          email: 'cache@demo.com.br',
          password: 'senha-forte-1',
          role: 'attendant',
          resale_ids: [1],
          employee_id: 2,
        },
      },
    });
    // The demo employee 2 may already have a user: fall back to a fresh employee.
    let userId = created.json().id as number | undefined;
    if (created.statusCode !== 201) {
      const emp = await t.app.inject({
        method: 'POST',
        url: '/api/employees',
        headers: admin,
        payload: { employee: { name: 'Cache Teste', role: 'attendant', resale_ids: [1] } },
      });
      expect(emp.statusCode, emp.body).toBe(201);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin,
        payload: {
          user: {
            email: 'cache@demo.com.br',
            password: 'senha-forte-1',
            role: 'attendant',
            resale_ids: [1],
            employee_id: emp.json().id,
          },
        },
      });
      expect(again.statusCode, again.body).toBe(201);
      userId = again.json().id;
    }
    const h = await signIn('cache@demo.com.br', 'senha-forte-1');
    expect((await t.app.inject({ method: 'GET', url: '/api/resales', headers: h })).statusCode).toBe(403);
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${userId}`,
      headers: admin,
      payload: { user: { role: 'admin' } },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/resales', headers: h })).statusCode).toBe(200);

    // Deleting the user ends the session, cached or not.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${userId}`, headers: admin })).statusCode).toBe(
      204,
    );
    expect((await current(h)).statusCode).toBe(401);
  });
});

describe('database.listen', () => {
  it('delivers NOTIFY messages (what other server processes rely on to forget sessions)', async () => {
    const got: string[] = [];
    const unlisten = await t.database.listen('ability_test_channel', (m) => got.push(m));
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(sql`select pg_notify('ability_test_channel', 'olá')`);
    for (let i = 0; i < 50 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await unlisten();
    expect(got).toEqual(['olá']);
  });
});
