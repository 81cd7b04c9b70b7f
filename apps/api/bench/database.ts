import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres, runMigrations } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { loadCities } from '../src/modules/cities/service';

export interface BenchDatabase {
  /** The bench process's connection (for generating data and the db-only column). */
  database: Database;
  /** 'PGlite (…)' or the bench database's name on the server. */
  label: string;
  /** What a server process is given to open this database: DATABASE_URL, or DATA_DIR for PGlite. */
  serverEnv: Record<string, string>;
  /**
   * An embedded database is opened by one process at a time: `handOver` closes it here so that a server
   * process can open it, `takeBack` opens it here again once the servers stopped. A server database stays
   * open here all along (both answer `database` as it is).
   */
  handOver(): Promise<void>;
  takeBack(): Promise<Database>;
  /** Closes the connection and drops the bench database (or the PGlite directory), unless kept. */
  dispose(): Promise<void>;
}

/**
 * A fresh database for one run: a new `ability_bench_<random>` database on the server of
 * BENCH_DATABASE_URL (dropped at the end), or PGlite in a temporary directory (removed at the end; on disk,
 * as `npm start` keeps it, so that a server process can open it). Migrated, with cities and demo data.
 */
export async function createBenchDatabase(
  serverUrl = process.env.BENCH_DATABASE_URL,
  opts: { keep?: boolean } = {},
): Promise<BenchDatabase> {
  let database: Database;
  let label: string;
  let serverEnv: Record<string, string>;
  let drop: () => Promise<void>;
  let dataDir: string | undefined;
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
    serverEnv = { DATABASE_URL: url.toString() };
    try {
      database = await openPostgres(url.toString());
    } catch (e) {
      await drop();
      throw e;
    }
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ability-bench-'));
    dataDir = dir;
    label = `PGlite (${dir})`;
    serverEnv = { DATA_DIR: dir };
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
    database = await openPglite(dir);
  }
  let open = true;
  let disposed = false;
  const bench: BenchDatabase = {
    database,
    label,
    serverEnv,
    async handOver() {
      if (dataDir && open) {
        open = false;
        await bench.database.close();
      }
    },
    async takeBack() {
      if (dataDir && !open) {
        bench.database = await openPglite(dataDir);
        open = true;
      }
      return bench.database;
    },
    async dispose() {
      if (disposed) return;
      disposed = true;
      try {
        if (open) await bench.database.close();
      } finally {
        if (!opts.keep) await drop();
      }
    },
  };
  try {
    await runMigrations(database);
    await loadCities(database.db);
    await seedDemo(database.db);
  } catch (e) {
    await bench.dispose();
    throw e;
  }
  return bench;
}

/**
 * A database kept by an earlier `--keep` run: filled already; migrations added since are applied (so a new
 * index is measured on the same data); nothing is dropped at the end.
 */
export async function openKeptBenchDatabase(
  name: string,
  serverUrl = process.env.BENCH_DATABASE_URL,
): Promise<BenchDatabase> {
  if (!serverUrl) throw new Error('--reuse needs BENCH_DATABASE_URL');
  if (!/^ability_bench_[0-9a-f]+$/.test(name)) throw new Error(`--reuse: not a bench database name: ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await runMigrations(database);
  return {
    database,
    label: `PostgreSQL ${url.host}/${name} (reused)`,
    serverEnv: { DATABASE_URL: url.toString() },
    handOver: async () => {},
    takeBack: async () => database,
    dispose: () => database.close(),
  };
}
