import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReportScope, closingSales } from '../src/modules/reports/queries';
import { addDays, caller, one } from './finance-helpers';
import { type TestContext, createTestContext } from './helpers';
import { demoUnits } from './registers-helpers';

/**
 * Every figure of the reports against sums computed here from the rows this file makes, on days
 * far from the demo history (March 2021), with canceled and rejected sales, several sellers, channels,
 * groups, sectors and both units. The sales are made as the product makes them (`POST /api/sales`, which books
 * their money); the other cash-book rows (expenses, other inflows, receipts of receivables) are written apart.
 */
let t: TestContext;
let centro: number;
let valinhos: number;
const ids = {} as Record<string, number>;
const names = {} as Record<number, string>;

interface SaleRow {
  unit: 'centro' | 'valinhos';
  day: string;
  status: string;
  channel: string;
  seller: string | null;
  customer: string | null;
  items: { product: string; quantity: number; price: number; discount?: number }[];
  payments: { method: string; value: number }[];
}

const D1 = '2021-03-10';
const D2 = '2021-03-11';

const SALES: SaleRow[] = [
  {
    unit: 'centro',
    day: D1,
    status: 'finished',
    channel: 'disk',
    seller: 'ana',
    customer: 'residencial',
    items: [{ product: 'p13', quantity: 2, price: 11000, discount: 300 }],
    payments: [{ method: 'cash', value: 25000 }], // change 3300 off the cash
  },
  {
    unit: 'centro',
    day: D1,
    status: 'finished',
    channel: 'whatsapp',
    seller: 'ana',
    customer: 'comercio',
    items: [
      { product: 'p13', quantity: 1, price: 11500 },
      { product: 'water', quantity: 3, price: 1500 },
    ],
    payments: [
      { method: 'pix', value: 10000 },
      { method: 'cash', value: 6000 }, // change 0 after 16000 total
    ],
  },
  {
    unit: 'centro',
    day: D1,
    status: 'canceled',
    channel: 'disk',
    seller: 'bruno',
    customer: 'residencial',
    items: [{ product: 'p13', quantity: 5, price: 11000 }],
    payments: [{ method: 'pix', value: 55000 }],
  },
  {
    unit: 'centro',
    day: D1,
    status: 'rejected',
    channel: 'door',
    seller: null,
    customer: null,
    items: [{ product: 'water', quantity: 1, price: 1500 }],
    payments: [{ method: 'cash', value: 1500 }],
  },
  {
    unit: 'centro',
    day: D2,
    status: 'created',
    channel: 'door',
    seller: null,
    customer: null,
    items: [{ product: 'water', quantity: 2, price: 1450 }],
    payments: [{ method: 'cash', value: 5000 }], // change 2100
  },
  {
    unit: 'centro',
    day: D2,
    status: 'delivered',
    channel: 'business',
    seller: 'bruno',
    customer: 'comercio',
    items: [{ product: 'p13', quantity: 4, price: 10800, discount: 1000 }],
    payments: [
      { method: 'boleto', value: 20000 },
      { method: 'pix', value: 22200 },
    ],
  },
  {
    unit: 'centro',
    day: D2,
    status: 'in_transit',
    channel: 'disk',
    seller: 'jose',
    customer: 'sem_grupo',
    items: [{ product: 'p13', quantity: 1, price: 11000 }],
    payments: [
      { method: 'cash', value: 5000 },
      { method: 'pix', value: 7000 }, // change 1000 off the last payment (PIX)
    ],
  },
  {
    unit: 'valinhos',
    day: D1,
    status: 'finished',
    channel: 'disk',
    seller: 'bruno',
    customer: null,
    items: [{ product: 'p13v', quantity: 3, price: 11500 }],
    payments: [{ method: 'cash', value: 34500 }],
  },
  // Several items and one payment: the items come from sale_items, the payment from the sale's first one.
  {
    unit: 'centro',
    day: D2,
    status: 'finished',
    channel: 'whatsapp',
    seller: 'ana',
    customer: 'residencial',
    items: [
      { product: 'p13', quantity: 2, price: 11000, discount: 500 },
      { product: 'water', quantity: 1, price: 1500 },
    ],
    payments: [{ method: 'cash', value: 25000 }], // change 2000
  },
  // One item and three payments: the change comes off the last one only.
  {
    unit: 'centro',
    day: D1,
    status: 'delivered',
    channel: 'door',
    seller: 'bruno',
    customer: 'comercio',
    items: [{ product: 'water', quantity: 3, price: 1500 }],
    payments: [
      { method: 'pix', value: 1000 },
      { method: 'boleto', value: 2000 },
      { method: 'cash', value: 2000 }, // change 500
    ],
  },
  // The day after the range: never counted.
  {
    unit: 'centro',
    day: '2021-03-12',
    status: 'finished',
    channel: 'disk',
    seller: 'ana',
    customer: null,
    items: [{ product: 'p13', quantity: 7, price: 11000 }],
    payments: [{ method: 'cash', value: 77000 }],
  },
];

interface Cash {
  unit: 'centro' | 'valinhos';
  day: string;
  movement: 'inflow' | 'outflow' | 'receivable';
  value: number;
  description: string;
  /** A receipt of a receivable paid with this method. */
  receipt?: string;
  employee?: string;
}
const CASH: Cash[] = [
  { unit: 'centro', day: D1, movement: 'outflow', value: 12345, description: 'Combustível teste' },
  { unit: 'centro', day: D2, movement: 'outflow', value: 50000, description: 'Aluguel teste' },
  { unit: 'centro', day: '2021-03-06', movement: 'outflow', value: 777, description: 'Tarifa teste' },
  { unit: 'centro', day: D1, movement: 'inflow', value: 3600, description: 'Venda de cascos teste' },
  { unit: 'centro', day: D2, movement: 'receivable', value: 9900, description: 'Recebimento 1', receipt: 'boleto' },
  {
    unit: 'centro',
    day: D2,
    movement: 'receivable',
    value: 4400,
    description: 'Recebimento 2',
    receipt: 'pix',
    employee: 'jose',
  },
  { unit: 'centro', day: '2021-03-05', movement: 'outflow', value: 999, description: 'Fora do gráfico' },
  { unit: 'valinhos', day: D1, movement: 'outflow', value: 88800, description: 'Despesa de Valinhos' },
];

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
const saleTotal = (s: SaleRow) => sum(s.items.map((i) => i.price * i.quantity - (i.discount ?? 0)));
const counted = (s: SaleRow) => s.status !== 'canceled' && s.status !== 'rejected';
const inRange = (s: { unit: string; day: string }, unit: string, start = D1, end = D2) =>
  s.unit === unit && s.day >= start && s.day <= end;

/** Payment values less the change, taken off the last payments first. */
function netPayments(s: SaleRow): { method: string; value: number }[] {
  let change = Math.max(0, sum(s.payments.map((p) => p.value)) - saleTotal(s));
  const out = s.payments.map((p) => ({ ...p }));
  for (let i = out.length - 1; i >= 0 && change > 0; i--) {
    const taken = Math.min(out[i]!.value, change);
    out[i]!.value -= taken;
    change -= taken;
  }
  return out;
}

const get = async (url: string, role: 'admin' | 'attendant' | 'deliverer' = 'admin') => {
  const res = await caller(t, role)('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A boleto is due 30 days after the sale (as the sale form fills it): a receivable, not cash of the day. */
const dueOf = (s: SaleRow, method: string) => (method === 'boleto' ? addDays(s.day, 30) : null);
/** Each sale's hour: the first minutes of D1 and the last of D2, so a day's edges in the business time zone count. */
const soldOn = (s: SaleRow) => `${s.day}T${s.day === D1 ? '00:30' : '23:40'}:00-03:00`;

/**
 * A sale as the product makes it: `POST /api/sales` (which books its money: the day's cash in the cash book, the
 * boleto as a receivable), then `update_status` to cancel. A rejected sale is written as the database holds it: the
 * seeds keep 'rejeitado pelo cliente' as a label only, no action of the product rejects a sale, and it books nothing.
 */
async function insertSale(s: SaleRow) {
  const unit = s.unit === 'centro' ? centro : valinhos;
  const customer = s.customer ? ids[`customer_${s.customer}_${s.unit}`]! : null;
  const seller = s.seller ? ids[`seller_${s.seller}`]! : null;
  if (s.status === 'rejected') {
    const change = Math.max(0, sum(s.payments.map((p) => p.value)) - saleTotal(s));
    const sale = await one<{ id: number }>(
      t,
      sql`insert into sales (doc_number, status, channel, resale_id, customer_id, employee_id, total_cents, change_cents, sold_on)
          values ((select coalesce(max(doc_number), 0) + 1 from sales), 'rejected', ${s.channel}, ${unit}, ${customer},
                  ${seller}, ${saleTotal(s)}, ${change}, ${soldOn(s)}::timestamptz) returning id`,
    );
    for (const i of s.items)
      await t.database.db.execute(sql`insert into sale_items (sale_id, product_id, quantity, price_cents, discount_cents)
        values (${sale.id}, ${ids[`product_${i.product}`]!}, ${i.quantity}, ${i.price}, ${i.discount ?? 0})`);
    for (const p of s.payments)
      await t.database.db.execute(sql`insert into sale_payments (sale_id, payment_method_id, value_cents)
        values (${sale.id}, ${ids[`method_${p.method}`]!}, ${p.value})`);
    return;
  }
  const call = caller(t);
  const res = await call('POST', '/sales', {
    sale: {
      resale_id: unit,
      status: s.status === 'canceled' ? 'created' : s.status,
      channel: s.channel,
      sold_on: soldOn(s),
      customer_id: customer,
      employee_id: seller,
      items_attributes: s.items.map((i) => ({
        product_id: ids[`product_${i.product}`]!,
        quantity: i.quantity,
        price_cents: i.price,
        discount_cents: i.discount ?? 0,
      })),
      payments_attributes: s.payments.map((p) => ({
        payment_method_id: ids[`method_${p.method}`]!,
        value_cents: p.value,
        due_date: dueOf(s, p.method),
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  if (s.status !== 'canceled') return;
  const moved = await call('PATCH', '/sales/update_status', { id: res.json().id, status: 'canceled' });
  expect(moved.statusCode, moved.body).toBe(200);
}

/**
 * The cash a counted sale books on its day: its payments due that day, less the change,
 * taken off the last of them first. Per unit, day and seller.
 */
function saleCash(s: SaleRow): number {
  if (!counted(s)) return 0;
  const cash = s.payments.filter((p) => !dueOf(s, p.method)).map((p) => p.value);
  const term = sum(s.payments.filter((p) => dueOf(s, p.method)).map((p) => p.value));
  return Math.max(0, sum(cash) - Math.max(0, sum(cash) + term - saleTotal(s)));
}

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos } = await demoUnits(t));
  const id = async (q: ReturnType<typeof sql>) => (await one<{ id: number }>(t, q)).id;
  const method = (d: string) => id(sql`select id from payment_methods where description = ${d}`);
  ids.method_cash = await method('Dinheiro');
  ids.method_pix = await method('PIX');
  ids.method_boleto = await method('Boleto 30 dias');
  const product = (unit: number, like: string) =>
    id(sql`select id from products where resale_id = ${unit} and description like ${like} order by id limit 1`);
  ids.product_p13 = await product(centro, 'Gás P13%');
  ids.product_water = await product(centro, 'Água mineral 20%');
  ids.product_p13v = await product(valinhos, 'Gás P13%');
  for (const key of ['product_p13', 'product_water', 'product_p13v'])
    names[ids[key]!] = (
      await one<{ d: string }>(t, sql`select description as d from products where id = ${ids[key]!}`)
    ).d;
  ids.seller_jose = (
    await one<{ id: number }>(t, sql`select employee_id as id from users where email = 'entregador@demo.com.br'`)
  ).id;
  for (const [key, name] of [
    ['ana', 'Ana Relatório Teste'],
    ['bruno', 'Bruno Relatório Teste'],
  ] as const) {
    const made = await caller(t)('POST', '/employees', {
      employee: { name, role: 'deliverer', resale_ids: [centro, valinhos] },
    });
    expect(made.statusCode, made.body).toBe(201);
    ids[`seller_${key}`] = made.json().id;
  }
  ids.group_res = await id(
    sql`insert into customer_groups (description, resale_id) values ('Residencial teste', ${centro}) returning id`,
  );
  ids.group_com = await id(
    sql`insert into customer_groups (description, resale_id) values ('Comércio teste', ${centro}) returning id`,
  );
  ids.sector_n = await id(
    sql`insert into customer_sectors (description, resale_id) values ('Norte teste', ${centro}) returning id`,
  );
  ids.customer_residencial_centro = await id(sql`insert into customers (name, resale_id, group_id, sector_id)
    values ('Cliente Residencial', ${centro}, ${ids.group_res}, ${ids.sector_n}) returning id`);
  ids.customer_comercio_centro = await id(sql`insert into customers (name, resale_id, group_id)
    values ('Cliente Comércio', ${centro}, ${ids.group_com}) returning id`);
  ids.customer_sem_grupo_centro = await id(
    sql`insert into customers (name, resale_id) values ('Cliente sem grupo', ${centro}) returning id`,
  );
  for (const s of SALES) await insertSale(s);
  for (const c of CASH) {
    let receivable: number | null = null;
    const unit = c.unit === 'centro' ? centro : valinhos;
    if (c.receipt)
      receivable =
        await id(sql`insert into receivables (resale_id, payment_method_id, issue_date, due_date, value_cents,
          received_cents, receipt_date, employee_id)
        values (${unit}, ${ids[`method_${c.receipt}`]!}, '2021-02-01', ${c.day}, ${c.value}, ${c.value}, ${c.day},
                ${c.employee ? ids[`seller_${c.employee}`]! : null}) returning id`);
    await t.database.db.execute(sql`insert into transactions (description, movement, date, value_cents, resale_id, receivable_id, employee_id)
      values (${c.description}, ${c.movement}, ${c.day}, ${c.value}, ${unit}, ${receivable}, ${c.employee ? ids[`seller_${c.employee}`]! : null})`);
  }
});
afterAll(async () => t?.close());

const range = `date=${encodeURIComponent('10/03/2021-11/03/2021')}`;
const methodName: Record<string, string> = { cash: 'Dinheiro', pix: 'PIX', boleto: 'Boleto 30 dias' };
const sellerName = (key: string | null) =>
  key === 'ana'
    ? 'Ana Relatório Teste'
    : key === 'bruno'
      ? 'Bruno Relatório Teste'
      : key === 'jose'
        ? 'José Carlos da Silva'
        : 'Sem vendedor';

/** Expected payments per seller name and method name. */
function expectedPayments(unit: string, seller?: string) {
  const out: Record<string, Record<string, number>> = {};
  for (const s of SALES.filter((x) => inRange(x, unit) && counted(x) && (!seller || x.seller === seller)))
    for (const p of netPayments(s)) {
      out[sellerName(s.seller)] ??= {};
      const e = out[sellerName(s.seller)]!;
      e[methodName[p.method]!] = (e[methodName[p.method]!] ?? 0) + p.value;
    }
  return out;
}

function expectedItems(unit: string, key: (s: SaleRow) => string, seller?: string) {
  const out: Record<string, Record<string, { q: number; v: number }>> = {};
  for (const s of SALES.filter((x) => inRange(x, unit) && counted(x) && (!seller || x.seller === seller)))
    for (const i of s.items) {
      out[key(s)] ??= {};
      const g = out[key(s)]!;
      const name = names[ids[`product_${i.product}`]!]!;
      g[name] ??= { q: 0, v: 0 };
      const p = g[name]!;
      p.q += i.quantity;
      p.v += i.price * i.quantity - (i.discount ?? 0);
    }
  return out;
}

describe('GET /api/reports/payment_method_per_seller', () => {
  it('[200] the money of each method per seller, less the change, canceled and rejected left out', async () => {
    const body = await get(`/reports/payment_method_per_seller?resale_id=${centro}&${range}`);
    const got = Object.fromEntries(
      body.employees.map((e: { name: string; payments: Record<string, number> }) => [e.name, e.payments]),
    );
    expect(got).toEqual(expectedPayments('centro'));
    // Each counted sale adds up to its total.
    const total = sum(SALES.filter((s) => inRange(s, 'centro') && counted(s)).map(saleTotal));
    expect(sum(Object.values(body.payments as Record<string, number>))).toBe(total);
    expect(body.employees.at(-1).name).toBe('Sem vendedor');
  });

  it('[200] another unit and a one-day range', async () => {
    const body = await get(
      `/reports/payment_method_per_seller?resale_id=${valinhos}&date=${encodeURIComponent('10/03/2021')}`,
    );
    expect(
      Object.fromEntries(body.employees.map((e: { name: string; payments: object }) => [e.name, e.payments])),
    ).toEqual(expectedPayments('valinhos'));
  });
});

describe('GET /api/reports/product_per_seller', () => {
  it('[200] quantity and value of each product per seller', async () => {
    const body = await get(`/reports/product_per_seller?resale_id=${centro}&${range}`);
    const want = expectedItems('centro', (s) => sellerName(s.seller));
    for (const e of body.employees as {
      name: string;
      products: Record<string, number>;
      values: Record<string, number>;
    }[]) {
      const w = want[e.name]!;
      expect(e.products).toEqual(Object.fromEntries(Object.entries(w).map(([k, v]) => [k, v.q])));
      expect(e.values).toEqual(Object.fromEntries(Object.entries(w).map(([k, v]) => [k, v.v])));
    }
    expect(body.employees.map((e: { name: string }) => e.name).sort()).toEqual(Object.keys(want).sort());
    expect(body.products.map((p: { description: string }) => p.description).sort()).toEqual(
      [names[ids.product_p13!], names[ids.product_water!]].sort(),
    );
  });
});

describe('GET /api/reports/daily_closing', () => {
  it('[200] every section of the period', async () => {
    const body = await get(`/reports/daily_closing?resale_id=${centro}&${range}`);
    expect(
      Object.fromEntries(body.employees_payments.map((e: { name: string; payments: object }) => [e.name, e.payments])),
    ).toEqual(expectedPayments('centro'));
    const items = expectedItems('centro', (s) => sellerName(s.seller));
    expect(
      Object.fromEntries(body.employees_products.map((e: { name: string; products: object }) => [e.name, e.products])),
    ).toEqual(
      Object.fromEntries(
        Object.entries(items).map(([k, v]) => [k, Object.fromEntries(Object.entries(v).map(([p, x]) => [p, x.q]))]),
      ),
    );
    // Orders per status, canceled and rejected included.
    const status: Record<string, number> = {};
    for (const s of SALES.filter((x) => inRange(x, 'centro'))) status[s.status] = (status[s.status] ?? 0) + 1;
    expect(body.status).toEqual(status);
    // Receipts of receivables per method.
    expect(body.payments_received).toEqual({ 'Boleto 30 dias': 9900, PIX: 4400 });
    // Expenses: the outflows of the period, oldest first.
    const outflows = CASH.filter((c) => inRange(c, 'centro') && c.movement === 'outflow');
    expect(
      body.expenses.map((e: { description: string; value_cents: number }) => [e.description, e.value_cents]),
    ).toEqual(outflows.map((c) => [c.description, c.value]));
    const cash = (m: string, f: (c: Cash) => boolean = () => true) =>
      sum(CASH.filter((c) => inRange(c, 'centro') && c.movement === m && f(c)).map((c) => c.value));
    const salesCash = sum(SALES.filter((s) => inRange(s, 'centro')).map(saleCash));
    const inflow = salesCash + cash('receivable') + cash('inflow');
    expect(body.result).toEqual({
      sales_cash_cents: salesCash,
      receipts_cents: cash('receivable', (c) => !!c.receipt),
      other_inflows_cents: cash('inflow'),
      inflow_cents: inflow,
      outflow_cents: cash('outflow'),
      balance_cents: inflow - cash('outflow'),
    });
    // The chart: the seven days up to the end of the period.
    expect(body.chart_data.map((d: { date: string }) => d.date)).toEqual([
      '2021-03-05',
      '2021-03-06',
      '2021-03-07',
      '2021-03-08',
      '2021-03-09',
      '2021-03-10',
      '2021-03-11',
    ]);
    for (const d of body.chart_data as { date: string; inflow: number; outflow: number }[]) {
      const day = CASH.filter((c) => c.unit === 'centro' && c.day === d.date);
      const dayCash = sum(SALES.filter((s) => s.unit === 'centro' && s.day === d.date).map(saleCash));
      expect(d.inflow).toBe(dayCash + sum(day.filter((c) => c.movement !== 'outflow').map((c) => c.value)));
      expect(d.outflow).toBe(sum(day.filter((c) => c.movement === 'outflow').map((c) => c.value)));
    }
  });

  it('[200] every unit when none is chosen (admin)', async () => {
    const body = await get(`/reports/daily_closing?${range}`);
    const total = sum(SALES.filter((s) => s.day >= D1 && s.day <= D2 && counted(s)).map(saleTotal));
    expect(sum(Object.values(body.payments as Record<string, number>))).toBe(total);
    expect(body.result.outflow_cents).toBe(12345 + 50000 + 88800);
  });

  it('[200] an attendant sees only their units; another unit gives an empty report', async () => {
    const mine = await get(`/reports/daily_closing?${range}`, 'attendant');
    expect(mine.employees_payments.map((e: { name: string; payments: object }) => [e.name, e.payments])).toEqual(
      Object.entries(expectedPayments('centro')).sort(([a], [b]) =>
        a === 'Sem vendedor' ? 1 : b === 'Sem vendedor' ? -1 : a.localeCompare(b, 'pt-BR'),
      ),
    );
    const other = await get(`/reports/daily_closing?resale_id=${valinhos}&${range}`, 'attendant');
    expect(other.employees_payments).toEqual([]);
    expect(other.expenses).toEqual([]);
    expect(other.result.outflow_cents).toBe(0);
  });

  it('[200] a deliverer sees only their own sales and receipts, and no expenses', async () => {
    const body = await get(`/reports/daily_closing?resale_id=${centro}&${range}`, 'deliverer');
    expect(
      Object.fromEntries(body.employees_payments.map((e: { name: string; payments: object }) => [e.name, e.payments])),
    ).toEqual(expectedPayments('centro', 'jose'));
    expect(body.status).toEqual({ in_transit: 1 });
    expect(body.payments_received).toEqual({ PIX: 4400 });
    expect(body.expenses).toEqual([]);
    // Their inflow: the cash their sales booked and what they received.
    const theirCash = sum(SALES.filter((s) => inRange(s, 'centro') && s.seller === 'jose').map(saleCash));
    expect(theirCash).toBeGreaterThan(0);
    expect(body.result.inflow_cents).toBe(theirCash + 4400);
  });

  it('[200] defaults to today; [422] a malformed date', async () => {
    const res = await caller(t)('GET', '/reports/daily_closing');
    expect(res.statusCode).toBe(200);
    expect(res.json().start_date).toBe(res.json().end_date);
    const bad = await caller(t)('GET', '/reports/daily_closing?date=31/02/2021');
    expect([400, 422]).toContain(bad.statusCode);
    const badUnit = await caller(t)('GET', '/reports/daily_closing?resale_id=abc');
    expect([400, 422]).toContain(badUnit.statusCode);
  });

  it('[401] without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reports/daily_closing' });
    expect(res.statusCode).toBe(401);
  });

  it('[200] exports its tables to CSV and XLSX', async () => {
    const csv = await caller(t)('GET', `/reports/daily_closing?resale_id=${centro}&${range}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    for (const title of ['Entradas por forma de pagamento por vendedor', 'Pedidos por status', 'Resultado'])
      expect(csv.body).toContain(title);
    expect(csv.body).toContain('Combustível teste');
    const xlsx = await caller(t)('GET', `/reports/average_price_product?resale_id=${centro}&${range}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('GET /api/reports/average_price_product', () => {
  type Row = { description: string; sum_quantity: number; sum_price_cents: number; average_price_cents: number };
  const asMap = (rows: Row[]) =>
    Object.fromEntries(rows.map((r) => [r.description, { q: r.sum_quantity, v: r.sum_price_cents }]));

  it('[200] overall, by channel, by seller, by group and by sector', async () => {
    const body = await get(`/reports/average_price_product?resale_id=${centro}&${range}`);
    expect(asMap(body.products)).toEqual(expectedItems('centro', () => 'all').all);
    for (const r of body.products as Row[])
      expect(r.average_price_cents).toBe(Math.round(r.sum_price_cents / r.sum_quantity));
    const channelLabel: Record<string, string> = {
      disk: 'Disk',
      whatsapp: 'Whatsapp',
      business: 'Comércio',
      door: 'Venda direta',
    };
    const byChannel = expectedItems('centro', (s) => channelLabel[s.channel]!);
    expect(
      Object.fromEntries(body.channels.map((c: { name: string; products: Row[] }) => [c.name, asMap(c.products)])),
    ).toEqual(byChannel);
    expect(
      Object.fromEntries(body.employees.map((c: { name: string; products: Row[] }) => [c.name, asMap(c.products)])),
    ).toEqual(expectedItems('centro', (s) => sellerName(s.seller)));
    const groupOf = (s: SaleRow) =>
      s.customer === 'residencial' ? 'Residencial teste' : s.customer === 'comercio' ? 'Comércio teste' : 'Sem grupo';
    expect(
      Object.fromEntries(
        body.groups.map((c: { description: string; products: Row[] }) => [c.description, asMap(c.products)]),
      ),
    ).toEqual(expectedItems('centro', groupOf));
    const sectorOf = (s: SaleRow) => (s.customer === 'residencial' ? 'Norte teste' : 'Sem setor');
    expect(
      Object.fromEntries(
        body.sectors.map((c: { description: string; products: Row[] }) => [c.description, asMap(c.products)]),
      ),
    ).toEqual(expectedItems('centro', sectorOf));
  });
});

describe('GET /api/reports/options', () => {
  it('[200] the units the user may see', async () => {
    const admin = await get('/reports/options');
    expect(admin.resales.map((r: { id: number }) => r.id).sort()).toEqual([centro, valinhos].sort());
    const attendant = await get('/reports/options', 'attendant');
    expect(attendant.resales.map((r: { id: number }) => r.id)).toEqual([centro]);
  });
});

describe('the closing from summary rows', () => {
  it('gives what the sales give: units, one or both, days, months, a deliverer, every part or some', async () => {
    const db = t.database.db;
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const scopes: ReportScope[] = [
      { units: [centro], employeeId: null, start: D1, end: D2, timeZone: 'America/Sao_Paulo' },
      { units: [centro, valinhos], employeeId: null, start: D1, end: D1, timeZone: 'America/Sao_Paulo' },
      { units: [centro], employeeId: ids.seller_jose!, start: D1, end: D2, timeZone: 'America/Sao_Paulo' },
      // The demo history: months of sales of every status, channel, deliverer and method.
      { units: [centro], employeeId: null, start: monthAgo, end: today, timeZone: 'America/Sao_Paulo' },
      { units: [valinhos, centro], employeeId: null, start: '2000-01-01', end: today, timeZone: 'America/Sao_Paulo' },
      { units: [], employeeId: null, start: D1, end: D2, timeZone: 'America/Sao_Paulo' },
    ];
    const partsList = [
      { status: true, items: true, payments: true },
      { status: false, items: true, payments: false },
      { status: false, items: false, payments: true },
    ];
    let compared = 0;
    for (const s of scopes)
      for (const parts of partsList) {
        const fromSums = await closingSales(db, s, parts, 'sums');
        expect(fromSums, JSON.stringify({ s, parts })).toEqual(await closingSales(db, s, parts, 'sales'));
        compared += fromSums.items.length + fromSums.payments.length + fromSums.status.length;
      }
    expect(compared).toBeGreaterThan(50);
  });
});
