import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../db/client';
import { notFound } from './errors';

/**
 * Locks one record's row first thing in an update or a delete of it, before its address, its units or
 * anything else of it is written. A save and a delete of the same record then take their locks in one
 * order — this row first — and the later waits for the earlier to commit instead of the two deadlocking
 * (the save used to lock the address and then the record, the delete the record and then the address).
 * `no key update` for an edit (a new sale may still reference the record meanwhile), `update` for a
 * delete; the two exclude each other. A record deleted while this waited is a 404.
 */
export async function lockRecord(
  tx: Executor,
  table: PgTable,
  id: number,
  mode: 'edit' | 'delete' = 'edit',
): Promise<void> {
  const strength = mode === 'delete' ? sql`for update` : sql`for no key update`;
  const rows = await queryRows(tx, sql`select 1 from ${table} where id = ${id} ${strength}`);
  if (rows.length === 0) throw notFound();
}
