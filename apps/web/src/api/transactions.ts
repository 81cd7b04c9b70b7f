import type { AccountMovement, TransactionMovement } from '@ability/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList } from './client';
import type { SaveVariables } from './registers';
import type { components } from './schema.gen';

export type Transaction = components['schemas']['Transaction'];

export interface TransactionInput {
  description: string;
  movement: AccountMovement;
  date: string;
  value_cents: number;
  resale_id: number;
  account_id: number | null;
  bank_id: number | null;
}

export type TransactionMeta = Record<TransactionMovement, { count: number; value_cents: number }> & {
  count: number;
  balance_cents: number;
};

export interface TransactionQuery {
  page?: number;
  query?: string;
  movement?: string;
  date?: string;
  resale_id?: number;
  user_id?: number;
}

const PATH = '/transactions';
export const transactionKeys = {
  all: [PATH] as const,
  list: (q: TransactionQuery) => [PATH, 'list', q] as const,
  detail: (id: number) => [PATH, 'detail', id] as const,
};

export function useTransactionList(q: TransactionQuery) {
  return useQuery({
    queryKey: transactionKeys.list(q),
    queryFn: async () => {
      const page = await apiList<Transaction>(PATH, { query: { ...q } });
      const meta = JSON.parse(page.headers.get('Transaction-Meta') ?? 'null') as TransactionMeta | null;
      return { ...page, meta };
    },
    placeholderData: keepPreviousData,
  });
}

export function useTransaction(id: number | undefined) {
  return useQuery({
    queryKey: transactionKeys.detail(id ?? 0),
    queryFn: () => api<Transaction>(`${PATH}/${id}`),
    enabled: !!id,
  });
}

export function useSaveTransaction(id?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: SaveVariables<TransactionInput>) =>
      id
        ? api<Transaction>(`${PATH}/${id}`, { method: 'PATCH', body: { transaction: body } })
        : api<Transaction>(PATH, {
            method: 'POST',
            body: { transaction: body },
            headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
          }),
    onSuccess: (saved) => {
      qc.invalidateQueries({ queryKey: transactionKeys.all });
      qc.invalidateQueries({ queryKey: ['/banks'] });
      qc.setQueryData(transactionKeys.detail(saved.id), saved);
    },
  });
}

export function useDeleteTransaction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`${PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: transactionKeys.all });
      qc.invalidateQueries({ queryKey: ['/banks'] });
    },
  });
}
