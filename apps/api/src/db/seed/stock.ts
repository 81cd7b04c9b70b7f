import { adjustmentEffect, entryTotal, writeOffEffect } from '@ability/domain';
import type { AdjustmentReason, CylinderCapacity, StockMovement } from '@ability/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { changeStock, openStock } from '../../lib/stock';
import { platformFromSources } from '../../read-models/stock';
import { type Executor, queryRows } from '../client';
import {
  categories,
  customers,
  productEntries,
  productEntryItems,
  products,
  stockAppointments,
  stockWriteOffs,
  supplierResales,
  suppliers,
  users,
} from '../schema/index';

interface ProductSeed {
  description: string;
  category: string;
  price: number;
  minimum: number;
  platform: number;
  bottle?: string;
  default?: boolean;
  /** The cylinder it refills (or is, with `cylinder`). */
  capacity?: CylinderCapacity;
  cylinder?: boolean;
}

/** A gas unit's catalogue: refills with their empty bottles (vasilhames), water, accessories. */
const CATALOGUE: ProductSeed[] = [
  {
    description: 'Vasilhame P13 vazio',
    capacity: 'P13',
    cylinder: true,
    category: 'Vasilhames',
    price: 15000,
    minimum: 10,
    platform: 42,
  },
  {
    description: 'Vasilhame P20 vazio',
    capacity: 'P20',
    cylinder: true,
    category: 'Vasilhames',
    price: 26000,
    minimum: 2,
    platform: 6,
  },
  {
    description: 'Vasilhame P45 vazio',
    capacity: 'P45',
    cylinder: true,
    category: 'Vasilhames',
    price: 48000,
    minimum: 2,
    platform: 5,
  },
  { description: 'Galão 20 L vazio', category: 'Vasilhames', price: 2500, minimum: 10, platform: 30 },
  {
    description: 'Gás P13 (botijão 13 kg)',
    category: 'Gás GLP',
    price: 11000,
    minimum: 40,
    platform: 85,
    bottle: 'Vasilhame P13 vazio',
    capacity: 'P13',
    default: true,
  },
  {
    description: 'Gás P20 (empilhadeira 20 kg)',
    category: 'Gás GLP',
    price: 18500,
    minimum: 6,
    platform: 12,
    bottle: 'Vasilhame P20 vazio',
    capacity: 'P20',
  },
  {
    description: 'Gás P45 (cilindro 45 kg)',
    category: 'Gás GLP',
    price: 42000,
    minimum: 8,
    platform: 6,
    bottle: 'Vasilhame P45 vazio',
    capacity: 'P45',
  },
  {
    description: 'Água mineral 20 L (galão)',
    category: 'Água',
    price: 1500,
    minimum: 20,
    platform: 64,
    bottle: 'Galão 20 L vazio',
  },
  { description: 'Água mineral 1,5 L (fardo com 6)', category: 'Água', price: 1800, minimum: 5, platform: 18 },
  { description: 'Registro com mangueira 1,2 m', category: 'Acessórios', price: 4500, minimum: 5, platform: 3 },
];

function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return d.toISOString().slice(0, 10);
}

/**
 * Demo products with bottles and categories for each unit (the second unit, a sales point, carries a
 * shorter list), a few months of entries from the demo suppliers, and stock adjustments (lending to
 * demo customers when there are any, defects, losses) with some write-offs. Counts change through
 * `changeStock`, as in use; their opening counts are written by openDemoStock once the year's sales are.
 */
export async function seedStock(tx: Executor, units: number[], opts: { days?: number } = {}): Promise<void> {
  const weeks = Math.ceil((opts.days ?? 84) / 7);
  const [adminUser] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  const userId = adminUser?.id ?? null;
  for (const [index, resaleId] of units.entries()) {
    const catalogue = index === 0 ? CATALOGUE : CATALOGUE.filter((p) => !/P20|1,5 L|Registro/.test(p.description));
    const categoryIds = new Map<string, number>();
    for (const name of [...new Set(catalogue.map((p) => p.category))]) {
      const [c] = await tx.insert(categories).values({ name, resale_id: resaleId }).returning({ id: categories.id });
      categoryIds.set(name, c!.id);
    }
    const ids = new Map<string, number>();
    for (const p of catalogue) {
      const [row] = await tx
        .insert(products)
        .values({
          description: p.description,
          resale_id: resaleId,
          price_cents: index === 0 ? p.price : p.price + 500,
          category_id: categoryIds.get(p.category)!,
          bottle_id: p.bottle ? ids.get(p.bottle)! : null,
          default: p.default ?? false,
          capacity: p.capacity ?? null,
          is_cylinder: p.cylinder ?? false,
          stock_minimum: p.minimum,
        })
        .returning({ id: products.id });
      ids.set(p.description, row!.id);
    }

    // Entries over the demo's history, about what the units sell (salePlans.ts): every week a P13 load
    // exchanging empty bottles and a water load, every fortnight P45.
    const unitSuppliers = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .innerJoin(supplierResales, eq(supplierResales.owner_id, suppliers.id))
      .where(eq(supplierResales.resale_id, resaleId))
      .orderBy(asc(suppliers.id));
    const p13 = ids.get('Gás P13 (botijão 13 kg)')!;
    const water = ids.get('Água mineral 20 L (galão)')!;
    const p45 = ids.get('Gás P45 (cilindro 45 kg)')!;
    const loads: { offset: number; items: { product: number; quantity: number; price: number; bottles: boolean }[] }[] =
      [];
    for (let w = 0; w < weeks; w++) {
      loads.push({
        offset: -7 * w - 1,
        items: [{ product: p13, quantity: index === 0 ? 160 : 120, price: 7350 + (w % 9) * 10, bottles: true }],
      });
      loads.push({
        offset: -7 * w - 3,
        items: [{ product: water, quantity: index === 0 ? 150 : 110, price: 850, bottles: true }],
      });
      if (w % 2 === 1)
        loads.push({ offset: -7 * w - 2, items: [{ product: p45, quantity: 24, price: 29800, bottles: false }] });
    }
    loads.push({ offset: 0, items: [{ product: p13, quantity: 20, price: 7390, bottles: false }] });
    for (const [n, load] of loads.entries()) {
      const supplier = unitSuppliers[n % Math.max(1, unitSuppliers.length)]?.id ?? null;
      const items = load.items.map((i) => ({ quantity: i.quantity, price_cents: i.price, discount_cents: 0 }));
      const discount = n % 5 === 0 ? 2000 : 0;
      const { total_cents } = entryTotal(items, 'value', discount);
      const [entry] = await tx
        .insert(productEntries)
        .values({
          resale_id: resaleId,
          supplier_id: supplier,
          user_id: userId,
          invoice_number: String(48_210 + n * 7 + index * 1000),
          serial_number: '1',
          issue_date: day(load.offset),
          due_date: day(load.offset + 28),
          discount_type: 'value',
          discount_value_cents: discount,
          total_cents,
          created_at: new Date(`${day(load.offset)}T10:30:00-03:00`),
        })
        .returning({ id: productEntries.id });
      for (const i of load.items) {
        const [bottle] = await tx.select({ id: products.bottle_id }).from(products).where(eq(products.id, i.product));
        await tx.insert(productEntryItems).values({
          entry_id: entry!.id,
          product_id: i.product,
          quantity: i.quantity,
          price_cents: i.price,
          bottle_movement: i.bottles,
          bottle_quantity: i.bottles ? i.quantity : 0,
          bottle_id: i.bottles ? bottle?.id : null,
        });
        await changeStock(tx, i.product, { platform: i.quantity });
        if (i.bottles && bottle?.id) await changeStock(tx, bottle.id, { platform: -i.quantity });
      }
    }
    // Adjustments.
    const unitCustomers = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.resale_id, resaleId))
      .orderBy(asc(customers.id))
      .limit(4);
    const plan: {
      offset: number;
      movement: StockMovement;
      product: number;
      quantity: number;
      reason?: AdjustmentReason;
      justification?: string;
      customer?: number;
      writeOff?: number;
    }[] = [
      {
        offset: -20,
        movement: 'inflow',
        product: p13,
        quantity: 2,
        reason: 'compensation',
        justification: 'Ressarcimento da distribuidora por botijões com vazamento.',
      },
      {
        offset: -15,
        movement: 'outflow',
        product: p13,
        quantity: 1,
        reason: 'lost',
        justification: 'Botijão furtado do caminhão durante a entrega.',
      },
      { offset: -12, movement: 'defect', product: p13, quantity: 3, writeOff: 2 },
      {
        offset: -9,
        movement: 'receivable',
        product: ids.get('Vasilhame P13 vazio')!,
        quantity: 4,
        reason: 'others',
        justification: 'Vasilhames devolvidos por cliente que encerrou o contrato.',
      },
      {
        offset: -6,
        movement: 'outflow',
        product: water,
        quantity: 2,
        reason: 'donation',
        justification: 'Doação para a festa junina da escola do bairro.',
      },
      { offset: -2, movement: 'defect', product: water, quantity: 1 },
    ];
    for (const [n, c] of unitCustomers.entries()) {
      plan.push({
        offset: -30 + n * 5,
        movement: 'lending',
        product: n % 2 ? p45 : p13,
        quantity: n + 1,
        customer: c.id,
        writeOff: n === 0 ? 1 : 0,
      });
    }
    for (const a of plan) {
      const [row] = await tx
        .insert(stockAppointments)
        .values({
          date: day(a.offset),
          movement: a.movement,
          reason: a.reason ?? null,
          justification: a.justification ?? null,
          resale_id: resaleId,
          product_id: a.product,
          customer_id: a.customer ?? null,
          user_id: userId,
          quantity: a.quantity,
          written_off: a.writeOff ?? 0,
          created_at: new Date(`${day(a.offset)}T14:00:00-03:00`),
        })
        .returning({ id: stockAppointments.id });
      await changeStock(tx, a.product, adjustmentEffect(a.movement, a.quantity));
      if (a.writeOff) {
        await tx.insert(stockWriteOffs).values({ appointment_id: row!.id, quantity: a.writeOff, user_id: userId });
        await changeStock(tx, a.product, writeOffEffect(a.movement, a.writeOff));
      }
    }
  }
}

/** The catalogue's count of a product of the unit at `index` (the second unit carries half). */
const catalogueCount = (p: (typeof CATALOGUE)[number], index: number) =>
  index === 0 ? p.platform : Math.round(p.platform / 2);

/**
 * The demo products' opening counts (openStock), once the year's entries, adjustments and sales are written:
 * what the units held a year ago for today's platform to be the catalogue's count (never below zero: a
 * product its entries filled more than its sales emptied ends above it).
 */
export async function openDemoStock(tx: Executor, units: number[]): Promise<void> {
  for (const [index, resaleId] of units.entries()) {
    const counts = await queryRows<{ id: number; description: string; platform: number }>(
      tx,
      sql`select p.id, p.description, f.platform::int as platform
            from products p join (${platformFromSources}) f on f.product_id = p.id
           where p.resale_id = ${resaleId} order by p.id`,
    );
    for (const row of counts) {
      const p = CATALOGUE.find((c) => c.description === row.description);
      if (p) await openStock(tx, row.id, Math.max(0, catalogueCount(p, index) - Number(row.platform)));
    }
  }
}
