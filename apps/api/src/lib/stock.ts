import { STOCK_TEXTS } from '@ability/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { products } from '../db/schema/index';
import { fieldError } from './errors';

/** A change of a product's stock counts; omitted counts stay as they are. */
export interface StockDelta {
  platform?: number;
  lending?: number;
  defect?: number;
}

export interface StockCounts {
  platform: number;
  lending: number;
  defect: number;
}

export interface ChangeStockOptions {
  /**
   * Refuse (422 on this field) a change that would leave platform, lending or defect below zero. Only
   * sales may take platform below zero, so every other cause names the field to blame.
   */
  refuseNegative?: string;
  /** The message of that refusal (default: "is more than the available stock"). */
  message?: (available: StockCounts) => string;
}

/**
 * The one way stock changes: relative updates (`x = x + delta`) inside the caller's transaction, so
 * concurrent changes of one product never lose an update (the row lock serialises them). Lending and
 * defect can't go below zero (a check constraint refuses it); platform may, by sales only.
 * Answers the new counts (undefined for an empty change).
 */
export async function changeStock(
  tx: Executor,
  productId: number,
  delta: StockDelta,
  opts: ChangeStockOptions = {},
): Promise<StockCounts | undefined> {
  const { platform = 0, lending = 0, defect = 0 } = delta;
  if (platform === 0 && lending === 0 && defect === 0) return undefined;
  const guard = opts.refuseNegative
    ? sql` and ${products.stock_platform} + ${platform} >= 0 and ${products.stock_lending} + ${lending} >= 0 and ${products.stock_defect} + ${defect} >= 0`
    : sql``;
  const [row] = (await stockUpdate(tx, productId, delta, guard)) as StockCounts[];
  if (!row && opts.refuseNegative) {
    // Either the product is gone or the counts don't allow it: read them (the row is ours to read now).
    const [now] = await tx
      .select({ platform: products.stock_platform, lending: products.stock_lending, defect: products.stock_defect })
      .from(products)
      .where(sql`${products.id} = ${productId}`);
    const available = now ?? { platform: 0, lending: 0, defect: 0 };
    const message = opts.message
      ? opts.message(available)
      : STOCK_TEXTS.insufficient(
          platform < 0 ? available.platform : lending < 0 ? available.lending : available.defect,
        );
    throw fieldError(opts.refuseNegative, message);
  }
  return row;
}

/**
 * changeStock's update, answering the new counts. The other writers of stock are a sale's write
 * (sales/write.ts writeSale: the platform moves its plan's saleMoves gives, relative updates alike) and
 * openStock below.
 */
function stockUpdate(tx: Executor, productId: number, delta: StockDelta, guard: SQL = sql``) {
  const { platform = 0, lending = 0, defect = 0 } = delta;
  return tx
    .update(products)
    .set({
      stock_platform: sql`${products.stock_platform} + ${platform}`,
      stock_lending: sql`${products.stock_lending} + ${lending}`,
      stock_defect: sql`${products.stock_defect} + ${defect}`,
      updated_at: sql`now()`,
    })
    .where(sql`${products.id} = ${productId}${guard}`)
    .returning({ platform: products.stock_platform, lending: products.stock_lending, defect: products.stock_defect });
}

/**
 * Records `count` more bottles of a product's opening count (a reseller's stock when it started to use the
 * product; the demo's and the bench's catalogues): the opening and the platform together, relative updates
 * in the caller's transaction, so the platform's recompute (read model products.stock_platform) holds.
 */
export async function openStock(tx: Executor, productId: number, count: number): Promise<void> {
  if (count === 0) return;
  await tx
    .update(products)
    .set({
      stock_opening: sql`${products.stock_opening} + ${count}`,
      stock_platform: sql`${products.stock_platform} + ${count}`,
      updated_at: sql`now()`,
    })
    .where(sql`${products.id} = ${productId}`);
}
