import type { GasDoPovoState } from '@ability/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, exportUrl } from './client';
import type { components } from './schema.gen';

const PATH = '/gas_do_povo/reconciliation';

export type ReconciliationRow = components['schemas']['GasDoPovoReconciliationRow'];
export type Reconciliation = components['schemas']['GasDoPovoReconciliation'];
export type DepositResult = components['schemas']['GasDoPovoDeposit'];

export interface ReconciliationQuery {
  resale_id: number;
  start: string;
  end: string;
  state?: GasDoPovoState;
  page?: number;
}

const query = (q: ReconciliationQuery) => ({
  resale_id: q.resale_id,
  start: q.start,
  end: q.end,
  state: q.state,
  page: q.page && q.page > 1 ? q.page : undefined,
});

/** A unit's redemptions of a period with their state, a page at a time, and the totals per state. */
export function useReconciliation(q: ReconciliationQuery | null) {
  return useQuery({
    queryKey: [PATH, q ?? {}],
    queryFn: () => api<Reconciliation>(PATH, { query: q ? query(q) : {} }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}

export const reconciliationExportUrl = (q: ReconciliationQuery, format: 'csv' | 'xlsx') =>
  exportUrl(PATH, { ...query(q), page: undefined }, format);

export interface DepositInput {
  resale_id: number;
  date: string;
  value_cents: number;
  redemption_ids?: number[];
}

/** A Caixa deposit paying the chosen redemptions (or matched by date and total); one key per attempt. */
export function useDeposit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: DepositInput; idempotencyKey: string }) =>
      api<DepositResult>('/gas_do_povo/deposits', {
        method: 'POST',
        body: { deposit: body },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [PATH] });
      void qc.invalidateQueries({ queryKey: ['/receivables'] });
      void qc.invalidateQueries({ queryKey: ['/banks'] });
      void qc.invalidateQueries({ queryKey: ['/transactions'] });
    },
  });
}

export type GasDoPovoReport = components['schemas']['GasDoPovoReport'];
export interface GasDoPovoReportQuery {
  resale_id?: number;
  /** 'DD/MM/YYYY-DD/MM/YYYY' or one day, as the report filters hold it. */
  date: string;
}

/** The owner's report of the redemptions per day (Relatórios › Gás do Povo por dia). */
export function useGasDoPovoReport(q: GasDoPovoReportQuery | null) {
  return useQuery({
    queryKey: ['/reports', 'gas_do_povo', q ?? {}],
    queryFn: () => api<GasDoPovoReport>('/reports/gas_do_povo', { query: { ...q } }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}

export const gasDoPovoReportExportUrl = (q: GasDoPovoReportQuery, format: 'csv' | 'xlsx') =>
  exportUrl('/reports/gas_do_povo', { ...q }, format);
