import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const signIn = (login: string, password = 'demo1234', extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users/sign_in', payload: { user: { login, password, ...extra } } });

describe('POST /api/users/sign_in', () => {
  it('[200] signs in by e-mail, sets an HttpOnly cookie and answers the bearer token', async () => {
    const res = await signIn('Admin@Demo.com.br');
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ email: 'admin@demo.com.br', role: 'admin' });
    expect(user.employee).toMatchObject({ name: 'Marcos Antônio Ribeiro' });
    expect(user.resales).toHaveLength(2);
    expect(res.headers.authorization).toMatch(/^Bearer .{20,}/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/ability_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age/);
  });

  it('[200] signs in by phone, ignoring the mask', async () => {
    const res = await signIn('(19) 99234-5678');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'atendente@demo.com.br', role: 'attendant' });
    expect(res.json().user.resales).toHaveLength(1);
  });

  it('[200] remember-me gives a lasting cookie', async () => {
    const res = await signIn('admin@demo.com.br', 'demo1234', { remember: true });
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=\d+/);
  });

  it("[401] refuses a wrong password or an unknown login with the seeds' text", async () => {
    for (const res of [await signIn('admin@demo.com.br', 'errada'), await signIn('ninguem@demo.com.br')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Usuário e/ou senha inválidos.' });
    }
  });

  it('[422] requires login and password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/sign_in', payload: { user: { login: '' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ login: ['não pode ficar em branco'], password: ['não pode ficar em branco'] });
  });

  it('[400] malformed JSON never gets a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"user": {',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/JSON/);
  });

  it('[429] slows down a login after repeated failures', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn('entregador@demo.com.br', `x${i}`)).statusCode).toBe(401);
    const res = await signIn('entregador@demo.com.br');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/tentativas/);
  });
});

describe('session', () => {
  it('[401] every other route needs the cookie or the bearer header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/current' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBeTruthy();
  });

  it('GET /api/users/current works with the cookie too', async () => {
    const login = await signIn('admin@demo.com.br');
    const token = String(login.headers.authorization).slice(7);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/current', cookies: { ability_session: token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('admin@demo.com.br');
  });

  it('GET /api/users/refresh gives a fresh token and retires the old one', async () => {
    const login = await signIn('admin@demo.com.br');
    const old = String(login.headers.authorization);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/refresh', headers: { authorization: old } });
    expect(res.statusCode).toBe(200);
    const fresh = String(res.headers.authorization);
    expect(fresh).not.toBe(old);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization: fresh } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization: old } })).statusCode,
    ).toBe(401);
  });

  it('DELETE /api/logout revokes the session at once', async () => {
    const login = await signIn('admin@demo.com.br');
    const headers = { authorization: String(login.headers.authorization) };
    const out = await t.app.inject({ method: 'DELETE', url: '/api/logout', headers });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers })).statusCode).toBe(401);
  });
});

describe('system', () => {
  it('GET /api/health answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/edition follows the host name', async () => {
    const gas = await t.app.inject({ method: 'GET', url: '/api/edition', headers: { host: 'app.abilitygas.com.br' } });
    expect(gas.json()).toMatchObject({ edition: 'gas', title: 'AbilityGás', unit: 'Revenda', unitsPath: '/revendas' });
    const mgr = await t.app.inject({ method: 'GET', url: '/api/edition', headers: { host: 'gestor.localhost:3000' } });
    expect(mgr.json()).toMatchObject({ edition: 'manager', title: 'AbilityGestor', unit: 'Loja', unitsPath: '/lojas' });
  });

  it('GET /api/openapi.json describes the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3/);
    expect(Object.keys(res.json().paths)).toContain('/api/resales');
  });

  it('[404] an unknown API route answers JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBeTruthy();
  });
});
