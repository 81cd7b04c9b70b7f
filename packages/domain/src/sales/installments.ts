import { splitInstallments } from '../finance/bills';
import { addDays } from '../dates';
import type { IsoDate } from '../dates';

export interface SplitPayment {
  payment_method_id: number;
  value_cents: number;
  installments: 1;
  due_date: IsoDate | null;
}

/**
 * The sale form's installment split: one payment of N installments becomes N payments
 * of one installment, the value divided equally in cents (the odd cents on the first, so they add up
 * to the value) and the due dates spaced by the method's delivery_time days from the first due date.
 */
export function splitSalePayment(
  payment: { payment_method_id: number; value_cents: number; installments: number; due_date: IsoDate | null },
  deliveryDays: number,
  today: IsoDate,
): SplitPayment[] {
  const first = payment.due_date ?? today;
  return splitInstallments(payment.value_cents, payment.installments, first, deliveryDays).map((p) => ({
    payment_method_id: payment.payment_method_id,
    value_cents: p.value_cents,
    installments: 1,
    due_date: p.due_date,
  }));
}

/** Due date a chosen payment method proposes: today + delivery_time days, empty without one. */
export function paymentDueDate(deliveryDays: number | null | undefined, today: IsoDate): IsoDate | null {
  return deliveryDays && deliveryDays > 0 ? addDays(today, deliveryDays) : deliveryDays === 0 ? today : null;
}
