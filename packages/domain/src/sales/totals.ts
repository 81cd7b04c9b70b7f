import { formatCents } from '../money';
import { SALE_TEXTS } from './labels';

/** Sale money; integer cents throughout. */
export interface SaleItemAmounts {
  price_cents: number;
  quantity: number;
  discount_cents?: number | null;
  _destroy?: boolean | null;
}

export interface SalePaymentAmounts {
  value_cents: number;
  _destroy?: boolean | null;
}

/** price × quantity − discount. */
export function itemSubtotal(item: SaleItemAmounts): number {
  return item.price_cents * item.quantity - (item.discount_cents ?? 0);
}

/** Σ subtotals of the items not removed. */
export function saleTotal(items: readonly SaleItemAmounts[]): number {
  return items.filter((i) => !i._destroy).reduce((a, i) => a + itemSubtotal(i), 0);
}

/** Σ values of the payments not removed. */
export function salePaid(payments: readonly SalePaymentAmounts[]): number {
  return payments.filter((p) => !p._destroy).reduce((a, p) => a + p.value_cents, 0);
}

/** A payment as the balance reads it: its value and whether its method is cash (isCashMethod). */
export interface SaleBalancePayment extends SalePaymentAmounts {
  cash: boolean;
}

export interface SaleBalance {
  total_cents: number;
  paid_cents: number;
  /** max(0, paid − total). */
  change_cents: number;
  /** max(0, total − paid): what is still to be paid. */
  remaining_cents: number;
  /** The payments cover the total (a sale whose payments fall short is refused). */
  balanced: boolean;
  /** Σ of the cash payments ("Dinheiro", isCashMethod). */
  cash_cents: number;
  /**
   * max(0, change − cash): the part of the change no cash payment covers. Change is given in cash only,
   * so a sale with any is refused: R$ 120,00 of PIX on a R$ 110,00 sale would charge the customer
   * R$ 10,00 more than the sale by PIX, while R$ 50,00 in cash for R$ 40,00 gives R$ 10,00 back.
   */
  uncovered_change_cents: number;
}

export function saleBalance(items: readonly SaleItemAmounts[], payments: readonly SaleBalancePayment[]): SaleBalance {
  const total = saleTotal(items);
  const paid = salePaid(payments);
  const change = Math.max(0, paid - total);
  const cash = salePaid(payments.filter((p) => p.cash));
  return {
    total_cents: total,
    paid_cents: paid,
    change_cents: change,
    remaining_cents: Math.max(0, total - paid),
    balanced: paid >= total,
    cash_cents: cash,
    uncovered_change_cents: Math.max(0, change - cash),
  };
}

/**
 * Why a sale's payments are refused (pt-BR, the 422 on `payments` and the sale form's message before
 * sending), or null: they fall short of the total, or pay more than it in a method that gives no change.
 * A sale without items is refused for that alone.
 */
export function salePaymentsRefusal(b: SaleBalance, hasItems = true): string | null {
  if (!hasItems) return null;
  if (!b.balanced) return SALE_TEXTS.errors.paymentsShort(formatCents(b.remaining_cents));
  if (b.uncovered_change_cents > 0) return SALE_TEXTS.errors.changeNotCash(formatCents(b.uncovered_change_cents));
  return null;
}

/**
 * What the customer owes by PIX (the BR Code's amount): the PIX payments less the change no cash payment
 * covers, never below zero. For a sale the server accepted that is the PIX payments themselves; a sale
 * saved before the rule with PIX over its total is charged no more than the sale.
 */
export function pixDueCents(b: SaleBalance, pixCents: number): number {
  return Math.max(0, pixCents - b.uncovered_change_cents);
}

/** What the list shows as the sale's value: Σ payments − change (= the total of a balanced sale). */
export function saleReceived(payments: readonly SalePaymentAmounts[], changeCents: number): number {
  return salePaid(payments) - changeCents;
}
