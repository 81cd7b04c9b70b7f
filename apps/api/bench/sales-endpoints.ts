import { formatDateBr } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { PER_PAGE } from '../src/lib/list';
import { rebuildFigures } from '../src/read-models';
import type { Actor } from '../src/lib/context';
import type { CreateInput } from '../src/modules/sales/schemas';
import { createSale, listSales } from '../src/modules/sales/service';
import { drawSaleOrders } from './sale-orders';
import type { BenchContext, Endpoint } from './types';

/**
 * The sales list (the home screen) and sale creation, over the 'sales' dataset. Its samples:
 * saleDay (a busy day, YYYY-MM-DD), saleMonthStart / saleMonthEnd, saleResaleId, saleDelivererId,
 * salePaymentMethodId, saleProductId, saleCustomerId.
 */

const page1 = { page: 1, perPage: PER_PAGE } as const;
const range = (start: string, end: string) => `${formatDateBr(start)}-${formatDateBr(end)}`;
const num = (ctx: BenchContext, key: string) => Number(ctx.samples[key]);

const adminActor = (ctx: BenchContext): Actor => ({
  user: { id: ctx.adminId, email: 'admin@demo.com.br', phone: null, role: 'admin', employee: null, resale_ids: [] },
  ip: null,
});

const saleInput = (ctx: BenchContext) => ({
  resale_id: num(ctx, 'saleResaleId'),
  customer_id: num(ctx, 'saleCustomerId'),
  employee_id: num(ctx, 'saleDelivererId'),
  items_attributes: [{ product_id: num(ctx, 'saleProductId'), quantity: 1, price_cents: 11000 }],
  payments_attributes: [{ payment_method_id: num(ctx, 'salePaymentMethodId'), value_cents: 11000, due_date: null }],
  obs: null,
});

/** The two lists: as the screens read them (kept between changes), and read afresh (a hard reload). */
const lists: Endpoint[] = [
  {
    // The home screen as it opens: one (busy) day, every unit, with both summary headers.
    name: 'sales_day',
    method: 'GET',
    path: (ctx) => `/api/sales?date=${encodeURIComponent(range(ctx.samples.saleDay!, ctx.samples.saleDay!))}`,
    target: { p95Ms: 60, apiOverhead: 0.3, connections: 16 },
    dbOnly: (ctx) => {
      const day = ctx.samples.saleDay!;
      return listSales(ctx.db, { units: null, date: { start: day, end: day } }, page1);
    },
  },
  {
    // A month of one unit and one deliverer.
    name: 'sales_month_filtered',
    method: 'GET',
    path: (ctx) =>
      `/api/sales?date=${encodeURIComponent(range(ctx.samples.saleMonthStart!, ctx.samples.saleMonthEnd!))}&resale_id=${ctx.samples.saleResaleId}&employee_id=${ctx.samples.saleDelivererId}`,
    target: { p95Ms: 60, apiOverhead: 0.3, connections: 16 },
    dbOnly: (ctx) =>
      listSales(
        ctx.db,
        {
          units: [num(ctx, 'saleResaleId')],
          employee_id: num(ctx, 'saleDelivererId'),
          date: { start: ctx.samples.saleMonthStart!, end: ctx.samples.saleMonthEnd! },
        },
        page1,
      ),
  },
];

export const salesEndpoints: Endpoint[] = [
  ...lists,
  // The same lists read afresh on every request (Cache-Control: no-cache, as a hard reload sends): the
  // whole path, statements, serialization and compression, each time.
  ...lists.map((e) => ({
    ...e,
    name: `${e.name}_fresh`,
    headers: { 'cache-control': 'no-cache' },
    target: { p95Ms: 60, connections: 16 },
  })),
  {
    // Orders as the busy unit takes them (sale-orders.ts): customers, products, deliverers, methods and
    // channels of the dataset, each request with its own Idempotency-Key as the sale form sends it.
    name: 'sales_create',
    method: 'POST',
    path: () => '/api/sales',
    inputs: (ctx) => drawSaleOrders(ctx.db, ctx.samples),
    body: (_ctx, order) => ({ sale: order }),
    idempotencyKey: true,
    target: { minRps: 300, connections: 16 },
    dbOnly: (ctx, order) => createSale(ctx.db, adminActor(ctx), order),
  } satisfies Endpoint<CreateInput>,
  {
    // sales_create with the empties' balances not kept: the trigger empty_balances_add disabled for the
    // line (the ledger's rows still written), the balances rebuilt from the ledger after it. What the
    // derived table costs a sale is this line against sales_create.
    name: 'sales_create_no_empty_balances',
    note: 'empty_balances not kept',
    method: 'POST',
    path: () => '/api/sales',
    inputs: (ctx) => drawSaleOrders(ctx.db, ctx.samples),
    body: (_ctx, order) => ({ sale: order }),
    idempotencyKey: true,
    around: {
      before: (db) => db.execute(sql`alter table empty_moves disable trigger empty_balances_add`),
      after: async (db) => {
        await db.execute(sql`alter table empty_moves enable trigger empty_balances_add`);
        await rebuildFigures(db, { only: ['empty_balances'] });
      },
    },
    dbOnly: (ctx, order) => createSale(ctx.db, adminActor(ctx), order),
  } satisfies Endpoint<CreateInput>,
  {
    // The same order again and again, without a key (one customer, product and deliverer: their rows are
    // the hot ones): the line as measured before the varied orders, for comparison.
    name: 'sales_create_fixed',
    method: 'POST',
    path: () => '/api/sales',
    body: (ctx) => ({ sale: saleInput(ctx) }),
    dbOnly: (ctx) => createSale(ctx.db, adminActor(ctx), saleInput(ctx)),
  },
];
