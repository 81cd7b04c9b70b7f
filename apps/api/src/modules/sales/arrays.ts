import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The item and payment arrays each sale (id > `afterId`) should carry, as its items and payments give them
 * in id order: the rule the statement triggers of sale_items and sale_payments keep (sales_child_arrays,
 * migrations 0010 and 0024). Columns: id and the five arrays; a sale without items or payments has '{}'.
 */
export const saleArraysOf = (afterId = 0) => sql`
  select s.id, coalesce(i.p, '{}') as item_product_ids, coalesce(i.q, '{}') as item_quantities,
         coalesce(i.v, '{}') as item_values, coalesce(m.m, '{}') as payment_method_ids,
         coalesce(m.v, '{}') as payment_values
    from sales s
    left join (select sale_id, array_agg(product_id order by id) as p, array_agg(quantity order by id) as q,
                      array_agg(price_cents::bigint * quantity - discount_cents order by id) as v
                 from sale_items where sale_id > ${afterId} group by sale_id) i on i.sale_id = s.id
    left join (select sale_id, array_agg(payment_method_id order by id) as m, array_agg(value_cents order by id) as v
                 from sale_payments where sale_id > ${afterId} group by sale_id) m on m.sale_id = s.id
   where s.id > ${afterId}`;

/** The condition "sale `s` does not carry the arrays of `x`" (a row of saleArraysOf). */
export const saleArraysDiffer = sql`(s.item_product_ids, s.item_quantities, s.item_values, s.payment_method_ids,
  s.payment_values) is distinct from (x.item_product_ids, x.item_quantities, x.item_values, x.payment_method_ids,
  x.payment_values)`;

/**
 * Rewrites the arrays of the sales with id > `afterId` that do not carry what their items and payments give
 * (saleArraysOf). The triggers keep them on every write, bulk loads run as replica included (they are
 * ALWAYS triggers); this is the read models' rebuild (read-models/sales.ts).
 */
export async function rebuildSaleArrays(tx: Executor, afterId = 0): Promise<void> {
  await tx.execute(sql`update sales s set item_product_ids = x.item_product_ids, item_quantities = x.item_quantities,
      item_values = x.item_values, payment_method_ids = x.payment_method_ids, payment_values = x.payment_values
    from (${saleArraysOf(afterId)}) x
   where s.id = x.id and ${saleArraysDiffer}`);
}
