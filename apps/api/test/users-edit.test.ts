import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext, expect422 } from './helpers';

let t: TestContext;
let units: { id: number; name: string }[];
let freeEmployees: { id: number; name: string }[];
beforeAll(async () => {
  t = await createTestContext();
  const h = await t.as('admin');
  const options = (await t.app.inject({ method: 'GET', url: '/api/users/options', headers: h })).json();
  units = options.resales;
  const users = (await t.app.inject({ method: 'GET', url: '/api/users', headers: h })).json();
  const linked = new Set(users.map((u: { employee_id: number }) => u.employee_id));
  freeEmployees = options.employees.filter((e: { id: number }) => !linked.has(e.id));
});
afterAll(async () => t?.close());

async function signIn(login: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/users/sign_in', payload: { user: { login, password } } });
}
async function patch(id: number | string, user: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: await t.as('admin'), payload: { user } });
}
async function remove(id: number | string) {
  return t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: await t.as('admin') });
}
async function get(id: number | string) {
  return t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: await t.as('admin') });
}

/** A new deliverer signed in: its id, e-mail and bearer headers. */
async function newUser(n: number) {
  const email = `edit${n}@demo.com.br`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: await t.as('admin'),
    payload: {
      user: {
        email,
        phone: `1998200000${n}`,
        password: 'primeira-senha',
        role: 'deliverer',
        resale_ids: [units[0]!.id],
        employee_id: freeEmployees[n]!.id,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const session = await signIn(email, 'primeira-senha');
  expect(session.statusCode).toBe(200);
  return { id: res.json().id as number, email, headers: { authorization: session.headers.authorization as string } };
}

describe('GET/PATCH /api/users/:id', () => {
  it('[200] reads one user; [404] unknown; [422] non-numeric', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/users', headers: await t.as('admin') })).json();
    const got = await get(list[0].id);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ id: list[0].id, email: list[0].email });
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await patch(999_999, { role: 'admin' })).statusCode).toBe(404);
    expect((await remove(999_999)).statusCode).toBe(404);
    expect((await get('1.5')).statusCode).toBe(422);
  });

  it('[200] an empty or absent password keeps the old one; a new one replaces it and ends the sessions', async () => {
    const u = await newUser(0);
    const kept = await patch(u.id, { password: '', role: 'attendant', phone: '(19) 98200-0099' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ role: 'attendant', phone: '19982000099', email: u.email });
    expect((await patch(u.id, { password: null })).statusCode).toBe(200);
    expect((await patch(u.id, { resale_ids: units.map((r) => r.id) })).json().resale_ids).toHaveLength(2);
    expect((await signIn(u.email, 'primeira-senha')).statusCode).toBe(200);
    // Changing role or units does not end the session: it reads the user afresh on every call.
    const current = await t.app.inject({ method: 'GET', url: '/api/users/current', headers: u.headers });
    expect(current.json().user.role).toBe('attendant');

    expect422(await patch(u.id, { password: 'curta' }), ['password']);
    const changed = await patch(u.id, { password: 'segunda-senha' });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(u.email, 'primeira-senha')).statusCode).toBe(401);
    expect((await signIn(u.email, 'segunda-senha')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers: u.headers })).statusCode).toBe(401);

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/audit_logs?resource=users&record_id=${u.id}`,
      headers: await t.as('admin'),
    });
    expect(history.json()[0]).toMatchObject({ action: 'update', after: { password: '[filtrado]' } });
  });

  it('[422] e-mail and phone of another user; its own e-mail and phone are fine', async () => {
    const u = await newUser(1);
    expect((await patch(u.id, { email: u.email.toUpperCase(), phone: '19982000001' })).statusCode).toBe(200);
    const body = expect422(await patch(u.id, { email: 'atendente@demo.com.br', phone: '19992345678' }), [
      'email',
      'phone',
    ]);
    expect(body).toEqual({ email: ['já está em uso'], phone: ['já está em uso'] });
    expect422(await patch(u.id, { employee_id: null }), ['employee']);
    expect422(await patch(u.id, { resale_ids: [] }), ['resales']);
    expect((await get(u.id)).json()).toMatchObject({ email: u.email, resale_ids: [units[0]!.id] });
  });

  it('[422] an admin cannot change their own role; keeping it is fine', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: await t.as('admin') })).json()
      .user;
    const body = expect422(await patch(me.id, { role: 'attendant' }), ['role']);
    expect(body.role).toEqual(['Você não pode alterar a sua própria atribuição.']);
    expect((await patch(me.id, { role: 'admin', phone: me.phone })).statusCode).toBe(200);
    expect((await get(me.id)).json().role).toBe('admin');
  });
});

describe('DELETE /api/users/:id', () => {
  it('[422] an admin cannot remove themselves', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: await t.as('admin') })).json()
      .user;
    const res = await remove(me.id);
    expect(expect422(res, ['base']).base).toEqual(['Você não pode remover o seu próprio usuário.']);
    expect((await get(me.id)).statusCode).toBe(200);
  });

  it('[204] removes the user, ends their sessions, keeps the employee and audits', async () => {
    const u = await newUser(2);
    const other = await signIn(u.email, 'primeira-senha');
    expect((await remove(u.id)).statusCode).toBe(204);
    for (const authorization of [u.headers.authorization, other.headers.authorization as string]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
    expect((await signIn(u.email, 'primeira-senha')).statusCode).toBe(401);
    expect((await get(u.id)).statusCode).toBe(404);
    const employee = await t.app.inject({
      method: 'GET',
      url: `/api/employees/${freeEmployees[2]!.id}`,
      headers: await t.as('admin'),
    });
    expect(employee.statusCode).toBe(200);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/audit_logs?resource=users&record_id=${u.id}`,
      headers: await t.as('admin'),
    });
    expect(history.json()[0]).toMatchObject({ action: 'delete', before: { email: u.email } });
  });

  it('[403] attendants cannot remove anyone, themselves included', async () => {
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/users/current', headers: await t.as('attendant') })
    ).json().user;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${me.id}`, headers: await t.as('attendant') });
    expect(res.statusCode).toBe(403);
  });
});
