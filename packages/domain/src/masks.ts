export function onlyDigits(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}

function apply(digits: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= digits.length) break;
    if (ch === '#') out += digits[i++];
    else out += ch;
  }
  return out;
}

/** (##) ####-#### or (##) #####-####; numbers without area code are shown as ####-#### / #####-####. */
export function formatPhone(value: string | null | undefined): string {
  const d = onlyDigits(value);
  if (!d) return '';
  if (d.length === 11) return apply(d, '(##) #####-####');
  if (d.length === 10) return apply(d, '(##) ####-####');
  if (d.length === 9) return apply(d, '#####-####');
  if (d.length === 8) return apply(d, '####-####');
  return d;
}

/** ###.###.###-## (11 digits) or ##.###.###/####-## (14 digits). */
export function formatCpfCnpj(value: string | null | undefined): string {
  const d = onlyDigits(value);
  if (d.length <= 11) return apply(d, '###.###.###-##');
  return apply(d, '##.###.###/####-##');
}

/** ##.###-### */
export function formatCep(value: string | null | undefined): string {
  return apply(onlyDigits(value), '##.###-###');
}

/** Old plate AAA-#### or Mercosul AAA0A00, upper-case. */
export function formatPlate(value: string | null | undefined): string {
  const v = String(value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  if (/^[A-Z]{3}\d{4}$/.test(v)) return `${v.slice(0, 3)}-${v.slice(3)}`;
  return v;
}

export type MaskKind = 'phone' | 'cpf_cnpj' | 'cpf' | 'cnpj' | 'cep' | 'date' | 'plate';

/** Formats as the person types: the mask grows with the digits (used by every masked input). */
export function applyMask(kind: MaskKind, value: string | null | undefined): string {
  if (kind === 'plate') {
    const v = String(value ?? '')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 7);
    const letters = v.slice(0, 3).replace(/[^A-Z]/g, '');
    if (letters.length < 3) return letters;
    const rest = v.slice(3);
    // Mercosul AAA0A00 has a letter in the 5th place; the old form shows AAA-####.
    if (/^\d[A-Z]/.test(rest)) return `${letters}${rest}`;
    const digits = rest.replace(/\D/g, '');
    return digits ? `${letters}-${digits}` : letters;
  }
  const d = onlyDigits(value);
  switch (kind) {
    case 'phone':
      return d.length === 0 ? '' : apply(d.slice(0, 11), d.length <= 10 ? '(##) ####-####' : '(##) #####-####');
    case 'cpf':
      return apply(d.slice(0, 11), '###.###.###-##');
    case 'cnpj':
      return apply(d.slice(0, 14), '##.###.###/####-##');
    case 'cpf_cnpj':
      return d.length <= 11 ? apply(d, '###.###.###-##') : apply(d.slice(0, 14), '##.###.###/####-##');
    case 'cep':
      return apply(d.slice(0, 8), '##.###-###');
    case 'date':
      return apply(d.slice(0, 8), '##/##/####');
  }
}
