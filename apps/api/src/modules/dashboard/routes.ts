import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { KeptReplies } from '../../lib/kept';
import { unitsFilter } from '../../lib/scope';
import { lateCount } from './queries';
import { dashboardQuery, lateQuery, dashboardReply, lateReply } from './schemas';
import { dashboard, dashboardScope } from './service';

/** The owner's dashboard, 'Painel': admins only, their units. */
export async function dashboardRoutes(
  app: FastifyInstance,
  opts: { db: Db; timezone: string; vipCuts?: KeptReplies; now?: () => Date },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, timezone } = opts;
  const now = opts.now ?? (() => new Date());
  const tags = ['dashboard'];

  r.get(
    '/dashboard',
    {
      schema: { querystring: dashboardQuery, tags, response: { 200: dashboardReply } },
      config: { access: ['dashboard', 'read'] },
    },
    async (req) =>
      dashboard(db, dashboardScope(req.actor().user, req.query, timezone), { now: now(), vipCuts: opts.vipCuts }),
  );

  // The late deliveries alone: the screen reads them again on each sale's live event.
  r.get(
    '/dashboard/late',
    {
      schema: { querystring: lateQuery, tags, response: { 200: lateReply } },
      config: { access: ['dashboard', 'read'] },
    },
    async (req) => ({ late: await lateCount(db, unitsFilter(req.actor().user, req.query.resale_id), now()) }),
  );
}
