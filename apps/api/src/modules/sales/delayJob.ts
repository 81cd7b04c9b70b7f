import { delayCutoff } from '@ability/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sales } from '../../db/schema/index';
import { publishEvent } from '../../lib/events';

/**
 * The 15-minute rule: every sale in transit for more than 15 minutes at
 * `now` becomes delayed, and open screens hear of it. One UPDATE … WHERE status = 'in_transit': when
 * several server processes run it at once, the row locks make each sale change (and be announced)
 * once — the second UPDATE re-reads the row after the first commits and no longer matches.
 * Answers the ids it moved.
 */
export async function markDelayedSales(db: Db, now: Date = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(sales)
      .set({ status: 'delayed', updated_at: now })
      .where(and(eq(sales.status, 'in_transit'), lt(sales.in_transit_at, delayCutoff(now))))
      .returning({ id: sales.id, resale_id: sales.resale_id, employee_id: sales.employee_id });
    for (const s of moved)
      await publishEvent(tx, {
        type: 'sale',
        resale_id: s.resale_id,
        employee_id: s.employee_id,
        data: { id: s.id, status: 'delayed' },
      });
    return moved.map((s) => s.id);
  });
}

export interface DelayJobOptions {
  /** The clock (tests inject one). */
  now?: () => Date;
  /** How often it runs (default 20 s: a sale shows as delayed within 20 s of its 15 minutes). */
  intervalMs?: number;
  onError?: (err: unknown) => void;
}

/** Runs markDelayedSales on a timer; answers a function that stops it. */
export function startDelayJob(db: Db, opts: DelayJobOptions = {}): () => Promise<void> {
  const now = opts.now ?? (() => new Date());
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = markDelayedSales(db, now())
      .catch((err) => opts.onError?.(err))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, opts.intervalMs ?? 20_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
