import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, unitColumn, idColumn } from './core';
import { userColumn } from './people';

/** Customer import jobs (POST /customers/import): progress and outcome, readable from any server process. */
export const customerImports = pgTable(
  'customer_imports',
  {
    id: idColumn(),
    user_id: userColumn(),
    resale_id: unitColumn('cascade'),
    file_name: text('file_name').notNull(),
    /** running → finished | failed | interrupted (its process ended: no heartbeat). */
    state: varchar('state', { length: 20 }).notNull().default('running'),
    total: integer('total').notNull(),
    /** Rows handled (written or refused), committed with them batch by batch. */
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    error: text('error'),
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...createdAt,
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('customer_imports_state_check', sql`${t.state} in ('running', 'finished', 'failed', 'interrupted')`),
    check('customer_imports_done_check', sql`${t.done} >= 0 and ${t.done} <= ${t.total}`),
    uniqueIndex('customer_imports_running_idx').on(t.resale_id).where(sql`${t.state} = 'running'`),
    index('customer_imports_created_idx').on(t.created_at),
  ],
);

/** The rows an import refused: their line in the file, the name and why (pt-BR). */
export const customerImportFailures = pgTable(
  'customer_import_failures',
  {
    import_id: integer('import_id')
      .notNull()
      .references(() => customerImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    name: text('name').notNull(),
    errors: jsonb('errors').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ name: 'customer_import_failures_pk', columns: [t.import_id, t.line] })],
);
