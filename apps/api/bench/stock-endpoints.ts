import { PER_PAGE } from '../src/lib/list';
import { listEntries } from '../src/modules/product-entries/service';
import { listProducts, stockTotals } from '../src/modules/products/service';
import { listAppointments } from '../src/modules/stock-appointments/service';
import type { Endpoint } from './types';

const page1 = { page: 1, perPage: PER_PAGE } as const;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const br = (d: Date) => iso(d).split('-').reverse().join('/');
const monthStart = () => {
  const d = new Date();
  d.setDate(1);
  return d;
};

/** The stock screen (a page of a unit's products; every product of it) and the entry and adjustment lists with this month's range. */
export const stockEndpoints: Endpoint[] = [
  {
    // The stock screen as it asks now: a page of the unit's products with the whole filter's counts
    // (header Stock-Summary).
    name: 'stock_page',
    method: 'GET',
    path: (ctx) => `/api/products?resale_id=${ctx.samples.stockUnit}&page=1`,
    target: { p95Ms: 50, connections: 16 },
    dbOnly: (ctx) => {
      const filter = { units: [Number(ctx.samples.stockUnit)] };
      return Promise.all([listProducts(ctx.db, filter, page1), stockTotals(ctx.db, filter)]);
    },
  },
  // The whole unit at once (per_page=all, what the stock screen read before it was paged), kept and fresh.
  ...([{}, { 'cache-control': 'no-cache' }] as Record<string, string>[]).map(
    (headers: Record<string, string>): Endpoint => ({
      name: headers['cache-control'] ? 'stock_fresh' : 'stock',
      method: 'GET',
      path: (ctx) => `/api/products?per_page=all&resale_id=${ctx.samples.stockUnit}`,
      headers,
      dbOnly: (ctx) => listProducts(ctx.db, { units: [Number(ctx.samples.stockUnit)] }, { page: 1, perPage: 'all' }),
    }),
  ),
  // Every product's first page. Its Stock-Summary is kept with the stock screen's lists until a product
  // changes: the plain line reads the kept summary (as between sales), `_fresh` sums it again (as the
  // first read after a sale); the page itself is read each time.
  ...([{}, { 'cache-control': 'no-cache' }] as Record<string, string>[]).map(
    (headers: Record<string, string>): Endpoint => ({
      name: headers['cache-control'] ? 'products_fresh' : 'products',
      method: 'GET',
      path: () => '/api/products?page=1',
      headers,
      target: { p95Ms: 25, connections: 16 },
      dbOnly: headers['cache-control']
        ? (ctx) => Promise.all([listProducts(ctx.db, { units: null }, page1), stockTotals(ctx.db, { units: null })])
        : (ctx) => listProducts(ctx.db, { units: null }, page1),
    }),
  ),
  {
    name: 'product_entries',
    method: 'GET',
    path: () => `/api/product_entries?date_param=issue_date&start_date=${br(monthStart())}&end_date=${br(new Date())}`,
    target: { p95Ms: 50, connections: 16 },
    dbOnly: (ctx) =>
      listEntries(
        ctx.db,
        { units: null, date_param: 'issue_date', start_date: iso(monthStart()), end_date: iso(new Date()) },
        page1,
        'America/Sao_Paulo',
      ),
  },
  {
    name: 'stock_appointments',
    method: 'GET',
    path: () => `/api/stock_appointments?start_date=${br(monthStart())}&end_date=${br(new Date())}`,
    target: { p95Ms: 50, connections: 16 },
    dbOnly: (ctx) =>
      listAppointments(ctx.db, { units: null, start_date: iso(monthStart()), end_date: iso(new Date()) }, page1),
  },
  {
    name: 'stock_appointments_search',
    method: 'GET',
    path: (ctx) => `/api/stock_appointments?query=${encodeURIComponent(ctx.samples.appointmentQuery ?? '')}`,
    target: { p95Ms: 50, connections: 16 },
    dbOnly: (ctx) =>
      listAppointments(
        ctx.db,
        { units: null, query: ctx.samples.appointmentQuery, start_date: null, end_date: null },
        page1,
      ),
  },
];
