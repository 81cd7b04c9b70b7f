/** A sale item as its stock move reads it. */
export interface SaleStockItem {
  product_id: number;
  quantity: number;
}

/**
 * The platform stock a sale's items move (the sale's stock rule, the one place): what
 * `before` held comes back to the platform, what `after` holds is taken from it. A new sale has no
 * `before`; a canceled or deleted one no `after`; an edit both. Per product, in product id order (the
 * order every sale locks products in, so two sales never deadlock), products whose count does not change
 * left out. Every sale write takes it through saleMoves (salePlan.ts), written by the API's writeSale.
 */
export function saleStockMoves(
  before: readonly SaleStockItem[],
  after: readonly SaleStockItem[],
): [productId: number, platform: number][] {
  const moves = new Map<number, number>();
  for (const i of before) moves.set(i.product_id, (moves.get(i.product_id) ?? 0) + i.quantity);
  for (const i of after) moves.set(i.product_id, (moves.get(i.product_id) ?? 0) - i.quantity);
  return [...moves].filter(([, q]) => q !== 0).sort((a, b) => a[0] - b[0]);
}
