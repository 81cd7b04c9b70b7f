import { GAS_DO_POVO_VALIDATIONS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cents, day, idColumn, resales, timestamps, unitColumn } from './core';
import { banks } from './finance';
import { salePayments, sales } from './sales';

export const gasDoPovoValidation = pgEnum('gas_do_povo_validation', GAS_DO_POVO_VALIDATIONS);

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

/**
 * One redemption: a refill paid by Caixa, kept with the sale's payment of the 'Gás do Povo' method. The
 * NSU (the receipt's authorisation code, normalizeNsu) is unique in the unit. Only the last four digits
 * of the responsible person's CPF are kept (LGPD). `value_cents` is the reference price in force for
 * `uf` on `redeemed_on`; Caixa owes it on `due_on` (2 business days later).
 */
export const gasDoPovoRedemptions = pgTable(
  'gas_do_povo_redemptions',
  {
    id: idColumn(),
    resale_id: unitColumn('restrict'),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    sale_payment_id: integer('sale_payment_id')
      .notNull()
      .references(() => salePayments.id, { onDelete: 'cascade' }),
    nsu: varchar('nsu', { length: 40 }).notNull(),
    validation: gasDoPovoValidation('validation').notNull(),
    cpf_last4: varchar('cpf_last4', { length: 4 }).notNull(),
    empty_received: boolean('empty_received').notNull().default(true),
    uf: varchar('uf', { length: 2 }).notNull(),
    value_cents: cents('value_cents').notNull(),
    redeemed_on: day('redeemed_on').notNull(),
    due_on: day('due_on').notNull(),
    obs: text('obs'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('gas_do_povo_redemptions_nsu_idx').on(t.resale_id, t.nsu),
    uniqueIndex('gas_do_povo_redemptions_sale_idx').on(t.sale_id),
    index('gas_do_povo_redemptions_resale_day_idx').on(t.resale_id, t.redeemed_on),
    check('gas_do_povo_redemptions_value_positive', sql`${t.value_cents} > 0`),
    check('gas_do_povo_redemptions_cpf_last4', sql`${t.cpf_last4} ~ '^[0-9]{4}$'`),
  ],
);
