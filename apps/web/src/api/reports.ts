import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, exportUrl } from './client';
import type { UnitRef } from './registers';
import type { components } from './schema.gen';

export interface ReportQuery {
  resale_id?: number;
  /** A day or a range as the API takes it: 'DD/MM/YYYY-DD/MM/YYYY'. */
  date?: string;
}

export type ProductRow = components['schemas']['ReportProductRow'];

export type Named = ProductPerSeller['products'][number];

export type ProductPerSeller = components['schemas']['ProductPerSeller'];

export type PaymentMethodPerSeller = components['schemas']['PaymentMethodPerSeller'];

export type DailyClosing = components['schemas']['DailyClosing'];

export type AveragePrice = components['schemas']['AveragePrice'];

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
