import { createHash, randomUUID } from 'node:crypto';
import { ERRORS } from '@ability/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, queryRows } from '../db/client';
import type { IdempotencyClaim } from '../lib/context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key claim this request holds while it runs (see Actor.idempotency). */
    idempotency: IdempotencyClaim | null;
    /** Its write failed because a retry took the claim over (its lease had run out). */
    idempotencyLost: boolean;
  }
}

interface KeyRow {
  method: string;
  path: string;
  body_hash: string | null;
  token: string | null;
  leased: boolean;
  done: boolean;
  record_id: string | null;
  status_code: number | null;
  body: string | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A write of the claim's own row (taking it, storing the reply) committed without waiting for its WAL flush
 * (synchronous_commit off for that transaction): each keyed create paid two flushes of its own besides the
 * sale's (bench: 67 varied sales/s against 311 without a key). Nothing is lost that matters: a claim lost in
 * a crash belonged to a write that had not committed (the write's own synchronous commit flushes every
 * earlier record, the claim's with it), so a retry claims afresh; a stored reply lost in a crash leaves the
 * row done with no reply, which a retry answers from the write's audit entry (createdRecord below).
 */
async function unflushed<T extends Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    return queryRows<T>(tx, statement);
  });
}

/** The error idempotency_done raises in a write whose claim a retry took over (migration 0029). */
const CLAIM_LOST = 'idempotency_claim_lost';
function isClaimLost(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if ((e as { message?: unknown }).message === CLAIM_LOST) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Creates, and the moves the deliverer may queue offline (PATCH update_status, cancel). */
const KEYED_METHODS = new Set(['POST', 'PATCH']);

const bodyHash = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

/**
 * Create calls (POST) and changes (PATCH) accept an `Idempotency-Key` header (as Stripe documents it):
 * - the key is bound to its user, method, path and a hash of the body: the same key with another path or
 *   body answers 422, and another user's key of the same text is another key;
 * - the first request claims the key for a lease (`leaseSeconds`); its write's transaction marks the key done
 *   through its audit entry (lib/audit.ts → idempotency_done), so the key is done exactly when the write
 *   commits, and the reply is stored when it is sent;
 * - a repeat gets the stored reply; a repeat while the first still runs waits for it a few seconds, then
 *   answers 409 (requisição em andamento);
 * - after a crash: a key whose write committed answers the created record as its audit entry holds it (the
 *   reply itself was lost with the process); a key whose write did not commit is taken over by the first
 *   retry after the lease, which performs the write. A holder that outlives its lease cannot also commit:
 *   idempotency_done requires the holder's token, so its transaction fails (answered 409).
 * A refused request (4xx/5xx) whose write did not commit gives the key back.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Db; leaseSeconds: number }) => {
  const { db } = opts;
  const lease = sql`make_interval(secs => ${opts.leaseSeconds}::float8)`;
  // A double click's twin waits for the first's reply; a retry after a crash is not kept waiting long.
  const waitMs = Math.min(5_000, (opts.leaseSeconds * 1000) / 2);
  app.decorateRequest('idempotency', null);
  app.decorateRequest('idempotencyLost', false);

  const read = async (userId: number, key: string) =>
    (
      await queryRows<KeyRow>(
        db,
        sql`select method, path, body_hash, token, lease_until > now() as leased, done_at is not null as done,
                   record_id, status_code, body
              from idempotency_keys where user_id = ${userId} and key = ${key}`,
      )
    )[0];

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!KEYED_METHODS.has(req.method) || !req.session) return;
    const raw = req.headers['idempotency-key'];
    const key = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200);
    if (!key) return;
    const userId = req.session.user.id;
    // The request's own path (a cancel of sale 5 is not a cancel of sale 6), without its query.
    const path = req.url.split('?')[0]!;
    const hash = bodyHash(req.body);
    const token = randomUUID();
    const until = Date.now() + waitMs;
    for (;;) {
      const claimed = await unflushed(
        db,
        sql`insert into idempotency_keys (user_id, key, method, path, body_hash, token, lease_until)
            values (${userId}, ${key}, ${req.method}, ${path}, ${hash}, ${token}, now() + ${lease})
            on conflict do nothing returning 1`,
      );
      if (claimed.length > 0) {
        req.idempotency = { key, token };
        if (Math.random() < 0.01)
          await queryRows(db, sql`delete from idempotency_keys where created_at < now() - interval '1 day'`);
        return;
      }
      const row = await read(userId, key);
      if (!row) continue; // given back meanwhile: claim it again
      if (row.method !== req.method || row.path !== path || (row.body_hash !== null && row.body_hash !== hash))
        return reply.code(422).send({ base: [ERRORS.idempotencyKeyReused] });
      if (row.status_code !== null) return replay(reply, row.status_code, row.body ?? '');
      if (!row.leased && !row.done) {
        // Its holder vanished (a crash) before its write committed: this retry performs the write.
        const taken = await queryRows(
          db,
          sql`update idempotency_keys set token = ${token}, lease_until = now() + ${lease}, body_hash = ${hash}
               where user_id = ${userId} and key = ${key} and token is not distinct from ${row.token}
                 and done_at is null and lease_until <= now()
              returning 1`,
        );
        if (taken.length > 0) {
          req.idempotency = { key, token };
          return;
        }
        continue;
      }
      if (row.done && (!row.leased || Date.now() >= until)) {
        // The write committed but its reply was never stored (the process ended between the two).
        const after = await createdRecord(row);
        if (after === null) return reply.code(409).send({ error: ERRORS.idempotencyReplyLost });
        const body = JSON.stringify(after);
        await queryRows(
          db,
          sql`update idempotency_keys set status_code = 201, body = ${body}
               where user_id = ${userId} and key = ${key} and status_code is null`,
        );
        return replay(reply, 201, body);
      }
      if (Date.now() >= until) return reply.code(409).send({ error: ERRORS.idempotencyInProgress });
      await sleep(50);
    }
  });

  /** The record a create committed, as its audit entry (written in the create's transaction) holds it. */
  async function createdRecord(row: KeyRow): Promise<unknown | null> {
    if (!row.record_id) return null;
    const [entry] = await queryRows<{ after: unknown }>(
      db,
      sql`select after from audit_logs
           where resource = ${row.path.replace(/^.*\//, '')} and record_id = ${row.record_id} and action = 'create'
           order by id limit 1`,
    );
    return entry?.after ?? null;
  }

  function replay(reply: FastifyReply, status: number, body: string) {
    return reply
      .code(status)
      .header('Idempotent-Replayed', 'true')
      .header('Content-Type', 'application/json; charset=utf-8')
      .send(body);
  }

  app.addHook('onError', async (req, _reply, err) => {
    if (req.idempotency && isClaimLost(err)) req.idempotencyLost = true;
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.idempotency) return payload;
    const { key, token } = req.idempotency;
    const userId = req.session!.user.id;
    if (req.idempotencyLost) {
      // A retry took the claim over after this request's lease: its write rolled back, the retry's counts.
      reply.code(409).header('Content-Type', 'application/json; charset=utf-8');
      return JSON.stringify({ error: ERRORS.idempotencyInProgress });
    }
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      await unflushed(
        db,
        sql`update idempotency_keys set status_code = ${reply.statusCode},
                   body = ${typeof payload === 'string' ? payload : null}
             where user_id = ${userId} and key = ${key} and token = ${token}`,
      );
    } else {
      // A refused create may be corrected and sent again with the same key; a committed one keeps it.
      await queryRows(
        db,
        sql`delete from idempotency_keys
             where user_id = ${userId} and key = ${key} and token = ${token} and done_at is null`,
      );
    }
    return payload;
  });
});
