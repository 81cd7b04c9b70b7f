import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { useLiveEvent, useThrottledRefresh } from './events';
import type { components } from './schema.gen';

/** GET /settlements: a deliverer's day in a unit. */
export type Settlement = components['schemas']['Settlement'];

/** Which settlement: a unit, a deliverer (a deliverer's own when left out) and a day 'YYYY-MM-DD'. */
export interface SettlementKey {
  resale_id: number;
  employee_id?: number;
  date: string;
}

export interface SettlementInput extends SettlementKey {
  note?: string | null;
  amounts_attributes?: { payment_method_id: number; handed_in_cents: number }[];
  empties_attributes?: {
    brand_id: number | null;
    capacity: Settlement['empties'][number]['capacity'];
    handed_in: number;
  }[];
}

export type SettlementOptions = components['schemas']['SettlementOptions'];

export const settlementKeys = {
  all: ['/settlements'] as const,
  day: (k: SettlementKey) => [...settlementKeys.all, 'day', k] as const,
  options: ['/settlements', 'options'] as const,
};

/** The day's settlement; read again when a sale changes (its expected follows the sales while open). */
export function useSettlement(k: SettlementKey | null) {
  useLiveEvent('sale', useThrottledRefresh(settlementKeys.all));
  return useQuery({
    queryKey: settlementKeys.day(k ?? { resale_id: 0, date: '' }),
    queryFn: () => api<Settlement>('/settlements', { query: { ...k } }),
    enabled: k !== null,
  });
}

export function useSettlementOptions() {
  return useQuery({
    queryKey: settlementKeys.options,
    queryFn: () => api<SettlementOptions>('/settlements/options'),
    staleTime: 60_000,
  });
}

/** Save what was handed in (PUT), close (saving it too) or reopen the day. */
export function useSettlementAction(action: 'save' | 'close' | 'reopen') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SettlementInput) =>
      action === 'save'
        ? api<Settlement>('/settlements', { method: 'PUT', body: { settlement: input } })
        : api<Settlement>(`/settlements/${action}`, { method: 'POST', body: { settlement: input } }),
    onSuccess: (s, input) => {
      qc.setQueryData(
        settlementKeys.day({ resale_id: input.resale_id, employee_id: input.employee_id, date: input.date }),
        s,
      );
      qc.invalidateQueries({ queryKey: settlementKeys.all });
      // A closed or reopened day changes which sales may be edited.
      if (action !== 'save') qc.invalidateQueries({ queryKey: ['/sales'] });
    },
  });
}
