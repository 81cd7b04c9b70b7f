import { GAS_DO_POVO_VALIDATIONS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cents, day, idColumn, resales, timestamps } from './core';
import { customers } from './customers';
import { banks } from './finance';
import { sales } from './sales';

/**
 * A unit's place in the programme (one row per unit that ever had it set): whether it is enrolled with
 * Caixa and the Caixa account (a bank of the unit) the redemptions are paid into. Its UF is its address's.
 * `customer_id`: the unit's 'Caixa – Gás do Povo' debtor, created when the unit is first enrolled; the
 * redemptions' receivables are its.
 */
export const gasDoPovoUnits = pgTable('gas_do_povo_units', {
  resale_id: integer('resale_id')
    .primaryKey()
    .references(() => resales.id, { onDelete: 'cascade' }),
  enrolled: boolean('enrolled').notNull().default(false),
  bank_id: integer('bank_id').references(() => banks.id, { onDelete: 'set null' }),
  customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * One redemption of a voucher, written with its sale (writeSale): how the family validated it, the NSU of
 * the Azulzinha receipt (unique in the unit among the redemptions not canceled), the last four digits of
 * the responsible person's CPF (never the whole CPF), whether the empty came back, the reference price
 * Caixa owes and when (two business days after the sale). A canceled sale keeps its row, `canceled_at`
 * set, its NSU free again.
 */
export const gasDoPovoRedemptions = pgTable(
  'gas_do_povo_redemptions',
  {
    id: idColumn(),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    resale_id: integer('resale_id')
      .notNull()
      .references(() => resales.id, { onDelete: 'restrict' }),
    validation: text('validation', { enum: GAS_DO_POVO_VALIDATIONS }).notNull(),
    nsu: text('nsu').notNull(),
    cpf_last4: varchar('cpf_last4', { length: 4 }).notNull(),
    empty_received: boolean('empty_received').notNull().default(true),
    uf: varchar('uf', { length: 2 }).notNull(),
    price_cents: cents('price_cents').notNull(),
    due_date: day('due_date').notNull(),
    canceled_at: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    /** Why a sale whose redemption Caixa had already paid was canceled anyway (at least 10 characters). */
    cancel_reason: text('cancel_reason'),
    /**
     * What Caixa had paid when the sale was canceled: money received for a redemption that no longer exists,
     * a divergence to resolve (null: none). Its state is 'divergente' until resolved.
     */
    divergence_cents: cents('divergence_cents'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('gas_do_povo_redemptions_sale_idx').on(t.sale_id),
    uniqueIndex('gas_do_povo_redemptions_nsu_idx').on(t.resale_id, t.nsu).where(sql`${t.canceled_at} is null`),
    index('gas_do_povo_redemptions_due_idx').on(t.resale_id, t.due_date),
    check('gas_do_povo_redemptions_cpf_last4', sql`${t.cpf_last4} ~ '^[0-9]{4}$'`),
    check('gas_do_povo_redemptions_nsu', sql`${t.nsu} <> ''`),
    check('gas_do_povo_redemptions_price', sql`${t.price_cents} > 0`),
  ],
);
