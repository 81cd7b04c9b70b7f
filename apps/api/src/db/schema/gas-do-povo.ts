import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { resales, timestamps } from './core';
import { banks } from './finance';

/**
 * A unit's place in the programme (one row per unit that ever had it set): whether it is enrolled with
 * Caixa and the Caixa account (a bank of the unit) the redemptions are paid into. Its UF is its address's.
 */
export const gasDoPovoUnits = pgTable('gas_do_povo_units', {
  resale_id: integer('resale_id')
    .primaryKey()
    .references(() => resales.id, { onDelete: 'cascade' }),
  enrolled: boolean('enrolled').notNull().default(false),
  bank_id: integer('bank_id').references(() => banks.id, { onDelete: 'set null' }),
  ...timestamps,
});
