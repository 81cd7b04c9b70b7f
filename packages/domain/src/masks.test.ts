import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MASKS,
  type MaskKind,
  formatCep,
  formatCpfCnpj,
  formatMask,
  formatPhone,
  formatPlate,
  onlyDigits,
} from './masks';

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

describe('formatMask (what the masked input shows)', () => {
  it('grows the phone mask with the digits', () => {
    expect(formatMask('phone', '19')).toBe('(19');
    expect(formatMask('phone', '193234')).toBe('(19) 3234');
    expect(formatMask('phone', '1932345678')).toBe('(19) 3234-5678');
    expect(formatMask('phone', '19991234567')).toBe('(19) 99123-4567');
    expect(formatMask('phone', '199912345678')).toBe('(19) 99123-4567');
  });
  it('switches from CPF to CNPJ after 11 digits', () => {
    expect(formatMask('cpf_cnpj', '52998224725')).toBe('529.982.247-25');
    expect(formatMask('cpf_cnpj', '112223330001')).toBe('11.222.333/0001');
  });
  it('masks dates and CEPs', () => {
    expect(formatMask('date', '22112026')).toBe('22/11/2026');
    expect(formatMask('cep', '130150029')).toBe('13.015-002');
  });
  it('masks both plate forms, upper-case, and skips what does not fit', () => {
    expect(formatMask('plate', 'abc1234')).toBe('ABC-1234');
    expect(formatMask('plate', 'abc1d23')).toBe('ABC1D23');
    expect(formatMask('plate', 'ABC-1D23')).toBe('ABC1D23');
    expect(formatMask('plate', 'ab')).toBe('AB');
    expect(formatMask('plate', 'a1')).toBe('A');
  });
  it('reads a pasted, already masked value the same as its digits', () => {
    expect(formatMask('phone', '(19) 99123-4567')).toBe('(19) 99123-4567');
    expect(formatMask('cpf_cnpj', '11.222.333/0001-81')).toBe('11.222.333/0001-81');
  });
});

const digits = (max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: max });
const SLOTS = (kind: MaskKind) => Math.max(...MASKS[kind].patterns.map((p) => p.replace(/[^0A]/g, '').length));

describe('mask properties', () => {
  it.each(['phone', 'cpf', 'cnpj', 'cpf_cnpj', 'cep', 'date'] as const)(
    '%s: the digits come back out of the mask, and masking again changes nothing',
    (kind) => {
      fc.assert(
        fc.property(digits(SLOTS(kind)), (d) => {
          const shown = formatMask(kind, d);
          expect(onlyDigits(shown)).toBe(d);
          expect(formatMask(kind, shown)).toBe(shown);
        }),
      );
    },
  );

  it('display formats give back the stored digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(8, 9, 10, 11), digits(11), (len, d) => {
        const phone = d.padEnd(len, '7').slice(0, len);
        expect(onlyDigits(formatPhone(phone))).toBe(phone);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(11, 14), digits(14), (len, d) => {
        const doc = d.padEnd(len, '3').slice(0, len);
        expect(onlyDigits(formatCpfCnpj(doc))).toBe(doc);
      }),
    );
  });

  it('a plate, old or Mercosul, shows in its own form and strips back to what is stored', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    const plate = fc.tuple(letter, letter, letter, digit, fc.oneof(letter, digit), digit, digit).map((c) => c.join(''));
    fc.assert(
      fc.property(plate, (p) => {
        const shown = formatPlate(p.toLowerCase());
        expect(shown.replace('-', '')).toBe(p);
        expect(shown.includes('-')).toBe(/^[A-Z]{3}\d{4}$/.test(p));
        expect(formatMask('plate', p)).toBe(shown);
      }),
    );
  });
});
