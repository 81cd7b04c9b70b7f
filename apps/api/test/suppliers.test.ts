import { cpfWithCheckDigits } from '@ability/domain';
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

interface Supplier {
  id: number;
  name: string;
  trade_name: string | null;
}

const create = async (s: Record<string, unknown>) => call('POST', '/suppliers', { supplier: s });
const names = async (q: string) => ((await call('GET', `/suppliers?${q}`)).json() as Supplier[]).map((s) => s.name);
const count = async () => Number((await call('GET', '/suppliers')).headers.total);

const valid = {
  name: 'Nacional Gás Butano Distribuidora Ltda.',
  trade_name: 'Nacional Gás',
  phone: '(19) 3232-4455',
  email: 'Compras@NacionalGas.com.br',
  cpf_cnpj: '11.222.333/0001-81',
  note: 'Entrega às quartas.',
  address_attributes: {
    patio: 'Rua Conceição',
    number: '100',
    neighborhood: 'Centro',
    zipcode: '13.010-000',
    city_id: 3509502,
  },
};

describe('GET /api/suppliers', () => {
  it('[200] lists the demo suppliers with headers, address and units', async () => {
    const res = await call('GET', '/suppliers');
    expect(res.headers.total).toBe('3');
    expect(res.headers['per-page']).toBe('25');
    const copagaz = res.json().find((s: Supplier) => s.trade_name === 'Copagaz');
    expect(copagaz.address).toMatchObject({
      patio: 'Rodovia Anhanguera',
      city: { name: 'Campinas', state_acronym: 'SP' },
    });
    expect(copagaz.resale_ids.sort()).toEqual([centro, valinhos].sort());
    expect(copagaz.cpf_cnpj).toMatch(/^\d{14}$/);
  });

  it('[200] ?query= answers the type-ahead list: name or trade name (accents ignored), document digits', async () => {
    expect(await names('query=liquigas')).toEqual(['Liquigás Distribuidora S.A.']);
    expect(await names('query=ultra')).toEqual(['Companhia Ultragaz S.A.']);
    const ultragaz = (await call('GET', '/suppliers?query=ultra')).json()[0];
    const masked = `${ultragaz.cpf_cnpj.slice(0, 2)}.${ultragaz.cpf_cnpj.slice(2, 5)}`;
    expect(await names(`query=${encodeURIComponent(masked)}`)).toEqual(['Companhia Ultragaz S.A.']);
    expect((await call('GET', '/suppliers/search/copa')).json().map((s: Supplier) => s.trade_name)).toEqual([
      'Copagaz',
    ]);
  });

  it('[200] is scoped by an optional resale_id filter', async () => {
    expect(await names(`resale_id=${valinhos}`)).toEqual(['Copagaz Distribuidora de Gás S.A.']);
    expect(await names(`resale_id=${centro}`)).toHaveLength(3);
    expect(await names('resale_id=999999')).toEqual([]);
  });

  it('[200] options and exports', async () => {
    expect((await call('GET', '/suppliers/options')).json().resales).toHaveLength(2);
    const csv = await call('GET', '/suppliers?format=csv&query=liquig');
    expect(csv.body).toContain('Liquigás Distribuidora S.A.;Liquigás');
    expect(csv.body).toContain('(19) 3884-5000');
    expect(csv.body).toContain('Paulínia/SP');
  });

  it('[403] attendants and deliverers may neither read nor write suppliers', async () => {
    const body = { supplier: { name: 'x' } };
    await expectStaffForbidden(t, [
      ['GET', '/suppliers'],
      ['GET', '/suppliers?query=liq'],
      ['GET', '/suppliers/search/x'],
      ['GET', '/suppliers/options'],
      ['GET', '/suppliers/1'],
      ['POST', '/suppliers', body],
      ['PATCH', '/suppliers/1', body],
      ['DELETE', '/suppliers/1'],
    ]);
    expect((await call('GET', '/suppliers/1')).statusCode).toBe(200);
  });
});

describe('POST /api/suppliers', () => {
  it('[201] creates with address and units, stores digits only and records the audit trail', async () => {
    const res = await create({ ...valid, resale_ids: [centro] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: valid.name,
      phone: '1932324455',
      email: 'compras@nacionalgas.com.br',
      cpf_cnpj: '11222333000181',
      resale_ids: [centro],
      address: { zipcode: '13010000', city: { name: 'Campinas' } },
    });
    const history = await call('GET', `/audit_logs?resource=suppliers&record_id=${res.json().id}`);
    expect(history.json()[0]).toMatchObject({ action: 'create', user: { email: 'admin@demo.com.br' } });
  });

  it('[201] accepts a CPF (a person supplying) with valid check digits', async () => {
    const cpf = cpfWithCheckDigits('529982247');
    const res = await create({ name: 'João Carreteiro', cpf_cnpj: cpf, resale_ids: [valinhos] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ cpf_cnpj: cpf, address: null, trade_name: null });
  });

  it('[422] wrong check digits (CPF and CNPJ) and other bad fields, in pt-BR, writing nothing', async () => {
    const before = await count();
    for (const doc of ['11.222.333/0001-80', '529.982.247-24', '123', '11111111111']) {
      const body = expect422(await create({ ...valid, cpf_cnpj: doc, resale_ids: [centro] }), ['cpf_cnpj']);
      expect(body.cpf_cnpj).toEqual(['não é um CPF ou CNPJ válido']);
    }
    const body = expect422(await create({ ...valid, name: ' ', phone: '123', email: 'x@', resale_ids: [centro] }), [
      'name',
      'phone',
      'email',
    ]);
    expect(body.name).toEqual(['não pode ficar em branco']);
    expect(body.phone).toEqual(['não é um telefone válido']);
    expect(body.email).toEqual(['não é um e-mail válido']);
    expect422(await create({ ...valid, address_attributes: { zipcode: '123' }, resale_ids: [centro] }), [
      'address.zipcode',
    ]);
    expect422(await create({ ...valid, address_attributes: { city_id: 1 }, resale_ids: [centro] }), ['city']);
    expect422(await create({ ...valid }), ['resales']);
    expect422(await create({ ...valid, resale_ids: [999999] }), ['resales']);
    expect(await count()).toBe(before);
  });

  it('[4xx] malformed JSON, a missing wrapper and wrong types never get a 500, and write nothing', async () => {
    await expectBadInputRefused(t, '/suppliers', 'supplier', count);
  });
});

describe('PATCH/DELETE /api/suppliers/:id', () => {
  it('[200] changes only what it sends (address kept and updated in place); [204] deletes with its address', async () => {
    const s = (await create({ ...valid, name: 'Fornecedor Temporário', resale_ids: [centro] })).json();
    const res = await call('PATCH', `/suppliers/${s.id}`, { supplier: { trade_name: 'Temp' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Fornecedor Temporário', trade_name: 'Temp', cpf_cnpj: '11222333000181' });
    expect(res.json().address).toMatchObject({ id: s.address.id, number: '100' });
    const moved = await call('PATCH', `/suppliers/${s.id}`, {
      supplier: { address_attributes: { ...valid.address_attributes, number: '200' }, resale_ids: [valinhos] },
    });
    expect(moved.json()).toMatchObject({ address: { id: s.address.id, number: '200' }, resale_ids: [valinhos] });
    expect422(await call('PATCH', `/suppliers/${s.id}`, { supplier: { cpf_cnpj: '11222333000180' } }), ['cpf_cnpj']);
    expect((await call('DELETE', `/suppliers/${s.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/suppliers/${s.id}`)).statusCode).toBe(404);
    const history = await call('GET', `/audit_logs?resource=suppliers&record_id=${s.id}`);
    expect(history.json().map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'update', 'create']);
  });

  it('[404] unknown ids and [422] a non-numeric id', async () => {
    expect((await call('GET', '/suppliers/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/suppliers/999999', { supplier: { name: 'x' } })).statusCode).toBe(404);
    expect((await call('DELETE', '/suppliers/999999')).statusCode).toBe(404);
    expect((await call('GET', '/suppliers/abc')).statusCode).toBe(422);
  });
});

describe('GET /api/suppliers?query= (stored search columns)', () => {
  it('[200] searches what a write just stored: names without accents or case, e-mail ignoring case; Total past the last page', async () => {
    const created = await create({
      ...valid,
      name: 'Ômega Gás Comércio',
      trade_name: 'Ômega',
      email: 'Vendas@OmegaGas.COM.br',
      resale_ids: [centro],
    });
    expect(created.statusCode, created.body).toBe(201);
    const s = created.json();
    try {
      expect(await names('query=OMEGA%20GAS%20COMER')).toEqual(['Ômega Gás Comércio']);
      expect(await names('query=vendas%40omegagas.com')).toEqual(['Ômega Gás Comércio']);
      await call('PATCH', `/suppliers/${s.id}`, { supplier: { name: 'Sigma Distribuição', trade_name: null } });
      expect(await names('query=omega%20gas')).toEqual([]);
      expect(await names('query=distribuicao')).toEqual(['Sigma Distribuição']);
      const past = await call('GET', '/suppliers?query=distribuicao&page=3');
      expect(past.json()).toEqual([]);
      expect(past.headers.total).toBe('1');
    } finally {
      await call('DELETE', `/suppliers/${s.id}`);
    }
  });
});
