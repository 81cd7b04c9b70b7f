import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { addresses, cents, createdAt, timestamps, unitColumn, day, idColumn } from './core';
import { userColumn } from './people';

/** A register that is a description in one unit (customer groups and sectors): the same columns and indexes. */
const unitDescriptionTable = <N extends string>(name: N) =>
  pgTable(
    name,
    {
      id: idColumn(),
      description: text('description').notNull(),
      resale_id: unitColumn('cascade'),
      ...timestamps,
    },
    (t) => [
      index(`${name}_resale_idx`).on(t.resale_id, t.description),
      index(`${name}_description_trgm_idx`).using('gin', sql`f_unaccent(lower(${t.description})) gin_trgm_ops`),
    ],
  );

/** Customer groups (/grupos): belong to one unit. */
export const customerGroups = unitDescriptionTable('customer_groups');

/** Customer sectors (/setores): belong to one unit. */
export const customerSectors = unitDescriptionTable('customer_sectors');

export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    name: text('name').notNull(),
    cpf_cnpj: varchar('cpf_cnpj', { length: 14 }),
    resale_id: unitColumn('restrict'),
    group_id: integer('group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
    sector_id: integer('sector_id').references(() => customerSectors.id, { onDelete: 'set null' }),
    address_id: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    birth_day: smallint('birth_day'),
    birth_month: smallint('birth_month'),
    birthday: day('birthday'),
    obs: text('obs'),
    /** Contact outcome (CONTACT_OUTCOMES; any other stored value reads 'motivo não informado'). */
    contacted: text('contacted'),
    contacted_at: timestamp('contacted_at', { withTimezone: true, mode: 'date' }),
    // Purchase statistics, kept by the sales service in the sale's transaction.
    last_sale_on: day('last_sale_on'),
    purchase_interval_days: integer('purchase_interval_days'),
    next_purchase_on: day('next_purchase_on'),
    /** 'Ligar depois' (the re-purchase queue's callback): the day the customer is due again. */
    callback_on: day('callback_on'),
    /**
     * The day the customer is due in the re-purchase queue: the later of the
     * predicted next purchase and the callback, kept by PostgreSQL (a generated column).
     */
    repurchase_on: day('repurchase_on').generatedAlwaysAs(sql`greatest(next_purchase_on, callback_on)`),
    /**
     * The span the statistics come from (first purchase day, distinct purchase days), so a new sale
     * updates them without reading the customer's whole history; null until first computed.
     */
    first_sale_on: day('first_sale_on'),
    purchase_days: integer('purchase_days'),
    /**
     * Gás do Povo: the family's voucher cycle in months (2 or 3), chosen once on the customer form; null reads
     * 3. Whether the customer is a beneficiary is not stored: it comes from their live redemptions.
     */
    gas_do_povo_cycle_months: smallint('gas_do_povo_cycle_months'),
    /** Open amount of the customer's receivables, kept by the finance service. */
    debt_cents: cents('debt_cents').notNull().default(0),
    /**
     * The address as searched: f_unaccent(lower(street number neighbourhood complement city)), kept by
     * the customers service on every write (the address lives in another table; a trigram index here
     * keeps the address search fast on large lists).
     */
    address_search: text('address_search'),
    /** f_unaccent(lower(name)), kept by PostgreSQL: the name search checks its candidates on it (0014). */
    name_search: text('name_search').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    ...timestamps,
  },
  (t) => [
    index('customers_resale_name_idx').on(t.resale_id, t.name, t.id),
    index('customers_name_idx').on(t.name, t.id),
    index('customers_name_trgm_idx').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
    index('customers_last_sale_idx').on(t.last_sale_on),
    index('customers_group_idx').on(t.group_id, t.name, t.id),
    index('customers_sector_idx').on(t.sector_id, t.name, t.id),
    index('customers_birth_idx').on(t.birth_month, t.birth_day, t.name, t.id),
    index('customers_birth_month_name_idx').on(t.birth_month, t.name, t.id),
    index('customers_birth_day_name_idx').on(t.birth_day, t.name, t.id),
    index('customers_cpf_cnpj_idx').on(t.cpf_cnpj),
    index('customers_address_search_trgm_idx').using('gin', sql`${t.address_search} gin_trgm_ops`),
    // The 5-character pieces of the searched texts (customers_search_grams, 0014_perf_customers.sql).
    index('customers_name_search_grams_idx').using('gin', sql`customers_search_grams(${t.name_search})`),
    index('customers_address_search_grams_idx').using('gin', sql`customers_search_grams(${t.address_search})`),
    index('customers_contacted_idx').on(t.contacted, t.resale_id),
    index('customers_contacted_at_idx').on(t.resale_id).where(sql`${t.contacted_at} is not null`),
    index('customers_next_purchase_idx').on(t.next_purchase_on),
    // INCLUDE (contacted_at) in the database (0041_repurchase_count.sql): the queue is counted from the index.
    index('customers_repurchase_idx')
      .on(t.resale_id, t.repurchase_on, t.id)
      .where(sql`${t.contacted} is distinct from 'dont_want'`),
    check('customers_birth_day', sql`${t.birth_day} is null or ${t.birth_day} between 1 and 31`),
    check(
      'customers_gas_do_povo_cycle',
      sql`${t.gas_do_povo_cycle_months} is null or ${t.gas_do_povo_cycle_months} in (2, 3)`,
    ),
    check('customers_birth_month', sql`${t.birth_month} is null or ${t.birth_month} between 1 and 12`),
  ],
);

/** Customer phones. `resale_id` repeats the customer's unit: a phone is unique per unit. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: idColumn(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    resale_id: unitColumn('cascade'),
    /** Digits only: area code + number. */
    phone: varchar('phone', { length: 11 }).notNull(),
    whatsapp: boolean('whatsapp').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customer_contacts_resale_phone_unique').on(t.resale_id, t.phone),
    index('customer_contacts_customer_idx').on(t.customer_id),
    index('customer_contacts_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('customer_contacts_phone_grams_idx').using('gin', sql`customers_search_grams(${t.phone})`),
    index('customer_contacts_phone_idx').on(t.phone),
  ],
);

/**
 * Each contact outcome registered (the re-purchase queue's calls): who called whom, when, with
 * what outcome. The queue's conversion counts those followed by a sale of the customer within
 * CONVERSION_WINDOW_DAYS (customers/repurchase.ts).
 */
export const contactAttempts = pgTable(
  'contact_attempts',
  {
    id: idColumn(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    resale_id: unitColumn('cascade'),
    user_id: userColumn(),
    outcome: text('outcome').notNull(),
    callback_on: day('callback_on'),
    ...createdAt,
  },
  (t) => [
    index('contact_attempts_resale_created_idx').on(t.resale_id, t.created_at),
    index('contact_attempts_customer_idx').on(t.customer_id),
  ],
);
