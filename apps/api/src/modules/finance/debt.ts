import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, receivables } from '../../db/schema/index';
import { lockCustomers } from '../customers/lock';

/**
 * customers.debt_cents = the open amount of the customer's receivables, recomputed from them in the
 * caller's transaction after any change (never adjusted by deltas, so it cannot drift). The customers
 * are locked first (lockCustomers) and the sum read by the next statement, whose snapshot then holds
 * every concurrent writer's committed receivables: a recompute in the locking statement itself would
 * read an older snapshot and lose a concurrent sale's debt (PostgreSQL, read committed).
 */
export async function refreshCustomerDebt(tx: Executor, customerIds: (number | null | undefined)[]): Promise<void> {
  const ids = await lockCustomers(tx, customerIds);
  if (!ids.length) return;
  await tx.execute(sql`update ${customers} c
       set debt_cents = coalesce((select sum(r.value_cents - r.received_cents) from ${receivables} r
                                   where r.customer_id = c.id and r.received_cents < r.value_cents), 0)
     where c.id in ${ids}`);
}
