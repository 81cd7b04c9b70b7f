import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { checkFigures } from '../src/read-models';
import { addDays, caller, demoSaleRefs, one, today } from './finance-helpers';
import { type TestContext, cashSaleBody, createTestContext } from './helpers';
import { runConcurrentWorkload } from './workload';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe('stored figures under concurrent writers', () => {
  it('every declared figure equals its recompute after rounds of concurrent writes of every kind', async () => {
    expect(await checkFigures(t.database.db)).toEqual([]);
    await runConcurrentWorkload(t, 4);
    expect(await checkFigures(t.database.db)).toEqual([]);
    // Rounds of every writer: 31-33 s on PGlite on two cores shared with five other test runs.
  }, 90_000);

  it('the platform stock equals its recompute after 16 concurrent sales, an entry and an adjustment of the same products', async () => {
    const admin = caller(t, 'admin');
    const { centro, p13, water, cash } = await demoSaleRefs(t);
    const supplier = await one<{ id: number }>(
      t,
      sql`select s.id from suppliers s join supplier_resales x on x.supplier_id = s.id where x.resale_id = ${centro} order by s.id limit 1`,
    );
    const platform = async () =>
      (
        await queryRows<{ id: number; platform: number }>(
          t.database.db,
          sql`select id, stock_platform as platform from products where id in (${p13}, ${water}) order by id`,
        )
      ).map((r) => Number(r.platform));
    const before = await platform();
    const sales = Array.from({ length: 16 }, (_, n) => {
      // Both products in both orders (the write locks them in id order), one or two bottles.
      const items = [
        { product_id: n % 2 ? p13 : water, quantity: 1 + (n % 2), price_cents: 11000 },
        { product_id: n % 2 ? water : p13, quantity: 1, price_cents: 1500 },
      ];
      const total = items.reduce((s, i) => s + i.quantity * i.price_cents, 0);
      return admin('POST', '/sales', {
        sale: {
          ...cashSaleBody({ resale_id: centro, product_id: p13, method_id: cash }).sale,
          items_attributes: items,
          payments_attributes: [{ payment_method_id: cash, value_cents: total }],
        },
      });
    });
    const entry = admin('POST', '/product_entries', {
      product_entry: {
        resale_id: centro,
        supplier_id: supplier.id,
        issue_date: today(),
        due_date: addDays(today(), 28),
        discount_type: 'value',
        discount_value_cents: 0,
        items_attributes: [
          { product_id: p13, quantity: 30, price_cents: 7400 },
          { product_id: water, quantity: 20, price_cents: 850 },
        ],
      },
    });
    const adjustment = admin('POST', '/stock_appointments', {
      stock_appointment: {
        date: today(),
        resale_id: centro,
        product_id: p13,
        movement: 'outflow',
        quantity: 2,
        reason: 'lost',
        justification: 'Botijões furtados do depósito',
      },
    });
    const replies = await Promise.all([...sales, entry, adjustment]);
    for (const [n, r] of replies.entries()) expect(r.statusCode, `${n} ${r.body}`).toBe(201);
    // P13: sales 8×2 + 8×1 out, the entry's 30 in, the adjustment's 2 out; water: sales 8×1 + 8×1 out, 20 in.
    expect(await platform()).toEqual([before[0]! + 30 - 24 - 2, before[1]! + 20 - 16]);
    expect(await checkFigures(t.database.db, { only: ['products.stock_platform'] })).toEqual([]);
    expect(await checkFigures(t.database.db)).toEqual([]);
  });
});
