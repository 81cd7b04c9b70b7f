import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { resales, timestamps } from './core';
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

/**
 * A unit's NFC-e settings. The CSC token, the A1 certificate (.pfx) and its password are stored encrypted
 * (AES-256-GCM with the server's FISCAL_SECRET_KEY, modules/fiscal/secrets.ts) and never answered by the API;
 * the certificate's holder and expiry are kept in clear to show them.
 */
export const fiscalSettings = pgTable(
  'fiscal_settings',
  {
    resale_id: integer('resale_id')
      .primaryKey()
      .references(() => resales.id, { onDelete: 'cascade' }),
    crt: integer('crt').notNull().default(1),
    environment: text('environment').notNull().default('homologacao'),
    series: integer('series').notNull().default(1),
    next_number: integer('next_number').notNull().default(1),
    issue_on: text('issue_on').notNull().default('manual'),
    csc_id: text('csc_id'),
    csc_token_enc: text('csc_token_enc'),
    certificate_enc: text('certificate_enc'),
    certificate_password_enc: text('certificate_password_enc'),
    certificate_holder: text('certificate_holder'),
    certificate_expires_at: timestamp('certificate_expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('fiscal_settings_environment', sql`${t.environment} in ('homologacao', 'producao')`),
    check('fiscal_settings_issue_on', sql`${t.issue_on} in ('manual', 'save', 'delivered')`),
    check('fiscal_settings_numbers', sql`${t.series} between 0 and 999 and ${t.next_number} between 1 and 999999999`),
  ],
);
