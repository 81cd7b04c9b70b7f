import { FISCAL_ORIGINS, FISCAL_PRESET_KEYS, ICMS_KINDS, checkProductFiscal } from '@ability/domain';
import { z } from 'zod';

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
