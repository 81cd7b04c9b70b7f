import { type Resource, ownRecordsOnly } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from './finance-helpers';
import { type DemoRole, type TestContext, createTestContext } from './helpers';

/**
 * The server enforces the product's route table (each role's screens), written out here rather than
 * read from the permission table: for each role, an allowed call is never refused with 403 (it may
 * answer 200, 404 for an unknown id or 422 for an empty body), a forbidden one always is. Writes are
 * sent with an empty record and deletes aimed at an id that does not exist, so nothing changes.
 */
type Who = 'all' | 'staff' | 'admin';
const allows = (who: Who, role: DemoRole) =>
  who === 'all' || role === 'admin' || (who === 'staff' && role === 'attendant');

interface Line {
  /** API path of the resource's list; its create is POST there, its record `${path}/{id}`. */
  path: string;
  /** The record's wrapper in a write body. */
  wrapper?: string;
  /** Who opens its screens (read and write). */
  who: Who;
  /** Who may delete, where the seeds say it. */
  del?: Who;
  /** false: created only (no PATCH of a record). */
  edit?: false;
  /** The roles that reach only their own records of it (the rest of the unit's answer 404 to them). */
  own?: DemoRole[];
}

const NO_ID = 987654;

const TABLE: Line[] = [
  // Any signed-in user: sales, cash, customers, products, groups, sectors, reports, call log.
  { path: '/sales', wrapper: 'sale', who: 'all', del: 'admin' },
  // Caixa: a deliverer's is their own entries and the money of their sales.
  { path: '/transactions', wrapper: 'transaction', who: 'all', del: 'all', own: ['deliverer'] },
  { path: '/customers', wrapper: 'customer', who: 'all' },
  { path: '/products', wrapper: 'product', who: 'all' },
  { path: '/groups', wrapper: 'group', who: 'all' },
  { path: '/sectors', wrapper: 'sector', who: 'all' },
  { path: '/call_logs', wrapper: 'call_log', who: 'all', edit: false },
  // Admin or attendant: stock entries and adjustments, receivables (their delete: admin only).
  { path: '/product_entries', wrapper: 'product_entry', who: 'staff', edit: false },
  { path: '/stock_appointments', wrapper: 'stock_appointment', who: 'staff', edit: false },
  { path: '/receivables', wrapper: 'receivable', who: 'staff', del: 'admin' },
  // Admin only.
  { path: '/employees', wrapper: 'employee', who: 'admin', del: 'admin' },
  { path: '/payment_methods', wrapper: 'payment_method', who: 'admin', del: 'admin' },
  { path: '/vehicles', wrapper: 'vehicle', who: 'admin', del: 'admin' },
  { path: '/suppliers', wrapper: 'supplier', who: 'admin', del: 'admin' },
  { path: '/resales', wrapper: 'resale', who: 'admin', del: 'admin' },
  { path: '/users', wrapper: 'user', who: 'admin', del: 'admin' },
  { path: '/accounts', wrapper: 'account', who: 'admin', del: 'admin' },
  { path: '/payables', wrapper: 'payable', who: 'admin', del: 'admin' },
  { path: '/banks', wrapper: 'bank', who: 'admin', del: 'admin' },
];

const REPORTS = [
  '/reports/options',
  '/reports/daily_closing',
  '/reports/average_price_product',
  '/reports/product_per_seller',
  '/reports/payment_method_per_seller',
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 120_000);
afterAll(async () => t?.close());

async function status(role: DemoRole, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: await t.as(role), payload });
  expect(res.statusCode, `${role} ${method} ${url}: ${res.body}`).toBeLessThan(500);
  return res.statusCode;
}

const expectAccess = (code: number, allowed: boolean, what: string) =>
  allowed ? expect(code, `${what} is allowed`).not.toBe(403) : expect(code, `${what} is forbidden`).toBe(403);

describe("the seeds' route table on the server", () => {
  for (const role of ['admin', 'attendant', 'deliverer'] as const) {
    it(`${role}: allowed calls pass the guard, forbidden ones answer 403`, async () => {
      for (const line of TABLE) {
        const allowed = allows(line.who, role);
        expectAccess(await status(role, 'GET', line.path), allowed, `${role} GET ${line.path}`);
        const write = await status(role, 'POST', line.path, { [line.wrapper ?? 'x']: {} });
        expectAccess(write, allowed, `${role} POST ${line.path}`);
        if (allowed) expect(write, `${role} POST ${line.path} with an empty record`).toBe(422);
        if (line.edit !== false) {
          const edit = await status(role, 'PATCH', `${line.path}/${NO_ID}`, { [line.wrapper ?? 'x']: {} });
          expectAccess(edit, allowed, `${role} PATCH ${line.path}/{id}`);
        }
        if (line.del) {
          const del = await status(role, 'DELETE', `${line.path}/${NO_ID}`);
          expectAccess(del, allows(line.del, role), `${role} DELETE ${line.path}/{id}`);
          if (allows(line.del, role)) expect(del).toBe(404);
        }
      }
      for (const report of REPORTS) expectAccess(await status(role, 'GET', report), true, `${role} GET ${report}`);
    });
  }
});

describe('records a role reaches only as its own', () => {
  it('the permission table says what the route table says', () => {
    for (const line of TABLE)
      for (const role of ['admin', 'attendant', 'deliverer'] as const)
        expect(ownRecordsOnly(role, line.path.slice(1) as Resource), `${role} ${line.path}`).toBe(
          (line.own ?? []).includes(role),
        );
    // The reports: a deliverer's are their own sales and receipts.
    expect(ownRecordsOnly('deliverer', 'report_daily_closing')).toBe(true);
    expect(ownRecordsOnly('attendant', 'report_daily_closing')).toBe(false);
  });

  it("another user's entry of the unit is out of a deliverer's Caixa and closing, in the office's", async () => {
    const day = '2025-03-11';
    const { id } = await one<{ id: number }>(
      t,
      sql`insert into transactions (description, movement, date, value_cents, resale_id, user_id)
          select 'Aluguel do galpão', 'outflow', ${day}, 150000, e.resale_id, u.id
            from users u, employee_resales e
           where u.email = 'admin@demo.com.br'
             and e.employee_id = (select employee_id from users where email = 'entregador@demo.com.br')
           limit 1
          returning id`,
    );
    for (const role of ['admin', 'attendant', 'deliverer'] as const) {
      const own = TABLE.find((l) => l.path === '/transactions')!.own!.includes(role);
      const list = await t.app.inject({ url: `/api/transactions?date=11/03/2025`, headers: await t.as(role) });
      expect(
        list.json().map((r: { id: number }) => r.id),
        role,
      ).toEqual(own ? [] : [id]);
      expect(JSON.parse(String(list.headers['transaction-meta'])).count, role).toBe(own ? 0 : 1);
      expect(await status(role, 'GET', `/transactions/${id}`), role).toBe(own ? 404 : 200);
      if (own) {
        expect(await status(role, 'PATCH', `/transactions/${id}`, { transaction: { value_cents: 1 } })).toBe(404);
        expect(await status(role, 'DELETE', `/transactions/${id}`)).toBe(404);
      }
      const closing = await t.app.inject({
        url: '/api/reports/daily_closing?date=11/03/2025',
        headers: await t.as(role),
      });
      expect(closing.statusCode, role).toBe(200);
      expect(closing.json().result.outflow_cents, role).toBe(own ? 0 : 150000);
    }
  });
});
