import type { SaleChannel } from '@ability/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, exportUrl } from './client';
import type { UnitRef } from './registers';

export interface ReportQuery {
  resale_id?: number;
  /** A day or a range as the API takes it: 'DD/MM/YYYY-DD/MM/YYYY'. */
  date?: string;
}

export interface ProductRow {
  id: number;
  description: string;
  sum_quantity: number;
  sum_price_cents: number;
  average_price_cents: number;
}

export interface Named {
  id: number;
  description: string;
}

export interface ProductPerSeller {
  products: Named[];
  employees: { id: number; name: string; products: Record<string, number>; values: Record<string, number> }[];
}

export interface PaymentMethodPerSeller {
  payment_methods: Named[];
  employees: { id: number; name: string; payments: Record<string, number> }[];
  payments: Record<string, number>;
}

export interface DailyClosing {
  start_date: string;
  end_date: string;
  payments: Record<string, number>;
  employees_products: ProductPerSeller['employees'];
  employees_payments: PaymentMethodPerSeller['employees'];
  products: Named[];
  payment_methods: Named[];
  payments_received: Record<string, number>;
  status: Record<string, number>;
  expenses: { id: number; description: string; value_cents: number; date: string; account: string | null }[];
  result: {
    sales_cash_cents: number;
    receipts_cents: number;
    other_inflows_cents: number;
    inflow_cents: number;
    outflow_cents: number;
    balance_cents: number;
  };
  chart_data: { date: string; inflow: number; outflow: number }[];
}

export interface AveragePrice {
  start_date: string;
  end_date: string;
  products: ProductRow[];
  channels: { channel: SaleChannel; name: string; products: ProductRow[] }[];
  employees: { id: number; name: string; products: ProductRow[] }[];
  groups: { id: number; description: string; products: ProductRow[] }[];
  sectors: { id: number; description: string; products: ProductRow[] }[];
}

export type ReportKind = 'daily_closing' | 'average_price_product' | 'product_per_seller' | 'payment_method_per_seller';

export interface ReportOf {
  daily_closing: DailyClosing;
  average_price_product: AveragePrice;
  product_per_seller: ProductPerSeller;
  payment_method_per_seller: PaymentMethodPerSeller;
}

const PATH = '/reports';
export const reportKeys = {
  all: [PATH] as const,
  options: () => [PATH, 'options'] as const,
  report: (kind: ReportKind, q: ReportQuery) => [PATH, kind, q] as const,
};

export function useReportOptions() {
  return useQuery({
    queryKey: reportKeys.options(),
    queryFn: () => api<{ resales: UnitRef[] }>(`${PATH}/options`),
  });
}

/** A report for the applied filters; nothing is asked before `q` is set. */
export function useReport<K extends ReportKind>(kind: K, q: ReportQuery | null) {
  return useQuery({
    queryKey: reportKeys.report(kind, q ?? {}),
    queryFn: () => api<ReportOf[K]>(`${PATH}/${kind}`, { query: { ...q } }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}

/** The report's tables as a spreadsheet (XLSX) or CSV, with the same filters. */
export const reportExportUrl = (kind: ReportKind, q: ReportQuery, format: 'csv' | 'xlsx') =>
  exportUrl(`${PATH}/${kind}`, { ...q }, format);
