import { cnpjWithCheckDigits } from '@ability/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client';
import {
  addresses,
  bottleBrandResales,
  bottleBrands,
  paymentMethodResales,
  paymentMethods,
  resales,
  supplierResales,
  suppliers,
  vehicleResales,
  vehicles,
} from '../schema/index';

const PAULINIA = 3536505;
const SAO_PAULO = 3550308;
const CAMPINAS = 3509502;

/**
 * Demo payment methods, vehicles, suppliers and bottle brands for the demo units (`units`: the first is the main one).
 * Called inside the demo data's transaction.
 */
export async function seedRegisters(tx: Executor, units: number[]): Promise<void> {
  const [first, second = first] = units as [number, number?];

  const methods = await tx
    .insert(paymentMethods)
    .values([
      { description: 'Dinheiro', default: true },
      { description: 'PIX' },
      { description: 'Cartão de débito', is_card: true, card_type: 'debit', adm_tax: 1.99, delivery_time: 1 },
      { description: 'Cartão de crédito', is_card: true, card_type: 'credit', adm_tax: 3.49, delivery_time: 30 },
      // A term method: sales paid with it become receivables due in 30 days.
      { description: 'Boleto 30 dias', delivery_time: 30 },
    ])
    .returning({ id: paymentMethods.id });
  await tx
    .insert(paymentMethodResales)
    .values(methods.flatMap((m) => units.map((resale_id) => ({ owner_id: m.id, resale_id }))));

  const [cargo, delivery, strada] = await tx
    .insert(vehicles)
    .values([
      { license_plate: 'FZK4821', brand: 'Ford', model: 'Cargo 816', fuel_type: 'diesel' },
      { license_plate: 'RTA2E19', brand: 'Volkswagen', model: 'Delivery Express', fuel_type: 'diesel' },
      { license_plate: 'QOB7C34', brand: 'Fiat', model: 'Strada', fuel_type: 'flex' },
    ])
    .returning({ id: vehicles.id });
  await tx.insert(vehicleResales).values([
    { owner_id: cargo!.id, resale_id: first },
    { owner_id: delivery!.id, resale_id: first },
    { owner_id: delivery!.id, resale_id: second },
    { owner_id: strada!.id, resale_id: second },
  ]);

  const places = await tx
    .insert(addresses)
    .values([
      { patio: 'Avenida Roma', number: '2150', neighborhood: 'Bairro Cascata', zipcode: '13148030', city_id: PAULINIA },
      {
        patio: 'Avenida Brigadeiro Luís Antônio',
        number: '1343',
        complement: '9º andar',
        neighborhood: 'Bela Vista',
        zipcode: '01317910',
        city_id: SAO_PAULO,
      },
      {
        patio: 'Rodovia Anhanguera',
        number: 'km 98',
        neighborhood: 'Jardim Nova Europa',
        zipcode: '13053000',
        city_id: CAMPINAS,
      },
    ])
    .returning({ id: addresses.id });
  const made = await tx
    .insert(suppliers)
    .values([
      {
        name: 'Liquigás Distribuidora S.A.',
        trade_name: 'Liquigás',
        phone: '1938845000',
        email: 'pedidos.paulinia@liquigas.com.br',
        cpf_cnpj: cnpjWithCheckDigits('605976820021'),
        note: 'Entrega às terças e sextas. Pedido mínimo de 200 botijões P13.',
        address_id: places[0]!.id,
      },
      {
        name: 'Companhia Ultragaz S.A.',
        trade_name: 'Ultragaz',
        phone: '1131772000',
        email: 'revendas@ultragaz.com.br',
        cpf_cnpj: cnpjWithCheckDigits('614020140001'),
        address_id: places[1]!.id,
      },
      {
        name: 'Copagaz Distribuidora de Gás S.A.',
        trade_name: 'Copagaz',
        phone: '1932087700',
        email: 'comercial.campinas@copagaz.com.br',
        cpf_cnpj: cnpjWithCheckDigits('031371020003'),
        note: 'Boleto em 28 dias.',
        address_id: places[2]!.id,
      },
    ])
    .returning({ id: suppliers.id });
  await tx
    .insert(supplierResales)
    .values([...made.map((s) => ({ owner_id: s.id, resale_id: first })), { owner_id: made[2]!.id, resale_id: second }]);

  // The bottles' brands, in every unit ('Outra': any brand not listed).
  const brands = await tx
    .insert(bottleBrands)
    .values(['Ultragaz', 'Liquigás', 'Supergasbras', 'Copagaz', 'Nacional Gás', 'Outra'].map((name) => ({ name })))
    .returning({ id: bottleBrands.id });
  await tx
    .insert(bottleBrandResales)
    .values(brands.flatMap((b) => units.map((resale_id) => ({ owner_id: b.id, resale_id }))));
  // The main unit is independent (any brand); the second is tied to Ultragaz (its empties default to it).
  if (second !== first) await tx.update(resales).set({ tied_brand_id: brands[0]!.id }).where(eq(resales.id, second));
}
