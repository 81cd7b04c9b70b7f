import type { ResaleType } from '@ability/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList } from './client';
import type { AddressRecord, AddressAttributes } from '../shared/address';

export interface Resale {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  cnpj: string | null;
  ie: string | null;
  anp_number: string | null;
  anp_registration: string | null;
  storage: number | null;
  resale_type: ResaleType;
  address: AddressRecord | null;
}

export interface ResaleInput {
  name: string;
  phone?: string | null;
  email?: string | null;
  cnpj?: string | null;
  ie?: string | null;
  anp_number?: string | null;
  anp_registration?: string | null;
  storage?: number | null;
  resale_type: ResaleType;
  address_attributes?: AddressAttributes;
}

export interface ResaleListQuery {
  page?: number;
  query?: string;
}

export const resaleKeys = {
  all: ['resales'] as const,
  lists: () => [...resaleKeys.all, 'list'] as const,
  list: (q: ResaleListQuery) => [...resaleKeys.lists(), q] as const,
  detail: (id: number) => [...resaleKeys.all, 'detail', id] as const,
};

export function useResaleList(q: ResaleListQuery) {
  return useQuery({
    queryKey: resaleKeys.list(q),
    queryFn: () => apiList<Resale>('/resales', { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useResale(id: number | undefined) {
  return useQuery({
    queryKey: resaleKeys.detail(id ?? 0),
    queryFn: () => api<Resale>(`/resales/${id}`),
    enabled: !!id,
  });
}

export function useSaveResale(id?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ resale, idempotencyKey }: { resale: ResaleInput; idempotencyKey?: string }) =>
      id
        ? api<Resale>(`/resales/${id}`, { method: 'PATCH', body: { resale } })
        : api<Resale>('/resales', {
            method: 'POST',
            body: { resale },
            headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
          }),
    onSuccess: (saved) => {
      qc.invalidateQueries({ queryKey: resaleKeys.lists() });
      qc.setQueryData(resaleKeys.detail(saved.id), saved);
      qc.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

export function useDeleteResale() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/resales/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: resaleKeys.all });
      qc.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
