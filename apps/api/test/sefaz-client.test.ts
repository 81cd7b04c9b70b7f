import https from 'node:https';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { readPfx } from '../src/modules/fiscal/certificate';
import {
  SefazError,
  type SefazClientOptions,
  autorizar,
  consultarProtocolo,
  soapEnvelope,
  statusServico,
} from '../src/modules/fiscal/sefaz/client';
import { checkNfe } from '../src/modules/fiscal/sefaz/check-nfe';
import { type SefazSimulator, startSefazSimulator } from '../src/modules/fiscal/sefaz/simulator';
import type { SefazTarget } from '../src/modules/fiscal/sefaz/target';
import { sefazUrl } from '../src/modules/fiscal/sefaz/urls';
import { makePfx, p13Sale, p13WithFiscalData, signedNoteOfSale } from './fiscal-helpers';
import { type TestContext, createTestContext } from './helpers';
import { adminCaller, demoUnits } from './registers-helpers';

/** A minimal NFe signed as the NFC-e is (enveloped XMLDSig over infNFe, RSA-SHA1, C14N, the certificate in KeyInfo). */
export function signedNfe(chNFe: string, cert: { keyPem: string; certPem: string }, item = 'GLP P13'): string {
  const xml =
    `<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe versao="4.00" Id="NFe${chNFe}">` +
    `<ide><cUF>${chNFe.slice(0, 2)}</cUF><mod>65</mod><tpAmb>2</tpAmb></ide><det nItem="1"><prod><xProd>${item}</xProd></prod></det>` +
    '</infNFe></NFe>';
  const sig = new SignedXml({
    privateKey: cert.keyPem,
    publicCert: cert.certPem,
    signatureAlgorithm: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  });
  sig.addReference({
    xpath: "//*[local-name(.)='infNFe']",
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    ],
    digestAlgorithm: 'http://www.w3.org/2000/09/xmldsig#sha1',
  });
  sig.computeSignature(xml, { location: { reference: "//*[local-name(.)='infNFe']", action: 'after' } });
  return sig.getSignedXml();
}

const KEY_SP = '35261112345678000195650010000000011000000011';
const KEY_SP2 = '35261112345678000195650010000000021000000029';

let sim: SefazSimulator;
let opts: SefazClientOptions;
let cert: { keyPem: string; certPem: string };
let notes: TestContext;
let notesUnit: number;
let notesP13: number;
const a1 = makePfx('GAS BOM JESUS LTDA:12345678000195', 200, 'segredo1');
/** A real NFC-e of a new sale, built and signed by the nfce seam as the issuing job does. */
const realNote = async () =>
  signedNoteOfSale(notes, notesUnit, await p13Sale(notes, notesUnit, notesP13), a1.pfx, 'segredo1');
beforeAll(async () => {
  sim = await startSefazSimulator();
  notes = await createTestContext();
  ({ centro: notesUnit } = await demoUnits(notes));
  notesP13 = await p13WithFiscalData(notes, notesUnit);
  const info = readPfx(a1.pfx, 'segredo1');
  if (!info) throw new Error('certificado de teste');
  cert = info;
  opts = {
    uf: 'SP',
    environment: 'homologacao',
    certificate: cert,
    urlOverride: sim.url,
    ca: sim.caPem,
    timeoutMs: 5000,
  };
});
afterAll(async () => {
  await sim?.close();
  await notes?.close();
});

describe('SEFAZ URLs', () => {
  it('one table: SP and MG own servers, BA and SC through SVRS, the override sends every service to the simulator', () => {
    expect(sefazUrl('SP', 'homologacao', 'NFeStatusServico4')).toBe(
      'https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeStatusServico4.asmx',
    );
    expect(sefazUrl('MG', 'producao', 'NFeAutorizacao4')).toBe(
      'https://nfce.fazenda.mg.gov.br/nfce/services/NFeAutorizacao4',
    );
    expect(sefazUrl('AM', 'producao', 'NFeConsultaProtocolo4')).toBe(
      'https://nfce.sefaz.am.gov.br/nfce-services/services/NfeConsulta4',
    );
    expect(sefazUrl('sc', 'producao', 'NFeStatusServico4')).toBe(
      'https://nfce.svrs.rs.gov.br/ws/NfeStatusServico/NfeStatusServico4.asmx',
    );
    expect(sefazUrl('BA', 'homologacao', 'NFeAutorizacao4')).toContain('nfce-homologacao.svrs.rs.gov.br');
    expect(sefazUrl('SP', 'producao', 'NFeAutorizacao4', 'https://127.0.0.1:9/')).toBe(
      'https://127.0.0.1:9/NFeAutorizacao4',
    );
    expect(() => sefazUrl('XX', 'producao', 'NFeAutorizacao4')).toThrow();
  });
});

describe('checkNfe (the simulator’s check of one note)', () => {
  it('accepts a real signed NFC-e and answers its key; refuses malformed XML and a signed note off the schema (225), a changed note (297), no signature (298)', async () => {
    const note = await realNote();
    expect(await checkNfe(note.signed)).toMatchObject({ ok: true, chNFe: note.key });
    expect(await checkNfe(note.signed.replace('</NFe>', ''))).toMatchObject({ ok: false, cStat: '225' });
    // Well signed, but not the layout: the XSD check answers 225.
    expect(await checkNfe(signedNfe(KEY_SP, cert))).toMatchObject({ ok: false, cStat: '225' });
    expect(await checkNfe(note.signed.replace('<mod>65</mod>', '<mod>55</mod>'))).toMatchObject({
      ok: false,
      cStat: '297',
    });
    const unsigned = note.signed.replace(/<Signature[\s\S]*<\/Signature>/, '');
    expect(await checkNfe(unsigned)).toMatchObject({ ok: false, cStat: '298' });
  });
});

describe('the SOAP client against the simulator', () => {
  it('status: 107 Serviço em Operação, with the receipt time', async () => {
    const s = await statusServico(opts);
    expect(s).toMatchObject({ cStat: '107', xMotivo: 'Serviço em Operação', tpAmb: 2 });
    expect(s.dhRecbto).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-03:00$/);
  });

  it('a real NFC-e in a synchronous lot: 104 with protocol 100, and the consult of its key answers the same protocol', async () => {
    const note = await realNote();
    const a = await autorizar(opts, note.signed, '1');
    expect(a).toMatchObject({ cStat: '104', xMotivo: 'Lote processado' });
    expect(a.protocol).toMatchObject({ chNFe: note.key, cStat: '100', xMotivo: 'Autorizado o uso da NF-e' });
    expect(a.protocol?.nProt).toMatch(/^\d{15}$/);
    // A client that crashed after sending asks by the key: the stored outcome, not a new authorisation.
    const c = await consultarProtocolo(opts, note.key);
    expect(c).toMatchObject({ cStat: '100', chNFe: note.key });
    expect(c.protocol).toEqual(a.protocol);
    // Sent again: duplicity, naming the first protocol.
    const again = await autorizar(opts, note.signed, '2');
    expect(again.protocol).toMatchObject({ cStat: '204' });
    expect(again.protocol?.xMotivo).toContain(a.protocol?.nProt ?? 'x');
  });

  it('a note changed after signing: 297 Assinatura difere do calculado, and its key stays unknown (217)', async () => {
    const tampered = signedNfe(KEY_SP2, cert).replace('GLP P13', 'GLP P90');
    const a = await autorizar(opts, tampered, '3');
    expect(a.cStat).toBe('104');
    expect(a.protocol).toMatchObject({
      chNFe: KEY_SP2,
      cStat: '297',
      xMotivo: 'Rejeição: Assinatura difere do calculado',
      nProt: null,
    });
    expect(await consultarProtocolo(opts, KEY_SP2)).toMatchObject({
      cStat: '217',
      xMotivo: 'Rejeição: NF-e não consta na base de dados da SEFAZ',
      protocol: null,
    });
  });

  it('a lot that is not XML the schema accepts: 225 on the lot, no protocol', async () => {
    const a = await autorizar(opts, '<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe Id="x"/></NFe>', '4');
    expect(a).toMatchObject({ cStat: '225', protocol: null });
  });

  it('a closed port is typed unreachable; an untrusted server certificate is typed tls', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const closed = await statusServico({ ...opts, urlOverride: `https://127.0.0.1:${port}` }).catch((e) => e);
    expect(closed).toBeInstanceOf(SefazError);
    expect(closed).toMatchObject({ kind: 'unreachable', code: 'ECONNREFUSED' });
    const untrusted = await statusServico({ ...opts, ca: null }).catch((e) => e);
    expect(untrusted).toMatchObject({ kind: 'tls' });
  });
});

describe('a slow or strict SEFAZ', () => {
  it('no answer in time after sending is typed timeout; the note arrived, so the consult by key finds it authorised', async () => {
    const slow = await startSefazSimulator({ latencyMs: 1500 });
    try {
      const { key, signed } = await realNote();
      const o = { ...opts, urlOverride: slow.url, ca: slow.caPem, timeoutMs: 400 };
      const sent = await autorizar(o, signed, '5').catch((e) => e);
      expect(sent).toBeInstanceOf(SefazError);
      expect(sent).toMatchObject({ kind: 'timeout' });
      // Processed when it arrived (the XSD check may still be running on a busy machine: ask until it ends).
      let asked = await consultarProtocolo({ ...o, timeoutMs: 30_000 }, key);
      for (let i = 0; i < 40 && asked.cStat === '217'; i++) {
        await new Promise((r) => setTimeout(r, 250));
        asked = await consultarProtocolo({ ...o, timeoutMs: 30_000 }, key);
      }
      expect(asked).toMatchObject({ cStat: '100', chNFe: key });
      expect(asked.protocol?.nProt).toBe(slow.outcomes.get(key)?.nProt);
    } finally {
      await slow.close();
    }
  });

  it('a client without a certificate is refused (403), as SEFAZ refuses the TLS', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = https.request(`${sim.url}/NFeStatusServico4`, { method: 'POST', ca: sim.caPem }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(soapEnvelope('NFeStatusServico4', '<consStatServ/>'));
    });
    expect(status).toBe(403);
  });
});

describe('POST /resales/{id}/fiscal_settings/test_connection (Testar conexão)', () => {
  let t: TestContext;
  let target: SefazTarget;
  let centro: number;
  let call: ReturnType<typeof adminCaller>;
  beforeAll(async () => {
    target = { urlOverride: sim.url, ca: sim.caPem, demoCertificate: sim.demoCertificate, close: async () => {} };
    t = await createTestContext({ config: { fiscalSecretKey: 'cd'.repeat(32) }, sefaz: target });
    ({ centro } = await demoUnits(t));
    call = adminCaller(t);
  });
  afterAll(async () => t?.close());
  const test = () => call('POST', `/resales/${centro}/fiscal_settings/test_connection`);
  const upload = async (pfx: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/resales/${centro}/fiscal_settings`,
      headers: await t.as('admin'),
      payload: {
        fiscal_settings: {
          crt: 1,
          environment: 'homologacao',
          series: 1,
          next_number: 1,
          issue_on: 'manual',
          certificate: { pfx_base64: pfx.toString('base64'), password: 'senha123' },
        },
      },
    });

  it('[200] the demo: no certificate in the unit, the simulator’s demo certificate; SEFAZ answers 107; the settings say demo', async () => {
    const res = await test();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      c_stat: '107',
      x_motivo: 'Serviço em Operação',
      message: 'SEFAZ respondeu 107 — Serviço em Operação',
      problem: null,
      environment: 'homologacao',
      provider: 'sefaz',
      uf: 'SP',
      demo: true,
      demo_certificate: true,
    });
    expect((await call('GET', `/resales/${centro}/fiscal_settings`)).json()).toMatchObject({ sefaz_demo: true });
  });

  it('[403] attendants and deliverers cannot test (the certificate is the admin’s)', async () => {
    for (const role of ['attendant', 'deliverer'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/resales/${centro}/fiscal_settings/test_connection`,
        headers: await t.as(role),
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('[200] problems in pt-BR: no certificate outside the demo, SEFAZ unreachable, a server not trusted', async () => {
    const saved = { ...target };
    try {
      target.demoCertificate = null;
      expect((await test()).json()).toMatchObject({
        ok: false,
        problem: 'noCertificate',
        c_stat: null,
        message: 'Envie o certificado digital A1 da unidade para testar a conexão.',
      });
      target.demoCertificate = saved.demoCertificate;
      target.urlOverride = 'https://127.0.0.1:1';
      expect((await test()).json()).toMatchObject({ ok: false, problem: 'unreachable' });
      target.urlOverride = saved.urlOverride;
      target.ca = null;
      const tls = (await test()).json();
      expect(tls).toMatchObject({ ok: false, problem: 'tls' });
      expect(tls.message).toContain('conexão segura');
    } finally {
      Object.assign(target, saved);
    }
  });

  it('[200] with the unit’s own certificate (stored sealed, opened for TLS); an expired one is refused before any call', async () => {
    expect((await upload(makePfx('GAS BOM JESUS LTDA:12345678000195', 100, 'senha123').pfx)).statusCode).toBe(200);
    expect((await test()).json()).toMatchObject({ ok: true, c_stat: '107', demo_certificate: false });
    expect((await upload(makePfx('GAS BOM JESUS LTDA:12345678000195', -1, 'senha123').pfx)).statusCode).toBe(200);
    expect((await test()).json()).toMatchObject({
      ok: false,
      problem: 'expired',
      message: 'O certificado digital está vencido: o SEFAZ recusaria a conexão. Envie um certificado válido.',
    });
  });
});
