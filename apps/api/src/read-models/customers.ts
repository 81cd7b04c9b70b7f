import { sql } from 'drizzle-orm';
import { addressSearchOf, refreshAddressSearch } from '../modules/customers/service';
import {
  type CustomerStatistics,
  customerStatisticsDrift,
  refreshCustomerStatistics,
} from '../modules/customers/statistics';
import type { FigureRow, ReadModel } from './types';

const statisticsText = (s: CustomerStatistics) =>
  `last ${s.last_sale_on}, interval ${s.purchase_interval_days}, next ${s.next_purchase_on}, ` +
  `first ${s.first_sale_on}, days ${s.purchase_days}`;

/** A span never stored (purchase_days null, from before it was kept) is computed by the next sale: not a difference. */
const spanNotStoredYet = (stored: CustomerStatistics, expected: CustomerStatistics) =>
  stored.purchase_days === null &&
  stored.first_sale_on === null &&
  stored.last_sale_on === expected.last_sale_on &&
  stored.purchase_interval_days === expected.purchase_interval_days &&
  stored.next_purchase_on === expected.next_purchase_on;

const callerName = sql`(select c.name_search from customers c where c.id = l.customer_id)`;

/** Customers and the call log: statistics, debt's sibling copies, searched texts, the hourly call counts. */
export const customerModels: ReadModel[] = [
  {
    name: 'customers.statistics',
    description:
      "Each customer's last sale day, mean purchase interval and predicted next purchase, and the span they come from (first_sale_on, purchase_days): the customer list, its filters and the expanded row.",
    sources: ['sales (not canceled or rejected)'],
    keptBy:
      "sales/write.ts writeSale, as the sale's plan (saleMoves, packages/domain) says: a new sale's day added to the stored span (statisticsAfterSaleDay), else refreshCustomerStatistics (modules/customers/statistics.ts) from the history; both by purchaseStatsFromSpan",
    note: 'Days are sale days in APP_TIMEZONE. A span never stored (purchase_days null) is accepted when the three shown figures are right.',
    check: async (db) => {
      const drift = await customerStatisticsDrift(db, 'all');
      return drift
        .filter((d) => !spanNotStoredYet(d.stored, d.expected))
        .map(
          (d): FigureRow => ({
            key: String(d.id),
            stored: statisticsText(d.stored),
            expected: statisticsText(d.expected),
          }),
        );
    },
    rebuild: (db) => refreshCustomerStatistics(db, 'all'),
  },
  {
    name: 'customers.address_search',
    description:
      "Each customer's address as searched (lower-case, accent-free, with the city): the customer list's address search.",
    sources: ['addresses', 'cities'],
    keptBy: 'refreshAddressSearch (modules/customers/service.ts) on every customer write and import',
    check: sql`
      select c.id::text as key, c.address_search as stored, ${addressSearchOf(sql`c.address_id`)} as expected
        from customers c
       where c.address_search is distinct from ${addressSearchOf(sql`c.address_id`)}`,
    rebuild: (db) => refreshAddressSearch(db, 'all'),
  },
  {
    name: 'customer_contacts.resale_id',
    description: "Each phone's copy of its customer's unit: a phone is unique per unit.",
    sources: ['customers'],
    keptBy: 'customers/service.ts saveContacts and updateCustomer (a change of unit moves the phones)',
    check: sql`
      select cc.id::text as key, cc.resale_id::text as stored, c.resale_id::text as expected
        from customer_contacts cc join customers c on c.id = cc.customer_id
       where cc.resale_id <> c.resale_id`,
    rebuild: [
      sql`update customer_contacts cc set resale_id = c.resale_id from customers c
           where c.id = cc.customer_id and cc.resale_id <> c.resale_id`,
    ],
  },
  {
    name: 'customer_names',
    description:
      "Every name a customer has had (trigram and 5-gram indexed): the receivables' and customers' name searches.",
    sources: ['customers'],
    keptBy: 'row triggers customer_names_ins / customer_names_upd (0016_perf_finance)',
    note: 'Never pruned: a name no customer holds any more matches no customer, so only missing ones are differences.',
    check: sql`
      select distinct c.name as key, 'missing' as stored, 'present' as expected
        from customers c where not exists (select 1 from customer_names n where n.name = c.name)`,
    rebuild: [
      sql`insert into customer_names (name) select distinct name from customers order by 1 on conflict do nothing`,
    ],
  },
  {
    name: 'call_logs.customer_name_search',
    description: "Each call's copy of its customer's name_search: the call log's customer-name filter.",
    sources: ['customers (name_search)'],
    keptBy: 'row triggers call_logs_customer_name and customers_call_logs_name (0019_perf_call_logs)',
    check: sql`
      select l.id::text as key, l.customer_name_search as stored, c.name_search as expected
        from call_logs l left join customers c on c.id = l.customer_id
       where l.customer_name_search is distinct from c.name_search`,
    rebuild: [
      sql`update call_logs l set customer_name_search = ${callerName}
           where l.customer_name_search is distinct from ${callerName}`,
    ],
  },
  {
    name: 'call_log_hours',
    description:
      "How many calls of each kind began in each UTC hour: the call log's count over every unit without a name.",
    sources: ['call_logs'],
    keptBy: 'statement triggers call_logs_hours_* (0019_perf_call_logs)',
    check: sql`
      with e as (select date_trunc('hour', created_at, 'UTC') as hour, kind, count(*) as n from call_logs group by 1, 2)
      select concat_ws(' ', to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24:00" UTC"'), kind) as key,
             coalesce(s.n, 0)::text as stored, coalesce(e.n, 0)::text as expected
        from call_log_hours s full join e using (hour, kind)
       where coalesce(s.n, 0) <> coalesce(e.n, 0)`,
    rebuild: [
      sql`delete from call_log_hours`,
      sql`insert into call_log_hours (hour, kind, n)
          select date_trunc('hour', created_at, 'UTC'), kind, count(*) from call_logs group by 1, 2 order by 1, 2`,
    ],
  },
];
