import type { FiscalEnvironment } from '@ability/domain';

/** Where Nuvem Fiscal's calls go: its OAuth2 token address, and its API per environment (sandbox in homologação). */
export interface NuvemFiscalEndpoints {
  token: string;
  api: Record<FiscalEnvironment, string>;
}

export const NUVEM_FISCAL_ENDPOINTS: NuvemFiscalEndpoints = {
  token: 'https://auth.nuvemfiscal.com.br/oauth/token',
  api: { producao: 'https://api.nuvemfiscal.com.br', homologacao: 'https://api.sandbox.nuvemfiscal.com.br' },
};

/** Every call at one address (NUVEM_FISCAL_URL: a stub of its API), its token at `<url>/oauth/token`. */
export const nuvemFiscalAt = (url: string): NuvemFiscalEndpoints => ({
  token: `${url}/oauth/token`,
  api: { producao: url, homologacao: url },
});

export interface NuvemFiscalOptions {
  endpoints: NuvemFiscalEndpoints;
  environment: FiscalEnvironment;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

/**
 * A failed call: `unreachable` (nothing sent), `timeout` (sent, no answer: the document may exist), `auth` (the
 * token was refused), `http` (another HTTP error, `status` kept), `reply` (not the JSON expected).
 */
export class NuvemFiscalError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'timeout' | 'auth' | 'http' | 'reply',
    message: string,
    readonly status: number | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'NuvemFiscalError';
  }
}

/** Nuvem Fiscal's document ("Dfe"): its id, status and SEFAZ's authorisation answer. */
export interface NuvemDfe {
  id: string;
  /** pendente, autorizado, rejeitado, denegado, encerrado, cancelado, erro… */
  status: string;
  referencia?: string | null;
  chave?: string | null;
  numero?: number | null;
  serie?: number | null;
  autorizacao?: {
    codigo_status?: number | null;
    motivo_status?: string | null;
    numero_protocolo?: string | null;
    data_recebimento?: string | null;
    mensagem?: string | null;
  } | null;
}

const tokens = new Map<string, { token: string; until: number }>();

async function call(o: NuvemFiscalOptions, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(o.timeoutMs) });
  } catch (e) {
    const name = (e as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new NuvemFiscalError('timeout', 'timeout');
    throw new NuvemFiscalError('unreachable', (e as Error).message);
  }
}

/** An access token with scope `nfce` (OAuth2 client credentials), kept until a minute before it expires. */
export async function nuvemFiscalToken(o: NuvemFiscalOptions, now = Date.now()): Promise<string> {
  const cacheKey = `${o.endpoints.token}\n${o.clientId}\n${o.clientSecret}`;
  const kept = tokens.get(cacheKey);
  if (kept && kept.until > now) return kept.token;
  const res = await call(o, o.endpoints.token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: o.clientId,
      client_secret: o.clientSecret,
      scope: 'nfce',
    }).toString(),
  });
  if (res.status === 400 || res.status === 401 || res.status === 403)
    throw new NuvemFiscalError('auth', `token ${res.status}`, res.status);
  if (!res.ok) throw new NuvemFiscalError('http', `token ${res.status}`, res.status);
  const body = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
  if (!body?.access_token) throw new NuvemFiscalError('reply', 'token sem access_token');
  tokens.set(cacheKey, { token: body.access_token, until: now + Math.max(0, (body.expires_in ?? 0) - 60) * 1000 });
  return body.access_token;
}

async function api(o: NuvemFiscalOptions, path: string, init: RequestInit = {}): Promise<Response> {
  const token = await nuvemFiscalToken(o);
  const res = await call(o, `${o.endpoints.api[o.environment]}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...(init.headers ?? {}) },
  });
  if (res.status === 401 || res.status === 403) {
    tokens.clear();
    throw new NuvemFiscalError('auth', `${path} ${res.status}`, res.status);
  }
  return res;
}

async function dfe(res: Response, what: string): Promise<NuvemDfe> {
  const body = (await res.json().catch(() => null)) as NuvemDfe | { error?: { message?: string } } | null;
  if (!res.ok) throw new NuvemFiscalError('http', `${what} ${res.status}`, res.status, body);
  if (!body || typeof (body as NuvemDfe).id !== 'string' || typeof (body as NuvemDfe).status !== 'string')
    throw new NuvemFiscalError('reply', `${what}: resposta sem id/status`);
  return body as NuvemDfe;
}

/** `POST /nfce`: issues the note (their service signs it and sends it to SEFAZ) and answers the document. */
export async function emitirNfce(o: NuvemFiscalOptions, body: unknown): Promise<NuvemDfe> {
  const res = await api(o, '/nfce', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return dfe(res, 'POST /nfce');
}

/** `GET /nfce/{id}`: the document's status now. */
export async function consultarNfce(o: NuvemFiscalOptions, id: string): Promise<NuvemDfe> {
  return dfe(await api(o, `/nfce/${encodeURIComponent(id)}`), 'GET /nfce/{id}');
}

/** `GET /nfce?cpf_cnpj=&ambiente=&referencia=`: the documents sent with our reference (a retry after a crash). */
export async function nfcePorReferencia(o: NuvemFiscalOptions, cnpj: string, referencia: string): Promise<NuvemDfe[]> {
  const q = new URLSearchParams({ cpf_cnpj: cnpj, ambiente: o.environment, referencia });
  const res = await api(o, `/nfce?${q}`);
  const body = (await res.json().catch(() => null)) as { data?: NuvemDfe[] } | null;
  if (!res.ok) throw new NuvemFiscalError('http', `GET /nfce ${res.status}`, res.status, body);
  if (!Array.isArray(body?.data)) throw new NuvemFiscalError('reply', 'GET /nfce: resposta sem data');
  return body.data;
}

/** `GET /nfce/{id}/xml`: the authorised note's XML (nfeProc: the NFe with SEFAZ's protocol). */
export async function xmlNfce(o: NuvemFiscalOptions, id: string): Promise<string> {
  const res = await api(o, `/nfce/${encodeURIComponent(id)}/xml`, { headers: { Accept: 'application/xml' } });
  if (!res.ok) throw new NuvemFiscalError('http', `GET /nfce/{id}/xml ${res.status}`, res.status);
  return res.text();
}

/**
 * `GET /nfce/sefaz/status?cpf_cnpj=`: the status of the SEFAZ that authorises the company's NFC-e, asked by
 * Nuvem Fiscal in the environment of the API called (107: em operação).
 */
export async function statusSefazNfce(
  o: NuvemFiscalOptions,
  cnpj: string,
): Promise<{ codigo_status: number; motivo_status: string }> {
  const res = await api(o, `/nfce/sefaz/status?${new URLSearchParams({ cpf_cnpj: cnpj })}`);
  const body = (await res.json().catch(() => null)) as { codigo_status?: unknown; motivo_status?: unknown } | null;
  if (!res.ok) throw new NuvemFiscalError('http', `GET /nfce/sefaz/status ${res.status}`, res.status, body);
  if (typeof body?.codigo_status !== 'number' || typeof body.motivo_status !== 'string')
    throw new NuvemFiscalError('reply', 'GET /nfce/sefaz/status: resposta sem codigo_status');
  return { codigo_status: body.codigo_status, motivo_status: body.motivo_status };
}
