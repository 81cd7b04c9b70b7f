import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { createImportJobs } from '../modules/customers/importJobs';
import { type DelayJobOptions, startDelayJob } from '../modules/sales/delayJob';

/**
 * The server's background work, started and stopped with the app in one place:
 * - the 15-minute delay rule (sales/delayJob.ts), on a timer from `onReady`;
 * - customer imports (customers/importJobs.ts), started by a request and run in short batches.
 * Routes get what they start jobs with; none of them starts a timer of its own.
 */
export interface JobsOptions {
  db: Db;
  /** The delay rule's timer; false turns it off (a process that only serves reads, most tests). */
  delayJob?: DelayJobOptions | false;
}

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
  const imports = createImportJobs(db, (err) => app.log.error({ err }, 'customer import failed'));
  app.addHook('onClose', () => imports.stop());
  return { imports };
}
