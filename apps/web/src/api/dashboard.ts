import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { saleKeys } from './sales';
import type { components } from './schema.gen';

/** GET /dashboard's query: a period of business days (YYYY-MM-DD) and a unit (absent = every unit). */
export interface DashboardQuery {
  from: string;
  to: string;
  resale_id?: number;
}

export type Dashboard = components['schemas']['Dashboard'];

export const dashboardKeys = {
  all: ['/dashboard'] as const,
  figures: (q: DashboardQuery) => [...dashboardKeys.all, q] as const,
  /** Under the sales' keys: useSalesLiveRefresh reads it again on each sale's live event. */
  late: (resaleId?: number) => [...saleKeys.all, 'dashboard-late', resaleId ?? null] as const,
};

export function useDashboard(q: DashboardQuery) {
  return useQuery({
    queryKey: dashboardKeys.figures(q),
    queryFn: () => api<Dashboard>('/dashboard', { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

/** Late deliveries now, read again with the sales list's live events. */
export function useDashboardLate(resaleId?: number) {
  return useQuery({
    queryKey: dashboardKeys.late(resaleId),
    queryFn: () => api<{ late: number }>('/dashboard/late', { query: { resale_id: resaleId } }),
  });
}
