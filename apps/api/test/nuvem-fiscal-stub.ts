import { randomBytes, randomInt } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accessKey } from '@ability/domain';
import { create } from 'xmlbuilder2';
import type { NuvemDfe, NuvemFiscalEndpoints } from '../src/modules/fiscal/nuvem/client';

/**
 * A local stand-in for Nuvem Fiscal's API at the HTTP boundary, speaking its protocol: the OAuth2 token
 * (client credentials, scope nfce), `POST /nfce` with the note's JSON, `GET /nfce/{id}`, `GET /nfce?referencia=`,
 * `GET /nfce/{id}/xml`, `GET /nfce/sefaz/status`. It checks the fields' JSON types the way their schema has them, computes the access
 * key from the note's own fields, authorises (100) or rejects by the test's `rule`, and counts every emission.
 */
export interface NuvemFiscalStub {
  endpoints: NuvemFiscalEndpoints;
  docs: Map<string, NuvemDfe & { body: Record<string, unknown>; environment: string }>;
  /** POST /nfce per referencia: a note issued twice would show 2. */
  posts: Map<string, number>;
  /** Tokens handed out. */
  tokens: number;
  /** The CNPJs `GET /nfce/sefaz/status` was asked for. */
  statusAsked: string[];
  close(): Promise<void>;
}

type Infnfe = {
  versao: string;
  ide: Record<string, unknown>;
  emit: Record<string, unknown>;
  det: { nItem: number; prod: Record<string, unknown> }[];
} & Record<string, unknown>;

const NS = 'http://www.portalfiscal.inf.br/nfe';

/** The JSON back to the layout's XML, as Nuvem Fiscal answers it (an nfeProc). */
function asXml(doc: NuvemDfe, inf: Infnfe, environment: string): string {
  const strings = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strings);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, strings(x)]));
    return String(v);
  };
  const { versao, ide, emit, dest, det, ...rest } = inf;
  const infNFe = {
    '@versao': versao,
    '@Id': `NFe${doc.chave}`,
    ide: strings(ide),
    emit: strings(emit),
    ...(dest ? { dest: strings(dest) } : {}),
    det: det.map(({ nItem, ...d }) => ({ '@nItem': String(nItem), ...(strings(d) as object) })),
    ...(strings(rest) as object),
  };
  const a = doc.autorizacao!;
  return create({
    nfeProc: {
      '@xmlns': NS,
      '@versao': '4.00',
      NFe: {
        '@xmlns': NS,
        infNFe,
        Signature: { '@xmlns': 'http://www.w3.org/2000/09/xmldsig#', SignatureValue: 'stub' },
      },
      protNFe: {
        '@versao': '4.00',
        infProt: {
          tpAmb: environment === 'producao' ? '1' : '2',
          chNFe: doc.chave,
          dhRecbto: a.data_recebimento,
          nProt: a.numero_protocolo,
          cStat: String(a.codigo_status),
          xMotivo: a.motivo_status,
        },
      },
    },
  }).end({ headless: true });
}

/** Their schema's types: what must be a number and what must be text. */
function typeProblems(inf: Infnfe): string[] {
  const problems: string[] = [];
  const ide = inf.ide ?? {};
  for (const f of ['cUF', 'mod', 'serie', 'nNF', 'tpAmb', 'tpEmis', 'cMunFG', 'indPres'])
    if (typeof ide[f] !== 'number') problems.push(`infNFe.ide.${f} deve ser número`);
  if (typeof ide.cNF !== 'string') problems.push('infNFe.ide.cNF deve ser texto');
  if (typeof inf.emit?.CNPJ !== 'string') problems.push('infNFe.emit.CNPJ deve ser texto');
  if (!Array.isArray(inf.det) || inf.det.length === 0) problems.push('infNFe.det é obrigatório');
  for (const d of inf.det ?? []) {
    if (typeof d.nItem !== 'number') problems.push('det.nItem deve ser número');
    for (const f of ['NCM', 'CFOP', 'cProd'])
      if (typeof d.prod?.[f] !== 'string') problems.push(`det.prod.${f} deve ser texto`);
    for (const f of ['qCom', 'vUnCom', 'vProd', 'qTrib'])
      if (typeof d.prod?.[f] !== 'number') problems.push(`det.prod.${f} deve ser número`);
  }
  return problems;
}

export async function startNuvemFiscalStub(options: {
  clientId: string;
  clientSecret: string;
  /** A SEFAZ rejection for a note (e.g. 778 for an unknown NCM), or null to authorise it. */
  rule?: (inf: Infnfe) => { codigo_status: number; motivo_status: string } | null;
}): Promise<NuvemFiscalStub> {
  const issued = new Set<string>();
  const stub: Omit<NuvemFiscalStub, 'endpoints' | 'close'> = {
    docs: new Map(),
    posts: new Map(),
    tokens: 0,
    statusAsked: [],
  };
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const view = ({ body: _b, environment: _e, ...doc }: NuvemDfe & { body: unknown; environment: string }) => doc;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const form = new URLSearchParams(await read(req));
      if (form.get('grant_type') !== 'client_credentials' || !(form.get('scope') ?? '').split(' ').includes('nfce'))
        return json(res, 400, { error: 'invalid_request' });
      if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret)
        return json(res, 401, { error: 'invalid_client' });
      const token = randomBytes(16).toString('hex');
      issued.add(token);
      stub.tokens++;
      return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 2_592_000, scope: 'nfce' });
    }
    const status = /^\/(sandbox|prod)\/nfce\/sefaz\/status$/.exec(url.pathname);
    if (req.method === 'GET' && status) {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !issued.has(bearer))
        return json(res, 401, { error: { code: 'Unauthorized', message: 'Token inválido' } });
      const cnpj = url.searchParams.get('cpf_cnpj') ?? '';
      if (!/^\d{11}(\d{3})?$/.test(cnpj))
        return json(res, 400, { error: { code: 'ValidationFailed', message: 'cpf_cnpj inválido' } });
      stub.statusAsked.push(cnpj);
      return json(res, 200, {
        autorizador: 'SVRS',
        ambiente: status[1] === 'sandbox' ? 'homologacao' : 'producao',
        codigo_status: 107,
        motivo_status: 'Serviço em Operação',
        data_hora_consulta: new Date().toISOString(),
        tempo_medio: 1,
      });
    }
    const m = /^\/(sandbox|prod)(\/nfce)(?:\/([^/]+))?(\/xml)?$/.exec(url.pathname);
    if (!m) return json(res, 404, { error: { code: 'NotFound', message: 'Rota não encontrada' } });
    const environment = m[1] === 'sandbox' ? 'homologacao' : 'producao';
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !issued.has(bearer))
      return json(res, 401, { error: { code: 'Unauthorized', message: 'Token inválido' } });
    const id = m[3] ? decodeURIComponent(m[3]) : null;

    if (req.method === 'POST' && !id) {
      const body = JSON.parse(await read(req)) as { ambiente?: string; referencia?: string; infNFe?: Infnfe };
      const inf = body.infNFe;
      if (body.ambiente !== environment)
        return json(res, 400, { error: { code: 'ValidationFailed', message: 'ambiente difere do host' } });
      const problems = inf ? typeProblems(inf) : ['infNFe é obrigatório'];
      if (problems.length) return json(res, 400, { error: { code: 'ValidationFailed', message: problems.join('; ') } });
      const ref = body.referencia ?? '';
      stub.posts.set(ref, (stub.posts.get(ref) ?? 0) + 1);
      const ide = inf!.ide;
      const dhEmi = String(ide.dhEmi);
      const chave = accessKey({
        cUF: ide.cUF as number,
        year: Number(dhEmi.slice(0, 4)),
        month: Number(dhEmi.slice(5, 7)),
        cnpj: String(inf!.emit.CNPJ),
        model: 65,
        series: ide.serie as number,
        number: ide.nNF as number,
        tpEmis: ide.tpEmis as number,
        cNF: Number(ide.cNF),
      });
      const rejection = options.rule?.(inf!) ?? null;
      const now = new Date().toISOString();
      const doc: NuvemDfe = {
        id: `nfce_${randomBytes(8).toString('hex')}`,
        status: rejection ? 'rejeitado' : 'autorizado',
        referencia: ref,
        chave,
        numero: ide.nNF as number,
        serie: ide.serie as number,
        autorizacao: rejection
          ? { ...rejection, data_recebimento: now }
          : {
              codigo_status: 100,
              motivo_status: 'Autorizado o uso da NF-e',
              numero_protocolo: String(randomInt(100_000_000, 999_999_999)).padStart(15, '1'),
              data_recebimento: now,
            },
      };
      stub.docs.set(doc.id, { ...doc, body: body as Record<string, unknown>, environment });
      return json(res, 200, doc);
    }
    if (req.method === 'GET' && !id) {
      const ref = url.searchParams.get('referencia');
      const data = [...stub.docs.values()]
        .filter((d) => d.environment === environment && (!ref || d.referencia === ref))
        .filter((d) => d.chave?.slice(6, 20) === url.searchParams.get('cpf_cnpj'))
        .map(view);
      return json(res, 200, { data });
    }
    const doc = id ? stub.docs.get(id) : undefined;
    if (!doc || doc.environment !== environment)
      return json(res, 404, { error: { code: 'NotFound', message: 'Documento não encontrado' } });
    if (m[4]) {
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      return res.end(asXml(doc, doc.body.infNFe as Infnfe, environment));
    }
    return json(res, 200, view(doc));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(stub as NuvemFiscalStub, {
    endpoints: { token: `${base}/oauth/token`, api: { homologacao: `${base}/sandbox`, producao: `${base}/prod` } },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
