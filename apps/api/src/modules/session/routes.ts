import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { SESSION_COOKIE } from '../../plugins/auth';
import { signInBody, sessionReply } from './schemas';
import { createSession, revokeSession, signIn, userPayload } from './service';
import { zNoContent } from '../../lib/reply-schema';

export interface SessionRoutesOptions {
  db: Db;
  sessionHours: (remember: boolean) => number;
  signInLimit: number;
}

function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, remember: boolean, hours: number) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    path: '/',
    // Without "remember me" the cookie ends with the browser session.
    ...(remember ? { maxAge: hours * 3600 } : {}),
  });
  reply.header('Authorization', `Bearer ${token}`);
}

export async function sessionRoutes(app: FastifyInstance, opts: SessionRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.post(
    '/users/sign_in',
    {
      schema: { body: signInBody, tags: ['session'], response: { 200: sessionReply } },
      config: {
        public: true,
        rateLimit: { max: opts.signInLimit, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => req.ip },
      },
    },
    async (req, reply) => {
      const remember = ['true', '1', true].includes(req.body.user.remember as never);
      const { userId } = await signIn(db, req.body.user, { ip: req.ip });
      const hours = opts.sessionHours(remember);
      const token = await createSession(db, userId, remember, hours, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      });
      setSessionCookie(req, reply, token, remember, hours);
      return { user: await userPayload(db, userId) };
    },
  );

  r.get(
    '/users/current',
    { config: { access: 'authenticated' }, schema: { tags: ['session'], response: { 200: sessionReply } } },
    async (req) => {
      return { user: await userPayload(db, req.actor().user.id) };
    },
  );

  r.get(
    '/users/refresh',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['session'], response: { 200: sessionReply, 401: zNoContent } },
    },
    async (req, reply) => {
      const session = req.session;
      if (!session) return reply.code(401).send();
      const [row] = await db.select({ remember: sessions.remember }).from(sessions).where(eq(sessions.id, session.id));
      const remember = row?.remember ?? false;
      const hours = opts.sessionHours(remember);
      const token = await createSession(db, session.user.id, remember, hours, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      });
      await revokeSession(db, session.tokenHash);
      app.sessionCache.forget(`token:${session.tokenHash}`);
      setSessionCookie(req, reply, token, remember, hours);
      return { user: await userPayload(db, session.user.id) };
    },
  );

  r.delete(
    '/logout',
    { config: { public: true }, schema: { tags: ['session'], response: { 204: zNoContent } } },
    async (req, reply) => {
      if (req.session) {
        await revokeSession(db, req.session.tokenHash);
        app.sessionCache.forget(`token:${req.session.tokenHash}`);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );
}
