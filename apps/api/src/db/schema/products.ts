import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, unitColumn, idColumn } from './core';
import { cylinderCapacity } from './empties-enums';

/** Product categories: no screen of their own; created inline from the product form. */
export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    resale_id: unitColumn('cascade'),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_resale_name_unique').on(t.resale_id, sql`lower(${t.name})`)],
);

/**
 * Products with their stock counts: platform (full on hand), lending (comodato),
 * defect, minimum. Counts change only with `set x = x + delta` in the transaction of their cause.
 */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    description: text('description').notNull(),
    price_cents: integer('price_cents').notNull().default(0),
    resale_id: unitColumn('restrict'),
    /** The empty bottle product this product's sale brings back (P13 refill → P13 bottle). */
    bottle_id: integer('bottle_id').references((): AnyPgColumn => products.id, { onDelete: 'set null' }),
    category_id: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** Preselected on new sales; at most one per unit. */
    default: boolean('default').notNull().default(false),
    /** 'Elegível ao Gás do Povo': a P13 refill a redemption may pay (packages/domain checkGasDoPovoSale). */
    gas_do_povo_eligible: boolean('gas_do_povo_eligible').notNull().default(false),
    /**
     * The count the product started with, the one source of the platform count no row holds (a reseller's
     * stock when it started to use the product, the demo's and the bench's catalogues): written only with
     * the platform, by openStock (lib/stock.ts). The read model `products.stock_platform` recomputes the
     * platform from it and the entries, adjustments and counted sales.
     */
    stock_opening: integer('stock_opening').notNull().default(0),
    /** The cylinder capacity (P13, P45, …) this product refills, or is when `is_cylinder`; null: not gas. */
    capacity: cylinderCapacity('capacity'),
    /** The product is the cylinder itself (the 'Casco' sold), not its gas. */
    is_cylinder: boolean('is_cylinder').notNull().default(false),
    stock_platform: integer('stock_platform').notNull().default(0),
    stock_lending: integer('stock_lending').notNull().default(0),
    stock_defect: integer('stock_defect').notNull().default(0),
    stock_minimum: integer('stock_minimum').notNull().default(0),
    /**
     * The stock screen's JSON text of the product up to its counts (with its unit's name and its bottle's and
     * category's), written by triggers (0020_perf_stock_lists.sql) whenever one of those changes; never by the app.
     */
    list_json_head: text('list_json_head'),
    ...timestamps,
  },
  (t) => [
    // The list's order (description, id), of every unit and of one (0015_perf_stock.sql).
    index('products_resale_description_idx').on(t.resale_id, t.description, t.id),
    index('products_description_id_idx').on(t.description, t.id),
    index('products_description_trgm_idx').using('gin', sql`f_unaccent(lower(${t.description})) gin_trgm_ops`),
    uniqueIndex('products_default_per_resale').on(t.resale_id).where(sql`${t.default}`),
    check('products_price_nonnegative', sql`${t.price_cents} >= 0`),
    check('products_stock_lending_nonnegative', sql`${t.stock_lending} >= 0`),
    check('products_stock_defect_nonnegative', sql`${t.stock_defect} >= 0`),
    check('products_cylinder_has_capacity', sql`not ${t.is_cylinder} or ${t.capacity} is not null`),
    check('products_stock_minimum_nonnegative', sql`${t.stock_minimum} >= 0`),
  ],
);
