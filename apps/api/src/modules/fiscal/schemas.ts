import {
  CRT_CODES,
  type CrtCode,
  FISCAL_ENVIRONMENTS,
  FISCAL_ORIGINS,
  FISCAL_PRESET_KEYS,
  ICMS_KINDS,
  ISSUE_MOMENTS,
  NFCE_PROVIDERS,
  TPAG_CODES,
  type TPag,
  checkProductFiscal,
} from '@ability/domain';
import { z } from 'zod';
import { zTimestamp } from '../../lib/reply-schema';

const code = (max: number) => z.string().trim().min(1).max(max);
const e4 = z.number().int().min(0).max(1_000_000_000);

/** A product's fiscal data as the product form sends it (`product.fiscal`) and the API answers it. */
const productFiscalShape = {
  ncm: code(8),
  cest: z
    .string()
    .trim()
    .max(7)
    .nullish()
    .transform((v) => v || null),
  cfop: code(4),
  origin: z.enum(FISCAL_ORIGINS),
  icms_kind: z.enum(ICMS_KINDS),
  icms_code: code(3),
  ad_rem_rate_e4: e4,
  pis_cst: code(2),
  cofins_cst: code(2),
  anp_code: z
    .string()
    .trim()
    .max(9)
    .nullish()
    .transform((v) => v || null),
  anp_description: z
    .string()
    .trim()
    .max(95)
    .nullish()
    .transform((v) => v || null),
  p_glp_e4: e4,
  p_gnn_e4: e4,
  p_gni_e4: e4,
  start_value_cents: z.number().int().min(0).max(100_000_000),
  taxable_unit: code(6),
  taxable_per_unit_e4: e4,
  ibs_cbs_cst: code(3),
  ibs_cbs_class: code(6),
};

/** The body part: the domain's rules (digits, the fuel percentages adding to 100%) give field errors. */
export const productFiscalInput = z.object(productFiscalShape).superRefine((f, ctx) => {
  for (const [field, message] of Object.entries(checkProductFiscal(f)))
    ctx.addIssue({ code: 'custom', path: [field], message });
});
export type ProductFiscalInput = z.infer<typeof productFiscalInput>;

/** GET /products/{id}/fiscal: the saved data, or (never saved) the preset the description suggests. */
export const productFiscalReply = z
  .object({
    product_id: z.number().int(),
    saved: z.boolean(),
    preset: z.enum(FISCAL_PRESET_KEYS as [string, ...string[]]).nullable(),
    fiscal: z
      .object({
        ...productFiscalShape,
        cest: z.string().nullable(),
        anp_code: z.string().nullable(),
        anp_description: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'ProductFiscal' });

/**
 * The unit's payment codes on the note, by payment method id ('12') or 'gas_do_povo': tPag and, with 99, its
 * description. A method left out gets its default (defaultPaymentCode).
 */
const paymentCodes = z.record(
  z.string().regex(/^(\d{1,9}|gas_do_povo)$/),
  z.object({
    tPag: z.enum(Object.keys(TPAG_CODES) as [TPag, ...TPag[]]),
    xPag: z.string().trim().max(60).optional(),
  }),
);

/** PUT /resales/{id}/fiscal_settings: secrets are write-only; an omitted CSC token or certificate is kept. */
export const fiscalSettingsBody = z.object({
  fiscal_settings: z.object({
    crt: z.union(CRT_CODES.map((c) => z.literal(c)) as [z.ZodLiteral<1>, ...z.ZodLiteral<CrtCode>[]]),
    environment: z.enum(FISCAL_ENVIRONMENTS),
    series: z.number().int().min(0).max(999),
    next_number: z.number().int().min(1).max(999_999_999),
    issue_on: z.enum(ISSUE_MOMENTS),
    csc_id: z
      .string()
      .trim()
      .max(6)
      .regex(/^\d*$/)
      .nullish()
      .transform((v) => v || null),
    csc_token: z.string().trim().max(36).nullish(),
    certificate: z.object({ pfx_base64: z.string().min(1).max(200_000), password: z.string().max(100) }).nullish(),
    /** Omitted: the stored codes are kept. */
    payment_codes: paymentCodes.optional(),
    /** Who sends the notes; omitted: kept ('sefaz' for a unit never set). */
    provider: z.enum(NFCE_PROVIDERS).optional(),
    /** Omitted: kept; blank or null: cleared. */
    nuvem_client_id: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null)),
    /** Write-only; omitted or blank: the stored secret is kept. */
    nuvem_client_secret: z.string().trim().max(500).nullish(),
  }),
});
export type FiscalSettingsInput = z.infer<typeof fiscalSettingsBody>['fiscal_settings'];

export const fiscalSettingsReply = z
  .object({
    resale_id: z.number().int(),
    crt: z.number().int(),
    environment: z.enum(FISCAL_ENVIRONMENTS),
    series: z.number().int(),
    next_number: z.number().int(),
    issue_on: z.enum(ISSUE_MOMENTS),
    csc_id: z.string().nullable(),
    csc_token_set: z.boolean(),
    payment_codes: paymentCodes,
    provider: z.enum(NFCE_PROVIDERS),
    nuvem_client_id: z.string().nullable(),
    /** Whether Nuvem Fiscal's client secret is stored (the secret itself is never answered). */
    nuvem_client_secret_set: z.boolean(),
    /** The SEFAZ is the local simulator (demo): 'Ambiente de demonstração — sem valor fiscal'. */
    sefaz_demo: z.boolean(),
    certificate: z
      .object({
        holder: z.string(),
        expires_at: zTimestamp,
        days_left: z.number().int(),
        state: z.enum(['valid', 'expiring', 'expired']),
      })
      .nullable(),
  })
  .meta({ id: 'FiscalSettings' });

/** POST /resales/{id}/fiscal_settings/test_connection: the status service's answer, or the problem in pt-BR. */
export const connectionTestReply = z
  .object({
    ok: z.boolean(),
    c_stat: z.string().nullable(),
    x_motivo: z.string().nullable(),
    message: z.string(),
    problem: z
      .enum([
        'noState',
        'noCertificate',
        'expired',
        'unreadable',
        'noServerKey',
        'unreachable',
        'timeout',
        'tls',
        'http',
        'reply',
        'nuvemCredentials',
        'nuvemAuth',
        'nuvemNoCnpj',
      ])
      .nullable(),
    /** Who was asked: the state's SEFAZ directly, or Nuvem Fiscal. */
    provider: z.enum(NFCE_PROVIDERS),
    environment: z.enum(FISCAL_ENVIRONMENTS),
    uf: z.string().nullable(),
    demo: z.boolean(),
    demo_certificate: z.boolean(),
  })
  .meta({ id: 'FiscalConnectionTest' });
