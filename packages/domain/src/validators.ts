import { onlyDigits } from './masks';

function allSame(d: string): boolean {
  return /^(\d)\1*$/.test(d);
}

export function isValidCpf(value: string | null | undefined): boolean {
  const d = onlyDigits(value);
  if (d.length !== 11 || allSame(d)) return false;
  const digit = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return digit(9) === Number(d[9]) && digit(10) === Number(d[10]);
}

export function isValidCnpj(value: string | null | undefined): boolean {
  const d = onlyDigits(value);
  if (d.length !== 14 || allSame(d)) return false;
  const digit = (len: number) => {
    const weights = len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (weights[i] ?? 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return digit(12) === Number(d[12]) && digit(13) === Number(d[13]);
}

export function isValidCpfCnpj(value: string | null | undefined): boolean {
  const d = onlyDigits(value);
  return d.length === 11 ? isValidCpf(d) : d.length === 14 ? isValidCnpj(d) : false;
}

/** Brazilian phone: 10 digits (landline with area code) or 11 (mobile with area code, 9 first). */
export function isValidPhone(value: string | null | undefined): boolean {
  const d = onlyDigits(value);
  if (d.length === 10) return /^[1-9]{2}[2-9]\d{7}$/.test(d);
  if (d.length === 11) return /^[1-9]{2}9\d{8}$/.test(d);
  return false;
}

export function isValidCep(value: string | null | undefined): boolean {
  return onlyDigits(value).length === 8;
}

export function isValidEmail(value: string | null | undefined): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value ?? ''));
}

/** Builds valid check digits, for demo data and tests. */
export function cpfWithCheckDigits(nineDigits: string): string {
  const base = onlyDigits(nineDigits).padStart(9, '0').slice(0, 9);
  let d = base;
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    d += String(r === 10 ? 0 : r);
  }
  return d;
}

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
