import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, receivables } from '../../db/schema/index';

/**
 * customers.debt_cents = the open amount of the customer's receivables, recomputed from them in the
 * caller's transaction after any change (never adjusted by deltas, so it cannot drift).
 */
export async function refreshCustomerDebt(tx: Executor, customerIds: (number | null | undefined)[]): Promise<void> {
  const ids = [...new Set(customerIds.filter((id): id is number => !!id))];
  if (!ids.length) return;
  await tx.execute(sql`update ${customers} c
       set debt_cents = coalesce((select sum(r.value_cents - r.received_cents) from ${receivables} r
                                   where r.customer_id = c.id and r.received_cents < r.value_cents), 0)
     where c.id in ${ids}`);
}
