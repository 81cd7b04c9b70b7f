import { SETTLEMENT_STATUSES } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cylinderCapacity } from './empties-enums';
import { cents, timestamps, unitColumn, day, idColumn } from './core';
import { employees, users } from './people';
import { bottleBrands, paymentMethods } from './registers';

export const settlementStatus = pgEnum('settlement_status', SETTLEMENT_STATUSES);

/**
 * The day's settlement (acerto) of a deliverer in a unit: a row exists once the
 * office saved or closed it. Closed, the day's sales of that deliverer are read-only (sales service,
 * settlements/guard.ts) until it is reopened.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: idColumn(),
    resale_id: unitColumn('cascade'),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The business day (APP_TIMEZONE) of the sales' sold_on. */
    business_day: day('business_day').notNull(),
    status: settlementStatus('status').notNull().default('open'),
    note: text('note'),
    closed_at: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closed_by: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    reopened_at: timestamp('reopened_at', { withTimezone: true, mode: 'date' }),
    reopened_by: integer('reopened_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    unique('settlements_day_key').on(t.resale_id, t.employee_id, t.business_day),
    check('settlements_closed_stamped', sql`${t.status} = 'open' or ${t.closed_at} is not null`),
  ],
);

/**
 * Per payment method: what the office received, and what was expected when the day was closed (null
 * while open: then it is read from the sales).
 */
export const settlementAmounts = pgTable(
  'settlement_amounts',
  {
    settlement_id: integer('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    payment_method_id: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    handed_in_cents: cents('handed_in_cents').notNull().default(0),
    expected_cents: cents('expected_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.settlement_id, t.payment_method_id] }),
    check('settlement_amounts_handed_in_nonnegative', sql`${t.handed_in_cents} >= 0`),
  ],
);

/**
 * Per brand (null: not told) and capacity: the empties the deliverer handed in, and those expected when the
 * day was closed (null while open: then they are read from the empties' ledger).
 */
export const settlementEmpties = pgTable(
  'settlement_empties',
  {
    id: idColumn(),
    settlement_id: integer('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id').references(() => bottleBrands.id, { onDelete: 'restrict' }),
    capacity: cylinderCapacity('capacity').notNull(),
    handed_in: integer('handed_in').notNull().default(0),
    expected: integer('expected'),
  },
  (t) => [
    unique('settlement_empties_key').on(t.settlement_id, t.brand_id, t.capacity).nullsNotDistinct(),
    check('settlement_empties_handed_in_nonnegative', sql`${t.handed_in} >= 0`),
  ],
);
