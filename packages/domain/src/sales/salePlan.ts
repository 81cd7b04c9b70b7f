import { type PurchaseStats, purchaseStatsFromSpan } from '../customers/stats';
import type { IsoDate } from '../dates';
import type { SaleStatus } from './status';
import { type SaleStockItem, saleStockMoves } from './stockMoves';

/** What a sale's moves read of it, before or after a write. */
export interface PlannedSale {
  status: SaleStatus;
  customer_id: number | null;
  /** Its sale day (YYYY-MM-DD in the business time zone). */
  day: IsoDate;
  items: readonly SaleStockItem[];
}

/** The span of a customer's purchase days as the customer's row stores it (purchase_days null: never kept). */
export interface CustomerSpan {
  purchase_days: number | null;
  first_sale_on: IsoDate | null;
  last_sale_on: IsoDate | null;
}

/** A customer's stored statistics: the span and what purchaseStatsFromSpan gives of it. */
export interface CustomerStatisticsRow extends PurchaseStats {
  first_sale_on: IsoDate | null;
  purchase_days: number;
}

/**
 * How a write moves a customer's statistics:
 * - `day`: one purchase day on or after the stored last one, from the stored span alone: `from` is the
 *   span the plan read (the writer checks it is still the row's), `to` the statistics to store;
 * - `recompute`: from the customer's history of counted sales (a day taken away, a backdated day, a span
 *   never stored, or no span read).
 */
export type CustomerMove =
  | { customer_id: number; kind: 'day'; from: CustomerSpan; to: CustomerStatisticsRow }
  | { customer_id: number; kind: 'recompute' };

/** What a sale write moves besides the sale's own rows. */
export interface SaleMoves {
  /** Platform stock per product, in product id order (saleStockMoves). */
  stock: [productId: number, platform: number][];
  /** Customers' statistics, in customer id order. */
  customers: CustomerMove[];
}

/** A sale counts (stock, customer statistics) unless canceled or rejected. */
export const countsAsSale = (status: SaleStatus) => status !== 'canceled' && status !== 'rejected';

const counted = (s: PlannedSale | null): PlannedSale | null => (s && countsAsSale(s.status) ? s : null);

/**
 * A customer's statistics after one more purchase on `day`, from the stored span alone; null when the
 * span can't give them (never stored, or `day` before the last purchase day: the history must).
 */
export function statisticsAfterSaleDay(span: CustomerSpan, day: IsoDate): CustomerStatisticsRow | null {
  if (span.purchase_days === null || (span.last_sale_on !== null && day < span.last_sale_on)) return null;
  const isNew = span.last_sale_on === null || day > span.last_sale_on;
  const days = span.purchase_days + (isNew ? 1 : 0);
  const first = span.first_sale_on && span.first_sale_on < day ? span.first_sale_on : day;
  const last = span.last_sale_on && span.last_sale_on > day ? span.last_sale_on : day;
  return { ...purchaseStatsFromSpan(first, last, days), first_sale_on: first, purchase_days: days };
}

/**
 * The one rule of what a sale write moves: from the sale `before` the write (null: a new sale) to the
 * sale `after` it (null: deleted). Stock: what `before` held back to the platform, what `after` holds
 * taken from it, counted sales only. Customer statistics: the customer and day of a counted sale that
 * neither changed moves nothing; a new counted day is added from the stored span (`spans`, read with the
 * sale's references) when it can be, else recomputed; a counted day taken away (cancel, delete, another
 * customer or day) recomputes that customer.
 */
export function saleMoves(
  before: PlannedSale | null,
  after: PlannedSale | null,
  spans: ReadonlyMap<number, CustomerSpan> = new Map(),
): SaleMoves {
  const b = counted(before);
  const a = counted(after);
  const stock = saleStockMoves(b?.items ?? [], a?.items ?? []);
  const customers = new Map<number, CustomerMove>();
  const same = b && a && b.customer_id === a.customer_id && b.day === a.day;
  if (!same) {
    if (b?.customer_id) customers.set(b.customer_id, { customer_id: b.customer_id, kind: 'recompute' });
    if (a?.customer_id && !customers.has(a.customer_id)) {
      const span = spans.get(a.customer_id);
      const to = span && !b ? statisticsAfterSaleDay(span, a.day) : null;
      customers.set(
        a.customer_id,
        span && to
          ? { customer_id: a.customer_id, kind: 'day', from: span, to }
          : { customer_id: a.customer_id, kind: 'recompute' },
      );
    }
  }
  return { stock, customers: [...customers.values()].sort((x, y) => x.customer_id - y.customer_id) };
}
