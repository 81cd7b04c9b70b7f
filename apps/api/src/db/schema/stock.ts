import { ADJUSTMENT_REASONS, ENTRY_DISCOUNT_TYPES, STOCK_MOVEMENTS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cents, createdAt, timestamps, unitColumn, day, idColumn } from './core';
import { customers } from './customers';
import { userColumn } from './people';
import { products } from './products';
import { suppliers } from './registers';

export const entryDiscountType = pgEnum('entry_discount_type', ENTRY_DISCOUNT_TYPES);

/** Product entries from suppliers: each item's quantity adds to platform. */
export const productEntries = pgTable(
  'product_entries',
  {
    id: idColumn(),
    resale_id: unitColumn('restrict'),
    supplier_id: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    user_id: userColumn(),
    invoice_number: text('invoice_number'),
    serial_number: text('serial_number'),
    issue_date: day('issue_date').notNull(),
    due_date: day('due_date'),
    discount_type: entryDiscountType('discount_type').notNull().default('value'),
    /** Cents for a value discount; hundredths of a percent for a percentage. */
    discount_value_cents: integer('discount_value_cents').notNull().default(0),
    /** Items minus discount, kept with the entry so lists and summaries don't add items up. */
    total_cents: integer('total_cents').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('product_entries_issue_idx').on(t.issue_date, t.id),
    // product_entries_issue_totals_idx (issue_date) INCLUDE (resale_id, total_cents): the summary's count and
    // total from the index alone, in SQL (0015_perf_stock.sql) for its INCLUDE.
    index('product_entries_due_idx').on(t.due_date, t.id),
    index('product_entries_created_idx').on(t.created_at, t.id),
    index('product_entries_resale_issue_idx').on(t.resale_id, t.issue_date),
    index('product_entries_resale_due_idx').on(t.resale_id, t.due_date),
    index('product_entries_resale_created_idx').on(t.resale_id, t.created_at),
    index('product_entries_supplier_idx').on(t.supplier_id),
    check('product_entries_discount_nonnegative', sql`${t.discount_value_cents} >= 0`),
  ],
);

export const productEntryItems = pgTable(
  'product_entry_items',
  {
    id: idColumn(),
    entry_id: integer('entry_id')
      .notNull()
      .references(() => productEntries.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Empty bottles handed to the supplier in exchange: `bottle_quantity` of the product's bottle leave platform. */
    bottle_movement: boolean('bottle_movement').notNull().default(false),
    /** The bottle product moved (the product's bottle when the entry was made). */
    bottle_id: integer('bottle_id').references(() => products.id, { onDelete: 'restrict' }),
    bottle_quantity: integer('bottle_quantity').notNull().default(0),
    price_cents: integer('price_cents').notNull().default(0),
    discount_cents: integer('discount_cents').notNull().default(0),
    /**
     * The entry's issue date and unit, copied onto the item by a trigger (0015_perf_stock.sql) when it is
     * written and again when the entry's date or unit change: the summary over an issue-date range reads the items alone
     * (covering index product_entry_items_issue_summary_idx, SQL only for its INCLUDE).
     */
    issue_date: day('issue_date'),
    resale_id: integer('resale_id'),
  },
  (t) => [
    // product_entry_items_resale_issue_idx (resale_id, issue_date) INCLUDE (product_id, quantity, price_cents,
    // discount_cents): a unit's summary over issue dates, SQL only for its INCLUDE (0020_perf_stock_lists.sql).
    index('product_entry_items_entry_idx').on(t.entry_id),
    index('product_entry_items_product_idx').on(t.product_id),
    check('product_entry_items_quantity_positive', sql`${t.quantity} > 0`),
    check('product_entry_items_bottle_nonnegative', sql`${t.bottle_quantity} >= 0`),
  ],
);

/**
 * The entries' count and total per issue day (`monthly` false) and per month (true, by its first day), kept by
 * statement triggers of `product_entries` in the transaction of every write (0020_perf_stock_lists.sql): the
 * summary of an issue-date range over every unit reads these rows instead of the range's entries. The primary
 * key INCLUDEs the figures (SQL only).
 */
export const productEntrySums = pgTable(
  'product_entry_sums',
  {
    monthly: boolean('monthly').notNull(),
    period: day('period').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
    total_cents: cents('total_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.monthly, t.period] })],
);

/**
 * The items' count, quantity and value (price × quantity − discount) per product name and issue day or month,
 * kept by statement triggers of `product_entry_items` and of a product's rename (0020_perf_stock_lists.sql): the
 * per-name summary of an issue-date range over every unit. The primary key INCLUDEs the figures (SQL only).
 */
export const productEntryItemSums = pgTable(
  'product_entry_item_sums',
  {
    monthly: boolean('monthly').notNull(),
    period: day('period').notNull(),
    description: text('description').notNull(),
    items: bigint('items', { mode: 'number' }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    value_cents: cents('value_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.monthly, t.period, t.description] })],
);

export const stockMovement = pgEnum('stock_movement', STOCK_MOVEMENTS);
export const adjustmentReason = pgEnum('adjustment_reason', ADJUSTMENT_REASONS);

/**
 * Stock adjustments ("apontamentos"): a movement of one product's counts. Lending and defect
 * stay open until written off; `written_off` is the quantity already written off, never above `quantity`.
 */
export const stockAppointments = pgTable(
  'stock_appointments',
  {
    id: idColumn(),
    date: day('date').notNull(),
    movement: stockMovement('movement').notNull(),
    reason: adjustmentReason('reason'),
    justification: text('justification'),
    /** The justification lower-case and without accents, for the search (generated, 0015_perf_stock.sql). */
    justification_search: text('justification_search').generatedAlwaysAs(sql`f_unaccent(lower(justification))`),
    resale_id: unitColumn('restrict'),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Who holds lent bottles: a customer with adjustments can't be deleted (the history would lie). */
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    user_id: userColumn(),
    quantity: integer('quantity').notNull(),
    written_off: integer('written_off').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('stock_appointments_date_idx').on(t.date, t.id),
    index('stock_appointments_resale_date_idx').on(t.resale_id, t.date),
    index('stock_appointments_movement_date_idx').on(t.movement, t.date),
    index('stock_appointments_customer_idx').on(t.customer_id),
    index('stock_appointments_user_date_idx').on(t.user_id, t.date),
    index('stock_appointments_product_idx').on(t.product_id),
    // A unit's lendings, for the comodato ledger (0033_comodato_ledger.sql).
    index('stock_appointments_lending_idx')
      .on(t.resale_id, t.customer_id, t.product_id, t.date)
      .where(sql`${t.movement} = 'lending'`),
    index('stock_appointments_justification_search_trgm_idx').using('gin', sql`${t.justification_search} gin_trgm_ops`),
    // The justification's 5-character pieces, for searches of 5 characters or more (0020_perf_stock_lists.sql).
    index('stock_appointments_justification_grams_idx')
      .using('gin', sql`customers_search_grams(${t.justification_search})`)
      .with({ fastupdate: 'off' }),
    check('stock_appointments_quantity_positive', sql`${t.quantity} > 0`),
    check('stock_appointments_written_off_range', sql`${t.written_off} >= 0 and ${t.written_off} <= ${t.quantity}`),
  ],
);

/** Each write-off ("baixa") of a lending or defect adjustment. */
export const stockWriteOffs = pgTable(
  'stock_write_offs',
  {
    id: idColumn(),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => stockAppointments.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    user_id: userColumn(),
    ...createdAt,
  },
  (t) => [
    index('stock_write_offs_appointment_idx').on(t.appointment_id),
    check('stock_write_offs_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
