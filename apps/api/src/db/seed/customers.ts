import { cnpjWithCheckDigits, cpfWithCheckDigits } from '@ability/domain';
import type { Executor } from '../client';
import { addresses, customerContacts, customerGroups, customerSectors, customers } from '../schema/index';
import { refreshAddressSearch } from '../../modules/customers/service';
import { type DemoBuyer, randomSource } from './salePlans';

const FIRST = [
  'Ana',
  'Antônio',
  'Benedita',
  'Carlos',
  'Cláudia',
  'Daniel',
  'Edson',
  'Fernanda',
  'Francisco',
  'Helena',
  'Irene',
  'João',
  'Lúcia',
  'Luiz',
  'Márcia',
  'Paulo',
  'Rita',
  'Sebastião',
  'Tereza',
  'Vera',
  'Adriana',
  'Aparecida',
  'Bruno',
  'Camila',
  'Cristiane',
  'Diego',
  'Eliane',
  'Fábio',
  'Gabriel',
  'Gustavo',
  'Jéssica',
  'Josefa',
  'Juliana',
  'Leandro',
  'Luciana',
  'Marcelo',
  'Mariana',
  'Natália',
  'Osvaldo',
  'Patrícia',
  'Raimundo',
  'Regina',
  'Rodrigo',
  'Rosângela',
  'Sandra',
  'Sérgio',
  'Simone',
  'Thiago',
  'Valdir',
  'Wellington',
];
const LAST = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Costa',
  'Dias',
  'Fernandes',
  'Gomes',
  'Lima',
  'Martins',
  'Moreira',
  'Nogueira',
  'Oliveira',
  'Ribeiro',
  'Rocha',
  'Teixeira',
  'Santos',
  'Souza',
  'Pereira',
  'Rodrigues',
  'Alves',
  'Carvalho',
  'Araújo',
  'Melo',
  'Correia',
  'Mendes',
  'Freitas',
  'Pinto',
  'Batista',
  'Campos',
  'Monteiro',
  'Vieira',
  'Machado',
  'Andrade',
  'Ramos',
  'Cavalcante',
];
/** Business customers: the kind of place, and a name after it. */
const BUSINESS_KINDS = [
  'Padaria',
  'Restaurante',
  'Lanchonete',
  'Pizzaria',
  'Pastelaria',
  'Condomínio Residencial',
  'Bar',
  'Churrascaria',
  'Hotel',
  'Lavanderia',
];
const BUSINESS_NAMES = [
  'Estrela do Bairro',
  'Ponto Certo',
  'Forno a Lenha',
  'Tempero Mineiro',
  'do Japonês',
  'Primavera',
  'do Zé',
  'Gaúcha',
  'São Jorge',
  'Bom Sabor',
  'Jardim das Flores',
  'Nossa Senhora Aparecida',
  'Dois Irmãos',
  'Bela Vista',
  'Santa Clara',
  'Recanto Verde',
  'Pão de Ouro',
  'Boa Esperança',
  'Sol Nascente',
  'Vila Rica',
];
const STREETS: Record<'campinas' | 'valinhos', [string, string, string][]> = {
  campinas: [
    ['Rua Barão de Jaguara', 'Centro', '13015001'],
    ['Avenida Brasil', 'Jardim Guanabara', '13070178'],
    ['Rua José Paulino', 'Centro', '13013001'],
    ['Rua Coronel Quirino', 'Cambuí', '13025001'],
    ['Avenida Orosimbo Maia', 'Vila Itapura', '13023002'],
    ['Rua das Hortênsias', 'Taquaral', '13076001'],
    ['Rua Sete de Setembro', 'Vila Industrial', '13035350'],
    ['Avenida Princesa d’Oeste', 'Jardim Proença', '13026000'],
    ['Rua Maria Monteiro', 'Cambuí', '13025151'],
    ['Avenida Amoreiras', 'Parque Itália', '13036225'],
    ['Rua Dr. Quirino', 'Bosque', '13015081'],
    ['Avenida John Boyd Dunlop', 'Jardim Ipaussurama', '13060904'],
    ['Rua Pedro Vieira da Silva', 'Jardim Santa Genebra', '13080570'],
    ['Avenida Andrade Neves', 'Botafogo', '13013161'],
    ['Rua Buarque de Macedo', 'Jardim Brasil', '13073010'],
    ['Avenida Governador Pedro de Toledo', 'Bonfim', '13070151'],
    ['Rua Engenheiro Monlevade', 'Vila Nova', '13073090'],
    ['Rua Padre Vieira', 'Bosque', '13015300'],
  ],
  valinhos: [
    ['Avenida dos Esportes', 'Vila Santana', '13271000'],
    ['Rua Treze de Maio', 'Centro', '13270001'],
    ['Avenida Onze de Agosto', 'Vila Embaré', '13271210'],
    ['Rua Campos Salles', 'Vila Santo Antônio', '13271030'],
    ['Avenida Independência', 'Vila Olivo', '13276020'],
    ['Rua Antônio Carlos', 'Jardim Paiquerê', '13271570'],
    ['Rua Rossi', 'Vila Santana', '13271160'],
    ['Avenida Joaquim Alves Corrêa', 'Jardim Pinheiros', '13277000'],
    ['Rua Itália', 'Jardim São Marcos', '13273060'],
    ['Rua Dom Pedro II', 'Centro', '13270140'],
    ['Avenida Brasil', 'Jardim Alto da Boa Vista', '13272100'],
    ['Rua Bahia', 'Jardim Europa', '13275030'],
  ],
};
const REFERENCES = [
  null,
  'Portão azul',
  'Ao lado da farmácia',
  'Casa dos fundos',
  'Em frente à praça',
  null,
  'Portão de grade',
  'Sobrado amarelo',
  null,
];

/** How many customers each demo unit has (about 1,500 together). */
export const DEMO_CUSTOMERS: [number, number] = [820, 680];

/** Rows of one statement (PostgreSQL takes at most 65,535 parameters). */
const CHUNK = 500;

async function insertChunked<R>(rows: unknown[], insert: (part: never[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let k = 0; k < rows.length; k += CHUNK) out.push(...(await insert(rows.slice(k, k + CHUNK) as never[])));
  return out;
}

interface Person {
  name: string;
  buyer: Omit<DemoBuyer, 'id'>;
  business: string | null;
}

/**
 * Who a demo customer is and how they buy, from the unit's random source: most are households buying a
 * P13 every 25 to 60 days, one in five a household buying water galões every 5 to 10 days, one in nine a
 * business (bakery, restaurant, condominium, …) buying P45 (P13 in quantity for the small ones, P20 for a
 * laundry) every 7 to 20 days, some of those on term. Most are customers of long date; some arrived
 * during the year, a few in the last weeks; some stopped buying months ago.
 */
function person(rnd: () => number, unit: number, days: number): Person {
  const r = rnd();
  const kind: DemoBuyer['kind'] = r < 0.11 ? 'business' : r < 0.31 ? 'water' : 'household';
  const since = rnd();
  const sinceDays =
    since < 0.85 ? days + 30 : since < 0.97 ? 30 + Math.floor(rnd() * (days - 31)) : 1 + Math.floor(rnd() * 25);
  if (kind === 'business') {
    const what = BUSINESS_KINDS[Math.floor(rnd() * BUSINESS_KINDS.length)]!;
    const name = `${what} ${BUSINESS_NAMES[Math.floor(rnd() * BUSINESS_NAMES.length)]}`;
    const small = what === 'Lanchonete' || what === 'Pastelaria' || what === 'Bar';
    const product = small ? 'p13' : what === 'Lavanderia' && unit === 0 ? 'p20' : 'p45';
    const intervalDays = 7 + Math.floor(rnd() * 14);
    return {
      name,
      business: what,
      buyer: {
        kind,
        intervalDays,
        sinceDays,
        stoppedDaysAgo: rnd() < 0.05 ? 3 * intervalDays + Math.floor(rnd() * 120) : null,
        term: rnd() < 0.4,
        product,
        quantity: small
          ? 2 + Math.floor(rnd() * 3)
          : what.startsWith('Condomínio')
            ? 2 + Math.floor(rnd() * 4)
            : 1 + Math.floor(rnd() * 3),
      },
    };
  }
  const middle = Math.floor(rnd() * LAST.length);
  // Two different surnames.
  const last = (middle + 1 + Math.floor(rnd() * (LAST.length - 1))) % LAST.length;
  const name = `${FIRST[Math.floor(rnd() * FIRST.length)]} ${LAST[middle]} ${LAST[last]}`;
  const intervalDays = kind === 'water' ? 5 + Math.floor(rnd() * 6) : 25 + Math.floor(rnd() * 36);
  const stopped = rnd() < (kind === 'water' ? 0.04 : 0.06);
  return {
    name,
    business: null,
    buyer: {
      kind,
      intervalDays,
      sinceDays,
      // Stopped one and a half to eight of their intervals ago: some at risk, some inactive.
      stoppedDaysAgo: stopped ? Math.min(days - 30, Math.round(intervalDays * (1.6 + rnd() * 6))) : null,
      term: false,
      product: kind === 'water' ? 'water' : 'p13',
      quantity: kind === 'water' && rnd() < 0.3 ? 2 : 1,
    },
  };
}

/**
 * Demo customers of each unit (after the finance seed, which adds its own few): `counts` households and
 * businesses (see person) with a CPF or CNPJ for some, one or two phones (mobiles marked WhatsApp), an
 * address in the unit's city, a group and a sector. Phones start with 1997 (mobiles) and 1933 (landlines),
 * which the browser tests never use for the numbers they create. Answers each unit's buyers, for the
 * year of orders (salePlans.ts).
 */
export async function seedCustomers(
  tx: Executor,
  units: number[],
  opts: { counts?: [number, number]; days?: number } = {},
): Promise<DemoBuyer[][]> {
  const cities = [3509502, 3556206];
  const counts = opts.counts ?? DEMO_CUSTOMERS;
  const days = opts.days ?? 365;
  const out: DemoBuyer[][] = [];
  for (const [u, resale_id] of units.entries()) {
    const rnd = randomSource(7919 + u * 104729);
    const groups = await tx
      .insert(customerGroups)
      .values(['Residencial', 'Comercial', 'Revendedor'].map((description) => ({ description, resale_id })))
      .returning({ id: customerGroups.id });
    const sectors = await tx
      .insert(customerSectors)
      .values(
        (u === 0 ? ['Região Central', 'Zona Norte', 'Zona Sul', 'Zona Leste'] : ['Centro', 'Bairros']).map(
          (description) => ({ description, resale_id }),
        ),
      )
      .returning({ id: customerSectors.id });
    const streets = STREETS[u === 0 ? 'campinas' : 'valinhos'];
    const people = Array.from({ length: counts[u] ?? 0 }, () => person(rnd, u, days));
    const addressRows = await insertChunked<{ id: number }>(
      people.map((_, i) => {
        const [patio, neighborhood, zipcode] = streets[Math.floor(rnd() * streets.length)]!;
        return {
          patio,
          number: String(10 + Math.floor(rnd() * 2400)),
          neighborhood,
          zipcode,
          reference: REFERENCES[i % REFERENCES.length],
          complement: i % 9 === 4 ? `Apto ${10 + (i % 8) * 10}` : i % 13 === 6 ? `Casa ${1 + (i % 4)}` : null,
          city_id: cities[u],
        };
      }),
      (part) => tx.insert(addresses).values(part).returning({ id: addresses.id }),
    );
    const made = await insertChunked<{ id: number }>(
      people.map(({ name, business }, i) => ({
        name,
        resale_id,
        cpf_cnpj: business
          ? i % 2 === 0
            ? cnpjWithCheckDigits(String(40_000_000 + i * 97 + u * 7919).padStart(8, '0') + '0001')
            : null
          : i % 3 === 0
            ? cpfWithCheckDigits(String(300000000 + i * 7919 + u * 104729))
            : null,
        group_id: groups[business ? (i % 17 === 5 ? 2 : 1) : 0]!.id,
        sector_id: sectors[i % sectors.length]!.id,
        address_id: addressRows[i]!.id,
        birthday: business
          ? null
          : `19${50 + (i % 45)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        obs: business ? 'Entregar pela porta dos fundos.' : i % 10 === 2 ? 'Prefere entrega pela manhã.' : null,
      })),
      (part) => tx.insert(customers).values(part).returning({ id: customers.id }),
    );
    await insertChunked(
      made.flatMap((c, i) => {
        const mobile = {
          customer_id: c.id,
          resale_id,
          phone: `1997${String(1_000_000 + u * 4_000_000 + i * 37)}`,
          whatsapp: true,
        };
        const landline = {
          customer_id: c.id,
          resale_id,
          phone: `1933${String(100_000 + u * 400_000 + i * 61)}`,
          whatsapp: false,
        };
        return i % 4 === 0 ? [mobile, landline] : i % 4 === 1 ? [landline] : [mobile];
      }),
      (part) => tx.insert(customerContacts).values(part).returning({ id: customerContacts.id }),
    );
    await refreshAddressSearch(
      tx,
      made.map((c) => c.id),
    );
    out.push(made.map((c, i) => ({ id: c.id, ...people[i]!.buyer })));
  }
  return out;
}
