import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressAttributes } from '../shared/address';
import { api } from './client';
import { registerHooks } from './registers';
import type { components } from './schema.gen';

export type CustomerContact = Customer['contacts'][number];

/** A customer; the list and the record (GET) carry its segment of today, a write's answer does not. */
export type Customer = components['schemas']['Customer'] &
  Partial<Pick<components['schemas']['CustomerWithSegment'], 'segment'>>;

export interface CustomerInput {
  name: string;
  cpf_cnpj: string | null;
  resale_id: number;
  group_id: number | null;
  sector_id: number | null;
  birth_day: number | null;
  birth_month: number | null;
  /** Gás do Povo voucher cycle: 2 or 3 months (null reads 3). */
  gas_do_povo_cycle_months: number | null;
  obs: string | null;
  address_attributes: AddressAttributes;
  contacts_attributes: { id?: number; phone: string; whatsapp: boolean; _destroy?: boolean }[];
}

export type CustomerOptions = components['schemas']['CustomerListOptions'];

export interface CustomerListQuery {
  page?: number;
  resale_id?: string;
  segment?: string;
  status?: string;
  group_id?: string;
  sector_id?: string;
  birth_day?: string;
  birth_month?: string;
  order_delay?: string;
  debt_delay?: string;
  /** 'true': the 'Beneficiário Gás do Povo' customers. */
  gas_do_povo?: string;
  /** 'true': the re-purchase queue (Recompra). */
  due?: string;
  by_name?: string;
  by_address?: string;
  phone?: string;
}

export type CustomerList = components['schemas']['CustomerList'];

export type CustomerInfo = components['schemas']['CustomerAdditionalInfo'];

export type CustomerSale = components['schemas']['CustomerSale'];

/** A customer import (a background job): POST /customers/import answers it, GET /customers/import/{id} follows it. */
export type CustomerImport = components['schemas']['CustomerImport'];

export const customerHooks = registerHooks<Customer, CustomerInput, CustomerOptions>({
  path: '/customers',
  wrapper: 'customer',
});
export const customerKeys = customerHooks.keys;
export const useCustomer = customerHooks.useOne;
export const useCustomerOptions = customerHooks.useOptions;
export const useSaveCustomer = customerHooks.useSave;
export const useDeleteCustomer = customerHooks.useDelete;

/**
 * GET /customers answers data/meta; the list asks without the filters' options (`options=false`), which
 * useCustomerListOptions reads once per unit choice instead of with every page and search.
 */
export function useCustomerList(q: CustomerListQuery) {
  return useQuery({
    queryKey: [...customerKeys.lists(), q],
    queryFn: () => api<CustomerList>('/customers', { query: { ...q, options: 'false' } }),
    placeholderData: keepPreviousData,
  });
}

export type RepurchaseStats = components['schemas']['RepurchaseStats'];

/** The re-purchase queue's calls of today and the orders that followed, per user (refreshed with the lists). */
export function useRepurchaseStats(resaleId: string | undefined) {
  return useQuery({
    queryKey: [...customerKeys.lists(), 'repurchase_stats', resaleId ?? null],
    queryFn: () => api<RepurchaseStats>('/customers/repurchase_stats', { query: { resale_id: resaleId } }),
  });
}

/** The list's filter choices: the units in reach, and the groups and sectors of the one unit in scope. */
export function useCustomerListOptions(resaleId: string | undefined) {
  return useQuery({
    queryKey: [...customerKeys.all, 'list_options', resaleId ?? null],
    queryFn: () => api<CustomerOptions>('/customers/list_options', { query: { resale_id: resaleId } }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerInfo(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...customerKeys.detail(id), 'info'],
    queryFn: () => api<CustomerInfo>(`/customers/${id}/additional_info`),
    enabled,
  });
}

export function useCustomerSales(id: number | undefined) {
  return useQuery({
    queryKey: [...customerKeys.detail(id ?? 0), 'sales'],
    queryFn: () => api<CustomerSale[]>(`/customers/${id}/sales`),
    enabled: !!id,
  });
}

/**
 * The contact outcome register: PATCH {customer: {contacted, obs}}; the re-purchase queue's 'ligar depois'
 * also sends the callback day (callback_on).
 */
export function useRegisterContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      contacted,
      obs,
      callback_on,
    }: {
      id: number;
      contacted: string | null;
      obs?: string | null;
      callback_on?: string | null;
    }) =>
      api<Customer>(`/customers/${id}`, {
        method: 'PATCH',
        body: {
          customer: { contacted, ...(obs === undefined ? {} : { obs }), ...(callback_on ? { callback_on } : {}) },
        },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.lists() }),
  });
}

export function useClearContacted() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (resaleId: number) =>
      api<{ updated: number }>('/customers/update_all_contacted', { method: 'PATCH', body: { resale_id: resaleId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

/** Starts an import: the server answers the job at once and writes the file in the background. */
export function useImportCustomers() {
  return useMutation({
    mutationFn: ({ file, resaleId }: { file: File; resaleId?: number }) => {
      const body = new FormData();
      if (resaleId) body.append('resale_id', String(resaleId));
      body.append('file', file);
      return api<CustomerImport>('/customers/import', { method: 'POST', body });
    },
  });
}

/** An import's progress, read again every second while it runs; the customer lists are read again when it ends. */
export function useCustomerImport(started: CustomerImport | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: [...customerKeys.all, 'import', started?.id ?? 0],
    queryFn: async () => {
      const job = await api<CustomerImport>(`/customers/import/${started!.id}`);
      if (job.state !== 'running') await qc.invalidateQueries({ queryKey: customerKeys.lists() });
      return job;
    },
    enabled: !!started,
    initialData: started ?? undefined,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 1000 : false),
  });
}
