import { isValidCep as brIsValidCep } from '@brazilian-utils/brazilian-utils/is-valid-cep';
import { isValidCnpj as brIsValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf as brIsValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidLandlinePhone } from '@brazilian-utils/brazilian-utils/is-valid-landline-phone';
import { isValidMobilePhone } from '@brazilian-utils/brazilian-utils/is-valid-mobile-phone';
import { onlyDigits } from './masks';

// The checks are @brazilian-utils'; each one reads the digits only (a mask or a stray character is
// ignored, as the API stores digits), so null, numbers and masked text are all fine here.

/** 11 digits with valid check digits; one digit repeated (111.111.111-11) is refused. */
export function isValidCpf(value: string | null | undefined): boolean {
  return brIsValidCpf(onlyDigits(value));
}

/**
 * 14 digits with valid check digits; one digit repeated is refused. Numeric CNPJs only: the library
 * also checks the alphanumeric CNPJ (`version: 2`), but every CNPJ here is stored and masked as digits.
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  return brIsValidCnpj(onlyDigits(value));
}

export function isValidCpfCnpj(value: string | null | undefined): boolean {
  const d = onlyDigits(value);
  return d.length === 11 ? isValidCpf(d) : d.length === 14 ? isValidCnpj(d) : false;
}

/**
 * Brazilian phone with area code: 10 digits (landline) or 11 (mobile). The library checks the area
 * code against Anatel's list and the landline's first digit (2 to 6). On a mobile it also admits 6, 7
 * or 8 after the area code (numbering reserved for the future); every mobile in service starts with
 * the ninth digit 9 since 2016, so that is required here as well. Only the national number: a +55 the
 * library would strip is refused, as phones are stored and masked as 10 or 11 digits.
 */
export function isValidPhone(value: string | null | undefined): boolean {
  const d = onlyDigits(value);
  if (d.length === 10) return isValidLandlinePhone(d);
  if (d.length === 11) return d[2] === '9' && isValidMobilePhone(d, { version: 2 });
  return false;
}

/** 8 digits. */
export function isValidCep(value: string | null | undefined): boolean {
  return brIsValidCep(onlyDigits(value));
}

/** @brazilian-utils has no e-mail check: something@something.something, no spaces. */
export function isValidEmail(value: string | null | undefined): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value ?? ''));
}

// Check digits for a given base. @brazilian-utils only generates random numbers (generateCpf,
// generateCnpj, on Math.random), while the demo data, the benchmark's data set and the tests need the
// same numbers on every run; the tests check every result against the library's validators above.

/** The CPF whose first nine digits are these (padded with zeros), with its two check digits. */
export function cpfWithCheckDigits(nineDigits: string): string {
  let d = onlyDigits(nineDigits).padStart(9, '0').slice(0, 9);
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    d += String(r === 10 ? 0 : r);
  }
  return d;
}

/** The CNPJ whose first twelve digits are these (padded with zeros), with its two check digits. */
export function cnpjWithCheckDigits(twelveDigits: string): string {
  let d = onlyDigits(twelveDigits).padStart(12, '0').slice(0, 12);
  for (const len of [12, 13]) {
    const weights = len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (weights[i] ?? 0);
    const r = sum % 11;
    d += String(r < 2 ? 0 : 11 - r);
  }
  return d;
}
