import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { queryRows } from '../src/db/client';
import { addDays, caller, demoSaleRefs, methodId, one, today } from './finance-helpers';
import type { TestContext } from './helpers';

type Call = ReturnType<typeof caller>;

interface Refs extends Awaited<ReturnType<typeof demoSaleRefs>> {
  boleto: number;
  customers: number[];
  supplier: number;
  inflowAccount: number;
}

async function workloadRefs(t: TestContext): Promise<Refs> {
  const refs = await demoSaleRefs(t);
  const customers = (
    await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from customers where resale_id = ${refs.centro} order by id limit 6`,
    )
  ).map((r) => Number(r.id));
  const supplier = await one<{ id: number }>(
    t,
    sql`select s.id from suppliers s join supplier_resales x on x.supplier_id = s.id where x.resale_id = ${refs.centro} order by s.id limit 1`,
  );
  const account = await one<{ id: number }>(
    t,
    sql`select id from accounts where resale_id = ${refs.centro} and movement = 'inflow' order by id limit 1`,
  );
  return {
    ...refs,
    boleto: await methodId(t, 'Boleto 30 dias'),
    customers,
    supplier: supplier.id,
    inflowAccount: account.id,
  };
}

/** A customer import (a background job of short batches) of `n` new customers with phones and addresses. */
async function startImport(t: TestContext, resaleId: number, round: number, n: number): Promise<number> {
  const boundary = '----ability-workload';
  const rows = Array.from(
    { length: n },
    (_, i) =>
      `Importado ${round}-${i};;1996${round}${String(i).padStart(6, '0')};;;Rua Nova;${i + 1};Centro;Campinas;SP;;;;`,
  );
  const csv = [
    'Nome;CPF/CNPJ;Telefones;WhatsApp;CEP;Endereço;Número;Bairro;Cidade;UF;Dia aniversário;Mês aniversário;Grupo;Observações',
    ...rows,
  ].join('\n');
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="resale_id"\r\n\r\n${resaleId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customers/import',
    headers: { ...(await t.as('attendant')), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(202);
  return (res.json() as { id: number }).id;
}

/** Waits for an import job to stop running; it must have written every row. */
async function importDone(t: TestContext, id: number): Promise<void> {
  const until = Date.now() + 120_000;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/customers/import/${id}`, headers: await t.as('admin') });
    const job = res.json() as { state: string; failed: unknown[] };
    if (job.state !== 'running') {
      expect(job, res.body).toMatchObject({ state: 'finished', failed: [] });
      return;
    }
    if (Date.now() > until) throw new Error(`import ${id} still running`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const ok = (r: LightMyRequestResponse, what: string) => {
  expect(r.statusCode, `${what}: ${r.body}`).toBeLessThan(300);
  return r.statusCode === 204 ? undefined : r.json();
};

/** Writes that must be refused now and then under concurrency (e.g. a status already final) answer 422, never 5xx. */
const settled = (r: LightMyRequestResponse, what: string) => {
  expect([200, 201, 204, 422], `${what}: ${r.body}`).toContain(r.statusCode);
  return r.statusCode < 300 && r.statusCode !== 204 ? r.json() : undefined;
};

/**
 * Many writers at once on one unit, of every kind that moves a stored figure: sales in cash, with change,
 * on term and in installments (one customer's several at once), edits, status changes, cancels and
 * deletions; receipts single and in bulk; receivables by hand; product entries and their deletion; stock
 * adjustments (lending, defect, inflow) and write-offs; cash entries and their deletion; calls; customer
 * renames; customer imports. Each round's writes run together (on PostgreSQL, really at once); later rounds act on what the
 * earlier ones made. Returns what it made, for a caller that reads a figure meanwhile.
 */
export async function runConcurrentWorkload(t: TestContext, rounds = 3): Promise<{ sales: number[] }> {
  const r = await workloadRefs(t);
  const admin: Call = caller(t, 'admin');
  const attendant: Call = caller(t, 'attendant');
  const day = today();
  const sale = (customer: number | null, extra: Record<string, unknown> = {}, n = 1) => ({
    sale: {
      resale_id: r.centro,
      customer_id: customer,
      items_attributes: [{ product_id: n % 2 ? r.p13 : r.water, quantity: n, price_cents: 11000 }],
      payments_attributes: [{ payment_method_id: r.cash, value_cents: n * 11000 + (n % 3) * 500 }],
      ...extra,
    },
  });
  const term = (customer: number, installments = 1) => ({
    sale: {
      resale_id: r.centro,
      customer_id: customer,
      items_attributes: [{ product_id: r.p13, quantity: 2, price_cents: 11000 }],
      payments_attributes: [
        { payment_method_id: r.boleto, value_cents: 22000, installments, due_date: addDays(day, 30) },
      ],
    },
  });
  const sales: number[] = [];
  const termSales: number[] = [];
  const entries: number[] = [];
  const lendings: number[] = [];
  const cashEntries: number[] = [];
  const imports: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const c = (i: number) => r.customers[(round + i) % r.customers.length]!;
    const earlier: number[] = sales.splice(0, Math.min(sales.length, 6));
    const earlierTerm = termSales.splice(0, Math.min(termSales.length, 3));
    const receivables = earlierTerm.length
      ? (
          await queryRows<{ id: number }>(
            t.database.db,
            sql`select id from receivables where sale_id = any(${`{${earlierTerm.join(',')}}`}::int[]) order by id`,
          )
        ).map((x) => Number(x.id))
      : [];
    // One import runs at a time per unit: the round's starts once the last one is done (it ran alongside
    // the previous round's writes).
    for (const id of imports.splice(0)) await importDone(t, id);
    const jobs: Promise<unknown>[] = [
      startImport(t, r.centro, round, 120).then((id) => imports.push(id)),
      ...[0, 1, 2, 3, 4, 5].map((i) =>
        admin('POST', '/sales', sale(i % 4 ? c(i) : null, {}, 1 + (i % 3))).then((x) => sales.push(ok(x, 'sale').id)),
      ),
      ...[0, 1, 2].map((i) =>
        attendant('POST', '/sales', term(c(0), 1 + (i % 2))).then((x) => termSales.push(ok(x, 'term sale').id)),
      ),
      admin('POST', '/sales', sale(c(1), { status: 'finished', channel: 'door' })).then((x) =>
        sales.push(ok(x, 'walk-in').id),
      ),
      admin('POST', '/sales', {
        sale: { ...sale(c(2)).sale, customer_id: undefined, customer_attributes: { name: `Novo ${round} ${day}` } },
      }).then((x) => sales.push(ok(x, 'inline customer').id)),
      ...earlier.slice(0, 2).map((id) => admin('PATCH', `/sales/${id}/cancel`).then((x) => settled(x, 'cancel'))),
      ...earlier
        .slice(2, 3)
        .map((id) =>
          admin('PATCH', '/sales/update_status', { id, status: 'finished' }).then((x) => settled(x, 'finish')),
        ),
      admin('PATCH', '/sales/update_status_all', { sale_ids: earlier.slice(3, 5), status: 'delivered' }).then((x) =>
        settled(x, 'bulk status'),
      ),
      ...earlier.slice(5, 6).map((id) => admin('DELETE', `/sales/${id}`).then((x) => settled(x, 'delete sale'))),
      ...receivables
        .slice(0, 2)
        .map((id) =>
          admin('PATCH', `/receivables/${id}`, { receivable: {}, received_value: 5000 }).then((x) =>
            settled(x, 'receipt'),
          ),
        ),
      ...(receivables.length > 2
        ? [
            attendant('PATCH', '/receivables/bulk', { receivable_ids: receivables.slice(2, 4) }).then((x) =>
              settled(x, 'bulk receipt'),
            ),
          ]
        : []),
      admin('POST', '/receivables', {
        receivable: {
          document: `W${round}`,
          resale_id: r.centro,
          customer_id: c(0),
          bill_attributes: {
            issue_date: day,
            due_date: addDays(day, round - 1),
            description: 'Carga',
            account_id: r.inflowAccount,
            payment_method_id: r.boleto,
            value_cents: 7000 + round,
          },
        },
      }).then((x) => ok(x, 'receivable')),
      admin('POST', '/product_entries', {
        product_entry: {
          resale_id: r.centro,
          supplier_id: r.supplier,
          issue_date: day,
          due_date: addDays(day, 10),
          items_attributes: [
            { product_id: r.p13, quantity: 5 + round, price_cents: 9000 },
            { product_id: r.water, quantity: 3, price_cents: 800 },
          ],
        },
      }).then((x) => entries.push(ok(x, 'entry').id)),
      ...entries
        .splice(0, 1)
        .map((id) => admin('DELETE', `/product_entries/${id}`).then((x) => settled(x, 'delete entry'))),
      admin('POST', '/stock_appointments', {
        stock_appointment: {
          date: day,
          resale_id: r.centro,
          movement: 'lending',
          product_id: r.p13,
          customer_id: c(3),
          quantity: 2,
        },
      }).then((x) => lendings.push(ok(x, 'lending').id)),
      admin('POST', '/stock_appointments', {
        stock_appointment: { date: day, resale_id: r.centro, movement: 'defect', product_id: r.p13, quantity: 1 },
      }).then((x) => ok(x, 'defect')),
      admin('POST', '/stock_appointments', {
        stock_appointment: {
          date: day,
          resale_id: r.centro,
          movement: 'inflow',
          reason: 'others',
          product_id: r.water,
          quantity: 4,
        },
      }).then((x) => ok(x, 'inflow')),
      ...lendings
        .slice(0, 1)
        .map((id) =>
          admin('PATCH', `/stock_appointments/write_off/${id}`, { quantity: 1 }).then((x) => settled(x, 'write-off')),
        ),
      admin('POST', '/transactions', {
        transaction: {
          description: `Despesa ${round}`,
          movement: 'outflow',
          date: day,
          value_cents: 1234,
          resale_id: r.centro,
        },
      }).then((x) => cashEntries.push(ok(x, 'outflow').id)),
      ...cashEntries
        .splice(0, 1)
        .map((id) => admin('DELETE', `/transactions/${id}`).then((x) => settled(x, 'delete entry'))),
      ...[0, 1].map((i) =>
        attendant('POST', '/call_logs', { call_log: { kind: 'incoming', phone: `1997${round}${i}00000` } }).then((x) =>
          settled(x, 'call'),
        ),
      ),
      admin('PATCH', `/customers/${c(4)}`, { customer: { contacted: 'whatsapp', obs: `Rodada ${round}` } }).then((x) =>
        ok(x, 'contacted'),
      ),
      admin('PATCH', `/customers/${c(5)}`, { customer: { name: `Cliente Renomeado ${round}` } }).then((x) =>
        ok(x, 'rename'),
      ),
    ];
    await Promise.all(jobs);
  }
  for (const id of imports) await importDone(t, id);
  return { sales };
}
