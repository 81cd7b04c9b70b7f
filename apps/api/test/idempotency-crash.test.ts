import crypto from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, runMigrations } from '../src/db/client';
import { DEMO_PASSWORD, DEMO_SMALL, seedDemo } from '../src/db/seed/demo';
import { loadCities } from '../src/modules/cities/service';
import { DEMO_LOGINS } from './helpers';
import { type ServerProcess, startServer as startServerProcess } from './servers';

/**
 * A real crash: the server runs as a child process on PostgreSQL, a sale with an Idempotency-Key is held
 * mid-write by a lock another connection takes, the server is killed with SIGKILL, started again, and the
 * attendant's retry with the same key leaves exactly one sale. PostgreSQL only (the embedded database lives
 * inside the killed process).
 */
const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && !!url;

let dbUrl = '';
let dbName = '';
let port = 0;
let server: ServerProcess | null = null;
let client: pg.Client;
let refs: { resale: number; product: number; method: number };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

/** The server (`npm start`'s entry) on `port`, a child process again after each kill. */
async function startServer(): Promise<void> {
  server = await startServerProcess({
    PORT: String(port),
    DATABASE_URL: dbUrl,
    LOG_LEVEL: 'warn',
    IDEMPOTENCY_LEASE_SECONDS: '60',
    SIGNIN_RATE_LIMIT: '10000',
  });
}

async function killServer(): Promise<void> {
  const child = server?.child;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

async function signIn(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { login: DEMO_LOGINS.attendant, password: DEMO_PASSWORD } }),
  });
  expect(res.status).toBe(200);
  return String(res.headers.get('authorization'));
}

const saleBody = () => ({
  sale: {
    resale_id: refs.resale,
    obs: 'pedido por telefone',
    items_attributes: [{ product_id: refs.product, quantity: 1, price_cents: 11000 }],
    payments_attributes: [{ payment_method_id: refs.method, value_cents: 11000 }],
  },
});

async function postSale(token: string, key: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/sales`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'idempotency-key': key },
    body: JSON.stringify(saleBody()),
  });
  const body = (await res.json()) as { id: number; error?: string; [field: string]: unknown };
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body };
}

const count = async (q: string, params: unknown[] = []) => Number((await client.query(q, params)).rows[0].n);
const salesOf = (key: string) =>
  count(`select count(*)::int as n from sales s join idempotency_keys k on k.record_id = s.id::text where k.key = $1`, [
    key,
  ]);
const allSales = () => count('select count(*)::int as n from sales');
/** Sale writes waiting for a lock (by their statement's text: the 15-minute job may wait on sales too). */
const waitingOnSales = () =>
  count(`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%insert into "sales"%'`);

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A sale sent with `key` whose write waits on a lock `blocker` holds, then the server killed mid-request. */
async function crashMidSale(blocker: pg.Client, key: string): Promise<void> {
  await blocker.query('begin');
  await blocker.query('lock table sales in share row exclusive mode');
  const token = await signIn();
  const sent = postSale(token, key).catch((e: unknown) => e);
  await until(async () => (await waitingOnSales()) === 1, "the sale's write to wait on the lock");
  await killServer();
  expect(await sent).toBeInstanceOf(Error); // the connection died with the server
}

beforeAll(async () => {
  if (!onPostgres) return;
  dbName = `ability_crash_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(url!);
  u.pathname = `/${dbName}`;
  dbUrl = u.toString();
  const database = await openPostgres(dbUrl, 2);
  await runMigrations(database);
  await loadCities(database.db);
  await seedDemo(database.db, { ...DEMO_SMALL, showcase: false });
  await database.close();
  client = new pg.Client({ connectionString: dbUrl });
  client.on('error', () => {});
  await client.connect();
  const one = async (q: string) => Number((await client.query(q)).rows[0].id);
  refs = {
    resale: await one(`select id from resales where name = 'Gás Bom Jesus - Centro'`),
    // Not a refill: a refill's sale also appends its empties, so it is a transaction (rolled back when the
    // server dies before its commit); this test needs the one-statement sale that commits on its own.
    product: await one(
      `select p.id from products p join resales r on r.id = p.resale_id
        where p.description = 'Água mineral 20 L (galão)' and r.name = 'Gás Bom Jesus - Centro'`,
    ),
    method: await one(`select id from payment_methods where description = 'Dinheiro' limit 1`),
  };
  port = await freePort();
}, 180_000);

afterAll(async () => {
  if (!onPostgres) return;
  await killServer();
  await client?.end().catch(() => {});
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

describe.skipIf(!onPostgres)('POST /api/sales with Idempotency-Key across a server crash (kill -9)', () => {
  it('[201] the write never committed: after the lease the retry makes the sale, once', async () => {
    const key = `crash-before-${crypto.randomUUID()}`;
    const before = await allSales();
    const blocker = new pg.Client({ connectionString: dbUrl });
    blocker.on('error', () => {});
    await blocker.connect();
    try {
      await startServer();
      await crashMidSale(blocker, key);
      await startServer();
      const token = await signIn();
      // Within the lease the dead request's claim still stands.
      const held = await postSale(token, key);
      expect(held.status).toBe(409);
      expect(held.body.error).toMatch(/^Requisição em andamento/);
      // The lease's minute passes (the dead request's claim is not renewed by anyone).
      await client.query(`update idempotency_keys set lease_until = now() where key = $1`, [key]);
      // The retry takes the claim over; its write queues behind the dead request's, still waiting in
      // PostgreSQL for the lock. When the lock goes, the dead request's write finds its claim gone and rolls back.
      const retry = postSale(token, key);
      await until(async () => (await waitingOnSales()) === 2, "the retry's write to wait too");
      await blocker.query('commit');
      const done = await retry;
      expect(done.status).toBe(201);
      expect(await allSales()).toBe(before + 1);
      expect(await salesOf(key)).toBe(1);
      const again = await postSale(token, key);
      expect(again).toMatchObject({ status: 201, replayed: 'true', body: { id: done.body.id } });
      expect(await allSales()).toBe(before + 1);
    } finally {
      await blocker.end().catch(() => {});
      await killServer();
    }
  }, 120_000);

  it('[201] the write committed as the server died: the retry answers that sale, not a second one', async () => {
    const key = `crash-after-${crypto.randomUUID()}`;
    const before = await allSales();
    const blocker = new pg.Client({ connectionString: dbUrl });
    blocker.on('error', () => {});
    await blocker.connect();
    try {
      await startServer();
      await crashMidSale(blocker, key);
      // The statement the dead server sent is all PostgreSQL needs: it commits once the lock goes.
      await blocker.query('commit');
      await until(async () => (await allSales()) === before + 1, "the dead request's sale to commit");
      await startServer();
      const token = await signIn();
      const retry = await postSale(token, key);
      expect(retry.status).toBe(201);
      expect(retry.replayed).toBe('true');
      expect(retry.body).toMatchObject({ resale_id: refs.resale, obs: 'pedido por telefone', total_cents: 11000 });
      expect(await salesOf(key)).toBe(1);
      expect(retry.body.id).toBe(
        Number((await client.query('select record_id from idempotency_keys where key = $1', [key])).rows[0].record_id),
      );
      expect(await allSales()).toBe(before + 1);
    } finally {
      await blocker.end().catch(() => {});
      await killServer();
    }
  }, 120_000);
});
