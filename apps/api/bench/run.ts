// npm run bench [-- --size small|medium|large --duration 5 --connections 16 --only sign_in,resales]
//   --keep: leave the generated PostgreSQL database (and its samples) in place; --reuse <name>: measure
//   on such a database again, generating only what an interrupted run left out (BENCH_DATABASE_URL's
//   server; drop it yourself after).
// A fresh database (in-memory PGlite, or a new database on BENCH_DATABASE_URL's server) with generated
// data, the real app on an ephemeral port, autocannon per endpoint and the same query on the database alone.
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { type BenchDatabase, createBenchDatabase, openKeptBenchDatabase } from './database';
import { DATASETS } from './datasets';
import { ENDPOINTS } from './endpoints';
import { type BenchContext, type Endpoint, SIZES, type Samples, type Size } from './types';
import { percentile, runLoad, timeCalls } from './load';
import { type ReportRow, pct, printTable } from './report';

const ADMIN = { login: 'admin@demo.com.br', password: DEMO_PASSWORD };

class UsageError extends Error {}

interface Options {
  size: Size;
  duration: number;
  connections: number;
  only: string[] | null;
  keep: boolean;
  reuse: string | undefined;
}

function options(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      size: { type: 'string', default: 'small' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '16' },
      only: { type: 'string' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'string' },
    },
  });
  const size = values.size as Size;
  if (!SIZES.includes(size)) throw new UsageError(`--size must be one of ${SIZES.join(', ')}`);
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!(duration > 0)) throw new UsageError('--duration must be a positive number of seconds');
  if (!Number.isInteger(connections) || connections < 1)
    throw new UsageError('--connections must be a positive integer');
  const only = values.only
    ? values.only
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : null;
  const unknown = only?.filter((n) => !ENDPOINTS.some((e) => e.name === n)) ?? [];
  if (unknown.length) {
    throw new UsageError(
      `unknown endpoint(s) ${unknown.join(', ')}; known: ${ENDPOINTS.map((e) => e.name).join(', ')}`,
    );
  }
  return { size, duration, connections, only, keep: values.keep ?? false, reuse: values.reuse };
}

/**
 * Fills the datasets not generated yet. With `keep`, each finished dataset is recorded with its samples
 * in `bench_samples`, so `--reuse` on a database whose generation stopped half-way goes on from there.
 */
async function generate(bench: BenchDatabase, size: Size, keep: boolean, reused: boolean): Promise<Samples> {
  const db = bench.database.db;
  if (keep)
    await db.execute(sql`create table if not exists bench_samples (dataset text primary key, data jsonb not null)`);
  const done = keep
    ? await queryRows<{ dataset: string; data: Samples }>(db, sql`select dataset, data from bench_samples`)
    : [];
  const samples: Samples = Object.assign({}, ...done.map((d) => d.data));
  let generated = false;
  for (const dataset of DATASETS) {
    if (done.some((d) => d.dataset === dataset.name)) continue;
    const t = performance.now();
    const count = dataset.rows[size];
    const made = (await dataset.generate(db, count)) ?? {};
    Object.assign(samples, made);
    if (keep) await db.execute(sql`insert into bench_samples values (${dataset.name}, ${JSON.stringify(made)}::jsonb)`);
    generated = true;
    console.log(`  ${dataset.name}: +${count} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  // A database in use is kept vacuumed by autovacuum (visibility map set: index-only scans); fresh bulk
  // inserts, and the rows a migration just rewrote on a reused database, are not until it comes by.
  // Measure the steady state (on a reused database with nothing new this pass is quick).
  if ((generated || reused) && bench.database.kind === 'postgres') await db.execute(sql`vacuum analyze`);
  return samples;
}

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: ADMIN }),
  });
  const token = res.headers.get('authorization')?.replace(/^Bearer /, '');
  if (res.status !== 200 || !token) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return token;
}

function request(endpoint: Endpoint, ctx: BenchContext) {
  // What the web app's browser sends: large replies are measured as they travel, compressed.
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd', ...endpoint.headers };
  const body = endpoint.body ? JSON.stringify(endpoint.body(ctx)) : undefined;
  if (body) headers['content-type'] = 'application/json';
  if (!endpoint.public) headers.authorization = `Bearer ${ctx.token}`;
  return { headers, body };
}

async function measure(endpoint: Endpoint, ctx: BenchContext, baseUrl: string, opts: Options): Promise<ReportRow> {
  const url = `${baseUrl}${endpoint.path(ctx)}`;
  const { headers, body } = request(endpoint, ctx);
  // A few sequential calls first: they warm the JIT and fail fast on a broken endpoint.
  for (let i = 0; i < (endpoint.connections ? 3 : 20); i++) {
    const res = await fetch(url, { method: endpoint.method, headers, body });
    await res.arrayBuffer();
    if (res.status >= 300) throw new Error(`${endpoint.method} ${endpoint.path(ctx)} answered ${res.status}`);
  }
  const connections = endpoint.connections?.n ?? opts.connections;
  const load = await runLoad({ url, method: endpoint.method, headers, body, connections, duration: opts.duration });
  // The service call alone, from as many concurrent callers as the HTTP line had connections.
  const db = endpoint.dbOnly
    ? await timeCalls(() => endpoint.dbOnly!(ctx), Math.min(opts.duration, 3), connections)
    : undefined;
  const p95 = percentile(load.latencies, 95);
  const rps = load.latencies.length / load.seconds;
  const dbP95 = db && percentile(db.samples, 95);
  const overhead = dbP95 ? p95 / dbP95 - 1 : undefined;
  const failures = load.non2xx + load.errors + load.timeouts;
  let target = '';
  if (endpoint.target) {
    const t = endpoint.target;
    const parts: [string, boolean][] = [];
    if (t.p95Ms !== undefined) parts.push([`p95 < ${t.p95Ms} ms`, p95 < t.p95Ms]);
    if (t.apiOverhead !== undefined)
      parts.push([`API ≤ +${Math.round(t.apiOverhead * 100)}%`, overhead !== undefined && overhead <= t.apiOverhead]);
    if (t.minRps !== undefined) parts.push([`> ${t.minRps} req/s`, rps > t.minRps]);
    const label = parts.map(([l]) => l).join(', ');
    if (t.connections !== undefined && t.connections !== connections)
      target = `${label} (judged at ${t.connections} conn.)`;
    else target = `${label} ${parts.every(([, ok]) => ok) && failures === 0 ? 'PASS' : 'FAIL'}`;
  }
  if (failures) {
    console.log(`  ! ${endpoint.name}: ${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts`);
  }
  return {
    endpoint: `${endpoint.method} ${decodeURIComponent(endpoint.path(ctx))}${
      endpoint.headers
        ? ` [${Object.entries(endpoint.headers)
            .map(([k, v]) => `${k}: ${v}`)
            .join(', ')}]`
        : ''
    }`,
    connections: endpoint.connections ? `${connections} (${endpoint.connections.why})` : String(connections),
    p50: percentile(load.latencies, 50),
    p95,
    p99: percentile(load.latencies, 99),
    rps,
    dbP50: db && percentile(db.samples, 50),
    dbP95,
    dbRps: db && db.samples.length / db.seconds,
    overhead,
    target,
  };
}

async function main(): Promise<void> {
  const opts = options(process.argv.slice(2));
  const endpoints = ENDPOINTS.filter((e) => !opts.only || opts.only.includes(e.name));
  const started = performance.now();
  console.log(
    `Bench: ${opts.reuse ? `reusing ${opts.reuse}` : `size ${opts.size}`}, ${opts.duration} s per endpoint, ${opts.connections} connections; ` +
      `Node ${process.version}, ${os.cpus().length} CPU (${os.cpus()[0]?.model.trim() ?? '?'})`,
  );

  const bench = opts.reuse
    ? await openKeptBenchDatabase(opts.reuse)
    : await createBenchDatabase(undefined, { keep: opts.keep });
  let app: FastifyInstance | undefined;
  const cleanup = async () => {
    await app?.close();
    await bench.dispose();
  };
  const interrupt = () => {
    console.log('\nInterrupted: cleaning up…');
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    console.log(`Database: ${bench.label}`);
    // A reused database is completed first if its generation stopped half-way (the size is its own).
    const samples = await generate(bench, opts.size, opts.keep || !!opts.reuse, !!opts.reuse);
    app = await buildApp({
      config: { ...loadConfig({}), edition: undefined },
      database: bench.database,
      signInLimit: 1e9,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = await signIn(baseUrl);
    const [admin] = await queryRows<{ id: number }>(
      bench.database.db,
      sql`select id from users where email = ${ADMIN.login}`,
    );
    const ctx: BenchContext = { db: bench.database.db, token, adminId: admin!.id, login: ADMIN, samples };

    const rows: ReportRow[] = [];
    for (const endpoint of endpoints) {
      console.log(`  measuring ${endpoint.name}…`);
      rows.push(await measure(endpoint, ctx, baseUrl, opts));
    }
    console.log('');
    printTable(rows);
    const failed = rows.filter((r) => r.target.endsWith('FAIL'));
    console.log('');
    for (const r of failed)
      console.log(
        `FAIL: ${r.endpoint} — ${r.target.replace(/ FAIL$/, '')} not met (p95 ${r.p95.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s` +
          `${r.overhead === undefined ? '' : `, API ${pct(r.overhead)}`})`,
      );
    if (!failed.length) console.log('All targets met.');
    console.log(`Total time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await cleanup();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof UsageError ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exit(1);
});
