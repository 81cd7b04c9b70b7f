import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { PER_PAGE } from '../src/lib/list';
import { likePattern } from '../src/lib/search';
import { listCallLogs } from '../src/modules/call-logs/service';
import { type TestContext, createTestContext } from './helpers';
import { adminCaller, demoUnits } from './registers-helpers';

// What 0019_perf_call_logs.sql keeps by triggers must equal a recompute after every kind of write:
// - call_logs.customer_name_search, the call's copy of its customer's searched name; the search by customer
//   name must answer what `customer_id in (customers whose name contains it)` answers;
// - call_log_hours, the calls per hour and kind; the list's count over every unit must be the direct count.

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

let phones = 0;
const newPhone = () => `1999${String(4_000_000 + phones++).padStart(7, '0')}`;

async function makeCustomer(name: string, resale_id: number): Promise<{ id: number; phone: string }> {
  const phone = newPhone();
  const res = await call('POST', '/customers', { customer: { name, resale_id, contacts_attributes: [{ phone }] } });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id, phone };
}

async function callFrom(phone: string, resale_id: number) {
  const res = await call('POST', '/call_logs', { call_log: { phone, resale_id } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; customer: { id: number } | null };
}

/** Calls whose stored name differs from their customer's name as searched now (none when exact). */
const stale = async () =>
  queryRows<{ id: number }>(
    t.database.db,
    sql`select l.id from call_logs l left join customers c on c.id = l.customer_id
         where l.customer_name_search is distinct from c.name_search`,
  );

/** The search as it was specified: the calls of the customers whose name contains the text. */
async function expectedSearch(text: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select l.id from call_logs l
         where l.customer_id in (select c.id from customers c
                                  where f_unaccent(lower(c.name)) like f_unaccent(lower(${likePattern(text.trim())})))
         order by l.created_at desc, l.id desc`,
  );
  return rows.map((r) => r.id);
}

async function expectSearchExact(text: string) {
  const expected = await expectedSearch(text);
  const res = await call('GET', `/call_logs?customer_name=${encodeURIComponent(text)}`);
  expect(res.statusCode).toBe(200);
  expect(Number(res.headers.total)).toBe(expected.length);
  expect(res.json().map((r: { id: number }) => r.id)).toEqual(expected.slice(0, 25));
  return expected;
}

describe('call_logs.customer_name_search', () => {
  it('is copied when a call is registered, and null for an unknown number', async () => {
    const c = await makeCustomer('Ângela Busca', centro);
    const known = await callFrom(c.phone, centro);
    expect(known.customer?.id).toBe(c.id);
    await callFrom(newPhone(), centro);
    expect(await stale()).toEqual([]);
    const [row] = await queryRows<{ s: string | null }>(
      t.database.db,
      sql`select customer_name_search as s from call_logs where id = ${known.id}`,
    );
    expect(row!.s).toBe('angela busca');
    expect(await expectSearchExact('ANGELA')).toEqual([known.id]);
    expect(await expectSearchExact('gela bu')).toEqual([known.id]);
  });

  it('follows a rename of the customer (every call of it) and nothing else', async () => {
    const c = await makeCustomer('Rosália Antiga', valinhos);
    const other = await makeCustomer('Rosália Outra', valinhos);
    const calls = [await callFrom(c.phone, valinhos)];
    await t.database.db.execute(sql`update call_logs set created_at = now() - interval '2 minutes'`);
    calls.push(await callFrom(c.phone, valinhos));
    await callFrom(other.phone, valinhos);
    const res = await call('PATCH', `/customers/${c.id}`, { customer: { name: 'Rosália Nova' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stale()).toEqual([]);
    expect(await expectSearchExact('antiga')).toEqual([]);
    expect((await expectSearchExact('rosalia nova')).sort()).toEqual(calls.map((x) => x.id).sort());
    expect(await expectSearchExact('rosália')).toHaveLength(3);
    // Only accents or case changed: the searched name is the same, still exact.
    await call('PATCH', `/customers/${c.id}`, { customer: { name: 'ROSALIA NOVA' } });
    expect(await stale()).toEqual([]);
  });

  it('follows a call moved to another customer or left without one, and a deleted customer', async () => {
    const a = await makeCustomer('Teodoro Primeiro', centro);
    const b = await makeCustomer('Teodoro Segundo', centro);
    const x = await callFrom(a.phone, centro);
    await t.database.db.execute(sql`update call_logs set customer_id = ${b.id} where id = ${x.id}`);
    expect(await stale()).toEqual([]);
    expect(await expectSearchExact('segundo')).toEqual([x.id]);
    await t.database.db.execute(sql`update call_logs set customer_id = null where id = ${x.id}`);
    expect(await stale()).toEqual([]);
    expect(await expectSearchExact('teodoro')).toEqual([]);

    const y = await callFrom(b.phone, centro);
    const del = await call('DELETE', `/customers/${b.id}`);
    expect(del.statusCode, del.body).toBe(204);
    const [row] = await queryRows<{ customer_id: number | null; s: string | null }>(
      t.database.db,
      sql`select customer_id, customer_name_search as s from call_logs where id = ${y.id}`,
    );
    expect(row).toEqual({ customer_id: null, s: null });
    expect(await stale()).toEqual([]);
  });

  it('stays exact when a call and a rename of its customer run at the same time (either order)', async () => {
    const c = await makeCustomer('Jurema Antes', centro);
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

    // The rename holds the customer while the call is registered: the call waits and copies the new name.
    let posted: Promise<unknown> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update customers set name = 'Jurema Depois' where id = ${c.id}`);
      posted = callFrom(c.phone, centro);
      await pause(300);
    });
    await posted;
    expect(await stale()).toEqual([]);
    expect(await expectSearchExact('depois')).toHaveLength(1);

    // The call is being written when the rename comes: the rename waits and updates it too.
    let renamed: Promise<unknown> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into call_logs (kind, phone, resale_id, customer_id) values ('incoming', ${c.phone}, ${centro}, ${c.id})`,
      );
      renamed = call('PATCH', `/customers/${c.id}`, { customer: { name: 'Jurema Final' } });
      await pause(300);
    });
    expect(((await renamed) as { statusCode: number }).statusCode).toBe(200);
    expect(await stale()).toEqual([]);
    expect(await expectSearchExact('jurema final')).toHaveLength(2);
  });

  it('answers the search as specified: wildcards are text, blanks are no filter, with unit, kind and date', async () => {
    await makeCustomer('Percent 100% Silva_Souza', centro).then((c) => callFrom(c.phone, centro));
    for (const text of ['100%', '%', '_', 'silva_s', 'a_a', ' percent ', 'SILVA', 'zzzz'])
      await expectSearchExact(text);
    const all = await call('GET', '/call_logs?customer_name=%20%20');
    const [n] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from call_logs`);
    expect(Number(all.headers.total)).toBe(n!.n);
    const scoped = await call('GET', `/call_logs?customer_name=percent&resale_id=${valinhos}`);
    expect(scoped.json()).toEqual([]);
    const outgoing = await call('GET', '/call_logs?customer_name=percent&kind=outgoing');
    expect(outgoing.json()).toEqual([]);
    const past = await call('GET', '/call_logs?customer_name=percent&date=01/01/2020-31/12/2020');
    expect(Number(past.headers.total)).toBe(0);
  });
});

/** Hours whose kept count differs from a recompute (none when exact). */
const wrongHours = async () =>
  queryRows<{ hour: string; kind: string }>(
    t.database.db,
    sql`select coalesce(k.hour, r.hour) as hour, coalesce(k.kind, r.kind) as kind
          from (select hour, kind, sum(n)::int as n from call_log_hours group by 1, 2 having sum(n) <> 0) k
          full join (select date_trunc('hour', created_at, 'UTC') as hour, kind, count(*)::int as n
                       from call_logs group by 1, 2) r on r.hour = k.hour and r.kind = k.kind
         where k.n is distinct from r.n`,
  );

const directCount = async (from: string, to: string, timezone: string, kind?: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from call_logs
           where created_at >= (${from}::date)::timestamp at time zone ${timezone}
             and created_at < (${to}::date + 1)::timestamp at time zone ${timezone}
             ${kind ? sql`and kind = ${kind}` : sql``}`,
    )
  )[0]!.n;

describe('call_log_hours', () => {
  const page1 = { page: 1, perPage: PER_PAGE } as const;

  it('follows inserts, moves in time, changes of kind and deletes; the counts over every unit are exact', async () => {
    // Calls every 37 minutes over 4 days around a month's turn, some outgoing.
    await t.database.db.execute(sql`
      insert into call_logs (kind, phone, resale_id, created_at)
      select case when g % 5 = 0 then 'outgoing' else 'incoming' end::call_kind, '1933334444', ${centro},
             timestamptz '2025-01-30 00:00:00+00' + g * interval '37 minutes'
        from generate_series(0, 155) g`);
    expect(await wrongHours()).toEqual([]);
    await t.database.db.execute(
      sql`update call_logs set created_at = created_at + interval '90 minutes' where phone = '1933334444' and id % 3 = 0`,
    );
    await t.database.db.execute(
      sql`update call_logs set kind = 'outgoing' where phone = '1933334444' and id % 7 = 0 and kind = 'incoming'`,
    );
    await t.database.db.execute(sql`delete from call_logs where phone = '1933334444' and id % 11 = 0`);
    expect(await wrongHours()).toEqual([]);

    // Whole days of timezones of whole hours, half hours and quarters: the partial hours at each end count too.
    for (const timezone of ['America/Sao_Paulo', 'UTC', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns']) {
      for (const [from, to] of [
        ['2025-01-30', '2025-02-02'],
        ['2025-01-31', '2025-01-31'],
        ['2025-02-01', '2025-02-01'],
        ['2025-01-01', '2025-12-31'],
        ['2024-01-01', '2024-01-31'],
      ] as const) {
        for (const kind of [undefined, 'outgoing', 'incoming'] as const) {
          const res = await listCallLogs(
            t.database.db,
            { units: null, kind, date: { start: from, end: to } },
            page1,
            timezone,
          );
          expect(res.total, `${timezone} ${from}-${to} ${kind}`).toBe(await directCount(from, to, timezone, kind));
        }
      }
    }
    const [all] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from call_logs`);
    expect((await listCallLogs(t.database.db, { units: null }, page1, 'UTC')).total).toBe(all!.n);
    const api = await call('GET', '/call_logs?date=30/01/2025-02/02/2025&kind=outgoing');
    expect(Number(api.headers.total)).toBe(
      await directCount('2025-01-30', '2025-02-02', 'America/Sao_Paulo', 'outgoing'),
    );
  });

  it('stays exact under concurrent calls of the same hour, and after a truncate', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        callFrom(`1998${String(7_000_000 + i).padStart(7, '0')}`, i % 2 ? centro : valinhos),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(12);
    expect(await wrongHours()).toEqual([]);
    await t.database.db.execute(sql`truncate call_logs`);
    expect(await wrongHours()).toEqual([]);
    expect((await listCallLogs(t.database.db, { units: null }, page1, 'UTC')).total).toBe(0);
  });
});
