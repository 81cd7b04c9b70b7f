import { cpfWithCheckDigits } from '@ability/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext, expect422 } from './helpers';

let t: TestContext;
let units: { id: number; name: string }[];
beforeAll(async () => {
  t = await createTestContext();
  units = (await t.app.inject({ method: 'GET', url: '/api/employees/options', headers: await t.as('admin') })).json()
    .resales;
});
afterAll(async () => t?.close());

const cpf = cpfWithCheckDigits('111444777'); // 11144477735
const valid = () => ({
  name: 'Paulo Henrique Prado',
  phone: '(19) 99888-7766',
  email: 'Paulo@Gas.com.br',
  role: 'deliverer',
  birthday: '14/03/1990',
  rg: '12.345.678-9',
  ctps: '123 456',
  cnh_number: '01234567890',
  cnh_date: '2030-01-31',
  cnh_category: 2,
  has_mopp: true,
  resale_ids: [units[0]!.id],
  address_attributes: { patio: 'Rua Conceição', number: '10', zipcode: '13.010-000', city_id: 3509502 },
});

async function count(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/employees', headers: await t.as('admin') });
  return Number(res.headers.total);
}

async function create(over: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/employees',
    headers: await t.as('admin'),
    payload: { employee: { ...valid(), ...over } },
  });
}

describe('GET /api/employees', () => {
  it('[200] lists employees with Total/Per-Page, their units, address and CNH category code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/employees', headers: await t.as('admin') });
    expect(res.statusCode).toBe(200);
    expect(res.headers.total).toBe('6');
    expect(res.headers['per-page']).toBe('25');
    const jose = res.json().find((e: { name: string }) => e.name === 'José Carlos da Silva');
    expect(jose).toMatchObject({ role: 'deliverer', cnh_category: 'ab', has_mopp: true, birthday: '1979-11-05' });
    expect(jose.resales).toEqual([{ id: units[0]!.id, name: units[0]!.name }]);
    expect(jose.resale_ids).toEqual([units[0]!.id]);
    expect(jose.address.city).toMatchObject({ name: 'Campinas', state_acronym: 'SP' });
  });

  it('[200] searches by name ignoring accents and case, and by CPF with or without the mask', async () => {
    const h = await t.as('admin');
    const byName = await t.app.inject({ method: 'GET', url: '/api/employees?query=JOSE%20carlos', headers: h });
    expect(byName.json().map((e: { name: string }) => e.name)).toEqual(['José Carlos da Silva']);
    const masked = cpfWithCheckDigits('345678912').replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
    const byCpf = await t.app.inject({
      method: 'GET',
      url: `/api/employees/search/${encodeURIComponent(masked)}`,
      headers: h,
    });
    expect(byCpf.json().map((e: { name: string }) => e.name)).toEqual(['José Carlos da Silva']);
  });

  it('[200] the resale_id filter keeps the employees of that unit', async () => {
    const h = await t.as('admin');
    const names = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/employees?resale_id=${id}`, headers: h }))
        .json()
        .map((e: { name: string }) => e.name);
    const valinhos = units.find((u) => u.name.endsWith('Valinhos'))!.id;
    expect(await names(valinhos)).toEqual([
      'Ana Paula Oliveira',
      'Lucas Pereira Gomes',
      'Marcos Antônio Ribeiro',
      'Rafael Souza Santos',
    ]);
    expect(await names(999_999)).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/employees?resale_id=abc', headers: h });
    expect(bad.statusCode).toBe(422);
  });

  it('[200] exports CSV and XLSX', async () => {
    const h = await t.as('admin');
    const csv = await t.app.inject({ method: 'GET', url: '/api/employees?format=csv&query=rafael', headers: h });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Rafael Souza Santos;Entregador');
    const xlsx = await t.app.inject({ method: 'GET', url: '/api/employees?format=xlsx', headers: h });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('[403] attendants and deliverers reach none of the routes', async () => {
    for (const role of ['attendant', 'deliverer'] as const) {
      const headers = await t.as(role);
      for (const [method, url] of [
        ['GET', '/api/employees'],
        ['GET', '/api/employees/search/jose'],
        ['GET', '/api/employees/options'],
        ['GET', '/api/employees/1'],
        ['POST', '/api/employees'],
        ['PATCH', '/api/employees/1'],
        ['DELETE', '/api/employees/1'],
      ] as const) {
        const res = await t.app.inject({ method, url, headers, payload: { employee: valid() } });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('POST /api/employees', () => {
  it('[201] creates with masks stripped, dates as YYYY-MM-DD, category code, units, address and audit', async () => {
    const res = await create({ cpf: '111.444.777-35' });
    expect(res.statusCode, res.body).toBe(201);
    const e = res.json();
    expect(e).toMatchObject({
      name: 'Paulo Henrique Prado',
      phone: '19998887766',
      email: 'paulo@gas.com.br',
      cpf,
      birthday: '1990-03-14',
      cnh_date: '2030-01-31',
      cnh_category: 'ab',
      has_mopp: true,
      resale_ids: [units[0]!.id],
    });
    expect(e.address).toMatchObject({ patio: 'Rua Conceição', zipcode: '13010000', city: { name: 'Campinas' } });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/audit_logs?resource=employees&record_id=${e.id}`,
      headers: await t.as('admin'),
    });
    expect(history.json()[0]).toMatchObject({ action: 'create', after: { name: 'Paulo Henrique Prado' } });
  });

  it('[201] role defaults to deliverer; the category is also accepted as its code', async () => {
    const res = await create({ role: undefined, has_mopp: undefined, cnh_category: 'E', name: 'Sem Função' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ role: 'deliverer', has_mopp: false, cnh_category: 'e' });
  });

  it('[422] answers pt-BR field errors (CPF check digits included) and writes nothing', async () => {
    const before = await count();
    const res = await create({
      name: ' ',
      cpf: '111.444.777-36',
      birthday: '31/02/1990',
      email: 'x@',
      phone: '123',
      role: 'boss',
      cnh_category: 6,
    });
    const body = expect422(res, ['name', 'cpf', 'birthday', 'email', 'phone', 'role', 'cnh_category']);
    expect(body.name).toEqual(['não pode ficar em branco']);
    expect(body.cpf).toEqual(['não é um CPF válido']);
    expect(body.birthday).toEqual(['não é uma data válida']);
    expect(await count()).toBe(before);
  });

  it('[422] on resales: none, or an unknown unit; [422] on cpf: already used', async () => {
    const before = await count();
    expect(expect422(await create({ resale_ids: [] }), ['resales']).resales).toEqual(['não pode ficar em branco']);
    expect(expect422(await create({ resale_ids: [units[0]!.id, 999_999] }), ['resales']).resales).toEqual([
      'não foi encontrado',
    ]);
    expect(expect422(await create({ cpf: cpfWithCheckDigits('345678912') }), ['cpf']).cpf).toEqual(['já está em uso']);
    expect(expect422(await create({ address_attributes: { city_id: 1 } }), ['city'])).toBeTruthy();
    expect(await count()).toBe(before);
  });

  it('[4xx] wrong types, missing wrapper and malformed JSON never get a 500', async () => {
    const h = await t.as('admin');
    const before = await count();
    for (const payload of [
      { employee: { name: 12 } },
      { name: 'x' },
      { employee: null },
      [],
      { employee: { ...valid(), resale_ids: 'x' } },
      { employee: { ...valid(), has_mopp: 'talvez' } },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/employees', headers: h, payload: payload as object });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: { ...h, 'content-type': 'application/json' },
      payload: '{"employee":',
    });
    expect(bad.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('GET/PATCH/DELETE /api/employees/:id', () => {
  it('[200] reads, updates only what is sent, replaces units, deletes', async () => {
    const h = await t.as('admin');
    const created = (await create({ name: 'Temporário' })).json();
    const got = await t.app.inject({ method: 'GET', url: `/api/employees/${created.id}`, headers: h });
    expect(got.json()).toMatchObject({ name: 'Temporário', cnh_category: 'ab' });

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/employees/${created.id}`,
      headers: h,
      payload: { employee: { name: 'Renomeado', cnh_category: 0 } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renomeado', cnh_category: 'a', role: 'deliverer', has_mopp: true });
    expect(renamed.json().resale_ids).toEqual([units[0]!.id]);

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/employees/${created.id}`,
      headers: h,
      payload: { employee: { resale_ids: units.map((u) => u.id), role: 'attendant', cnh_category: null } },
    });
    expect(moved.json()).toMatchObject({ role: 'attendant', cnh_category: null });
    expect(moved.json().resale_ids.sort()).toEqual(units.map((u) => u.id).sort());

    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/employees/${created.id}`,
      headers: h,
      payload: { employee: { resale_ids: [], cpf: '123' } },
    });
    expect422(refused, ['cpf']);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/employees/${created.id}`, headers: h });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/employees/${created.id}`, headers: h })).statusCode).toBe(
      404,
    );
  });

  it('[422] an employee who signs in as a user cannot be removed', async () => {
    const h = await t.as('admin');
    const list = await t.app.inject({ method: 'GET', url: '/api/employees?query=juliana', headers: h });
    const juliana = list.json()[0];
    const res = await t.app.inject({ method: 'DELETE', url: `/api/employees/${juliana.id}`, headers: h });
    expect422(res, ['base']);
    expect((await t.app.inject({ method: 'GET', url: `/api/employees/${juliana.id}`, headers: h })).statusCode).toBe(
      200,
    );
  });

  it('[404] unknown id and [422] a non-numeric id', async () => {
    const h = await t.as('admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/employees/999999', headers: h })).statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/employees/999999',
      headers: h,
      payload: { employee: { name: 'x' } },
    });
    expect(patch.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/employees/999999', headers: h })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/employees/abc', headers: h })).statusCode).toBe(422);
  });

  it('GET /api/employees/options answers the units', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/employees/options', headers: await t.as('admin') });
    expect(res.json().resales.map((r: { name: string }) => r.name)).toEqual([
      'Gás Bom Jesus - Centro',
      'Gás Bom Jesus - Valinhos',
    ]);
  });
});
