import type { EntryDateParam, EntryDiscountType } from '@ability/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { productKeys } from './products';
import type { UnitRef } from './registers';
import type { components } from './schema.gen';

export type EntryItem = ProductEntry['items'][number];

export type ProductEntry = components['schemas']['ProductEntry'];

export type EntrySummary = components['schemas']['ProductEntrySummary'];

export interface EntryListQuery {
  page?: number;
  resale_id?: number;
  date_param?: EntryDateParam;
  start_date?: string;
  end_date?: string;
}

export interface EntryInput {
  resale_id: number;
  supplier_id: number;
  invoice_number: string | null;
  serial_number: string | null;
  issue_date: string;
  due_date: string | null;
  discount_type: EntryDiscountType;
  discount_value_cents: number;
  items_attributes: {
    product_id: number;
    quantity: number;
    bottle_movement: boolean;
    bottle_quantity: number | null;
    price_cents: number;
    discount_cents: number;
    _destroy?: boolean;
  }[];
}

const keys = {
  all: ['/product_entries'] as const,
  list: (q: EntryListQuery) => [...keys.all, 'list', q] as const,
  options: () => [...keys.all, 'options'] as const,
  suppliers: (q: string, unit?: number) => [...keys.all, 'suppliers', q, unit] as const,
};

export function useEntries(q: EntryListQuery) {
  return useQuery({
    queryKey: keys.list(q),
    queryFn: () =>
      api<{
        data: ProductEntry[];
        meta: { total: number; per_page: number; summary: EntrySummary; options: { resales: UnitRef[] } };
      }>('/product_entries', { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useEntryOptions() {
  return useQuery({
    queryKey: keys.options(),
    queryFn: () => api<components['schemas']['ProductEntryOptions']>('/product_entries/options'),
  });
}

/** Supplier type-ahead of the entry form (suppliers serving the unit). */
export async function searchSuppliers(query: string, resaleId?: number) {
  const res = await api<{ data: { id: number; name: string; trade_name: string | null }[] }>(
    '/product_entries/suppliers',
    {
      query: { query, resale_id: resaleId },
    },
  );
  return res.data.map((s) => ({ id: s.id, name: s.name }));
}

export function useCreateEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: EntryInput; idempotencyKey: string }) =>
      api<ProductEntry>('/product_entries', {
        method: 'POST',
        body: { product_entry: body },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: keys.all });
      qc.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

export function useDeleteEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/product_entries/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: keys.all });
      qc.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
