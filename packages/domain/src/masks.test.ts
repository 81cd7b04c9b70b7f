import { describe, expect, it } from 'vitest';
import { applyMask, formatCep, formatCpfCnpj, formatPhone, formatPlate, onlyDigits } from './masks';

describe('onlyDigits', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('(19) 99123-4567')).toBe('19991234567');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(123)).toBe('123');
  });
});

describe('formatPhone', () => {
  it('formats 11 digits (mobile with area code)', () => {
    expect(formatPhone('19991234567')).toBe('(19) 99123-4567');
  });
  it('formats 10 digits (landline with area code)', () => {
    expect(formatPhone('1932345678')).toBe('(19) 3234-5678');
  });
  it('formats numbers without area code', () => {
    expect(formatPhone('991234567')).toBe('99123-4567');
    expect(formatPhone('32345678')).toBe('3234-5678');
  });
  it('reformats an already masked value and leaves odd lengths as digits', () => {
    expect(formatPhone('(19) 99123-4567')).toBe('(19) 99123-4567');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });
});

describe('formatCpfCnpj', () => {
  it('formats a CPF', () => {
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
  });
  it('formats a CNPJ', () => {
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
  it('is idempotent on masked input', () => {
    expect(formatCpfCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('529.982.247-25')).toBe('529.982.247-25');
  });
  it('handles empty values', () => {
    expect(formatCpfCnpj('')).toBe('');
    expect(formatCpfCnpj(undefined)).toBe('');
  });
});

describe('formatCep', () => {
  it('formats 8 digits', () => {
    expect(formatCep('13015002')).toBe('13.015-002');
    expect(formatCep('13015-002')).toBe('13.015-002');
  });
});

describe('formatPlate', () => {
  it('formats the old plate as AAA-####', () => {
    expect(formatPlate('abc1234')).toBe('ABC-1234');
    expect(formatPlate('ABC-1234')).toBe('ABC-1234');
  });
  it('keeps the Mercosul plate AAA0A00 without a dash', () => {
    expect(formatPlate('abc1d23')).toBe('ABC1D23');
    expect(formatPlate('ABC-1D23')).toBe('ABC1D23');
    expect(formatPlate(' bra 2e19 ')).toBe('BRA2E19');
  });
  it('handles empty values', () => {
    expect(formatPlate(null)).toBe('');
  });
});

describe('applyMask (as the person types)', () => {
  it('grows the phone mask with the digits', () => {
    expect(applyMask('phone', '19')).toBe('(19');
    expect(applyMask('phone', '193234')).toBe('(19) 3234');
    expect(applyMask('phone', '1932345678')).toBe('(19) 3234-5678');
    expect(applyMask('phone', '19991234567')).toBe('(19) 99123-4567');
    expect(applyMask('phone', '199912345678')).toBe('(19) 99123-4567');
  });
  it('switches from CPF to CNPJ after 11 digits', () => {
    expect(applyMask('cpf_cnpj', '52998224725')).toBe('529.982.247-25');
    expect(applyMask('cpf_cnpj', '112223330001')).toBe('11.222.333/0001');
  });
  it('masks dates and CEPs', () => {
    expect(applyMask('date', '22112026')).toBe('22/11/2026');
    expect(applyMask('cep', '130150029')).toBe('13.015-002');
  });
  it('masks both plate forms', () => {
    expect(applyMask('plate', 'abc1234')).toBe('ABC-1234');
    expect(applyMask('plate', 'abc1d23')).toBe('ABC1D23');
    expect(applyMask('plate', 'ab')).toBe('AB');
  });
});
