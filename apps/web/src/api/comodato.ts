import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, exportUrl } from './client';

/** One line of the comodato ledger: a customer's bottles of one product (GET /customers/{id}/comodato, /reports/comodato). */
export interface ComodatoLine {
  customer_id: number;
  customer: { id: number; name: string };
  resale_id: number;
  product_id: number;
  product: { id: number; description: string };
  lent: number;
  returned: number;
  held: number;
  since: string | null;
  last_sale_on: string | null;
  purchase_interval_days: number | null;
  at_risk: boolean;
}

export interface CustomerComodato {
  lines: ComodatoLine[];
  held: number;
  at_risk: boolean;
}

export interface ComodatoReport {
  today: string;
  lines: ComodatoLine[];
  held: number;
  customers: number;
}

export interface ComodatoQuery {
  resale_id?: number;
  at_risk?: boolean;
}

export function useCustomerComodato(id: number | undefined) {
  return useQuery({
    queryKey: ['/customers', 'detail', id ?? 0, 'comodato'],
    queryFn: () => api<CustomerComodato>(`/customers/${id}/comodato`),
    enabled: !!id,
  });
}

export function useComodatoReport(q: ComodatoQuery | null) {
  return useQuery({
    queryKey: ['/reports', 'comodato', q ?? {}],
    queryFn: () =>
      api<ComodatoReport>('/reports/comodato', {
        query: { resale_id: q?.resale_id, at_risk: q?.at_risk ? 'true' : undefined },
      }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}

export const comodatoExportUrl = (q: ComodatoQuery, format: 'csv' | 'xlsx') =>
  exportUrl('/reports/comodato', { resale_id: q.resale_id, at_risk: q.at_risk ? 'true' : undefined }, format);
