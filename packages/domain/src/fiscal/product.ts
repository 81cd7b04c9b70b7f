/**
 * A product's fiscal data: what each item of an NFC-e (model 65) carries. Every code is data with a default the
 * company's accountant confirms; nothing here is a constant of the note builder.
 *
 * Decimal figures are integers scaled by 10⁴ (`*_e4`): percentages of the fuel group (pGLP, pGNn, pGNi, up to
 * 4 decimals in the layout), the ad rem ICMS rate in reais per kg (adRemICMSRet, 4 decimals) and the taxable
 * quantity per unit (qTrib per unit, 4 decimals). Money is integer cents, as everywhere.
 */

/** Where the ICMS situation comes from: a CST (regime normal) or a CSOSN (Simples Nacional). */
export const ICMS_KINDS = ['cst', 'csosn'] as const;
export type IcmsKind = (typeof ICMS_KINDS)[number];

/** The goods' origin (tag `orig`): 0 national … 8 national with import content above 70%. */
export const FISCAL_ORIGINS = ['0', '1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type FiscalOrigin = (typeof FISCAL_ORIGINS)[number];

export interface ProductFiscal {
  /** 8 digits; GLP 27111910. */
  ncm: string;
  /** 7 digits or empty (Convênio ICMS 52/2017: GLP in a 13-kg cylinder and GLP except 13 kg differ). */
  cest: string | null;
  /** 4 digits; 5656 for fuel bought from others sold to a final consumer inside the state. */
  cfop: string;
  origin: FiscalOrigin;
  icms_kind: IcmsKind;
  /** A 2-digit CST (61 = single-stage fuel ICMS charged before) or a 3-digit CSOSN. */
  icms_code: string;
  /** Ad rem ICMS rate per kg (R$ × 10⁴), used with CST 61. */
  ad_rem_rate_e4: number;
  pis_cst: string;
  cofins_cst: string;
  /** The fuel group `comb`: present for GLP, absent (null ANP code) for water and other goods. */
  anp_code: string | null;
  anp_description: string | null;
  p_glp_e4: number;
  p_gnn_e4: number;
  p_gni_e4: number;
  /** The starting value per kg (`vPart`), in cents. */
  start_value_cents: number;
  /** Taxable unit (`uTrib`), e.g. KG. */
  taxable_unit: string;
  /** Taxable quantity per unit sold (R$ × 10⁴ scale): 13 kg for a P13 is 130000. */
  taxable_per_unit_e4: number;
  /** IBS/CBS (2026 layout, IT 2025.002): CST (3 digits) and classification (6 digits). */
  ibs_cbs_cst: string;
  ibs_cbs_class: string;
}

/** 100% in the `*_e4` scale: the fuel group's three percentages add to it. */
export const FULL_PERCENT_E4 = 1_000_000;
export const GLP_ANP_CODE = '210203001';
export const GLP_ANP_DESCRIPTION = 'GLP';

/** The starting point of a GLP item; the accountant confirms every code and the rate for the company. */
const glp = (kg: number, cest: string | null): ProductFiscal => ({
  ncm: '27111910',
  cest,
  cfop: '5656',
  origin: '0',
  icms_kind: 'cst',
  icms_code: '61',
  ad_rem_rate_e4: 13_939,
  pis_cst: '04',
  cofins_cst: '04',
  anp_code: GLP_ANP_CODE,
  anp_description: GLP_ANP_DESCRIPTION,
  p_glp_e4: FULL_PERCENT_E4,
  p_gnn_e4: 0,
  p_gni_e4: 0,
  start_value_cents: 0,
  taxable_unit: 'KG',
  taxable_per_unit_e4: kg * 10_000,
  ibs_cbs_cst: '620',
  ibs_cbs_class: '620006',
});

export const FISCAL_PRESETS = {
  p13: glp(13, '0601100'),
  p20: glp(20, '0601101'),
  p45: glp(45, '0601101'),
  p90: glp(90, '0601101'),
  water: {
    ncm: '22011000',
    cest: null,
    cfop: '5405',
    origin: '0',
    icms_kind: 'cst',
    icms_code: '60',
    ad_rem_rate_e4: 0,
    pis_cst: '04',
    cofins_cst: '04',
    anp_code: null,
    anp_description: null,
    p_glp_e4: 0,
    p_gnn_e4: 0,
    p_gni_e4: 0,
    start_value_cents: 0,
    taxable_unit: 'UN',
    taxable_per_unit_e4: 10_000,
    ibs_cbs_cst: '000',
    ibs_cbs_class: '000001',
  },
} as const satisfies Record<string, ProductFiscal>;

export type FiscalPreset = keyof typeof FISCAL_PRESETS;
export const FISCAL_PRESET_KEYS = Object.keys(FISCAL_PRESETS) as FiscalPreset[];

/**
 * The preset a product's description suggests, for a product whose fiscal data was never saved: 'P45' → p45,
 * 'Água' → water; a GLP product of another size → p13's codes with no size guess is not made: null.
 */
export function suggestedPreset(description: string): FiscalPreset | null {
  const d = description.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (/\bvasilhame\b|\bvazio\b/.test(d)) return null;
  const size = /\bp\s?(13|20|45|90)\b/.exec(d);
  if (size) return `p${size[1]}` as FiscalPreset;
  if (/\bagua\b/.test(d)) return 'water';
  return null;
}

/** The field errors of a product's fiscal data (field → pt-BR message); empty when it can go on a note. */
export function checkProductFiscal(f: ProductFiscal): Record<string, string> {
  const errors: Record<string, string> = {};
  const digits = (field: keyof ProductFiscal, n: number, value: string | null) => {
    if (value !== null && !new RegExp(`^\\d{${n}}$`).test(value)) errors[field] = FISCAL_TEXTS.errors.digits(n);
  };
  digits('ncm', 8, f.ncm);
  digits('cest', 7, f.cest);
  digits('cfop', 4, f.cfop);
  if (!errors.cfop && !/^[567]/.test(f.cfop)) errors.cfop = FISCAL_TEXTS.errors.cfopOut;
  digits('icms_code', f.icms_kind === 'cst' ? 2 : 3, f.icms_code);
  digits('pis_cst', 2, f.pis_cst);
  digits('cofins_cst', 2, f.cofins_cst);
  digits('ibs_cbs_cst', 3, f.ibs_cbs_cst);
  digits('ibs_cbs_class', 6, f.ibs_cbs_class);
  if (f.icms_kind === 'cst' && f.icms_code === '61' && f.ad_rem_rate_e4 <= 0)
    errors.ad_rem_rate_e4 = FISCAL_TEXTS.errors.adRemRequired;
  if (f.taxable_per_unit_e4 <= 0) errors.taxable_per_unit_e4 = FISCAL_TEXTS.errors.positive;
  if (f.anp_code !== null) {
    digits('anp_code', 9, f.anp_code);
    if (!f.anp_description?.trim()) errors.anp_description = FISCAL_TEXTS.errors.required;
    if (f.p_glp_e4 + f.p_gnn_e4 + f.p_gni_e4 !== FULL_PERCENT_E4) errors.p_glp_e4 = FISCAL_TEXTS.errors.percentSum;
  }
  return errors;
}

/**
 * checkProductFiscal's errors as one sentence naming each field as the product's form labels it ('NCM deve ter
 * 8 dígitos; CFOP deve ser um CFOP de saída…'): the note's build refusal points to the field to fix.
 */
export function describeProductFiscalErrors(errors: Record<string, string>): string {
  const labels: Record<string, string> = FISCAL_TEXTS.fields;
  return Object.entries(errors)
    .map(([field, message]) => {
      if (field === 'p_glp_e4') return message;
      const label = labels[field.replace(/_e4$|_cents$/, '')];
      return label ? `${label} ${message}` : message;
    })
    .join('; ');
}

/** Texts of the products' fiscal data. */
export const FISCAL_TEXTS = {
  section: 'Fiscal',
  sectionHint: 'Dados do item na NFC-e. Confirme os códigos com o contador da empresa.',
  notSaved: 'Dados fiscais ainda não salvos: sugestão a partir da descrição.',
  preset: 'Preencher com',
  presets: { p13: 'GLP P13', p20: 'GLP P20', p45: 'GLP P45', p90: 'GLP P90', water: 'Água' } satisfies Record<
    FiscalPreset,
    string
  >,
  fields: {
    ncm: 'NCM',
    cest: 'CEST',
    cfop: 'CFOP',
    origin: 'Origem',
    icms_kind: 'Tipo de situação do ICMS',
    icms_code: 'CST / CSOSN do ICMS',
    ad_rem_rate: 'Alíquota ad rem do ICMS (R$/kg)',
    pis_cst: 'CST do PIS',
    cofins_cst: 'CST da COFINS',
    fuel: 'Combustível (grupo comb)',
    anp_code: 'Código ANP',
    anp_description: 'Descrição ANP',
    p_glp: 'GLP de petróleo (%)',
    p_gnn: 'GLGN nacional (%)',
    p_gni: 'GLGN importado (%)',
    start_value: 'Valor de partida por kg (R$)',
    taxable_unit: 'Unidade tributável',
    taxable_per_unit: 'Quantidade tributável por unidade',
    ibs_cbs_cst: 'CST do IBS/CBS',
    ibs_cbs_class: 'Classificação tributária (cClassTrib)',
  },
  icmsKinds: { cst: 'CST (regime normal)', csosn: 'CSOSN (Simples Nacional)' } satisfies Record<IcmsKind, string>,
  origins: {
    '0': '0 - Nacional',
    '1': '1 - Estrangeira, importação direta',
    '2': '2 - Estrangeira, adquirida no mercado interno',
    '3': '3 - Nacional, conteúdo de importação acima de 40%',
    '4': '4 - Nacional, processos produtivos básicos',
    '5': '5 - Nacional, conteúdo de importação até 40%',
    '6': '6 - Estrangeira, importação direta, sem similar nacional',
    '7': '7 - Estrangeira, mercado interno, sem similar nacional',
    '8': '8 - Nacional, conteúdo de importação acima de 70%',
  } satisfies Record<FiscalOrigin, string>,
  errors: {
    digits: (n: number) => `deve ter ${n} dígitos`,
    cfopOut: 'deve ser um CFOP de saída (5, 6 ou 7)',
    adRemRequired: 'é obrigatória com o CST 61',
    positive: 'deve ser maior que zero',
    required: 'não pode ficar em branco',
    percentSum: 'GLP, GLGN nacional e GLGN importado devem somar 100%',
  },
} as const;
