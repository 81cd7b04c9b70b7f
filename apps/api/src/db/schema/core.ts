import { PIX_KEY_TYPES, RESALE_TYPES } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { tiedBrandPolicy } from './empties-enums';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** When a row was written, for rows that are never changed (logs, attempts). */
export const createdAt = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const timestamps = {
  ...createdAt,
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** A table's own id: `serial('id')`, its primary key. */
export const idColumn = () => serial('id').primaryKey();

/** A calendar day, read as 'YYYY-MM-DD' text. */
export const day = (name: string) => date(name, { mode: 'string' });

/** Integer cents, kept as bigint and read as a JS number. */
export const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A row's unit (resale_id → resales, required). `onDelete`: 'cascade' for what goes with its unit (its
 * registers), 'restrict' for what must keep it (sales, bills, cash entries).
 */
export const unitColumn = (onDelete: 'cascade' | 'restrict') =>
  integer('resale_id')
    .notNull()
    .references(() => resales.id, { onDelete });

export const states = pgTable('states', {
  id: smallint('id').primaryKey(),
  acronym: varchar('acronym', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});

/** Brazilian municipalities, loaded from the IBGE list shipped in the repository. */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** lower-case, accent-free name: what searches compare against. */
    search_name: text('search_name').notNull(),
    state_id: smallint('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [
    index('cities_search_name_idx').on(t.search_name.op('text_pattern_ops')),
    index('cities_state_idx').on(t.state_id),
  ],
);

export const addresses = pgTable('addresses', {
  id: idColumn(),
  patio: text('patio'),
  number: varchar('number', { length: 30 }),
  complement: text('complement'),
  neighborhood: text('neighborhood'),
  zipcode: varchar('zipcode', { length: 8 }),
  reference: text('reference'),
  city_id: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const resaleType = pgEnum('resale_type', RESALE_TYPES);
export const pixKeyType = pgEnum('pix_key_type', PIX_KEY_TYPES);

/** Business units: 'Revenda' in the gas edition, 'Loja' in the manager edition. */
export const resales = pgTable(
  'resales',
  {
    id: idColumn(),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 11 }),
    cnpj: varchar('cnpj', { length: 14 }),
    ie: varchar('ie', { length: 30 }),
    anp_number: varchar('anp_number', { length: 40 }),
    anp_registration: varchar('anp_registration', { length: 40 }),
    storage: integer('storage'),
    resale_type: resaleType('resale_type').notNull().default('resale'),
    email: text('email'),
    address_id: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The unit's PIX key as the DICT keeps it (normalizePixKey), and its kind (0036): the door's BR Code. */
    pix_key: text('pix_key'),
    pix_key_type: pixKeyType('pix_key_type'),
    /** Deliverers of the unit may take its open sales that have no deliverer yet (0039; POST /sales/:id/take). */
    deliverers_take_orders: boolean('deliverers_take_orders').notNull().default(false),
    /**
     * Tied (bandeirada) to this bottle brand, or independent when null (ANP Res. 51/2016): the default brand
     * of the empties its sales receive. References bottle_brands (on delete set null) in the migration's
     * hand-written tail: registers.ts imports this file.
     */
    tied_brand_id: integer('tied_brand_id'),
    /** A tied unit's sale of another brand's fulls: saved with a warning, or refused (the ANP guard). */
    tied_brand_policy: tiedBrandPolicy('tied_brand_policy').notNull().default('warn'),
    /** The unit's ANP storage class in kg of LPG (13 kg per P13): a product entry may not take its fulls above it. */
    storage_class_kg: integer('storage_class_kg'),
    /** f_unaccent(lower(name)), kept by PostgreSQL: what searches compare (see lib/matches.ts). */
    name_search: text('name_search').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    /** lower(email): `email ilike p` is `lower(email) like lower(p)`, without lowering every row at read time. */
    email_search: text('email_search').generatedAlwaysAs(sql`lower(email)`),
    ...timestamps,
  },
  (t) => [
    // The list's order is "resales_list_idx" (name, id) INCLUDE (name_search, email_search, phone), in SQL
    // only (0013_perf_registers.sql): a search walks it without reading the table.
    // Searches ignoring case and accents (LIKE '%…%') use these trigram indexes.
    index('resales_name_search_trgm_idx').using('gin', sql`${t.name_search} gin_trgm_ops`),
    index('resales_email_search_trgm_idx').using('gin', sql`${t.email_search} gin_trgm_ops`),
    index('resales_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    check('resales_storage_nonnegative', sql`${t.storage} is null or ${t.storage} >= 0`),
    check('resales_storage_class_positive', sql`${t.storage_class_kg} is null or ${t.storage_class_kg} > 0`),
    check('resales_pix_key_with_type', sql`(${t.pix_key} is null) = (${t.pix_key_type} is null)`),
  ],
);
