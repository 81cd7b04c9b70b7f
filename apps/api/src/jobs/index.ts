import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { topUpDemoDay } from '../db/seed/day';
import { createImportJobs } from '../modules/customers/importJobs';
import { type DelayJobOptions, startDelayJob } from '../modules/sales/delayJob';

/**
 * The server's background work, started and stopped with the app in one place:
 * - the 15-minute delay rule (sales/delayJob.ts), on a timer from `onReady`;
 * - customer imports (customers/importJobs.ts), started by a request and run in short batches;
 * - on the demo database only, the day in progress (db/seed/day.ts): topped up before the server is ready,
 *   then every hour (`demoDay`, the server's; DEMO_DAY=0 turns it off).
 * Routes get what they start jobs with; none of them starts a timer of its own.
 */
export interface JobsOptions {
  db: Db;
  /** The delay rule's timer; false turns it off (a process that only serves reads, most tests). */
  delayJob?: DelayJobOptions | false;
  /** The demo's day in progress (off unless asked: tests build apps over copies of the demo database). */
  demoDay?: { intervalMs?: number } | false;
}

const HOUR = 3_600_000;

export type ImportJobs = ReturnType<typeof createImportJobs>;

export interface Jobs {
  imports: ImportJobs;
}

export function registerJobs(app: FastifyInstance, opts: JobsOptions): Jobs {
  const { db } = opts;
  if (opts.delayJob !== false) {
    const delay = opts.delayJob ?? {};
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = startDelayJob(db, { ...delay, onError: delay.onError ?? ((err) => app.log.error(err)) });
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  }
  if (opts.demoDay) {
    const interval = opts.demoDay.intervalMs ?? HOUR;
    let running: Promise<unknown> | null = null;
    const topUp = () => {
      running ??= topUpDemoDay(db)
        .then((added) => {
          if (added && (added.sales || added.calls))
            app.log.info(
              `Demonstração: dia em andamento completado (${added.sales} pedidos, ${added.calls} chamadas).`,
            );
        })
        .catch((err) => app.log.error({ err }, 'demo day top-up failed'))
        .finally(() => {
          running = null;
        });
      return running;
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      await topUp();
      timer = setInterval(topUp, interval);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  }
  const imports = createImportJobs(db, (err) => app.log.error({ err }, 'customer import failed'));
  app.addHook('onClose', () => imports.stop());
  return { imports };
}
