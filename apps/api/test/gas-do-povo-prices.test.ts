import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { adminCaller, expectBadInputRefused, expectStaffForbidden } from './registers-helpers';

let t: TestContext;
let call: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  t = await createTestContext();
  call = adminCaller(t);
});
afterAll(async () => t?.close());

interface Price {
  id: number;
  uf: string;
  price_cents: number;
  starts_on: string;
  ends_on: string | null;
  source: string;
  active: boolean;
}

const create = async (v: Record<string, unknown>) => call('POST', '/gas_do_povo_prices', { gas_do_povo_price: v });
const list = async (q = ''): Promise<Price[]> => (await call('GET', `/gas_do_povo_prices?${q}`)).json();
const count = async () => Number((await call('GET', '/gas_do_povo_prices')).headers.total);
const portaria = 'Portaria Interministerial MME/MF nº 9/2026';

describe('GET /api/gas_do_povo_prices', () => {
  it('[200] ships the known prices (PE, MT, AC), by UF; searches UF and source; exports', async () => {
    const rows = await list();
    expect(rows.map((r) => [r.uf, r.price_cents, r.starts_on, r.ends_on])).toEqual([
      ['AC', 12212, '2025-11-01', null],
      ['MT', 12505, '2025-11-01', null],
      ['PE', 8967, '2025-11-01', null],
    ]);
    expect(rows.every((r) => r.source.includes('MME/MF'))).toBe(true);
    expect((await list('query=pe')).map((r) => r.uf)).toEqual(['PE']);
    expect((await list('query=portarias')).length).toBe(3);
    const csv = await call('GET', '/gas_do_povo_prices?format=csv&query=mt');
    expect(csv.body).toContain('#;UF;Preço (R$);Início;Fim;Fonte (portaria);Ativo');
    expect(csv.body).toContain(';MT;125,05;01/11/2025;;Portarias Interministeriais MME/MF nº 2/2025 e 3/2025;Sim');
  });

  it('[403] attendants and deliverers may neither read nor write', async () => {
    const body = { gas_do_povo_price: { source: 'x' } };
    await expectStaffForbidden(t, [
      ['GET', '/gas_do_povo_prices'],
      ['GET', '/gas_do_povo_prices/search/x'],
      ['GET', '/gas_do_povo_prices/1'],
      ['POST', '/gas_do_povo_prices', body],
      ['PATCH', '/gas_do_povo_prices/1', body],
      ['DELETE', '/gas_do_povo_prices/1'],
    ]);
  });
});

describe('POST /api/gas_do_povo_prices', () => {
  it('[201] a new period of a UF, active by default; audit entry', async () => {
    const res = await create({
      uf: 'SP',
      price_cents: 10350,
      starts_on: '01/01/2026',
      ends_on: '2026-06-30',
      source: `  ${portaria}  `,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      uf: 'SP',
      price_cents: 10350,
      starts_on: '2026-01-01',
      ends_on: '2026-06-30',
      source: portaria,
      active: true,
    });
    const history = await call('GET', `/audit_logs?resource=gas_do_povo_prices&record_id=${res.json().id}`);
    expect(history.json()[0]).toMatchObject({ action: 'create', after: { uf: 'SP', price_cents: 10350 } });
    // The next period starts the day after: no overlap.
    const next = await create({ uf: 'SP', price_cents: 10500, starts_on: '2026-07-01', source: portaria });
    expect(next.statusCode, next.body).toBe(201);
  });

  it('[422] blanks, an unknown UF, a zero price, an end before the start, an overlapping period; writes nothing', async () => {
    const before = await count();
    const blank = expect422(await create({}), ['uf', 'price_cents', 'starts_on', 'source']);
    expect(blank.starts_on).toEqual(['não pode ficar em branco']);
    expect(blank.source).toEqual(['não pode ficar em branco']);
    expect422(await create({ uf: 'XX', price_cents: 100, starts_on: '2026-01-01', source: portaria }), ['uf']);
    expect422(await create({ uf: 'RJ', price_cents: 0, starts_on: '2026-01-01', source: portaria }), ['price_cents']);
    expect(
      expect422(
        await create({ uf: 'RJ', price_cents: 100, starts_on: '2026-02-01', ends_on: '2026-01-01', source: portaria }),
        ['ends_on'],
      ).ends_on,
    ).toEqual(['deve ser igual ou posterior ao início']);
    // PE has a price from 01/11/2025 with no end: any later start overlaps it.
    const overlap = expect422(
      await create({ uf: 'PE', price_cents: 9100, starts_on: '2026-03-01', source: portaria }),
      ['starts_on'],
    );
    expect(overlap.starts_on).toEqual(['o período se sobrepõe ao preço de PE de 01/11/2025 sem fim']);
    // An inactive period does not clash.
    expect(
      (await create({ uf: 'PE', price_cents: 9100, starts_on: '2026-03-01', source: portaria, active: false }))
        .statusCode,
    ).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('[4xx] malformed JSON, a missing wrapper and wrong types never get a 500, and write nothing', async () => {
    await expectBadInputRefused(t, '/gas_do_povo_prices', 'gas_do_povo_price', count);
  });
});

describe('PATCH/DELETE /api/gas_do_povo_prices/:id', () => {
  it('[200] closing a period lets the next one in; [204] deletes', async () => {
    const pe = (await list('query=pe')).find((r) => r.active && r.uf === 'PE')!;
    const closed = await call('PATCH', `/gas_do_povo_prices/${pe.id}`, {
      gas_do_povo_price: { ends_on: '2026-05-31' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      uf: 'PE',
      price_cents: 8967,
      starts_on: '2025-11-01',
      ends_on: '2026-05-31',
    });
    const next = await create({ uf: 'PE', price_cents: 9210, starts_on: '2026-06-01', source: portaria });
    expect(next.statusCode, next.body).toBe(201);
    // Reopening the first one would overlap the next.
    expect422(await call('PATCH', `/gas_do_povo_prices/${pe.id}`, { gas_do_povo_price: { ends_on: null } }), [
      'starts_on',
    ]);
    expect((await call('DELETE', `/gas_do_povo_prices/${next.json().id}`)).statusCode).toBe(204);
    expect((await call('GET', `/gas_do_povo_prices/${next.json().id}`)).statusCode).toBe(404);
  });

  it('[404] unknown ids and [422] a non-numeric id', async () => {
    expect((await call('GET', '/gas_do_povo_prices/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/gas_do_povo_prices/999999', { gas_do_povo_price: { source: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/gas_do_povo_prices/999999')).statusCode).toBe(404);
    expect((await call('GET', '/gas_do_povo_prices/abc')).statusCode).toBe(422);
  });
});
