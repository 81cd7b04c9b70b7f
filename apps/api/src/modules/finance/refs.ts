import { VALIDATION, todayIn } from '@ability/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  banks,
  customers,
  paymentMethodResales,
  paymentMethods,
  supplierResales,
  suppliers,
} from '../../db/schema/index';
import type { FieldErrors } from '../../lib/errors';

/**
 * The records a finance row points to must exist in the row's unit (and an account must have the
 * expected movement). Errors are collected on the form's field names.
 */
export async function checkFinanceRefs(
  tx: Executor,
  errors: FieldErrors,
  resaleId: number,
  refs: {
    account_id?: number | null;
    movement?: 'inflow' | 'outflow';
    bank_id?: number | null;
    payment_method_id?: number | null;
    customer_id?: number | null;
    supplier_id?: number | null;
  },
): Promise<void> {
  if (refs.account_id) {
    const [a] = await tx
      .select({ resale_id: accounts.resale_id, movement: accounts.movement })
      .from(accounts)
      .where(eq(accounts.id, refs.account_id));
    if (!a || a.resale_id !== resaleId || (refs.movement && a.movement !== refs.movement))
      errors.add('account', a ? VALIDATION.invalid : VALIDATION.notFound);
  }
  if (refs.bank_id) {
    const [b] = await tx.select({ resale_id: banks.resale_id }).from(banks).where(eq(banks.id, refs.bank_id));
    if (!b || b.resale_id !== resaleId) errors.add('bank', b ? VALIDATION.invalid : VALIDATION.notFound);
  }
  if (refs.customer_id) {
    const [c] = await tx
      .select({ resale_id: customers.resale_id })
      .from(customers)
      .where(eq(customers.id, refs.customer_id));
    if (!c || c.resale_id !== resaleId) errors.add('customer', c ? VALIDATION.outsideUnits : VALIDATION.notFound);
  }
  if (refs.payment_method_id) {
    const [m] = await tx
      .select({ ok: sql<boolean>`true` })
      .from(paymentMethods)
      .innerJoin(paymentMethodResales, eq(paymentMethodResales.owner_id, paymentMethods.id))
      .where(and(eq(paymentMethods.id, refs.payment_method_id), eq(paymentMethodResales.resale_id, resaleId)));
    if (!m) errors.add('payment_method', VALIDATION.notFound);
  }
  if (refs.supplier_id) {
    const [s] = await tx
      .select({ ok: sql<boolean>`true` })
      .from(suppliers)
      .innerJoin(supplierResales, eq(supplierResales.owner_id, suppliers.id))
      .where(and(eq(suppliers.id, refs.supplier_id), eq(supplierResales.resale_id, resaleId)));
    if (!s) errors.add('supplier', VALIDATION.notFound);
  }
}

/** Today in the business's time zone (APP_TIMEZONE, default America/Sao_Paulo). */
export function today(): string {
  return todayIn(process.env.APP_TIMEZONE ?? 'America/Sao_Paulo');
}
