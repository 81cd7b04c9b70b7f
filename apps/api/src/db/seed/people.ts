import { cpfWithCheckDigits } from '@ability/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { addresses, employeeResales, employees } from '../schema/index';

const CAMPINAS = 3509502;
const VALINHOS = 3556206;

type Address = typeof addresses.$inferInsert;

async function address(tx: Executor, a: Address): Promise<number> {
  const [row] = await tx.insert(addresses).values(a).returning({ id: addresses.id });
  return row!.id;
}

/** RG and home address of the demo employees created in demo.ts, by e-mail. */
const RGS: Record<string, string> = {
  'marcos@gasbomjesus.com.br': '27.318.442-9',
  'juliana@gasbomjesus.com.br': '44.902.115-2',
  'jose@gasbomjesus.com.br': '19.677.304-X',
  'rafael@gasbomjesus.com.br': '52.140.873-5',
};
const HOMES: Record<string, Address> = {
  'marcos@gasbomjesus.com.br': {
    patio: 'Rua Coronel Quirino',
    number: '874',
    complement: 'apto 52',
    neighborhood: 'Cambuí',
    zipcode: '13025002',
    city_id: CAMPINAS,
  },
  'juliana@gasbomjesus.com.br': {
    patio: 'Rua Padre Almeida',
    number: '312',
    neighborhood: 'Cambuí',
    zipcode: '13024150',
    city_id: CAMPINAS,
  },
  'jose@gasbomjesus.com.br': {
    patio: 'Rua Dr. Sales de Oliveira',
    number: '1530',
    neighborhood: 'Vila Industrial',
    zipcode: '13035270',
    city_id: CAMPINAS,
    reference: 'Perto da praça',
  },
  'rafael@gasbomjesus.com.br': {
    patio: 'Rua Rossi',
    number: '45',
    neighborhood: 'Vila Santana',
    zipcode: '13271160',
    city_id: VALINHOS,
  },
};

/**
 * The people part of the demo data: addresses for the employees of demo.ts and two more employees
 * of the Valinhos unit (an attendant, and a deliverer licensed for trucks with the MOPP course).
 */
export async function seedPeople(tx: Executor, units: number[]): Promise<void> {
  for (const [email, home] of Object.entries(HOMES)) {
    await tx
      .update(employees)
      .set({ address_id: await address(tx, home), rg: RGS[email] ?? null })
      .where(eq(employees.email, email));
  }
  const valinhos = units[1]!;
  const added = await tx
    .insert(employees)
    .values([
      {
        name: 'Ana Paula Oliveira',
        phone: '19995678912',
        email: 'ana@gasbomjesus.com.br',
        role: 'attendant',
        cpf: cpfWithCheckDigits('567891234'),
        rg: '41.223.908-6',
        ctps: '1234567 00123-SP',
        birthday: '1988-06-12',
        address_id: await address(tx, {
          patio: 'Avenida Independência',
          number: '2210',
          neighborhood: 'Vila Olivo',
          zipcode: '13276020',
          city_id: VALINHOS,
        }),
      },
      {
        name: 'Lucas Pereira Gomes',
        phone: '19996789123',
        email: 'lucas@gasbomjesus.com.br',
        role: 'deliverer',
        cpf: cpfWithCheckDigits('678912345'),
        rg: '38.554.120-1',
        ctps: '7654321 00456-SP',
        birthday: '1990-10-03',
        cnh_number: '05873214698',
        cnh_category: 4,
        cnh_date: '2029-02-14',
        has_mopp: true,
        address_id: await address(tx, {
          patio: 'Rua Antônio Carlos',
          number: '98',
          complement: 'casa 2',
          neighborhood: 'Jardim Paiquerê',
          zipcode: '13271570',
          city_id: VALINHOS,
        }),
      },
    ])
    .returning({ id: employees.id });
  await tx.insert(employeeResales).values([
    { employee_id: added[0]!.id, resale_id: valinhos },
    { employee_id: added[1]!.id, resale_id: valinhos },
    { employee_id: added[1]!.id, resale_id: units[0]! },
  ]);
}
