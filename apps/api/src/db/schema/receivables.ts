import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { cents, timestamps, unitColumn, day, idColumn } from './core';
import { customers } from './customers';
import { accounts } from './finance';
import { employees, userColumn } from './people';
import { paymentMethods } from './registers';
import { sales } from './sales';

/**
 * Accounts receivable (contas a receber): a sale's term payments and hand-made ones. The bill fields
 * of the seeds (issue_date, due_date, description, account, payment method, value) live on the row.
 * Open debt = value_cents − received_cents; a customer's debt is the sum of their open debts.
 */
export const receivables = pgTable(
  'receivables',
  {
    id: idColumn(),
    resale_id: unitColumn('restrict'),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    /** The sale whose term payment this is; null for a receivable made by hand. */
    sale_id: integer('sale_id').references(() => sales.id, { onDelete: 'cascade' }),
    payment_method_id: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'restrict' }),
    /** Chart-of-accounts entry (inflow). */
    account_id: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    /** The seller: the sale's user, or whoever created it by hand. */
    user_id: userColumn(),
    /** The sale's deliverer. */
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    document: text('document'),
    description: text('description'),
    issue_date: day('issue_date').notNull(),
    due_date: day('due_date').notNull(),
    value_cents: cents('value_cents').notNull(),
    received_cents: cents('received_cents').notNull().default(0),
    receipt_date: day('receipt_date'),
    /** Fines and discounts given so far (already folded into value_cents). */
    fine_cents: cents('fine_cents').notNull().default(0),
    discount_cents: cents('discount_cents').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('receivables_resale_due_idx').on(t.resale_id, t.due_date),
    // receivables_due_cover_idx (due_date, id) and receivables_customer_cover_idx (customer_id, due_date, id),
    // both INCLUDE (value_cents, received_cents, resale_id) for the summaries: SQL only (0016).
    index('receivables_issue_idx').on(t.issue_date, t.id),
    index('receivables_receipt_idx').on(t.receipt_date, t.id),
    index('receivables_user_idx').on(t.user_id, t.due_date),
    index('receivables_employee_idx').on(t.employee_id, t.due_date),
    index('receivables_method_idx').on(t.payment_method_id, t.due_date),
    index('receivables_sale_idx').on(t.sale_id),
    index('receivables_document_trgm_idx').using('gin', sql`f_unaccent(lower(${t.document})) gin_trgm_ops`),
    index('receivables_open_due_idx').on(t.customer_id, t.due_date).where(sql`${t.received_cents} < ${t.value_cents}`),
    index('receivables_open_due_date_idx').on(t.due_date, t.id).where(sql`${t.received_cents} < ${t.value_cents}`),
    check('receivables_value_positive', sql`${t.value_cents} > 0`),
    check('receivables_received_range', sql`${t.received_cents} >= 0 and ${t.received_cents} <= ${t.value_cents}`),
  ],
);

/**
 * Every name a customer has had (kept by row triggers on `customers`, 0016_perf_finance.sql; never
 * pruned), indexed by trigrams and by 5-character pieces: the receivables' search and the customer list's
 * search by name find the few distinct names here, then the customers through customers_name_idx.
 */
export const customerNames = pgTable('customer_names', { name: text('name').primaryKey() }, (t) => [
  index('customer_names_trgm_idx')
    .using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`)
    .with({ fastupdate: 'off' }),
  // The customer list's name search (0023_perf_receivables_customers.sql): the 5-character pieces, as on customers.
  index('customer_names_search_grams_idx')
    .using('gin', sql`customers_search_grams(f_unaccent(lower(${t.name})))`)
    .with({ fastupdate: 'off' }),
]);

/**
 * Count, value and received amount of the receivables per due date, open or settled, and shard (the writer's
 * connection: pg_backend_pid() % 16, so concurrent writers of one due date do not queue on one row; only the
 * sum of the shards means anything), kept by the statement triggers of `receivables`
 * (0023_perf_receivables_customers.sql) in the transaction of every write: the unfiltered summary of a
 * due-date range sums these rows instead of the range's receivables.
 */
export const receivableDayTotals = pgTable(
  'receivable_day_totals',
  {
    due_date: day('due_date').notNull(),
    open: boolean('open').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    value_cents: cents('value_cents').notNull(),
    received_cents: cents('received_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.due_date, t.open, t.shard] })],
);
