import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './core';
import { userColumn, users } from './people';

/** Every write: who, when, which record and what changed. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: userColumn(),
    action: varchar('action', { length: 20 }).notNull(),
    resource: varchar('resource', { length: 60 }).notNull(),
    record_id: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    ...createdAt,
  },
  (t) => [index('audit_logs_record_idx').on(t.resource, t.record_id), index('audit_logs_created_idx').on(t.created_at)],
);

/** Create calls that carried an Idempotency-Key: their claim, and their reply, so a retry gets the same answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: text('path').notNull(),
    /** sha-256 of the request's body: the key answers only the request it was first sent with. */
    body_hash: text('body_hash'),
    /** The claim's holder; a retry after its lease takes the claim over with a new one (0029). */
    token: text('token'),
    lease_until: timestamp('lease_until', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set by the write's own transaction (idempotency_done), with the record it created. */
    done_at: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    record_id: text('record_id'),
    status_code: smallint('status_code'),
    body: text('body'),
    ...createdAt,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] }), index('idempotency_keys_created_idx').on(t.created_at)],
);

/** Failed sign-ins, counted per login to slow down guessing from many addresses. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    login: text('login').notNull(),
    ip: text('ip'),
    ...createdAt,
  },
  (t) => [index('login_attempts_login_idx').on(t.login, t.created_at)],
);

/**
 * One row when the database holds the demo data (written by the demo seeding): the server then keeps a day
 * in progress on it (db/seed/day.ts, jobs/index.ts). `day_topped_at` is the last top-up's claim, so two
 * processes starting together do not both add today's orders.
 */
export const demoDatabase = pgTable('demo_database', {
  id: smallint('id').primaryKey().default(1),
  seeded_at: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  day_topped_at: timestamp('day_topped_at', { withTimezone: true, mode: 'date' }),
});
