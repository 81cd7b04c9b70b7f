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

interface Method {
  id: number;
  description: string;
  default: boolean;
  resale_ids: number[];
}

const create = async (pm: Record<string, unknown>) => call('POST', '/payment_methods', { payment_method: pm });
const all = async (q = ''): Promise<Method[]> => (await call('GET', `/payment_methods?${q}`)).json();
const count = async () => Number((await call('GET', '/payment_methods')).headers.total);

describe('GET /api/payment_methods', () => {
  it('[200] lists the demo methods with Total and Per-Page headers, units and resale_ids', async () => {
    const res = await call('GET', '/payment_methods');
    expect(res.statusCode).toBe(200);
    // The demo's five and the Gás do Povo method the migrations seed (offered only by enrolled units).
    expect(res.headers.total).toBe('6');
    expect(res.headers['per-page']).toBe('25');
    const credit = res.json().find((m: Method) => m.description === 'Cartão de crédito');
    expect(credit).toMatchObject({
      is_card: true,
      card_type: 'credit',
      adm_tax: 3.49,
      delivery_time: 30,
      status: true,
    });
    expect(credit.resale_ids.sort()).toEqual([centro, valinhos].sort());
    expect(credit.resales.map((r: { name: string }) => r.name)).toContain('Gás Bom Jesus - Centro');
    expect(
      res
        .json()
        .filter((m: Method) => m.default)
        .map((m: Method) => m.description),
    ).toEqual(['Dinheiro']);
  });

  it('[200] searches by description ignoring case and accents, also on /search/{query}', async () => {
    expect((await all('query=CARTAO')).map((m) => m.description)).toEqual(['Cartão de crédito', 'Cartão de débito']);
    const res = await call('GET', `/payment_methods/search/${encodeURIComponent('boleto')}`);
    expect(res.json().map((m: Method) => m.description)).toEqual(['Boleto 30 dias']);
    expect(res.headers.total).toBe('1');
  });

  it('[200] is scoped by an optional resale_id filter; an unknown unit lists nothing', async () => {
    const only = await create({ description: 'Vale-gás Valinhos', resale_ids: [valinhos] });
    expect(only.statusCode, only.body).toBe(201);
    expect((await all(`resale_id=${valinhos}`)).map((m) => m.description)).toContain('Vale-gás Valinhos');
    expect((await all(`resale_id=${centro}`)).map((m) => m.description)).not.toContain('Vale-gás Valinhos');
    expect(await all('resale_id=999999')).toEqual([]);
    await call('DELETE', `/payment_methods/${only.json().id}`);
  });

  it('[200] GET /options answers the units for the stores select', async () => {
    const res = await call('GET', '/payment_methods/options');
    expect(
      res
        .json()
        .resales.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([centro, valinhos].sort());
  });

  it('[200] exports the whole filtered list as CSV and XLSX with the pt-BR labels', async () => {
    const csv = await call('GET', '/payment_methods?format=csv&query=cart');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Taxa administrativa (%)');
    expect(csv.body).toContain('Cartão de débito;ativo;débito;1;1,99');
    expect(csv.body).not.toContain('PIX');
    const xlsx = await call('GET', '/payment_methods?format=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('roles', () => {
  it('[403] attendants and deliverers may neither read nor write payment methods', async () => {
    const body = { payment_method: { description: 'x' } };
    await expectStaffForbidden(t, [
      ['GET', '/payment_methods'],
      ['GET', '/payment_methods/search/x'],
      ['GET', '/payment_methods/options'],
      ['GET', '/payment_methods/1'],
      ['POST', '/payment_methods', body],
      ['PATCH', '/payment_methods/1', body],
      ['DELETE', '/payment_methods/1'],
    ]);
    expect((await call('GET', '/payment_methods/1')).statusCode).toBe(200);
  });
});

describe('POST /api/payment_methods', () => {
  it('[201] starts from the defaults: active, not a card, received on the day, no fee, not default', async () => {
    const res = await create({ description: 'Cheque', resale_ids: [centro] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      description: 'Cheque',
      status: true,
      is_card: false,
      card_type: 'other',
      delivery_time: 0,
      adm_tax: 0,
      default: false,
      resale_ids: [centro],
    });
    const history = await call('GET', `/audit_logs?resource=payment_methods&record_id=${res.json().id}`);
    expect(history.json()[0]).toMatchObject({ action: 'create', user: { email: 'admin@demo.com.br' } });
  });

  it('[201] a card keeps its type and fee (2 decimals); status travels as "true"/"false"', async () => {
    const res = await create({
      description: 'Cartão Elo',
      status: 'false',
      is_card: 'true',
      card_type: 'credit',
      adm_tax: '2.555',
      delivery_time: 30,
      resale_ids: [centro, valinhos],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: false, is_card: true, card_type: 'credit', adm_tax: 2.56 });
  });

  it('[201] not a card: the server clears the fee and sets card type other', async () => {
    const res = await create({ description: 'Fiado', card_type: 'debit', adm_tax: 5, resale_ids: [centro] });
    expect(res.json()).toMatchObject({ is_card: false, card_type: 'other', adm_tax: 0 });
  });

  it('[422] answers pt-BR field errors and writes nothing', async () => {
    const before = await count();
    const res = await create({
      description: '  ',
      status: 'talvez',
      card_type: 'voucher',
      delivery_time: -1,
      adm_tax: 101,
      resale_ids: [centro],
    });
    const body = expect422(res, ['description', 'status', 'card_type', 'delivery_time', 'adm_tax']);
    expect(body.description).toEqual(['não pode ficar em branco']);
    expect(body.card_type).toEqual(['não está incluído na lista']);
    expect(body.delivery_time).toEqual(['deve ser maior ou igual a 0']);
    expect(body.adm_tax).toEqual(['deve ser menor ou igual a 100']);
    expect(
      expect422(await create({ description: 'x', adm_tax: 'abc', resale_ids: [centro] }), ['adm_tax']).adm_tax,
    ).toEqual(['não é um número']);
    expect(await count()).toBe(before);
  });

  it('[422] needs at least one unit, and only known units, on `resales`', async () => {
    const before = await count();
    expect(expect422(await create({ description: 'Sem loja' }), ['resales']).resales).toEqual([
      'não pode ficar em branco',
    ]);
    expect(expect422(await create({ description: 'X', resale_ids: [centro, 999999] }), ['resales']).resales).toEqual([
      'não foi encontrado',
    ]);
    expect422(await create({ description: 'X', resale_ids: ['a'] }), ['resale_ids']);
    expect(await count()).toBe(before);
  });

  it('[4xx] malformed JSON, a missing wrapper and wrong types never get a 500, and write nothing', async () => {
    await expectBadInputRefused(t, '/payment_methods', 'payment_method', count);
  });
});
