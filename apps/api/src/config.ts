import path from 'node:path';
import { type Edition, isEdition } from '@ability/domain';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  edition: Edition | undefined;
  demoData: boolean;
  /** On the demo database, keep a day in progress: orders, deliveries and calls of today (DEMO_DAY=0 turns it off). */
  demoDay: boolean;
  cepServiceUrl: string;
  webDist: string;
  sessionDays: number;
  rememberDays: number;
  timezone: string;
  logLevel: string;
  /**
   * Fastify's `trustProxy`: false (default) takes the client address, host and protocol from the
   * connection and ignores X-Forwarded-*; true trusts them from any peer; a string, only from the proxies
   * at those addresses or CIDRs (comma-separated: '127.0.0.1', '10.0.0.0/8', 'loopback').
   */
  trustProxy: boolean | string;
  /** Origins besides the request's own host whose cookie-authenticated writes are accepted. */
  allowedOrigins: string[];
  supportWhatsapp: string;
  /** Sign-ins allowed per minute from one address. */
  signInLimit: number;
  invoicingUrl: string;
  /**
   * SECRETS_KEY: 32 bytes (64 hex digits or base64) sealing the secrets kept in the database (lib/secrets.ts:
   * the NFC-e's certificate and CSC, the WhatsApp token and app secret). Unset, FISCAL_SECRET_KEY (its
   * earlier name) is used.
   */
  secretsKey: string | undefined;
  /** FISCAL_SECRET_KEY: the key's earlier name, used when SECRETS_KEY is unset. */
  fiscalSecretKey: string | undefined;
  /** SEFAZ_URL_OVERRIDE: every SEFAZ service at `<url>/<service>` (a simulator; demo and tests only). */
  sefazUrlOverride: string | null;
  /** SEFAZ_SIMULATOR=0 keeps the local simulator off even when no unit has a certificate (sefaz/target.ts). */
  sefazSimulator: boolean;
  /** NUVEM_FISCAL_URL: every Nuvem Fiscal call at this address, its token at `/oauth/token` (a stub; tests only). */
  nuvemFiscalUrl: string | null;
  /** WHATSAPP_GRAPH_URL: Meta's Graph API with its version (modules/whatsapp/graph.ts); tests point it at a stub. */
  whatsappGraphUrl: string;
  trackingUrl: string;
  /** How long an Idempotency-Key claim whose request has not finished holds off a retry (plugins/idempotency.ts). */
  idempotencyLeaseSeconds: number;
  /** How often this process runs the 15-minute job (sales/delayJob.ts), in ms. */
  delayJobIntervalMs: number;
  /**
   * Every JSON reply is checked against its route's reply schema, strictly (lib/reply-schema.ts): on
   * outside production (tests, development), off in production (NODE_ENV=production); CHECK_REPLIES=1/0
   * decides either way.
   */
  checkReplies: boolean;
}

const root = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const edition = env.APP_EDITION?.trim();
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    edition: isEdition(edition) ? edition : undefined,
    demoData: env.DEMO_DATA !== '0',
    demoDay: env.DEMO_DAY !== '0',
    cepServiceUrl: env.CEP_SERVICE_URL ?? 'https://viacep.com.br/ws/{cep}/json/',
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    sessionDays: positiveNumber(env.SESSION_DAYS, 1),
    rememberDays: positiveNumber(env.REMEMBER_DAYS, 30),
    timezone: env.APP_TIMEZONE ?? 'America/Sao_Paulo',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, '').toLowerCase())
      .filter(Boolean),
    signInLimit: positiveNumber(env.SIGNIN_RATE_LIMIT, 30),
    supportWhatsapp: (env.SUPPORT_WHATSAPP ?? '5519999990000').replace(/\D/g, ''),
    secretsKey: env.SECRETS_KEY || undefined,
    fiscalSecretKey: env.FISCAL_SECRET_KEY || undefined,
    sefazUrlOverride: env.SEFAZ_URL_OVERRIDE?.trim() || null,
    sefazSimulator: env.SEFAZ_SIMULATOR !== '0',
    nuvemFiscalUrl: env.NUVEM_FISCAL_URL?.trim().replace(/\/+$/, '') || null,
    whatsappGraphUrl: (env.WHATSAPP_GRAPH_URL || 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
    invoicingUrl: env.INVOICING_URL ?? 'https://www.nfe.fazenda.gov.br/portal/principal.aspx',
    trackingUrl: env.TRACKING_URL ?? 'https://www.google.com/maps',
    idempotencyLeaseSeconds: positiveNumber(env.IDEMPOTENCY_LEASE_SECONDS, 60),
    delayJobIntervalMs: positiveNumber(env.DELAY_JOB_INTERVAL_MS, 20_000),
    checkReplies: env.CHECK_REPLIES ? env.CHECK_REPLIES === '1' : env.NODE_ENV !== 'production',
  };
}

/** A positive number from the environment; unset, blank, zero, negative or not a number → the default. */
export function positiveNumber(value: string | undefined, fallback: number): number {
  const n = Number(value?.trim() || Number.NaN);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** TRUST_PROXY: unset, '0' or 'false' → false; '1' or 'true' → true; anything else, the proxies' addresses. */
export function trustProxyOf(value: string | undefined): boolean | string {
  const v = value?.trim();
  if (!v || v === '0' || v.toLowerCase() === 'false') return false;
  if (v === '1' || v.toLowerCase() === 'true') return true;
  return v;
}

export const repoRoot = root;
