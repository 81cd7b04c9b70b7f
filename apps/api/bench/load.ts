import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../src/config';

export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  headers: Record<string, string>;
  body?: string;
  /** Bodies sent in turn, one per request, instead of `body`. */
  bodies?: string[];
  /** Each request with an Idempotency-Key of its own. */
  idempotencyKeys?: boolean;
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

const LOAD_PROCESS = fileURLToPath(new URL('./load-process.ts', import.meta.url));

/** Drives HTTP load with autocannon from a child process of its own and returns every response time. */
export function runLoad(req: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(LOAD_PROCESS, [], { cwd: repoRoot, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    let result: LoadResult | undefined;
    child.once('message', (message: LoadResult) => {
      result = message;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (result) resolve(result);
      else reject(new Error(`the autocannon process ended (${signal ?? code}) without a result`));
    });
    child.send(req);
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
