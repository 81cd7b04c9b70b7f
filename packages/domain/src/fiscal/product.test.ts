import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FISCAL_PRESETS,
  FISCAL_PRESET_KEYS,
  FULL_PERCENT_E4,
  checkProductFiscal,
  describeProductFiscalErrors,
  suggestedPreset,
} from './product';

describe('product fiscal data', () => {
  it('the errors described for a build refusal name each field as the form labels it', () => {
    const errors = checkProductFiscal({ ...FISCAL_PRESETS.p13, ncm: '2711', cfop: '1656', ad_rem_rate_e4: 0 });
    expect(describeProductFiscalErrors(errors)).toBe(
      'NCM deve ter 8 dígitos; CFOP deve ser um CFOP de saída (5, 6 ou 7); Alíquota ad rem do ICMS (R$/kg) é obrigatória com o CST 61',
    );
    const sum = checkProductFiscal({ ...FISCAL_PRESETS.p13, p_glp_e4: 0 });
    expect(describeProductFiscalErrors(sum)).toBe('GLP, GLGN nacional e GLGN importado devem somar 100%');
  });

  it('every preset is valid as it is', () => {
    for (const key of FISCAL_PRESET_KEYS) expect(checkProductFiscal(FISCAL_PRESETS[key]), key).toEqual({});
  });

  it('GLP presets: NCM 2711.19.10, CST 61, ANP 210203001, kilos per unit by size, CEST of P13 apart', () => {
    expect(FISCAL_PRESETS.p13).toMatchObject({ ncm: '27111910', icms_code: '61', anp_code: '210203001' });
    expect(FISCAL_PRESETS.p13.taxable_per_unit_e4).toBe(130_000);
    expect(FISCAL_PRESETS.p45.taxable_per_unit_e4).toBe(450_000);
    expect(FISCAL_PRESETS.p13.cest).not.toBe(FISCAL_PRESETS.p20.cest);
    expect(FISCAL_PRESETS.water.anp_code).toBeNull();
  });

  it('the three fuel percentages must add to 100%, whatever the split', () => {
    fc.assert(
      fc.property(fc.nat(FULL_PERCENT_E4), fc.nat(FULL_PERCENT_E4), fc.nat(FULL_PERCENT_E4), (a, b, c) => {
        const errors = checkProductFiscal({ ...FISCAL_PRESETS.p13, p_glp_e4: a, p_gnn_e4: b, p_gni_e4: c });
        expect('p_glp_e4' in errors).toBe(a + b + c !== FULL_PERCENT_E4);
      }),
    );
  });

  it('refuses codes of the wrong length, an entry CFOP, CST 61 without its rate, zero kilos', () => {
    const errors = checkProductFiscal({
      ...FISCAL_PRESETS.p13,
      ncm: '2711',
      cest: '12',
      cfop: '1102',
      ad_rem_rate_e4: 0,
      taxable_per_unit_e4: 0,
      ibs_cbs_class: '62',
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['ad_rem_rate_e4', 'cest', 'cfop', 'ibs_cbs_class', 'ncm', 'taxable_per_unit_e4'].sort(),
    );
    expect(errors.cfop).toBe('deve ser um CFOP de saída (5, 6 ou 7)');
  });

  it('a CSOSN has 3 digits; water has no fuel group so its percentages are not checked', () => {
    expect(checkProductFiscal({ ...FISCAL_PRESETS.p13, icms_kind: 'csosn', icms_code: '500' })).toEqual({});
    expect(checkProductFiscal({ ...FISCAL_PRESETS.p13, icms_kind: 'csosn', icms_code: '61' })).toHaveProperty(
      'icms_code',
    );
    expect(checkProductFiscal({ ...FISCAL_PRESETS.water, p_glp_e4: 5 })).toEqual({});
  });

  it('suggests a preset from the description', () => {
    expect(suggestedPreset('Gás P13 (botijão 13 kg)')).toBe('p13');
    expect(suggestedPreset('Gás P45 (cilindro 45 kg)')).toBe('p45');
    expect(suggestedPreset('Água mineral 20 L (galão)')).toBe('water');
    expect(suggestedPreset('Vasilhame P13 vazio')).toBeNull();
    expect(suggestedPreset('Registro com mangueira')).toBeNull();
  });
});
