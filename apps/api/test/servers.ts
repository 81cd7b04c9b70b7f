/**
 * Real server processes and a balancer in front of them, for the tests and the bench that need the API as
 * it runs in production: `npm start`'s entry (apps/api/src/server.ts through tsx, NODE_ENV=production) in a
 * child process of its own, one per port, and a round-robin TCP balancer when there are several (as a
 * deployment puts them behind nginx or HAProxy). No vitest here: the bench imports it too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../src/config';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM (the server's own shutdown), SIGKILL if it has not ended within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** Child processes still running: killed if this process exits without stopping them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of running) c.kill('SIGKILL');
});

/**
 * Starts `npm start`'s server in a child process on 127.0.0.1 with `env` over this process's environment
 * (DATABASE_URL or DATA_DIR, LOG_LEVEL, …) and answers once it listens. PORT defaults to 0: the server
 * takes a free port and names it in its 'pronto em' line. The demo's day in progress is off (DEMO_DAY=0):
 * these servers run over copies of the demo database and measure what their own requests write.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 180_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DEMO_DAY: '0', ...env, NODE_ENV: 'production' },
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const stop = async (graceMs = 5_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const port = await new Promise<number>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`${why}:\n${output.slice(-4000)}`));
    };
    const timer = setTimeout(() => fail(`the server did not start within ${timeoutMs / 1000} s`), timeoutMs);
    child.stdout!.setEncoding('utf8');
    child.stderr!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      output += chunk;
      const ready = /pronto em http:\/\/localhost:(\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    });
    child.stderr!.on('data', (chunk: string) => {
      output += chunk;
    });
    child.once('error', (e) => fail(`the server could not be started (${e.message})`));
    child.once('exit', (code, signal) => fail(`the server exited (${signal ?? code})`));
  }).catch(async (e: unknown) => {
    await stop(1_000);
    throw e;
  });
  // Kept from here on so a long run's output does not grow without end; the start is what explains a failure.
  child.stdout!.removeAllListeners('data');
  child.stdout!.on('data', (chunk: string) => {
    if (output.length < 1_000_000) output += chunk;
  });
  return { url: `http://127.0.0.1:${port}`, port, child, output: () => output, stop };
}

export interface Balancer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Connections handed to each upstream so far, in the upstreams' order. */
  connections: number[];
  close(): Promise<void>;
}

/**
 * A round-robin TCP balancer on 127.0.0.1: each new connection goes to the next upstream and stays there
 * (keep-alive requests and event streams included), as a layer-4 balancer does. Bytes are passed through
 * untouched, so it costs little and any HTTP (streams, compression, keep-alive) works through it.
 */
export async function startBalancer(upstreams: { port: number; host?: string }[]): Promise<Balancer> {
  if (upstreams.length === 0) throw new Error('a balancer needs at least one upstream');
  const connections = upstreams.map(() => 0);
  const sockets = new Set<net.Socket>();
  let next = 0;
  const server = net.createServer((client) => {
    const i = next;
    next = (next + 1) % upstreams.length;
    connections[i]!++;
    const upstream = net.connect({ port: upstreams[i]!.port, host: upstreams[i]!.host ?? '127.0.0.1' });
    for (const s of [client, upstream]) {
      s.setNoDelay(true);
      sockets.add(s);
      s.once('close', () => sockets.delete(s));
    }
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.once('close', drop);
    upstream.once('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface Servers {
  /** Where clients go: the balancer with several processes, the one process otherwise. */
  url: string;
  processes: ServerProcess[];
  balancer: Balancer | undefined;
  /** Stops the balancer and every process (each given its own shutdown first). */
  stop(): Promise<void>;
}

/**
 * `count` server processes started together, each with `env` plus its own `env(i)` extras, behind a
 * balancer when more than one. If one fails to start, the others are stopped.
 */
export async function startServers(
  count: number,
  env: Record<string, string>,
  each: (i: number) => Record<string, string> = () => ({}),
): Promise<Servers> {
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => startServer({ ...env, ...each(i) })),
  );
  const processes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(processes.map((p) => p.stop()));
    throw failed.reason;
  }
  let balancer: Balancer | undefined;
  try {
    balancer = count > 1 ? await startBalancer(processes) : undefined;
  } catch (e) {
    await Promise.all(processes.map((p) => p.stop()));
    throw e;
  }
  return {
    url: balancer?.url ?? processes[0]!.url,
    processes,
    balancer,
    async stop() {
      await balancer?.close();
      await Promise.all(processes.map((p) => p.stop()));
    },
  };
}
