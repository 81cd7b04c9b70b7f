import { FISCAL_PRESETS, type FiscalPreset, type ProductFiscal, checkProductFiscal } from '@ability/domain';
import type { ProductFiscalData } from '../../api/fiscal';

/**
 * The product form's 'Fiscal' section values (`fiscal` in the form): the API's fields, with its `*_e4` decimals
 * as the numbers a person types (R$/kg, %, kg) and the fuel group as a switch.
 */
export interface FiscalFormValues
  extends Omit<ProductFiscal, 'ad_rem_rate_e4' | 'p_glp_e4' | 'p_gnn_e4' | 'p_gni_e4' | 'taxable_per_unit_e4'> {
  ad_rem_rate: number | null;
  fuel: boolean;
  p_glp: number | null;
  p_gnn: number | null;
  p_gni: number | null;
  taxable_per_unit: number | null;
}

/** The form's field of each domain field with a different name (for the domain's and the server's errors). */
export const FORM_FIELD_OF: Partial<Record<keyof ProductFiscal, keyof FiscalFormValues>> = {
  ad_rem_rate_e4: 'ad_rem_rate',
  p_glp_e4: 'p_glp',
  p_gnn_e4: 'p_gnn',
  p_gni_e4: 'p_gni',
  taxable_per_unit_e4: 'taxable_per_unit',
};

const fromE4 = (v: number) => v / 10_000;
const toE4 = (v: number | null | undefined) => Math.round((v ?? 0) * 10_000);

export function fiscalToForm(f: ProductFiscalData | ProductFiscal): FiscalFormValues {
  const { ad_rem_rate_e4, p_glp_e4, p_gnn_e4, p_gni_e4, taxable_per_unit_e4, ...rest } = f as ProductFiscal;
  return {
    ...rest,
    ad_rem_rate: fromE4(ad_rem_rate_e4),
    fuel: f.anp_code !== null,
    p_glp: fromE4(p_glp_e4),
    p_gnn: fromE4(p_gnn_e4),
    p_gni: fromE4(p_gni_e4),
    taxable_per_unit: fromE4(taxable_per_unit_e4),
  };
}

export function fiscalFromForm(v: FiscalFormValues): ProductFiscal {
  const { ad_rem_rate, fuel, p_glp, p_gnn, p_gni, taxable_per_unit, ...rest } = v;
  return {
    ...rest,
    cest: rest.cest || null,
    anp_code: fuel ? rest.anp_code || '' : null,
    anp_description: fuel ? rest.anp_description || '' : null,
    ad_rem_rate_e4: toE4(ad_rem_rate),
    p_glp_e4: fuel ? toE4(p_glp) : 0,
    p_gnn_e4: fuel ? toE4(p_gnn) : 0,
    p_gni_e4: fuel ? toE4(p_gni) : 0,
    start_value_cents: rest.start_value_cents ?? 0,
    taxable_per_unit_e4: toE4(taxable_per_unit),
  };
}

export const presetForm = (preset: FiscalPreset): FiscalFormValues => fiscalToForm(FISCAL_PRESETS[preset]);

/** The domain's error of one form field (the same rules the server applies), or none. */
export function fiscalFieldError(values: FiscalFormValues | undefined, field: keyof FiscalFormValues): string | null {
  if (!values) return null;
  const errors = checkProductFiscal(fiscalFromForm(values));
  for (const [key, message] of Object.entries(errors)) {
    const name = FORM_FIELD_OF[key as keyof ProductFiscal] ?? key;
    if (name === field) return message;
  }
  return null;
}

/** The server's field keys (`fiscal.p_glp_e4`) → the form's paths, for the product form's errorFieldMap. */
export const fiscalErrorFieldMap: Record<string, (string | number)[]> = Object.fromEntries(
  Object.entries(FORM_FIELD_OF).map(([key, field]) => [`fiscal.${key}`, ['fiscal', field]]),
);
