import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import type { Dataset } from './types';

/**
 * Call log over the last 90 days in every unit (after the customers dataset): a third of the calls
 * from customers of the unit (their first phone), the rest from unknown numbers; a few outgoing.
 */
export const callLogsDataset: Dataset = {
  name: 'call_logs',
  rows: { small: 20000, medium: 200000, large: 1000000 },
  async generate(db, count) {
    await db.execute(sql`
      with cc as (select array_agg(customer_id order by customer_id) ids, array_agg(phone order by customer_id) phones,
                         array_agg(resale_id order by customer_id) units
                    from (select distinct on (customer_id) customer_id, phone, resale_id from customer_contacts
                           order by customer_id, id limit 100000) x),
           u as (select array_agg(id order by id) ids from resales),
           g as (select g, (1 + (g::bigint * 7919) % greatest(1, coalesce(array_length(cc.ids, 1), 1)))::int as pick
                   from generate_series(1, ${count}::int) g, cc)
      insert into call_logs (kind, phone, resale_id, customer_id, created_at)
      select case when g.g % 20 = 0 then 'outgoing' else 'incoming' end::call_kind,
             case when g.g % 3 = 0 and cc.ids is not null then cc.phones[g.pick]
                  else '1999' || lpad(((g.g::bigint * 104729) % 10000000)::text, 7, '0') end,
             case when g.g % 3 = 0 and cc.ids is not null then cc.units[g.pick]
                  else u.ids[1 + g.g % array_length(u.ids, 1)] end,
             case when g.g % 3 = 0 then cc.ids[g.pick] end,
             now() - ((g.g::bigint * 90 * 86400 / ${count}::int) || ' seconds')::interval
        from g, cc, u`);
    await db.execute(sql`analyze call_logs`);
    const [row] = await queryRows<{ name: string }>(
      db,
      sql`select c.name from call_logs l join customers c on c.id = l.customer_id order by l.id limit 1`,
    );
    return { callCustomerName: row?.name.split(' ')[0]?.toLowerCase() ?? 'maria' };
  },
};
