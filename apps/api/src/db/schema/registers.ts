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
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { addresses, resales, timestamps } from './core';

/** Join table of a record that belongs to one or more units (`resale_ids`). */
function unitsOf(name: string, owner: string, ownerTable: () => { id: AnyPgColumn }) {
  return pgTable(
    name,
    {
      owner_id: integer(owner)
        .notNull()
        .references(() => ownerTable().id, { onDelete: 'cascade' }),
      resale_id: integer('resale_id')
        .notNull()
        .references(() => resales.id, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.owner_id, t.resale_id] }), index(`${name}_resale_idx`).on(t.resale_id)],
  );
}

export const cardType = pgEnum('card_type', ['credit', 'debit', 'other']);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    status: boolean('status').notNull().default(true),
    is_card: boolean('is_card').notNull().default(false),
    card_type: cardType('card_type').notNull().default('other'),
    /** Days until the money is received; 0 = cash on the day. */
    delivery_time: integer('delivery_time').notNull().default(0),
    /** Administrative (card) fee, percent with 2 decimals. */
    adm_tax: numeric('adm_tax', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    default: boolean('default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('payment_methods_description_idx').on(t.description),
    index('payment_methods_description_trgm_idx').using('gin', sql`f_unaccent(lower(${t.description})) gin_trgm_ops`),
    check('payment_methods_delivery_time', sql`${t.delivery_time} >= 0`),
    check('payment_methods_adm_tax', sql`${t.adm_tax} >= 0 and ${t.adm_tax} <= 100`),
  ],
);
export const paymentMethodResales = unitsOf('payment_method_resales', 'payment_method_id', () => paymentMethods);

export const fuelType = pgEnum('fuel_type', ['gas', 'diesel', 'alcohol', 'flex']);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    /** Upper-case letters and digits only: ABC1234 (old) or ABC1D23 (Mercosul). */
    license_plate: varchar('license_plate', { length: 7 }).notNull(),
    brand: text('brand'),
    model: text('model'),
    fuel_type: fuelType('fuel_type').notNull().default('flex'),
    ...timestamps,
  },
  (t) => [
    index('vehicles_plate_idx').on(t.license_plate),
    index('vehicles_model_idx').on(t.model),
    index('vehicles_plate_trgm_idx').using('gin', sql`${t.license_plate} gin_trgm_ops`),
    index('vehicles_model_trgm_idx').using('gin', sql`f_unaccent(lower(${t.model})) gin_trgm_ops`),
    index('vehicles_brand_trgm_idx').using('gin', sql`f_unaccent(lower(${t.brand})) gin_trgm_ops`),
  ],
);
export const vehicleResales = unitsOf('vehicle_resales', 'vehicle_id', () => vehicles);

export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    trade_name: text('trade_name'),
    phone: varchar('phone', { length: 11 }),
    email: text('email'),
    cpf_cnpj: varchar('cpf_cnpj', { length: 14 }),
    note: text('note'),
    address_id: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('suppliers_name_idx').on(t.name),
    index('suppliers_cpf_cnpj_idx').on(t.cpf_cnpj),
    index('suppliers_name_trgm_idx').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
    index('suppliers_trade_name_trgm_idx').using('gin', sql`f_unaccent(lower(${t.trade_name})) gin_trgm_ops`),
    index('suppliers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('suppliers_cpf_cnpj_trgm_idx').using('gin', sql`${t.cpf_cnpj} gin_trgm_ops`),
    index('suppliers_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);
export const supplierResales = unitsOf('supplier_resales', 'supplier_id', () => suppliers);
