import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiList } from './client';
import { saleKeys } from './sales';
import type { components } from './schema.gen';

/** A sale's NFC-e (GET/POST /sales/{id}/nfce): state, number, SEFAZ's code and message, environment. */
export type SaleNfce = components['schemas']['SaleNfce'];
/** What the DANFE NFC-e prints (GET /sales/{id}/nfce/danfe), read by the server from the signed XML. */
export type NfceDanfe = components['schemas']['NfceDanfe'];
/** A note of 'Notas rejeitadas' (GET /fiscal_notes/rejected). */
export type RejectedNfce = components['schemas']['RejectedNfce'];
/** A unit whose notes get no answer (GET /fiscal_notes/services_down). */
export type FiscalServiceDown = components['schemas']['FiscalServiceDown'];

/** Under the sales' keys: a sale's live event (a note's state changed) reads them again. */
export const nfceKeys = {
  one: (saleId: number) => [...saleKeys.all, 'nfce', saleId] as const,
  danfe: (saleId: number) => [...saleKeys.all, 'nfce', saleId, 'danfe'] as const,
  rejected: (page: number) => [...saleKeys.all, 'nfce-rejected', page] as const,
  servicesDown: [...saleKeys.all, 'nfce-services-down'] as const,
};

/** The XML's download (the server answers it as a file). */
export const nfceXmlUrl = (saleId: number) => `/api/sales/${saleId}/nfce/xml`;

/** The sale's note, or null without one (404); asked again every 2 s while it is 'em_processamento'. */
export function useSaleNfce(saleId: number | undefined) {
  return useQuery({
    queryKey: nfceKeys.one(saleId ?? 0),
    queryFn: async () => {
      try {
        return await api<SaleNfce>(`/sales/${saleId}/nfce`);
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
    enabled: !!saleId,
    refetchInterval: (q) => (q.state.data?.state === 'em_processamento' ? 2000 : false),
  });
}

/** 'Emitir NFC-e' and 'Reenviar': issues now (the server's job, idempotent by the sale) and answers the note. */
export function useIssueNfce() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (saleId: number) => api<SaleNfce>(`/sales/${saleId}/nfce`, { method: 'POST' }),
    onSuccess: (note) => {
      qc.setQueryData(nfceKeys.one(note.sale_id), note);
      qc.invalidateQueries({ queryKey: saleKeys.all });
    },
  });
}

export function useNfceDanfe(saleId: number) {
  return useQuery({ queryKey: nfceKeys.danfe(saleId), queryFn: () => api<NfceDanfe>(`/sales/${saleId}/nfce/danfe`) });
}

export function useRejectedNfces(page: number) {
  return useQuery({
    queryKey: nfceKeys.rejected(page),
    queryFn: () => apiList<RejectedNfce>('/fiscal_notes/rejected', { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The units whose notes wait for SEFAZ's (or Nuvem Fiscal's) answer: read with the home screen, again every
 * minute and at every sale event (a note's state changed), under the sales' keys.
 */
export function useFiscalServicesDown(enabled: boolean) {
  return useQuery({
    queryKey: nfceKeys.servicesDown,
    queryFn: () => api<FiscalServiceDown[]>('/fiscal_notes/services_down'),
    enabled,
    refetchInterval: 60_000,
  });
}
