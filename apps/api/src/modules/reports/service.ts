import {
  REPORT_TEXTS,
  type Resource,
  SALE_CHANNEL_LABELS,
  type SaleChannel,
  addDays,
  ownRecordsOnly,
  todayIn,
} from '@ability/domain';
import type { Executor } from '../../db/client';
import type { SessionUser } from '../../lib/context';
import { unitsFilter } from '../../lib/scope';
import { resaleOptions } from '../resales/service';
import { type ReportScope, cashSummary, closingSales, expenses, itemsGrouped, receiptsByMethod } from './queries';

/** A product line of a report: quantity, value and average price (value ÷ quantity). */
export interface ProductRow {
  id: number;
  description: string;
  sum_quantity: number;
  sum_price_cents: number;
  average_price_cents: number;
}

const NO_METHOD = 'Não informada';

/**
 * The scope of a report for this user: their units (or the one asked), the period, and for a role the
 * permission table keeps to its own (OWN_RECORDS: a deliverer) their own sales and receipts.
 */
export function reportScope(
  user: SessionUser,
  resource: Resource,
  q: { resale_id?: number; date?: { start: string; end: string } },
  timeZone: string,
): ReportScope {
  const today = todayIn(timeZone);
  const range = q.date ?? { start: today, end: today };
  return {
    units: unitsFilter(user, q.resale_id),
    employeeId: ownRecordsOnly(user.role, resource) ? (user.employee?.id ?? -1) : null,
    start: range.start,
    end: range.end,
    timeZone,
  };
}

export async function reportOptions(db: Executor, user: SessionUser) {
  return { resales: await resaleOptions(db, unitsFilter(user)) };
}

const byName = <T extends { id: number; name: string }>(a: T, b: T) =>
  (a.id === 0 ? 1 : 0) - (b.id === 0 ? 1 : 0) || a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id;

const sortByDescription = <T extends { description: string }>(rows: T[]) =>
  rows.sort((a, b) => a.description.localeCompare(b.description, 'pt-BR'));

function add<K>(map: Map<K, number>, key: K, value: number) {
  map.set(key, (map.get(key) ?? 0) + value);
}

type ClosingSales = Awaited<ReturnType<typeof closingSales>>;

/** Quantity and value of each product each seller sold, from the items part of `closingSales`. */
function productsPerSeller({ items: rows, employees, products }: ClosingSales) {
  const productName = (id: number) => products.get(id) ?? `#${id}`;
  const sellers = new Map<
    number,
    { id: number; name: string; products: Record<string, number>; values: Record<string, number> }
  >();
  for (const r of rows) {
    let e = sellers.get(r.employee_id);
    if (!e) {
      e = {
        id: r.employee_id,
        name: employees.get(r.employee_id) ?? REPORT_TEXTS.noSeller,
        products: {},
        values: {},
      };
      sellers.set(r.employee_id, e);
    }
    const d = productName(r.product_id);
    e.products[d] = (e.products[d] ?? 0) + r.quantity;
    e.values[d] = (e.values[d] ?? 0) + r.cents;
  }
  const seen = new Map<string, number>();
  for (const r of rows) if (!seen.has(productName(r.product_id))) seen.set(productName(r.product_id), r.product_id);
  return {
    products: sortByDescription([...seen].map(([description, id]) => ({ id, description }))),
    employees: [...sellers.values()].sort(byName),
  };
}

/** The money of each payment method each seller brought, from the payments part of `closingSales`. */
function methodsPerSeller({ payments: rows, employees, methods }: ClosingSales) {
  const methodName = (id: number) => methods.get(id) ?? NO_METHOD;
  const sellers = new Map<number, { id: number; name: string; payments: Record<string, number> }>();
  const totals = new Map<string, number>();
  for (const r of rows) {
    let e = sellers.get(r.employee_id);
    if (!e) {
      e = { id: r.employee_id, name: employees.get(r.employee_id) ?? REPORT_TEXTS.noSeller, payments: {} };
      sellers.set(r.employee_id, e);
    }
    const d = methodName(r.method_id);
    e.payments[d] = (e.payments[d] ?? 0) + r.cents;
    add(totals, d, r.cents);
  }
  const seen = new Map<string, number>();
  for (const r of rows) if (!seen.has(methodName(r.method_id))) seen.set(methodName(r.method_id), r.method_id);
  return {
    payment_methods: sortByDescription([...seen].map(([description, id]) => ({ id, description }))),
    employees: [...sellers.values()].sort(byName),
    payments: Object.fromEntries(totals),
  };
}

/** Product per seller: quantity and value of each product each seller sold. */
export async function productPerSeller(db: Executor, scope: ReportScope) {
  return productsPerSeller(await closingSales(db, scope, { status: false, items: true, payments: false }));
}

/** Sales by payment method per seller: the money of each method each seller brought. */
export async function paymentMethodPerSeller(db: Executor, scope: ReportScope) {
  return methodsPerSeller(await closingSales(db, scope, { status: false, items: false, payments: true }));
}

/** The daily closing: every section over the period, and the cash of its last seven days. */
export async function dailyClosing(db: Executor, scope: ReportScope) {
  const chartStart = addDays(scope.end, -6);
  const [sales, receipts, expenseRows, cash] = await Promise.all([
    closingSales(db, scope, { status: true, items: true, payments: true }),
    receiptsByMethod(db, scope),
    expenses(db, scope),
    cashSummary(db, scope, chartStart),
  ]);
  const products = productsPerSeller(sales);
  const payments = methodsPerSeller(sales);
  const received = new Map<string, number>();
  for (const r of receipts) add(received, r.name ?? NO_METHOD, r.cents);
  const byDay = new Map(cash.days.map((d) => [d.date, d]));
  const chart_data = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(chartStart, i);
    const d = byDay.get(date);
    return { date, inflow: d?.inflow ?? 0, outflow: d?.outflow ?? 0 };
  });
  return {
    start_date: scope.start,
    end_date: scope.end,
    payments: payments.payments,
    employees_products: products.employees,
    employees_payments: payments.employees,
    products: products.products,
    payment_methods: payments.payment_methods,
    payments_received: Object.fromEntries(received),
    status: Object.fromEntries(sales.status.map((s) => [s.status, s.count])),
    expenses: expenseRows,
    result: cash.totals,
    chart_data,
  };
}

function productRows(rows: { product_id: number; quantity: number; cents: number }[], names: Map<number, string>) {
  const merged = new Map<number, { quantity: number; cents: number }>();
  for (const r of rows) {
    const m = merged.get(r.product_id) ?? { quantity: 0, cents: 0 };
    m.quantity += r.quantity;
    m.cents += r.cents;
    merged.set(r.product_id, m);
  }
  return sortByDescription(
    [...merged].map(
      ([id, m]): ProductRow => ({
        id,
        description: names.get(id) ?? `#${id}`,
        sum_quantity: m.quantity,
        sum_price_cents: m.cents,
        average_price_cents: m.quantity > 0 ? Math.round(m.cents / m.quantity) : 0,
      }),
    ),
  );
}

function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** Average price per product: overall, by channel, by seller, by group and by sector. */
export async function averagePriceProduct(db: Executor, scope: ReportScope) {
  const rows = await itemsGrouped(db, scope);
  const namesIn = (set: string, key: (r: (typeof rows)[number]) => number) =>
    new Map(rows.filter((r) => r.set === set && r.name !== null).map((r) => [key(r), r.name!]));
  const products = new Map(rows.filter((r) => r.product !== null).map((r) => [r.product_id, r.product!]));
  const employees = namesIn('employees', (r) => r.employee_id);
  const groups = namesIn('groups', (r) => r.group_id);
  const sectors = namesIn('sectors', (r) => r.sector_id);
  const of = (set: string) => rows.filter((r) => r.set === set);
  const channels = [...groupBy(of('channels'), (r) => r.channel as SaleChannel)]
    .map(([channel, list]) => ({
      channel,
      name: SALE_CHANNEL_LABELS[channel] ?? channel,
      products: productRows(list, products),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  const named = (set: string, key: (r: (typeof rows)[number]) => number, names: Map<number, string>, none: string) =>
    [...groupBy(of(set), key)]
      .map(([id, list]) => ({ id, name: names.get(id) ?? none, products: productRows(list, products) }))
      .sort(byName);
  return {
    start_date: scope.start,
    end_date: scope.end,
    products: productRows(of('products'), products),
    channels,
    employees: named('employees', (r) => r.employee_id, employees, REPORT_TEXTS.noSeller),
    groups: named('groups', (r) => r.group_id, groups, REPORT_TEXTS.noGroup).map(({ name, ...g }) => ({
      ...g,
      description: name,
    })),
    sectors: named('sectors', (r) => r.sector_id, sectors, REPORT_TEXTS.noSector).map(({ name, ...g }) => ({
      ...g,
      description: name,
    })),
  };
}
