import crypto from 'node:crypto';
import { type Action, ERRORS, type Resource, canAccess } from '@ability/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, queryRows } from '../db/client';
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
}

/** Authentication is one hook over /api; the role guard reads each route's `access`. */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorateRequest('session', null);
  app.decorateRequest('actor', function (this: FastifyRequest): Actor {
    if (!this.session) throw new Error('actor() on an unauthenticated request');
    return { user: this.session.user, ip: this.ip ?? null };
  });

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith('/api/') && req.url !== '/api') return;
    const config = req.routeOptions.config;
    const token = tokenFrom(req);
    if (token) {
      const tokenHash = hashToken(token);
      const found = await loadSession(opts.db, tokenHash);
      if (found) {
        req.session = { id: found.row.session_id, tokenHash, user: sessionUserFrom(found.row) };
        // Sliding expiry, written at most every five minutes.
        const lastSeen = new Date(found.row.last_seen_at).getTime();
        if (Date.now() - lastSeen > 5 * 60_000) {
          const hours = opts.sessionHours(found.row.remember);
          await opts.db
            .update(sessions)
            .set({ last_seen_at: new Date(), expires_at: new Date(Date.now() + hours * 3_600_000) })
            .where(eq(sessions.id, found.row.session_id));
        }
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
