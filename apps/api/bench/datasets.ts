import { cnpjWithCheckDigits } from '@ability/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export const SIZES = ['small', 'medium', 'large'] as const;
export type Size = (typeof SIZES)[number];

/** Values the endpoints use to build realistic requests (a name fragment to search, an id, …). */
export type Samples = Record<string, string>;

export interface Dataset {
  name: string;
  /** Rows created per size: keep `small` fast enough for a run under five minutes on two cores. */
  rows: Record<Size, number>;
  /** Bulk SQL (insert … select generate_series) creating `count` rows; returns samples for the endpoints. */
  generate(db: Db, count: number): Promise<Samples | undefined>;
}

const BRANDS = [
  'Gás Bom Jesus',
  'Gás São Jorge',
  'Chama Azul',
  'Gás Estrela',
  'Gás Central',
  'Fogão Feliz',
  'Gás Santa Rita',
  'Gás Nossa Senhora Aparecida',
  'Botijão Express',
  'Gás Popular',
  'Gás do Vale',
  'Gás Ipê',
];
const NEIGHBORHOODS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Taquaral',
  'Cambuí',
  'Barão Geraldo',
  'São Bernardo',
  'Jardim Paulista',
  'Vila Industrial',
  'Parque Itália',
  'Santa Cecília',
  'Bosque',
  'Jardim Eulina',
];
const STREETS = [
  'Rua Barão de Jaguara',
  'Avenida Brasil',
  'Rua José Paulino',
  'Avenida Norte-Sul',
  'Rua Coronel Quirino',
  'Rua Dr. Quirino',
  'Avenida Orosimbo Maia',
  'Rua das Flores',
  'Rua Sete de Setembro',
  'Avenida dos Esportes',
  'Rua Tiradentes',
];

const textArray = (values: string[]) => sql`${JSON.stringify(values)}::jsonb`;

/** Business units with their addresses, spread over real municipalities. */
const resales: Dataset = {
  name: 'resales',
  rows: { small: 50, medium: 500, large: 5000 },
  async generate(db, count) {
    // CNPJs with valid check digits come from the domain package, passed as one JSON parameter.
    const cnpjs = Array.from({ length: count }, (_, i) => cnpjWithCheckDigits(String(90_000_000_0001 + i)));
    await db.execute(sql`
      with c as (select array_agg(id order by id) as ids from (select id from cities order by id limit 800) x),
      names as (
        select g,
               ${textArray(BRANDS)} ->> (g % ${BRANDS.length}) as brand,
               ${textArray(NEIGHBORHOODS)} ->> ((g * 7) % ${NEIGHBORHOODS.length}) as neighborhood,
               ${textArray(STREETS)} ->> ((g * 11) % ${STREETS.length}) as street,
               ${JSON.stringify(cnpjs)}::jsonb ->> (g - 1) as cnpj
          from generate_series(1, ${count}::int) g
      ),
      a as (
        insert into addresses (patio, number, neighborhood, zipcode, city_id, complement)
        select n.street, (1 + (n.g * 37) % 2500)::text, n.neighborhood,
               lpad(((13000000 + n.g * 97) % 100000000)::text, 8, '0'),
               c.ids[1 + (n.g * 13) % array_length(c.ids, 1)],
               case when n.g % 5 = 0 then 'Sala ' || (n.g % 40 + 1) end
          from names n cross join c
         order by n.g
        returning id
      ),
      numbered as (select id, row_number() over (order by id) as g from a)
      insert into resales (name, phone, email, cnpj, ie, anp_number, storage, resale_type, address_id)
      select n.brand || ' - ' || n.neighborhood || ' ' || n.g,
             '19' || '9' || lpad(((n.g * 7919) % 100000000)::text, 8, '0'),
             'unidade' || n.g || '@' || lower(replace(translate(n.brand, 'áâãéêíóôõúç', 'aaaeeiooouc'), ' ', '')) || '.com.br',
             n.cnpj,
             lpad(((n.g * 104729) % 1000000000000)::text, 12, '0'),
             '35.' || lpad((n.g % 1000000)::text, 6, '0') || '-' || (n.g % 10),
             (n.g % 20) * 20,
             (case when n.g % 4 = 0 then 'point' else 'resale' end)::resale_type,
             numbered.id
        from names n join numbered on numbered.g = n.g
    `);
    return { resaleQuery: 'sao jorge' };
  },
};

/** Everything the bench creates, in order. Later areas append their dataset (customers, sales, …). */
export const DATASETS: Dataset[] = [resales];
