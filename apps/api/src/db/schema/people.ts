import { ROLES } from '@ability/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { addresses, createdAt, timestamps, unitColumn, day, idColumn } from './core';

export const role = pgEnum('role', ROLES);
export const employeeRole = pgEnum('employee_role', ['deliverer', 'attendant']);

export const employees = pgTable(
  'employees',
  {
    id: idColumn(),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 11 }),
    email: text('email'),
    role: employeeRole('role').notNull().default('deliverer'),
    birthday: day('birthday'),
    cpf: varchar('cpf', { length: 11 }),
    rg: varchar('rg', { length: 20 }),
    ctps: varchar('ctps', { length: 30 }),
    cnh_number: varchar('cnh_number', { length: 20 }),
    cnh_date: day('cnh_date'),
    cnh_category: smallint('cnh_category'),
    has_mopp: boolean('has_mopp').notNull().default(false),
    address_id: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** f_unaccent(lower(name)), kept by PostgreSQL: what searches compare (see lib/matches.ts). */
    name_search: text('name_search').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    /** lower(email): `email ilike p` is `lower(email) like lower(p)`, without lowering every row at read time. */
    email_search: text('email_search').generatedAlwaysAs(sql`lower(email)`),
    ...timestamps,
  },
  (t) => [
    // The list's order is "employees_list_idx" (name, id) INCLUDE (name_search, email_search, cpf, phone),
    // in SQL only (0013_perf_registers.sql): a search walks it without reading the table.
    // Searches ignoring case and accents (LIKE '%…%') on every searched column.
    index('employees_name_search_trgm_idx').using('gin', sql`${t.name_search} gin_trgm_ops`),
    index('employees_email_search_trgm_idx').using('gin', sql`${t.email_search} gin_trgm_ops`),
    index('employees_cpf_trgm_idx').using('gin', sql`${t.cpf} gin_trgm_ops`),
    index('employees_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    check('employees_cnh_category', sql`${t.cnh_category} is null or ${t.cnh_category} between 0 and 5`),
  ],
);

export const employeeResales = pgTable(
  'employee_resales',
  {
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    resale_id: unitColumn('cascade'),
  },
  (t) => [primaryKey({ columns: [t.employee_id, t.resale_id] }), index('employee_resales_resale_idx').on(t.resale_id)],
);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    phone: varchar('phone', { length: 11 }),
    password_hash: text('password_hash').notNull(),
    role: role('role').notNull().default('deliverer'),
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), uniqueIndex('users_phone_unique').on(t.phone)],
);

/** Who wrote a row (the seller, the operator): `user_id`, set to null when the user is removed. */
export const userColumn = () => integer('user_id').references(() => users.id, { onDelete: 'set null' });

export const userResales = pgTable(
  'user_resales',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resale_id: unitColumn('cascade'),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.resale_id] }), index('user_resales_resale_idx').on(t.resale_id)],
);

/** Server-side sessions: the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    ...createdAt,
  },
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_expires_idx').on(t.expires_at)],
);
