import { CALL_KINDS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, unitColumn, idColumn } from './core';
import { customers } from './customers';
import { userColumn, users } from './people';

export const callKind = pgEnum('call_kind', CALL_KINDS);

/**
 * Call log (/registro-de-chamadas): one row per call, registered by the caller-ID device of a unit
 * (through a browser with Web Serial or the serial bridge). `customer_id` is the customer of that
 * unit whose phone matched when the call came in.
 */
export const callLogs = pgTable(
  'call_logs',
  {
    id: idColumn(),
    kind: callKind('kind').notNull().default('incoming'),
    phone: varchar('phone', { length: 20 }).notNull(),
    resale_id: unitColumn('cascade'),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    user_id: userColumn(),
    ...createdAt,
    /**
     * The customer's `name_search` (lower-case, accent-free), kept by triggers when the call is written
     * and when the customer is renamed (0019_perf_call_logs.sql): the search by customer name tests the
     * call itself. Never written by the app.
     */
    customer_name_search: text('customer_name_search'),
    /** 'Retornado': someone called the number back; the call leaves the queue of missed calls. */
    returned_at: timestamp('returned_at', { withTimezone: true, mode: 'date' }),
    returned_by: integer('returned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The list: newest first, per unit or over every unit (admins).
    index('call_logs_resale_created_idx').on(t.resale_id, t.created_at.desc(), t.id.desc()),
    index('call_logs_created_idx').on(t.created_at.desc(), t.id.desc()),
    // Repeated frames of one call: the last call of a number in a unit.
    index('call_logs_resale_phone_created_idx').on(t.resale_id, t.phone, t.created_at.desc()),
    index('call_logs_customer_idx').on(t.customer_id),
    index('call_logs_user_idx').on(t.user_id),
    // The queue of missed calls: a unit's incoming calls not returned, newest first (0032).
    index('call_logs_missed_idx')
      .on(t.resale_id, t.created_at.desc(), t.id.desc())
      .where(sql`${t.kind} = 'incoming' and ${t.returned_at} is null`),
    // SQL only (0019_perf_call_logs.sql): trigram and 5-character-piece GIN indexes of customer_name_search.
  ],
);

/**
 * How many calls of each kind began in each hour (UTC), kept by the statement triggers of `call_logs`
 * (0019_perf_call_logs.sql) in the transaction of every write: the count of the list over every unit
 * without a name sums the hours of its range instead of reading its calls.
 */
export const callLogHours = pgTable(
  'call_log_hours',
  {
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    kind: callKind('kind').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.kind] })],
);
