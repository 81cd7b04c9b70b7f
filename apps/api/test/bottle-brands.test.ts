import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { adminCaller, demoUnits, expectBadInputRefused, expectStaffForbidden } from './registers-helpers';

let t: TestContext;
let centro: number;
let valinhos: number;
let call: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos } = await demoUnits(t));
  call = adminCaller(t);
});
afterAll(async () => t?.close());

interface Item {
  id: number;
  name: string;
  active: boolean;
  resale_ids: number[];
}

const create = async (v: Record<string, unknown>) => call('POST', '/bottle_brands', { bottle_brand: v });
const list = async (q = ''): Promise<Item[]> => (await call('GET', `/bottle_brands?${q}`)).json();
const count = async () => Number((await call('GET', '/bottle_brands')).headers.total);
const unique = (what: string) => `${what} ${Date.now()}`;

describe('GET /api/bottle_brands', () => {
  it('[200] the demo brands, active, in both units, in name order', async () => {
    const demo = await list();
    expect(demo.map((r) => r.name)).toEqual([
      'Copagaz',
      'Liquigás',
      'Nacional Gás',
      'Outra',
      'Supergasbras',
      'Ultragaz',
    ]);
    for (const r of demo)
      expect(r).toMatchObject({ active: true, resale_ids: [centro, valinhos].sort((a, b) => a - b) });
  });

  it('[200] lists with Total and Per-Page headers, searches by name (case and accents ignored), by unit', async () => {
    const name = unique('Marca Ímpar');
    const made = await create({ name, resale_ids: [valinhos] });
    expect(made.statusCode, made.body).toBe(201);
    const res = await call('GET', '/bottle_brands');
    expect(res.statusCode).toBe(200);
    expect(res.headers['per-page']).toBe('25');
    expect(Number(res.headers.total)).toBeGreaterThanOrEqual(1);
    expect((await list(`query=${encodeURIComponent('marca impar')}`)).map((r) => r.name)).toEqual([name]);
    expect((await call('GET', `/bottle_brands/search/${encodeURIComponent('MARCA ÍMPAR')}`)).json()).toHaveLength(1);
    expect((await list(`resale_id=${valinhos}&query=impar`)).map((r) => r.name)).toEqual([name]);
    expect(await list(`resale_id=${centro}&query=impar`)).toEqual([]);
    expect((await call('GET', '/bottle_brands/options')).json().resales).toHaveLength(2);
    const csv = await call('GET', `/bottle_brands?format=csv&query=impar`);
    expect(csv.body).toContain('#;Nome;Ativo;Unidades');
    expect(csv.body).toContain(`${name};Sim;`);
  });

  it('[403] attendants and deliverers may neither read nor write', async () => {
    const body = { bottle_brand: { name: 'x' } };
    await expectStaffForbidden(t, [
      ['GET', '/bottle_brands'],
      ['GET', '/bottle_brands/search/x'],
      ['GET', '/bottle_brands/options'],
      ['GET', '/bottle_brands/1'],
      ['POST', '/bottle_brands', body],
      ['PATCH', '/bottle_brands/1', body],
      ['DELETE', '/bottle_brands/1'],
    ]);
  });
});

describe('POST /api/bottle_brands', () => {
  it('[201] creates active by default, in its units; audit entry', async () => {
    const res = await create({ name: '  Marca Nova  ', resale_ids: [centro] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Marca Nova', active: true, resale_ids: [centro] });
    const history = await call('GET', `/audit_logs?resource=bottle_brands&record_id=${res.json().id}`);
    expect(history.json()[0]).toMatchObject({ action: 'create', after: { name: 'Marca Nova' } });
  });

  it('[422] a blank or taken name (case and accents ignored) and no units, in pt-BR; writes nothing', async () => {
    const name = unique('Única');
    expect((await create({ name, resale_ids: [centro] })).statusCode).toBe(201);
    const before = await count();
    expect(expect422(await create({ name: '  ', resale_ids: [centro] }), ['name']).name).toEqual([
      'não pode ficar em branco',
    ]);
    expect(expect422(await create({ resale_ids: [centro] }), ['name']).name).toEqual(['não pode ficar em branco']);
    const taken = expect422(await create({ name: name.toUpperCase().replace('Ú', 'U'), resale_ids: [centro] }), [
      'name',
    ]);
    expect(taken.name).toEqual(['já está em uso']);
    expect422(await create({ name: unique('Sem unidade') }), ['resales']);
    expect422(await create({ name: unique('Unidade errada'), resale_ids: [999999] }), ['resales']);
    expect(await count()).toBe(before);
  });

  it('[4xx] malformed JSON, a missing wrapper and wrong types never get a 500, and write nothing', async () => {
    await expectBadInputRefused(t, '/bottle_brands', 'bottle_brand', count);
  });
});

describe('PATCH/DELETE /api/bottle_brands/:id', () => {
  it('[200] changes only what it sends, keeps its own name, refuses another one; [204] deletes', async () => {
    const other = (await create({ name: unique('Outra'), resale_ids: [centro] })).json() as Item;
    const r = (await create({ name: unique('Editável'), resale_ids: [centro, valinhos] })).json() as Item;
    const res = await call('PATCH', `/bottle_brands/${r.id}`, { bottle_brand: { active: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: r.name, active: false, resale_ids: r.resale_ids });
    expect((await call('PATCH', `/bottle_brands/${r.id}`, { bottle_brand: { name: r.name } })).statusCode).toBe(200);
    expect422(await call('PATCH', `/bottle_brands/${r.id}`, { bottle_brand: { name: other.name } }), ['name']);
    expect((await call('DELETE', `/bottle_brands/${r.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/bottle_brands/${r.id}`)).statusCode).toBe(404);
    const history = await call('GET', `/audit_logs?resource=bottle_brands&record_id=${r.id}`);
    expect(history.json().map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'update', 'create']);
  });

  it('[404] unknown ids and [422] a non-numeric id', async () => {
    expect((await call('GET', '/bottle_brands/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/bottle_brands/999999', { bottle_brand: { name: 'x' } })).statusCode).toBe(404);
    expect((await call('DELETE', '/bottle_brands/999999')).statusCode).toBe(404);
    expect((await call('GET', '/bottle_brands/abc')).statusCode).toBe(422);
  });
});
