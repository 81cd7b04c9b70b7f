/** Discount of a whole product entry: a value in cents, or a percentage held in hundredths (5,00% = 500). */
export const ENTRY_DISCOUNT_TYPES = ['value', 'percentage'] as const;
export type EntryDiscountType = (typeof ENTRY_DISCOUNT_TYPES)[number];

export const ENTRY_DISCOUNT_TYPE_LABELS: Record<EntryDiscountType, string> = {
  value: 'Valor (R$)',
  percentage: 'Porcentagem (%)',
};

/** Date a product entry list filters on, default issue_date. */
export const ENTRY_DATE_PARAMS = ['due_date', 'issue_date', 'created_at'] as const;
export type EntryDateParam = (typeof ENTRY_DATE_PARAMS)[number];

export const ENTRY_DATE_PARAM_LABELS: Record<EntryDateParam, string> = {
  due_date: 'Vencimento',
  issue_date: 'Emissão',
  created_at: 'Criação',
};

export interface EntryItemValues {
  quantity: number;
  price_cents: number;
  discount_cents?: number | null;
  _destroy?: boolean | null;
}

export function entryItemSubtotal(item: EntryItemValues): number {
  return item.price_cents * item.quantity - (item.discount_cents ?? 0);
}

/** Items (not removed) minus the entry's discount; never below zero. */
export function entryTotal(
  items: EntryItemValues[],
  discountType: EntryDiscountType | null | undefined,
  discountValue: number | null | undefined,
): { items_cents: number; discount_cents: number; total_cents: number } {
  const items_cents = items.filter((i) => !i._destroy).reduce((s, i) => s + entryItemSubtotal(i), 0);
  const v = Math.max(0, discountValue ?? 0);
  const raw = discountType === 'percentage' ? Math.round((items_cents * Math.min(v, 10_000)) / 10_000) : v;
  const discount_cents = Math.min(raw, Math.max(0, items_cents));
  return { items_cents, discount_cents, total_cents: items_cents - discount_cents };
}
