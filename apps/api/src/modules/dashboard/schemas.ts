import { z } from 'zod';
import { CUSTOMER_SEGMENTS, DELIVERY_BUCKETS, type DeliveryBucket, SALE_CHANNELS } from '@ability/domain';
import { zDay } from '../../lib/reply-schema';
import { zDate, zId } from '../../lib/zod';

/** Longest period the dashboard answers (a year and a day: a leap year's whole year). */
export const DASHBOARD_MAX_DAYS = 366;

/** GET /dashboard: a period of business days (today by default) and a unit (absent = every unit in reach). */
export const dashboardQuery = z.object({ from: zDate, to: zDate, resale_id: zId.optional() }).superRefine((q, ctx) => {
  if (q.from && q.to && q.from > q.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'não pode ser anterior ao início do período' });
  if (q.from && q.to && (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1 > DASHBOARD_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `o período pode ter até ${DASHBOARD_MAX_DAYS} dias` });
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** GET /dashboard/late: the live count of late deliveries of a unit or every unit in reach. */
export const lateQuery = z.object({ resale_id: zId.optional() });

const int = z.number().int();
const figure = z.object({ count: int, value_cents: int });

/** GET /dashboard: the period's figures. */
export const dashboardReply = z
  .object({
    period: z.object({ from: zDay, to: zDay }),
    today: zDay,
    totals: z.object({
      orders: int,
      revenue_cents: int,
      average_ticket_cents: int,
      delivered: int,
      on_time: int,
      on_time_rate: z.number().nullable(),
      on_time_minutes: int,
    }),
    late: int,
    by_hour: z.array(z.object({ hour: int, channel: z.enum(SALE_CHANNELS), orders: int, revenue_cents: int })),
    delivery_buckets: z.array(z.object({ bucket: z.enum(DELIVERY_BUCKETS), count: int })),
    deliverers: z.array(
      z.object({
        employee_id: int.nullable(),
        name: z.string(),
        delivered: int,
        on_time: int,
        on_time_rate: z.number().nullable(),
        buckets: z.object(
          Object.fromEntries(DELIVERY_BUCKETS.map((b) => [b, int])) as Record<DeliveryBucket, typeof int>,
        ),
      }),
    ),
    repurchase: z.object({ queue: int, calls: int, orders: int, rate: z.number().nullable() }),
    segments: z.array(z.object({ segment: z.enum(CUSTOMER_SEGMENTS), customers: int })),
    cash_term: z.object({ cash_cents: int, term_cents: int }),
    receivables_week: z.object({
      received: figure,
      overdue: figure,
      earlydue: figure,
      all: figure,
      start: zDay,
      end: zDay,
    }),
    /** Gás do Povo: the month's redemptions (of today's month) and what Caixa still owes. */
    gas_do_povo: z.object({ month: figure, open: figure }),
  })
  .meta({ id: 'Dashboard' });

/** GET /dashboard/late. */
export const lateReply = z.object({ late: int }).meta({ id: 'DashboardLate' });
