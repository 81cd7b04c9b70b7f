import crypto from 'node:crypto';
import { AT_RISK_INTERVAL_FACTOR, OPEN_SALE_STATUSES } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres, queryRows, runMigrations } from '../src/db/client';
import { topUpDemoDay } from '../src/db/seed/day';
import { DEMO_SMALL, DEMO_YEAR, type DemoScale, seedDemo } from '../src/db/seed/demo';
import { loadCities } from '../src/modules/cities/service';
import { createNfceJobs } from '../src/modules/fiscal/issue';
import { updateStatus } from '../src/modules/sales/service';
import { userPayload } from '../src/modules/session/service';
import { demoRule, startSefazSimulator } from '../src/modules/fiscal/sefaz/simulator';
import { reconciliation } from '../src/modules/gas-do-povo/reconciliation';
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
  it("has its units' NFC-e set up (homologação, at hand-over) and its gas and water with their fiscal data", async () => {
    const settings = await rows<{ environment: string; issue_on: string; certificate: boolean }>(
      sql`select environment::text, issue_on::text, certificate_enc is not null as certificate from fiscal_settings`,
    );
    expect(settings).toHaveLength(2);
    expect(settings.every((x) => x.environment === 'homologacao' && x.issue_on === 'delivered' && !x.certificate)).toBe(
      true,
    );
    const products = await rows<{ description: string; ncm: string | null }>(
      sql`select p.description, f.ncm from products p left join product_fiscal f on f.product_id = p.id order by p.id`,
    );
    for (const p of products.filter((x) => /^Gás P|^Água/.test(x.description)))
      expect(p.ncm, p.description).toMatch(/^\d{8}$/);
    expect(products.filter((x) => /vazio/.test(x.description)).every((x) => x.ncm === null)).toBe(true);
  });

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

  it('has months of Gás do Povo redemptions in Valinhos, at the counter and at the door, received, to receive and one divergent', async () => {
    const [unit] = await rows<{ id: number; enrolled: boolean; uf: string }>(
      sql`select r.id, g.enrolled, s.acronym as uf from resales r join gas_do_povo_units g on g.resale_id = r.id
            join addresses a on a.id = r.address_id join cities c on c.id = a.city_id join states s on s.id = c.state_id
           where r.name like '%Valinhos'`,
    );
    expect(unit).toMatchObject({ enrolled: true, uf: 'SP' });
    const [price] = await rows<{ n: number }>(
      sql`select count(*)::int as n from gas_do_povo_prices where uf = 'SP' and active
             and starts_on <= (now() at time zone ${TZ})::date and ends_on is null`,
    );
    expect(price!.n).toBe(1);
    // Nowhere else: Centro is the browser tests' unit without the programme.
    const [others] = await rows<{ n: number }>(
      sql`select count(*)::int as n from gas_do_povo_redemptions where resale_id <> ${unit!.id}`,
    );
    expect(others!.n).toBe(0);
    const [shape] = await rows<{
      months: number;
      n: number;
      door: number;
      counter: number;
      p13: number;
      families: number;
      cycles: number;
    }>(
      sql`select count(distinct date_trunc('month', s.sold_on at time zone ${TZ}))::int as months, count(*)::int as n,
                 count(*) filter (where s.employee_id is not null)::int as door,
                 count(*) filter (where s.employee_id is null)::int as counter,
                 (select count(*)::int from sales x join products p on p.id = any(x.item_product_ids)
                   where x.resale_id = ${unit!.id} and p.gas_do_povo_eligible
                     and x.sold_on >= (select min(sold_on) from sales y join gas_do_povo_redemptions z on z.sale_id = y.id)) as p13,
                 count(distinct s.customer_id)::int as families,
                 count(distinct c.gas_do_povo_cycle_months)::int as cycles
            from gas_do_povo_redemptions g join sales s on s.id = g.sale_id left join customers c on c.id = s.customer_id
           where g.canceled_at is null`,
    );
    expect(shape!.months).toBeGreaterThanOrEqual(3);
    expect(shape!.door).toBeGreaterThan(0);
    expect(shape!.counter).toBeGreaterThan(0);
    expect(shape!.families).toBeGreaterThan(5);
    expect(shape!.cycles).toBe(2);
    // A realistic share of the unit's P13 refills since the programme started: some, far from all.
    expect(shape!.n / shape!.p13).toBeGreaterThan(0.05);
    expect(shape!.n / shape!.p13).toBeLessThan(0.4);
    // Each family's redemptions a cycle apart (the cycle stored on the customer).
    const [early] = await rows<{ n: number }>(
      sql`select count(*)::int as n from (
            select s.sold_on, c.gas_do_povo_cycle_months as m,
                   lag(s.sold_on) over (partition by s.customer_id order by s.sold_on) as before
              from gas_do_povo_redemptions g join sales s on s.id = g.sale_id join customers c on c.id = s.customer_id
             where g.canceled_at is null) x
           where x.before is not null and (x.sold_on at time zone ${TZ})::date
                 < ((x.before at time zone ${TZ})::date + make_interval(months => x.m))::date`,
    );
    expect(early!.n).toBe(0);
    // The reconciliation's own states: Caixa's deposits settled the older ones, the last days are to receive,
    // exactly one deposit came short.
    const { totals } = await reconciliation(
      database.db,
      { resale_id: unit!.id, start: '2000-01-01', end: '2100-01-01' },
      { limit: 1, offset: 0 },
    );
    expect(totals.all.count).toBe(shape!.n);
    expect(totals.received.count).toBeGreaterThan(totals.all.count / 2);
    expect(totals.pending.count).toBeGreaterThan(0);
    expect(totals.divergent.count).toBe(1);
    expect(totals.overdue.count).toBe(1);
    // The money came in through the receivables' receipts, into the unit's Caixa account.
    const [booked] = await rows<{ cents: number }>(
      sql`select coalesce(sum(t.value_cents), 0)::bigint as cents from transactions t
            join gas_do_povo_units u on u.bank_id = t.bank_id where u.resale_id = ${unit!.id}`,
    );
    expect(Number(booked!.cents)).toBe(totals.received.received_cents + totals.divergent.received_cents);
  });

  it("has the last days' empties of several brands in the ledger, a destroca with a distributor and the depots' counts", async () => {
    const brands = await rows<{ unit: string; brand: string; n: number }>(
      sql`select r.name as unit, b.name as brand, sum(m.quantity)::int as n from empty_moves m
            join resales r on r.id = m.resale_id join bottle_brands b on b.id = m.brand_id
           where m.cause = 'sale' and m.account = 'place' and m.state = 'vazio' group by 1, 2`,
    );
    for (const unit of ['Centro', 'Valinhos']) {
      const mine = brands.filter((b) => b.unit.endsWith(unit) && b.n > 0);
      expect(mine.length, unit).toBeGreaterThanOrEqual(4);
      // Not all of one brand: the largest is less than 80 % of what came back.
      const total = mine.reduce((n, b) => n + b.n, 0);
      expect(Math.max(...mine.map((b) => b.n)) / total, unit).toBeLessThan(0.8);
    }
    const [ops] = await rows<{ destroca: number; counts: number; negative: number }>(
      sql`select count(*) filter (where cause = 'destroca')::int as destroca,
                 count(distinct resale_id) filter (where cause = 'count')::int as counts,
                 (select count(*)::int from empty_balances where account = 'place' and quantity < 0) as negative
            from empty_moves`,
    );
    expect(ops!.destroca).toBeGreaterThanOrEqual(2);
    expect(ops!.counts).toBe(2);
    // The counts leave no depot holding fewer than none.
    expect(ops!.negative).toBe(0);
  });

  it("has this morning's WhatsApp conversations in Centro, matched to customers, one answered with an order", async () => {
    const conversations = await rows<{ customer_id: number | null; messages: number; sales: number; created: boolean }>(
      sql`select c.customer_id, (select count(*)::int from whatsapp_messages m where m.conversation_id = c.id) as messages,
                 (select count(*)::int from sales s where s.customer_id = c.customer_id and s.channel = 'whatsapp'
                     and s.created_at >= (select max(m.created_at) from whatsapp_messages m where m.conversation_id = c.id)) as sales,
                 coalesce((select obs from customers where id = c.customer_id), '') like '%WhatsApp%' as created
            from whatsapp_conversations c join resales r on r.id = c.resale_id where r.name like '%Centro'`,
    );
    expect(conversations.length).toBeGreaterThanOrEqual(3);
    expect(conversations.every((c) => c.customer_id !== null && c.messages > 0)).toBe(true);
    // A number no customer had became a customer; one conversation was answered with an order.
    expect(conversations.filter((c) => c.created)).toHaveLength(1);
    expect(conversations.filter((c) => c.sales > 0)).toHaveLength(1);
    const [unmatched] = await rows<{ n: number }>(
      sql`select count(*)::int as n from whatsapp_messages where processed_at is null`,
    );
    expect(unmatched!.n).toBe(0);
  });

  it('has every figure of the read-model layer equal to its recompute, and the demo deliverer has open deliveries today', async () => {
    expect(await checkFigures(database.db, { limit: 5 })).toEqual([]);
    // The day's orders told to the NFC-e job as the server's top-up tells them, against the simulator.
    const sim = await startSefazSimulator({ rule: demoRule });
    const nfce = createNfceJobs(
      {
        db: database.db,
        target: { urlOverride: sim.url, ca: sim.caPem, demoCertificate: sim.demoCertificate, close: async () => {} },
        secretKey: null,
      },
      (err) => {
        throw err;
      },
    );
    const told: { id: number; status: string }[] = [];
    const handed = (s: { status: string }) => s.status === 'delivered' || s.status === 'finished';
    try {
      await topUpDemoDay(database.db, {
        onSale: async (sale) => {
          told.push(sale);
          await nfce.afterSaleWrite(sale);
        },
      });
      if (!told.some(handed)) {
        // Late in the day the seeded morning already holds each unit's handed-over orders, and the top-up adds
        // only open ones: one on the road is handed over as the deliverer's 'Entregue' does (the route's write,
        // then the job told with the status before it).
        const [road] = await rows<{ id: number; resale_id: number; user_id: number }>(
          sql`select s.id, s.resale_id, u.id as user_id from sales s
                join users u on u.role = 'admin'
               where s.sold_on >= ${todayStart} and s.status = 'in_transit'
                 and s.employee_id is distinct from (select employee_id from users where email = 'entregador@demo.com.br')
                 and exists (select 1 from fiscal_settings f where f.resale_id = s.resale_id)
                 and not exists (select 1 from gas_do_povo_redemptions g where g.sale_id = s.id)
               order by s.id desc, u.id limit 1`,
        );
        const user = await userPayload(database.db, road!.user_id);
        await updateStatus(database.db, { user: user!, ip: null }, road!.id, 'delivered');
        const sale = { id: road!.id, resale_id: road!.resale_id, status: 'delivered' };
        told.push(sale);
        await nfce.afterSaleWrite(sale, 'in_transit');
      }
      await nfce.stop();
    } finally {
      await sim.close();
    }
    const notes = await rows<{ sale_id: number; state: string; environment: string }>(
      sql`select sale_id, state,
                 case when xml like '%<tpAmb>2</tpAmb>%' then 'homologacao' else 'producao' end as environment
            from fiscal_notes order by sale_id`,
    );
    const handedOver = told.filter(handed).map((s) => s.id);
    expect(handedOver.length).toBeGreaterThan(0);
    // Those handed over have their note, authorised in homologação; the others none; the year none.
    expect(notes.map((n) => n.sale_id)).toEqual([...handedOver].sort((a, b) => a - b));
    expect(new Set(notes.map((n) => `${n.state} ${n.environment}`))).toEqual(new Set(['autorizada homologacao']));
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

  it("a later day gets its morning's WhatsApp conversations again, through the inbound path", async () => {
    // Today's conversations become yesterday's: the next top-up finds none today.
    await database.db.execute(sql`update whatsapp_messages set sent_at = sent_at - interval '1 day'`);
    await database.db.execute(sql`update demo_database set day_topped_at = null`);
    const [{ start } = { start: new Date() }] = await rows<{ start: Date }>(sql`select ${todayStart} as start`);
    // Two hours into the day at least (the conversations are hours apart, all of today).
    const now = new Date(Math.max(Date.now(), new Date(start).getTime() + 2 * 3_600_000 + 60_000));
    const added = await topUpDemoDay(database.db, { now });
    expect(added!.whatsapp).toBeGreaterThanOrEqual(3);
    const [today] = await rows<{ n: number; unmatched: number }>(
      sql`select count(*)::int as n, count(*) filter (where processed_at is null)::int as unmatched
            from whatsapp_messages where direction = 'in' and sent_at >= ${todayStart}`,
    );
    expect(today!.n).toBeGreaterThanOrEqual(3);
    expect(today!.unmatched).toBe(0);
    // Claimed again a moment later: nothing doubles.
    await database.db.execute(sql`update demo_database set day_topped_at = null`);
    expect((await topUpDemoDay(database.db, { now }))!.whatsapp).toBe(0);
    expect(await checkFigures(database.db, { limit: 5 })).toEqual([]);
  }, 300_000);
});
