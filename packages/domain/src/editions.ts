export const EDITIONS = ['gas', 'manager'] as const;
export type Edition = (typeof EDITIONS)[number];

export interface EditionInfo {
  edition: Edition;
  /** Page title. */
  title: string;
  /** 'Revenda' or 'Loja'. */
  unit: string;
  /** 'Revendas' or 'Lojas'. */
  units: string;
  /** Article-less lower-case singular, for sentences: 'revenda' or 'loja'. */
  unitLower: string;
  /** Route of the unit register: '/revendas' or '/lojas'. */
  unitsPath: string;
  /** Grammatical gender of the unit noun: both are feminine. */
  feminine: true;
}

const INFO: Record<Edition, EditionInfo> = {
  gas: {
    edition: 'gas',
    title: 'AbilityGás',
    unit: 'Revenda',
    units: 'Revendas',
    unitLower: 'revenda',
    unitsPath: '/revendas',
    feminine: true,
  },
  manager: {
    edition: 'manager',
    title: 'AbilityGestor',
    unit: 'Loja',
    units: 'Lojas',
    unitLower: 'loja',
    unitsPath: '/lojas',
    feminine: true,
  },
};

export function isEdition(value: unknown): value is Edition {
  return typeof value === 'string' && (EDITIONS as readonly string[]).includes(value);
}

/** The edition follows the host name: a host containing "gestor" is the manager edition. */
export function editionForHost(host: string | undefined | null, override?: string | null): Edition {
  if (override && isEdition(override)) return override;
  const name = (host ?? '').toLowerCase().split(':')[0] ?? '';
  return name.includes('gestor') ? 'manager' : 'gas';
}

export function editionInfo(edition: Edition): EditionInfo {
  return INFO[edition];
}
