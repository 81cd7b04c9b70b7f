import { SUMMARY_HEADER_MAX_BYTES, SUMMARY_OTHERS_KEY, foldSummary } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { markDelayedSales } from '../src/modules/sales/delayJob';
import { type SaleFilter, saleConditions, saleSummaries, summariesFromSales } from '../src/modules/sales/queries';
import { addDays, caller, demoSaleRefs, one, today } from './finance-helpers';
import { type TestContext, cashSaleBody, createTestContext } from './helpers';

// The list's and the daily closing's summary rows (sale_unit_sums, sale_day_sums; migrations 0021, 0024:
// items' values and the change on each sale's last payment) against a recompute from the
// sales, their items and their payments after every kind of write, and the list's summaries read from
// them against the same figures summed from the sale rows.

let t: TestContext;
let centro: number;
let valinhos: number;
let p13: number;
let water: number;
let p13Valinhos: number;
let cash: number;
let pix: number;
let deliverer: number;
let otherDeliverer: number;
let admin: ReturnType<typeof caller>;

const TZ = 'America/Sao_Paulo';
const day = '2022-07-14';

interface Sale {
  id: number;
  status: string;
  items: { id: number; product_id: number; quantity: number }[];
  payments: { id: number; payment_method_id: number; value_cents: number }[];
}

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

/** Every sale's contribution summed from the base tables (items and payments read from their own rows). */
const recompute = sql`
  with s as (
    select id, resale_id, coalesce(employee_id, 0) as employee_id, (sold_on at time zone ${TZ})::date as day,
           status, channel, total_cents, change_cents
      from sales),
  e as (
    select resale_id, employee_id, day, status, channel, 0 as kind, 0 as ref, 1::bigint as n, total_cents as t, change_cents as c from s
    union all
    select s.resale_id, s.employee_id, s.day, s.status, s.channel, 1, i.product_id, i.quantity,
           i.price_cents::bigint * i.quantity - i.discount_cents, 0
      from s join sale_items i on i.sale_id = s.id
    union all
    select s.resale_id, s.employee_id, s.day, s.status, s.channel, 2, p.payment_method_id, p.value_cents, 0,
           case when p.last then s.change_cents else 0 end
      from s join (select *, row_number() over (partition by sale_id order by id desc) = 1 as last
                     from sale_payments) p on p.sale_id = s.id)`;

async function expectExact() {
  // The items' values kept on each sale, in id order, as its items give them.
  const values = await rows(sql`select s.id, s.item_values::text as v, coalesce(i.v, '{}')::text as want
    from sales s left join (select sale_id, array_agg(price_cents::bigint * quantity - discount_cents order by id) as v
                              from sale_items group by sale_id) i on i.sale_id = s.id
   where s.item_values is distinct from coalesce(i.v, '{}')`);
  expect(values).toEqual([]);
  const unit = await rows(sql`select resale_id, employee_id, day::text as day, status::text as status,
      channel::text as channel, kind::int as kind, ref, n::float8 as n, total_cents::float8 as t, change_cents::float8 as c
    from sale_unit_sums order by 1, 2, 3, 4, 5, 6, 7`);
  const unitWant = await rows(sql`${recompute}
    select resale_id, employee_id, day::text as day, status::text as status, channel::text as channel, kind, ref,
           sum(n)::float8 as n, sum(t)::float8 as t, sum(c)::float8 as c
      from e group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7`);
  expect(unit).toEqual(unitWant);
  const all =
    await rows(sql`select day::text as day, status::text as status, kind::int as kind, ref, shard::int as shard,
      n::float8 as n, total_cents::float8 as t, change_cents::float8 as c
    from sale_day_sums order by 1, 2, 3, 4, 5`);
  const allWant = await rows(sql`${recompute}
    select day::text as day, status::text as status, kind, ref, (resale_id % 8)::int as shard,
           sum(n)::float8 as n, sum(t)::float8 as t, sum(c)::float8 as c
      from e group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
  expect(all).toEqual(allWant);
}

/** Lists whose filters the summary rows cover: both ways give the same figures. */
function coveredFilters(): SaleFilter[] {
  const d = today();
  return [
    { units: null },
    { units: null, date: { start: d, end: d } },
    { units: null, date: { start: day, end: addDays(day, 3) } },
    { units: null, date: { start: day, end: day }, status: 'canceled' },
    { units: null, status: 'finished' },
    { units: [centro] },
    { units: [centro], date: { start: day, end: day } },
    { units: [centro], employee_id: deliverer, date: { start: addDays(day, -2), end: d } },
    { units: [centro], employee_id: 0 },
    { units: [centro, valinhos], channel: 'door' },
    { units: [centro, valinhos], status: 'rejected', date: { start: day, end: d } },
    { units: [centro], ownEmployee: deliverer },
    { units: [centro], ownEmployee: deliverer, employee_id: otherDeliverer },
    { units: [valinhos], date: { start: addDays(day, 1), end: addDays(day, 1) } },
    { units: [] },
  ];
}

async function expectSameSummaries() {
  for (const q of coveredFilters()) {
    const where = saleConditions(q);
    expect(await saleSummaries(t.database.db, q, where), JSON.stringify(q)).toEqual(
      await summariesFromSales(t.database.db, q, where),
    );
  }
}

async function expectAllExact() {
  await expectExact();
  await expectSameSummaries();
}

function body(extra: Record<string, unknown> = {}, quantity = 1, price = 11000) {
  return cashSaleBody(
    { resale_id: centro, product_id: p13, method_id: cash },
    { sold_on: `${day}T10:00:00-03:00`, ...extra },
    quantity,
    price,
  );
}

async function create(extra: Record<string, unknown> = {}, quantity = 1): Promise<Sale> {
  const res = await admin('POST', '/sales', body(extra, quantity));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Sale;
}

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos, p13, water, p13Valinhos, cash, pix, deliverer, otherDeliverer } = await demoSaleRefs(t));
  admin = caller(t, 'admin');
});
afterAll(async () => t?.close());

describe('sale_unit_sums and sale_day_sums', () => {
  it('hold the demo data (bulk-loaded as replica, arrays rebuilt after) exactly', async () => {
    expect(Number((await one<{ n: number }>(t, sql`select count(*)::int as n from sales`)).n)).toBeGreaterThan(100);
    await expectAllExact();
  });

  it('follow new sales: statuses, channels, deliverers, change, several items and payments, other units', async () => {
    await create();
    await create({ status: 'finished', channel: 'door', employee_id: deliverer });
    await create({
      employee_id: otherDeliverer,
      channel: 'whatsapp',
      items_attributes: [
        { product_id: p13, quantity: 2, price_cents: 11000, discount_cents: 500 },
        { product_id: water, quantity: 3, price_cents: 1500 },
      ],
      payments_attributes: [
        { payment_method_id: pix, value_cents: 20000 },
        { payment_method_id: cash, value_cents: 10000 },
      ],
    });
    await create({ sold_on: `${addDays(day, 1)}T23:59:00-03:00`, status: 'delivered' });
    await create({
      resale_id: valinhos,
      sold_on: `${addDays(day, 1)}T00:00:00-03:00`,
      items_attributes: [{ product_id: p13Valinhos, quantity: 1, price_cents: 11000 }],
    });
    await create({ sold_on: undefined });
    await expectAllExact();
  });

  it('follow edits of items, payments, channel, deliverer and day', async () => {
    const s = await create({ employee_id: deliverer }, 2);
    const res = await admin('PATCH', `/sales/${s.id}`, {
      sale: {
        channel: 'pos',
        employee_id: otherDeliverer,
        sold_on: `${addDays(day, 2)}T08:00:00-03:00`,
        items_attributes: [
          { id: s.items[0]!.id, quantity: 3 },
          { product_id: water, quantity: 1, price_cents: 1000 },
        ],
        payments_attributes: [
          { id: s.payments[0]!.id, _destroy: true },
          // Paid over the total: the change comes out of the cash payment (only cash gives change).
          { payment_method_id: pix, value_cents: 30000 },
          { payment_method_id: cash, value_cents: 10000 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectAllExact();
    const edited = res.json() as Sale;
    const back = await admin('PATCH', `/sales/${s.id}`, {
      sale: { employee_id: null, items_attributes: [{ id: edited.items[1]!.id, _destroy: true }] },
    });
    expect(back.statusCode, back.body).toBe(200);
    await expectAllExact();
  });

  it('follow status changes: one by one, in bulk, cancelations and the 15-minute job', async () => {
    const move = async (id: number, status: string) => {
      const res = await admin('PATCH', '/sales/update_status', { id, status });
      expect(res.statusCode, res.body).toBe(200);
    };
    const a = await create({ sold_on: undefined, employee_id: deliverer });
    const b = await create({ sold_on: undefined });
    const c = await create();
    await move(a.id, 'in_transit');
    await move(a.id, 'delivered');
    await expectAllExact();
    await move(a.id, 'finished');
    const all = await admin('PATCH', '/sales/update_status_all', { sale_ids: [b.id, c.id], status: 'in_transit' });
    expect(all.statusCode, all.body).toBe(200);
    await expectAllExact();
    expect(await markDelayedSales(t.database.db, new Date(Date.now() + 16 * 60_000))).toEqual(
      expect.arrayContaining([b.id, c.id]),
    );
    await expectAllExact();
    expect((await admin('PATCH', `/sales/${b.id}/cancel`)).statusCode).toBe(200);
    await expectAllExact();
    // Canceled sales count in the total but not in the sums, unless the status filter asks for them.
    const res = await admin('GET', `/sales?date=${encodeURIComponent(`${today()}`)}&status=canceled`);
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(String(res.headers['sales-summary'])).count).toBe(Number(res.headers.total));
  });

  it('follow deletions, one and in bulk', async () => {
    const a = await create({ employee_id: deliverer }, 2);
    const b = await create({ channel: 'door' });
    const c = await create();
    expect((await admin('DELETE', `/sales/${a.id}`)).statusCode).toBe(204);
    await expectAllExact();
    expect((await admin('DELETE', '/sales/destroy_all', { sale_ids: [b.id, c.id] })).statusCode).toBe(204);
    await expectAllExact();
  });

  it('follow writes by plain SQL (children written after the sale, bulk updates, deliverer removed)', async () => {
    const s = await one<{ id: number }>(
      t,
      sql`insert into sales (doc_number, resale_id, sold_on, total_cents, employee_id)
          values (99998, ${centro}, ${`${day}T12:00:00-03:00`}::timestamptz, 33000, ${deliverer}) returning id`,
    );
    await t.database.db.execute(
      sql`insert into sale_items (sale_id, product_id, quantity, price_cents) values (${s.id}, ${p13}, 3, 11000), (${s.id}, ${water}, 1, 0)`,
    );
    await t.database.db.execute(
      sql`insert into sale_payments (sale_id, payment_method_id, value_cents) values (${s.id}, ${pix}, 33000)`,
    );
    await expectAllExact();
    await t.database.db.execute(
      sql`update sale_items set quantity = 5 where sale_id = ${s.id} and product_id = ${p13}`,
    );
    await expectAllExact();
    // A price or discount alone changes the item's value (sales.item_values), not its quantity.
    await t.database.db.execute(
      sql`update sale_items set price_cents = 12000, discount_cents = 700 where sale_id = ${s.id} and product_id = ${p13}`,
    );
    await t.database.db.execute(sql`update sales set channel = 'business', status = 'rejected' where resale_id = ${centro}
      and sold_on >= ${`${day}T00:00:00-03:00`}::timestamptz and sold_on < ${`${day}T23:00:00-03:00`}::timestamptz`);
    await expectAllExact();
    await t.database.db.execute(sql`update sales set employee_id = null where employee_id = ${deliverer}`);
    await t.database.db.execute(sql`delete from sale_payments where sale_id = ${s.id}`);
    await expectAllExact();
    // Bulk writes as replica (as the demo and bench loaders run, no foreign-key triggers): statement triggers.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into sales (doc_number, resale_id, sold_on, total_cents, status, employee_id)
        select 99000 + g, ${valinhos}, ${`${day}T09:00:00-03:00`}::timestamptz + g * interval '1 hour', 11000 * g,
               'finished'::sale_status, case when g % 2 = 0 then ${deliverer}::int end
          from generate_series(1, 6) g`);
      await tx.execute(sql`insert into sale_items (sale_id, product_id, quantity, price_cents)
        select id, ${p13Valinhos}, doc_number - 99000, 11000 from sales where doc_number between 99001 and 99006`);
      await tx.execute(sql`insert into sale_payments (sale_id, payment_method_id, value_cents)
        select id, ${cash}, total_cents from sales where doc_number between 99001 and 99006`);
      await tx.execute(
        sql`update sales set status = 'canceled', channel = 'pos' where doc_number between 99001 and 99003`,
      );
      await tx.execute(sql`update sale_items set quantity = quantity + 1 where sale_id in (
        select id from sales where resale_id = ${centro} order by id limit 10)`);
      const gone = sql`(select id from sales where doc_number in (99005, 99006))`;
      await tx.execute(sql`delete from sale_items where sale_id in ${gone}`);
      await tx.execute(sql`delete from sale_payments where sale_id in ${gone}`);
      await tx.execute(sql`delete from sales where id in ${gone}`);
    });
    await expectAllExact();
    // A rolled-back write leaves nothing behind.
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update sales set status = 'finished' where id = ${s.id}`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await expectAllExact();
  });

  it('stay exact under concurrent sales and status changes of the same unit, day and deliverer', async () => {
    const base = await Promise.all(
      Array.from({ length: 4 }, () => create({ sold_on: undefined, employee_id: deliverer })),
    );
    await Promise.all([
      ...Array.from({ length: 6 }, () => create({ sold_on: undefined, employee_id: deliverer })),
      ...base.map((s) => admin('PATCH', '/sales/update_status', { id: s.id, status: 'in_transit' })),
      admin('PATCH', `/sales/${base[0]!.id}`, {
        sale: { items_attributes: [{ id: base[0]!.items[0]!.id, quantity: 4 }] },
      }),
    ]);
    await expectAllExact();
  });

  it('keep no empty rows, and the list answers the same headers as a sum over the sales', async () => {
    const empty = await one<{ n: number }>(
      t,
      sql`select (select count(*) from sale_unit_sums where n = 0) + (select count(*) from sale_day_sums where n = 0) as n`,
    );
    expect(Number(empty.n)).toBe(0);
    const d = today();
    for (const query of [
      `date=${encodeURIComponent(`${d.split('-').reverse().join('/')}`)}`,
      `resale_id=${centro}&employee_id=${deliverer}`,
      `resale_id=${centro}&status=canceled`,
      `resale_id=${centro}&channel=door&date=${encodeURIComponent('14/07/2022-20/07/2022')}`,
    ]) {
      const res = await admin('GET', `/sales?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const params = new URLSearchParams(query);
      const q: SaleFilter = {
        units: params.get('resale_id') ? [Number(params.get('resale_id'))] : null,
        employee_id: params.get('employee_id') ? Number(params.get('employee_id')) : undefined,
        status: (params.get('status') ?? undefined) as SaleFilter['status'],
        channel: (params.get('channel') ?? undefined) as SaleFilter['channel'],
        date: query.includes('2022')
          ? { start: '2022-07-14', end: '2022-07-20' }
          : params.get('date')
            ? { start: d, end: d }
            : undefined,
      };
      const want = await summariesFromSales(t.database.db, q, saleConditions(q));
      expect(res.headers.total).toBe(String(want.total));
      expect(res.headers['items-summary']).toBe(JSON.stringify(foldSummary(want.items)));
      expect(res.headers['payments-summary']).toBe(JSON.stringify(foldSummary(want.payments)));
      expect(res.headers['sales-summary']).toBe(JSON.stringify(want.sales));
    }
  });

  it('Items-Summary stays small when a day sold 600 different products: the tail folded, the sum whole', async () => {
    const ids = (
      await rows<{ id: number }>(sql`insert into products (resale_id, description, price_cents)
        select ${centro}, 'Produto dobra ' || g, 100 from generate_series(1, 600) g returning id`)
    ).map((r) => r.id);
    const when = `${addDays(day, 30)}T12:00:00-03:00`;
    for (let i = 0; i < ids.length; i += 200) {
      const chunk = ids.slice(i, i + 200);
      await create({
        sold_on: when,
        items_attributes: chunk.map((id, k) => ({ product_id: id, quantity: 1 + ((i + k) % 7), price_cents: 100 })),
        payments_attributes: [
          { payment_method_id: cash, value_cents: chunk.reduce((n, _, k) => n + 100 * (1 + ((i + k) % 7)), 0) },
        ],
      });
    }
    const d = addDays(day, 30).split('-').reverse().join('/');
    const res = await admin('GET', `/sales?resale_id=${centro}&date=${encodeURIComponent(d)}`);
    expect(res.statusCode, res.body).toBe(200);
    const header = String(res.headers['items-summary']);
    expect(header.length).toBeLessThanOrEqual(SUMMARY_HEADER_MAX_BYTES);
    const items = JSON.parse(header) as Record<string, number>;
    expect(items).toHaveProperty(SUMMARY_OTHERS_KEY);
    const quantities = ids.reduce((n, _, k) => n + 1 + (k % 7), 0);
    expect(Object.values(items).reduce((a, b) => a + b, 0)).toBe(quantities);
  });
});
