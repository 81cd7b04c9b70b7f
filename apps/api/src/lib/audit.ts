import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditLogs } from '../db/schema/index';
import type { Actor } from './context';

export type AuditAction = 'create' | 'update' | 'delete' | string;

const SECRET_KEYS = new Set(['password', 'password_hash', 'token', 'token_hash']);

function clean(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (k, v) => (SECRET_KEYS.has(k) ? '[filtrado]' : typeof v === 'bigint' ? Number(v) : v)),
  );
}

/** Records a write in the same transaction as the write itself. */
export async function audit(...write: Parameters<typeof auditInsert>): Promise<void> {
  await auditInsert(...write);
}

/** audit's insert, to run inside another statement (`with a as (${auditInsert(…)}) …`). */
export function auditInsert(
  tx: Executor,
  actor: Actor | null,
  action: AuditAction,
  resource: string,
  recordId: number | string,
  before: unknown,
  after: unknown,
) {
  return tx.insert(auditLogs).values({
    user_id: actor?.user.id ?? null,
    action,
    resource,
    record_id: String(recordId),
    before: clean(before),
    after: clean(after),
    ip: actor?.ip ?? null,
  });
}

/**
 * auditInsert of a record the same statement writes and reads back (`from`, one row), in a statement built
 * once (builtOnce): its id and its state after the write as SQL over it (`after`: its JSON), who wrote it
 * from the placeholders of `auditValues`.
 */
export function auditInsertFrom(action: AuditAction, resource: string, recordId: SQL, after: SQL, from: SQL): SQL {
  return sql`insert into ${auditLogs} (user_id, action, resource, record_id, before, after, ip)
    select ${sql.placeholder('audit_user_id')}::int, ${action}::text, ${resource}::text, (${recordId})::text, null,
           ${after}, ${sql.placeholder('audit_ip')}::text
      from ${from}`;
}

/** The placeholders' values of auditInsertFrom. */
export const auditValues = (actor: Actor | null) => ({
  audit_user_id: actor?.user.id ?? null,
  audit_ip: actor?.ip ?? null,
});
