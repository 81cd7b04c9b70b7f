/**
 * A job that drains a table of work in the background: `step` does one unit and says whether there was one.
 * `kick` starts a run (or asks the running one to look again when it ends); `tick` runs on a timer (`start`)
 * for what a stopped process or a failed try left behind. One run at a time per process; processes share
 * the work through the rows' locks (`for update skip locked` in the steps).
 */
export function createDrainJob(
  step: () => Promise<boolean>,
  onError: (err: unknown) => void,
  o: { intervalMs: number; tick?: () => Promise<unknown> },
) {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = async () => {
    do {
      again = false;
      try {
        while (!stopped && (await step()));
      } catch (err) {
        onError(err);
      }
    } while (again && !stopped);
  };
  const kick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
    });
    return running;
  };
  const tick = async () => {
    try {
      await o.tick?.();
    } catch (err) {
      onError(err);
    }
    return kick();
  };
  return {
    kick,
    /** The timer's work now: `tick` (errors only logged), then a run. */
    tick,
    start() {
      timer = setInterval(() => void tick(), o.intervalMs);
      timer.unref();
      void tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
    /** Resolves when the work kicked so far is done (tests). */
    idle: () => running ?? Promise.resolve(),
  };
}
