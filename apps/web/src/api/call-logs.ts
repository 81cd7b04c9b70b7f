import type { CallKind } from '@ability/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList, newIdempotencyKey } from './client';
import { listQueries } from './registers';
import type { components } from './schema.gen';

export type CallLog = components['schemas']['CallLog'];

/** The live event 'call' (GET /api/events) of a new call of one of the user's units. */
export interface CallEvent {
  id: number;
  kind: CallKind;
  phone: string;
  resale_id: number;
  customer: { id: number; name: string } | null;
  created_at: string;
}

export interface CallLogListQuery {
  page?: number;
  kind?: string;
  date?: string;
  resale_id?: number;
  customer_name?: string;
}

export type CallLogOptions = components['schemas']['CallLogOptions'];

const callLogQueries = listQueries<CallLog, CallLogListQuery, CallLogOptions>('/call_logs');
export const callLogKeys = callLogQueries.keys;
export const useCallLogs = callLogQueries.useList;
export const useCallLogOptions = callLogQueries.useOptions;

/** Registers a call identified by the device (POST /call_logs; the server keeps one per call). */
export function registerIncomingCall(phone: string): Promise<CallLog> {
  return api<CallLog>('/call_logs', {
    method: 'POST',
    body: { call_log: { kind: 'incoming', phone } },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
}

/** A call of the queue of missed calls (GET /call_logs/missed). */
export type MissedCall = components['schemas']['MissedCall'];

export const missedCallKeys = {
  all: [...callLogKeys.all, 'missed'] as const,
  page: (page: number) => [...missedCallKeys.all, page] as const,
};

export function useMissedCalls(page = 1, enabled = true) {
  return useQuery({
    queryKey: missedCallKeys.page(page),
    queryFn: () => apiList<MissedCall>('/call_logs/missed', { query: { page } }),
    placeholderData: keepPreviousData,
    // Live events bring the changes; a minute's re-read also catches a sale a deliverer does not hear of.
    refetchInterval: 60_000,
    enabled,
  });
}

/** 'Retornado': the call leaves the queue (POST /call_logs/{id}/returned). */
export function useMarkReturned() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ id: number }>(`/call_logs/${id}/returned`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: missedCallKeys.all }),
  });
}

/** The customer's last order (GET /customers/{id}/last_order), for the caller's notice. */
export type CallerLastOrder = { sale: components['schemas']['CustomerSale'] | null };

export function fetchCallerLastOrder(customerId: number, resaleId: number): Promise<CallerLastOrder> {
  return api<CallerLastOrder>(`/customers/${customerId}/last_order`, { query: { resale_id: resaleId } });
}
