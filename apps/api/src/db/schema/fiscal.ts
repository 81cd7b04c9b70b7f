import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './core';
import { products } from './products';

/**
 * A product's fiscal data (an NFC-e item): codes the accountant confirms, the ICMS situation, PIS/COFINS, the
 * fuel group `comb` (null `anp_code` for goods without it) and the 2026 IBS/CBS codes. `*_e4` columns are
 * decimals × 10⁴ (packages/domain/src/fiscal/product.ts). One row per product, written with the product.
 */
export const productFiscal = pgTable(
  'product_fiscal',
  {
    product_id: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    ncm: text('ncm').notNull(),
    cest: text('cest'),
    cfop: text('cfop').notNull(),
    origin: text('origin').notNull(),
    icms_kind: text('icms_kind').notNull(),
    icms_code: text('icms_code').notNull(),
    ad_rem_rate_e4: integer('ad_rem_rate_e4').notNull(),
    pis_cst: text('pis_cst').notNull(),
    cofins_cst: text('cofins_cst').notNull(),
    anp_code: text('anp_code'),
    anp_description: text('anp_description'),
    p_glp_e4: integer('p_glp_e4').notNull(),
    p_gnn_e4: integer('p_gnn_e4').notNull(),
    p_gni_e4: integer('p_gni_e4').notNull(),
    start_value_cents: integer('start_value_cents').notNull(),
    taxable_unit: text('taxable_unit').notNull(),
    taxable_per_unit_e4: integer('taxable_per_unit_e4').notNull(),
    ibs_cbs_cst: text('ibs_cbs_cst').notNull(),
    ibs_cbs_class: text('ibs_cbs_class').notNull(),
    ...timestamps,
  },
  (t) => [
    check(
      'product_fiscal_comb_percentages',
      sql`${t.anp_code} is null or ${t.p_glp_e4} + ${t.p_gnn_e4} + ${t.p_gni_e4} = 1000000`,
    ),
    check('product_fiscal_icms_kind', sql`${t.icms_kind} in ('cst', 'csosn')`),
  ],
);
