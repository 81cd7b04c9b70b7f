import type { IsoDate } from '../dates';
import { paymentDueDate } from './installments';
import type { SaleChannel, SaleStatus } from './status';
import { saleTotal } from './totals';

/**
 * Last order: a known customer's new sale starts from their last sale of the
 * same unit that was not canceled or rejected — its products and quantities at today's prices, its
 * payment methods with the values recomputed to the new total, its deliverer and channel.
 *
 * Choices where the rules are silent:
 * - Discounts are not carried: the draft is at today's prices (discount 0).
 * - The same product on several rows becomes one row with the quantities added.
 * - A product is dropped when the unit's catalogue no longer has it (deleted, another unit, or
 *   `active: false`); a method when it is not offered to the unit or `status: false`. Both are
 *   listed, with the description the old sale shows, for the form to say so.
 * - Payments of one method become one row. A term method (delivery_time > 0) keeps the number of
 *   installments it had (its payments were split one per installment); its due date is today +
 *   delivery_time, as the sale form proposes; the form splits it again on save.
 * - Several methods keep the proportions of the old split (the change given back taken off the last
 *   payments first), each share rounded down and the odd cents on the first; a share that rounds to 0
 *   cents is left out (a payment needs a value). One method takes the whole total.
 * - When no method of the old sale is left, the unit's default method (if active) takes the total.
 * - A deliverer no longer in the unit (when `employees` is given) is left empty.
 * - When no product is left, the draft has no items and no payments: the form starts from the unit's
 *   defaults (the seeds' rule) and says which products were dropped.
 */

export interface LastOrderSaleItem {
  product_id: number;
  quantity: number;
  product?: { description: string } | null;
}

export interface LastOrderSalePayment {
  payment_method_id: number;
  value_cents: number;
  payment_method?: { description: string } | null;
}

/** The old sale, as the API's sale record has it (extra fields are ignored). */
export interface LastOrderSale {
  id: number;
  resale_id: number;
  status: SaleStatus;
  sold_on: string;
  channel: SaleChannel;
  employee_id: number | null;
  change_cents?: number | null;
  items: readonly LastOrderSaleItem[];
  payments: readonly LastOrderSalePayment[];
}

/** What the unit sells today (the sale form's options). */
export interface LastOrderCatalogue {
  products: readonly {
    id: number;
    description: string;
    price_cents: number;
    resale_id: number;
    /** false: no longer sold (absent or null: sold). */
    active?: boolean | null;
  }[];
  payment_methods: readonly {
    id: number;
    description: string;
    delivery_time: number;
    resale_ids: readonly number[];
    /** false: inactive (absent or null: active). */
    status?: boolean | null;
    default?: boolean | null;
  }[];
  /** When given, the deliverer is kept only if listed for the unit. */
  employees?: readonly { id: number; resale_ids: readonly number[] }[];
}

export interface LastOrderOptions {
  today: IsoDate;
}

export interface LastOrderDraftItem {
  product_id: number;
  quantity: number;
  price_cents: number;
  discount_cents: 0;
}

export interface LastOrderDraftPayment {
  payment_method_id: number;
  value_cents: number;
  installments: number;
  due_date: IsoDate | null;
}

export interface LastOrderDraft {
  source_sale_id: number;
  resale_id: number;
  channel: SaleChannel;
  employee_id: number | null;
  items: LastOrderDraftItem[];
  payments: LastOrderDraftPayment[];
  total_cents: number;
  /** Products of the old sale the unit no longer sells. */
  dropped: { product_id: number; description: string }[];
  /** Payment methods of the old sale no longer active in the unit. */
  dropped_methods: { payment_method_id: number; description: string }[];
}

/** Statuses whose sale cannot be a last order. */
export const LAST_ORDER_EXCLUDED_STATUSES: readonly SaleStatus[] = ['canceled', 'rejected'];

/** Most installments a payment row takes (the API's limit). */
const MAX_INSTALLMENTS = 48;

function soldAt(sale: { sold_on: string }): number {
  const t = Date.parse(sale.sold_on);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** The customer's last sale of the unit that was not canceled or rejected (latest sold_on, then highest id). */
export function lastOrderSale<T extends { id: number; resale_id: number; status: SaleStatus; sold_on: string }>(
  sales: readonly T[],
  resaleId: number,
): T | null {
  let best: T | null = null;
  for (const s of sales) {
    if (s.resale_id !== resaleId || LAST_ORDER_EXCLUDED_STATUSES.includes(s.status)) continue;
    if (!best || soldAt(s) > soldAt(best) || (soldAt(s) === soldAt(best) && s.id > best.id)) best = s;
  }
  return best;
}

/**
 * `total` split in the proportions of `weights` (≥ 0): each share rounded down, the odd cents on the
 * first, so the shares add up to `total`. Without any positive weight the first takes it all.
 */
export function splitByProportion(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const shares = weights.map((w, i) => (i === 0 ? 0 : Number((BigInt(total) * BigInt(Math.max(0, w))) / BigInt(sum))));
  shares[0] = total - shares.reduce((a, s) => a + s, 0);
  return shares;
}

/** The new sale's draft from the last one, or null when there is none to repeat (see the choices above). */
export function lastOrderDraft(
  lastSale: LastOrderSale | null | undefined,
  catalogue: LastOrderCatalogue,
  options: LastOrderOptions,
): LastOrderDraft | null {
  if (!lastSale || LAST_ORDER_EXCLUDED_STATUSES.includes(lastSale.status)) return null;
  const unit = lastSale.resale_id;

  const products = new Map(
    catalogue.products.filter((p) => p.resale_id === unit && p.active !== false).map((p) => [p.id, p]),
  );
  const items: LastOrderDraftItem[] = [];
  const dropped: LastOrderDraft['dropped'] = [];
  for (const old of lastSale.items) {
    const product = products.get(old.product_id);
    if (!product) {
      if (!dropped.some((d) => d.product_id === old.product_id))
        dropped.push({
          product_id: old.product_id,
          description:
            old.product?.description ??
            catalogue.products.find((p) => p.id === old.product_id)?.description ??
            `Produto ${old.product_id}`,
        });
      continue;
    }
    const same = items.find((i) => i.product_id === product.id);
    if (same) same.quantity += old.quantity;
    else
      items.push({
        product_id: product.id,
        quantity: old.quantity,
        price_cents: product.price_cents,
        discount_cents: 0,
      });
  }
  const total = saleTotal(items);

  const methods = new Map(
    catalogue.payment_methods.filter((m) => m.resale_ids.includes(unit) && m.status !== false).map((m) => [m.id, m]),
  );
  // Weights per old payment, the change taken off the last payments first.
  let change = Math.max(0, lastSale.change_cents ?? 0);
  const weights = lastSale.payments.map((p) => Math.max(0, p.value_cents));
  for (let i = weights.length - 1; i >= 0 && change > 0; i--) {
    const off = Math.min(weights[i]!, change);
    weights[i]! -= off;
    change -= off;
  }
  const rows: { methodId: number; weight: number; count: number }[] = [];
  const droppedMethods: LastOrderDraft['dropped_methods'] = [];
  lastSale.payments.forEach((p, i) => {
    if (!methods.has(p.payment_method_id)) {
      if (!droppedMethods.some((d) => d.payment_method_id === p.payment_method_id))
        droppedMethods.push({
          payment_method_id: p.payment_method_id,
          description:
            p.payment_method?.description ??
            catalogue.payment_methods.find((m) => m.id === p.payment_method_id)?.description ??
            `Forma de pagamento ${p.payment_method_id}`,
        });
      return;
    }
    const row = rows.find((r) => r.methodId === p.payment_method_id);
    if (row) {
      row.weight += weights[i]!;
      row.count += 1;
    } else rows.push({ methodId: p.payment_method_id, weight: weights[i]!, count: 1 });
  });
  if (rows.length === 0) {
    const fallback = [...methods.values()].find((m) => m.default);
    if (fallback) rows.push({ methodId: fallback.id, weight: 1, count: 1 });
  }

  const payments: LastOrderDraftPayment[] = [];
  if (items.length > 0) {
    const shares = splitByProportion(
      total,
      rows.map((r) => r.weight),
    );
    rows.forEach((r, i) => {
      const method = methods.get(r.methodId)!;
      const value = shares[i]!;
      if (value <= 0) return;
      payments.push({
        payment_method_id: r.methodId,
        value_cents: value,
        installments: method.delivery_time > 0 ? Math.min(r.count, MAX_INSTALLMENTS) : 1,
        due_date: paymentDueDate(method.delivery_time, options.today),
      });
    });
  }

  const employeeKept =
    lastSale.employee_id !== null &&
    (!catalogue.employees ||
      catalogue.employees.some((e) => e.id === lastSale.employee_id && e.resale_ids.includes(unit)));

  return {
    source_sale_id: lastSale.id,
    resale_id: unit,
    channel: lastSale.channel,
    employee_id: employeeKept ? lastSale.employee_id : null,
    items,
    payments,
    total_cents: total,
    dropped,
    dropped_methods: droppedMethods,
  };
}

/** What the form says about what was left out (null when nothing was). */
export function lastOrderNotice(draft: Pick<LastOrderDraft, 'dropped' | 'dropped_methods'>): string | null {
  const parts: string[] = [];
  const products = draft.dropped.map((d) => d.description);
  const methods = draft.dropped_methods.map((d) => d.description);
  if (products.length === 1) parts.push(`O produto ${products[0]} não é mais vendido e ficou de fora.`);
  else if (products.length > 1)
    parts.push(`Os produtos ${products.join(', ')} não são mais vendidos e ficaram de fora.`);
  if (methods.length === 1) parts.push(`A forma de pagamento ${methods[0]} não está mais ativa e ficou de fora.`);
  else if (methods.length > 1)
    parts.push(`As formas de pagamento ${methods.join(', ')} não estão mais ativas e ficaram de fora.`);
  return parts.length ? parts.join(' ') : null;
}
