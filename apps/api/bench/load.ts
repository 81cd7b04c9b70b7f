import { Worker } from 'node:worker_threads';

export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  /** Seconds. */
  duration: number;
}

export interface LoadResult {
  /** Milliseconds, one per response. */
  latencies: number[];
  seconds: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

// Node 20 does not carry tsx's module hooks into workers: the worker loads its TypeScript through tsx's API.
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => m.tsImport(${JSON.stringify(
  new URL('./load-worker.ts', import.meta.url).href,
)}, ${JSON.stringify(import.meta.url)}))`;

/** Drives HTTP load with autocannon from a worker thread and returns every response time. */
export function runLoad(req: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData: req });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon worker exited with code ${code}`));
    });
  });
}

/** Nearest-rank percentile of samples in ms. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * Calls `fn` from `callers` concurrent loops (after a short warm-up) for up to `seconds` or `maxCalls`,
 * timing each call: the service work alone, at the load its HTTP line was measured at.
 */
export async function timeCalls(
  fn: () => Promise<unknown>,
  seconds: number,
  callers = 1,
  maxCalls = 20_000,
): Promise<{ samples: number[]; seconds: number }> {
  for (let i = 0; i < 10; i++) await fn();
  const samples: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  const loop = async () => {
    while (samples.length < maxCalls && performance.now() < end) {
      const t = performance.now();
      await fn();
      samples.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: callers }, loop));
  return { samples, seconds: (performance.now() - started) / 1000 };
}
