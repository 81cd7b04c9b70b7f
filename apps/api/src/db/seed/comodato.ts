import { adjustmentEffect, writeOffEffect } from '@ability/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { changeStock } from '../../lib/stock';
import type { Executor } from '../client';
import { customers, products, stockAppointments, stockWriteOffs, users } from '../schema/index';

/** A calendar day `offset` days from today (negative = past), as the other seeds date their rows. */
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return d.toISOString().slice(0, 10);
}

/**
 * Bottles lent to demo customers (comodato): the stock seed runs before the customers exist, so the
 * lendings are written here, after them. Four customers of each unit hold P13 or P45 bottles lent over
 * the last weeks; the first one returned one and holds the rest, the second holds two products.
 */
export async function seedComodato(tx: Executor, units: number[]): Promise<void> {
  const [adminUser] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  const userId = adminUser?.id ?? null;
  for (const resaleId of units) {
    const holders = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.resale_id, resaleId))
      .orderBy(asc(customers.id))
      .limit(4);
    const bottles = await tx
      .select({ id: products.id, description: products.description })
      .from(products)
      .where(
        and(
          eq(products.resale_id, resaleId),
          inArray(products.description, ['Gás P13 (botijão 13 kg)', 'Gás P45 (cilindro 45 kg)']),
        ),
      )
      .orderBy(asc(products.description));
    if (bottles.length < 2) continue;
    const [p13, p45] = [bottles[0]!.id, bottles[1]!.id];
    const plan = holders.flatMap((c, n) => [
      { offset: -40 + n * 7, product: n % 2 ? p45 : p13, quantity: n + 2, customer: c.id, writeOff: n === 0 ? 1 : 0 },
      ...(n === 1 ? [{ offset: -10, product: p13, quantity: 1, customer: c.id, writeOff: 0 }] : []),
    ]);
    for (const a of plan) {
      const [row] = await tx
        .insert(stockAppointments)
        .values({
          date: day(a.offset),
          movement: 'lending',
          resale_id: resaleId,
          product_id: a.product,
          customer_id: a.customer,
          user_id: userId,
          quantity: a.quantity,
          written_off: a.writeOff,
          created_at: new Date(`${day(a.offset)}T15:00:00-03:00`),
        })
        .returning({ id: stockAppointments.id });
      await changeStock(tx, a.product, adjustmentEffect('lending', a.quantity));
      if (a.writeOff) {
        await tx.insert(stockWriteOffs).values({ appointment_id: row!.id, quantity: a.writeOff, user_id: userId });
        await changeStock(tx, a.product, writeOffEffect('lending', a.writeOff));
      }
      // Into the empties' ledger by the adjustments' own mapping, dated as the lending.
      await tx.execute(
        sql`select empty_moves_comodato(${row!.id}::int, ${userId}::int, ${`${day(a.offset)}T15:00:00-03:00`}::timestamptz)`,
      );
    }
  }
}
