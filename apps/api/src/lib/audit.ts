import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import type { PgTable } from 'drizzle-orm/pg-core';
import { auditLogs } from '../db/schema/index';
import type { Actor } from './context';
import { lockRecord } from './record-lock';
import { allowedUnits } from './scope';

export type AuditAction = 'create' | 'update' | 'delete' | string;

const SECRET_KEYS = new Set(['password', 'password_hash', 'token', 'token_hash']);

/** A record as the audit keeps it (JSON, secrets filtered), or null. */
function auditJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value, (k, v) => (SECRET_KEYS.has(k) ? '[filtrado]' : typeof v === 'bigint' ? Number(v) : v));
}

/**
 * Records a write in the same transaction as the write itself. A request holding an Idempotency-Key claim
 * (`actor.idempotency`) finishes it in the same statement (idempotencyDone): the key is done exactly when
 * the write commits.
 */
export async function audit(
  tx: Executor,
  actor: Actor | null,
  action: AuditAction,
  resource: string,
  recordId: number | string,
  before: unknown,
  after: unknown,
): Promise<void> {
  const userId = sql`${actor?.user.id ?? null}::int`;
  const record = sql`${String(recordId)}::text`;
  await tx.execute(sql`insert into ${auditLogs} (user_id, action, resource, record_id, before, after, ip)
    select ${userId}, ${action}::text, ${resource}::text, ${record}, ${auditJson(before)}::jsonb, ${auditJson(after)}::jsonb,
           ${actor?.ip ?? null}::text
     where ${idempotencyDone(userId, sql`${actor?.idempotency?.key ?? null}::text`, sql`${actor?.idempotency?.token ?? null}::text`, action, resource, record)}`);
}

/**
 * `idempotency_done(…)` (migration 0029): marks the request's key done, noting the record a create made, or
 * fails the statement (so the write rolls back) when a retry took the claim over after its lease. Without
 * a claim (a null key) it does nothing and answers true.
 */
function idempotencyDone(userId: SQL, key: SQL, token: SQL, action: AuditAction, resource: string, recordId: SQL): SQL {
  return sql`idempotency_done(${userId}, ${key}, ${token}, ${resource}::text, ${action === 'create' ? recordId : sql`null`}::text)`;
}

/**
 * audit's insert for a record the same statement writes and reads back (`from`, one row), in a statement built
 * once (builtOnce): its id and its state after the write as SQL over it (`after`: its JSON), who wrote it
 * from the placeholders of `auditValues`.
 */
export function auditInsertFrom(action: AuditAction, resource: string, recordId: SQL, after: SQL, from: SQL): SQL {
  const userId = sql`${sql.placeholder('audit_user_id')}::int`;
  return sql`insert into ${auditLogs} (user_id, action, resource, record_id, before, after, ip)
    select ${userId}, ${action}::text, ${resource}::text, (${recordId})::text, null,
           ${after}, ${sql.placeholder('audit_ip')}::text
      from ${from}
     where ${idempotencyDone(userId, sql`${sql.placeholder('audit_idempotency_key')}::text`, sql`${sql.placeholder('audit_idempotency_token')}::text`, action, resource, sql`(${recordId})::text`)}`;
}

/** The placeholders' values of auditInsertFrom. */
export const auditValues = (actor: Actor | null) => ({
  audit_user_id: actor?.user.id ?? null,
  audit_ip: actor?.ip ?? null,
  audit_idempotency_key: actor?.idempotency?.key ?? null,
  audit_idempotency_token: actor?.idempotency?.token ?? null,
});

/** Audits a record just created (read back after its insert) and hands it back. */
export async function auditCreated<R extends { id: number }>(
  tx: Executor,
  actor: Actor,
  resource: string,
  created: R,
): Promise<R> {
  await audit(tx, actor, 'create', resource, created.id, null, created);
  return created;
}

/** How a service reads one record: within `units` (null: all; a record outside them is a 404). */
type ReadRecord<R> = (tx: Executor, id: number, units?: number[] | null) => Promise<R>;

/**
 * An audited edit of one record, in a transaction: the record as the actor may see it (404 outside their
 * units), `write` (its checks and the update), the record after, and the audit of both. Answers the record after.
 */
export function auditedUpdate<R>(
  db: Db,
  actor: Actor,
  resource: string,
  id: number,
  read: ReadRecord<R>,
  write: (tx: Executor, before: R) => Promise<unknown>,
  /** The record's table, when it has more rows than its own (address, units): its row is locked first (lockRecord). */
  table?: PgTable,
): Promise<R> {
  return db.transaction(async (tx) => {
    if (table) await lockRecord(tx, table, id, 'edit');
    const before = await read(tx, id, allowedUnits(actor.user));
    await write(tx, before);
    const after = await read(tx, id);
    await audit(tx, actor, 'update', resource, id, before, after);
    return after;
  });
}

/** An audited delete of one record, in a transaction: read as in auditedUpdate, `remove` (checks and delete), audit. */
export async function auditedDelete<R>(
  db: Db,
  actor: Actor,
  resource: string,
  id: number,
  read: ReadRecord<R>,
  remove: (tx: Executor, before: R) => Promise<unknown>,
  /** As in auditedUpdate. */
  table?: PgTable,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (table) await lockRecord(tx, table, id, 'delete');
    const before = await read(tx, id, allowedUnits(actor.user));
    await remove(tx, before);
    await audit(tx, actor, 'delete', resource, id, before, null);
  });
}
