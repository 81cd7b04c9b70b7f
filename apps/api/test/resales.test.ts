import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext, expect422 } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    cep: {
      '13010000': {
        zipcode: '13010000',
        patio: 'Rua Conceição',
        complement: '',
        neighborhood: 'Centro',
        city: 'Campinas',
        state: 'SP',
      },
    },
  });
});
afterAll(async () => t?.close());

const valid = {
  name: 'Gás Aurora',
  phone: '(19) 3234-1111',
  email: 'Aurora@Gas.com.br',
  cnpj: '11.222.333/0001-81',
  ie: '123',
  anp_number: '35.1',
  anp_registration: 'R1',
  storage: 100,
  resale_type: 'point',
  address_attributes: {
    patio: 'Rua São João',
    number: '10',
    neighborhood: 'Centro',
    zipcode: '13.010-000',
    city_id: 3509502,
  },
};

async function count(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/resales', headers: await t.as('admin') });
  return Number(res.headers.total);
}

describe('GET /api/resales', () => {
  it('[200] lists units with Total and Per-Page headers and formatted address data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/resales', headers: await t.as('admin') });
    expect(res.statusCode).toBe(200);
    expect(res.headers.total).toBe('2');
    expect(res.headers['per-page']).toBe('25');
    const [first] = res.json();
    expect(first).toMatchObject({ name: 'Gás Bom Jesus - Centro', phone: '1932345678' });
    expect(first.address.city).toMatchObject({ name: 'Campinas', state_acronym: 'SP' });
  });

  it('[200] searches by name ignoring accents and case, by phone digits and by e-mail', async () => {
    const h = await t.as('admin');
    const byName = await t.app.inject({
      method: 'GET',
      url: '/api/resales?query=gas%20bom%20jesus%20-%20VALI',
      headers: h,
    });
    expect(byName.json().map((r: { name: string }) => r.name)).toEqual(['Gás Bom Jesus - Valinhos']);
    const byPhone = await t.app.inject({
      method: 'GET',
      url: `/api/resales/search/${encodeURIComponent('(19) 3871')}`,
      headers: h,
    });
    expect(byPhone.json()).toHaveLength(1);
    const byEmail = await t.app.inject({ method: 'GET', url: '/api/resales?query=centro@', headers: h });
    expect(byEmail.json()).toHaveLength(1);
  });

  it('[200] a page past the end is empty but still tells the total', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/resales?page=9', headers: await t.as('admin') });
    expect(res.json()).toEqual([]);
    expect(Number(res.headers.total)).toBeGreaterThanOrEqual(2);
  });

  it('[403] attendants and deliverers may not read the register', async () => {
    for (const role of ['attendant', 'deliverer'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/resales', headers: await t.as(role) });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBeTruthy();
    }
  });

  it('[200] exports the whole filtered list as CSV and XLSX', async () => {
    const h = await t.as('admin');
    const csv = await t.app.inject({ method: 'GET', url: '/api/resales?format=csv', headers: h });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Gás Bom Jesus - Centro');
    expect(csv.body).toContain('(19) 3234-5678');
    const xlsx = await t.app.inject({ method: 'GET', url: '/api/resales?format=xlsx', headers: h });
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('POST /api/resales', () => {
  it('[201] creates a unit with its address, stores digits only and records the audit trail', async () => {
    const h = await t.as('admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/resales', headers: h, payload: { resale: valid } });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({
      name: 'Gás Aurora',
      phone: '1932341111',
      cnpj: '11222333000181',
      email: 'aurora@gas.com.br',
      resale_type: 'point',
    });
    expect(r.address).toMatchObject({ patio: 'Rua São João', zipcode: '13010000', city: { name: 'Campinas' } });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/audit_logs?resource=resales&record_id=${r.id}`,
      headers: h,
    });
    expect(history.json()[0]).toMatchObject({ action: 'create', user: { email: 'admin@demo.com.br' } });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/audit_logs?resource=resales&record_id=${r.id}`,
          headers: await t.as('attendant'),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('[422] answers pt-BR field errors and writes nothing', async () => {
    const before = await count();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resales',
      headers: await t.as('admin'),
      payload: {
        resale: { ...valid, name: '  ', phone: '123', cnpj: '11.222.333/0001-80', storage: -1, resale_type: 'x' },
      },
    });
    const body = expect422(res, ['name', 'phone', 'cnpj', 'storage', 'resale_type']);
    expect(body.name).toEqual(['não pode ficar em branco']);
    expect(body.cnpj).toEqual(['não é um CNPJ válido']);
    expect(await count()).toBe(before);
  });

  it('[422] refuses an unknown city on `city`', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resales',
      headers: await t.as('admin'),
      payload: { resale: { ...valid, address_attributes: { city_id: 1 } } },
    });
    expect422(res, ['city']);
  });

  it('[4xx] wrong types, missing wrapper and malformed JSON never get a 500', async () => {
    const h = await t.as('admin');
    const before = await count();
    for (const payload of [{ resale: { name: 12 } }, { name: 'x' }, { resale: null }, []]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/resales', headers: h, payload: payload as object });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/resales',
      headers: { ...h, 'content-type': 'application/json' },
      payload: '{"resale":',
    });
    expect(bad.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('[201] a double click with the same Idempotency-Key makes one unit', async () => {
    const h = { ...(await t.as('admin')), 'idempotency-key': 'k-123' };
    const before = await count();
    const payload = { resale: { ...valid, name: 'Gás Duplo' } };
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/resales', headers: h, payload }),
      t.app.inject({ method: 'POST', url: '/api/resales', headers: h, payload }),
    ]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json().id).toBe(b.json().id);
    expect(await count()).toBe(before + 1);
  });
});

describe('GET/PATCH/DELETE /api/resales/:id', () => {
  it('[200] reads, updates (address too) and deletes', async () => {
    const h = await t.as('admin');
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/resales',
        headers: h,
        payload: { resale: { ...valid, name: 'Gás Temporário' } },
      })
    ).json();
    const got = await t.app.inject({ method: 'GET', url: `/api/resales/${created.id}`, headers: h });
    expect(got.json().name).toBe('Gás Temporário');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/resales/${created.id}`,
      headers: h,
      payload: { resale: { name: 'Gás Renomeado', address_attributes: { ...valid.address_attributes, number: '99' } } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Gás Renomeado', address: { number: '99', id: created.address.id } });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/resales/${created.id}`, headers: h });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/resales/${created.id}`, headers: h })).statusCode).toBe(404);
  });

  it('[200] a PATCH keeps what it does not send (resale_type included)', async () => {
    const h = await t.as('admin');
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/resales',
        headers: h,
        payload: { resale: { ...valid, name: 'Ponto X' } },
      })
    ).json();
    expect(created.resale_type).toBe('point');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/resales/${created.id}`,
      headers: h,
      payload: { resale: { name: 'Ponto Y' } },
    });
    expect(patched.json()).toMatchObject({ name: 'Ponto Y', resale_type: 'point', cnpj: '11222333000181' });
    await t.app.inject({ method: 'DELETE', url: `/api/resales/${created.id}`, headers: h });
  });

  it('[404] unknown id and [4xx] a non-numeric id', async () => {
    const h = await t.as('admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/resales/999999', headers: h })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/resales/999999',
          headers: h,
          payload: { resale: { name: 'x' } },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/resales/999999', headers: h })).statusCode).toBe(404);
    const nan = await t.app.inject({ method: 'GET', url: '/api/resales/abc', headers: h });
    expect(nan.statusCode).toBe(422);
  });

  it('[403] only admins write', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/resales/1',
      headers: await t.as('attendant'),
      payload: { resale: { name: 'x' } },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/resales/options', () => {
  it('lists the units each user may see', async () => {
    const admin = await t.app.inject({ method: 'GET', url: '/api/resales/options', headers: await t.as('admin') });
    expect(admin.json().resales.length).toBeGreaterThanOrEqual(2);
    const attendant = await t.app.inject({
      method: 'GET',
      url: '/api/resales/options',
      headers: await t.as('attendant'),
    });
    expect(attendant.json().resales).toEqual([{ id: 1, name: 'Gás Bom Jesus - Centro' }]);
  });
});

describe('cities and CEP', () => {
  it('GET /api/cities?starts_with finds cities ignoring accents', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cities?starts_with=sao%20pa',
      headers: await t.as('deliverer'),
    });
    expect(res.json()[0]).toMatchObject({ name: 'São Paulo', state_acronym: 'SP' });
  });

  it('GET /api/cities?city_name&state_acronym finds the one city', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cities?city_name=Campinas&state_acronym=SP',
      headers: await t.as('admin'),
    });
    expect(res.json()).toEqual([{ id: 3509502, name: 'Campinas', state_acronym: 'SP', state_name: 'São Paulo' }]);
  });

  it('GET /api/cep/:cep fills the address and matches the city; 404 when unknown', async () => {
    const h = await t.as('admin');
    const ok = await t.app.inject({ method: 'GET', url: '/api/cep/13010-000', headers: h });
    expect(ok.json()).toMatchObject({
      patio: 'Rua Conceição',
      neighborhood: 'Centro',
      city_id: 3509502,
      city: { name: 'Campinas' },
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/cep/01001-001', headers: h });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Endereço não encontrado' });
    const down = await t.app.inject({ method: 'GET', url: '/api/cep/99999-999', headers: h });
    expect(down.statusCode).toBe(502);
  });
});
