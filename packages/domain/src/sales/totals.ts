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

export interface SaleBalance {
  total_cents: number;
  paid_cents: number;
  /** max(0, paid − total). */
  change_cents: number;
  /** max(0, total − paid): what is still to be paid. */
  remaining_cents: number;
  /** The payments cover the total (a sale whose payments fall short is refused). */
  balanced: boolean;
}

export function saleBalance(items: readonly SaleItemAmounts[], payments: readonly SalePaymentAmounts[]): SaleBalance {
  const total = saleTotal(items);
  const paid = salePaid(payments);
  return {
    total_cents: total,
    paid_cents: paid,
    change_cents: Math.max(0, paid - total),
    remaining_cents: Math.max(0, total - paid),
    balanced: paid >= total,
  };
}

/** What the list shows as the sale's value: Σ payments − change (= the total of a balanced sale). */
export function saleReceived(payments: readonly SalePaymentAmounts[], changeCents: number): number {
  return salePaid(payments) - changeCents;
}
