import { cnpjWithCheckDigits, cpfWithCheckDigits } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import { type Db, type Executor, queryRows } from '../client';
import { addresses, employeeResales, employees, resales, userResales, users } from '../schema/index';
import { rebuildFigures } from '../../read-models/index';
import { seedComodato } from './comodato';
import { markDemoDatabase } from './day';
import { seedCustomers } from './customers';
import { seedFinance } from './finance';
import { seedPeople } from './people';
import { seedRegisters } from './registers';
import { seedSales } from './sales';
import { seedStock } from './stock';

export const DEMO_PASSWORD = 'demo1234';

async function address(
  tx: Executor,
  a: { patio: string; number: string; neighborhood: string; zipcode: string; city_id: number; complement?: string },
) {
  const [row] = await tx.insert(addresses).values(a).returning({ id: addresses.id });
  return row!.id;
}

/**
 * Demo data for an empty embedded database (contract "Demo data"). Each area adds its part here as
 * the product grows. Returns false when the database already has users.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if (Number(n) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const campinas = 3509502;
    const valinhos = 3556206;
    const [centro, taquaral] = await tx
      .insert(resales)
      .values([
        {
          name: 'Gás Bom Jesus - Centro',
          phone: '1932345678',
          email: 'centro@gasbomjesus.com.br',
          cnpj: cnpjWithCheckDigits('123456780001'),
          ie: '244.123.456.110',
          anp_number: '35.001234-5',
          anp_registration: 'ANP 2019/0456',
          storage: 240,
          resale_type: 'resale',
          address_id: await address(tx, {
            patio: 'Rua Barão de Jaguara',
            number: '1120',
            neighborhood: 'Centro',
            zipcode: '13015002',
            city_id: campinas,
          }),
        },
        {
          name: 'Gás Bom Jesus - Valinhos',
          phone: '1938712233',
          email: 'valinhos@gasbomjesus.com.br',
          cnpj: cnpjWithCheckDigits('123456780002'),
          ie: '712.555.019.114',
          anp_number: '35.004567-1',
          anp_registration: 'ANP 2021/0912',
          storage: 120,
          resale_type: 'point',
          address_id: await address(tx, {
            patio: 'Avenida dos Esportes',
            number: '455',
            neighborhood: 'Vila Santana',
            zipcode: '13271000',
            city_id: valinhos,
          }),
        },
      ])
      .returning({ id: resales.id });
    const units = [centro!.id, taquaral!.id];
    await seedRegisters(tx, units);

    const people = await tx
      .insert(employees)
      .values([
        {
          name: 'Marcos Antônio Ribeiro',
          phone: '19991234567',
          email: 'marcos@gasbomjesus.com.br',
          role: 'attendant',
          cpf: cpfWithCheckDigits('123456789'),
          birthday: '1982-03-14',
        },
        {
          name: 'Juliana Ferreira Lima',
          phone: '19992345678',
          email: 'juliana@gasbomjesus.com.br',
          role: 'attendant',
          cpf: cpfWithCheckDigits('234567891'),
          birthday: '1991-08-22',
        },
        {
          name: 'José Carlos da Silva',
          phone: '19993456789',
          email: 'jose@gasbomjesus.com.br',
          role: 'deliverer',
          cpf: cpfWithCheckDigits('345678912'),
          birthday: '1979-11-05',
          cnh_number: '04512378901',
          cnh_category: 2,
          cnh_date: '2028-05-10',
          has_mopp: true,
        },
        {
          name: 'Rafael Souza Santos',
          phone: '19994567891',
          email: 'rafael@gasbomjesus.com.br',
          role: 'deliverer',
          cpf: cpfWithCheckDigits('456789123'),
          birthday: '1995-01-30',
          cnh_number: '07893214560',
          cnh_category: 1,
          cnh_date: '2027-09-18',
          has_mopp: false,
        },
      ])
      .returning({ id: employees.id });
    const [admin, attendant, deliverer, deliverer2] = people.map((p) => p.id) as [number, number, number, number];
    await tx.insert(employeeResales).values([
      { employee_id: admin, resale_id: units[0]! },
      { employee_id: admin, resale_id: units[1]! },
      { employee_id: attendant, resale_id: units[0]! },
      { employee_id: deliverer, resale_id: units[0]! },
      { employee_id: deliverer2, resale_id: units[1]! },
    ]);

    const created = await tx
      .insert(users)
      .values([
        {
          email: 'admin@demo.com.br',
          phone: '19991234567',
          password_hash: passwordHash,
          role: 'admin',
          employee_id: admin,
        },
        {
          email: 'atendente@demo.com.br',
          phone: '19992345678',
          password_hash: passwordHash,
          role: 'attendant',
          employee_id: attendant,
        },
        {
          email: 'entregador@demo.com.br',
          phone: '19993456789',
          password_hash: passwordHash,
          role: 'deliverer',
          employee_id: deliverer,
        },
      ])
      .returning({ id: users.id, role: users.role });
    await tx
      .insert(userResales)
      .values([
        ...units.map((resale_id) => ({ user_id: created[0]!.id, resale_id })),
        { user_id: created[1]!.id, resale_id: units[0]! },
        { user_id: created[2]!.id, resale_id: units[0]! },
      ]);
    await seedPeople(tx, units);
    await seedStock(tx, units);
    await seedFinance(tx, units);
    await seedCustomers(tx, units);
    await seedComodato(tx, units);
    await seedSales(tx, units, process.env.APP_TIMEZONE ?? 'America/Sao_Paulo');
    // Parts above are bulk-loaded with the triggers off: every derived figure is computed again from the
    // rows, so the demo database is the one the product's own writes would have made.
    await rebuildFigures(tx);
    // The server keeps a day in progress on this database only (day.ts).
    await markDemoDatabase(tx);
  });
  return true;
}
