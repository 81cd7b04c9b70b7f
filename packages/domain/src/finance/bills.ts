import type { IsoDate } from '../dates';
import { addDays } from '../dates';

/**
 * Rules of a bill (a receivable or a payable): its open debt, the value to receive or pay in the
 * form, what a settlement does to it, and its status.
 */
export interface BillAmounts {
  /** Bill total, after earlier fines and discounts. */
  value_cents: number;
  /** Received (or paid) so far. */
  settled_cents: number;
}

/** Debt = bill total − amount received (or paid). */
export function billDebt(b: BillAmounts): number {
  return Math.max(0, b.value_cents - b.settled_cents);
}

/** The form's value to receive (or pay): debt + fine − discount, never below zero. */
export function valueToSettle(b: BillAmounts, fineCents: number, discountCents: number): number {
  return Math.max(0, billDebt(b) + fineCents - discountCents);
}

export type SettleResult =
  | { ok: true; value_cents: number; settled_cents: number; entry_cents: number }
  | { ok: false; field: 'discount_cents' | 'received_value'; reason: 'discount' | 'exceeds' | 'negative' };

/**
 * A settlement: the fine is added to and the discount subtracted from the bill total, and the
 * entered value is added to what was received. The new total never falls below what was already
 * received, and what is received never passes the new total.
 */
export function settle(b: BillAmounts, fineCents: number, discountCents: number, enteredCents: number): SettleResult {
  if (fineCents < 0 || discountCents < 0 || enteredCents < 0)
    return { ok: false, field: enteredCents < 0 ? 'received_value' : 'discount_cents', reason: 'negative' };
  const value = b.value_cents + fineCents - discountCents;
  if (value < b.settled_cents || value <= 0) return { ok: false, field: 'discount_cents', reason: 'discount' };
  const settled = b.settled_cents + enteredCents;
  if (settled > value) return { ok: false, field: 'received_value', reason: 'exceeds' };
  return { ok: true, value_cents: value, settled_cents: settled, entry_cents: enteredCents };
}

/** received (nothing open), overdue (open and past due) or earlydue (open, due today or later). */
export function billStatus(b: BillAmounts & { due_date: IsoDate }, today: IsoDate): 'settled' | 'overdue' | 'earlydue' {
  if (b.settled_cents >= b.value_cents) return 'settled';
  return b.due_date < today ? 'overdue' : 'earlydue';
}

export interface InstallmentPiece {
  due_date: IsoDate;
  value_cents: number;
}

/**
 * The sale form's installment split: the value divided equally (integer division)
 * into N pieces, due dates spaced by the method's delivery_time days from the first due date.
 * The cents the division leaves go to the first piece, so the pieces always add up to the value.
 * A method without a delivery time spaces the pieces monthly (30 days).
 */
export function splitInstallments(
  valueCents: number,
  installments: number,
  firstDue: IsoDate,
  deliveryDays: number,
): InstallmentPiece[] {
  const n = Math.max(1, Math.floor(installments));
  const each = Math.floor(valueCents / n);
  const rest = valueCents - each * n;
  const step = deliveryDays > 0 ? deliveryDays : 30;
  return Array.from({ length: n }, (_, i) => ({
    due_date: addDays(firstDue, i * step),
    value_cents: each + (i === 0 ? rest : 0),
  }));
}

/** One formatter per time zone: making one costs far more than formatting a date with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date ('YYYY-MM-DD') in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}
