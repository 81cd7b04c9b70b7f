import { describe, expect, it } from 'vitest';
import {
  formatAdmTax,
  isTermMethod,
  normalizeCardFields,
  PAYMENT_METHOD_DEFAULTS,
  isPixMethod,
  isCashMethod,
  isGasDoPovoMethod,
} from './rules';

describe('normalizeCardFields', () => {
  it('clears the fee and sets card type other when the method is not a card', () => {
    expect(normalizeCardFields({ is_card: false, card_type: 'credit', adm_tax: 3.49, description: 'PIX' })).toEqual({
      is_card: false,
      card_type: 'other',
      adm_tax: 0,
      description: 'PIX',
    });
  });

  it('keeps a card as it is, with the fee rounded to 2 decimals', () => {
    expect(normalizeCardFields({ is_card: true, card_type: 'debit', adm_tax: 1.999 })).toEqual({
      is_card: true,
      card_type: 'debit',
      adm_tax: 2,
    });
    expect(normalizeCardFields({ is_card: true, card_type: 'credit', adm_tax: 3.49 }).adm_tax).toBe(3.49);
  });

  it('the defaults are a cash method: active, not a card, received on the day, no fee', () => {
    expect(normalizeCardFields(PAYMENT_METHOD_DEFAULTS)).toEqual(PAYMENT_METHOD_DEFAULTS);
    expect(isTermMethod(PAYMENT_METHOD_DEFAULTS)).toBe(false);
    expect(isTermMethod({ delivery_time: 30 })).toBe(true);
  });
});

describe('formatAdmTax', () => {
  it('shows the fee with a comma and 2 decimals', () => {
    expect(formatAdmTax(3.49)).toBe('3,49');
    expect(formatAdmTax(0)).toBe('0,00');
    expect(formatAdmTax(1.5)).toBe('1,50');
    expect(formatAdmTax(null)).toBe('0,00');
  });
});

describe('isPixMethod', () => {
  it('is PIX when the description has the word PIX, in any case', () => {
    for (const description of ['PIX', 'Pix', ' pix ', 'PIX (QR)', 'Transferência/PIX'])
      expect(isPixMethod({ description }), description).toBe(true);
  });
  it('is not PIX otherwise', () => {
    for (const description of ['Dinheiro', 'Cartão de crédito', 'Boleto 30 dias', 'Pixel', 'Apix', ''])
      expect(isPixMethod({ description }), description).toBe(false);
    expect(isPixMethod(null)).toBe(false);
  });
});

describe('isCashMethod', () => {
  it('is cash when the description has the word Dinheiro, in any case', () => {
    for (const description of ['Dinheiro', 'DINHEIRO', ' dinheiro ', 'Dinheiro (balcão)', 'Dínheiro'])
      expect(isCashMethod({ description }), description).toBe(true);
  });
  it('is not cash otherwise', () => {
    for (const description of ['PIX', 'Cartão de débito', 'Boleto 30 dias', 'Dinheiros', 'Sem dinheirox', ''])
      expect(isCashMethod({ description }), description).toBe(false);
    expect(isCashMethod(null)).toBe(false);
  });
});

describe('isGasDoPovoMethod', () => {
  it('is the method named "Gás do Povo", in any case, with or without accents', () => {
    expect(isGasDoPovoMethod({ description: 'Gás do Povo' })).toBe(true);
    expect(isGasDoPovoMethod({ description: 'GAS DO POVO (Caixa)' })).toBe(true);
    expect(isGasDoPovoMethod({ description: 'Gás' })).toBe(false);
    expect(isGasDoPovoMethod({ description: 'Vale gás do povoado' })).toBe(false);
    expect(isGasDoPovoMethod(null)).toBe(false);
  });
});
