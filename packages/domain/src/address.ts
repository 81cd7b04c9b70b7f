import { formatCep } from './masks';

export interface AddressLike {
  patio?: string | null;
  number?: string | null;
  complement?: string | null;
  neighborhood?: string | null;
  zipcode?: string | null;
  city?: { name: string; state_acronym?: string | null } | null;
}

/** "Rua das Flores, 120 - apto 3 - Centro, Campinas/SP - 13.010-000" */
export function formatAddress(a: AddressLike | null | undefined): string {
  if (!a) return '';
  const street = [a.patio, a.number].filter(Boolean).join(', ');
  const city = a.city ? [a.city.name, a.city.state_acronym].filter(Boolean).join('/') : '';
  const parts = [street, a.complement, a.neighborhood].filter((p) => p && String(p).trim());
  let out = parts.join(' - ');
  if (city) out = out ? `${out}, ${city}` : city;
  if (a.zipcode) out = out ? `${out} - ${formatCep(a.zipcode)}` : formatCep(a.zipcode);
  return out;
}

/** The 27 federative units (UF), by acronym. */
export const BRAZIL_UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
export type Uf = (typeof BRAZIL_UFS)[number];
