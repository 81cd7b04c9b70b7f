import { NFCE_SERVICE_SILENT_SECONDS } from '@ability/domain';
import { and, count, eq, lt, min } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { fiscalNotes, resales } from '../../db/schema/index';
import { unitCondition } from '../../lib/scope';

/**
 * A unit whose notes get no answer: sent and still 'em_processamento' NFCE_SERVICE_SILENT_SECONDS after their
 * sending (`sent_at`: stored before each sending; the job's retries of a note already sent first ask for it by
 * its key and store nothing while nobody answers, so it keeps the first unanswered sending's time). Once one is
 * answered (authorised or rejected) it leaves the count, and with the last one the unit leaves the list.
 */
export const serviceDownReply = z
  .object({
    resale: z.object({ id: z.number().int(), name: z.string() }),
    /** Where the waiting notes were sent: SEFAZ directly or Nuvem Fiscal. */
    provider: z.enum(['sefaz', 'nuvem_fiscal']),
    /** How many notes wait for an answer. */
    waiting: z.number().int(),
    /** When the oldest of them was sent (ISO 8601). */
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
      since: min(fiscalNotes.sent_at),
    })
    .from(fiscalNotes)
    .innerJoin(resales, eq(resales.id, fiscalNotes.resale_id))
    .where(
      and(
        eq(fiscalNotes.state, 'em_processamento'),
        lt(fiscalNotes.sent_at, silent),
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
