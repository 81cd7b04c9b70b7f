import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, receivables } from '../../db/schema/index';
import { lockCustomers } from '../customers/lock';

/**
 * The rule of customers.debt_cents: the open amount of the customer's receivables (`customerId`, SQL).
 * refreshCustomerDebt writes it; the read-model check (read-models/finance.ts) compares with it.
 */
export const customerDebtOf = (customerId: SQL) =>
  sql`coalesce((select sum(r.value_cents - r.received_cents) from ${receivables} r
                 where r.customer_id = ${customerId} and r.received_cents < r.value_cents), 0)`;

/**
 * customers.debt_cents = the open amount of the customer's receivables, recomputed from them in the
 * caller's transaction after any change (never adjusted by deltas, so it cannot drift). `'all'` rewrites
 * every customer whose stored debt differs (the read models' rebuild).
 */
export async function refreshCustomerDebt(
  tx: Executor,
  customerIds: (number | null | undefined)[] | 'all',
): Promise<void> {
  const debt = customerDebtOf(sql`c.id`);
  if (customerIds === 'all') {
    await tx.execute(sql`update ${customers} c set debt_cents = ${debt} where c.debt_cents <> ${debt}`);
    return;
  }
  // Locked first: the update's own snapshot then holds every concurrent writer's receivables (lockCustomers).
  const ids = await lockCustomers(tx, customerIds);
  if (!ids.length) return;
  await tx.execute(sql`update ${customers} c set debt_cents = ${debt} where c.id in ${ids}`);
}
