import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext, expect422 } from './helpers';

let t: TestContext;
let units: { id: number; name: string }[];
let freeEmployees: { id: number; name: string }[];
beforeAll(async () => {
  t = await createTestContext();
  const options = (
    await t.app.inject({ method: 'GET', url: '/api/users/options', headers: await t.as('admin') })
  ).json();
  units = options.resales;
  const linked = new Set(
    (await t.app.inject({ method: 'GET', url: '/api/users', headers: await t.as('admin') }))
      .json()
      .map((u: { employee_id: number }) => u.employee_id),
  );
  freeEmployees = options.employees.filter((e: { id: number }) => !linked.has(e.id));
});
afterAll(async () => t?.close());

let next = 0;
/** A valid new user; its employee is the second free one (the first is taken by the first create). */
const valid = () => {
  next += 1;
  return {
    email: `Novo${next}@Demo.com.br`,
    phone: `(19) 98100-00${String(next).padStart(2, '0')}`,
    password: 'segredo123',
    role: 'attendant',
    resale_ids: [units[0]!.id],
    employee_id: freeEmployees[1]!.id,
  };
};

async function post(user: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/users', headers: await t.as('admin'), payload: { user } });
}
async function signIn(login: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/users/sign_in', payload: { user: { login, password } } });
}
async function count(): Promise<number> {
  return Number((await t.app.inject({ method: 'GET', url: '/api/users', headers: await t.as('admin') })).headers.total);
}

describe('GET /api/users', () => {
  it('[200] lists users with their employee, role and units, never the password hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: await t.as('admin') });
    expect(res.statusCode).toBe(200);
    expect(res.headers.total).toBe('3');
    expect(res.headers['per-page']).toBe('25');
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('argon2');
    const jose = res.json().find((u: { email: string }) => u.email === 'entregador@demo.com.br');
    expect(jose).toMatchObject({ role: 'deliverer', phone: '19993456789', employee: { name: 'José Carlos da Silva' } });
    expect(jose.resale_ids).toEqual([units[0]!.id]);
  });

  it('[200] searches by employee name ignoring accents, and by e-mail', async () => {
    const h = await t.as('admin');
    const byName = await t.app.inject({ method: 'GET', url: '/api/users/search/jose%20CARLOS', headers: h });
    expect(byName.json().map((u: { email: string }) => u.email)).toEqual(['entregador@demo.com.br']);
    const byEmail = await t.app.inject({ method: 'GET', url: '/api/users?query=atendente@', headers: h });
    expect(byEmail.json()).toHaveLength(1);
  });

  it('[200] the resale_id filter keeps the users of that unit', async () => {
    const valinhos = units.find((u) => u.name.endsWith('Valinhos'))!.id;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users?resale_id=${valinhos}`,
      headers: await t.as('admin'),
    });
    expect(res.json().map((u: { email: string }) => u.email)).toEqual(['admin@demo.com.br']);
  });

  it('[200] exports CSV and XLSX', async () => {
    const h = await t.as('admin');
    const csv = await t.app.inject({ method: 'GET', url: '/api/users?format=csv', headers: h });
    expect(csv.body).toContain('José Carlos da Silva;Entregador;entregador@demo.com.br;(19) 99345-6789');
    const xlsx = await t.app.inject({ method: 'GET', url: '/api/users?format=xlsx', headers: h });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('the session routes are not captured by /users/:id', async () => {
    for (const role of ['admin', 'deliverer'] as const) {
      const h = await t.as(role);
      const current = await t.app.inject({ method: 'GET', url: '/api/users/current', headers: h });
      expect(current.statusCode).toBe(200);
      expect(current.json().user.role).toBe(role);
    }
    // A token of its own: refresh rotates it, the cached one must keep working.
    const token = (await signIn('atendente@demo.com.br', 'demo1234')).headers.authorization as string;
    const refresh = await t.app.inject({ method: 'GET', url: '/api/users/refresh', headers: { authorization: token } });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().user.role).toBe('attendant');
    const h = await t.as('admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/abc', headers: h })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/current', headers: h })).statusCode).toBe(422);
    const options = await t.app.inject({ method: 'GET', url: '/api/users/options', headers: h });
    expect(Object.keys(options.json())).toEqual(['resales', 'employees']);
    expect(options.json().employees).toHaveLength(6);
  });

  it('[403] attendants and deliverers reach none of the register routes', async () => {
    for (const role of ['attendant', 'deliverer'] as const) {
      const headers = await t.as(role);
      for (const [method, url] of [
        ['GET', '/api/users'],
        ['GET', '/api/users/search/jose'],
        ['GET', '/api/users/options'],
        ['GET', '/api/users/1'],
        ['POST', '/api/users'],
        ['PATCH', '/api/users/1'],
        ['DELETE', '/api/users/1'],
      ] as const) {
        const res = await t.app.inject({ method, url, headers, payload: { user: { role: 'admin' } } });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('POST /api/users', () => {
  it('[201] creates (phone as digits, e-mail lower-case, admin allowed), audits, and the user signs in', async () => {
    const input = { ...valid(), role: 'admin', employee_id: freeEmployees[0]!.id };
    const res = await post(input);
    expect(res.statusCode, res.body).toBe(201);
    const u = res.json();
    expect(u).toMatchObject({ email: input.email.toLowerCase(), phone: '19981000001', role: 'admin' });
    expect(u.employee).toEqual({ id: input.employee_id, name: freeEmployees[0]!.name });
    expect(res.body).not.toContain('password');
    expect((await signIn(input.email, 'segredo123')).statusCode).toBe(200);
    expect((await signIn('(19) 98100-0001', 'segredo123')).statusCode).toBe(200);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/audit_logs?resource=users&record_id=${u.id}`,
      headers: await t.as('admin'),
    });
    expect(history.json()[0]).toMatchObject({ action: 'create', after: { email: u.email } });
    expect(JSON.stringify(history.json())).not.toContain('argon2');
  });

  it('[422] answers pt-BR field errors and writes nothing', async () => {
    const before = await count();
    const short = expect422(await post({ ...valid(), password: '1234567', email: 'x@', role: 'owner', phone: '12' }), [
      'password',
      'email',
      'role',
      'phone',
    ]);
    expect(short.password).toEqual(['é muito curto (mínimo: 8 caracteres)']);
    expect(short.email).toEqual(['não é um e-mail válido']);
    expect(expect422(await post({ ...valid(), password: '' }), ['password']).password).toEqual([
      'não pode ficar em branco',
    ]);
    const missing = expect422(await post({ ...valid(), email: '', employee_id: null, resale_ids: [] }), ['email']);
    expect(missing.email).toEqual(['não pode ficar em branco']);
    const rules = expect422(await post({ ...valid(), employee_id: null, resale_ids: [] }), ['employee', 'resales']);
    expect(rules).toEqual({ employee: ['não pode ficar em branco'], resales: ['não pode ficar em branco'] });
    expect422(await post({ ...valid(), resale_ids: [999_999] }), ['resales']);
    expect(expect422(await post({ ...valid(), employee_id: 999_999 }), ['employee']).employee).toEqual([
      'não foi encontrado',
    ]);
    expect(await count()).toBe(before);
  });

  it('[422] e-mail (any case), phone and employee already in use', async () => {
    const before = await count();
    const body = expect422(
      await post({
        ...valid(),
        email: 'ADMIN@demo.com.br',
        phone: '(19) 99123-4567',
        employee_id: freeEmployees[0]!.id,
      }),
      ['email', 'phone', 'employee'],
    );
    expect(body).toEqual({ email: ['já está em uso'], phone: ['já está em uso'], employee: ['já está em uso'] });
    expect(await count()).toBe(before);
  });

  it('[4xx] wrong types, missing wrapper and malformed JSON never get a 500', async () => {
    const h = await t.as('admin');
    const before = await count();
    for (const payload of [
      { user: { email: 12 } },
      { email: 'x' },
      { user: null },
      [],
      { user: { ...valid(), resale_ids: 'x' } },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: h, payload: payload as object });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...h, 'content-type': 'application/json' },
      payload: '{"user":',
    });
    expect(bad.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
