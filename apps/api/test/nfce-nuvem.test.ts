import { FISCAL_PRESETS, FISCAL_SETTINGS_TEXTS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltNote, createNfceJobs, issueNfce } from '../src/modules/fiscal/issue';
import { REAL_SEFAZ } from '../src/modules/fiscal/sefaz/target';
import { one } from './finance-helpers';
import { p13Sale, p13WithFiscalData } from './fiscal-helpers';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { type NuvemFiscalStub, startNuvemFiscalStub } from './nuvem-fiscal-stub';
import { adminCaller, demoUnits } from './registers-helpers';

const KEY = 'cd'.repeat(32);
const CLIENT = { clientId: 'ability-teste', clientSecret: 's3gr3d0-da-nuvem' };
const UNKNOWN_NCM = '27111999';

let nuvem: NuvemFiscalStub;
let t: TestContext;
let centro: number;
let p13: number;
let call: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  nuvem = await startNuvemFiscalStub({
    ...CLIENT,
    rule: (inf) =>
      inf.det.some((d) => d.prod.NCM === UNKNOWN_NCM)
        ? { codigo_status: 778, motivo_status: 'Rejeição: Informado NCM inexistente' }
        : null,
  });
  // No SEFAZ at all: a note sent to SEFAZ by mistake would fail to connect.
  t = await createTestContext({ config: { fiscalSecretKey: KEY }, sefaz: REAL_SEFAZ, nuvemFiscal: nuvem.endpoints });
  ({ centro } = await demoUnits(t));
  call = adminCaller(t);
  p13 = await p13WithFiscalData(t, centro);
});
afterAll(async () => {
  await t?.close();
  await nuvem?.close();
});

const base = { crt: 1, environment: 'homologacao', series: 1 } as const;
const put = (settings: object) => call('PUT', `/resales/${centro}/fiscal_settings`, { fiscal_settings: settings });
const nextNumber = async () =>
  (await one<{ n: number }>(t, sql`select next_number as n from fiscal_settings where resale_id = ${centro}`)).n;

async function settled(saleId: number, withinMs = 30_000) {
  const until = Date.now() + withinMs;
  for (;;) {
    const res = await call('GET', `/sales/${saleId}/nfce`);
    if (res.statusCode === 200 && res.json().state !== 'em_processamento') return res.json();
    if (Date.now() > until) throw new Error(`NFC-e da venda ${saleId} ainda em processamento: ${res.body}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('Nuvem Fiscal as the unit’s NFC-e provider', () => {
  it('chosen in the fiscal settings with its client id and secret: the secret sealed, never answered', async () => {
    const missing = await put({ ...base, next_number: 500, issue_on: 'manual', provider: 'nuvem_fiscal' });
    const errors = expect422(missing, ['nuvem_client_id', 'nuvem_client_secret']);
    expect(errors.nuvem_client_id![0]).toBe('informe o client ID e o client secret da Nuvem Fiscal');

    const saved = await put({
      ...base,
      next_number: 500,
      issue_on: 'save',
      provider: 'nuvem_fiscal',
      nuvem_client_id: CLIENT.clientId,
      nuvem_client_secret: CLIENT.clientSecret,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      provider: 'nuvem_fiscal',
      nuvem_client_id: CLIENT.clientId,
      nuvem_client_secret_set: true,
    });
    expect(saved.body).not.toContain(CLIENT.clientSecret);
    const got = await call('GET', `/resales/${centro}/fiscal_settings`);
    expect(got.body).not.toContain(CLIENT.clientSecret);
    const stored = await one<{ enc: string }>(
      t,
      sql`select nuvem_client_secret_enc as enc from fiscal_settings where resale_id = ${centro}`,
    );
    expect(stored.enc).toMatch(/^v1:/);
    expect(stored.enc).not.toContain(CLIENT.clientSecret);
    // Saved again without the secret: kept.
    const again = await put({ ...base, next_number: 500, issue_on: 'save', provider: 'nuvem_fiscal' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ nuvem_client_secret_set: true, nuvem_client_id: CLIENT.clientId });
  });

  it("'Testar conexão' asks Nuvem Fiscal with the unit's credentials for its SEFAZ's status, by the unit's CNPJ", async () => {
    const res = await call('POST', `/resales/${centro}/fiscal_settings/test_connection`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      provider: 'nuvem_fiscal',
      c_stat: '107',
      demo: false,
      message: 'Nuvem Fiscal: SEFAZ respondeu 107 — Serviço em Operação',
    });
    const { cnpj } = await one<{ cnpj: string }>(t, sql`select cnpj from resales where id = ${centro}`);
    expect(nuvem.statusAsked.at(-1)).toBe(cnpj);
  });

  it('authorised: the note’s JSON posted to the sandbox with a token, the protocol and Nuvem Fiscal’s XML stored', async () => {
    const before = await nextNumber();
    const saleId = await p13Sale(t, centro, p13);
    const note = await settled(saleId);
    expect(note).toMatchObject({
      state: 'autorizada',
      model: 65,
      series: 1,
      number: before,
      c_stat: '100',
      x_motivo: 'Autorizado o uso da NF-e',
      attempts: 1,
      environment: 'homologacao',
    });
    const doc = [...nuvem.docs.values()].find((d) => d.chave === note.access_key)!;
    expect(doc.environment).toBe('homologacao');
    expect(note.protocol).toBe(doc.autorizacao?.numero_protocolo);
    expect(nuvem.posts.get(note.access_key)).toBe(1);
    // The body is the note's infNFe in their schema: codes as text, numbers as numbers.
    type Inf = { ide: object; det: { prod: { comb: object } }[]; pag: { detPag: object[] }; Id?: string };
    const inf = (doc.body as { infNFe: Inf }).infNFe;
    expect(inf.ide).toMatchObject({ mod: 65, serie: 1, nNF: before, tpAmb: 2 });
    expect(inf.det[0]).toMatchObject({ nItem: 1, prod: { NCM: '27111910', CFOP: '5656', vProd: 110, qTrib: 13 } });
    expect(inf.det[0]?.prod.comb).toMatchObject({ cProdANP: '210203001', pGLP: 100 });
    expect(inf.pag.detPag[0]).toMatchObject({ tPag: '01', vPag: 110 });
    expect(inf.Id).toBeUndefined();
    // The XML is Nuvem Fiscal's (their signature), the NFe without the nfeProc around it.
    const xml = await call('GET', `/sales/${saleId}/nfce/xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toMatch(/^<NFe xmlns="http:\/\/www.portalfiscal.inf.br\/nfe"><infNFe /);
    expect(xml.body).toContain(`Id="NFe${note.access_key}"`);
    expect(xml.body).toContain('<SignatureValue>stub</SignatureValue>');
    expect((await call('GET', `/sales/${saleId}/nfce/danfe`)).json()).toMatchObject({
      protocol: note.protocol,
      number: before,
    });
    expect(await nextNumber()).toBe(before + 1);
  });

  it('rejected by SEFAZ through Nuvem Fiscal (778): Rejeitada with the code; the product fixed, "Reenviar" issues it with the same number', async () => {
    const bad = await call('PATCH', `/products/${p13}`, {
      product: { fiscal: { ...FISCAL_PRESETS.p13, ncm: UNKNOWN_NCM } },
    });
    expect(bad.statusCode, bad.body).toBe(200);
    const before = await nextNumber();
    const saleId = await p13Sale(t, centro, p13);
    const rejected = await settled(saleId);
    expect(rejected).toMatchObject({
      state: 'rejeitada',
      c_stat: '778',
      x_motivo: 'Rejeição: Informado NCM inexistente',
      number: before,
      protocol: null,
    });
    const queue = (await call('GET', `/fiscal_notes/rejected?resale_id=${centro}`)).json();
    expect(queue.find((n: { sale_id: number }) => n.sale_id === saleId)).toMatchObject({
      source: 'sefaz',
      c_stat: '778',
      fix: 'product',
    });

    expect((await call('PATCH', `/products/${p13}`, { product: { fiscal: FISCAL_PRESETS.p13 } })).statusCode).toBe(200);
    const resent = await call('POST', `/sales/${saleId}/nfce`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ state: 'autorizada', number: before, c_stat: '100', attempts: 2 });
    expect(resent.json().access_key).not.toBe(rejected.access_key);
    expect(nuvem.posts.get(rejected.access_key)).toBe(1);
    expect(nuvem.posts.get(resent.json().access_key)).toBe(1);
    expect(await nextNumber()).toBe(before + 1);
  });

  it('a crash between sending and storing: the retry asks Nuvem Fiscal by the note’s reference and stores it, never posting it twice', async () => {
    await put({ ...base, next_number: await nextNumber(), issue_on: 'manual', provider: 'nuvem_fiscal' });
    const before = await nextNumber();
    const saleId = await p13Sale(t, centro, p13);
    let sentKey = '';
    const crashing = {
      db: t.database.db,
      target: REAL_SEFAZ,
      secretKey: Buffer.from(KEY, 'hex'),
      nuvemFiscal: nuvem.endpoints,
      afterReply: (note: BuiltNote) => {
        sentKey = note.access_key;
        throw new Error('processo encerrado antes de guardar a resposta');
      },
    };
    await expect(issueNfce(crashing, saleId)).rejects.toThrow('processo encerrado');
    const pending = (await call('GET', `/sales/${saleId}/nfce`)).json();
    expect(pending).toMatchObject({ state: 'em_processamento', attempts: 1, number: before });
    expect(nuvem.posts.get(sentKey)).toBe(1);

    const jobs = createNfceJobs(
      { db: t.database.db, target: REAL_SEFAZ, secretKey: Buffer.from(KEY, 'hex'), nuvemFiscal: nuvem.endpoints },
      (e) => {
        throw e;
      },
    );
    expect(await jobs.sweep(new Date(Date.now() + 120_000), 60_000)).toBeGreaterThanOrEqual(1);
    const stored = await settled(saleId);
    const doc = [...nuvem.docs.values()].find((d) => d.referencia === sentKey)!;
    expect(stored).toMatchObject({
      state: 'autorizada',
      number: before,
      attempts: 1,
      protocol: doc.autorizacao?.numero_protocolo,
    });
    expect(nuvem.posts.get(sentKey)).toBe(1);
    expect(await nextNumber()).toBe(before + 1);
    // Asked again (the sweep, 'Emitir NFC-e'): the same note, nothing posted.
    expect((await call('POST', `/sales/${saleId}/nfce`)).json()).toMatchObject({ state: 'autorizada', number: before });
    expect(nuvem.posts.get(sentKey)).toBe(1);
  });

  it('credentials Nuvem Fiscal refuses: by hand the refusal in pt-BR, by the job the note waits Em processamento; Testar conexão says so', async () => {
    const wrong = await put({
      ...base,
      next_number: await nextNumber(),
      issue_on: 'manual',
      provider: 'nuvem_fiscal',
      nuvem_client_secret: 'outro-segredo',
    });
    expect(wrong.statusCode, wrong.body).toBe(200);
    const saleId = await p13Sale(t, centro, p13);
    const res = await call('POST', `/sales/${saleId}/nfce`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toBe(FISCAL_SETTINGS_TEXTS.nuvem.auth);
    const note = (await call('GET', `/sales/${saleId}/nfce`)).json();
    expect(note).toMatchObject({ state: 'em_processamento' });
    expect(nuvem.posts.get(note.access_key)).toBeUndefined();
    // The job's round: nothing thrown, the note still waits for the fix.
    const job = {
      db: t.database.db,
      target: REAL_SEFAZ,
      secretKey: Buffer.from(KEY, 'hex'),
      nuvemFiscal: nuvem.endpoints,
    };
    expect((await issueNfce(job, saleId, { automatic: true })).state).toBe('em_processamento');
    const test = (await call('POST', `/resales/${centro}/fiscal_settings/test_connection`)).json();
    expect(test).toMatchObject({
      ok: false,
      problem: 'nuvemAuth',
      message: FISCAL_SETTINGS_TEXTS.connection.nuvemAuth,
    });
  });
});
