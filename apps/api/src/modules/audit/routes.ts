import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { auditLogs, users } from '../../db/schema/index';
import { zTimestamp } from '../../lib/reply-schema';

const auditLogReply = z
  .object({
    id: z.number().int(),
    action: z.string(),
    resource: z.string(),
    record_id: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    created_at: zTimestamp,
    user: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  })
  .meta({ id: 'AuditLog' });

/** A record's history, for admins: GET /audit_logs?resource=resales&record_id=3 */
export async function auditRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit_logs',
    {
      schema: {
        querystring: z.object({ resource: z.string().max(60), record_id: z.string().max(40) }),
        tags: ['audit'],
        response: { 200: z.array(auditLogReply) },
      },
      config: { access: ['audit', 'read'] },
    },
    async (req) => {
      const rows = await opts.db
        .select({
          id: auditLogs.id,
          action: auditLogs.action,
          resource: auditLogs.resource,
          record_id: auditLogs.record_id,
          before: auditLogs.before,
          after: auditLogs.after,
          created_at: auditLogs.created_at,
          user: { id: users.id, email: users.email },
        })
        .from(auditLogs)
        .leftJoin(users, eq(users.id, auditLogs.user_id))
        .where(and(eq(auditLogs.resource, req.query.resource), eq(auditLogs.record_id, req.query.record_id)))
        .orderBy(desc(auditLogs.id))
        .limit(200);
      // before/after are the record as JSON objects (lib/audit.ts writes them so), or null.
      type Json = Record<string, unknown> | null;
      return rows.map((r) => ({ ...r, before: r.before as Json, after: r.after as Json }));
    },
  );
}
