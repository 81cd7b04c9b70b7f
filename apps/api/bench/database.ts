import crypto from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres, runMigrations } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { loadCities } from '../src/modules/cities/service';

export interface BenchDatabase {
  database: Database;
  /** 'PGlite (memória)' or the bench database's name on the server. */
  label: string;
  /** Closes the connection and drops the bench database, if one was created. */
  dispose(): Promise<void>;
}

/**
 * A fresh database for one run: a new `ability_bench_<random>` database on the server of
 * BENCH_DATABASE_URL (dropped at the end), or an in-memory PGlite. Migrated, with cities and demo data.
 */
export async function createBenchDatabase(
  serverUrl = process.env.BENCH_DATABASE_URL,
  opts: { keep?: boolean } = {},
): Promise<BenchDatabase> {
  let database: Database;
  let label = 'PGlite (memória)';
  let drop: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `ability_bench_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    drop = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    label = `PostgreSQL ${url.host}/${name}`;
    if (opts.keep) label += ` (kept: --reuse ${name})`;
    try {
      database = await openPostgres(url.toString());
    } catch (e) {
      await drop();
      throw e;
    }
  } else {
    database = await openPglite();
  }
  let disposed = false;
  const dispose = async () => {
    if (disposed) return;
    disposed = true;
    try {
      await database.close();
    } finally {
      if (!opts.keep) await drop?.();
    }
  };
  try {
    await runMigrations(database);
    await loadCities(database.db);
    await seedDemo(database.db);
  } catch (e) {
    await dispose();
    throw e;
  }
  return { database, label, dispose };
}

/**
 * A database kept by an earlier `--keep` run: filled already; migrations added since are applied (so a new
 * index is measured on the same data); nothing is dropped at the end.
 */
export async function openKeptBenchDatabase(name: string, serverUrl = process.env.BENCH_DATABASE_URL) {
  if (!serverUrl) throw new Error('--reuse needs BENCH_DATABASE_URL');
  if (!/^ability_bench_[0-9a-f]+$/.test(name)) throw new Error(`--reuse: not a bench database name: ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await runMigrations(database);
  return { database, label: `PostgreSQL ${url.host}/${name} (reused)`, dispose: () => database.close() };
}
