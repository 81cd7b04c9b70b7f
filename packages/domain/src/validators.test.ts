import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCpfCnpj, formatPhone } from './masks';
import {
  cnpjWithCheckDigits,
  cpfWithCheckDigits,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  isValidEmail,
  isValidPhone,
} from './validators';

const digitString = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const allSame = (d: string) => /^(\d)\1*$/.test(d);

/** Replaces the digit at `index` with another digit (offset 1..9). */
function changeDigit(value: string, index: number, offset: number): string {
  const changed = (Number(value[index]) + offset) % 10;
  return value.slice(0, index) + String(changed) + value.slice(index + 1);
}

describe('isValidCpf', () => {
  it('accepts known valid CPFs, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths and repeated digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.444.777-53')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
  });

  it('accepts cpfWithCheckDigits output for any 9-digit base (other than one repeated digit)', () => {
    fc.assert(
      fc.property(
        digitString(9).filter((b) => !allSame(b)),
        (base) => {
          const cpf = cpfWithCheckDigits(base);
          expect(cpf).toHaveLength(11);
          expect(cpf.startsWith(base)).toBe(true);
          expect(isValidCpf(cpf)).toBe(true);
          expect(isValidCpf(formatCpfCnpj(cpf))).toBe(true);
        },
      ),
    );
  });

  it('rejects any single changed check digit', () => {
    fc.assert(
      fc.property(
        digitString(9).filter((b) => !allSame(b)),
        fc.constantFrom(9, 10),
        fc.integer({ min: 1, max: 9 }),
        (base, index, offset) => {
          expect(isValidCpf(changeDigit(cpfWithCheckDigits(base), index, offset))).toBe(false);
        },
      ),
    );
  });
});

describe('isValidCnpj', () => {
  it('accepts known valid CNPJs, masked or not', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('00.000.000/0001-91')).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths and repeated digits', () => {
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-18')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj(undefined)).toBe(false);
  });

  it('takes the numeric CNPJ only (the alphanumeric one is not stored here)', () => {
    expect(isValidCnpj('Q0.SLF.MBD/7VX4-39')).toBe(false);
  });

  it('accepts cnpjWithCheckDigits output for any 12-digit base', () => {
    fc.assert(
      fc.property(digitString(12), (base) => {
        const cnpj = cnpjWithCheckDigits(base);
        expect(cnpj).toHaveLength(14);
        expect(cnpj.startsWith(base)).toBe(true);
        // Only the all-zero base gives a number made of one repeated digit, which is refused on purpose.
        expect(isValidCnpj(cnpj)).toBe(!allSame(cnpj));
      }),
    );
  });

  it('rejects any single changed check digit', () => {
    fc.assert(
      fc.property(digitString(12), fc.constantFrom(12, 13), fc.integer({ min: 1, max: 9 }), (base, index, offset) => {
        expect(isValidCnpj(changeDigit(cnpjWithCheckDigits(base), index, offset))).toBe(false);
      }),
    );
  });
});

describe('isValidCpfCnpj', () => {
  it('dispatches on length', () => {
    expect(isValidCpfCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfCnpj('1122233300018')).toBe(false);
    expect(isValidCpfCnpj('')).toBe(false);
  });
});

describe('isValidPhone', () => {
  it('accepts 10-digit landlines and 11-digit mobiles, masked or not', () => {
    expect(isValidPhone('1932345678')).toBe(true);
    expect(isValidPhone('(19) 3234-5678')).toBe(true);
    expect(isValidPhone('19991234567')).toBe(true);
    expect(isValidPhone('(19) 99123-4567')).toBe(true);
  });

  it('rejects invalid area codes, mobiles without the leading 9 and wrong lengths', () => {
    expect(isValidPhone('0932345678')).toBe(false);
    expect(isValidPhone('1912345678')).toBe(false);
    expect(isValidPhone('19891234567')).toBe(false);
    expect(isValidPhone('991234567')).toBe(false);
    expect(isValidPhone('199912345678')).toBe(false);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone(null)).toBe(false);
  });

  it('rejects area codes that do not exist, landlines outside 2-6 and a country code', () => {
    expect(isValidPhone('2032345678')).toBe(false);
    expect(isValidPhone('20991234567')).toBe(false);
    expect(isValidPhone('1972345678')).toBe(false);
    expect(isValidPhone('(19) 9123-4567')).toBe(false);
    expect(isValidPhone('+55 19 99123-4567')).toBe(false);
    expect(isValidPhone('5519991234567')).toBe(false);
  });

  it('judges a phone the same with or without its mask', () => {
    fc.assert(
      fc.property(fc.constantFrom(10, 11), digitString(11), (len, d) => {
        const phone = d.slice(0, len);
        expect(isValidPhone(formatPhone(phone))).toBe(isValidPhone(phone));
      }),
    );
  });
});

describe('isValidCep and isValidEmail', () => {
  it('checks CEP length', () => {
    expect(isValidCep('13015-002')).toBe(true);
    expect(isValidCep('1301500')).toBe(false);
  });
  it('checks a plausible e-mail', () => {
    expect(isValidEmail('admin@demo.com.br')).toBe(true);
    expect(isValidEmail('admin@demo')).toBe(false);
    expect(isValidEmail('a b@demo.com')).toBe(false);
    expect(isValidEmail(null)).toBe(false);
  });
});
