import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { topUpDemoDay } from '../db/seed/day';
import { createImportJobs } from '../modules/customers/importJobs';
import { type NfceJobs, type NfceIssuerOptions, createNfceJobs } from '../modules/fiscal/issue';
import { type DelayJobOptions, startDelayJob } from '../modules/sales/delayJob';
import { type WhatsappNotifier, type WhatsappNotifyOptions, createWhatsappNotifier } from '../modules/whatsapp/notify';
import { type WhatsappJob, createWhatsappJob } from '../modules/whatsapp/process';

/**
 * The server's background work, started and stopped with the app in one place:
 * - the 15-minute delay rule (sales/delayJob.ts), on a timer from `onReady`;
 * - customer imports (customers/importJobs.ts), started by a request and run in short batches;
 * - WhatsApp messages stored by the webhook, matched to their conversation and customer (whatsapp/process.ts):
 *   kicked by the webhook after it answers, and every 30 s for any left behind;
 * - WhatsApp status messages on a sale's moves (whatsapp/notify.ts): queued after the sale's write commits,
 *   sent by their job, failing sends tried again every 30 s up to a limit;
 * - on the demo database only, the day in progress (db/seed/day.ts): topped up before the server is ready,
 *   then every hour (`demoDay`, the server's; DEMO_DAY=0 turns it off);
 * - the NFC-e (fiscal/issue.ts): a sale's note issued after its write commits, and a sweep at start and every
 *   minute resuming notes left 'em_processamento'.
 * Routes get what they start jobs with; none of them starts a timer of its own.
 */
export interface JobsOptions {
  db: Db;
  /** The delay rule's timer; false turns it off (a process that only serves reads, most tests). */
  delayJob?: DelayJobOptions | false;
  /** The demo's day in progress (off unless asked: tests build apps over copies of the demo database). */
  demoDay?: { intervalMs?: number } | false;
  /** Where the NFC-e goes and the key that opens the units' certificates. */
  nfce: Omit<NfceIssuerOptions, 'db'> & { sweepIntervalMs?: number };
  /** The Graph API and the key that opens the units' WhatsApp tokens, for the status messages. */
  whatsapp: Omit<WhatsappNotifyOptions, 'db'>;
}

const HOUR = 3_600_000;

export type ImportJobs = ReturnType<typeof createImportJobs>;

export interface Jobs {
  imports: ImportJobs;
  whatsapp: WhatsappJob;
  whatsappNotify: WhatsappNotifier;
  nfce: NfceJobs;
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
  // Before the demo's day: its sales are told to the NFC-e job as the routes' are.
  const nfce = createNfceJobs({ db, ...opts.nfce }, (err) => app.log.error({ err }, 'NFC-e issue failed'));
  if (opts.demoDay) {
    const interval = opts.demoDay.intervalMs ?? HOUR;
    let running: Promise<unknown> | null = null;
    const topUp = () => {
      running ??= topUpDemoDay(db, { onSale: (sale) => nfce.afterSaleWrite(sale) })
        .then((added) => {
          if (added && (added.sales || added.calls || added.whatsapp))
            app.log.info(
              `Demonstração: dia em andamento completado (${added.sales} pedidos, ${added.calls} chamadas, ${added.whatsapp} conversas no WhatsApp).`,
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
  const whatsapp = createWhatsappJob(db, (err) => app.log.error({ err }, 'whatsapp message processing failed'));
  app.addHook('onReady', async () => whatsapp.start());
  app.addHook('onClose', () => whatsapp.stop());
  const whatsappNotify = createWhatsappNotifier({ db, ...opts.whatsapp }, (err) =>
    app.log.error({ err }, 'whatsapp status message failed'),
  );
  app.addHook('onReady', async () => whatsappNotify.start());
  app.addHook('onClose', () => whatsappNotify.stop());
  app.addHook('onReady', async () => nfce.start(opts.nfce.sweepIntervalMs));
  app.addHook('onClose', () => nfce.stop());
  return { imports, whatsapp, whatsappNotify, nfce };
}
