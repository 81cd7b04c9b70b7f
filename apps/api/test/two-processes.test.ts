import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, runMigrations } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { DEMO_LOGINS, type TestDatabase, createTestDatabase } from './helpers';
import { onServer } from './templateDb';
import { type Servers, startServers } from './servers';

/**
 * Architecture "Running past one machine", tested rather than described: two real server
 * processes (`npm start`'s entry, production mode) on one PostgreSQL database behind a round-robin
 * balancer. A session made on one works on the other and its sign-out holds on both, a sale created on one
 * reaches the live stream of the other, the 15-minute job runs in both and moves each sale once, and
 * processes starting together on a new database apply its migrations once. PostgreSQL only (an embedded
 * database belongs to one process).
 */
const onPostgres = process.env.TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** The job's statement (drizzle's text), to find it waiting in pg_stat_activity. */
const DELAY_UPDATE = 'update "sales" set "status" = $1, "updated_at" = $2 where%';

let db: TestDatabase;
let servers: Servers;
let sql: pg.Client;
let a: string;
let b: string;
let refs: { resale: number; product: number; method: number; deliverer: number };

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDatabase();
  sql = new pg.Client({ connectionString: db.url });
  sql.on('error', () => {});
  await sql.connect();
  const id = async (q: string) => Number((await sql.query(q)).rows[0].id);
  const centro = await id(`select id from resales where name = 'Gás Bom Jesus - Centro'`);
  refs = {
    resale: centro,
    product: await id(
      `select id from products where description = 'Gás P13 (botijão 13 kg)' and resale_id = ${centro}`,
    ),
    method: await id(`select id from payment_methods where description = 'Dinheiro' limit 1`),
    deliverer: await id(`select employee_id as id from users where email = '${DEMO_LOGINS.deliverer}'`),
  };
  // Both run the 15-minute job every 200 ms; PGAPPNAME names each one's connections in pg_stat_activity.
  servers = await startServers(
    2,
    { DATABASE_URL: db.url!, LOG_LEVEL: 'warn', DELAY_JOB_INTERVAL_MS: '200', SIGNIN_RATE_LIMIT: '1000' },
    (i) => ({ PGAPPNAME: `ability-${'ab'[i]}` }),
  );
  [a, b] = servers.processes.map((p) => p.url) as [string, string];
}, 180_000);

afterAll(async () => {
  await servers?.stop();
  await sql?.end().catch(() => {});
  await db?.close();
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/** One request on a connection of its own (so each goes through the balancer anew). */
function call(base: string, method: string, url: string, token?: string, body?: unknown): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api${url}`,
      {
        method,
        agent: false,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function signIn(base: string, login: string = DEMO_LOGINS.admin): Promise<string> {
  const res = await call(base, 'POST', '/users/sign_in', undefined, { user: { login, password: DEMO_PASSWORD } });
  expect(res.status, res.body).toBe(200);
  return String(res.headers.authorization).replace(/^Bearer /, '');
}

interface Stream {
  text(): string;
  close(): void;
}

/** GET /api/events on `base`, collecting what arrives; answers once the server said 'conectado'. */
function openStream(base: string, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let body = '';
    const req = http.get(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`events answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
        if (body.includes('conectado')) resolve({ text: () => body, close: () => req.destroy() });
      });
    });
    req.on('error', (e) => (String(e).includes('socket hang up') ? undefined : reject(e)));
  });
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const saleBody = (extra: Record<string, unknown> = {}) => ({
  sale: {
    resale_id: refs.resale,
    items_attributes: [{ product_id: refs.product, quantity: 1, price_cents: 11000 }],
    payments_attributes: [{ payment_method_id: refs.method, value_cents: 11000 }],
    ...extra,
  },
});

/** The 'sale' events of `id` a stream carried, as their data. */
const saleEvents = (stream: Stream, id: number) =>
  stream
    .text()
    .split('\n\n')
    .filter((e) => e.startsWith('event: sale\n'))
    .map((e) => JSON.parse(e.slice(e.indexOf('data: ') + 6)) as { id: number; status?: string })
    .filter((d) => d.id === id);

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL database, behind a balancer', () => {
  it('the balancer hands connections to both processes in turn', async () => {
    const before = [...servers.balancer!.connections];
    for (let i = 0; i < 4; i++) expect((await call(servers.url, 'GET', '/health')).status).toBe(200);
    expect(servers.balancer!.connections.map((n, i) => n - before[i]!)).toEqual([2, 2]);
  });

  it('a session made on one process works on the other, and its sign-out on one holds on both', async () => {
    const token = await signIn(a, DEMO_LOGINS.attendant);
    // Through the balancer, whichever process each connection lands on.
    for (let i = 0; i < 2; i++) expect((await call(servers.url, 'GET', '/users/current', token)).status).toBe(200);
    for (const base of [a, b]) {
      const me = await call(base, 'GET', '/users/current', token);
      expect(me.status, me.body).toBe(200);
      expect(me.json()).toMatchObject({ user: { email: DEMO_LOGINS.attendant } });
    }

    // B now holds the session in its cache (5 s); the sign-out on A reaches it by NOTIFY, well before that.
    const cachedOnB = Date.now();
    const out = await call(a, 'DELETE', '/logout', token);
    expect(out.status).toBe(204);
    expect((await call(a, 'GET', '/users/current', token)).status).toBe(401);
    await until(async () => (await call(b, 'GET', '/users/current', token)).status === 401, 'B to refuse it', 4_000);
    expect(Date.now() - cachedOnB).toBeLessThan(4_500);
  });

  it("a sale created on one process reaches the other's live stream and list", async () => {
    const token = await signIn(servers.url);
    const list = async (base: string) =>
      (await call(base, 'GET', '/sales?page=1', token)).json<{ id: number }[]>().map((s) => s.id);
    await list(b); // B keeps this page in memory (lib/kept.ts)
    const onB = await openStream(b, token);
    try {
      const created = await call(a, 'POST', '/sales', token, saleBody({ obs: 'criada no processo A' }));
      expect(created.status, created.body).toBe(201);
      const id = created.json<{ id: number }>().id;
      await until(() => saleEvents(onB, id).length > 0, "the sale's event on B's stream", 5_000);
      expect(saleEvents(onB, id)).toEqual([{ id, status: 'created' }]);
      // B dropped its kept page before telling its screens (their re-read must find the sale).
      expect(await list(b)).toContain(id);
    } finally {
      onB.close();
    }
  });

  it('the 15-minute job runs in both processes and moves each sale to delayed once', async () => {
    const token = await signIn(servers.url);
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call(
        i % 2 ? b : a,
        'POST',
        '/sales',
        token,
        saleBody({ status: 'in_transit', employee_id: refs.deliverer }),
      );
      expect(res.status, res.body).toBe(201);
      ids.push(res.json<{ id: number }>().id);
    }
    const streams = [await openStream(a, token), await openStream(b, token)];
    const holder = new pg.Client({ connectionString: db.url });
    holder.on('error', () => {});
    await holder.connect();
    try {
      // In transit for 15 minutes less 2 s; then the rows are held locked, so that both processes' jobs,
      // once the 15 minutes are up, find them due and wait on them at the same time.
      await sql.query(
        `update sales set in_transit_at = now() - interval '15 minutes' + interval '2 seconds' where id = any($1)`,
        [ids],
      );
      await holder.query('begin');
      await holder.query('select id from sales where id = any($1) for update', [ids]);
      const waiting = async () =>
        (
          await sql.query(
            `select application_name as app from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query like $1`,
            [DELAY_UPDATE],
          )
        ).rows.map((r) => r.app as string);
      await until(async () => (await waiting()).length === 2, "both processes' jobs to wait on the sales");
      expect((await waiting()).sort()).toEqual(['ability-a', 'ability-b']);
      await holder.query('commit');

      const statuses = async () =>
        (await sql.query('select status from sales where id = any($1)', [ids])).rows.map((r) => r.status as string);
      await until(async () => (await statuses()).every((s) => s === 'delayed'), 'the sales to be delayed');
      // Both jobs have finished with these sales: neither is running or waiting any longer.
      await until(
        async () =>
          Number(
            (
              await sql.query(
                `select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and state = 'active' and query like $1`,
                [DELAY_UPDATE],
              )
            ).rows[0].n,
          ) === 0,
        'the jobs to finish',
      );
      await until(
        () => streams.every((s) => ids.every((id) => saleEvents(s, id).some((e) => e.status === 'delayed'))),
        'the delayed events on both streams',
        5_000,
      );
      await new Promise((r) => setTimeout(r, 500)); // time for a second event, were there one
      for (const s of streams)
        for (const id of ids) expect(saleEvents(s, id).filter((e) => e.status === 'delayed')).toHaveLength(1);
    } finally {
      await holder.end().catch(() => {});
      for (const s of streams) s.close();
    }
  });

  it('processes starting together on a new database apply its migrations once', async () => {
    // runMigrations is what each server process runs at start (db/open.ts); two at once on an empty
    // database collided on the schema they both created before it took an advisory lock.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = `ability_mig_${process.pid}_${Date.now()}`;
    await onServer(url.toString(), (c) => c.query(`create database ${name}`));
    url.pathname = `/${name}`;
    const both = [await openPostgres(url.toString(), 2), await openPostgres(url.toString(), 2)];
    try {
      await Promise.all(both.map((d) => runMigrations(d)));
      const applied = await both[0]!.pool!.query(
        'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0].n).toBeGreaterThan(0);
      expect(applied.rows[0].n).toBe(applied.rows[0].d);
    } finally {
      await Promise.all(both.map((d) => d.close()));
      await onServer(process.env.TEST_DATABASE_URL!, (c) => c.query(`drop database if exists ${name} with (force)`));
    }
  }, 60_000);
});
