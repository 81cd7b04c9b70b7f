import { FISCAL_PRESETS, FISCAL_PRESET_KEYS } from '@ability/domain';
import { describe, expect, it } from 'vitest';
import { fiscalErrorFieldMap, fiscalFieldError, fiscalFromForm, fiscalToForm, presetForm } from './productFiscalForm';

describe('the product form’s Fiscal section values', () => {
  it('every preset goes to the form and back unchanged (R$/kg, %, kg as typed)', () => {
    for (const key of FISCAL_PRESET_KEYS)
      expect(fiscalFromForm(fiscalToForm(FISCAL_PRESETS[key]))).toEqual(FISCAL_PRESETS[key]);
    expect(presetForm('p13')).toMatchObject({ taxable_per_unit: 13, p_glp: 100, fuel: true, ad_rem_rate: 1.3939 });
  });

  it('the fuel percentages: typed decimals are checked by the domain rule, on the first one', () => {
    const v = { ...presetForm('p13'), p_glp: 60.5, p_gnn: 30, p_gni: 9.5 };
    expect(fiscalFieldError(v, 'p_glp')).toBeNull();
    expect(fiscalFieldError({ ...v, p_gni: 9 }, 'p_glp')).toBe('GLP, GLGN nacional e GLGN importado devem somar 100%');
    // Without the fuel group, nothing about percentages is sent or checked.
    const water = { ...v, fuel: false, p_gni: 9 };
    expect(fiscalFieldError(water, 'p_glp')).toBeNull();
    expect(fiscalFromForm(water)).toMatchObject({ anp_code: null, p_glp_e4: 0 });
  });

  it('maps the server’s scaled keys to the form’s fields', () => {
    expect(fiscalErrorFieldMap['fiscal.p_glp_e4']).toEqual(['fiscal', 'p_glp']);
  });
});
