import { formatDateRangeParam, todayIn } from '@ability/domain';
import { PER_PAGE } from '../src/lib/list';
import { listCallLogs } from '../src/modules/call-logs/service';
import type { Endpoint } from './types';

const page1 = { page: 1, perPage: PER_PAGE } as const;
const TZ = process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';
const ranges = () => {
  const day = todayIn(TZ);
  return { today: { start: day, end: day }, month: { start: `${day.slice(0, 8)}01`, end: day } };
};
const param = (r: { start: string; end: string }) => encodeURIComponent(formatDateRangeParam(r));

/** The call log as the screen opens it (today), this month, and searched by customer name. */
export const callEndpoints: Endpoint[] = [
  {
    name: 'call_logs',
    method: 'GET',
    path: () => `/api/call_logs?page=1&date=${param(ranges().today)}`,
    target: { p95Ms: 50, connections: 16 },
    dbOnly: (ctx) => listCallLogs(ctx.db, { units: null, date: ranges().today }, page1, TZ),
  },
  {
    name: 'call_logs_month',
    method: 'GET',
    path: () => `/api/call_logs?page=1&date=${param(ranges().month)}`,
    target: { p95Ms: 50, connections: 16 },
    dbOnly: (ctx) => listCallLogs(ctx.db, { units: null, date: ranges().month }, page1, TZ),
  },
  {
    name: 'call_logs_customer',
    method: 'GET',
    path: (ctx) => `/api/call_logs?page=1&customer_name=${encodeURIComponent(ctx.samples.callCustomerName ?? '')}`,
    target: { p95Ms: 80, connections: 16 },
    dbOnly: (ctx) => listCallLogs(ctx.db, { units: null, customer_name: ctx.samples.callCustomerName }, page1, TZ),
  },
];
