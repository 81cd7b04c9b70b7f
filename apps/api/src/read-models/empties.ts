import { sql } from 'drizzle-orm';
import type { ReadModel } from './types';

const key = sql.raw('resale_id, vehicle_id, customer_id, account, brand_id, capacity, state');

/** The ledger's sums per key. */
const ledgerSums = sql`
  select ${key}, sum(quantity)::int as q from empty_moves group by ${key} having sum(quantity) <> 0`;

/** Empty cylinders (cascos): the ledger's balances. */
export const emptiesModels: ReadModel[] = [
  {
    name: 'empty_balances',
    description:
      "The empties' balances per unit, place (depot or vehicle), customer, account (place, owed, loan), brand, capacity and state: the customer's owed and lent cylinders, the places' fulls and empties.",
    sources: ['empty_moves'],
    keptBy: 'statement trigger empty_balances_add on empty_moves (0051_empties), upserts in key order',
    note: 'The ledger itself is append-only (trigger empty_moves_append_only): a correction is a new movement.',
    check: sql`
      select concat_ws(' ', resale_id, 'vehicle', vehicle_id, 'customer', customer_id, account, 'brand', brand_id,
                       capacity, state) as key, sum(stored)::text as stored, sum(expected)::text as expected
        from (select ${key}, quantity as stored, 0 as expected from empty_balances
              union all
              select ${key}, 0, quantity from empty_moves) x
       group by ${key}
      having sum(stored) <> sum(expected)`,
    rebuild: [
      sql`delete from empty_balances`,
      sql`insert into empty_balances (${key}, quantity) select * from (${ledgerSums}) e order by 1, 2, 3, 4, 5, 6, 7`,
    ],
  },
];
