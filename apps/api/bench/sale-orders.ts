import { type SaleChannel, isWalkIn } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client';
import type { CreateInput } from '../src/modules/sales/schemas';
import type { Samples } from './types';
import { randomSource } from '../src/db/seed/salePlans';

/**
 * Sale orders as the busy unit takes them, for the sale-creation line: customers, products, deliverers,
 * payment methods and channels of the unit drawn from the dataset, with the mix the sales dataset was
 * generated with (sales-datasets.ts): mostly phone orders ('disk', WhatsApp) of one P13 for a known
 * customer and taken by a deliverer, a tenth with a second product, now and then two or three of one,
 * walk-ins at the counter (no deliverer, finished at once), one payment at the product's price and one
 * in twenty split over two methods. A fixed seed: each run sends the same orders.
 */
export async function drawSaleOrders(db: Db, samples: Samples, count = 1000): Promise<CreateInput[]> {
  const unit =
    Number(samples.saleResaleId) ||
    Number((await queryRows<{ id: number }>(db, sql`select min(id)::int as id from resales`))[0]?.id);
  const [refs] = await queryRows<{
    customers: number[] | null;
    products: { id: number; price_cents: number }[] | null;
    deliverers: number[] | null;
    methods: { id: number; term: boolean }[] | null;
  }>(
    db,
    sql`select
      (select array_agg(id order by id) from (select id from customers where resale_id = ${unit} order by id limit 5000) c) as customers,
      (select json_agg(json_build_object('id', id, 'price_cents', price_cents) order by id)
         from (select id, price_cents from products where resale_id = ${unit} and price_cents > 0 order by id limit 12) p) as products,
      (select array_agg(e.id order by e.id) from employees e join employee_resales er on er.employee_id = e.id
        where er.resale_id = ${unit} and e.role = 'deliverer') as deliverers,
      (select json_agg(json_build_object('id', m.id, 'term', m.delivery_time > 0) order by m.id)
         from payment_methods m join payment_method_resales x on x.payment_method_id = m.id
        where x.resale_id = ${unit} and m.status) as methods`,
  );
  const customers = refs?.customers ?? [];
  const products = refs?.products ?? [];
  const deliverers = refs?.deliverers ?? [];
  const methods = refs?.methods ?? [];
  if (!products.length || !methods.length) throw new Error(`unit ${unit} has no products or no payment methods`);
  const cash = methods.filter((m) => !m.term);

  const random = randomSource(26);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chance = (p: number) => random() < p;
  // The dataset's channels: disk 4 in 10, WhatsApp 2, then door, business, pos and others 1 each.
  const channels: SaleChannel[] = [
    'disk',
    'disk',
    'disk',
    'disk',
    'whatsapp',
    'whatsapp',
    'door',
    'business',
    'pos',
    'others',
  ];

  return Array.from({ length: count }, (): CreateInput => {
    const channel = pick(channels);
    const walkIn = isWalkIn(channel);
    const customer = customers.length && chance(walkIn ? 0.3 : 0.85) ? pick(customers) : null;
    const deliverer = deliverers.length && !walkIn && chance(0.8) ? pick(deliverers) : null;
    // Mostly the unit's first product (the P13 refill), otherwise any of its products.
    const first = chance(0.7) ? products[0]! : pick(products);
    const items = [
      { product_id: first.id, quantity: chance(0.15) ? 2 + Number(chance(0.2)) : 1, price_cents: first.price_cents },
    ];
    const others = products.filter((p) => p.id !== first.id);
    if (others.length && chance(0.1)) {
      const second = pick(others);
      items.push({ product_id: second.id, quantity: 1, price_cents: second.price_cents });
    }
    const total = items.reduce((sum, i) => sum + i.quantity * i.price_cents, 0);
    // A term method (boleto) is sold to a known customer only, as its receivable is theirs.
    const method = () => pick(customer ? methods : cash.length ? cash : methods).id;
    const payments =
      chance(0.05) && total > 1
        ? [
            { payment_method_id: method(), value_cents: Math.floor(total / 2), due_date: null },
            { payment_method_id: method(), value_cents: total - Math.floor(total / 2), due_date: null },
          ]
        : [{ payment_method_id: method(), value_cents: total, due_date: null }];
    return {
      resale_id: unit,
      channel,
      customer_id: customer,
      employee_id: deliverer,
      items_attributes: items,
      payments_attributes: payments,
      obs: null,
    };
  });
}
