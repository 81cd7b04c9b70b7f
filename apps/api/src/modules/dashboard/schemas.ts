import { z } from 'zod';
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
