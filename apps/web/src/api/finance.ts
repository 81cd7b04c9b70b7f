import type { AccountMovement } from '@ability/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { components } from './schema.gen';

/** What the finance forms and filters choose from (GET /transactions/options, /receivables/new…). */
export type FinanceOptions = components['schemas']['FinanceOptions'];

export function useFinanceOptions() {
  return useQuery({
    queryKey: ['/finance', 'options'],
    queryFn: () => api<FinanceOptions>('/transactions/options'),
    staleTime: 60_000,
  });
}

/** Accounts of a unit with the given movement, as select options. */
export function accountChoices(o: FinanceOptions | undefined, resaleId: number | undefined, movement: AccountMovement) {
  if (!o || !resaleId) return [];
  return o.accounts
    .filter((a) => a.resale_id === resaleId && a.movement === movement)
    .map((a) => ({ value: a.id, label: `${a.label} (${a.category_name})` }));
}
