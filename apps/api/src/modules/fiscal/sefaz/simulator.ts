import { generateKeyPairSync, randomBytes } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { XMLValidator } from 'fast-xml-parser';
import forge from 'node-forge';
import { checkNfe } from './check-nfe';
import { NFE_NS, SOAP12_NS, WSDL_NS } from './client';
import { SEFAZ_SERVICES, type SefazService } from './urls';

/** What the simulator keeps of an authorised note: what a consult by its key answers. */
export interface SimulatedOutcome {
  chNFe: string;
  tpAmb: string;
  nProt: string;
  dhRecbto: string;
  digVal: string;
  cStat: string;
  xMotivo: string;
}

export interface SefazSimulator {
  /** The base URL: every service at `<url>/<service>` (what SEFAZ_URL_OVERRIDE takes). */
  url: string;
  /** The server's self-signed certificate: the client trusts it as its CA. */
  caPem: string;
  /** A client certificate for the demo's units that have none ('EMPRESA DE DEMONSTRACAO'). */
  demoCertificate: { keyPem: string; certPem: string };
  /** Authorised notes by access key. */
  outcomes: Map<string, SimulatedOutcome>;
  close(): Promise<void>;
}

export const SIMULATOR_VERSION = 'SIMULADOR-1.0';

/**
 * The one business rule the simulator started by the server applies (the tests pass their own): an item's
 * NCM in a chapter the TIPI does not have (00, 98, 99) is rejected with SEFAZ's 778 'Informado NCM
 * inexistente', as a product's wrong fiscal data is, so the demo can show a rejection fixed and re-sent.
 */
export function demoRule(nfe: string): { cStat: string; xMotivo: string } | null {
  for (const m of nfe.matchAll(/<NCM>(\d{8})<\/NCM>/g))
    if (['00', '98', '99'].includes(m[1]!.slice(0, 2)))
      return { cStat: '778', xMotivo: 'Rejeição: Informado NCM inexistente' };
  return null;
}

/** A key pair made by node:crypto (fast) as a node-forge key, and a certificate signed with it. */
function selfSigned(cn: string, opts: { server: boolean }): { keyPem: string; certPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const attrs = [
    { name: 'commonName', value: cn },
    { name: 'countryName', value: 'BR' },
    { name: 'organizationName', value: 'Simulador SEFAZ (sem valor fiscal)' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions(
    opts.server
      ? [
          { name: 'basicConstraints', cA: true },
          { name: 'keyUsage', keyCertSign: true, digitalSignature: true, keyEncipherment: true },
          { name: 'extKeyUsage', serverAuth: true },
          {
            name: 'subjectAltName',
            altNames: [
              { type: 2, value: 'localhost' },
              { type: 7, ip: '127.0.0.1' },
            ],
          },
        ]
      : [
          { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, nonRepudiation: true },
          { name: 'extKeyUsage', clientAuth: true },
        ],
  );
  cert.sign(key, forge.md.sha256.create());
  return { keyPem: forge.pki.privateKeyToPem(key), certPem: forge.pki.certificateToPem(cert) };
}

const quiet = { errorHandler: { warning: () => {}, error: () => {}, fatalError: () => {} } };

function text(parent: Element, name: string): string | null {
  return parent.getElementsByTagNameNS(NFE_NS, name)[0]?.textContent?.trim() ?? null;
}

/** Brasília's time as SEFAZ writes it (AAAA-MM-DDThh:mm:ss-03:00). */
function dhNow(): string {
  const t = new Date(Date.now() - 3 * 3_600_000);
  return `${t.toISOString().slice(0, 19)}-03:00`;
}

function envelope(service: SefazService, body: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<soap:Envelope xmlns:soap="${SOAP12_NS}"><soap:Body>` +
    `<nfeResultMsg xmlns="${WSDL_NS(service)}">${body}</nfeResultMsg></soap:Body></soap:Envelope>`
  );
}

function fault(reason: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<soap:Envelope xmlns:soap="${SOAP12_NS}"><soap:Body><soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value>` +
    `</soap:Code><soap:Reason><soap:Text xml:lang="pt-BR">${reason}</soap:Text></soap:Reason></soap:Fault>` +
    '</soap:Body></soap:Envelope>'
  );
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A local SEFAZ for the demo and the tests: HTTPS with a self-signed certificate made at start, asking for a
 * client certificate (403 without one, as SEFAZ refuses the TLS), speaking NF-e 4.00's SOAP 1.2 at
 * `/<service>`: status → 107; authorisation of a synchronous one-note lot → the envelope, the `enviNFe` and
 * `checkNfe` (well-formed, signature, the XSD) and the `rule` option, 100 with a protocol or the rejection;
 * protocol query by access key → the stored outcome (217 for a key it never authorised). Answers in pt-BR
 * with SEFAZ's codes. Nothing it answers has fiscal value.
 */
export async function startSefazSimulator(
  opts: {
    port?: number;
    host?: string;
    /** A slow SEFAZ: each message is processed at once but answered this many ms later (timeouts, retries). */
    latencyMs?: number;
    /**
     * SEFAZ's business rules beyond schema and signature, as the tests need them: given a note that passed
     * `checkNfe`, a rejection (cStat, xMotivo) or null to authorise it.
     */
    rule?: (nfe: string) => { cStat: string; xMotivo: string } | null;
  } = {},
): Promise<SefazSimulator> {
  const server = selfSigned('localhost', { server: true });
  const demoCertificate = selfSigned('EMPRESA DE DEMONSTRACAO:00000000000000', { server: false });
  const outcomes = new Map<string, SimulatedOutcome>();
  let protocols = 0;

  async function handle(service: SefazService, xml: string): Promise<{ status: number; body: string }> {
    if (XMLValidator.validate(xml) !== true) return { status: 400, body: fault('XML mal formado') };
    const doc = new DOMParser(quiet).parseFromString(xml, 'text/xml');
    const env = doc.documentElement;
    if (env?.localName !== 'Envelope' || env.namespaceURI !== SOAP12_NS)
      return { status: 400, body: fault('Envelope SOAP 1.2 esperado') };
    const dados = doc.getElementsByTagNameNS(WSDL_NS(service), 'nfeDadosMsg')[0];
    const msg = dados ? Array.from(dados.childNodes).find((n): n is Element => n.nodeType === 1) : undefined;
    if (!msg || msg.namespaceURI !== NFE_NS)
      return { status: 500, body: fault(`nfeDadosMsg do serviço ${service} não encontrado`) };
    const tpAmb = text(msg, 'tpAmb') ?? '2';
    const head = (cStat: string, xMotivo: string, cUF: string) =>
      `<tpAmb>${tpAmb}</tpAmb><verAplic>${SIMULATOR_VERSION}</verAplic><cStat>${cStat}</cStat>` +
      `<xMotivo>${esc(xMotivo)}</xMotivo><cUF>${cUF}</cUF><dhRecbto>${dhNow()}</dhRecbto>`;
    const ret = (name: string, inner: string) =>
      envelope(service, `<${name} versao="4.00" xmlns="${NFE_NS}">${inner}</${name}>`);

    if (service === 'NFeStatusServico4') {
      if (msg.localName !== 'consStatServ')
        return { status: 200, body: ret('retConsStatServ', head('215', 'Rejeição: Falha no schema XML', '')) };
      const cUF = text(msg, 'cUF') ?? '';
      return { status: 200, body: ret('retConsStatServ', `${head('107', 'Serviço em Operação', cUF)}<tMed>1</tMed>`) };
    }

    if (service === 'NFeConsultaProtocolo4') {
      const chNFe = text(msg, 'chNFe') ?? '';
      if (msg.localName !== 'consSitNFe' || !/^\d{44}$/.test(chNFe))
        return { status: 200, body: ret('retConsSitNFe', head('215', 'Rejeição: Falha no schema XML', '')) };
      const o = outcomes.get(chNFe);
      const cUF = chNFe.slice(0, 2);
      if (!o)
        return {
          status: 200,
          body: ret(
            'retConsSitNFe',
            `${head('217', 'Rejeição: NF-e não consta na base de dados da SEFAZ', cUF)}<chNFe>${chNFe}</chNFe>`,
          ),
        };
      return {
        status: 200,
        body: ret(
          'retConsSitNFe',
          `${head('100', 'Autorizado o uso da NF-e', cUF)}<chNFe>${chNFe}</chNFe>${protNFe(o)}`,
        ),
      };
    }

    if (service === 'NFeAutorizacao4') {
      const nfes = msg.getElementsByTagNameNS(NFE_NS, 'NFe');
      const lot = (cStat: string, xMotivo: string, extra = '') => ({
        status: 200,
        body: ret('retEnviNFe', `${head(cStat, xMotivo, '')}${extra}`),
      });
      if (msg.localName !== 'enviNFe' || msg.getAttribute('versao') !== '4.00' || !text(msg, 'idLote'))
        return lot('225', 'Rejeição: Falha no Schema XML do lote de NFe');
      if (text(msg, 'indSinc') !== '1')
        return lot('452', 'Rejeição: Solicitada resposta assíncrona para Lote de NFC-e');
      if (nfes.length !== 1) return lot('452', 'Rejeição: Solicitada resposta síncrona para Lote com mais de uma NF-e');
      // The note alone, as its own document (its signature is over infNFe, without the envelope's namespaces).
      const nfeXml = new XMLSerializer().serializeToString(nfes[0] as Element);
      let checked = await checkNfe(nfeXml);
      const broken = checked.ok ? opts.rule?.(nfeXml) : null;
      if (broken) checked = { ok: false, ...broken };
      if (!checked.ok) {
        if (checked.cStat === '225') return lot(checked.cStat, checked.xMotivo);
        const chNFe =
          (nfes[0] as Element).getElementsByTagNameNS(NFE_NS, 'infNFe')[0]?.getAttribute('Id')?.slice(3) ?? '';
        return lot(
          '104',
          'Lote processado',
          protNFe({
            chNFe,
            tpAmb,
            nProt: '',
            dhRecbto: dhNow(),
            digVal: '',
            cStat: checked.cStat,
            xMotivo: checked.xMotivo,
          }),
        );
      }
      const before = outcomes.get(checked.chNFe);
      if (before) {
        const dup = `Rejeição: Duplicidade de NF-e [nProt:${before.nProt}][dhAut:${before.dhRecbto}]`;
        return lot('104', 'Lote processado', protNFe({ ...before, nProt: '', cStat: '204', xMotivo: dup }));
      }
      protocols += 1;
      const outcome: SimulatedOutcome = {
        chNFe: checked.chNFe,
        tpAmb,
        nProt: `${checked.chNFe.slice(0, 2)}${tpAmb}${new Date().getFullYear() % 100}${String(protocols).padStart(10, '0')}`,
        dhRecbto: dhNow(),
        digVal: checked.digVal,
        cStat: '100',
        xMotivo: 'Autorizado o uso da NF-e',
      };
      outcomes.set(checked.chNFe, outcome);
      return lot('104', 'Lote processado', protNFe(outcome));
    }
    return { status: 500, body: fault(`serviço ${service} não simulado`) };
  }

  const https_ = https.createServer(
    { key: server.keyPem, cert: server.certPem, requestCert: true, rejectUnauthorized: false },
    (req, res) => {
      const service = SEFAZ_SERVICES.find((s) => req.url === `/${s}`);
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const peer = (req.socket as TLSSocket).getPeerCertificate();
        let status = 200;
        let body: string;
        if (!peer?.raw) [status, body] = [403, 'Forbidden: certificado do cliente ausente'];
        else if (!service || req.method !== 'POST') [status, body] = [404, fault('serviço não encontrado')];
        else ({ status, body } = await handle(service, Buffer.concat(chunks).toString('utf8')));
        const answer = () => {
          res.writeHead(status, { 'Content-Type': 'application/soap+xml; charset=utf-8' });
          res.end(body);
        };
        if (opts.latencyMs) setTimeout(answer, opts.latencyMs);
        else answer();
      });
    },
  );
  await new Promise<void>((resolve) => https_.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = https_.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    caPem: server.certPem,
    demoCertificate,
    outcomes,
    close: () =>
      new Promise<void>((resolve) => {
        https_.close(() => resolve());
        https_.closeAllConnections();
      }),
  };
}

function protNFe(o: SimulatedOutcome): string {
  return (
    `<protNFe versao="4.00"><infProt><tpAmb>${o.tpAmb}</tpAmb><verAplic>${SIMULATOR_VERSION}</verAplic>` +
    `<chNFe>${o.chNFe}</chNFe><dhRecbto>${o.dhRecbto}</dhRecbto>${o.nProt ? `<nProt>${o.nProt}</nProt>` : ''}` +
    `${o.digVal ? `<digVal>${o.digVal}</digVal>` : ''}<cStat>${o.cStat}</cStat><xMotivo>${esc(o.xMotivo)}</xMotivo></infProt></protNFe>`
  );
}
