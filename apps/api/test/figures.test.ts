import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Executor, queryRows } from '../src/db/client';
import { planSaleMoney, readMoneySales } from '../src/modules/receivables/saleMoney';
import { READ_MODELS, checkFigures, rebuildFigures } from '../src/read-models/index';
import { addDays, caller, demoSaleRefs, methodId, today } from './finance-helpers';
import { type TestContext, createTestContext } from './helpers';

// Every stored derived figure (src/read-models) against its recompute from the source rows: on a fresh demo
// database (bulk-loaded with the triggers off), after a corruption of each one, and after the
// product's own writes. The Caixa list is the symptom the demo data showed.

let t: TestContext;
let admin: ReturnType<typeof caller>;

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

/** Plain SQL with the row triggers off, as a bulk load runs (a trigger would repair some of these at once). */
const asReplica = (statement: ReturnType<typeof sql>) => async (db: Executor) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

/** A corruption of each declared figure: one stored value made wrong by plain SQL. */
const CORRUPT: Record<string, (db: Executor) => Promise<unknown>> = {
  empty_balances: (db) =>
    db.execute(sql`insert into empty_balances (resale_id, account, capacity, state, quantity)
                   values ((select min(id) from resales), 'place', 'P13', 'avariado', 7)
                   on conflict on constraint empty_balances_key do update set quantity = empty_balances.quantity + 7`),
  'product_entry_items.entry_fields': asReplica(
    sql`update product_entry_items set issue_date = issue_date - 1 where id = (select min(id) from product_entry_items)`,
  ),
  'product_entries.total_cents': (db) =>
    db.execute(
      sql`update product_entries set total_cents = total_cents + 1 where id = (select min(id) from product_entries)`,
    ),
  product_entry_sums: (db) =>
    db.execute(sql`update product_entry_sums set entries = entries + 1
                    where (monthly, period) = (select monthly, period from product_entry_sums limit 1)`),
  product_entry_item_sums: (db) =>
    db.execute(sql`update product_entry_item_sums set quantity = quantity + 1
                    where (monthly, period, description) = (select monthly, period, description from product_entry_item_sums limit 1)`),
  'stock_appointments.written_off': (db) =>
    db.execute(sql`update stock_appointments set written_off = written_off + 1
                    where id = (select min(id) from stock_appointments where written_off < quantity)`),
  'products.stock': (db) =>
    db.execute(sql`update products set stock_lending = stock_lending + 1 where id = (select min(id) from products)`),
  'products.stock_platform': (db) =>
    db.execute(sql`update products set stock_platform = stock_platform - 3 where id = (select min(id) from products)`),
  'products.list_json_head': (db) =>
    db.execute(
      sql`update products set list_json_head = list_json_head || ' ' where id = (select min(id) from products)`,
    ),
  'sales.totals': (db) =>
    db.execute(sql`update sales set total_cents = total_cents + 1 where id = (select min(id) from sales)`),
  'sales.item_arrays': asReplica(
    sql`update sales set item_quantities = array[99] where id = (select min(id) from sales)`,
  ),
  sale_unit_sums: (db) =>
    db.execute(sql`update sale_unit_sums set n = n + 1
                    where (resale_id, day) = (select resale_id, day from sale_unit_sums limit 1) and kind = 0`),
  sale_day_sums: (db) =>
    db.execute(sql`update sale_day_sums set total_cents = total_cents + 1
                    where (day, status) = (select day, status from sale_day_sums limit 1) and kind = 0`),
  sale_hour_sums: (db) =>
    db.execute(sql`update sale_hour_sums set total_cents = total_cents + 1
                    where (resale_id, day, hour, channel) = (select resale_id, day, hour, channel from sale_hour_sums limit 1)`),
  sale_delivery_sums: (db) =>
    db.execute(sql`delete from sale_delivery_sums
                    where (resale_id, day, employee_id, bucket) = (select resale_id, day, employee_id, bucket from sale_delivery_sums limit 1)`),
  sale_doc_counters: (db) =>
    db.execute(sql`insert into sale_doc_counters (resale_id, last) select min(id), 1 from resales
                   on conflict (resale_id) do update set last = 1`),
  'receivables (Gás do Povo)': (db) =>
    db.execute(sql`insert into receivables (resale_id, sale_id, payment_method_id, customer_id, issue_date, due_date, value_cents)
                   select s.resale_id, s.id, (select id from payment_methods where kind = 'gas_do_povo'), s.customer_id,
                          current_date, current_date + 2, 8967
                     from sales s where s.status not in ('canceled', 'rejected') and s.customer_id is not null
                    order by s.id limit 1`),
  'receivables.received_cents': (db) =>
    db.execute(sql`update receivables set received_cents = received_cents + 1
                    where id = (select min(id) from receivables where received_cents < value_cents)`),
  'payables.amount_cents': (db) =>
    db.execute(sql`update payables set amount_cents = amount_cents + 1
                    where id = (select min(id) from payables where amount_cents < value_cents)`),
  transaction_totals: (db) =>
    db.execute(sql`update transaction_totals set n = n + 1
                    where (date, movement, shard) = (select date, movement, shard from transaction_totals limit 1)`),
  transaction_descriptions: (db) =>
    db.execute(
      sql`delete from transaction_descriptions where description = (select min(description) from transactions)`,
    ),
  receivable_day_totals: (db) =>
    db.execute(sql`update receivable_day_totals set value_cents = value_cents + 1
                    where (due_date, "open", shard) = (select due_date, "open", shard from receivable_day_totals limit 1)`),
  'customers.debt_cents': (db) =>
    db.execute(sql`update customers set debt_cents = debt_cents + 1 where id = (select min(id) from customers)`),
  'customers.statistics': (db) =>
    db.execute(sql`update customers set purchase_interval_days = coalesce(purchase_interval_days, 0) + 1
                    where id = (select min(customer_id) from sales)`),
  'customers.address_search': (db) =>
    db.execute(sql`update customers set address_search = 'rua errada' where id = (select min(id) from customers)`),
  'customer_contacts.resale_id': (db) =>
    db.execute(sql`update customer_contacts set resale_id = (select max(id) from resales)
                    where id = (select min(cc.id) from customer_contacts cc join customers c on c.id = cc.customer_id
                                 where c.resale_id <> (select max(id) from resales))`),
  customer_names: (db) => db.execute(sql`delete from customer_names where name = (select min(name) from customers)`),
  'call_logs.customer_name_search': async (db) => {
    await db.execute(sql`insert into call_logs (kind, phone, resale_id, customer_id)
                         select 'incoming', '19990001111', resale_id, id from customers order by id limit 1`);
    await db.execute(
      sql`update call_logs set customer_name_search = 'outro nome' where id = (select max(id) from call_logs)`,
    );
  },
  call_log_hours: (db) =>
    db.execute(sql`insert into call_log_hours (hour, kind, n) values (date_trunc('hour', now(), 'UTC'), 'outgoing', 5)
                   on conflict (hour, kind) do update set n = call_log_hours.n + 5`),
};

beforeAll(async () => {
  t = await createTestContext();
  admin = caller(t, 'admin');
});
afterAll(async () => t?.close());

describe('the demo sales’ money (one rule)', () => {
  it('is, for every sale, what the sale write path’s planner books: its cash entries and receivables', async () => {
    const ids = await rows<{ id: number }>(sql`select id from sales order by id`);
    expect(ids.length).toBeGreaterThan(1000);
    const planned = await readMoneySales(
      t.database.db,
      ids.map((r) => r.id),
    );
    const expected = planned.flatMap(({ sale, payments }) => {
      const plan = planSaleMoney(sale, payments);
      return [
        ...plan.cash.map((p) => `${sale.id} cash ${sale.day} ${p.value_cents} Venda #${sale.doc_number} - ${p.label}`),
        ...plan.term.map(
          (p) => `${sale.id} term ${p.due_date} ${p.value_cents} Venda #${sale.doc_number} - ${p.label}`,
        ),
      ];
    });
    const stored = await rows<{ line: string }>(sql`
      select line from (
        select sale_id, id, 0 as k, sale_id || ' cash ' || date || ' ' || value_cents || ' ' || description as line
          from transactions where sale_id is not null
        union all
        select sale_id, id, 1, sale_id || ' term ' || due_date || ' ' || value_cents || ' ' || description
          from receivables where sale_id is not null) x
      order by sale_id, k, id`);
    expect(stored.map((r) => r.line)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(1000);
  });
});

describe('read models (stored derived figures)', () => {
  it('are exact on a fresh demo database', async () => {
    expect(await checkFigures(t.database.db)).toEqual([]);
  });

  it('each has a corruption below (a new declaration needs one)', () => {
    expect(Object.keys(CORRUPT).sort()).toEqual(READ_MODELS.map((m) => m.name).sort());
  });

  for (const m of READ_MODELS)
    it(`${m.name}: a wrong stored figure is reported, and rebuilt exact`, async () => {
      await CORRUPT[m.name]!(t.database.db);
      const found = await checkFigures(t.database.db, { only: [m.name] });
      expect(found.map((d) => d.name)).toEqual([m.name]);
      expect(found[0]!.count).toBeGreaterThan(0);
      expect(found[0]!.rows[0]!.stored).not.toEqual(found[0]!.rows[0]!.expected);
      expect(await rebuildFigures(t.database.db, { only: [m.name] })).toEqual([m.name]);
      expect(await checkFigures(t.database.db, { only: [m.name] })).toEqual([]);
    });

  it('are all exact after the corruptions were rebuilt, and a rebuild then changes nothing', async () => {
    expect(await checkFigures(t.database.db)).toEqual([]);
    expect(await rebuildFigures(t.database.db)).toEqual([]);
  });
});

describe('GET /api/transactions on the demo data (the title counts every entry, not the page)', () => {
  for (const [label, back] of [
    ['yesterday', -1],
    ['today', 0],
  ] as const)
    it(`[200] ${label}: Total and Transaction-Meta count every entry of the day, and page 2 holds the rest`, async () => {
      const day = addDays(today(), back);
      const want = await rows<{ movement: string; n: number; v: number }>(
        sql`select movement::text, count(*)::int as n, sum(value_cents)::float8 as v from transactions
             where date = ${day} group by 1`,
      );
      const total = want.reduce((s, r) => s + r.n, 0);
      const res = await admin('GET', `/transactions?date=${day}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(Number(res.headers.total)).toBe(total);
      const meta = JSON.parse(String(res.headers['transaction-meta']));
      expect(meta.count).toBe(total);
      for (const movement of ['inflow', 'outflow', 'receivable']) {
        const w = want.find((r) => r.movement === movement);
        expect(meta[movement], movement).toEqual({ count: w?.n ?? 0, value_cents: w?.v ?? 0 });
      }
      const value = (m: string) => want.find((r) => r.movement === m)?.v ?? 0;
      expect(meta.balance_cents).toBe(value('inflow') + value('receivable') - value('outflow'));
      const perPage = Number(res.headers['per-page']);
      // Yesterday had a whole day of sales (more than a page); today as many as the hour has brought.
      if (back < 0) expect(total).toBeGreaterThan(perPage);
      expect(res.json()).toHaveLength(Math.min(perPage, total));
      const page2 = await admin('GET', `/transactions?date=${day}&page=2`);
      expect(page2.statusCode).toBe(200);
      expect(page2.json()).toHaveLength(Math.max(0, Math.min(perPage, total - perPage)));
    });
});

describe('the product writes keep every figure exact', () => {
  it('after sales (cash and term, with a customer), a cancel, a receipt, an entry, an adjustment and its write-off', async () => {
    const { centro, p13, water, cash } = await demoSaleRefs(t);
    const boleto = await methodId(t, 'Boleto 30 dias');
    const [customer] = await rows<{ id: number }>(
      sql`select id from customers where resale_id = ${centro} order by id limit 1`,
    );
    const sale = (payments: unknown[], extra: Record<string, unknown> = {}) =>
      admin('POST', '/sales', {
        sale: {
          resale_id: centro,
          customer_id: customer!.id,
          items_attributes: [
            { product_id: p13, quantity: 2, price_cents: 11000 },
            { product_id: water, quantity: 1, price_cents: 1500 },
          ],
          payments_attributes: payments,
          ...extra,
        },
      });
    const paid = await sale([{ payment_method_id: cash, value_cents: 25000 }]);
    expect(paid.statusCode, paid.body).toBe(201);
    const term = await sale([
      { payment_method_id: cash, value_cents: 3500 },
      { payment_method_id: boleto, value_cents: 20000, due_date: addDays(today(), 30) },
    ]);
    expect(term.statusCode, term.body).toBe(201);
    const backdated = await sale([{ payment_method_id: cash, value_cents: 23500 }], {
      sold_on: `${addDays(today(), -40)}T10:00:00-03:00`,
    });
    expect(backdated.statusCode, backdated.body).toBe(201);
    expect((await admin('PATCH', `/sales/${paid.json().id}/cancel`)).statusCode).toBe(200);

    const [receivable] = await rows<{ id: number }>(sql`select id from receivables where sale_id = ${term.json().id}`);
    const receipt = await admin('PATCH', `/receivables/${receivable!.id}`, { receivable: {}, received_value: 5000 });
    expect(receipt.statusCode, receipt.body).toBe(200);

    const supplier = (await admin('GET', `/product_entries/suppliers?resale_id=${centro}`)).json().data[0].id;
    const entry = await admin('POST', '/product_entries', {
      product_entry: {
        resale_id: centro,
        supplier_id: supplier,
        issue_date: today(),
        discount_type: 'percentage',
        discount_value_cents: 250,
        items_attributes: [{ product_id: p13, quantity: 7, price_cents: 7333 }],
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const lent = await admin('POST', '/stock_appointments', {
      stock_appointment: {
        date: today(),
        resale_id: centro,
        product_id: p13,
        movement: 'lending',
        quantity: 2,
        customer_id: customer!.id,
      },
    });
    expect(lent.statusCode, lent.body).toBe(201);
    expect((await admin('PATCH', `/stock_appointments/write_off/${lent.json().id}`, { quantity: 1 })).statusCode).toBe(
      200,
    );
    expect(
      (await admin('POST', '/call_logs', { call_log: { phone: '19997001122', resale_id: centro } })).statusCode,
    ).toBe(201);

    expect(await checkFigures(t.database.db)).toEqual([]);
  });
});
