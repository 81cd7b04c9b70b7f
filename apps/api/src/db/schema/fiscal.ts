import type { PaymentCode } from '@ability/domain';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { resales, timestamps } from './core';
import { products } from './products';
import { sales } from './sales';

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
 * (AES-256-GCM with the server's SECRETS_KEY, lib/secrets.ts) and never answered by the API;
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
    /** Who sends the notes: 'sefaz' (signed here) or 'nuvem_fiscal' (its REST API, with the client id and secret). */
    provider: text('provider').notNull().default('sefaz'),
    nuvem_client_id: text('nuvem_client_id'),
    /** Sealed like the certificate (lib/secrets.ts), never answered. */
    nuvem_client_secret_enc: text('nuvem_client_secret_enc'),
    /**
     * The payment codes (tPag, and xPag with 99) the accountant set, by payment method id and 'gas_do_povo';
     * a method without one gets defaultPaymentCode (packages/domain/src/fiscal/nfce.ts).
     */
    payment_codes: jsonb('payment_codes')
      .$type<Partial<Record<string, PaymentCode>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [
    check('fiscal_settings_environment', sql`${t.environment} in ('homologacao', 'producao')`),
    check('fiscal_settings_issue_on', sql`${t.issue_on} in ('manual', 'save', 'delivered')`),
    check('fiscal_settings_provider', sql`${t.provider} in ('sefaz', 'nuvem_fiscal')`),
    check('fiscal_settings_numbers', sql`${t.series} between 0 and 999 and ${t.next_number} between 1 and 999999999`),
  ],
);

/**
 * A sale's NFC-e (model 65): its number taken from the unit's series in the transaction that stored the note,
 * the signed XML as last sent, and SEFAZ's last answer. `em_processamento` until a reply is stored (the job
 * asks the key's status before re-sending), `autorizada` with the protocol, `rejeitada` with SEFAZ's code and
 * message ('Reenviar' rebuilds it with the same number), or with the reason the automatic job could not
 * build it (`build_fix`: no number yet). One note per sale; numbers never repeat in a series.
 */
export const fiscalNotes = pgTable(
  'fiscal_notes',
  {
    id: serial('id').primaryKey(),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id),
    resale_id: integer('resale_id')
      .notNull()
      .references(() => resales.id),
    model: integer('model').notNull().default(65),
    /** Null only on a note that could not be built (it took no number and was never sent). */
    series: integer('series'),
    number: integer('number'),
    access_key: text('access_key'),
    state: text('state').notNull().default('em_processamento'),
    xml: text('xml'),
    /**
     * The automatic job could not build the note (a product without fiscal data, the unit's address…): where
     * to fix it, with the pt-BR reason in `x_motivo`; the note is 'rejeitada' with no number until 'Reenviar'.
     */
    build_fix: jsonb('build_fix').$type<{ products: number[]; unit: boolean }>(),
    protocol: text('protocol'),
    received_at: text('received_at'),
    c_stat: text('c_stat'),
    x_motivo: text('x_motivo'),
    attempts: integer('attempts').notNull().default(0),
    /** Who the note was sent through ('sefaz', 'nuvem_fiscal'), and the provider's id of it (Nuvem Fiscal's). */
    provider: text('provider').notNull().default('sefaz'),
    provider_id: text('provider_id'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('fiscal_notes_number').on(t.resale_id, t.model, t.series, t.number),
    unique('fiscal_notes_sale').on(t.sale_id),
    unique('fiscal_notes_key').on(t.access_key),
    index('fiscal_notes_pending').on(t.state),
    check('fiscal_notes_state', sql`${t.state} in ('em_processamento', 'autorizada', 'rejeitada')`),
    check('fiscal_notes_authorised', sql`${t.state} <> 'autorizada' or ${t.protocol} is not null`),
    check(
      'fiscal_notes_built',
      sql`${t.build_fix} is not null or (${t.series} is not null and ${t.number} is not null and ${t.access_key} is not null and ${t.xml} is not null)`,
    ),
    check('fiscal_notes_build_rejected', sql`${t.build_fix} is null or ${t.state} = 'rejeitada'`),
  ],
);
