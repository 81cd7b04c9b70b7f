import {
  DASHBOARD_TEXTS,
  DELIVERY_BUCKETS,
  ON_TIME_MINUTES,
  averageTicketCents,
  conversionRate,
  percentOf,
  presetRange,
  todayIn,
  type DeliveryBucket,
} from '@ability/domain';
import type { Executor } from '../../db/client';
import type { SessionUser } from '../../lib/context';
import type { KeptReplies } from '../../lib/kept';
import { unitsFilter } from '../../lib/scope';
import { repurchaseStats } from '../customers/repurchase';
import { segmentCounts } from '../customers/segments';
import { gasDoPovoDashboard } from '../gas-do-povo/report';
import { receivableSummary } from '../receivables/service';
import { type DashboardScope, cashAndTerm, employeeNames, lateCount, salesFigures } from './queries';

/** The dashboard's scope for this user: their units (or the one asked) and the period (today by default). */
export function dashboardScope(
  user: SessionUser,
  q: { from?: string | null; to?: string | null; resale_id?: number },
  timeZone: string,
): DashboardScope {
  const today = todayIn(timeZone);
  const start = q.from ?? q.to ?? today;
  return { units: unitsFilter(user, q.resale_id), start, end: q.to ?? (q.from ? start : today), timeZone };
}

/**
 * The re-purchase queue's size today (GET /customers?due=true's rule, counted with the segments in the kept
 * pass: segments.ts segmentCounts) and the period's calls and the orders that followed.
 */
async function repurchase(db: Executor, s: DashboardScope, queue: Promise<number>) {
  const [due, stats] = await Promise.all([queue, repurchaseStats(db, s.units, { start: s.start, end: s.end })]);
  const calls = stats.reduce((a, r) => a + r.calls, 0);
  const orders = stats.reduce((a, r) => a + r.orders, 0);
  return { queue: due, calls, orders, rate: conversionRate(calls, orders) };
}

/**
 * Every figure of the dashboard ('Painel') in one reply: each read from the rows it comes
 * from (sales, customers, contact attempts, cash entries and receivables) with the rules of their modules.
 */
export async function dashboard(db: Executor, s: DashboardScope, opts: { now: Date; vipCuts?: KeptReplies }) {
  const today = todayIn(s.timeZone);
  const week = presetRange('this_week', today);
  const counts = segmentCounts(db, s.units, today, opts.vipCuts);
  const [sales, late, money, { segments }, rep, receivables, gasDoPovo] = await Promise.all([
    salesFigures(db, s),
    lateCount(db, s.units, opts.now),
    cashAndTerm(db, s),
    counts,
    repurchase(
      db,
      s,
      counts.then((c) => c.due),
    ),
    receivableSummary(db, { units: s.units, dateType: 'due_date', date: week }, today),
    gasDoPovoDashboard(db, s.units, today),
  ]);
  const orders = sales.hours.reduce((a, r) => a + r.orders, 0);
  const revenue = sales.hours.reduce((a, r) => a + r.revenue_cents, 0);
  const names = await employeeNames(
    db,
    sales.deliverers.flatMap((d) => (d.employee_id === null ? [] : [d.employee_id])),
  );
  const delivered = sales.deliverers.reduce((a, d) => a + d.delivered, 0);
  const onTime = sales.deliverers.reduce((a, d) => a + d.on_time, 0);
  return {
    period: { from: s.start, to: s.end },
    today,
    totals: {
      orders,
      revenue_cents: revenue,
      average_ticket_cents: averageTicketCents(revenue, orders),
      delivered,
      on_time: onTime,
      on_time_rate: percentOf(onTime, delivered),
      on_time_minutes: ON_TIME_MINUTES,
    },
    late,
    by_hour: sales.hours,
    delivery_buckets: DELIVERY_BUCKETS.map((bucket, i) => ({
      bucket,
      count: sales.deliverers.reduce((a, d) => a + (d.buckets[i] ?? 0), 0),
    })),
    deliverers: sales.deliverers
      .map((d) => ({
        employee_id: d.employee_id,
        name: d.employee_id === null ? DASHBOARD_TEXTS.noDeliverer : (names.get(d.employee_id) ?? `#${d.employee_id}`),
        delivered: d.delivered,
        on_time: d.on_time,
        on_time_rate: percentOf(d.on_time, d.delivered),
        buckets: Object.fromEntries(DELIVERY_BUCKETS.map((b, i) => [b, d.buckets[i] ?? 0])) as Record<
          DeliveryBucket,
          number
        >,
      }))
      .sort((a, b) => b.delivered - a.delivered || a.name.localeCompare(b.name, 'pt-BR')),
    repurchase: rep,
    segments,
    cash_term: money,
    receivables_week: { ...week, ...receivables },
    gas_do_povo: gasDoPovo,
  };
}

export type Dashboard = Awaited<ReturnType<typeof dashboard>>;
