/**
 * The 44-digit access key (chave de acesso) of an NF-e / NFC-e: cUF (2) AAMM (4) CNPJ (14) mod (2) série (3)
 * nNF (9) tpEmis (1) cNF (8) and the check digit cDV (1), modulus 11 with weights 2…9 from the right
 * (Manual de Orientação do Contribuinte, "Chave de Acesso").
 */
export interface AccessKeyParts {
  /** IBGE code of the issuer's state (35 = SP). */
  cUF: number;
  /** Issue date: its year and month give AAMM (the issuer's local date). */
  year: number;
  month: number;
  /** The issuer's CNPJ, 14 digits. */
  cnpj: string;
  /** 55 NF-e, 65 NFC-e. */
  model: 55 | 65;
  series: number;
  number: number;
  /** 1 normal; 9 NFC-e offline contingency. */
  tpEmis: number;
  /** The random numeric code cNF, 8 digits (never equal to nNF). */
  cNF: number;
}

/** The modulus-11 check digit of the first 43 digits: weights 2…9 from the right; remainders 0 and 1 give 0. */
export function accessKeyCheckDigit(first43: string): number {
  if (!/^\d{43}$/.test(first43)) throw new Error('a chave sem o dígito deve ter 43 dígitos');
  let sum = 0;
  for (let i = 0; i < 43; i++) sum += Number(first43[42 - i]) * (2 + (i % 8));
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const pad = (n: number | string, width: number) => String(n).padStart(width, '0');

/** The 44 digits; throws on a part out of its range (a builder's bug, not a user's input). */
export function accessKey(p: AccessKeyParts): string {
  const within = (name: string, v: number, min: number, max: number) => {
    if (!Number.isInteger(v) || v < min || v > max) throw new Error(`chave de acesso: ${name} fora da faixa (${v})`);
  };
  within('cUF', p.cUF, 11, 53);
  within('ano', p.year, 2000, 2099);
  within('mês', p.month, 1, 12);
  within('série', p.series, 0, 999);
  within('número', p.number, 1, 999_999_999);
  within('tpEmis', p.tpEmis, 1, 9);
  within('cNF', p.cNF, 0, 99_999_999);
  if (!/^\d{14}$/.test(p.cnpj)) throw new Error('chave de acesso: o CNPJ deve ter 14 dígitos');
  const first43 = [
    pad(p.cUF, 2),
    pad(p.year % 100, 2),
    pad(p.month, 2),
    p.cnpj,
    pad(p.model, 2),
    pad(p.series, 3),
    pad(p.number, 9),
    String(p.tpEmis),
    pad(p.cNF, 8),
  ].join('');
  return first43 + accessKeyCheckDigit(first43);
}

/** Whether 44 digits carry a right check digit. */
export function isAccessKey(key: string): boolean {
  return /^\d{44}$/.test(key) && accessKeyCheckDigit(key.slice(0, 43)) === Number(key[43]);
}

/** The parts read back from a key (the inverse of accessKey for a valid key). */
export function parseAccessKey(key: string): AccessKeyParts & { cDV: number } {
  if (!isAccessKey(key)) throw new Error('chave de acesso inválida');
  const n = (from: number, len: number) => Number(key.slice(from, from + len));
  return {
    cUF: n(0, 2),
    year: 2000 + n(2, 2),
    month: n(4, 2),
    cnpj: key.slice(6, 20),
    model: n(20, 2) as 55 | 65,
    series: n(22, 3),
    number: n(25, 9),
    tpEmis: n(34, 1),
    cNF: n(35, 8),
    cDV: n(43, 1),
  };
}
