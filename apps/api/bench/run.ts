// npm run bench [-- --size small|medium|large --duration 5 --connections 16 --only sign_in,resales --processes 1|2]
//   --keep: leave the generated PostgreSQL database (and its samples) in place; --reuse <name>: measure
//   on such a database again, generating only what an interrupted run left out (BENCH_DATABASE_URL's
//   server; drop it yourself after). --markdown <file>: also append the run (date, machine, load average,
//   the table) to that file, e.g. apps/api/bench/RESULTS.md.
// A fresh database (PGlite in a temporary directory, or a new database on BENCH_DATABASE_URL's server) with
// generated data; the server started as `npm start` starts it (its own process, production mode), or
// `--processes N` of them behind a round-robin balancer (PostgreSQL only); autocannon per endpoint from a
// process of its own; then the same work on the database alone, from this process.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { type Servers, startServers } from '../test/servers';
import { type BenchDatabase, createBenchDatabase, openKeptBenchDatabase } from './database';
import { DATASETS } from './datasets';
import { ENDPOINTS } from './endpoints';
import { type BenchContext, type Endpoint, SIZES, type Samples, type Size } from './types';
import { type LoadResult, percentile, runLoad, timeCalls } from './load';
import { type ReportRow, markdownTable, pct, printTable } from './report';

const ADMIN = { login: 'admin@demo.com.br', password: DEMO_PASSWORD };

class UsageError extends Error {}

interface Options {
  size: Size;
  duration: number;
  connections: number;
  only: string[] | null;
  keep: boolean;
  reuse: string | undefined;
  processes: number;
  markdown: string | undefined;
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
      processes: { type: 'string', default: '1' },
      markdown: { type: 'string' },
    },
  });
  const size = values.size as Size;
  if (!SIZES.includes(size)) throw new UsageError(`--size must be one of ${SIZES.join(', ')}`);
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const processes = Number(values.processes);
  if (!(duration > 0)) throw new UsageError('--duration must be a positive number of seconds');
  if (!Number.isInteger(connections) || connections < 1)
    throw new UsageError('--connections must be a positive integer');
  if (!Number.isInteger(processes) || processes < 1) throw new UsageError('--processes must be a positive integer');
  if (processes > 1 && !process.env.BENCH_DATABASE_URL)
    throw new UsageError('--processes above 1 needs BENCH_DATABASE_URL: an embedded database belongs to one process');
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
  return {
    size,
    duration,
    connections,
    only,
    keep: values.keep ?? false,
    reuse: values.reuse,
    processes,
    markdown: values.markdown,
  };
}

/**
 * Fills the datasets not generated yet. With `keep`, each finished dataset is recorded with its samples
 * in `bench_samples`, so `--reuse` on a database whose generation stopped half-way goes on from there.
 */
/** The row of bench_samples that holds the size the database was generated at. */
const SIZE_ROW = '(size)';

async function generate(bench: BenchDatabase, size: Size, keep: boolean, reused: boolean): Promise<Samples> {
  const db = bench.database.db;
  if (keep)
    await db.execute(sql`create table if not exists bench_samples (dataset text primary key, data jsonb not null)`);
  const done = keep
    ? await queryRows<{ dataset: string; data: Samples }>(db, sql`select dataset, data from bench_samples`)
    : [];
  // The size a kept database was generated at: a reused one is completed at its own size, whatever --size says.
  const recorded = done.find((d) => d.dataset === SIZE_ROW)?.data.size as Size | undefined;
  const own = recorded ?? size;
  if (keep && !recorded)
    await db.execute(sql`insert into bench_samples values (${SIZE_ROW}, ${JSON.stringify({ size: own })}::jsonb)`);
  const samples: Samples = Object.assign({}, ...done.filter((d) => d.dataset !== SIZE_ROW).map((d) => d.data));
  let generated = false;
  for (const dataset of DATASETS) {
    if (done.some((d) => d.dataset === dataset.name)) continue;
    const t = performance.now();
    const count = dataset.rows[own];
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

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own: behind the balancer, calls in a row reach each process in turn. */
function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function signIn(baseUrl: string): Promise<string> {
  const res = await send(
    `${baseUrl}/api/users/sign_in`,
    'POST',
    { 'content-type': 'application/json' },
    JSON.stringify({ user: ADMIN }),
  );
  const token = String(res.headers.authorization ?? '').replace(/^Bearer /, '');
  if (res.status !== 200 || !token) throw new Error(`sign-in failed: ${res.status} ${res.body}`);
  return token;
}

/** What a line sends: the browser's headers, and its body or its bodies (one per input, in turn). */
function request(endpoint: Endpoint, ctx: BenchContext, inputs: unknown[] | undefined) {
  // What the web app's browser sends: large replies are measured as they travel, compressed.
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd', ...endpoint.headers };
  const bodies = endpoint.body
    ? (inputs ?? [undefined]).map((input) => JSON.stringify(endpoint.body!(ctx, input)))
    : [];
  if (bodies.length) headers['content-type'] = 'application/json';
  if (!endpoint.public) headers.authorization = `Bearer ${ctx.token}`;
  return { headers, bodies };
}

interface Line {
  endpoint: Endpoint;
  connections: number;
  load: LoadResult;
}

/** The HTTP line: a few calls to warm up and fail fast, then autocannon from its own process. */
async function loadLine(
  endpoint: Endpoint,
  ctx: BenchContext,
  baseUrl: string,
  opts: Options,
  inputs: unknown[] | undefined,
): Promise<Line> {
  const url = `${baseUrl}${endpoint.path(ctx)}`;
  const { headers, bodies } = request(endpoint, ctx, inputs);
  // Sequential calls first, each on a new connection (so every process behind the balancer gets some):
  // they warm the JIT and fail fast on a broken endpoint.
  for (let i = 0; i < (endpoint.connections ? 3 : 20); i++) {
    const key: Record<string, string> = endpoint.idempotencyKey ? { 'idempotency-key': crypto.randomUUID() } : {};
    const res = await send(url, endpoint.method, { ...headers, ...key }, bodies[i % Math.max(1, bodies.length)]);
    if (res.status >= 300)
      throw new Error(`${endpoint.method} ${endpoint.path(ctx)} answered ${res.status}: ${res.body.slice(0, 500)}`);
  }
  const connections = endpoint.connections?.n ?? opts.connections;
  const load = await runLoad({
    url,
    method: endpoint.method,
    headers,
    body: bodies.length === 1 ? bodies[0] : undefined,
    bodies: bodies.length > 1 ? bodies : undefined,
    idempotencyKeys: endpoint.idempotencyKey,
    connections,
    duration: opts.duration,
  });
  const failures = load.non2xx + load.errors + load.timeouts;
  if (failures) {
    console.log(`  ! ${endpoint.name}: ${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts`);
  }
  return { endpoint, connections, load };
}

/** The table's row of a line, with its db-only timings when the endpoint has them. */
function reportRow(
  { endpoint, connections, load }: Line,
  ctx: BenchContext,
  db: { samples: number[]; seconds: number } | undefined,
): ReportRow {
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
  const extras = [
    ...Object.entries(endpoint.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    ...(endpoint.inputs ? ['varied bodies'] : []),
    ...(endpoint.idempotencyKey ? ['Idempotency-Key'] : []),
    ...(endpoint.note ? [endpoint.note] : []),
  ];
  return {
    endpoint: `${endpoint.method} ${decodeURIComponent(endpoint.path(ctx))}${extras.length ? ` [${extras.join(', ')}]` : ''}`,
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
  const loadAtStart = os.loadavg();
  console.log(
    `Bench: ${opts.reuse ? `reusing ${opts.reuse}` : `size ${opts.size}`}, ${opts.duration} s per endpoint, ${opts.connections} connections, ` +
      `${opts.processes} server process${opts.processes > 1 ? 'es behind a round-robin balancer' : ''}; ` +
      `Node ${process.version}, ${os.cpus().length} CPU (${os.cpus()[0]?.model.trim() ?? '?'})`,
  );

  const bench: BenchDatabase = opts.reuse
    ? await openKeptBenchDatabase(opts.reuse)
    : await createBenchDatabase(undefined, { keep: opts.keep });
  let servers: Servers | undefined;
  const cleanup = async () => {
    await servers?.stop();
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
    // A reused database is completed first if its generation stopped half-way, at its own size.
    const samples = await generate(bench, opts.size, opts.keep || !!opts.reuse, !!opts.reuse);
    const [admin] = await queryRows<{ id: number }>(
      bench.database.db,
      sql`select id from users where email = ${ADMIN.login}`,
    );
    const ctx: BenchContext = { db: bench.database.db, token: '', adminId: admin!.id, login: ADMIN, samples };
    // Varied requests are drawn before the servers start (an embedded database is then theirs).
    const inputs = new Map<Endpoint, unknown[]>();
    for (const e of endpoints) if (e.inputs) inputs.set(e, await e.inputs(ctx));

    // The server as `npm start` runs it (NODE_ENV=production; warnings only in its log, as the in-process
    // app this bench measured before logged nothing), each process with its own pool of connections.
    await bench.handOver();
    servers = await startServers(opts.processes, {
      ...bench.serverEnv,
      LOG_LEVEL: 'warn',
      SIGNIN_RATE_LIMIT: '1000000000',
    });
    console.log(
      `Server: ${servers.processes.map((p) => `pid ${p.child.pid} on :${p.port}`).join(', ')}` +
        (servers.balancer ? `; balancer on :${servers.balancer.port}` : ''),
    );
    ctx.token = await signIn(servers.url);

    const lines: Line[] = [];
    for (const endpoint of endpoints) {
      if (endpoint.around && !process.env.BENCH_DATABASE_URL) {
        console.log(`  skipping ${endpoint.name} (PostgreSQL only)`);
        continue;
      }
      console.log(`  measuring ${endpoint.name}…`);
      await endpoint.around?.before(ctx.db);
      try {
        lines.push(await loadLine(endpoint, ctx, servers.url, opts, inputs.get(endpoint)));
      } finally {
        await endpoint.around?.after(ctx.db);
      }
    }
    if (servers.balancer)
      console.log(`  balancer: connections per process ${servers.balancer.connections.join(' / ')}`);
    await servers.stop();
    servers = undefined;

    // The service calls alone, from as many concurrent callers as each HTTP line had connections.
    const dbCtx: BenchContext = { ...ctx, db: (await bench.takeBack()).db };
    const rows: ReportRow[] = [];
    for (const line of lines) {
      const { endpoint } = line;
      let db: { samples: number[]; seconds: number } | undefined;
      if (endpoint.dbOnly) {
        console.log(`  db-only ${endpoint.name}…`);
        const list = inputs.get(endpoint);
        let next = 0;
        await endpoint.around?.before(dbCtx.db);
        try {
          db = await timeCalls(
            () => endpoint.dbOnly!(dbCtx, list?.[next++ % list.length]),
            Math.min(opts.duration, 3),
            line.connections,
          );
        } finally {
          await endpoint.around?.after(dbCtx.db);
        }
      }
      rows.push(reportRow(line, ctx, db));
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
    if (opts.markdown) {
      await appendResults(opts, bench, rows, loadAtStart, performance.now() - started);
      console.log(`Appended to ${opts.markdown}.`);
    }
  } finally {
    await cleanup();
  }
}

/** One run as a section of a Markdown file: when, where, how loaded the machine was, the table. */
async function appendResults(
  opts: Options,
  bench: BenchDatabase,
  rows: ReportRow[],
  loadAtStart: number[],
  ms: number,
): Promise<void> {
  const db = (await bench.takeBack()).db;
  const [counts] = await queryRows<{ sales: string; customers: string; products: string }>(
    db,
    sql`select (select count(*) from sales) as sales, (select count(*) from customers) as customers,
               (select count(*) from products) as products`,
  );
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' / ');
  const cpu = os.cpus();
  const section = [
    `## ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} — ${opts.processes} server process${opts.processes > 1 ? 'es' : ''}, ${opts.connections} connections, ${opts.duration} s per line`,
    '',
    `- Database: ${bench.label}; ${Number(counts!.sales).toLocaleString('en')} sales, ${Number(counts!.customers).toLocaleString('en')} customers, ${Number(counts!.products).toLocaleString('en')} products.`,
    `- Machine: ${cpu.length} CPU (${cpu[0]?.model.trim() ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average (1 / 5 / 15 min) ${load(loadAtStart)} at the start, ${load(os.loadavg())} at the end; ${(ms / 1000).toFixed(0)} s in all.`,
    '',
    markdownTable(rows),
    '',
    '',
  ].join('\n');
  fs.appendFileSync(opts.markdown!, section);
}

main().catch((e: unknown) => {
  console.error(e instanceof UsageError ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exit(1);
});
