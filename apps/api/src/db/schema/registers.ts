import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { addresses, cents, day, timestamps, unitColumn, idColumn } from './core';

/** Join table of a record that belongs to one or more units (`resale_ids`). */
function unitsOf(name: string, owner: string, ownerTable: () => { id: AnyPgColumn }) {
  return pgTable(
    name,
    {
      owner_id: integer(owner)
        .notNull()
        .references(() => ownerTable().id, { onDelete: 'cascade' }),
      resale_id: unitColumn('cascade'),
    },
    (t) => [primaryKey({ columns: [t.owner_id, t.resale_id] }), index(`${name}_resale_idx`).on(t.resale_id)],
  );
}

export const cardType = pgEnum('card_type', ['credit', 'debit', 'other']);
/** What a payment method is (docs/decisions/payment-method-kind.md): a plain one, or the Gás do Povo voucher. */
export const paymentMethodKind = pgEnum('payment_method_kind', ['regular', 'gas_do_povo']);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: idColumn(),
    description: text('description').notNull(),
    status: boolean('status').notNull().default(true),
    is_card: boolean('is_card').notNull().default(false),
    card_type: cardType('card_type').notNull().default('other'),
    /** 'gas_do_povo': paid by Caixa for a redemption (a receivable of the unit's Caixa debtor), never typed. */
    kind: paymentMethodKind('kind').notNull().default('regular'),
    /** Days until the money is received; 0 = cash on the day. */
    delivery_time: integer('delivery_time').notNull().default(0),
    /** Administrative (card) fee, percent with 2 decimals. */
    adm_tax: numeric('adm_tax', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    default: boolean('default').notNull().default(false),
    /** f_unaccent(lower(description)), kept by PostgreSQL: what searches compare (see lib/matches.ts). */
    description_search: text('description_search').generatedAlwaysAs(sql`f_unaccent(lower(description))`),
    ...timestamps,
  },
  (t) => [
    // The list's order is "payment_methods_list_idx" (description, id) INCLUDE (description_search), in SQL
    // only (0013_perf_registers.sql): a search walks it without reading the table.
    index('payment_methods_description_search_trgm_idx').using('gin', sql`${t.description_search} gin_trgm_ops`),
    check('payment_methods_delivery_time', sql`${t.delivery_time} >= 0`),
    check('payment_methods_adm_tax', sql`${t.adm_tax} >= 0 and ${t.adm_tax} <= 100`),
  ],
);
export const paymentMethodResales = unitsOf('payment_method_resales', 'payment_method_id', () => paymentMethods);

export const fuelType = pgEnum('fuel_type', ['gas', 'diesel', 'alcohol', 'flex']);

export const vehicles = pgTable(
  'vehicles',
  {
    id: idColumn(),
    /** Upper-case letters and digits only: ABC1234 (old) or ABC1D23 (Mercosul). */
    license_plate: varchar('license_plate', { length: 7 }).notNull(),
    brand: text('brand'),
    model: text('model'),
    fuel_type: fuelType('fuel_type').notNull().default('flex'),
    /** f_unaccent(lower(model)) and of brand, kept by PostgreSQL: what searches compare (see lib/matches.ts). */
    model_search: text('model_search').generatedAlwaysAs(sql`f_unaccent(lower(model))`),
    brand_search: text('brand_search').generatedAlwaysAs(sql`f_unaccent(lower(brand))`),
    ...timestamps,
  },
  (t) => [
    index('vehicles_plate_idx').on(t.license_plate),
    // The list's order is "vehicles_list_idx" (model, license_plate, id) INCLUDE (model_search, brand_search),
    // in SQL only (0013_perf_registers.sql): a search walks it without reading the table.
    index('vehicles_plate_trgm_idx').using('gin', sql`${t.license_plate} gin_trgm_ops`),
    index('vehicles_model_search_trgm_idx').using('gin', sql`${t.model_search} gin_trgm_ops`),
    index('vehicles_brand_search_trgm_idx').using('gin', sql`${t.brand_search} gin_trgm_ops`),
  ],
);
export const vehicleResales = unitsOf('vehicle_resales', 'vehicle_id', () => vehicles);

export const suppliers = pgTable(
  'suppliers',
  {
    id: idColumn(),
    name: text('name').notNull(),
    trade_name: text('trade_name'),
    phone: varchar('phone', { length: 11 }),
    email: text('email'),
    cpf_cnpj: varchar('cpf_cnpj', { length: 14 }),
    note: text('note'),
    address_id: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The distributor's cylinder brand (destroca: the empties of this brand held at a unit go back to it). */
    bottle_brand_id: integer('bottle_brand_id').references((): AnyPgColumn => bottleBrands.id, {
      onDelete: 'set null',
    }),
    /** f_unaccent(lower(…)) of name and trade name and lower(email), kept by PostgreSQL: what the list's
     * search compares (see lib/matches.ts). */
    name_search: text('name_search').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    trade_name_search: text('trade_name_search').generatedAlwaysAs(sql`f_unaccent(lower(trade_name))`),
    email_search: text('email_search').generatedAlwaysAs(sql`lower(email)`),
    ...timestamps,
  },
  (t) => [
    // The list's order is "suppliers_list_idx" (name, id) INCLUDE (the searched columns), in SQL only
    // (0013_perf_registers.sql): a search walks it without reading the table.
    index('suppliers_cpf_cnpj_idx').on(t.cpf_cnpj),
    // The expressions' trigram indexes serve the searches of payables and product entries.
    index('suppliers_name_trgm_idx').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
    index('suppliers_trade_name_trgm_idx').using('gin', sql`f_unaccent(lower(${t.trade_name})) gin_trgm_ops`),
    index('suppliers_name_search_trgm_idx').using('gin', sql`${t.name_search} gin_trgm_ops`),
    index('suppliers_trade_name_search_trgm_idx').using('gin', sql`${t.trade_name_search} gin_trgm_ops`),
    index('suppliers_email_search_trgm_idx').using('gin', sql`${t.email_search} gin_trgm_ops`),
    index('suppliers_cpf_cnpj_trgm_idx').using('gin', sql`${t.cpf_cnpj} gin_trgm_ops`),
    index('suppliers_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);
export const supplierResales = unitsOf('supplier_resales', 'supplier_id', () => suppliers);

export const bottleBrands = pgTable(
  'bottle_brands',
  {
    id: idColumn(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** f_unaccent(lower(name)), kept by PostgreSQL: what searches compare (see lib/matches.ts). */
    name_search: text('name_search').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    ...timestamps,
  },
  (t) => [
    index('bottle_brands_list_idx').on(t.name, t.id),
    index('bottle_brands_name_search_trgm_idx').using('gin', sql`${t.name_search} gin_trgm_ops`),
  ],
);
export const bottleBrandResales = unitsOf('bottle_brand_resales', 'bottle_brand_id', () => bottleBrands);

/**
 * Gás do Povo reference prices: what Caixa pays a redemption in a state (UF) over a period (Portarias
 * Interministeriais MME/MF). Not per unit: a unit takes the price of its address's UF. Periods of one UF
 * do not overlap (the service refuses it); `priceInForce` (packages/domain) picks the day's.
 */
export const gasDoPovoPrices = pgTable(
  'gas_do_povo_prices',
  {
    id: idColumn(),
    uf: varchar('uf', { length: 2 }).notNull(),
    price_cents: cents('price_cents').notNull(),
    starts_on: day('starts_on').notNull(),
    /** null: in force until a later period. */
    ends_on: day('ends_on'),
    /** Where the price comes from: the Portaria's number. */
    source: text('source').notNull(),
    active: boolean('active').notNull().default(true),
    /** f_unaccent(lower(uf || ' ' || source)): what the list's search compares (see lib/matches.ts). */
    source_search: text('source_search').generatedAlwaysAs(sql`f_unaccent(lower(uf || ' ' || source))`),
    ...timestamps,
  },
  (t) => [
    index('gas_do_povo_prices_uf_idx').on(t.uf, t.starts_on),
    index('gas_do_povo_prices_source_search_trgm_idx').using('gin', sql`${t.source_search} gin_trgm_ops`),
    check('gas_do_povo_prices_price_positive', sql`${t.price_cents} > 0`),
    check('gas_do_povo_prices_period', sql`${t.ends_on} is null or ${t.ends_on} >= ${t.starts_on}`),
  ],
);
