import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers } from '../../db/schema/index';

/**
 * Locks customers' rows (`for no key update`, in id order, so two writers never deadlock on them, and
 * a sale's own foreign-key share lock is not in the way) before a figure of theirs is recomputed from
 * their history. In read committed each statement reads a snapshot taken when it starts: a recompute
 * run after this lock is granted sees every write of the writers that held it before, so concurrent
 * recomputes cannot overwrite each other with figures missing the other's rows. Answers the distinct ids.
 */
export async function lockCustomers(tx: Executor, customerIds: (number | null | undefined)[]): Promise<number[]> {
  const ids = [...new Set(customerIds.filter((id): id is number => !!id))].sort((a, b) => a - b);
  if (ids.length)
    await tx.execute(
      sql`select 1 from ${customers} where ${customers.id} in ${ids} order by ${customers.id} for no key update`,
    );
  return ids;
}
