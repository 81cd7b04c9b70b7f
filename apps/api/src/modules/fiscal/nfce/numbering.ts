import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { fiscalSettings } from '../../../db/schema/index';

/**
 * Takes the unit's next NFC-e number in the series, atomically: one `update … returning` that row-locks the
 * unit's settings until the caller's transaction ends. Called inside the transaction that stores the note,
 * so concurrent issuers wait for each other (numbers never repeat) and a rolled-back note gives its number
 * back (numbers never skip). A unit without saved settings gets the defaults first. Throws when the series
 * is not the unit's current one (a number of another series cannot be taken here).
 */
export async function reserveNfceNumber(tx: Executor, resaleId: number, series: number): Promise<number> {
  await tx.insert(fiscalSettings).values({ resale_id: resaleId }).onConflictDoNothing();
  const [row] = await tx
    .update(fiscalSettings)
    .set({ next_number: sql`${fiscalSettings.next_number} + 1` })
    .where(and(eq(fiscalSettings.resale_id, resaleId), eq(fiscalSettings.series, series)))
    .returning({ taken: sql<number>`${fiscalSettings.next_number} - 1` });
  if (!row) throw new Error(`A série ${series} não é a série atual de NFC-e da unidade.`);
  return Number(row.taken);
}
