import type { AdjustmentReason, StockMovement } from '@ability/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList } from './client';
import { productKeys } from './products';
import type { components } from './schema.gen';

export type StockAppointment = components['schemas']['StockAppointment'];

export interface AppointmentListQuery {
  page?: number;
  query?: string;
  movement_id?: string;
  customer_id?: number;
  resale_id?: number;
  user_id?: number;
  start_date?: string;
  end_date?: string;
}

export interface AppointmentInput {
  date: string;
  movement: StockMovement;
  reason: AdjustmentReason | null;
  justification: string | null;
  resale_id: number;
  product_id: number;
  customer_id: number | null;
  quantity: number;
}

export type AppointmentOptions = components['schemas']['StockAppointmentOptions'];

const keys = {
  all: ['/stock_appointments'] as const,
  list: (q: AppointmentListQuery) => [...keys.all, 'list', q] as const,
  options: () => [...keys.all, 'options'] as const,
};

export function useAppointments(q: AppointmentListQuery) {
  return useQuery({
    queryKey: keys.list(q),
    queryFn: () => apiList<StockAppointment>('/stock_appointments', { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useAppointmentOptions() {
  return useQuery({ queryKey: keys.options(), queryFn: () => api<AppointmentOptions>('/stock_appointments/options') });
}

function useStockMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: keys.all });
      qc.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

export const useCreateAppointment = () =>
  useStockMutation(({ body, idempotencyKey }: { body: AppointmentInput; idempotencyKey: string }) =>
    api<StockAppointment>('/stock_appointments', {
      method: 'POST',
      body: { stock_appointment: body },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );

export const useDeleteAppointment = () =>
  useStockMutation((id: number) => api<void>(`/stock_appointments/${id}`, { method: 'DELETE' }));

export const useWriteOff = () =>
  useStockMutation(({ id, quantity }: { id: number; quantity: number }) =>
    api<StockAppointment>(`/stock_appointments/write_off/${id}`, { method: 'PATCH', body: { quantity } }),
  );

/** Customer type-ahead (GET /customers?query=, answered as {data}); the form starts it at 3 characters. */
export async function searchCustomers(query: string) {
  const res = await api<{ data: { id: number; name: string }[] }>('/customers', { query: { query } });
  return res.data.map((c) => ({ id: c.id, name: c.name }));
}
