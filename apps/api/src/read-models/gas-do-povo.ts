import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { bookSaleMoney, reverseSaleMoney } from '../modules/receivables/saleMoney';
import type { ReadModel } from './types';

/**
 * Per sale: what its receivables of the Gás do Povo method hold (stored) and what Caixa owes for it
 * (expected): the price of its live redemption; of an order whose family redeems at the door (open, paid by
 * the voucher, no receipt yet), its voucher payment; of a sale canceled after Caixa paid, what Caixa paid
 * (the redemption's divergence); nothing otherwise.
 */
const redemptionReceivables = sql`
  with owed as (select r.sale_id, sum(r.value_cents) as v from receivables r
                  join payment_methods pm on pm.id = r.payment_method_id
                 where pm.kind = 'gas_do_povo' and r.sale_id is not null group by r.sale_id),
       due as (select g.sale_id, g.price_cents as v from gas_do_povo_redemptions g
                  join sales s on s.id = g.sale_id
                 where g.canceled_at is null and s.status not in ('canceled', 'rejected')
               union all
               select g.sale_id, g.divergence_cents from gas_do_povo_redemptions g
                where g.canceled_at is not null and g.divergence_cents is not null
               union all
               select sp.sale_id, sp.value_cents from sale_payments sp
                 join payment_methods pm on pm.id = sp.payment_method_id
                 join sales s on s.id = sp.sale_id
                where pm.kind = 'gas_do_povo' and s.status in ('created', 'in_transit', 'delayed')
                  and not exists (select 1 from gas_do_povo_redemptions g
                                   where g.sale_id = sp.sale_id and g.canceled_at is null)),
       live as (select sale_id, sum(v) as v from due group by sale_id)
  select coalesce(o.sale_id, l.sale_id)::text as key, coalesce(o.v, 0)::text as stored, coalesce(l.v, 0)::text as expected
    from owed o full join live l on l.sale_id = o.sale_id
   where coalesce(o.v, 0) <> coalesce(l.v, 0)`;

/** Gás do Povo: what Caixa owes for each redemption. */
export const gasDoPovoModels: ReadModel[] = [
  {
    name: 'receivables (Gás do Povo)',
    description:
      "Each live redemption's receivable from the unit's 'Caixa – Gás do Povo': its value is the redemption's reference price.",
    sources: ['gas_do_povo_redemptions', 'sale_payments', 'sales'],
    keptBy: 'sales/write.ts writeSale (the sale, its money and its redemption in one transaction)',
    note: "A sale whose redemption Caixa paid is canceled only with a reason; its receivable stays at what was paid, kept as the redemption's divergence_cents.",
    check: redemptionReceivables,
    rebuild: async (db) => {
      const rows = await queryRows<{ key: string }>(db, redemptionReceivables);
      for (const { key } of rows) {
        await reverseSaleMoney(db, Number(key));
        await bookSaleMoney(db, Number(key));
      }
    },
  },
];
