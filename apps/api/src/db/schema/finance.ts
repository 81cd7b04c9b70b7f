import { ACCOUNT_GROUPS, ACCOUNT_MOVEMENTS, BANK_TYPES } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cents, timestamps, unitColumn, day, idColumn } from './core';
import { userColumn } from './people';
import { paymentMethods, suppliers } from './registers';

export const accountMovement = pgEnum('account_movement', ACCOUNT_MOVEMENTS);
export const accountGroup = pgEnum('account_group', ACCOUNT_GROUPS);
export const bankType = pgEnum('bank_type', BANK_TYPES);

/** Categories of the chart of accounts (created inline from the account form). */
export const accountCategories = pgTable(
  'account_categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('account_categories_name_idx').on(sql`lower(${t.name})`)],
);

/** Chart of accounts (plano de contas): one unit each. */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    description: text('description').notNull(),
    movement: accountMovement('movement').notNull(),
    group: accountGroup('group').notNull().default('operational'),
    category_id: integer('category_id')
      .notNull()
      .references(() => accountCategories.id, { onDelete: 'restrict' }),
    resale_id: unitColumn('restrict'),
    ...timestamps,
  },
  (t) => [
    index('accounts_resale_movement_idx').on(t.resale_id, t.movement, t.description),
    index('accounts_description_idx').on(t.description),
    index('accounts_category_idx').on(t.category_id),
    index('accounts_description_trgm_idx').using('gin', sql`f_unaccent(lower(${t.description})) gin_trgm_ops`),
  ],
);

/** Banks and safes (cofres); balance = initial balance + the cash entries booked to it. */
export const banks = pgTable(
  'banks',
  {
    id: idColumn(),
    type_bank: bankType('type_bank').notNull().default('institute'),
    description: text('description').notNull(),
    ag: varchar('ag', { length: 20 }),
    account: varchar('account', { length: 30 }),
    init_balance_cents: cents('init_balance_cents').notNull().default(0),
    resale_id: unitColumn('restrict'),
    ...timestamps,
  },
  (t) => [
    index('banks_resale_idx').on(t.resale_id, t.description),
    index('banks_description_trgm_idx').using('gin', sql`f_unaccent(lower(${t.description})) gin_trgm_ops`),
    check('banks_safe_no_agency', sql`${t.type_bank} = 'institute' or (${t.ag} is null and ${t.account} is null)`),
  ],
);

/** Accounts payable (contas a pagar). Open = value_cents − amount_cents. */
export const payables = pgTable(
  'payables',
  {
    id: idColumn(),
    resale_id: unitColumn('restrict'),
    supplier_id: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    payment_method_id: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'restrict' }),
    account_id: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    /** Who created it. */
    user_id: userColumn(),
    document: text('document'),
    description: text('description'),
    issue_date: day('issue_date').notNull(),
    due_date: day('due_date').notNull(),
    value_cents: cents('value_cents').notNull(),
    /** Paid so far. */
    amount_cents: cents('amount_cents').notNull().default(0),
    fine_cents: cents('fine_cents').notNull().default(0),
    discount_cents: cents('discount_cents').notNull().default(0),
    /** Date of the last payment. */
    date: day('date'),
    ...timestamps,
  },
  (t) => [
    index('payables_resale_due_idx').on(t.resale_id, t.due_date),
    // payables_due_cover_idx (due_date, id) INCLUDE (value_cents, amount_cents, resale_id): SQL only (0016).
    index('payables_issue_idx').on(t.issue_date, t.id),
    index('payables_date_idx').on(t.date, t.id),
    index('payables_supplier_idx').on(t.supplier_id),
    index('payables_document_trgm_idx').using('gin', sql`f_unaccent(lower(${t.document})) gin_trgm_ops`),
    index('payables_open_due_idx').on(t.due_date).where(sql`${t.amount_cents} < ${t.value_cents}`),
    check('payables_value_positive', sql`${t.value_cents} > 0`),
    check('payables_amount_range', sql`${t.amount_cents} >= 0 and ${t.amount_cents} <= ${t.value_cents}`),
  ],
);
