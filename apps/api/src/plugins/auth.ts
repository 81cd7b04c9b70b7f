import crypto from 'node:crypto';
import { type Action, ERRORS, type Resource, canAccess } from '@ability/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, type Db, type Executor, queryRows } from '../db/client';
import { sessions } from '../db/schema/index';
import type { Actor, SessionUser } from '../lib/context';

export const SESSION_COOKIE = 'ability_session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: boolean;
    /** The permission a route needs: every /api route declares one or is public. */
    access?: [Resource, Action] | 'authenticated';
  }
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    session: { id: number; tokenHash: string; user: SessionUser } | null;
    /** The signed-in user; only call on authenticated routes. */
    actor(): Actor;
  }
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

function tokenFrom(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  return req.cookies?.[SESSION_COOKIE] ?? null;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** 'host:port' in lower case, without the default ports (a Host header may carry ':80', an origin never does). */
const bareHost = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

/** The origin ('https://host:port') of an Origin or Referer value; null when opaque ('null') or unreadable. */
function originOf(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether an unsafe request carrying the session cookie comes from the app's own pages: its Origin (or,
 * without one, its Referer) names the request's own host (X-Forwarded-Host counts only from a trusted
 * proxy, TRUST_PROXY) or one of ALLOWED_ORIGINS. A request with neither header is let through: browsers
 * send Origin on every cross-origin POST, PUT, PATCH and DELETE (fetch and forms alike), so one without
 * it is not a cross-site page's; it is a same-origin call of an older browser or a non-browser client.
 * An opaque origin ('null': sandboxed frames, some redirects) is refused.
 */
export function fromOwnOrigin(req: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const header = req.headers.origin ?? req.headers.referer;
  if (header === undefined) return true;
  const source = originOf(String(header));
  if (!source) return false;
  if (bareHost(source.host) === bareHost(req.host)) return true;
  return allowedOrigins.includes(source.origin.toLowerCase());
}

interface SessionRow {
  session_id: number;
  remember: boolean;
  expires_at: Date | string;
  last_seen_at: Date | string;
  user_id: number;
  email: string;
  phone: string | null;
  role: SessionUser['role'];
  employee_id: number | null;
  employee_name: string | null;
  resale_ids: number[] | null;
}

/** One query: the session, its user, the user's employee and units. */
export async function loadSession(db: Db, tokenHash: string): Promise<{ row: SessionRow } | null> {
  const rows = await queryRows<SessionRow>(
    db,
    sql`
    select s.id as session_id, s.remember, s.expires_at, s.last_seen_at,
           u.id as user_id, u.email, u.phone, u.role, e.id as employee_id, e.name as employee_name,
           coalesce((select array_agg(ur.resale_id order by ur.resale_id) from user_resales ur where ur.user_id = u.id), '{}') as resale_ids
      from sessions s
      join users u on u.id = s.user_id
      left join employees e on e.id = u.employee_id
     where s.token_hash = ${tokenHash} and s.expires_at > now()`,
  );
  const row = rows[0];
  return row ? { row } : null;
}

export function sessionUserFrom(row: SessionRow): SessionUser {
  return {
    id: row.user_id,
    email: row.email,
    phone: row.phone,
    role: row.role,
    employee: row.employee_id ? { id: row.employee_id, name: row.employee_name ?? '' } : null,
    resale_ids: (row.resale_ids ?? []).map(Number),
  };
}

export interface AuthOptions {
  db: Db;
  sessionHours: (remember: boolean) => number;
  /** NOTIFY subscription of the database, for the session cache. */
  listen?: Database['listen'];
  /** How long a looked-up session is reused without asking the database (0 = never). */
  sessionCacheMs?: number;
  /** Other origins whose cookie-authenticated writes are accepted (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
}

/** Channel telling every server process to forget cached sessions: 'token:<hash>', 'user:<id>' or '*'. */
export const SESSION_CHANNEL = 'ability_sessions';

/**
 * Tells every server (this one included) to forget cached sessions. Inside a transaction the message
 * is delivered at commit, together with the change it announces.
 */
export async function notifySessionsChanged(db: Executor, what: { tokenHash: string } | { userId: number } | 'all') {
  const payload = what === 'all' ? '*' : 'tokenHash' in what ? `token:${what.tokenHash}` : `user:${what.userId}`;
  await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${payload})`);
  // This process forgets at once, so its next request already sees the change; other processes
  // learn of it through the notification.
  for (const cache of liveCaches) cache.forget(payload);
}

const liveCaches = new Set<SessionCache>();

/**
 * Sessions looked up recently, so a busy screen does not ask the database for the same session on
 * every request. Entries live a few seconds; revocations reach every process at once through NOTIFY,
 * and this process forgets its own revocations before answering.
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionRow; at: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly max = 20_000,
  ) {}

  get(tokenHash: string): SessionRow | null {
    const e = this.entries.get(tokenHash);
    if (!e) return null;
    if (Date.now() - e.at > this.ttlMs || new Date(e.row.expires_at).getTime() <= Date.now()) {
      this.entries.delete(tokenHash);
      return null;
    }
    return e.row;
  }

  set(tokenHash: string, row: SessionRow): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(tokenHash, { row, at: Date.now() });
  }

  forget(message: string): void {
    if (message.startsWith('token:')) this.entries.delete(message.slice(6));
    else if (message.startsWith('user:')) {
      const id = Number(message.slice(5));
      for (const [k, e] of this.entries) if (e.row.user_id === id) this.entries.delete(k);
    } else this.entries.clear();
  }
}

/** Authentication is one hook over /api; the role guard reads each route's `access`. */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  const cache = new SessionCache(opts.listen ? (opts.sessionCacheMs ?? 5_000) : 0);
  liveCaches.add(cache);
  app.addHook('onClose', async () => {
    liveCaches.delete(cache);
  });
  if (opts.listen) {
    const unlisten = await opts.listen(SESSION_CHANNEL, (message) => cache.forget(message));
    app.addHook('onClose', async () => unlisten());
  }
  app.decorate('sessionCache', cache);
  app.decorateRequest('session', null);
  app.decorateRequest('actor', function (this: FastifyRequest): Actor {
    if (!this.session) throw new Error('actor() on an unauthenticated request');
    return { user: this.session.user, ip: this.ip ?? null, idempotency: this.idempotency };
  });

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith('/api/') && req.url !== '/api') return;
    // CSRF: a write authenticated by the cookie (which the browser attaches by itself) must come from the
    // app's own pages. A bearer token is never attached by a browser, so bearer calls are not checked.
    if (
      UNSAFE_METHODS.has(req.method) &&
      !req.headers.authorization?.startsWith('Bearer ') &&
      req.cookies?.[SESSION_COOKIE] &&
      !fromOwnOrigin(req, opts.allowedOrigins ?? [])
    ) {
      req.log.warn(
        { origin: req.headers.origin, referer: req.headers.referer, host: req.host },
        'cross-site write refused (behind a proxy: pass Host, or X-Forwarded-Host with TRUST_PROXY, or ALLOWED_ORIGINS)',
      );
      return reply.code(403).send({ error: ERRORS.crossSite });
    }
    const config = req.routeOptions.config;
    const token = tokenFrom(req);
    if (token) {
      const tokenHash = hashToken(token);
      const row = cache.get(tokenHash) ?? (await loadSession(opts.db, tokenHash))?.row;
      if (row) {
        req.session = { id: row.session_id, tokenHash, user: sessionUserFrom(row) };
        // Sliding expiry, written at most every five minutes.
        if (Date.now() - new Date(row.last_seen_at).getTime() > 5 * 60_000) {
          const hours = opts.sessionHours(row.remember);
          const now = new Date();
          const expires = new Date(Date.now() + hours * 3_600_000);
          await opts.db
            .update(sessions)
            .set({ last_seen_at: now, expires_at: expires })
            .where(eq(sessions.id, row.session_id));
          row.last_seen_at = now;
          row.expires_at = expires;
        }
        cache.set(tokenHash, row);
      }
    }
    if (config?.public) return;
    // Unknown /api routes fall to the not-found handler, which answers 404 for everyone.
    if (!req.routeOptions.url) return;
    if (!req.session) return reply.code(401).send({ error: ERRORS.unauthenticated });
    const access = config?.access;
    if (access === 'authenticated') return;
    if (!access || !canAccess(req.session.user.role, access[0], access[1])) {
      return reply.code(403).send({ error: ERRORS.forbidden });
    }
  });
});
