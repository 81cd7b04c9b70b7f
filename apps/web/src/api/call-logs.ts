import type { CallKind } from '@ability/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiList, newIdempotencyKey } from './client';
import type { UnitRef } from './registers';

export interface CallLog {
  id: number;
  kind: CallKind;
  phone: string;
  resale_id: number;
  resale: UnitRef;
  customer: { id: number; name: string } | null;
  created_at: string;
}

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

export interface CallLogOptions {
  resales: UnitRef[];
  users: { id: number; name: string }[];
}

export const callLogKeys = {
  all: ['/call_logs'] as const,
  list: (q: CallLogListQuery) => [...callLogKeys.all, 'list', q] as const,
  options: () => [...callLogKeys.all, 'options'] as const,
};

export function useCallLogs(q: CallLogListQuery) {
  return useQuery({
    queryKey: callLogKeys.list(q),
    queryFn: () => apiList<CallLog>('/call_logs', { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useCallLogOptions() {
  return useQuery({ queryKey: callLogKeys.options(), queryFn: () => api<CallLogOptions>('/call_logs/options') });
}

/** Registers a call identified by the device (POST /call_logs; the server keeps one per call). */
export function registerIncomingCall(phone: string): Promise<CallLog> {
  return api<CallLog>('/call_logs', {
    method: 'POST',
    body: { call_log: { kind: 'incoming', phone } },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
}
