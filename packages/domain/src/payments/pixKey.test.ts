import { getAreaCodeInfo } from '@brazilian-utils/brazilian-utils/get-area-code-info';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../validators';
import { PIX_KEY_MESSAGES, PIX_KEY_TYPES, PIX_KEY_TYPE_LABELS, normalizePixKey, validatePixKey } from './pixKey';

const CPF = cpfWithCheckDigits('123456789'); // 12345678909
const CNPJ = cnpjWithCheckDigits('112223330001'); // 11222333000181

describe('validatePixKey', () => {
  it('has a pt-BR label for every type', () => {
    expect(PIX_KEY_TYPES.map((t) => PIX_KEY_TYPE_LABELS[t])).toEqual([
      'CPF',
      'CNPJ',
      'E-mail',
      'Telefone',
      'Chave aleatória',
    ]);
  });

  it('CPF and CNPJ: valid check digits, mask allowed, digits kept', () => {
    expect(validatePixKey('cpf', '123.456.789-09')).toEqual({ ok: true, key: CPF });
    expect(validatePixKey('cpf', '123.456.789-00')).toEqual({ ok: false, error: 'não é um CPF válido' });
    expect(validatePixKey('cpf', '111.111.111-11')).toMatchObject({ ok: false });
    expect(validatePixKey('cpf', 'abc12345678909')).toMatchObject({ ok: false });
    expect(validatePixKey('cpf', CNPJ)).toMatchObject({ ok: false });
    expect(validatePixKey('cnpj', '11.222.333/0001-81')).toEqual({ ok: true, key: CNPJ });
    expect(validatePixKey('cnpj', '11.222.333/0001-82')).toEqual({ ok: false, error: 'não é um CNPJ válido' });
    expect(validatePixKey('cnpj', CPF)).toMatchObject({ ok: false });
  });

  it('every CPF and CNPJ with check digits is accepted, masked or not (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.stringMatching(/^\d{12}$/), (nine, twelve) => {
        const cpf = cpfWithCheckDigits(nine);
        const cnpj = cnpjWithCheckDigits(twelve);
        fc.pre(!/^(\d)\1*$/.test(cpf) && !/^(\d)\1*$/.test(cnpj));
        const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
        expect(validatePixKey('cpf', masked)).toEqual({ ok: true, key: cpf });
        expect(validatePixKey('cnpj', cnpj)).toEqual({ ok: true, key: cnpj });
      }),
    );
  });

  it('e-mail: trimmed, lower case, at most 77 characters, ASCII', () => {
    expect(validatePixKey('email', '  Loja@GasBom.com.br ')).toEqual({ ok: true, key: 'loja@gasbom.com.br' });
    expect(validatePixKey('email', 'loja@gasbom')).toEqual({ ok: false, error: 'não é um e-mail válido' });
    expect(validatePixKey('email', 'joão@gás.com')).toMatchObject({ ok: false });
    const local = 'a'.repeat(66);
    expect(validatePixKey('email', `${local}@gasbom.com`)).toMatchObject({ ok: true }); // 77
    expect(validatePixKey('email', `${local}a@gasbom.com`)).toEqual({
      ok: false,
      error: 'é muito longo (máximo: 77 caracteres)',
    });
  });

  it('phone: a Brazilian number with area code becomes +55DDDNUMBER', () => {
    for (const typed of ['(11) 98765-4321', '11987654321', '+55 11 98765-4321', '5511987654321', '+5511987654321'])
      expect(validatePixKey('phone', typed)).toEqual({ ok: true, key: '+5511987654321' });
    expect(validatePixKey('phone', '(55) 3222-1234')).toEqual({ ok: true, key: '+555532221234' }); // DDD 55 (RS)
    expect(validatePixKey('phone', '98765-4321')).toEqual({ ok: false, error: PIX_KEY_MESSAGES.phone });
    expect(validatePixKey('phone', '(11) 8765-43210')).toMatchObject({ ok: false });
    expect(validatePixKey('phone', '+1 415 555 0100')).toEqual({ ok: false, error: PIX_KEY_MESSAGES.phoneForeign });
    expect(validatePixKey('phone', 'fone 11987654321')).toMatchObject({ ok: false });
    expect(normalizePixKey('phone', '(11) 98765-4321')).toBe('+5511987654321');
  });

  it('every valid national phone normalises to the E.164 form, typed in any of the usual ways (property)', () => {
    const mobile = fc.tuple(fc.integer({ min: 11, max: 99 }), fc.stringMatching(/^9\d{8}$/));
    fc.assert(
      fc.property(mobile, ([ddd, number]) => {
        fc.pre(getAreaCodeInfo(ddd) !== null); // an area code in use (isValidPhone checks Anatel's list)
        const key = `+55${ddd}${number}`;
        expect(validatePixKey('phone', `(${ddd}) ${number.slice(0, 5)}-${number.slice(5)}`)).toEqual({ ok: true, key });
        expect(validatePixKey('phone', key)).toEqual({ ok: true, key });
        expect(validatePixKey('phone', key.slice(1))).toEqual({ ok: true, key });
      }),
    );
  });

  it('random key: a UUID of any version, kept in lower case', () => {
    expect(validatePixKey('random', '123E4567-E12B-12D1-A456-426655440000')).toEqual({
      ok: true,
      key: '123e4567-e12b-12d1-a456-426655440000',
    });
    expect(validatePixKey('random', '123e4567e12b12d1a456426655440000')).toEqual({
      ok: false,
      error: PIX_KEY_MESSAGES.random,
    });
    fc.assert(
      fc.property(fc.uuid(), (u) => {
        expect(validatePixKey('random', u)).toEqual({ ok: true, key: u });
      }),
    );
  });

  it('an empty key or an unknown type is refused', () => {
    for (const t of PIX_KEY_TYPES) {
      expect(validatePixKey(t, '  ')).toEqual({ ok: false, error: 'não pode ficar em branco' });
      expect(validatePixKey(t, null)).toMatchObject({ ok: false });
    }
    expect(validatePixKey('iban' as never, 'x')).toEqual({ ok: false, error: 'não está incluído na lista' });
  });
});
