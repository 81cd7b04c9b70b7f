import { addDays, formatDateRangeParam } from '@ability/domain';
import { dashboard } from '../src/modules/dashboard/service';
import { averagePriceProduct, dailyClosing } from '../src/modules/reports/service';
import type { ReportScope } from '../src/modules/reports/queries';
import { vipCuts } from './owner-endpoints';
import type { BenchContext, Endpoint } from './types';

const timeZone = () => process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';

/** The busy unit's busy day, or last month, as the screens send it and as the service takes it. */
function period(ctx: BenchContext, month: boolean) {
  const s = ctx.samples;
  const range = month ? { start: s.saleMonthStart!, end: s.saleMonthEnd! } : { start: s.saleDay!, end: s.saleDay! };
  const scope: ReportScope = {
    units: [Number(s.saleResaleId)],
    employeeId: null,
    start: range.start,
    end: range.end,
    timeZone: timeZone(),
  };
  return { query: `resale_id=${s.saleResaleId}&date=${encodeURIComponent(formatDateRangeParam(range))}`, scope };
}

/** Reports over the sales dataset (daily closing and average price): one day and a month of the busy unit. */
export const reportEndpoints: Endpoint[] = [
  {
    name: 'report_daily_closing_day',
    method: 'GET',
    path: (ctx) => `/api/reports/daily_closing?${period(ctx, false).query}`,
    target: { p95Ms: 100, connections: 16 },
    dbOnly: (ctx) => dailyClosing(ctx.db, period(ctx, false).scope),
  },
  {
    name: 'report_daily_closing_month',
    method: 'GET',
    path: (ctx) => `/api/reports/daily_closing?${period(ctx, true).query}`,
    target: { p95Ms: 400, connections: 16 },
    dbOnly: (ctx) => dailyClosing(ctx.db, period(ctx, true).scope),
  },
  {
    // The dashboard ('Painel') of the busy unit over the 30 days to the busy day, read afresh each time.
    name: 'dashboard_30_days',
    method: 'GET',
    path: (ctx) =>
      `/api/dashboard?resale_id=${ctx.samples.saleResaleId}&from=${addDays(ctx.samples.saleDay!, -29)}&to=${ctx.samples.saleDay}`,
    headers: { 'cache-control': 'no-cache' },
    target: { p95Ms: 100, connections: 16 },
    dbOnly: (ctx) =>
      dashboard(
        ctx.db,
        {
          units: [Number(ctx.samples.saleResaleId)],
          start: addDays(ctx.samples.saleDay!, -29),
          end: ctx.samples.saleDay!,
          timeZone: timeZone(),
        },
        { now: new Date(), vipCuts },
      ),
  },
  {
    name: 'report_average_price_month',
    method: 'GET',
    path: (ctx) => `/api/reports/average_price_product?${period(ctx, true).query}`,
    target: { p95Ms: 400, connections: 16 },
    dbOnly: (ctx) => averagePriceProduct(ctx.db, period(ctx, true).scope),
  },
];
