import { cpfWithCheckDigits } from '@ability/domain';
import type { Executor } from '../client';
import { addresses, customerContacts, customerGroups, customerSectors, customers } from '../schema/index';
import { refreshAddressSearch } from '../../modules/customers/service';

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
];
const BUSINESSES = [
  'Padaria Estrela do Bairro',
  'Lanchonete Ponto Certo',
  'Pizzaria Forno a Lenha',
  'Restaurante Tempero Mineiro',
  'Pastelaria do Japonês',
  'Condomínio Residencial Primavera',
  'Bar do Zé',
  'Churrascaria Gaúcha',
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
  ],
  valinhos: [
    ['Avenida dos Esportes', 'Vila Santana', '13271000'],
    ['Rua Treze de Maio', 'Centro', '13270001'],
    ['Avenida Onze de Agosto', 'Vila Embaré', '13271210'],
    ['Rua Campos Salles', 'Vila Santo Antônio', '13271030'],
  ],
};
const REFERENCES = [null, 'Portão azul', 'Ao lado da farmácia', 'Casa dos fundos', 'Em frente à praça', null];

/**
 * Demo customers of each unit (after the finance seed, which adds its own few): residences and
 * businesses with a CPF for some, one or two phones (mobiles marked WhatsApp), an address in the
 * unit's city, a group and a sector. Phones start with 1997 (mobiles) and 1933 (landlines), which the
 * browser tests never use for the numbers they create.
 */
export async function seedCustomers(tx: Executor, units: number[]): Promise<void> {
  const cities = [3509502, 3556206];
  for (const [u, resale_id] of units.entries()) {
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
    const count = u === 0 ? 60 : 24;
    const people = Array.from({ length: count }, (_, i) => {
      const business = i % 7 === 3 ? BUSINESSES[((i / 7 + u * 3) % BUSINESSES.length) | 0] : null;
      const name =
        business ??
        `${FIRST[(i * 7 + u) % FIRST.length]} ${LAST[(i * 3 + u) % LAST.length]} ${LAST[(i * 5 + 4) % LAST.length]}`;
      return { i, name, business: !!business };
    });
    const addressRows = await tx
      .insert(addresses)
      .values(
        people.map(({ i }) => {
          const [patio, neighborhood, zipcode] = streets[i % streets.length]!;
          return {
            patio,
            number: String(40 + ((i * 37) % 1900)),
            neighborhood,
            zipcode,
            reference: REFERENCES[i % REFERENCES.length],
            complement: i % 9 === 4 ? `Apto ${10 + (i % 8) * 10}` : null,
            city_id: cities[u],
          };
        }),
      )
      .returning({ id: addresses.id });
    const made = await tx
      .insert(customers)
      .values(
        people.map(({ i, name, business }) => ({
          name,
          resale_id,
          cpf_cnpj: !business && i % 3 === 0 ? cpfWithCheckDigits(String(300000000 + i * 7919 + u * 104729)) : null,
          group_id: groups[business ? 1 : i % 11 === 5 ? 2 : 0]!.id,
          sector_id: sectors[i % sectors.length]!.id,
          address_id: addressRows[i]!.id,
          birthday: business
            ? null
            : `19${50 + (i % 45)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
          obs: i % 10 === 2 ? 'Prefere entrega pela manhã.' : null,
        })),
      )
      .returning({ id: customers.id });
    await tx.insert(customerContacts).values(
      made.flatMap((c, i) => {
        const serial = String(u * 1000 + i * 13 + 100).padStart(4, '0');
        const mobile = {
          customer_id: c.id,
          resale_id,
          phone: `19997${serial}${String(i % 10).padStart(2, '0')}`,
          whatsapp: true,
        };
        const landline = {
          customer_id: c.id,
          resale_id,
          phone: `1933${serial}${String(i % 100).padStart(2, '0')}`,
          whatsapp: false,
        };
        return i % 4 === 0 ? [mobile, landline] : i % 4 === 1 ? [landline] : [mobile];
      }),
    );
    await refreshAddressSearch(
      tx,
      made.map((c) => c.id),
    );
  }
}
