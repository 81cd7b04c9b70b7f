import { FISCAL_PRESETS, type FiscalPreset, suggestedPreset } from '@ability/domain';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productFiscal, products } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import type { ProductFiscalInput } from './schemas';
import { notFound } from '../../lib/errors';
import { unitCondition } from '../../lib/scope';

const { product_id: _id, created_at: _c, updated_at: _u, ...fiscalColumns } = getTableColumns(productFiscal);

export interface ProductFiscalRecord {
  product_id: number;
  saved: boolean;
  preset: FiscalPreset | null;
  fiscal: ProductFiscalInput | null;
}

async function readFiscal(tx: Executor, productId: number): Promise<ProductFiscalInput | null> {
  const [row] = await tx.select(fiscalColumns).from(productFiscal).where(eq(productFiscal.product_id, productId));
  return (row as ProductFiscalInput | undefined) ?? null;
}

/**
 * A product's fiscal data (in the user's units): the saved row, or for a product never given one the preset its
 * description suggests (P13, P45, água…), unsaved, for the form to start from.
 */
export async function getProductFiscal(
  tx: Executor,
  productId: number,
  units: number[] | null,
): Promise<ProductFiscalRecord> {
  const [product] = await tx
    .select({ description: products.description })
    .from(products)
    .where(and(eq(products.id, productId), unitCondition(products.resale_id, units)));
  if (!product) throw notFound();
  const saved = await readFiscal(tx, productId);
  if (saved) return { product_id: productId, saved: true, preset: null, fiscal: saved };
  const preset = suggestedPreset(product.description);
  return { product_id: productId, saved: false, preset, fiscal: preset ? { ...FISCAL_PRESETS[preset] } : null };
}

/** Writes a product's fiscal data in the product's transaction (create and update), audited as its own resource. */
export async function saveProductFiscal(
  tx: Executor,
  actor: Actor,
  productId: number,
  input: ProductFiscalInput,
): Promise<void> {
  const before = await readFiscal(tx, productId);
  await tx
    .insert(productFiscal)
    .values({ ...input, product_id: productId })
    .onConflictDoUpdate({ target: productFiscal.product_id, set: { ...input, updated_at: new Date() } });
  await audit(tx, actor, before ? 'update' : 'create', 'product_fiscal', productId, before, input);
}
