import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Rebuilds the item and payment arrays kept on `sales` (see migration 0010_sales) for the sales with
 * id > `afterId`. Triggers keep them for every normal write; bulk loads that run with
 * `session_replication_role = replica` (demo and bench data) skip triggers, so they call this after.
 */
export async function rebuildSaleArrays(tx: Executor, afterId = 0): Promise<void> {
  await tx.execute(sql`update sales s set item_product_ids = i.p, item_quantities = i.q, item_values = i.v
    from (select sale_id, array_agg(product_id order by id) as p, array_agg(quantity order by id) as q,
                 array_agg(price_cents::bigint * quantity - discount_cents order by id) as v
            from sale_items where sale_id > ${afterId} group by sale_id) i
   where s.id = i.sale_id`);
  await tx.execute(sql`update sales s set payment_method_ids = p.m, payment_values = p.v
    from (select sale_id, array_agg(payment_method_id order by id) as m, array_agg(value_cents order by id) as v
            from sale_payments where sale_id > ${afterId} group by sale_id) p
   where s.id = p.sale_id`);
}
