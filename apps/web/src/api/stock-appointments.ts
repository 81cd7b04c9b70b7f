import type { AdjustmentReason, StockMovement } from '@ability/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { productKeys } from './products';
import { listQueries } from './registers';
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

const appointmentQueries = listQueries<StockAppointment, AppointmentListQuery, AppointmentOptions>(
  '/stock_appointments',
);
const keys = appointmentQueries.keys;
export const useAppointments = appointmentQueries.useList;
export const useAppointmentOptions = appointmentQueries.useOptions;

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
