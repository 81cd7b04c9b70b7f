import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, caller, debtOf, demoSaleRefs, methodId, one, today } from './finance-helpers';
import { type TestContext, createTestContext } from './helpers';

let t: TestContext;
let admin: ReturnType<typeof caller>;
let refs: Awaited<ReturnType<typeof demoSaleRefs>>;
let boleto: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = caller(t, 'admin');
  refs = await demoSaleRefs(t);
  boleto = await methodId(t, 'Boleto 30 dias');
});
afterAll(async () => t?.close());

describe('customer debt under concurrent writes', () => {
  it('eight term sales of one customer at the same moment add up to eight debts', async () => {
    for (let round = 0; round < 6; round++) {
      const customer = (
        await admin('POST', '/customers', {
          customer: { name: `Cliente Fiado Simultâneo ${round}`, resale_id: refs.centro },
        })
      ).json() as { id: number };
      const body = {
        sale: {
          resale_id: refs.centro,
          customer_id: customer.id,
          items_attributes: [{ product_id: refs.p13, quantity: 1, price_cents: 11000 }],
          payments_attributes: [{ payment_method_id: boleto, value_cents: 11000, due_date: addDays(today(), 30) }],
        },
      };
      const res = await Promise.all(Array.from({ length: 8 }, () => admin('POST', '/sales', body)));
      expect(res.map((r) => r.statusCode)).toEqual(res.map(() => 201));
      expect(await debtOf(t, customer.id)).toBe(8 * 11000);
      const open = await one<{ n: number }>(
        t,
        sql`select coalesce(sum(value_cents - received_cents), 0)::int as n from receivables where customer_id = ${customer.id}`,
      );
      expect(open.n).toBe(8 * 11000);
    }
  });
});
