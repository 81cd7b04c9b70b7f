import { FISCAL_SETTINGS_TEXTS as T } from '@ability/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { fiscalSettings, resales } from '../../../db/schema/index';
import { unitUf } from '../../../lib/units';
import type { Actor } from '../../../lib/context';
import { notFound } from '../../../lib/errors';
import { assertWritableUnit, canSeeUnit } from '../../../lib/scope';
import { readPfx } from '../certificate';
import { open } from '../../../lib/secrets';
import { NUVEM_FISCAL_ENDPOINTS, type NuvemFiscalEndpoints, NuvemFiscalError, statusSefazNfce } from '../nuvem/client';
import { type ClientCertificate, SefazError, statusServico } from './client';
import type { SefazTarget } from './target';

export type ConnectionProblem = keyof typeof T.connection;

export interface ConnectionResult {
  ok: boolean;
  /** SEFAZ's code and message when it answered (107 'Serviço em Operação'). */
  c_stat: string | null;
  x_motivo: string | null;
  /** What the screen shows, in pt-BR. */
  message: string;
  problem: ConnectionProblem | null;
  environment: 'homologacao' | 'producao';
  /** Who was asked: the state's SEFAZ, or Nuvem Fiscal (which asks it). */
  provider: 'sefaz' | 'nuvem_fiscal';
  uf: string | null;
  /** The SEFAZ is the local simulator: nothing it answers has fiscal value. */
  demo: boolean;
  demo_certificate: boolean;
}

type SettingsRow = typeof fiscalSettings.$inferSelect;

/**
 * The certificate a unit talks to SEFAZ and signs with: its own A1 (opened from its sealed copy), or the
 * simulator's demo certificate when it has none and calls go to the simulator; else the problem's name.
 */
export function unitCertificate(
  s: SettingsRow | undefined,
  secretKey: Buffer | null,
  target: SefazTarget,
  now = new Date(),
):
  | { certificate: ClientCertificate; demo: boolean }
  | { problem: 'noServerKey' | 'expired' | 'unreadable' | 'noCertificate' } {
  if (s?.certificate_enc && s.certificate_password_enc) {
    if (!secretKey) return { problem: 'noServerKey' };
    if (s.certificate_expires_at && s.certificate_expires_at <= now) return { problem: 'expired' };
    let certificate: ClientCertificate | null = null;
    try {
      certificate = readPfx(open(secretKey, s.certificate_enc), open(secretKey, s.certificate_password_enc).toString());
    } catch {
      certificate = null;
    }
    return certificate ? { certificate, demo: false } : { problem: 'unreadable' };
  }
  if (target.demoCertificate) return { certificate: target.demoCertificate, demo: true };
  return { problem: 'noCertificate' };
}

/** The unit's Nuvem Fiscal client id and secret (opened with the server key), or the problem's name. */
export function unitNuvemCredentials(
  s: SettingsRow | undefined,
  secretKey: Buffer | null,
): { clientId: string; clientSecret: string } | { problem: 'nuvemCredentials' | 'noServerKey' | 'nuvemAuth' } {
  if (!s?.nuvem_client_id || !s.nuvem_client_secret_enc) return { problem: 'nuvemCredentials' };
  if (!secretKey) return { problem: 'noServerKey' };
  try {
    return { clientId: s.nuvem_client_id, clientSecret: open(secretKey, s.nuvem_client_secret_enc).toString('utf8') };
  } catch {
    return { problem: 'nuvemAuth' };
  }
}

/**
 * 'Testar conexão': NFeStatusServico4 for the unit's state and environment, over TLS with the unit's A1
 * certificate (the simulator's demo certificate when the unit has none and the target is the simulator).
 * Every outcome is an answer for the screen: SEFAZ's code and message, or the problem in pt-BR.
 */
export async function testConnection(
  db: Executor,
  actor: Actor,
  secretKey: Buffer | null,
  target: SefazTarget,
  resaleId: number,
  now = new Date(),
  nuvemFiscal: NuvemFiscalEndpoints = NUVEM_FISCAL_ENDPOINTS,
): Promise<ConnectionResult> {
  if (!canSeeUnit(actor.user, resaleId)) throw notFound();
  assertWritableUnit(actor.user, resaleId);
  const uf = await unitUf(db, resaleId);
  if (uf === undefined) throw notFound();
  const [s] = await db.select().from(fiscalSettings).where(eq(fiscalSettings.resale_id, resaleId));
  const environment = (s?.environment ?? 'homologacao') as ConnectionResult['environment'];
  const demo = !!target.urlOverride;
  const provider = (s?.provider ?? 'sefaz') as ConnectionResult['provider'];
  const base = { environment, uf, demo: demo && provider === 'sefaz', demo_certificate: false, provider };
  const problem = (p: ConnectionProblem, detail?: string): ConnectionResult => ({
    ...base,
    ok: false,
    c_stat: null,
    x_motivo: null,
    problem: p,
    message: detail ? `${T.connection[p]} (${detail})` : T.connection[p],
  });
  if (provider === 'nuvem_fiscal') return nuvemConnection(db, s, secretKey, nuvemFiscal, resaleId, base, problem);
  if (!uf) return problem('noState');

  const opened = unitCertificate(s, secretKey, target, now);
  if ('problem' in opened) return problem(opened.problem);
  const { certificate } = opened;
  base.demo_certificate = opened.demo;

  try {
    const reply = await statusServico({
      uf,
      environment,
      certificate,
      urlOverride: target.urlOverride,
      ca: target.ca,
      timeoutMs: 15_000,
    });
    return {
      ...base,
      ok: reply.cStat === '107',
      c_stat: reply.cStat,
      x_motivo: reply.xMotivo,
      problem: null,
      message: T.sefazAnswer(reply.cStat, reply.xMotivo),
    };
  } catch (e) {
    if (e instanceof SefazError) return problem(e.kind, e.kind === 'http' ? e.message : undefined);
    throw e;
  }
}

/**
 * 'Testar conexão' of a unit that issues through Nuvem Fiscal: its token (the unit's client id and secret) and
 * `GET /nfce/sefaz/status` for the unit's CNPJ in the unit's environment — the credentials and the SEFAZ
 * behind them in one answer.
 */
async function nuvemConnection(
  db: Executor,
  s: SettingsRow | undefined,
  secretKey: Buffer | null,
  endpoints: NuvemFiscalEndpoints,
  resaleId: number,
  base: Pick<ConnectionResult, 'environment' | 'uf' | 'demo' | 'demo_certificate' | 'provider'>,
  problem: (p: ConnectionProblem, detail?: string) => ConnectionResult,
): Promise<ConnectionResult> {
  const credentials = unitNuvemCredentials(s, secretKey);
  if ('problem' in credentials) return problem(credentials.problem);
  const [unit] = await db.select({ cnpj: resales.cnpj }).from(resales).where(eq(resales.id, resaleId));
  if (!unit?.cnpj) return problem('nuvemNoCnpj');
  try {
    const reply = await statusSefazNfce(
      { endpoints, environment: base.environment, ...credentials, timeoutMs: 15_000 },
      unit.cnpj,
    );
    const cStat = String(reply.codigo_status);
    return {
      ...base,
      ok: cStat === '107',
      c_stat: cStat,
      x_motivo: reply.motivo_status,
      problem: null,
      message: T.nuvemAnswer(cStat, reply.motivo_status),
    };
  } catch (e) {
    if (!(e instanceof NuvemFiscalError)) throw e;
    if (e.kind === 'auth') return problem('nuvemAuth');
    const message = e.kind === 'http' ? T.nuvem.http(e.status ?? 0) : T.nuvem[e.kind];
    return { ...problem(e.kind), message };
  }
}
