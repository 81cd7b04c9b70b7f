import { addDays } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import type { DemoSalePlan } from '../src/db/seed/salePlans';
import { writeDemoYear } from '../src/db/seed/sales';
import { checkFigures } from '../src/read-models/index';
import { demoSaleRefs, methodId, today } from './finance-helpers';
import { type TestContext, createTestContext } from './helpers';

// Sales made in the past, many at once (writeSales' `history` plans, as the demo's year is written), with the
// product's triggers on: each keeps its own instants and order number, moves the platform stock and the
// customer's statistics and debt as writeSale does, books its money, and leaves every figure equal to its
// recompute. No audit entry: it is no one's action now.

let t: TestContext;
const TZ = process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe('writeSales with sales made in the past (history plans)', () => {
  it('writes them with their instants, moves stock, statistics and debt, and keeps every figure exact', async () => {
    const refs = await demoSaleRefs(t);
    const term: number | null = await methodId(t, 'Boleto 30 dias');
    const [customer] = await rows<{ id: number }>(
      sql`select id from customers where resale_id = ${refs.centro} order by id limit 1`,
    );
    const [user] = await rows<{ id: number }>(sql`select id from users where email = 'atendente@demo.com.br'`);
    const [before] = await rows<{ platform: number; sales: number; audits: number; top: number }>(
      sql`select (select stock_platform from products where id = ${refs.p13}) as platform,
                 (select count(*)::int from sales) as sales, (select count(*)::int from audit_logs) as audits,
                 (select max(doc_number)::int from sales where resale_id = ${refs.centro}) as top`,
    );
    const [price] = await rows<{ cents: number }>(
      sql`select price_cents as cents from products where id = ${refs.p13}`,
    );
    const p = Number(price!.cents);
    const day = (back: number) => addDays(today(), -back);
    const plan = (back: number, over: Partial<DemoSalePlan>): DemoSalePlan => ({
      resale_id: refs.centro,
      at: `${day(back)} 10:15:00`,
      day: day(back),
      status: 'finished',
      channel: 'disk',
      customer_id: customer!.id,
      employee_id: refs.deliverer,
      user_id: user!.id,
      items: [{ product_id: refs.p13, quantity: 2, price_cents: p, discount_cents: 0 }],
      payments: [{ payment_method_id: refs.cash, value_cents: 2 * p, due_date: day(back) }],
      change_cents: 0,
      transit_minutes: 5,
      ride_minutes: 20,
      ...over,
    });
    const plans: DemoSalePlan[] = [
      plan(400, {}),
      plan(399, { status: 'canceled' }),
      plan(398, {
        items: [{ product_id: refs.p13, quantity: 1, price_cents: p, discount_cents: 0 }],
        payments: term
          ? [{ payment_method_id: term, value_cents: p, due_date: addDays(day(398), 30) }]
          : [{ payment_method_id: refs.pix, value_cents: p, due_date: day(398) }],
      }),
    ];
    await t.database.db.transaction((tx) =>
      writeDemoYear(tx, plans, [{ resale_id: refs.centro } as never], TZ, new Date()),
    );

    const written = await rows<{
      doc_number: number;
      status: string;
      created: string;
      sold: string;
      delivered: string | null;
      canceled: string | null;
    }>(sql`select doc_number, status::text, to_char(created_at at time zone ${TZ}, 'YYYY-MM-DD HH24:MI') as created,
                  to_char(sold_on at time zone ${TZ}, 'YYYY-MM-DD HH24:MI') as sold,
                  to_char(delivered_at at time zone ${TZ}, 'YYYY-MM-DD HH24:MI') as delivered,
                  to_char(canceled_at at time zone ${TZ}, 'YYYY-MM-DD HH24:MI') as canceled
             from sales where resale_id = ${refs.centro} and doc_number > ${before!.top} order by id`);
    expect(written).toEqual([
      {
        doc_number: before!.top + 1,
        status: 'finished',
        created: `${day(400)} 10:15`,
        sold: `${day(400)} 10:15`,
        delivered: `${day(400)} 10:40`,
        canceled: null,
      },
      {
        doc_number: before!.top + 2,
        status: 'canceled',
        created: `${day(399)} 10:15`,
        sold: `${day(399)} 10:15`,
        delivered: null,
        canceled: `${day(399)} 10:27`,
      },
      {
        doc_number: before!.top + 3,
        status: 'finished',
        created: `${day(398)} 10:15`,
        sold: `${day(398)} 10:15`,
        delivered: `${day(398)} 10:40`,
        canceled: null,
      },
    ]);
    const [after] = await rows<{ platform: number; sales: number; audits: number; first: string }>(
      sql`select (select stock_platform from products where id = ${refs.p13}) as platform,
                 (select count(*)::int from sales) as sales, (select count(*)::int from audit_logs) as audits,
                 (select first_sale_on::text from customers where id = ${customer!.id}) as first`,
    );
    // The canceled one moves no stock; the two counted sales take 3 P13.
    expect(Number(after!.platform)).toBe(Number(before!.platform) - 3);
    expect(after!.sales).toBe(before!.sales + 3);
    expect(after!.audits).toBe(before!.audits);
    // The customer's history now starts 400 days ago (recomputed from the sales, not moved by a day).
    expect(after!.first).toBe(day(400));
    const money = await rows<{ kind: string; v: number }>(
      sql`select 'cash' as kind, sum(value_cents)::int as v from transactions
           where sale_id in (select id from sales where resale_id = ${refs.centro} and doc_number > ${before!.top})
          union all
          select 'term', coalesce(sum(value_cents), 0)::int from receivables
           where sale_id in (select id from sales where resale_id = ${refs.centro} and doc_number > ${before!.top})`,
    );
    expect(money).toEqual([
      { kind: 'cash', v: term ? 2 * p : 3 * p },
      { kind: 'term', v: term ? p : 0 },
    ]);
    expect(await checkFigures(t.database.db)).toEqual([]);
  });
});
