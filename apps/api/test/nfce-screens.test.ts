import { FISCAL_PRESETS } from '@ability/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SefazSimulator, demoRule, startSefazSimulator } from '../src/modules/fiscal/sefaz/simulator';
import type { SefazTarget } from '../src/modules/fiscal/sefaz/target';
import { p13Sale, p13WithFiscalData } from './fiscal-helpers';
import { type TestContext, createTestContext } from './helpers';
import { adminCaller, demoUnits } from './registers-helpers';

// What the screens read: the list's 'Sem NFC-e' filter, the note's environment, the DANFE NFC-e read from the
// signed XML, and the 'Notas rejeitadas' queue with the fix each code points to — against the simulator with
// the rule the server's own simulator applies (an NCM of a chapter the TIPI does not have → 778).

let sim: SefazSimulator;
let t: TestContext;
let centro: number;
let p13: number;
let call: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  sim = await startSefazSimulator({ rule: demoRule });
  const target: SefazTarget = {
    urlOverride: sim.url,
    ca: sim.caPem,
    demoCertificate: sim.demoCertificate,
    close: async () => {},
  };
  t = await createTestContext({ sefaz: target });
  ({ centro } = await demoUnits(t));
  call = adminCaller(t);
  p13 = await p13WithFiscalData(t, centro);
  const current = (await call('GET', `/resales/${centro}/fiscal_settings`)).json();
  const res = await call('PUT', `/resales/${centro}/fiscal_settings`, {
    fiscal_settings: { ...current, environment: 'homologacao', issue_on: 'manual' },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

describe('the NFC-e on the screens', () => {
  it('the list filters sales without a note; the note says homologação and demo; the DANFE is read from the XML', async () => {
    const saleId = await p13Sale(t, centro, p13, 2);
    const without = (await call('GET', `/sales?resale_id=${centro}&nfce_status=sem_nfce`)).json();
    expect(without.map((s: { id: number }) => s.id)).toContain(saleId);
    expect((await call('GET', `/sales/${saleId}/nfce/danfe`)).statusCode).toBe(404);

    const issued = await call('POST', `/sales/${saleId}/nfce`);
    expect(issued.statusCode, issued.body).toBe(200);
    const note = issued.json();
    expect(note).toMatchObject({
      state: 'autorizada',
      environment: 'homologacao',
      environment_notice: 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL',
      demo: true,
    });
    const after = (await call('GET', `/sales?resale_id=${centro}&nfce_status=sem_nfce`)).json();
    expect(after.map((s: { id: number }) => s.id)).not.toContain(saleId);
    expect(await call('GET', `/sales?nfce_status=nenhum`).then((r) => r.statusCode)).toBe(422);

    const res = await call('GET', `/sales/${saleId}/nfce/danfe`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      sale_id: saleId,
      state: 'autorizada',
      environment: 'homologacao',
      environment_notice: 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL',
      demo: true,
      number: note.number,
      series: note.series,
      access_key: note.access_key,
      protocol: note.protocol,
      consumer: 'CONSUMIDOR NÃO IDENTIFICADO',
      totals: { items: 1, products: '220,00', discount: '0,00', to_pay: '220,00' },
      payments: [{ method: 'Dinheiro', value: '220,00' }],
      change: null,
    });
    // In homologação the first item's description is SEFAZ's required text.
    expect(d.items).toEqual([
      {
        code: String(p13),
        description: 'NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL',
        quantity: '2',
        unit: 'UN',
        unit_price: '110,00',
        total: '220,00',
      },
    ]);
    expect(d.access_key_blocks).toBe(note.access_key.match(/\d{4}/g).join(' '));
    expect(d.access_key_blocks.split(' ')).toHaveLength(11);
    // The QR code of version 3 as the builder wrote it: <state's address>?p=<key>|3|<tpAmb>.
    expect(d.qr_code).toMatch(new RegExp(`\\?p=${note.access_key}\\|3\\|2$`));
    expect(d.url_chave).toBeTruthy();
    expect(d.issuer.cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(d.issued_at).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(d.received_at).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it("'Notas rejeitadas': the code, SEFAZ's message, the sale's products as the fix; re-sent after the fix it leaves the queue", async () => {
    const bad = await call('PATCH', `/products/${p13}`, {
      product: { fiscal: { ...FISCAL_PRESETS.p13, ncm: '99999999' } },
    });
    expect(bad.statusCode, bad.body).toBe(200);
    const saleId = await p13Sale(t, centro, p13);
    const issued = (await call('POST', `/sales/${saleId}/nfce`)).json();
    expect(issued).toMatchObject({ state: 'rejeitada', c_stat: '778' });

    const queue = await call('GET', '/fiscal_notes/rejected');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.headers.total).toBe('1');
    const [row] = queue.json();
    expect(row).toMatchObject({
      sale_id: saleId,
      resale: { id: centro },
      number: issued.number,
      series: issued.series,
      c_stat: '778',
      x_motivo: 'Rejeição: Informado NCM inexistente',
      fix: 'product',
      products: [{ id: p13 }],
    });
    // Only admins see the queue.
    const attendant = await t.app.inject({
      method: 'GET',
      url: '/api/fiscal_notes/rejected',
      headers: await t.as('attendant'),
    });
    expect(attendant.statusCode).toBe(403);

    const fixed = await call('PATCH', `/products/${p13}`, { product: { fiscal: FISCAL_PRESETS.p13 } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const resent = await call('POST', `/sales/${saleId}/nfce`);
    expect(resent.json()).toMatchObject({ state: 'autorizada', number: issued.number, series: issued.series });
    const empty = await call('GET', '/fiscal_notes/rejected');
    expect(empty.headers.total).toBe('0');
    expect(empty.json()).toEqual([]);
  });
});
