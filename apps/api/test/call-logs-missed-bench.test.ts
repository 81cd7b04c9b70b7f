import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { caller } from './finance-helpers';
import { type TestContext, createTestContext } from './helpers';

/**
 * A bench line of the queue of missed calls, computed on read: a day of 20,000 incoming calls in one
 * unit from the numbers of up to 200 of its customers (with the demo's sales history), most of them not
 * answered: the count tests every call of the day. The calls are read through call_logs_missed_idx,
 * each one's sales through its contact (unique (resale_id, phone)) and the customer's sales.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 180_000);
afterAll(async () => t?.close());

describe('GET /api/call_logs/missed at volume', () => {
  it('answers a page of a day of 20,000 calls quickly', async () => {
    const db = t.database.db;
    const [unit] = await queryRows<{ id: number }>(db, sql`select id from resales order by id limit 1`);
    const [contacts] = await queryRows<{ n: number }>(
      db,
      sql`select least(count(*), 200)::int as n from customer_contacts where resale_id = ${unit!.id}`,
    );
    await queryRows(
      db,
      sql`insert into call_logs (kind, phone, resale_id, customer_id, created_at)
          select 'incoming', cc.phone, cc.resale_id, cc.customer_id, now() - make_interval(secs => g * 4)
            from generate_series(1, 20000) g
            join lateral (select * from customer_contacts where resale_id = ${unit!.id}
                           order by id offset (g % ${contacts!.n}) limit 1) cc on true`,
    );
    await queryRows(db, sql`analyze call_logs`);
    const admin = caller(t, 'admin');
    await admin('GET', '/resales'); // signs in first
    const times: number[] = [];
    let total = 0;
    for (let n = 0; n < 5; n++) {
      const start = performance.now();
      const res = await admin('GET', `/call_logs/missed?resale_id=${unit!.id}`);
      times.push(performance.now() - start);
      expect(res.statusCode).toBe(200);
      total = res.json().meta.total;
    }
    if (process.env.EXPLAIN_MISSED) {
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql`explain (analyze, buffers) select count(*) from call_logs t where t.kind = 'incoming' and t.returned_at is null
          and t.resale_id in (${unit!.id}) and t.created_at > now() - make_interval(hours => 24)
          and not (exists (select 1 from customer_contacts cc join sales s on s.customer_id = cc.customer_id
             where cc.resale_id = t.resale_id and cc.phone = t.phone and s.resale_id = t.resale_id
               and s.created_at >= t.created_at - make_interval(mins => 5) and s.created_at <= t.created_at + make_interval(mins => 30))
           or (length(t.phone) < 10 and exists (select 1 from customer_contacts cc join sales s on s.customer_id = cc.customer_id
             where cc.resale_id = t.resale_id and cc.phone like '__' || t.phone and s.resale_id = t.resale_id
               and s.created_at >= t.created_at - make_interval(mins => 5) and s.created_at <= t.created_at + make_interval(mins => 30))))`,
      );
      console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
    }
    const first = times[0]!;
    // PostgreSQL, 2 cores: 2.4 s for 7,500 calls with the (customer_id, sold_on) index alone; about 150 ms for
    // 20,000 with sales_customer_created_idx (0032).
    times.sort((a, b) => a - b);
    // The first read counts the queue; a count of 1,000 or more is then remembered for 5 s (lib/list.ts).
    console.log(
      `missed calls: ${total} in the queue of 20,000 calls; first page + count ${first.toFixed(0)} ms, median ${times[2]!.toFixed(0)} ms`,
    );
    expect(first).toBeLessThan(2000);
    expect(total).toBeGreaterThan(0);
  }, 180_000);
});
