import { addDays, todayIn } from '@ability/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../src/db/client';
import type { DemoRole, TestContext } from './helpers';
import { demoUnits } from './registers-helpers';

export const today = () => todayIn(process.env.APP_TIMEZONE ?? 'America/Sao_Paulo');
export { addDays };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call as a demo role; `url` below /api. */
export function caller(t: TestContext, role: DemoRole = 'admin') {
  return async (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `/api${url}`, headers: await t.as(role), payload: payload as object });
}

export async function one<T>(t: TestContext, query: ReturnType<typeof sql>): Promise<T> {
  const rows = await queryRows<T>(t.database.db, query);
  return rows[0]!;
}

export async function methodId(t: TestContext, description: string): Promise<number> {
  return (await one<{ id: number }>(t, sql`select id from payment_methods where description = ${description}`)).id;
}

export async function newCustomer(t: TestContext, resaleId: number, name = 'Cliente Teste'): Promise<number> {
  return (
    await one<{ id: number }>(
      t,
      sql`insert into customers (name, resale_id, cpf_cnpj) values (${name}, ${resaleId}, '52998224725') returning id`,
    )
  ).id;
}

export async function debtOf(t: TestContext, customerId: number): Promise<number> {
  return Number((await one<{ d: number }>(t, sql`select debt_cents as d from customers where id = ${customerId}`)).d);
}

/**
 * A sale's rows without its money, for the tests of the money booking itself (`bookSaleMoney` books it next):
 * items total `total`, payments as given (due_date null = on the sale's day), change computed as the server does.
 * Tests make their sales through the one sale write path, `POST /api/sales` (the reports' fixture too), except those
 * that check what plain SQL writes (the kept sums' and arrays' triggers) and the booking's; and a rejected sale, which
 * no action of the product makes (the seeds keep 'rejeitado' as a label only).
 */
export async function insertSale(
  t: TestContext,
  s: {
    resaleId: number;
    customerId: number | null;
    soldOn?: string;
    payments: { method: number; value: number; installments?: number; due?: string | null }[];
    total: number;
    status?: string;
  },
): Promise<number> {
  const paid = s.payments.reduce((a, p) => a + p.value, 0);
  const change = Math.max(0, paid - s.total);
  const soldOn = s.soldOn ? `${s.soldOn}T15:00:00-03:00` : new Date().toISOString();
  const sale = await one<{ id: number }>(
    t,
    sql`insert into sales (doc_number, status, resale_id, customer_id, total_cents, change_cents, sold_on, user_id)
        values ((select coalesce(max(doc_number), 0) + 1 from sales), ${s.status ?? 'created'}, ${s.resaleId}, ${s.customerId},
                ${s.total}, ${change}, ${soldOn}::timestamptz, (select id from users where email = 'admin@demo.com.br'))
        returning id`,
  );
  for (const p of s.payments)
    await queryRows(
      t.database.db,
      sql`insert into sale_payments (sale_id, payment_method_id, value_cents, installments, due_date)
          values (${sale.id}, ${p.method}, ${p.value}, ${p.installments ?? 1}, ${p.due ?? null})`,
    );
  return sale.id;
}

export async function saleMoney(t: TestContext, saleId: number) {
  const cash = await queryRows<{ value_cents: number; date: string; movement: string }>(
    t.database.db,
    sql`select value_cents::int, date::text, movement::text from transactions where sale_id = ${saleId} order by id`,
  );
  const recs = await queryRows<{ id: number; value_cents: number; received_cents: number; due_date: string }>(
    t.database.db,
    sql`select id, value_cents::int, received_cents::int, due_date::text from receivables where sale_id = ${saleId} order by due_date, id`,
  );
  return { cash, recs };
}

/**
 * The demo records the sales tests work with: both units, the P13 and water of the first and the P13 of the
 * second, cash and PIX, the demo deliverer and a second deliverer, who is made to serve the first unit too.
 */
export async function demoSaleRefs(t: TestContext) {
  const { centro, valinhos } = await demoUnits(t);
  const product = async (description: string, resaleId: number) =>
    (
      await one<{ id: number }>(
        t,
        sql`select id from products where description = ${description} and resale_id = ${resaleId}`,
      )
    ).id;
  const deliverer = (
    await one<{ id: number }>(t, sql`select employee_id as id from users where email = 'entregador@demo.com.br'`)
  ).id;
  const otherDeliverer = (
    await one<{ id: number }>(t, sql`select id from employees where name = 'Rafael Souza Santos'`)
  ).id;
  await t.database.db.execute(
    sql`insert into employee_resales (employee_id, resale_id) values (${otherDeliverer}, ${centro}) on conflict do nothing`,
  );
  return {
    centro,
    valinhos,
    p13: await product('Gás P13 (botijão 13 kg)', centro),
    water: await product('Água mineral 20 L (galão)', centro),
    p13Valinhos: await product('Gás P13 (botijão 13 kg)', valinhos),
    cash: await methodId(t, 'Dinheiro'),
    pix: await methodId(t, 'PIX'),
    deliverer,
    otherDeliverer,
  };
}
