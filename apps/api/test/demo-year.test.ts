import crypto from 'node:crypto';
import { AT_RISK_INTERVAL_FACTOR, OPEN_SALE_STATUSES } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres, queryRows, runMigrations } from '../src/db/client';
import { topUpDemoDay } from '../src/db/seed/day';
import { DEMO_SMALL, DEMO_YEAR, type DemoScale, seedDemo } from '../src/db/seed/demo';
import { loadCities } from '../src/modules/cities/service';
import { checkFigures } from '../src/read-models/index';
import { onServer } from './templateDb';

// The demo as the server makes it on an empty database, generated here on a fresh one (not the tests'
// template): a reseller's year on PostgreSQL; on PGlite, too slow for a year inside a test run, the smaller
// scale (DEMO_SMALL) with the same checks.

const postgres = process.env.TEST_DB === 'postgres';
const scale: DemoScale = postgres ? DEMO_YEAR : DEMO_SMALL;
const TZ = process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';
let database: Database;
let drop: (() => Promise<void>) | undefined;
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(database.db, q);
/** The start of today in the business's time zone. */
const todayStart = sql`(((now() at time zone ${TZ})::date)::timestamp at time zone ${TZ})`;

beforeAll(async () => {
  if (postgres) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `ability_demo_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(url, (c) => c.query(`create database ${name}`));
    drop = () => onServer(url, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
    const u = new URL(url);
    u.pathname = `/${name}`;
    database = await openPostgres(u.toString(), 2);
  } else {
    database = await openPglite();
  }
  await runMigrations(database);
  await loadCities(database.db);
  expect(await seedDemo(database.db, scale)).toBe(true);
}, 900_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe(`the demo data (${postgres ? 'a year' : 'the smaller scale'})`, () => {
  it('has its customers: households mostly, on their own rhythm of 25 to 60 days, some stopped', async () => {
    const [c] = await rows<{ n: number; units: number }>(
      sql`select count(*)::int as n, count(distinct resale_id)::int as units from customers`,
    );
    const expected = scale.customers[0] + scale.customers[1];
    expect(c!.units).toBe(2);
    // The finance seed's four per unit come on top.
    expect(c!.n).toBeGreaterThanOrEqual(expected);
    expect(c!.n).toBeLessThanOrEqual(expected + 10);
    // Households who buy gas: the mean interval the re-purchase queue predicts from.
    const [h] = await rows<{ median: number; n: number }>(
      sql`select percentile_cont(0.5) within group (order by c.purchase_interval_days)::float as median, count(*)::int as n
            from customers c join customer_groups g on g.id = c.group_id
           where g.description = 'Residencial' and c.purchase_interval_days is not null
             and exists (select 1 from sales s join products p on p.id = any(s.item_product_ids)
                          where s.customer_id = c.id and p.description like 'Gás P13%')`,
    );
    expect(h!.n).toBeGreaterThan(expected / 3);
    expect(h!.median).toBeGreaterThanOrEqual(25);
    expect(h!.median).toBeLessThanOrEqual(60);
    // Some stopped buying: late past the 'Em risco' factor of their interval (at risk, inactive).
    const [stopped] = await rows<{ n: number }>(
      sql`select count(*)::int as n from customers
           where last_sale_on < (now() at time zone ${TZ})::date - ceil(${AT_RISK_INTERVAL_FACTOR}::numeric * purchase_interval_days)::int`,
    );
    expect(stopped!.n).toBeGreaterThan(expected / 200);
    // Businesses on term who owe boletos past their due date.
    const [overdue] = await rows<{ n: number }>(
      sql`select count(distinct customer_id)::int as n from receivables
           where sale_id is not null and received_cents < value_cents and due_date < (now() at time zone ${TZ})::date`,
    );
    expect(overdue!.n).toBeGreaterThan(0);
  });

  it('has 40 to 80 orders a weekday per unit (the smaller scale: its floor), phone first, then WhatsApp, then the counter', async () => {
    const perDay = await rows<{ resale_id: number; days: number; least: number; most: number }>(
      sql`select resale_id, count(*)::int as days, min(n)::int as least, max(n)::int as most
            from (select resale_id, (sold_on at time zone ${TZ})::date as day, count(*) as n from sales
                   where sold_on < ${todayStart} and sold_on >= ${todayStart} - make_interval(days => ${scale.days - 1})
                   group by 1, 2) d
           where extract(isodow from day) < 7
           group by resale_id order by resale_id`,
    );
    expect(perDay).toHaveLength(2);
    const low = postgres ? 40 : scale.weekdayFloor[0];
    for (const u of perDay) {
      expect(u.days).toBeGreaterThan(((scale.days - 1) * 6) / 7 - 2);
      expect(u.least, `unit ${u.resale_id}`).toBeGreaterThanOrEqual(low);
      expect(u.most, `unit ${u.resale_id}`).toBeLessThanOrEqual(80);
    }
    const channels = await rows<{ channel: string; n: number }>(
      sql`select case when channel in ('door', 'pos') then 'counter' else channel::text end as channel, count(*)::int as n
            from sales group by 1 order by 2 desc`,
    );
    expect(channels.slice(0, 3).map((c) => c.channel)).toEqual(['disk', 'whatsapp', 'counter']);
    // Mornings and early evenings are busier than the early afternoon.
    const [hours] = await rows<{ morning: number; afternoon: number }>(
      sql`select count(*) filter (where extract(hour from sold_on at time zone ${TZ}) between 9 and 10)::int as morning,
                 count(*) filter (where extract(hour from sold_on at time zone ${TZ}) between 13 and 14)::int as afternoon
            from sales`,
    );
    expect(hours!.morning).toBeGreaterThan(hours!.afternoon * 1.5);
  });

  it('has every figure of the read-model layer equal to its recompute, and the demo deliverer has open deliveries today', async () => {
    expect(await checkFigures(database.db, { limit: 5 })).toEqual([]);
    await topUpDemoDay(database.db);
    const [open] = await rows<{ n: number }>(
      sql`select count(*)::int as n from sales s join users u on u.employee_id = s.employee_id
           where u.email = 'entregador@demo.com.br' and s.sold_on >= ${todayStart}
             and s.status = any(${`{${OPEN_SALE_STATUSES.join(',')}}`}::sale_status[])`,
    );
    expect(open!.n).toBeGreaterThanOrEqual(3);
    // A month of the deliverers' days closed (acertos), the last few still open.
    const [closed] = await rows<{ days: number; latest: string }>(
      sql`select count(distinct business_day)::int as days, max(business_day)::text as latest from settlements
           where status = 'closed'`,
    );
    expect(closed!.days).toBe(30);
    expect(
      closed!.latest < (await rows<{ d: string }>(sql`select ((now() at time zone ${TZ})::date - 3)::text as d`))[0]!.d,
    ).toBe(true);
    expect(await checkFigures(database.db, { limit: 5 })).toEqual([]);
  }, 300_000);
});
