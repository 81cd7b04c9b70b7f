import https from 'node:https';
import type { FiscalEnvironment } from '@ability/domain';
import { TP_AMB } from '@ability/domain';
import { XMLParser } from 'fast-xml-parser';
import { type SefazService, UF_CODES, sefazUrl } from './urls';

export const NFE_NS = 'http://www.portalfiscal.inf.br/nfe';
export const SOAP12_NS = 'http://www.w3.org/2003/05/soap-envelope';
export const WSDL_NS = (service: SefazService) => `http://www.portalfiscal.inf.br/nfe/wsdl/${service}`;

/** The SOAP operation of each service (the `action` of its Content-Type). */
export const SOAP_OPERATIONS: Record<SefazService, string> = {
  NFeAutorizacao4: 'nfeAutorizacaoLote',
  NFeRetAutorizacao4: 'nfeRetAutorizacaoLote',
  NFeConsultaProtocolo4: 'nfeConsultaNF',
  NFeStatusServico4: 'nfeStatusServicoNF',
};

/**
 * Why a call got no SEFAZ answer. `unreachable`: no connection was made (nothing was sent: the contingency
 * starts here); `timeout`: connected but no reply in time (the note may have arrived: ask its status);
 * `tls`: the TLS handshake failed or SEFAZ refused the certificate; `http`: an HTTP error or a SOAP fault;
 * `reply`: an answer that is not the expected message.
 */
export type SefazFailure = 'unreachable' | 'timeout' | 'tls' | 'http' | 'reply';

export class SefazError extends Error {
  constructor(
    readonly kind: SefazFailure,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SefazError';
  }
}

/** The A1 certificate as PEM (certificate.ts `readPfx`): the TLS client certificate. */
export interface ClientCertificate {
  keyPem: string;
  certPem: string;
}

export interface SefazClientOptions {
  /** The unit's state (SP, MG…): which authoriser answers. */
  uf: string;
  environment: FiscalEnvironment;
  certificate: ClientCertificate;
  /** SEFAZ_URL_OVERRIDE: every service at `<override>/<service>` (the simulator). */
  urlOverride?: string | null;
  /** Extra trusted CA in PEM (the simulator's self-signed certificate); SEFAZ's chain comes from NODE_EXTRA_CA_CERTS. */
  ca?: string | null;
  timeoutMs?: number;
}

/** What every reply carries. Codes are strings as SEFAZ sends them ('107', '100'). */
export interface SefazReply {
  tpAmb: 1 | 2;
  cStat: string;
  xMotivo: string;
  dhRecbto: string | null;
  /** The reply's XML as received (the body of the SOAP envelope is kept whole for the note's file). */
  raw: string;
}

export interface SefazProtocol {
  chNFe: string;
  cStat: string;
  xMotivo: string;
  nProt: string | null;
  dhRecbto: string | null;
  digVal: string | null;
}

export interface SefazStatus extends SefazReply {
  /** Average response time in seconds, when given. */
  tMed: number | null;
}

/** retEnviNFe: the lot's status and, for a synchronous lot that was processed (104), the note's protocol. */
export interface SefazAuthorisation extends SefazReply {
  protocol: SefazProtocol | null;
}

/** retConsSitNFe: the note's situation and its authorisation protocol when SEFAZ has one. */
export interface SefazConsultation extends SefazReply {
  chNFe: string | null;
  protocol: SefazProtocol | null;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

/** The SOAP 1.2 envelope SEFAZ expects: the message inside `nfeDadosMsg` in the service's WSDL namespace. */
export function soapEnvelope(service: SefazService, message: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<soap12:Envelope xmlns:soap12="${SOAP12_NS}"><soap12:Body>` +
    `<nfeDadosMsg xmlns="${WSDL_NS(service)}">${message}</nfeDadosMsg>` +
    '</soap12:Body></soap12:Envelope>'
  );
}

const TLS_CODES = /^(ERR_SSL|ERR_TLS|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|EPROTO|ERR_OSSL)/;
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

function failureOf(err: NodeJS.ErrnoException, connected: boolean): SefazError {
  const code = err.code ?? '';
  if (TLS_CODES.test(code) || /ssl|tls|certificate/i.test(err.message)) return new SefazError('tls', err.message, code);
  if (UNREACHABLE.has(code) || (!connected && (code === 'ECONNRESET' || code === 'ETIMEDOUT')))
    return new SefazError('unreachable', err.message, code);
  return new SefazError('timeout', err.message, code);
}

/** Posts one SOAP message and answers the parsed body of the reply's `nfeResultMsg`. */
async function call(
  opts: SefazClientOptions,
  service: SefazService,
  message: string,
): Promise<{ result: Record<string, unknown>; raw: string }> {
  const url = new URL(sefazUrl(opts.uf, opts.environment, service, opts.urlOverride));
  const body = soapEnvelope(service, message);
  const timeout = opts.timeoutMs ?? 30_000;
  const text = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    let connected = false;
    const req = https.request(
      url,
      {
        method: 'POST',
        key: opts.certificate.keyPem,
        cert: opts.certificate.certPem,
        ...(opts.ca ? { ca: opts.ca } : {}),
        agent: false,
        headers: {
          'Content-Type': `application/soap+xml; charset=utf-8; action="${WSDL_NS(service)}/${SOAP_OPERATIONS[service]}"`,
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (e) => reject(failureOf(e, true)));
      },
    );
    req.on('socket', (s) => s.on('secureConnect', () => (connected = true)));
    // No connection within the time is unreachable; connected and silent is a timeout (the message may have arrived).
    req.setTimeout(timeout, () =>
      req.destroy(
        Object.assign(new Error(`sem resposta em ${timeout} ms`), {
          code: connected ? 'ESOCKETTIMEDOUT' : 'ETIMEDOUT',
        }),
      ),
    );
    req.on('error', (e: NodeJS.ErrnoException) => reject(e instanceof SefazError ? e : failureOf(e, connected)));
    req.end(body);
  });
  if (text.status === 403) throw new SefazError('tls', 'o SEFAZ recusou o certificado do cliente (HTTP 403)', '403');
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(text.text) as Record<string, unknown>;
  } catch (e) {
    throw new SefazError('reply', `resposta que não é XML (HTTP ${text.status}): ${(e as Error).message}`);
  }
  const envelopeBody = (doc.Envelope as Record<string, unknown> | undefined)?.Body as
    | Record<string, unknown>
    | undefined;
  const fault = envelopeBody?.Fault as Record<string, unknown> | undefined;
  if (fault) throw new SefazError('http', `SOAP Fault: ${faultText(fault)}`, String(text.status));
  if (text.status < 200 || text.status >= 300) throw new SefazError('http', `HTTP ${text.status}`, String(text.status));
  const result = envelopeBody?.nfeResultMsg as Record<string, unknown> | undefined;
  if (!result) throw new SefazError('reply', 'resposta sem nfeResultMsg');
  return { result, raw: text.text };
}

function faultText(fault: Record<string, unknown>): string {
  const reason = (fault.Reason as Record<string, unknown> | undefined)?.Text;
  const t = typeof reason === 'object' && reason ? (reason as Record<string, unknown>)['#text'] : reason;
  return String(t ?? fault.faultstring ?? 'sem descrição');
}

function str(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'object') return str((v as Record<string, unknown>)['#text']);
  return String(v);
}

function reply(msg: Record<string, unknown> | undefined, name: string, raw: string): SefazReply {
  const cStat = str(msg?.cStat);
  if (!msg || !cStat) throw new SefazError('reply', `resposta sem ${name}`);
  return {
    tpAmb: str(msg.tpAmb) === '1' ? 1 : 2,
    cStat,
    xMotivo: str(msg.xMotivo) ?? '',
    dhRecbto: str(msg.dhRecbto),
    raw,
  };
}

function protocolOf(prot: unknown): SefazProtocol | null {
  const inf = (prot as Record<string, unknown> | undefined)?.infProt as Record<string, unknown> | undefined;
  if (!inf) return null;
  return {
    chNFe: str(inf.chNFe) ?? '',
    cStat: str(inf.cStat) ?? '',
    xMotivo: str(inf.xMotivo) ?? '',
    nProt: str(inf.nProt),
    dhRecbto: str(inf.dhRecbto),
    digVal: str(inf.digVal),
  };
}

function cUF(uf: string): number {
  const code = (UF_CODES as Record<string, number>)[uf.toUpperCase()];
  if (!code) throw new Error(`UF desconhecida: ${uf}`);
  return code;
}

/** NFeStatusServico4: is the authoriser up? 107 'Serviço em Operação' when it is. */
export async function statusServico(opts: SefazClientOptions): Promise<SefazStatus> {
  const msg =
    `<consStatServ versao="4.00" xmlns="${NFE_NS}"><tpAmb>${TP_AMB[opts.environment]}</tpAmb>` +
    `<cUF>${cUF(opts.uf)}</cUF><xServ>STATUS</xServ></consStatServ>`;
  const { result, raw } = await call(opts, 'NFeStatusServico4', msg);
  const ret = result.retConsStatServ as Record<string, unknown> | undefined;
  const tMed = str(ret?.tMed);
  return { ...reply(ret, 'retConsStatServ', raw), tMed: tMed ? Number(tMed) : null };
}

/**
 * NFeAutorizacao4 with one signed NFe (`<NFe …>…</NFe>`, without the XML declaration) in a synchronous lot
 * (indSinc=1): 104 'Lote processado' with the note's protocol (100 authorised, or its rejection), or the
 * lot's own rejection (225 schema…) without one.
 */
export async function autorizar(opts: SefazClientOptions, nfe: string, idLote: string): Promise<SefazAuthorisation> {
  const signed = nfe.replace(/^<\?xml[^>]*\?>\s*/, '');
  const msg = `<enviNFe versao="4.00" xmlns="${NFE_NS}"><idLote>${idLote}</idLote><indSinc>1</indSinc>${signed}</enviNFe>`;
  const { result, raw } = await call(opts, 'NFeAutorizacao4', msg);
  const ret = result.retEnviNFe as Record<string, unknown> | undefined;
  return { ...reply(ret, 'retEnviNFe', raw), protocol: protocolOf(ret?.protNFe) };
}

/** NFeConsultaProtocolo4 by access key: the note's situation (100 with its protocol; 217 when SEFAZ never got it). */
export async function consultarProtocolo(opts: SefazClientOptions, chNFe: string): Promise<SefazConsultation> {
  if (!/^\d{44}$/.test(chNFe)) throw new Error('chave de acesso deve ter 44 dígitos');
  const msg =
    `<consSitNFe versao="4.00" xmlns="${NFE_NS}"><tpAmb>${TP_AMB[opts.environment]}</tpAmb>` +
    `<xServ>CONSULTAR</xServ><chNFe>${chNFe}</chNFe></consSitNFe>`;
  const { result, raw } = await call(opts, 'NFeConsultaProtocolo4', msg);
  const ret = result.retConsSitNFe as Record<string, unknown> | undefined;
  return { ...reply(ret, 'retConsSitNFe', raw), chNFe: str(ret?.chNFe), protocol: protocolOf(ret?.protNFe) };
}
