import { TRANSACTION_MOVEMENTS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { cents, timestamps, unitColumn, day, idColumn } from './core';
import { accounts, banks, payables } from './finance';
import { employees, userColumn } from './people';
import { receivables } from './receivables';
import { sales } from './sales';

export const transactionMovement = pgEnum('transaction_movement', TRANSACTION_MOVEMENTS);

/**
 * The cash ledger (Caixa). Hand-made entries are inflow or outflow; a sale's cash payments and the
 * receipts of receivables are `receivable`, payments of payables `outflow`, each linked to its origin
 * (sale_id, receivable_id, payable_id) and changed only through it.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: idColumn(),
    description: text('description').notNull(),
    movement: transactionMovement('movement').notNull(),
    date: day('date').notNull(),
    value_cents: cents('value_cents').notNull(),
    resale_id: unitColumn('restrict'),
    account_id: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    bank_id: integer('bank_id').references(() => banks.id, { onDelete: 'restrict' }),
    /** The seller: the sale's user for sale-born entries, whoever wrote it otherwise. */
    user_id: userColumn(),
    /** The sale's deliverer, for sale-born entries. */
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    sale_id: integer('sale_id').references(() => sales.id, { onDelete: 'cascade' }),
    receivable_id: integer('receivable_id').references(() => receivables.id, { onDelete: 'restrict' }),
    payable_id: integer('payable_id').references(() => payables.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    // The list reads pages by (date desc, id desc); the summary reads (date, movement, value) from the index.
    index('transactions_date_idx').on(t.date, t.id),
    index('transactions_date_cover_idx').on(t.date, t.resale_id, t.movement, t.value_cents),
    index('transactions_resale_date_idx').on(t.resale_id, t.date, t.id),
    index('transactions_user_date_idx').on(t.user_id, t.date),
    index('transactions_movement_date_idx').on(t.movement, t.date, t.id),
    index('transactions_sale_idx').on(t.sale_id),
    index('transactions_receivable_idx').on(t.receivable_id),
    index('transactions_payable_idx').on(t.payable_id),
    index('transactions_account_idx').on(t.account_id),
    index('transactions_bank_idx').on(t.bank_id),
    index('transactions_description_trgm_idx').using('gin', sql`f_unaccent(lower(${t.description})) gin_trgm_ops`),
    // transactions_description_date_idx (description, date, id) INCLUDE (movement, value_cents): SQL only (0016).
    check('transactions_value_positive', sql`${t.value_cents} > 0`),
  ],
);

/**
 * Count and value of the ledger per day, movement and shard (the writer's connection: pg_backend_pid() % 16,
 * so concurrent writers of one day do not queue on one row; only the sum of the shards means anything), kept by the statement
 * triggers of `transactions` (0016_perf_finance.sql) in the transaction of every write: the unfiltered
 * Transaction-Meta sums these rows instead of the range's entries.
 */
export const transactionTotals = pgTable(
  'transaction_totals',
  {
    date: day('date').notNull(),
    movement: transactionMovement('movement').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    value_cents: cents('value_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.movement, t.shard] })],
);

/**
 * Every description the ledger holds (kept by the same triggers; never pruned), trigram-indexed: a text
 * search finds the descriptions here, then their entries through transactions_description_date_idx.
 */
export const transactionDescriptions = pgTable(
  'transaction_descriptions',
  { description: text('description').primaryKey() },
  (t) => [
    index('transaction_descriptions_trgm_idx')
      .using('gin', sql`f_unaccent(lower(${t.description})) gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
  ],
);
