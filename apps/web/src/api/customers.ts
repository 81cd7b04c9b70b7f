import type { CustomerSegment, SaleChannel, SaleStatus } from '@ability/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressAttributes, AddressRecord } from '../shared/address';
import { api } from './client';
import type { UnitRef } from './registers';
import { registerHooks } from './registers';

export interface CustomerContact {
  id: number;
  phone: string;
  whatsapp: boolean;
}

export interface Customer {
  id: number;
  name: string;
  cpf_cnpj: string | null;
  resale_id: number;
  resale: UnitRef | null;
  group_id: number | null;
  group: { id: number; description: string } | null;
  sector_id: number | null;
  sector: { id: number; description: string } | null;
  birth_day: number | null;
  birth_month: number | null;
  birthday: string | null;
  obs: string | null;
  contacted: string | null;
  contacted_at: string | null;
  address: AddressRecord | null;
  contacts: CustomerContact[];
  last_sale: { sold_on: string } | null;
  /** The customer's segment today (domain customerSegment), on the list and the record. */
  segment?: CustomerSegment;
  purchase_interval_days: number | null;
  next_purchase_on: string | null;
  /** 'Ligar depois': the day set for a callback. */
  callback_on?: string | null;
  /** The day the customer is due in the re-purchase queue (the later of next purchase and callback). */
  repurchase_on?: string | null;
  debt_cents: number;
}

export interface CustomerInput {
  name: string;
  cpf_cnpj: string | null;
  resale_id: number;
  group_id: number | null;
  sector_id: number | null;
  birth_day: number | null;
  birth_month: number | null;
  obs: string | null;
  address_attributes: AddressAttributes;
  contacts_attributes: { id?: number; phone: string; whatsapp: boolean; _destroy?: boolean }[];
}

export interface CustomerOptions {
  resales: UnitRef[];
  groups: { id: number; description: string; resale_id: number }[];
  sectors: { id: number; description: string; resale_id: number }[];
}

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
  /** 'true': the re-purchase queue (Recompra). */
  due?: string;
  by_name?: string;
  by_address?: string;
  phone?: string;
}

export interface CustomerList {
  data: Customer[];
  meta: { total: number; per_page: number; options?: CustomerOptions };
}

export interface CustomerInfo {
  debt_cents: number;
  expired_debt_cents: number;
  interval_purchasing_in_days: number[];
}

export interface CustomerSale {
  id: number;
  doc_number: number;
  status: SaleStatus;
  channel: SaleChannel;
  sold_on: string;
  total_cents: number;
  change_cents: number;
  resale_id: number;
  employee_id: number | null;
  employee: { id: number; name: string } | null;
  items: {
    id: number;
    product_id: number;
    quantity: number;
    price_cents: number;
    discount_cents: number;
    product: { description: string };
  }[];
  payments: {
    id: number;
    payment_method_id: number;
    value_cents: number;
    installments: number;
    payment_method: { description: string };
  }[];
}

/** A customer import (a background job): POST /customers/import answers it, GET /customers/import/{id} follows it. */
export interface CustomerImport {
  id: number;
  state: 'running' | 'finished' | 'failed' | 'interrupted';
  file_name: string;
  resale_id: number;
  total: number;
  done: number;
  created: number;
  updated: number;
  refused: number;
  error: string | null;
  /** The first refused lines (`refused` counts them all), with the reason in pt-BR. */
  failed: { line: number; name: string; errors: Record<string, string[]>; reason: string }[];
}

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

export interface RepurchaseStats {
  range: { start: string; end: string };
  stats: { user_id: number | null; user: string; calls: number; orders: number; rate: number | null }[];
}

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
