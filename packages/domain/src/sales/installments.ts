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

/**
 * A payment's due date: the one it was given, else the sale's day plus its method's delivery_time days (a
 * 'Boleto 30 dias' sent without a date is due 30 days after the sale, a receivable, not cash of the day).
 * A card is the exception: the customer pays it at the door and its days are when the card company pays
 * the unit, so a card payment without a date is the day's (as the demo data books cards).
 */
export function paymentDue(
  dueDate: IsoDate | null | undefined,
  method: { delivery_time?: number | null; is_card?: boolean | null } | null | undefined,
  saleDay: IsoDate,
): IsoDate {
  if (dueDate) return dueDate;
  return method?.is_card ? saleDay : addDays(saleDay, Math.max(0, method?.delivery_time ?? 0));
}
