import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, unitColumn } from './core';
import { customers } from './customers';
import { cylinderCapacity, emptyAccount, emptyCause, emptyState } from './empties-enums';
import { products } from './products';
import { bottleBrands, vehicles } from './registers';

/**
 * The empties' ledger (cascos): append-only (a trigger refuses update and delete, 0048). Each row moves
 * one account — a place's stock (`place`: the unit's depot, or `vehicle_id`), the empties a customer owes
 * (`owed`), the cylinders a customer holds on loan (`loan`) — of one brand (null: not told), capacity and
 * state by a signed quantity, and names what wrote it (`cause` with the sale, entry, adjustment or count).
 * The cause's ids are kept without foreign keys: the ledger outlives a deleted sale.
 */
export const emptyMoves = pgTable(
  'empty_moves',
  {
    id: idColumn(),
    resale_id: unitColumn('restrict'),
    vehicle_id: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'restrict' }),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    account: emptyAccount('account').notNull(),
    brand_id: integer('brand_id').references(() => bottleBrands.id, { onDelete: 'restrict' }),
    capacity: cylinderCapacity('capacity').notNull(),
    state: emptyState('state').notNull(),
    quantity: integer('quantity').notNull(),
    /** The product whose line wrote it (a sale's refill or cylinder, an entry's item). */
    product_id: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    cause: emptyCause('cause').notNull(),
    sale_id: integer('sale_id'),
    entry_id: integer('entry_id'),
    appointment_id: integer('appointment_id'),
    /** The distributor of a destroca. */
    supplier_id: integer('supplier_id'),
    note: text('note'),
    /** Who wrote it (no foreign key: the ledger is never updated, not even by a user's deletion). */
    user_id: integer('user_id'),
    ...createdAt,
  },
  (t) => [
    index('empty_moves_sale_idx').on(t.sale_id).where(sql`${t.sale_id} is not null`),
    index('empty_moves_customer_idx').on(t.customer_id).where(sql`${t.customer_id} is not null`),
    index('empty_moves_resale_idx').on(t.resale_id, t.created_at),
    index('empty_moves_appointment_idx').on(t.appointment_id).where(sql`${t.appointment_id} is not null`),
    check('empty_moves_quantity_nonzero', sql`${t.quantity} <> 0`),
    check(
      'empty_moves_account_owner',
      sql`(${t.account} = 'place') = (${t.customer_id} is null) and (${t.account} = 'place' or ${t.vehicle_id} is null)`,
    ),
  ],
);

/**
 * The ledger's balances per unit, place (vehicle or depot), customer, account, brand, capacity and state:
 * kept by the ledger's statement trigger (0048), a relative update in the writer's transaction; declared
 * with its recompute check in read-models/empties.ts.
 */
export const emptyBalances = pgTable(
  'empty_balances',
  {
    resale_id: integer('resale_id').notNull(),
    vehicle_id: integer('vehicle_id'),
    customer_id: integer('customer_id'),
    account: emptyAccount('account').notNull(),
    brand_id: integer('brand_id'),
    capacity: cylinderCapacity('capacity').notNull(),
    state: emptyState('state').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('empty_balances_key')
      .on(t.resale_id, t.vehicle_id, t.customer_id, t.account, t.brand_id, t.capacity, t.state)
      .nullsNotDistinct(),
    index('empty_balances_customer_idx').on(t.customer_id).where(sql`${t.customer_id} is not null`),
  ],
);
