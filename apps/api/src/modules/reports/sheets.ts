import {
  COMODATO_TEXTS as C,
  REPORT_STATUS_LABELS,
  REPORT_TEXTS as T,
  type SaleStatus,
  formatCents,
  formatDateBr,
} from '@ability/domain';
import type { comodatoReport } from '../stock-appointments/comodato';
import type { Sheet } from '../../lib/sheets';
import type {
  ProductRow,
  averagePriceProduct,
  dailyClosing,
  paymentMethodPerSeller,
  productPerSeller,
} from './service';

type Closing = Awaited<ReturnType<typeof dailyClosing>>;
type Average = Awaited<ReturnType<typeof averagePriceProduct>>;
type PerProduct = Awaited<ReturnType<typeof productPerSeller>>;
type PerMethod = Awaited<ReturnType<typeof paymentMethodPerSeller>>;

const money = (cents: number) => formatCents(cents);
const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);

/** Sellers × columns, with a total column and a total row. */
function matrix(
  title: string,
  columns: string[],
  sellers: { name: string; values: Record<string, number> }[],
  cell: (v: number) => string | number,
): Sheet {
  return {
    title,
    columns: [T.seller, ...columns, T.total],
    rows: [
      ...sellers.map((s) => [
        s.name,
        ...columns.map((c) => cell(s.values[c] ?? 0)),
        cell(sum(Object.values(s.values))),
      ]),
      [
        T.total,
        ...columns.map((c) => cell(sum(sellers.map((s) => s.values[c] ?? 0)))),
        cell(sum(sellers.flatMap((s) => Object.values(s.values)))),
      ],
    ],
  };
}

export const productPerSellerSheets = (r: PerProduct): Sheet[] => [
  matrix(
    `${T.productPerSeller} (${T.quantity.toLowerCase()})`,
    r.products.map((p) => p.description),
    r.employees.map((e) => ({ name: e.name, values: e.products })),
    (v) => v,
  ),
  matrix(
    `${T.productPerSeller} (${T.value.toLowerCase()})`,
    r.products.map((p) => p.description),
    r.employees.map((e) => ({ name: e.name, values: e.values })),
    money,
  ),
];

export const paymentMethodPerSellerSheets = (r: PerMethod): Sheet[] => [
  matrix(
    T.paymentMethodPerSeller,
    r.payment_methods.map((p) => p.description),
    r.employees.map((e) => ({ name: e.name, values: e.payments })),
    money,
  ),
];

export function dailyClosingSheets(r: Closing): Sheet[] {
  return [
    matrix(
      T.sections.employees_payments,
      r.payment_methods.map((p) => p.description),
      r.employees_payments.map((e) => ({ name: e.name, values: e.payments })),
      money,
    ),
    matrix(
      T.sections.employees_products,
      r.products.map((p) => p.description),
      r.employees_products.map((e) => ({ name: e.name, values: e.products })),
      (v) => v,
    ),
    {
      title: T.sections.payments_received,
      columns: [T.paymentMethod, T.value],
      rows: [
        ...Object.entries(r.payments_received).map(([k, v]) => [k, money(v)]),
        [T.total, money(sum(Object.values(r.payments_received)))],
      ],
    },
    {
      title: T.sections.status,
      columns: [T.status, T.count],
      rows: Object.entries(r.status).map(([k, v]) => [REPORT_STATUS_LABELS[k as SaleStatus] ?? k, v]),
    },
    {
      title: T.sections.expenses,
      columns: [T.date, T.description, T.value],
      rows: [
        ...r.expenses.map((e) => [formatDateBr(e.date), e.description, money(e.value_cents)]),
        [T.total, '', money(sum(r.expenses.map((e) => e.value_cents)))],
      ],
    },
    {
      title: T.sections.result,
      columns: [T.description, T.value],
      rows: [
        [T.result.sales_cash, money(r.result.sales_cash_cents)],
        [T.result.receipts, money(r.result.receipts_cents)],
        [T.result.other_inflows, money(r.result.other_inflows_cents)],
        [T.result.inflow, money(r.result.inflow_cents)],
        [T.result.outflow, money(r.result.outflow_cents)],
        [T.result.balance, money(r.result.balance_cents)],
      ],
    },
    {
      title: T.sections.chart,
      columns: [T.date, T.result.inflow, T.result.outflow],
      rows: r.chart_data.map((d) => [formatDateBr(d.date), money(d.inflow), money(d.outflow)]),
    },
  ];
}

function productTable(title: string, rows: ProductRow[]): Sheet {
  return {
    title,
    columns: [T.product, T.quantity, T.totalValue, T.averagePriceColumn],
    rows: [
      ...rows.map((p) => [p.description, p.sum_quantity, money(p.sum_price_cents), money(p.average_price_cents)]),
      [
        T.total,
        sum(rows.map((p) => p.sum_quantity)),
        money(sum(rows.map((p) => p.sum_price_cents))),
        money(
          sum(rows.map((p) => p.sum_quantity))
            ? Math.round(sum(rows.map((p) => p.sum_price_cents)) / sum(rows.map((p) => p.sum_quantity)))
            : 0,
        ),
      ],
    ],
  };
}

/** One table per section; the grouped ones list every group's products under its name, with subtotals. */
export function averagePriceSheets(r: Average): Sheet[] {
  const grouped = (title: string, groups: { name: string; products: ProductRow[] }[]): Sheet => {
    const rows: (string | number)[][] = [];
    for (const g of groups) {
      const t = productTable(g.name, g.products);
      rows.push(...t.rows.slice(0, -1).map((row) => [g.name, ...row]));
      rows.push([g.name, T.subtotal, ...t.rows[t.rows.length - 1]!.slice(1)]);
    }
    const all = productTable('', r.products).rows.at(-1)!;
    rows.push([T.total, '', ...all.slice(1)]);
    return { title, columns: ['', T.product, T.quantity, T.totalValue, T.averagePriceColumn], rows };
  };
  return [
    productTable(T.averageSections.products, r.products),
    grouped(T.averageSections.channels, r.channels),
    grouped(T.averageSections.employees, r.employees),
    grouped(
      T.averageSections.groups,
      r.groups.map((g) => ({ name: g.description, products: g.products })),
    ),
    grouped(
      T.averageSections.sectors,
      r.sectors.map((g) => ({ name: g.description, products: g.products })),
    ),
  ];
}

/** The comodato report: one line per customer and product held, the customer's risk. */
export const comodatoSheets = (r: Awaited<ReturnType<typeof comodatoReport>>): Sheet[] => [
  {
    title: C.title,
    columns: [
      C.columns.customer,
      C.columns.product,
      C.columns.lent,
      C.columns.returned,
      C.columns.held,
      C.columns.since,
      C.columns.lastSale,
      C.columns.risk,
    ],
    rows: r.lines.map((l) => [
      l.customer.name,
      l.product.description,
      l.lent,
      l.returned,
      l.held,
      formatDateBr(l.since),
      formatDateBr(l.last_sale_on),
      l.at_risk ? C.atRisk : C.onTime,
    ]),
  },
];
