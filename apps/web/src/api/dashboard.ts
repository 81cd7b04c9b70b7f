import type { CustomerSegment, DeliveryBucket, SaleChannel } from '@ability/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { saleKeys } from './sales';

/** GET /dashboard's query: a period of business days (YYYY-MM-DD) and a unit (absent = every unit). */
export interface DashboardQuery {
  from: string;
  to: string;
  resale_id?: number;
}

type Figure = { count: number; value_cents: number };

export interface Dashboard {
  period: { from: string; to: string };
  today: string;
  totals: {
    orders: number;
    revenue_cents: number;
    average_ticket_cents: number;
    delivered: number;
    on_time: number;
    on_time_rate: number | null;
    on_time_minutes: number;
  };
  late: number;
  by_hour: { hour: number; channel: SaleChannel; orders: number; revenue_cents: number }[];
  delivery_buckets: { bucket: DeliveryBucket; count: number }[];
  deliverers: {
    employee_id: number | null;
    name: string;
    delivered: number;
    on_time: number;
    on_time_rate: number | null;
    buckets: Record<DeliveryBucket, number>;
  }[];
  repurchase: { queue: number; calls: number; orders: number; rate: number | null };
  segments: { segment: CustomerSegment; customers: number }[];
  cash_term: { cash_cents: number; term_cents: number };
  receivables_week: Record<'received' | 'overdue' | 'earlydue' | 'all', Figure> & { start: string; end: string };
}

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
