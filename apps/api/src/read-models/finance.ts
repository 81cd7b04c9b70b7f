import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { customerDebtOf, refreshCustomerDebt } from '../modules/finance/debt';
import type { ReadModel } from './types';

/** Each bill's settled amount (stored) and the sum of its entries in the cash ledger (expected). */
const receivableReceipts = sql`select r.id, r.received_cents as stored, coalesce(sum(t.value_cents), 0) as expected
  from receivables r left join transactions t on t.receivable_id = r.id group by r.id`;
const payablePayments = sql`select p.id, p.amount_cents as stored, coalesce(sum(t.value_cents), 0) as expected
  from payables p left join transactions t on t.payable_id = p.id group by p.id`;
const settledCheck = (bills: SQL) => sql`select id::text as key, stored::text as stored, expected::text as expected
  from (${bills}) x where stored <> expected`;

/** The descriptions the ledger holds that transaction_descriptions lacks. */
const missingDescriptions = sql`select distinct t.description from transactions t
  where not exists (select 1 from transaction_descriptions d where d.description = t.description)`;

/** Money: the cash ledger's totals, the bills' settled amounts, the receivables' totals and the customers' debt. */
export const financeModels: ReadModel[] = [
  {
    name: 'receivables.received_cents',
    description: 'What was received of each receivable: the sum of its receipts in the cash ledger.',
    sources: ['transactions (receivable_id)'],
    keptBy:
      'receivables/service.ts (updateReceivable, receiveAll: the receipt entry and the amount in one transaction)',
    check: settledCheck(receivableReceipts),
    rebuild: [
      sql`update receivables r set received_cents = x.expected from (${receivableReceipts}) x
           where x.id = r.id and x.stored <> x.expected`,
    ],
  },
  {
    name: 'payables.amount_cents',
    description: 'What was paid of each payable: the sum of its payments in the cash ledger.',
    sources: ['transactions (payable_id)'],
    keptBy: 'payables/service.ts (the payment entry and the amount in one transaction)',
    check: settledCheck(payablePayments),
    rebuild: [
      sql`update payables p set amount_cents = x.expected from (${payablePayments}) x
           where x.id = p.id and x.stored <> x.expected`,
    ],
  },
  {
    name: 'transaction_totals',
    description:
      "The cash ledger's count and value per day and movement (summed over writer shards): Caixa's Total and Transaction-Meta over every unit.",
    sources: ['transactions'],
    keptBy: 'statement triggers transactions_derived_* (0016_perf_finance)',
    check: sql`
      with stored as (select date, movement, sum(n) as n, sum(value_cents) as v from transaction_totals group by 1, 2),
      expected as (select date, movement, count(*) as n, sum(value_cents) as v from transactions group by 1, 2)
      select concat_ws(' ', date, movement) as key,
             format('%s entries, %s cents', coalesce(s.n, 0), coalesce(s.v, 0)) as stored,
             format('%s entries, %s cents', coalesce(e.n, 0), coalesce(e.v, 0)) as expected
        from stored s full join expected e using (date, movement)
       where coalesce(s.n, 0) <> coalesce(e.n, 0) or coalesce(s.v, 0) <> coalesce(e.v, 0)`,
    rebuild: [
      sql`delete from transaction_totals`,
      sql`insert into transaction_totals (date, movement, shard, n, value_cents)
          select date, movement, 0, count(*), sum(value_cents) from transactions group by 1, 2 order by 1, 2`,
    ],
  },
  {
    name: 'transaction_descriptions',
    description: 'Every description the cash ledger holds (trigram-indexed): the Caixa text search finds them first.',
    sources: ['transactions'],
    keptBy: 'statement triggers transactions_derived_* (0016_perf_finance)',
    note: 'Never pruned: a description no entry holds any more matches nothing, so only missing ones are differences.',
    check: sql`select description as key, 'missing' as stored, 'present' as expected from (${missingDescriptions}) m`,
    rebuild: async (db) => {
      const [missing] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (${missingDescriptions}) m`,
      );
      if (!missing?.n) return;
      // Thousands of new descriptions (a bulk load) go through the trigram index's pending list, merged in one
      // pass: one by one into an index with fastupdate off they cost seconds.
      const bulk = missing.n > 500;
      if (bulk) await db.execute(sql`alter index transaction_descriptions_trgm_idx set (fastupdate = on)`);
      await db.execute(sql`insert into transaction_descriptions (description)
          select description from (${missingDescriptions}) m order by 1 on conflict do nothing`);
      if (bulk) {
        await db.execute(sql`select gin_clean_pending_list('transaction_descriptions_trgm_idx'::regclass)`);
        await db.execute(sql`alter index transaction_descriptions_trgm_idx set (fastupdate = off)`);
      }
    },
  },
  {
    name: 'receivable_day_totals',
    description:
      "The receivables' count, value and received amount per due date, open or settled (summed over writer shards): summaries over every unit.",
    sources: ['receivables'],
    keptBy: 'statement triggers receivables_day_totals_* (0023_perf_receivables_customers)',
    check: sql`
      with stored as (select due_date, "open", sum(n) as n, sum(value_cents) as v, sum(received_cents) as r
                        from receivable_day_totals group by 1, 2),
      expected as (select due_date, received_cents < value_cents as "open", count(*) as n, sum(value_cents) as v,
                          sum(received_cents) as r
                     from receivables group by 1, 2)
      select concat_ws(' ', due_date, case when "open" then 'open' else 'settled' end) as key,
             format('%s bills, %s value, %s received', coalesce(s.n, 0), coalesce(s.v, 0), coalesce(s.r, 0)) as stored,
             format('%s bills, %s value, %s received', coalesce(e.n, 0), coalesce(e.v, 0), coalesce(e.r, 0)) as expected
        from stored s full join expected e using (due_date, "open")
       where coalesce(s.n, 0) <> coalesce(e.n, 0) or coalesce(s.v, 0) <> coalesce(e.v, 0)
          or coalesce(s.r, 0) <> coalesce(e.r, 0)`,
    rebuild: [
      sql`delete from receivable_day_totals`,
      sql`insert into receivable_day_totals (due_date, "open", shard, n, value_cents, received_cents)
          select due_date, received_cents < value_cents, 0, count(*), sum(value_cents), sum(received_cents)
            from receivables group by 1, 2 order by 1, 2`,
    ],
  },
  {
    name: 'customers.debt_cents',
    description: "Each customer's open amount of receivables: the customer list's debt and its filters.",
    sources: ['receivables'],
    keptBy: 'refreshCustomerDebt (modules/finance/debt.ts) in the transaction of every change of a receivable',
    check: sql`
      select c.id::text as key, c.debt_cents::text as stored, ${customerDebtOf(sql`c.id`)}::text as expected
        from customers c
       where c.debt_cents <> ${customerDebtOf(sql`c.id`)}`,
    rebuild: (db) => refreshCustomerDebt(db, 'all'),
  },
];
