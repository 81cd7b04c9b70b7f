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

const FIRST = [
  'José',
  'Maria',
  'Ana',
  'João',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Luíza',
  'Pedro',
  'Márcia',
  'Lucas',
  'Juliana',
  'Rafael',
  'Fernanda',
  'Marcos',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
];

/** Employees (deliverers and attendants), each in one or two units. */
const employees: Dataset = {
  name: 'employees',
  rows: { small: 200, medium: 2000, large: 20000 },
  async generate(db, count) {
    await db.execute(sql`
      with r as (select array_agg(id order by id) as ids from resales),
      e as (
        insert into employees (name, phone, email, role, cpf, birthday)
        select (${textArray(FIRST)} ->> (g % ${FIRST.length})) || ' ' || (${textArray(LAST)} ->> ((g * 7) % ${LAST.length})) || ' ' || (${textArray(LAST)} ->> ((g * 3) % ${LAST.length})),
               '199' || lpad(((g * 7919) % 100000000)::text, 8, '0'),
               'func' || g || '@empresa.com.br',
               (case when g % 3 = 0 then 'attendant' else 'deliverer' end)::employee_role,
               lpad(((g::bigint * 15485863) % 100000000000)::text, 11, '0'),
               date '1970-01-01' + (g * 37 % 15000)
          from generate_series(1, ${count}::int) g
        returning id
      )
      insert into employee_resales (employee_id, resale_id)
      select e.id, r.ids[1 + (e.id * 13) % array_length(r.ids, 1)] from e cross join r
      on conflict do nothing
    `);
    return { employeeQuery: 'maria silva' };
  },
};

/** Users linked to employees that have none yet, in their employee's units. */
const users: Dataset = {
  name: 'users',
  rows: { small: 100, medium: 1000, large: 10000 },
  async generate(db, count) {
    await db.execute(sql`
      with picked as (
        select e.id as employee_id, row_number() over (order by e.id) as g
          from employees e where not exists (select 1 from users u where u.employee_id = e.id)
         order by e.id limit ${count}::int
      ),
      u as (
        insert into users (email, phone, password_hash, role, employee_id)
        select 'usuario' || g || '@empresa.com.br', '198' || lpad(((g * 104729) % 100000000)::text, 8, '0'),
               '$argon2id$bench-not-a-real-hash', (case when g % 2 = 0 then 'attendant' else 'deliverer' end)::role, employee_id
          from picked
        returning id, employee_id
      )
      insert into user_resales (user_id, resale_id)
      select u.id, er.resale_id from u join employee_resales er on er.employee_id = u.employee_id
      on conflict do nothing
    `);
    return { userQuery: 'usuario1' };
  },
};

/** Everything the bench creates, in order. Later areas append their dataset (customers, sales, …). */
export const DATASETS: Dataset[] = [resales, employees, users];
