import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, exportUrl } from './client';
import type { components } from './schema.gen';

/** One line of the comodato ledger: a customer's bottles of one product (GET /customers/{id}/comodato, /reports/comodato). */
export type ComodatoLine = components['schemas']['ComodatoLine'];

export type CustomerComodato = components['schemas']['CustomerComodato'];

export type ComodatoReport = components['schemas']['ComodatoReport'];

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
