import { createHash } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { repoRoot } from '../config';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded instance, when there is one (backups, LISTEN in-process). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /**
   * Subscribes to a PostgreSQL NOTIFY channel (a dedicated connection on a server, in-process with
   * PGlite); returns the unsubscribe function.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(repoRoot, 'apps/api/drizzle');

/** Opens the embedded database: `dataDir` on disk, or in memory when undefined. */
/** An embedded database in `dataDir` (in memory without one), optionally started from a dumped data directory. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async listen(channel, onMessage) {
      return client.listen(channel, (payload) => onMessage(payload));
    },
    async close() {
      await client.close();
    },
  };
}

export async function openPostgres(url: string, max = Number(process.env.PG_POOL_MAX ?? 20)): Promise<Database> {
  // JIT off: its compile time (up to seconds) dwarfs this app's short queries whose cost estimates cross
  // jit_above_cost (the reports' per-sale index reads); a connection string's own options still apply.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // Dates (without time) stay 'YYYY-MM-DD' strings, as PGlite gives them.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: 'postgres',
    pool,
    async listen(channel, onMessage) {
      const listener = new pg.Client({ connectionString: url });
      listener.on('error', () => {});
      await listener.connect();
      listener.on('notification', (n) => {
        if (n.channel === channel) onMessage(n.payload ?? '');
      });
      await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.end().catch(() => {});
      };
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.end().catch(() => {})));
      await pool.end();
    },
  };
}

/** Key of the session advisory lock that makes server processes apply migrations one at a time. */
const MIGRATIONS_LOCK = 7_314_201;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  // Several server processes starting at once on one database (a deployment behind a balancer, a new
  // version rolled out) would apply the same migrations together, and all but one fail (duplicate schema,
  // table, …). Each waits for this lock, held on a connection of its own (not the pool's, which may have
  // one connection only), so the later ones find nothing left to apply.
  const lock = new pg.Client(database.pool!.options);
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    await migrateNodePg(database.db as never, { migrationsFolder });
  } finally {
    // Ending the connection releases its lock.
    await lock.end().catch(() => {});
  }
}

// node-postgres: keep `date` columns as strings and bigint counts as numbers.
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(20, (v: string) => Number(v));

/** Runs raw SQL on either driver and returns its rows. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * `queryRows` as a prepared statement named after its SQL text: each connection parses and plans it a
 * few times, then PostgreSQL keeps its generic plan. For the statements of a busy write (a sale) whose
 * planning, over a table with many indexes and triggers, costs more than running them. The text must not
 * carry values (they go as parameters), or each value makes a statement of its own.
 */
export async function queryPrepared<T>(db: Executor, query: SQL): Promise<T[]> {
  const session = (db as unknown as { session: PreparingSession }).session;
  const q = session.dialect.sqlToQuery(query);
  const result = (await session.prepareQuery(q, undefined, statementName(q.sql), false).execute()) as { rows: T[] };
  return result.rows;
}

/**
 * `queryPrepared` for the busiest statements, whose SQL text costs this server more to build than
 * PostgreSQL to run: `build` gives the statement of a `shape` with every value as `sql.placeholder(name)`
 * (no encoder: cast in the SQL where the type is not clear), built once; each call fills in `values`.
 */
export function builtOnce<S>(build: (shape: S) => SQL) {
  const built = new Map<string, { sql: string; params: unknown[]; name: string }>();
  return async <T>(db: Executor, shape: S, values: Record<string, unknown>): Promise<T[]> => {
    const session = (db as unknown as { session: PreparingSession }).session;
    const key = JSON.stringify(shape);
    let q = built.get(key);
    if (!q) {
      const { sql: text, params } = session.dialect.sqlToQuery(build(shape));
      q = { sql: text, params, name: statementName(text) };
      built.set(key, q);
    }
    const result = (await session.prepareQuery(q, undefined, q.name, false).execute(values)) as { rows: T[] };
    return result.rows;
  };
}

/** A prepared statement's name after its SQL text (`queryPrepared`, `executePrepared`): one per text. */
export const statementName = (text: string) => `q_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;

/** What `queryPrepared` uses of drizzle's session (the one both drivers' sessions have). */
interface PreparingSession {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: boolean,
  ): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

/**
 * A list as the text of a PostgreSQL array (`{1,2,NULL}`), one parameter whatever its length (so a
 * statement's text, and its prepared plan, stay the same): cast it in the SQL, `${pgArray(ids)}::int[]`.
 */
export function pgArray(values: readonly (number | string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}
