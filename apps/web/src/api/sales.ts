import type { EmptyReturn, SaleChannel, SaleStatus } from '@ability/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, apiList, newIdempotencyKey } from './client';
import { useLiveEvent, useThrottledRefresh } from './events';
import { DELIVERIES_HEADER } from './offlineCaches';
import type { components, paths } from './schema.gen';

export type SaleItem = Sale['items'][number];

export type SalePayment = Sale['payments'][number];

/** GET /sales/:id/pix: the sale's static PIX BR Code, built on the server (the screen only draws it). */
export type SalePix = components['schemas']['SalePix'];

export type Sale = components['schemas']['Sale'];

export type SaleOptions = components['schemas']['SaleOptions'];

export interface SaleListQuery {
  page?: number;
  search?: string;
  status?: string;
  resale_id?: string;
  channel?: string;
  employee_id?: string;
  date?: string;
  amount?: string;
  payment_method_id?: string;
  user_id?: string;
  nfce_status?: string;
  group_id?: string;
  sector_id?: string;
}

export interface SaleList {
  rows: Sale[];
  total: number;
  perPage: number;
  /** product id → quantity (header Items-Summary). */
  items: Record<string, number>;
  /** payment method id → cents (header Payments-Summary). */
  payments: Record<string, number>;
  sales: { count: number; total_cents: number; change_cents: number };
}

export interface SaleInput {
  resale_id: number;
  status?: SaleStatus;
  channel?: SaleChannel;
  customer_id?: number | null;
  employee_id?: number | null;
  obs?: string | null;
  items_attributes: {
    id?: number;
    product_id?: number;
    quantity?: number;
    price_cents?: number;
    discount_cents?: number;
    /** The refill's empty (features/empties): its brand and what came back; absent keeps what the sale wrote. */
    empty_brand_id?: number | null;
    empty_return?: EmptyReturn;
    _destroy?: boolean;
  }[];
  payments_attributes: {
    id?: number;
    payment_method_id?: number;
    value_cents?: number;
    installments?: number;
    due_date?: string | null;
    _destroy?: boolean;
  }[];
  customer_attributes?: Record<string, unknown> | null;
  /** The Gás do Povo redemption (with a payment of that kind). */
  gas_do_povo?: {
    validation: string | null;
    nsu: string | null;
    cpf_last4: string | null;
    empty_received: boolean;
  } | null;
}

const header = <T>(h: Headers, name: string, fallback: T): T => {
  try {
    return (JSON.parse(h.get(name) ?? '') as T) ?? fallback;
  } catch {
    return fallback;
  }
};

export const saleKeys = {
  all: ['/sales'] as const,
  lists: () => [...saleKeys.all, 'list'] as const,
  list: (q: SaleListQuery) => [...saleKeys.lists(), q] as const,
  detail: (id: number) => [...saleKeys.all, 'detail', id] as const,
  options: () => [...saleKeys.all, 'options'] as const,
};

/**
 * Live: another screen (or the 15-minute job) changed a sale; the sales read again, at most once every
 * 300 ms (the sales list, the deliverer's cards).
 */
export function useSalesLiveRefresh(): void {
  useLiveEvent('sale', useThrottledRefresh(saleKeys.all));
}

export function useSaleList(q: SaleListQuery) {
  return useQuery({
    queryKey: saleKeys.list(q),
    queryFn: async (): Promise<SaleList> => {
      const page = await apiList<Sale>('/sales', { query: { ...q } });
      return {
        rows: page.rows,
        total: page.total,
        perPage: page.perPage,
        items: header(page.headers, 'Items-Summary', {}),
        payments: header(page.headers, 'Payments-Summary', {}),
        sales: header(page.headers, 'Sales-Summary', { count: 0, total_cents: 0, change_cents: 0 }),
      };
    },
    placeholderData: keepPreviousData,
  });
}

export function useSale(id: number | undefined) {
  return useQuery({ queryKey: saleKeys.detail(id ?? 0), queryFn: () => api<Sale>(`/sales/${id}`), enabled: !!id });
}

export function useSaleOptions() {
  return useQuery({
    queryKey: saleKeys.options(),
    queryFn: () => api<SaleOptions>('/sales/options'),
    staleTime: 60_000,
  });
}

export function useInvalidateSales() {
  const qc = useQueryClient();
  return useCallback(() => {
    qc.invalidateQueries({ queryKey: saleKeys.all });
    qc.invalidateQueries({ queryKey: ['/customers'] });
    // A sale moves the customer's empties (owed, on loan).
    qc.invalidateQueries({ queryKey: ['empties'] });
  }, [qc]);
}

export function useSaveSale(id?: number) {
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SaleInput; idempotencyKey?: string }) =>
      id
        ? api<Sale>(`/sales/${id}`, { method: 'PATCH', body: { sale: body } })
        : api<Sale>('/sales', {
            method: 'POST',
            body: { sale: body },
            headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
          }),
    onSuccess: invalidate,
  });
}

export interface SaleStatusMove {
  id: number;
  status: SaleStatus;
  /** One key per move: sent again (a retry, the deliverer's offline queue), the server answers it once. */
  idempotencyKey?: string;
  /** Why it is canceled (required when Caixa already paid the sale's Gás do Povo redemption). */
  reason?: string | null;
  /** The Gás do Povo receipt taken at the door, written with the move (the deliverer's card). */
  gas_do_povo?: SaleGasDoPovoReceipt;
  /** The family pays with the voucher an order taken with another method. */
  gas_do_povo_switch?: boolean;
  /** The brand of each refill's empty collected at the door, written with the move. */
  empties?: SaleDoorEmpty[];
}

/** One refill's empty as the deliverer's card sends it with the move. */
export type SaleDoorEmpty = NonNullable<
  paths['/api/sales/update_status']['patch']['requestBody']['content']['application/json']['empties']
>[number];

/** What the Azulzinha receipt says, as the deliverer's card sends it with the move. */
export type SaleGasDoPovoReceipt = NonNullable<
  paths['/api/sales/update_status']['patch']['requestBody']['content']['application/json']['gas_do_povo']
>;

/** One sale's status move (a cancel is its own call). */
export function sendSaleStatus({ id, status, idempotencyKey, reason, ...gas }: SaleStatusMove): Promise<Sale> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return status === 'canceled'
    ? api<Sale>(`/sales/${id}/cancel`, { method: 'PATCH', headers, ...(reason ? { body: { reason } } : {}) })
    : api<Sale>('/sales/update_status', { method: 'PATCH', body: { id, status, ...gas }, headers });
}

export function useUpdateSaleStatus() {
  const invalidate = useInvalidateSales();
  return useMutation({ mutationFn: sendSaleStatus, onSuccess: invalidate });
}

export function useUpdateSaleStatusAll() {
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: number[]; status: SaleStatus }) =>
      api<Sale[]>('/sales/update_status_all', { method: 'PATCH', body: { sale_ids: ids, status } }),
    onSuccess: invalidate,
  });
}

export function useDeleteSale() {
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/sales/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useDestroySales() {
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: (ids: number[]) => api<void>('/sales/destroy_all', { method: 'DELETE', body: { sale_ids: ids } }),
    onSuccess: invalidate,
  });
}

/**
 * The open sales without a deliverer a deliverer may take (GET /sales?unassigned=true, oldest first): the
 * server answers none unless one of their units lets deliverers take orders. A deliverer gets no live
 * event of a sale without a deliverer, so the list is read again every 30 s. Not kept offline: taking
 * one needs the network.
 */
export function useTakeableSales(enabled: boolean) {
  return useQuery({
    queryKey: [...saleKeys.lists(), 'takeable'] as const,
    queryFn: async (): Promise<Sale[]> => {
      const page = await apiList<Sale>('/sales', { query: { unassigned: 'true' } });
      return [...page.rows].sort((a, b) => a.sold_on.localeCompare(b.sold_on) || a.id - b.id);
    },
    enabled,
    refetchInterval: 30_000,
  });
}

/** A deliverer takes a sale without a deliverer (one Idempotency-Key per tap): it moves to their list. */
export function useTakeSale() {
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: (id: number) =>
      api<Sale>(`/sales/${id}/take`, { method: 'POST', headers: { 'Idempotency-Key': newIdempotencyKey() } }),
    onSettled: invalidate,
  });
}

/**
 * A sale's PIX code, read when its card opens the QR; asked as the deliverer's view, so the service worker
 * keeps the last answer for a door without signal (vite.config.ts).
 */
export function useSalePix(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...saleKeys.detail(id), 'pix'] as const,
    queryFn: () => api<SalePix>(`/sales/${id}/pix`, { headers: { [DELIVERIES_HEADER]: 'deliveries' } }),
    enabled,
  });
}

/** The deliverer's word that the sale's PIX was received (one Idempotency-Key per confirmation). */
export function useConfirmSalePix() {
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
      api<SalePix>(`/sales/${id}/pix_confirmations`, {
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: invalidate,
  });
}

/**
 * The deliverer's open sales: one read per open status (the list filters one status at a time),
 * merged and ordered by when they were ordered, oldest first. The server keeps a deliverer to their own sales.
 */
export function useOpenDeliveries(statuses: readonly SaleStatus[], employeeId: number | undefined) {
  return useQuery({
    queryKey: [...saleKeys.lists(), 'deliveries', statuses, employeeId ?? null] as const,
    queryFn: async (): Promise<Sale[]> => {
      // Every page of each status (newest first from the server), up to 200 sales each: the oldest are the
      // most urgent, so none may be left on a page not read.
      const readAll = async (status: SaleStatus) => {
        const rows: Sale[] = [];
        for (let page = 1; page <= 8; page++) {
          const p = await apiList<Sale>('/sales', {
            query: { status, page, ...(employeeId ? { employee_id: String(employeeId) } : {}) },
            headers: { [DELIVERIES_HEADER]: 'deliveries' },
          });
          rows.push(...p.rows);
          if (p.rows.length === 0 || rows.length >= p.total) break;
        }
        return rows;
      };
      const lists = await Promise.all(statuses.map(readAll));
      return lists.flat().sort((a, b) => a.sold_on.localeCompare(b.sold_on) || a.id - b.id);
    },
    placeholderData: keepPreviousData,
  });
}
