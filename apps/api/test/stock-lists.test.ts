// The derived data of the stock lists (0020_perf_stock_lists.sql) against a direct recompute after every kind
// of write: the stored JSON heads of the stock screen, the day/month sums of the entries' summary bar, and the
// adjustments' search through its three indexes.
import zlib from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createKeptReplies } from '../src/lib/kept';
import { COMPRESS_MIN_BYTES } from '../src/plugins/compress';
import { type TestContext, createTestContext, eventually } from './helpers';
import { adminCaller, demoUnits } from './registers-helpers';

let t: TestContext;
let centro: number;
let valinhos: number;
let call: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos } = await demoUnits(t));
  call = adminCaller(t);
});
afterAll(async () => t?.close());

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const run = (query: SQL) => t.database.db.execute(query);

// ---------------------------------------------------------------------------------------------------------
// Stock screen

/** The stock screen's text as the list wrote it before the stored heads: every field joined and written here. */
async function recomputedStock(unit: number): Promise<string> {
  const [row] = await rows<{ json: string }>(sql`
    select coalesce('[' || string_agg(concat(
      '{"id":', p.id, ',"description":', to_json(p.description),
      ',"price_cents":', p.price_cents, ',"resale_id":', p.resale_id,
      ',"resale":{"id" : ', r.id, ', "name" : ', to_json(r.name),
      '},"bottle_id":', coalesce(p.bottle_id::text, 'null'),
      ',"bottle":', case when b.id is null then 'null'
        else concat('{"id" : ', b.id, ', "description" : ', to_json(b.description), '}') end,
      ',"category_id":', coalesce(p.category_id::text, 'null'),
      ',"category":', case when c.id is null then 'null'
        else concat('{"id" : ', c.id, ', "name" : ', to_json(c.name), '}') end,
      ',"default":', case when p."default" then 'true' else 'false' end,
      ',"gas_do_povo_eligible":', case when p.gas_do_povo_eligible then 'true' else 'false' end,
      ',"capacity":', coalesce(to_json(p.capacity::text)::text, 'null'),
      ',"is_cylinder":', case when p.is_cylinder then 'true' else 'false' end,
      ',"stock":{"platform" : ', p.stock_platform, ', "lending" : ', p.stock_lending,
      ', "defect" : ', p.stock_defect, ', "minimum" : ', p.stock_minimum,
      ', "total" : ', p.stock_platform + p.stock_lending + p.stock_defect,
      '},"created_at":', to_json(p.created_at), ',"updated_at":', to_json(p.updated_at), '}'),
      ${', \n '} order by p.description, p.id) || ']', '[]') as json
      from products p join resales r on r.id = p.resale_id
      left join products b on b.id = p.bottle_id left join categories c on c.id = p.category_id
     where p.resale_id = ${unit}`);
  return row!.json;
}

/**
 * Every unit's stock screen is the recomputed text. A write through the API shows at once (the answering
 * process drops its kept lists); a write by plain SQL, as another server process would make it, shows when
 * the products' NOTIFY arrives (`later`: retried for up to 5 s).
 */
async function expectStockScreensExact(later = false) {
  for (const unit of [centro, valinhos]) {
    const want = await recomputedStock(unit);
    const read = () => call('GET', `/products?per_page=all&resale_id=${unit}`);
    if (later) await eventually(async () => (await read()).body, want);
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(want);
    expect(res.headers.total).toBe(String(JSON.parse(res.body).length));
  }
  // The export parses the same text.
  const csv = await call('GET', `/products?per_page=all&resale_id=${centro}&format=csv`);
  expect(csv.statusCode).toBe(200);
}

describe('GET /api/products?per_page=all (stored JSON heads)', () => {
  it('[200] is the text the joined list gives, after every write that shows in it', async () => {
    await expectStockScreensExact();
    const cat = (
      await call('POST', '/categories', { category: { name: 'Lista "Estoque"', resale_id: centro } })
    ).json();
    const bottle = (
      await call('POST', '/products', {
        product: { description: 'Vasilhame Lista', resale_id: centro, price_cents: 10 },
      })
    ).json();
    const made = await call('POST', '/products', {
      product: {
        description: 'Gás Lista \\ "aspas" çã',
        resale_id: centro,
        price_cents: 12345,
        bottle_id: bottle.id,
        category_id: cat.id,
        default: true,
        stock_attributes: { minimum: 4 },
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const p = made.json();
    await expectStockScreensExact();
    // Each field of the product, its bottle's description, its category's and unit's names.
    await call('PATCH', `/products/${p.id}`, { product: { description: 'Gás Lista 2', price_cents: 1 } });
    await call('PATCH', `/products/${p.id}`, { product: { gas_do_povo_eligible: true } });
    await call('PATCH', `/products/${p.id}`, { product: { default: false, category_id: null } });
    await call('PATCH', `/products/${bottle.id}`, { product: { description: 'Vasilhame Lista 2' } });
    await expectStockScreensExact();
    await call('PATCH', `/products/${p.id}`, { product: { category_id: cat.id, bottle_id: null } });
    await call('PATCH', `/products/${p.id}`, { product: { bottle_id: bottle.id } });
    await run(sql`update categories set name = 'Lista 2' where id = ${cat.id}`);
    await run(sql`update resales set name = name || ' (2)' where id = ${centro}`);
    await expectStockScreensExact(true);
    // Stock changes (an entry, an adjustment) and a product moved to the other unit.
    const supplier = (await call('GET', `/product_entries/suppliers?resale_id=${centro}`)).json().data[0].id;
    const entry = await call('POST', '/product_entries', {
      product_entry: {
        resale_id: centro,
        supplier_id: supplier,
        issue_date: '02/02/2026',
        items_attributes: [{ product_id: p.id, quantity: 3, price_cents: 100 }],
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    await call('POST', '/stock_appointments', {
      stock_appointment: { date: '2026-02-02', resale_id: centro, product_id: p.id, movement: 'defect', quantity: 1 },
    });
    await expectStockScreensExact();
    await call('PATCH', `/products/${p.id}`, { product: { resale_id: valinhos, bottle_id: null, category_id: null } });
    await expectStockScreensExact();
    // A bottle or category removed (set null by their foreign keys), and a product removed.
    await call('PATCH', `/products/${p.id}`, {
      product: { resale_id: centro, bottle_id: bottle.id, category_id: cat.id },
    });
    await run(sql`delete from categories where id = ${cat.id}`);
    await run(sql`update products set bottle_id = null where id = ${p.id}`);
    await run(sql`delete from products where id = ${bottle.id}`);
    await expectStockScreensExact(true);
    const other = (await call('POST', '/products', { product: { description: 'Some já', resale_id: centro } })).json();
    expect((await call('DELETE', `/products/${other.id}`)).statusCode).toBe(204);
    await expectStockScreensExact();
    await run(sql`update resales set name = replace(name, ' (2)', '') where id = ${centro}`);
  });
});

describe('GET /api/products?page= (the stock screen, a page at a time)', () => {
  it('[200] a page of the products with Stock-Summary equal to the counts summed from the rows, after writes', async () => {
    const sums = async (unit: number) =>
      (
        await rows<Record<string, number>>(sql`
          select coalesce(sum(stock_platform), 0)::int as platform, coalesce(sum(stock_lending), 0)::int as lending,
                 coalesce(sum(stock_defect), 0)::int as defect, coalesce(sum(stock_minimum), 0)::int as minimum,
                 coalesce(sum(stock_platform + stock_lending + stock_defect), 0)::int as total
            from products where resale_id = ${unit}`)
      )[0]!;
    // The summary is kept with the stock screen's lists: a write by plain SQL (another process's) shows when
    // the products' NOTIFY arrives (`later`), a write through the API at once.
    const check = async (later = false) => {
      for (const unit of [centro, valinhos]) {
        const read = async () => {
          const res = await call('GET', `/products?resale_id=${unit}&page=1`);
          expect(res.statusCode, res.body).toBe(200);
          const page = res.json() as { id: number }[];
          expect(page.length).toBe(Math.min(Number(res.headers['per-page']), Number(res.headers.total)));
          return JSON.parse(String(res.headers['stock-summary']));
        };
        const want = await sums(unit);
        expect(later ? await eventually(read, want) : await read()).toEqual(want);
      }
    };
    await check();
    // 120 more products in one unit: the reply stays a page.
    await run(sql`insert into products (resale_id, description, price_cents, stock_platform, stock_minimum)
      select ${centro}, 'Produto página ' || g, 100, g, 5 from generate_series(1, 120) g`);
    await run(sql`update products set stock_lending = stock_lending + 2, stock_defect = 1 where resale_id = ${centro}`);
    await check(true);
    const [one] = await rows<{ id: number }>(
      sql`select id from products where resale_id = ${centro} order by id limit 1`,
    );
    const edited = await call('PATCH', `/products/${one!.id}`, { product: { stock_attributes: { minimum: 40 } } });
    expect(edited.statusCode, edited.body).toBe(200);
    await check();
    const res = await call('GET', `/products?resale_id=${centro}&page=2`);
    expect((res.json() as unknown[]).length).toBe(Number(res.headers['per-page']));
    expect(res.body.length).toBeLessThan(100 * 1024);
  });
});

describe('GET /api/products?per_page=all (kept between changes)', () => {
  type Row = { id: number; resale_id: number; stock: { platform: number } };
  const stockList = async (unit: number, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/products?per_page=all&resale_id=${unit}`,
      headers: { ...(await t.as('admin')), ...headers },
    });
  const platform = async (unit: number, id: number) =>
    ((await stockList(unit)).json() as Row[]).find((p) => p.id === id)!.stock.platform;

  it('[200] a kept list follows API writes at once and SQL writes by NOTIFY; compressed forms decode to it', async () => {
    const first = await stockList(centro);
    const product = (first.json() as Row[])[0]!;
    expect((await stockList(centro)).body).toBe(first.body);
    // An adjustment through the API: the very next read shows it.
    const made = await call('POST', '/stock_appointments', {
      stock_appointment: {
        date: '2026-02-03',
        resale_id: centro,
        product_id: product.id,
        movement: 'inflow',
        quantity: 5,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await platform(centro, product.id)).toBe(product.stock.platform + 5);
    // Plain SQL, as another server process: shown once its notification arrives.
    await run(sql`update products set stock_platform = stock_platform + 2 where id = ${product.id}`);
    const want = product.stock.platform + 7;
    expect(await eventually(() => platform(centro, product.id), want)).toBe(want);
    // The same text in brotli and gzip (large lists only: the demo's is below the threshold).
    const plain = await stockList(centro);
    const br = await stockList(centro, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding'] === 'br').toBe(plain.rawPayload.length >= COMPRESS_MIN_BYTES);
    expect(br.headers.vary).toBe('Accept-Encoding');
    const decoded = (r: typeof br) =>
      r.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(r.rawPayload).toString()
        : r.headers['content-encoding'] === 'gzip'
          ? zlib.gunzipSync(r.rawPayload).toString()
          : r.body;
    expect(decoded(br)).toBe(plain.body);
    expect(decoded(await stockList(centro, { 'accept-encoding': 'gzip' }))).toBe(plain.body);
    await run(sql`update products set stock_platform = stock_platform - 7 where id = ${product.id}`);
  });

  it('[200] users of different units never share a kept list', async () => {
    const admin = (await stockList(valinhos)).json() as Row[];
    expect(admin.length).toBeGreaterThan(0);
    expect(admin.every((p) => p.resale_id === valinhos)).toBe(true);
    const attendant = await t.app.inject({
      method: 'GET',
      url: `/api/products?per_page=all&resale_id=${valinhos}`,
      headers: await t.as('attendant'),
    });
    expect((attendant.json() as Row[]).every((p) => p.resale_id === centro)).toBe(true);
  });

  it('keeps at most its size, most recently used first, and keeps nothing read during a change', async () => {
    const kept = createKeptReplies(60_000, 2);
    let loads = 0;
    const load = (text: string) => async () => {
      loads++;
      return { body: Buffer.from(text), headers: {} };
    };
    const text = async (key: string, l: () => Promise<{ body: Buffer; headers: Record<string, string> }>) =>
      (await kept.get(key, l).reply).body.toString();
    await text('a', load('a'));
    await text('b', load('b'));
    expect(await text('a', load('x'))).toBe('a');
    await text('c', load('c'));
    expect(loads).toBe(3);
    expect(await text('a', load('x'))).toBe('a');
    expect(await text('b', load('b2'))).toBe('b2');
    // A read that overlaps an invalidation is answered but not kept.
    let release: () => void = () => {};
    const slow = text('d', () => new Promise((r) => (release = () => r({ body: Buffer.from('old'), headers: {} }))));
    kept.invalidate();
    release();
    expect(await slow).toBe('old');
    expect(await text('d', load('new'))).toBe('new');
    // A fresh read (Cache-Control: no-cache) reads again and keeps what it read.
    expect((await kept.get('d', load('newer'), true).reply).body.toString()).toBe('newer');
    expect(await text('d', load('x'))).toBe('newer');
  });
});

// ---------------------------------------------------------------------------------------------------------
// Product entries' summary bar

/** The summary and count of an issue-date range recomputed from the entries and items themselves. */
async function recomputedSummary(start: string | null, end: string | null) {
  const cond = sql`true${start ? sql` and e.issue_date >= ${start}` : sql``}${end ? sql` and e.issue_date <= ${end}` : sql``}`;
  const products = await rows<{ product_name: string; items_quantity: number; items_price_cents: number }>(sql`
    select p.description as product_name, sum(i.quantity)::int as items_quantity,
           sum(i.price_cents::bigint * i.quantity - i.discount_cents)::bigint as items_price_cents
      from product_entries e join product_entry_items i on i.entry_id = e.id join products p on p.id = i.product_id
     where ${cond} group by 1 order by 1`);
  const [tot] = await rows<{ n: number; total: number }>(
    sql`select count(*)::int as n, coalesce(sum(e.total_cents), 0)::bigint as total from product_entries e where ${cond}`,
  );
  const named = products.map((r) => ({ ...r, items_price_cents: Number(r.items_price_cents) }));
  return {
    total: tot!.n,
    summary: {
      products: named,
      total_quantity: named.reduce((s, r) => s + r.items_quantity, 0),
      total_cents: Number(tot!.total),
    },
  };
}

const br = (iso: string) => iso.split('-').reverse().join('/');

/** Ranges of every shape the sums answer: whole, partial and crossed months, one day, open ends, empty. */
const RANGES: [string | null, string | null][] = [
  [null, null],
  ['2025-03-01', '2025-03-31'],
  ['2025-03-01', '2025-03-20'],
  ['2025-03-10', '2025-03-10'],
  ['2025-03-05', '2025-03-31'],
  ['2025-03-02', '2025-03-30'],
  ['2025-02-27', '2025-04-02'],
  ['2025-02-10', '2025-04-25'],
  ['2025-03-15', null],
  [null, '2025-03-15'],
  ['2025-04-01', '2025-03-01'],
];

/** The summary bar of every range is the recomputed one (`later`: after plain SQL, when its NOTIFY arrives). */
async function expectSummariesExact(later = false) {
  for (const [start, end] of RANGES) {
    const q = [start && `start_date=${br(start)}`, end && `end_date=${br(end)}`].filter(Boolean).join('&');
    const read = () => call('GET', `/product_entries?date_param=issue_date&${q}`);
    const want = await recomputedSummary(start, end);
    if (later) await eventually(async () => (await read()).json().meta.summary, want.summary);
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta.summary, `${start}..${end}`).toEqual(want.summary);
    expect(body.meta.total, `${start}..${end}`).toBe(want.total);
  }
  // The stored rows are exactly what the entries and items add up to (no row left at zero).
  const [diff] = await rows<{ n: number }>(sql`
    select (select count(*) from (
        (select monthly, period, entries, total_cents from product_entry_sums
         except select k.monthly, k.period, count(*), sum(e.total_cents) from product_entries e
           cross join lateral (values (false, e.issue_date), (true, date_trunc('month', e.issue_date)::date)) k(monthly, period)
           group by 1, 2)
        union all
        (select k.monthly, k.period, count(*), sum(e.total_cents) from product_entries e
           cross join lateral (values (false, e.issue_date), (true, date_trunc('month', e.issue_date)::date)) k(monthly, period)
           group by 1, 2
         except select monthly, period, entries, total_cents from product_entry_sums)) x)
      + (select count(*) from (
        (select monthly, period, description, items, quantity, value_cents from product_entry_item_sums
         except select k.monthly, k.period, p.description, count(*), sum(i.quantity), sum(i.price_cents::bigint * i.quantity - i.discount_cents)
           from product_entry_items i join products p on p.id = i.product_id
           cross join lateral (values (false, i.issue_date), (true, date_trunc('month', i.issue_date)::date)) k(monthly, period)
           group by 1, 2, 3)
        union all
        (select k.monthly, k.period, p.description, count(*), sum(i.quantity), sum(i.price_cents::bigint * i.quantity - i.discount_cents)
           from product_entry_items i join products p on p.id = i.product_id
           cross join lateral (values (false, i.issue_date), (true, date_trunc('month', i.issue_date)::date)) k(monthly, period)
           group by 1, 2, 3
         except select monthly, period, description, items, quantity, value_cents from product_entry_item_sums)) y) as n`);
  expect(Number(diff!.n)).toBe(0);
}

describe('GET /api/product_entries summary (day and month sums)', () => {
  const productNamed = async (name: string, unit: number) =>
    (
      (await call('GET', `/products?resale_id=${unit}&per_page=all`)).json() as { id: number; description: string }[]
    ).find((p) => p.description === name)!.id;
  const supplierOf = async (unit: number) =>
    (await call('GET', `/product_entries/suppliers?resale_id=${unit}`)).json().data[0].id as number;
  const enter = async (
    unit: number,
    day: string,
    items: { product_id: number; quantity: number; price_cents: number }[],
  ) => {
    const res = await call('POST', '/product_entries', {
      product_entry: {
        resale_id: unit,
        supplier_id: await supplierOf(unit),
        issue_date: br(day),
        discount_type: 'value',
        discount_value_cents: 100,
        items_attributes: items.map((i) => ({ ...i, discount_cents: 7 })),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  it('[200] equals the entries and items summed directly, after every kind of write', async () => {
    const water = await productNamed('Água mineral 1,5 L (fardo com 6)', centro);
    const p13 = await productNamed('Gás P13 (botijão 13 kg)', centro);
    const otherP13 = await productNamed('Gás P13 (botijão 13 kg)', valinhos);
    const otherWater = (
      await call('POST', '/products', {
        product: { description: 'Água mineral 1,5 L (fardo com 6)', resale_id: valinhos },
      })
    ).json().id as number;
    await expectSummariesExact();
    // The same name in two units, on days at both edges of a month and inside it.
    const ids = [
      await enter(centro, '2025-03-01', [
        { product_id: water, quantity: 2, price_cents: 300 },
        { product_id: p13, quantity: 5, price_cents: 9000 },
      ]),
      await enter(valinhos, '2025-03-10', [{ product_id: otherP13, quantity: 4, price_cents: 8800 }]),
      await enter(centro, '2025-03-31', [{ product_id: p13, quantity: 1, price_cents: 9100 }]),
      await enter(centro, '2025-02-27', [{ product_id: water, quantity: 6, price_cents: 310 }]),
      await enter(valinhos, '2025-04-02', [{ product_id: otherP13, quantity: 3, price_cents: 8700 }]),
    ];
    await expectSummariesExact();
    // Deleted; moved to another day (the items follow their entry); an item changed; a product renamed.
    expect((await call('DELETE', `/product_entries/${ids[2]}`)).statusCode).toBe(204);
    await run(sql`update product_entries set issue_date = '2025-03-21' where id = ${ids[0]}`);
    await run(sql`update product_entry_items set quantity = quantity + 10, price_cents = 1 where entry_id = ${ids[1]}`);
    await expectSummariesExact(true);
    expect(
      (await call('PATCH', `/products/${otherP13}`, { product: { description: 'Gás P13 Valinhos' } })).statusCode,
    ).toBe(200);
    await expectSummariesExact();
    await call('PATCH', `/products/${otherP13}`, { product: { description: 'Gás P13 (botijão 13 kg)' } });
    // Concurrent entries of one name in both units (items in both orders), and of one product; then as many
    // removed while others are written (each writer locks its stock rows, then the summary rows).
    const concurrent = (day: number) =>
      Array.from({ length: 6 }, (_, i) => {
        const items = [
          { product_id: i % 2 ? p13 : otherP13, quantity: 1 + i, price_cents: 100 },
          { product_id: i % 2 ? water : otherWater, quantity: 1, price_cents: 50 },
        ];
        return enter(i % 2 ? centro : valinhos, `2025-03-${day + i}`, i % 3 ? items : items.reverse());
      });
    const first = await Promise.all(concurrent(10));
    await expectSummariesExact();
    const removed = first.map(async (id) =>
      expect((await call('DELETE', `/product_entries/${id}`)).statusCode).toBe(204),
    );
    await Promise.all([...removed, ...concurrent(20)]);
    await expectSummariesExact();
    // Every entry of a month removed leaves no rows of it.
    for (const id of ids) await call('DELETE', `/product_entries/${id}`);
    await expectSummariesExact();
  });

  it('[200] a list narrowed to a unit sums its own items', async () => {
    const res = (
      await call('GET', `/product_entries?resale_id=${valinhos}&start_date=01/03/2025&end_date=31/03/2025`)
    ).json();
    const [tot] = await rows<{ q: number }>(sql`
      select coalesce(sum(i.quantity), 0)::int as q from product_entry_items i join product_entries e on e.id = i.entry_id
       where e.resale_id = ${valinhos} and e.issue_date between '2025-03-01' and '2025-03-31'`);
    expect(res.meta.summary.total_quantity).toBe(tot!.q);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Adjustments' search

describe('GET /api/stock_appointments?query= (trigram, number word, 5-character pieces)', () => {
  it('[200] finds what a plain accent- and case-insensitive LIKE finds, in date order, with its count', async () => {
    const water = (
      (await call('GET', `/products?resale_id=${centro}&per_page=all`)).json() as { id: number; description: string }[]
    ).find((p) => p.description.startsWith('Água'))!.id;
    const texts = [
      'Ajuste de inventário número 1234',
      'Ajuste de inventário número 123',
      'AJUSTE DE INVENTARIO NUMERO 99',
      'Quebra no depósito',
      'Inventário anual',
    ];
    for (const [i, justification] of texts.entries()) {
      const res = await call('POST', '/stock_appointments', {
        stock_appointment: {
          date: `2025-05-0${i + 1}`,
          resale_id: centro,
          product_id: water,
          movement: 'inflow',
          reason: 'others',
          justification,
          quantity: 1,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const query of [
      'inventario numero 123',
      'Inventário',
      'número 99',
      'ajuste de',
      'dep',
      'quebra no depósito',
      'nada',
    ]) {
      const res = await call('GET', `/stock_appointments?query=${encodeURIComponent(query)}`);
      expect(res.statusCode).toBe(200);
      const want = await rows<{ id: number }>(sql`
        select id from stock_appointments
         where f_unaccent(lower(justification)) like f_unaccent(lower(${`%${query}%`}))
         order by date desc, id desc limit 25`);
      expect(
        res.json().map((a: { id: number }) => a.id),
        query,
      ).toEqual(want.map((r) => r.id));
      const [n] = await rows<{ n: number }>(sql`
        select count(*)::int as n from stock_appointments
         where f_unaccent(lower(justification)) like f_unaccent(lower(${`%${query}%`}))`);
      expect(res.headers.total, query).toBe(String(n!.n));
    }
  });
});
