import { SALE_CHANNELS, SALE_STATUSES } from '@ability/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  primaryKey,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cents, resales, timestamps, unitColumn, day, idColumn } from './core';
import { customers } from './customers';
import { employees, userColumn, users } from './people';
import { products } from './products';
import { paymentMethods } from './registers';

export const saleStatus = pgEnum('sale_status', SALE_STATUSES);
export const saleChannel = pgEnum('sale_channel', SALE_CHANNELS);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sales = pgTable(
  'sales',
  {
    id: idColumn(),
    /** Order number shown to people: sequential per unit. */
    doc_number: integer('doc_number').notNull(),
    status: saleStatus('status').notNull().default('created'),
    channel: saleChannel('channel').notNull().default('disk'),
    sold_on: at('sold_on').notNull().defaultNow(),
    in_transit_at: at('in_transit_at'),
    delivered_at: at('delivered_at'),
    finished_at: at('finished_at'),
    canceled_at: at('canceled_at'),
    /** Σ(price × quantity − discount) of the items, kept with the items. */
    total_cents: cents('total_cents').notNull().default(0),
    change_cents: cents('change_cents').notNull().default(0),
    obs: text('obs'),
    resale_id: unitColumn('restrict'),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The deliverer ('vendedor' in the seeds' filters); absent = 'Sem vendedor'. */
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    /** Who took the order. */
    user_id: userColumn(),
    /**
     * The items' products and quantities and the payments' methods and values, in id order, kept by
     * triggers on sale_items and sale_payments (every writer, bulk SQL included): the list's summaries
     * and payment-method filter read the sale row alone, no join.
     */
    item_product_ids: integer('item_product_ids').array().notNull().default(sql`'{}'`),
    item_quantities: integer('item_quantities').array().notNull().default(sql`'{}'`),
    /** Each item's value (price × quantity − discount): the daily closing's per-product values (0024). */
    item_values: cents('item_values').array().notNull().default(sql`'{}'`),
    payment_method_ids: integer('payment_method_ids').array().notNull().default(sql`'{}'`),
    payment_values: integer('payment_values').array().notNull().default(sql`'{}'`),
    ...timestamps,
  },
  (t) => [
    index('sales_sold_on_idx').on(t.sold_on),
    index('sales_resale_sold_on_idx').on(t.resale_id, t.sold_on),
    index('sales_customer_sold_on_idx').on(t.customer_id, t.sold_on),
    // Missed calls (0032): whether a customer's sale was created in a window around a call.
    index('sales_customer_created_idx').on(t.customer_id, t.created_at),
    index('sales_employee_sold_on_idx').on(t.employee_id, t.sold_on),
    index('sales_in_transit_idx').on(t.in_transit_at).where(sql`${t.status} = 'in_transit'`),
    // The dashboard's live count of late deliveries (0036): the sales the 15-minute job marked delayed.
    index('sales_delayed_idx').on(t.resale_id).where(sql`${t.status} = 'delayed'`),
    index('sales_resale_doc_number_idx').on(t.resale_id, t.doc_number),
    // Reports also read sales_report_sums_idx, sales_report_multi_idx (0017_perf_reports),
    // sale_items_report_idx and sale_payments_report_idx (0011_reports): covering indexes (INCLUDE …,
    // expressions) written by hand in those migrations.
    check('sales_total_nonnegative', sql`${t.total_cents} >= 0`),
    check('sales_change_nonnegative', sql`${t.change_cents} >= 0`),
  ],
);

/**
 * The last order number given in each unit. Taken by one statement of its own before the sale's
 * transaction, so no sale waits for another unit-wide until it commits; a number taken by an order
 * that then failed is not given again. UNLOGGED (in the migration): no disk flush per number; after a
 * crash it is empty and numbering goes on above the largest number on a sale of the unit.
 */
export const saleDocCounters = pgTable('sale_doc_counters', {
  resale_id: integer('resale_id')
    .primaryKey()
    .references(() => resales.id, { onDelete: 'cascade' }),
  last: integer('last').notNull(),
});

export const saleItems = pgTable(
  'sale_items',
  {
    id: idColumn(),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    price_cents: integer('price_cents').notNull(),
    discount_cents: integer('discount_cents').notNull().default(0),
  },
  (t) => [
    // Covers the list's Items-Summary (index-only: sale → product, quantity).
    index('sale_items_sale_idx').on(t.sale_id, t.product_id, t.quantity),
    index('sale_items_product_idx').on(t.product_id),
    check('sale_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('sale_items_price_nonnegative', sql`${t.price_cents} >= 0`),
    check('sale_items_discount_nonnegative', sql`${t.discount_cents} >= 0`),
  ],
);

export const salePayments = pgTable(
  'sale_payments',
  {
    id: idColumn(),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    payment_method_id: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'restrict' }),
    value_cents: integer('value_cents').notNull(),
    installments: smallint('installments').notNull().default(1),
    due_date: day('due_date'),
    /** A PIX paid at the door (0036): when and by whom its receipt was confirmed (the deliverer's word). */
    pix_confirmed_at: at('pix_confirmed_at'),
    pix_confirmed_by: integer('pix_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Covers the list's Payments-Summary (index-only: sale → method, value).
    index('sale_payments_sale_idx').on(t.sale_id, t.payment_method_id, t.value_cents),
    index('sale_payments_method_idx').on(t.payment_method_id),
    check('sale_payments_value_positive', sql`${t.value_cents} > 0`),
    check('sale_payments_installments', sql`${t.installments} between 1 and 48`),
  ],
);

/**
 * The sales list's count and summaries per unit, deliverer (0 = none), business day, status and channel
 * (0021_perf_sales_list): kind 0 is the sales (n = how many, their total and change), kind 1 a product
 * (ref; n = quantity), kind 2 a payment method (ref; n = value). Kept exact by deferred triggers on
 * `sales`. Also sale_unit_sums_employee_idx (resale_id, employee_id, day) INCLUDE (…): SQL only.
 */
export const saleUnitSums = pgTable(
  'sale_unit_sums',
  {
    resale_id: integer('resale_id').notNull(),
    employee_id: integer('employee_id').notNull(),
    day: day('day').notNull(),
    status: saleStatus('status').notNull(),
    channel: saleChannel('channel').notNull(),
    kind: smallint('kind').notNull(),
    ref: integer('ref').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    total_cents: cents('total_cents').notNull(),
    change_cents: cents('change_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resale_id, t.day, t.employee_id, t.status, t.channel, t.kind, t.ref] })],
);

/** The same for all units together per business day and status, in 8 shards (resale_id % 8). */
export const saleDaySums = pgTable(
  'sale_day_sums',
  {
    day: day('day').notNull(),
    status: saleStatus('status').notNull(),
    kind: smallint('kind').notNull(),
    ref: integer('ref').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    total_cents: cents('total_cents').notNull(),
    change_cents: cents('change_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.kind, t.ref, t.shard] })],
);

/**
 * The Painel's sales per unit, business day, hour of the day and channel (0040_dashboard_sums): the counted
 * sales (not canceled or rejected), how many and their total. Kept exact by deferred triggers on `sales`.
 */
export const saleHourSums = pgTable(
  'sale_hour_sums',
  {
    resale_id: integer('resale_id').notNull(),
    day: day('day').notNull(),
    hour: smallint('hour').notNull(),
    channel: saleChannel('channel').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    total_cents: cents('total_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resale_id, t.day, t.hour, t.channel] })],
);

/**
 * The Painel's deliveries per unit, business day, deliverer (0 = none) and delivery-time bucket
 * (sale_delivery_bucket: 0 ≤ 15 min, 1 ≤ 30, 2 ≤ 60, 3 more), of the counted sales (0040_dashboard_sums).
 */
export const saleDeliverySums = pgTable(
  'sale_delivery_sums',
  {
    resale_id: integer('resale_id').notNull(),
    day: day('day').notNull(),
    employee_id: integer('employee_id').notNull(),
    bucket: smallint('bucket').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.resale_id, t.day, t.employee_id, t.bucket] })],
);
