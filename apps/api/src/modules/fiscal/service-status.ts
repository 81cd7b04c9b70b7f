import { NFCE_SERVICE_SILENT_SECONDS } from '@ability/domain';
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { fiscalNotes, resales } from '../../db/schema/index';
import { unitCondition } from '../../lib/scope';

/**
 * A unit whose notes get no answer: sent (an attempt counted) and still 'em_processamento' after
 * NFCE_SERVICE_SILENT_SECONDS. The job (issue.ts `sweep`) sends them again every minute; once one is
 * answered (authorised or rejected) it leaves the count, and with the last one the unit leaves the list.
 */
export const serviceDownReply = z
  .object({
    resale: z.object({ id: z.number().int(), name: z.string() }),
    /** Where the waiting notes were sent: SEFAZ directly or Nuvem Fiscal. */
    provider: z.enum(['sefaz', 'nuvem_fiscal']),
    /** How many notes wait for an answer. */
    waiting: z.number().int(),
    /** When the oldest of them was made (ISO 8601). */
    since: z.string(),
  })
  .meta({ id: 'FiscalServiceDown' });
export type ServiceDown = z.infer<typeof serviceDownReply>;

/** The units the user sees whose notes wait for an answer, by unit name; none when every service answers. */
export async function servicesDown(db: Executor, units: number[] | null, now = new Date()): Promise<ServiceDown[]> {
  const silent = new Date(now.getTime() - NFCE_SERVICE_SILENT_SECONDS * 1000);
  const rows = await db
    .select({
      id: resales.id,
      name: resales.name,
      provider: fiscalNotes.provider,
      waiting: count(),
      since: min(fiscalNotes.created_at),
    })
    .from(fiscalNotes)
    .innerJoin(resales, eq(resales.id, fiscalNotes.resale_id))
    .where(
      and(
        eq(fiscalNotes.state, 'em_processamento'),
        gt(fiscalNotes.attempts, 0),
        lt(fiscalNotes.created_at, silent),
        unitCondition(fiscalNotes.resale_id, units),
      ),
    )
    .groupBy(resales.id, resales.name, fiscalNotes.provider)
    .orderBy(resales.name, fiscalNotes.provider);
  return rows.map((r) => ({
    resale: { id: r.id, name: r.name },
    provider: r.provider === 'nuvem_fiscal' ? 'nuvem_fiscal' : 'sefaz',
    waiting: Number(r.waiting),
    since: new Date(r.since ?? now).toISOString(),
  }));
}
