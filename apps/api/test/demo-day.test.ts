import { OPEN_SALE_STATUSES } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { isDemoDatabase, topUpDemoDay } from '../src/db/seed/day';
import { checkFigures } from '../src/read-models/index';
import { caller } from './finance-helpers';
import { type TestContext, createTestContext } from './helpers';

// The demo's day in progress: on a fresh demo database the top-up gives every demo user work of
// today, through the product's own writes (so every derived figure still equals its recompute); run again
// it adds nothing; a database the demo seeding did not mark is never touched. The demo's shape (a
// reseller's year) is demo-year.test.ts.

let t: TestContext;
const TZ = process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);
const todayWhere = sql`sold_on >= (((now() at time zone ${TZ})::date)::timestamp at time zone ${TZ})`;
const allowAgain = () => t.database.db.execute(sql`update demo_database set day_topped_at = null`);

/** The deliverer's open orders as 'Minhas entregas' reads them (the server keeps a deliverer to their own). */
async function delivererOpen(): Promise<{ id: number; status: string; sold_on: string }[]> {
  const as = caller(t, 'deliverer');
  const out: { id: number; status: string; sold_on: string }[] = [];
  for (const status of OPEN_SALE_STATUSES) {
    const res = await as('GET', `/sales?status=${status}&per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    out.push(...(res.json() as { id: number; status: string; sold_on: string }[]));
  }
  return out;
}

beforeAll(async () => {
  t = await createTestContext();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the demo day in progress', () => {
  it('gives each role its day: orders of today in every status, 3 to 5 open for the deliverer, missed calls', async () => {
    expect(await isDemoDatabase(t.database.db)).toBe(true);
    const added = await topUpDemoDay(t.database.db);
    expect(added).not.toBeNull();

    const statuses = await rows<{ resale_id: number; status: string; n: number }>(
      sql`select resale_id, status::text, count(*)::int as n from sales where ${todayWhere} group by 1, 2`,
    );
    const units = [...new Set(statuses.map((s) => s.resale_id))];
    expect(units).toHaveLength(2);
    for (const unit of units) {
      const of = (...st: string[]) =>
        statuses.filter((s) => s.resale_id === unit && st.includes(s.status)).reduce((a, s) => a + s.n, 0);
      expect(of('created'), `unit ${unit} created`).toBeGreaterThanOrEqual(2);
      expect(of('in_transit', 'delayed'), `unit ${unit} on the road`).toBeGreaterThanOrEqual(2);
      expect(of('delivered'), `unit ${unit} delivered`).toBeGreaterThanOrEqual(1);
      expect(of('finished'), `unit ${unit} finished`).toBeGreaterThanOrEqual(3);
      expect(of('canceled'), `unit ${unit} canceled`).toBeGreaterThanOrEqual(1);
    }

    const open = await delivererOpen();
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(open.length).toBeLessThanOrEqual(7);

    // The attendant's queue of missed calls and the customers due for a re-purchase call.
    const missed = await caller(t, 'attendant')('GET', '/call_logs/missed');
    expect(missed.statusCode, missed.body).toBe(200);
    expect((missed.json() as { meta: { total: number } }).meta.total).toBeGreaterThanOrEqual(3);
    const due = await caller(t, 'attendant')('GET', '/customers?due=true&options=false');
    expect(due.statusCode, due.body).toBe(200);
    expect((due.json() as { meta: { total: number } }).meta.total).toBeGreaterThanOrEqual(3);

    // Written by the product's own writes: every derived figure equals its recompute.
    expect(await checkFigures(t.database.db, { limit: 5 })).toEqual([]);
  }, 120_000);

  it('adds nothing when the day already has its work, and is claimed once by processes starting together', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from sales`);
    // Claimed a moment ago by the test above: a second process starting now leaves it alone.
    expect(await topUpDemoDay(t.database.db)).toBeNull();
    await allowAgain();
    const again = await topUpDemoDay(t.database.db);
    expect(again).toEqual({ sales: 0, calls: 0, closed: 0, whatsapp: 0 });
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from sales`)).toEqual(before);
  });

  it('tops up again once the deliverer has finished the day so far, and closes earlier days left open', async () => {
    const as = caller(t, 'deliverer');
    for (const s of await delivererOpen()) {
      const res = await as('PATCH', '/sales/update_status', { id: s.id, status: 'finished' });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await delivererOpen()).toHaveLength(0);
    // An order of yesterday still open (the demo left running over night).
    const [old] = await rows<{ id: number }>(sql`update sales set status = 'created', finished_at = null,
        delivered_at = null, in_transit_at = null
      where id = (select max(id) from sales where status = 'finished' and employee_id is not null
                     and sold_on < now() - interval '2 days') returning id`);
    await allowAgain();
    const added = await topUpDemoDay(t.database.db);
    expect(added!.sales).toBeGreaterThanOrEqual(3);
    expect(added!.closed).toBeGreaterThanOrEqual(1);
    const [moved] = await rows<{ status: string }>(sql`select status::text from sales where id = ${old!.id}`);
    expect(moved!.status).toBe('finished');
    const open = await delivererOpen();
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(open.length).toBeLessThanOrEqual(5);
  }, 120_000);

  it('never touches a database the demo seeding did not mark', async () => {
    await t.database.db.execute(sql`delete from demo_database`);
    const before = await rows<{ sales: number; calls: number }>(
      sql`select (select count(*)::int from sales) as sales, (select count(*)::int from call_logs) as calls`,
    );
    expect(await isDemoDatabase(t.database.db)).toBe(false);
    expect(await topUpDemoDay(t.database.db)).toBeNull();
    expect(
      await rows<{ sales: number; calls: number }>(
        sql`select (select count(*)::int from sales) as sales, (select count(*)::int from call_logs) as calls`,
      ),
    ).toEqual(before);
  });
});
