import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { FinanceOptions } from './finance';
import type { SaveVariables } from './registers';
import type { components } from './schema.gen';

/** What receivables and payables share: the nested bill, the summary, the settlement. */
export type Bill = components['schemas']['Bill'];

export type BillRecord = Receivable | Payable;

export type Receivable = components['schemas']['Receivable'];

export type Payable = components['schemas']['Payable'];

export type BillSummary = Record<string, { count: number; value_cents: number }>;

export interface BillList<R> {
  data: R[];
  meta: { total: number; per_page: number; summary: BillSummary };
}

export type BillQuery = Record<string, string | number | undefined>;

export interface BillCreateInput {
  document: string | null;
  resale_id: number;
  customer_id?: number;
  supplier_id?: number;
  bill_attributes: {
    issue_date: string | null;
    due_date: string | null;
    description: string | null;
    account_id: number | null;
    payment_method_id: number | null;
    value_cents: number;
  };
}

/** The edit body: receipt/payment date, fine, discount, account and method, and the value settled now. */
export interface BillSettleInput {
  record: Record<string, unknown>;
  settled_value: number;
}

/** Query hooks of receivables or payables: `path` '/receivables', `wrapper` 'receivable', `settledKey` 'received_value'. */
export function billHooks<R extends BillRecord>(path: string, wrapper: string, settledKey: string, bulkKey: string) {
  const keys = {
    all: [path] as const,
    list: (q: BillQuery) => [path, 'list', q] as const,
    detail: (id: number) => [path, 'detail', id] as const,
  };
  const invalidate = (qc: ReturnType<typeof useQueryClient>) => {
    qc.invalidateQueries({ queryKey: keys.all });
    qc.invalidateQueries({ queryKey: ['/transactions'] });
    qc.invalidateQueries({ queryKey: ['/customers'] });
  };
  return {
    keys,
    useList: (q: BillQuery) =>
      useQuery({
        queryKey: keys.list(q),
        // Without meta.options: the screens read them once from `${path}/new` (useOptions).
        queryFn: () => api<BillList<R>>(path, { query: { ...q, options: 'false' } }),
        placeholderData: keepPreviousData,
      }),
    useOne: (id: number | undefined) =>
      useQuery({ queryKey: keys.detail(id ?? 0), queryFn: () => api<R>(`${path}/${id}`), enabled: !!id }),
    useOptions: () =>
      useQuery({
        queryKey: [path, 'options'],
        queryFn: async () => (await api<{ meta: { options: FinanceOptions } }>(`${path}/new`)).meta.options,
        staleTime: 60_000,
      }),
    useCreate: () => {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: ({ body, idempotencyKey }: SaveVariables<BillCreateInput>) =>
          api<R>(path, {
            method: 'POST',
            body: { [wrapper]: body },
            headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
          }),
        onSuccess: () => invalidate(qc),
      });
    },
    useSettle: (id: number) => {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: ({ body }: SaveVariables<BillSettleInput>) =>
          api<R>(`${path}/${id}`, {
            method: 'PATCH',
            body: { [wrapper]: body.record, [settledKey]: body.settled_value },
          }),
        onSuccess: () => invalidate(qc),
      });
    },
    useBulk: () => {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: (ids: number[]) => api<R[]>(`${path}/bulk`, { method: 'PATCH', body: { [bulkKey]: ids } }),
        onSuccess: () => invalidate(qc),
      });
    },
    useDelete: () => {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: (id: number) => api<void>(`${path}/${id}`, { method: 'DELETE' }),
        onSuccess: () => invalidate(qc),
      });
    },
  };
}

export const receivableHooks = billHooks<Receivable>('/receivables', 'receivable', 'received_value', 'receivable_ids');
export const payableHooks = billHooks<Payable>('/payables', 'payable', 'paid_value', 'payable_ids');
