/**
 * Vitest global setup of the API projects: the schema, the cities and the demo data are built once per
 * run into a template, and every test file's database starts as a copy of it —
 * `CREATE DATABASE … TEMPLATE` on PostgreSQL, a dumped data directory on PGlite — instead of migrating
 * and seeding again in each file (5–20 s per file on two busy cores).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openPglite, openPostgres, runMigrations } from '../src/db/client';
import { DEMO_SMALL, seedDemo } from '../src/db/seed/demo';
import { loadCities } from '../src/modules/cities/service';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding the template's data directory (a tar). */
    pgliteTemplate: string;
    /** PostgreSQL: the template database's name. */
    postgresTemplate: string;
  }
}

/** Migrations, cities and demo data (its smaller scale, DEMO_SMALL): what every test file's database starts with. */
export async function fillTemplate(database: Database): Promise<void> {
  await runMigrations(database);
  await loadCities(database.db);
  await seedDemo(database.db, { ...DEMO_SMALL, showcase: false });
}

/** Runs `run` on a connection of its own to the server at `url` (to create or drop databases). */
export async function onServer<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env?.TEST_DB;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const name = `ability_tpl_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(url, (c) => c.query(`create database ${name}`));
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openPostgres(u.toString(), 2);
    await fillTemplate(database);
    await database.close();
    project.provide('postgresTemplate', name);
    return () => onServer(url, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
  }
  const database = await openPglite();
  await fillTemplate(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `ability-template-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => fs.rmSync(file, { force: true });
}
