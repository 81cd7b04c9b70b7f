import { ERRORS } from '@ability/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { userId: number; key: string } | null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Create calls accept an `Idempotency-Key` header: the first request with a key runs, its successful
 * reply is stored, and a repeat (a double click, a retry) gets that reply instead of a second record.
 * A repeat that arrives while the first is still running waits for it.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'POST' || !req.session) return;
    const raw = req.headers['idempotency-key'];
    const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!key) return;
    const userId = req.session.user.id;
    const k = key.slice(0, 200);
    const path = req.routeOptions.url ?? req.url;
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ user_id: userId, key: k, method: req.method, path })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      req.idempotency = { userId, key: k };
      if (Math.random() < 0.01) {
        await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, sql`now() - interval '1 day'`));
      }
      return;
    }
    for (let i = 0; i < 200; i++) {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, k)));
      if (!row) break;
      if (row.status_code !== null) {
        reply.header('Idempotent-Replayed', 'true').header('Content-Type', 'application/json; charset=utf-8');
        return reply.code(row.status_code).send(row.body ?? '');
      }
      await sleep(50);
    }
    return reply.code(409).send({ error: ERRORS.idempotencyInProgress });
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.idempotency) return payload;
    const { userId, key } = req.idempotency;
    const where = and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key));
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      await db
        .update(idempotencyKeys)
        .set({ status_code: reply.statusCode, body: typeof payload === 'string' ? payload : null })
        .where(where);
    } else {
      // A refused create may be corrected and sent again with the same key.
      await db.delete(idempotencyKeys).where(where);
    }
    return payload;
  });
});
