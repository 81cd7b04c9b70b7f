import { PER_PAGE } from '../src/lib/list';
import { listResales } from '../src/modules/resales/service';
import { userPayload } from '../src/modules/session/service';
import { listEmployees } from '../src/modules/employees/service';
import { listUsers } from '../src/modules/users/service';
import { listPaymentMethods } from '../src/modules/payment-methods/service';
import { listSuppliers } from '../src/modules/suppliers/service';
import { listVehicles } from '../src/modules/vehicles/service';
import { listCustomers } from '../src/modules/customers/service';
import { reportEndpoints } from './report-endpoints';
import { salesEndpoints } from './sales-endpoints';
import { stockEndpoints } from './stock-endpoints';
import { callEndpoints } from './call-endpoints';
import { ownerEndpoints } from './owner-endpoints';
import type { Actor } from '../src/lib/context';
import type { BenchContext, Endpoint } from './types';
import { formatDateRangeParam, todayIn } from '@ability/domain';
import { listPayables } from '../src/modules/payables/service';
import { listReceivables } from '../src/modules/receivables/service';
import { listTransactions } from '../src/modules/transactions/service';

const page1 = { page: 1, perPage: PER_PAGE } as const;

/** The signed-in admin, as the services take it. */
const adminActor = (ctx: BenchContext): Actor => ({
  user: { id: ctx.adminId, email: 'admin@demo.com.br', phone: null, role: 'admin', employee: null, resale_ids: [] },
  ip: null,
});

/** Endpoints measured by `npm run bench`. Later areas append theirs (customers, sales, reports, …). */
export const ENDPOINTS: Endpoint[] = [
  {
    name: 'health',
    method: 'GET',
    path: () => '/api/health',
    public: true,
  },
  {
    name: 'sign_in',
    method: 'POST',
    path: () => '/api/users/sign_in',
    body: (ctx) => ({ user: ctx.login }),
    public: true,
    // argon2id is CPU-bound on purpose: more connections than cores only queue up.
    connections: { n: 2, why: 'argon2, CPU-bound' },
    target: { p95Ms: 100 },
  },
  {
    name: 'current',
    method: 'GET',
    path: () => '/api/users/current',
    dbOnly: (ctx) => userPayload(ctx.db, ctx.adminId),
  },
  {
    name: 'resales',
    method: 'GET',
    path: () => '/api/resales?page=1',
    target: { p95Ms: 20, connections: 16 },
    dbOnly: (ctx) => listResales(ctx.db, {}, page1),
  },
  {
    name: 'resales_search',
    method: 'GET',
    path: (ctx) => `/api/resales?query=${encodeURIComponent(ctx.samples.resaleQuery ?? '')}`,
    target: { p95Ms: 20, connections: 16 },
    dbOnly: (ctx) => listResales(ctx.db, { query: ctx.samples.resaleQuery }, page1),
  },
  {
    name: 'employees',
    method: 'GET',
    path: () => '/api/employees?page=1',
    target: { p95Ms: 25, connections: 16 },
    dbOnly: (ctx) => listEmployees(ctx.db, adminActor(ctx), {}, page1),
  },
  {
    name: 'employees_search',
    method: 'GET',
    path: (ctx) => `/api/employees?query=${encodeURIComponent(ctx.samples.employeeQuery ?? '')}`,
    target: { p95Ms: 25, connections: 16 },
    dbOnly: (ctx) => listEmployees(ctx.db, adminActor(ctx), { query: ctx.samples.employeeQuery }, page1),
  },
  {
    name: 'users',
    method: 'GET',
    path: () => '/api/users?page=1',
    target: { p95Ms: 25, connections: 16 },
    dbOnly: (ctx) => listUsers(ctx.db, adminActor(ctx), {}, page1),
  },
  ...(
    [
      ['payment_methods', 'payment_methods', 'paymentMethodQuery', listPaymentMethods],
      ['vehicles', 'vehicles', 'vehicleQuery', listVehicles],
      ['suppliers', 'suppliers', 'supplierQuery', listSuppliers],
    ] as const
  ).flatMap(([name, path, sample, list]): Endpoint[] => [
    {
      name,
      method: 'GET',
      path: () => `/api/${path}?page=1`,
      target: { p95Ms: 25, connections: 16 },
      dbOnly: (ctx) => list(ctx.db, { units: null }, page1),
    },
    {
      name: `${name}_search`,
      method: 'GET',
      path: (ctx) => `/api/${path}?query=${encodeURIComponent(ctx.samples[sample] ?? '')}`,
      target: { p95Ms: 25, connections: 16 },
      dbOnly: (ctx) => list(ctx.db, { query: ctx.samples[sample], units: null }, page1),
    },
  ]),
  // The customer screen asks for its filters' choices once (5,000 units for this admin), and for every page
  // and search without them (options=false), as the web app does.
  {
    name: 'customers',
    method: 'GET',
    path: () => '/api/customers?page=1&options=false',
    target: { p95Ms: 50, connections: 16 },
    dbOnly: (ctx) => listCustomers(ctx.db, { units: null }, page1),
  },
  {
    name: 'customers_list_options',
    method: 'GET',
    path: () => '/api/customers/list_options',
    target: { p95Ms: 50, connections: 16 },
  },
  {
    name: 'customers_filter',
    method: 'GET',
    path: () => '/api/customers?page=1&status=scheduled&options=false',
    target: { p95Ms: 50, connections: 16 },
    dbOnly: (ctx) => listCustomers(ctx.db, { units: null, status: 'scheduled' }, page1),
  },
  // The other filters of the list, one at a time (a unit, a group, a sector, a birthday, an overdue debt).
  ...(
    [
      ['resale', (ctx: BenchContext) => `resale_id=${ctx.samples.stockUnit}`],
      ['group', () => 'group_id=1'],
      ['sector', () => 'sector_id=3'],
      ['birth_day', () => 'birth_day=12'],
      ['birth_month', () => 'birth_month=5'],
      ['debt_delay', () => 'debt_delay=30'],
    ] as const
  ).map(
    ([name, param]): Endpoint => ({
      name: `customers_${name}`,
      method: 'GET',
      path: (ctx) => `/api/customers?page=1&${param(ctx)}&options=false`,
      target: { p95Ms: 50, connections: 16 },
    }),
  ),
  {
    name: 'customers_order_delay',
    method: 'GET',
    path: () => '/api/customers?page=1&order_delay=60&options=false',
    target: { p95Ms: 50, connections: 16 },
    dbOnly: (ctx) => listCustomers(ctx.db, { units: null, order_delay: 60 }, page1),
  },
  {
    name: 'customers_by_name',
    method: 'GET',
    path: (ctx) => `/api/customers?by_name=${encodeURIComponent(ctx.samples.customerName ?? '')}&options=false`,
    target: { p95Ms: 50, connections: 16 },
    dbOnly: (ctx) => listCustomers(ctx.db, { units: null, by_name: ctx.samples.customerName }, page1),
  },
  {
    name: 'customers_by_address',
    method: 'GET',
    path: (ctx) => `/api/customers?by_address=${encodeURIComponent(ctx.samples.customerAddress ?? '')}&options=false`,
    target: { p95Ms: 50, connections: 16 },
    dbOnly: (ctx) => listCustomers(ctx.db, { units: null, by_address: ctx.samples.customerAddress }, page1),
  },
  {
    name: 'customers_phone',
    method: 'GET',
    path: (ctx) => `/api/customers?phone=${ctx.samples.customerPhone ?? ''}&options=false`,
    target: { p95Ms: 50, connections: 16 },
    dbOnly: (ctx) => listCustomers(ctx.db, { units: null, phone: ctx.samples.customerPhone }, page1),
  },
  ...stockEndpoints,
];

/** Today and this month as the screens send them (DD/MM/YYYY-DD/MM/YYYY). */
function finRanges() {
  const day = todayIn(process.env.APP_TIMEZONE ?? 'America/Sao_Paulo');
  const today = { start: day, end: day };
  const month = { start: `${day.slice(0, 8)}01`, end: day };
  return { today, month, param: (r: { start: string; end: string }) => encodeURIComponent(formatDateRangeParam(r)) };
}

// Finance: each list with its summary (Transaction-Meta, meta.summary) in one call.
ENDPOINTS.push(
  {
    name: 'transactions',
    method: 'GET',
    path: () => `/api/transactions?page=1&date=${finRanges().param(finRanges().today)}`,
    target: { p95Ms: 60, connections: 16 },
    dbOnly: (ctx) => listTransactions(ctx.db, { units: null, date: finRanges().today }, page1),
  },
  {
    name: 'transactions_month',
    method: 'GET',
    path: () => `/api/transactions?page=1&date=${finRanges().param(finRanges().month)}`,
    target: { p95Ms: 60, connections: 16 },
    dbOnly: (ctx) => listTransactions(ctx.db, { units: null, date: finRanges().month }, page1),
  },
  {
    name: 'transactions_search',
    method: 'GET',
    path: (ctx) =>
      `/api/transactions?page=1&movement=outflow&query=${ctx.samples.transactionQuery}&date=${finRanges().param(finRanges().month)}`,
    target: { p95Ms: 60, connections: 16 },
    dbOnly: (ctx) =>
      listTransactions(
        ctx.db,
        { units: null, movement: 'outflow', query: ctx.samples.transactionQuery, date: finRanges().month },
        page1,
      ),
  },
  // The finance lists as the web app asks for them: without meta.options (read once from /…/new).
  {
    name: 'receivables',
    method: 'GET',
    path: () =>
      `/api/receivables?page=1&date_type=due_date&status=all&date=${finRanges().param(finRanges().today)}&options=false`,
    target: { p95Ms: 60, connections: 16 },
    dbOnly: (ctx) => listReceivables(ctx.db, { units: null, date: finRanges().today, status: 'all' }, page1),
  },
  {
    name: 'receivables_month_overdue',
    method: 'GET',
    path: () =>
      `/api/receivables?page=1&date_type=due_date&status=overdue&date=${finRanges().param(finRanges().month)}&options=false`,
    target: { p95Ms: 60, connections: 16 },
    dbOnly: (ctx) => listReceivables(ctx.db, { units: null, date: finRanges().month, status: 'overdue' }, page1),
  },
  {
    name: 'receivables_search',
    method: 'GET',
    path: (ctx) =>
      `/api/receivables?page=1&customer_name_or_document=${encodeURIComponent(ctx.samples.receivableQuery ?? '')}&options=false`,
    target: { p95Ms: 60, connections: 16 },
    dbOnly: (ctx) => listReceivables(ctx.db, { units: null, search: ctx.samples.receivableQuery }, page1),
  },
  {
    name: 'payables_month',
    method: 'GET',
    path: () => `/api/payables?page=1&date_type=due_date&date=${finRanges().param(finRanges().month)}&options=false`,
    target: { p95Ms: 60, connections: 16 },
    dbOnly: (ctx) => listPayables(ctx.db, { units: null, date: finRanges().month }, page1),
  },
);
ENDPOINTS.push(...callEndpoints);

// Reports over the sales dataset.
ENDPOINTS.push(...reportEndpoints);
ENDPOINTS.push(...ownerEndpoints);
// The sales list (a day; a month with filters) and sale creation over the sales dataset.
ENDPOINTS.push(...salesEndpoints);
