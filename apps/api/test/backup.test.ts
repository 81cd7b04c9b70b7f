import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { backupDataDir, hasDatabase, restoreDataDir } from '../src/db/backup';
import { type Db, queryRows } from '../src/db/client';
import { openConfiguredDatabase } from '../src/db/open';
import { resales } from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { listResales } from '../src/modules/resales/service';
import { signIn } from '../src/modules/session/service';

interface Snapshot {
  users: number;
  resales: number;
  cities: number;
  hashes: { email: string; password_hash: string }[];
}

async function snapshot(db: Db): Promise<Snapshot> {
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;
  return {
    users: Number(await count('users')),
    resales: Number(await count('resales')),
    cities: Number(await count('cities')),
    hashes: await queryRows(db, sql`select email, password_hash from users order by id`),
  };
}

// The embedded database only: the PostgreSQL path runs the system's pg_dump/psql.
describe.skipIf(process.env.TEST_DB === 'postgres')('npm run backup / npm run restore (PGlite)', () => {
  let tmp: string;
  let source: string;
  let dump: string;
  let before: Snapshot;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ability-backup-'));
    source = path.join(tmp, 'source');
    dump = path.join(tmp, 'backup.sql');
    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: source }));
    try {
      await database.db.insert(resales).values({ name: 'Revenda São João da Cópia', resale_type: 'point' });
      before = await snapshot(database.db);
    } finally {
      await database.close();
      database.release();
    }
  });

  afterAll(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('refuses to back up while another process holds the data directory', async () => {
    const lock = path.join(source, '.ability.lock');
    fs.writeFileSync(lock, String(process.ppid));
    try {
      await expect(backupDataDir(source, dump)).rejects.toThrow(/já está em uso/);
    } finally {
      fs.rmSync(lock, { force: true });
    }
  });

  it('restores users, units, cities and password hashes into an empty directory', async () => {
    await backupDataDir(source, dump);
    const text = fs.readFileSync(dump, 'utf8');
    expect(text).toContain('PostgreSQL database dump');
    expect(text).toContain('CREATE EXTENSION IF NOT EXISTS unaccent');
    expect(fs.existsSync(path.join(source, '.ability.lock'))).toBe(false);

    const target = path.join(tmp, 'restored');
    expect(await restoreDataDir(target, text)).toBeUndefined();
    expect(fs.existsSync(path.join(target, '.ability.lock'))).toBe(false);

    // Opening runs the migrations again: they must find themselves already applied.
    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: target, DEMO_DATA: '0' }));
    try {
      const after = await snapshot(database.db);
      expect(after).toEqual(before);
      expect(after.resales).toBe(3);
      expect(after.cities).toBeGreaterThan(5000);
      await expect(
        signIn(database.db, { login: 'admin@demo.com.br', password: DEMO_PASSWORD }, { ip: null }),
      ).resolves.toHaveProperty('userId');
      // f_unaccent (migration 0001, over the unaccent extension) still works.
      const found = await listResales(database.db, { query: 'sao joao da copia' }, { page: 1, perPage: 25 });
      expect(found.rows.map((r) => r.name)).toEqual(['Revenda São João da Cópia']);
      // Sequences came back too: a new row does not collide with restored ids.
      await database.db.insert(resales).values({ name: 'Depois da restauração' });
    } finally {
      await database.close();
      database.release();
    }
  });

  it('refuses a directory that already holds a database unless forced, then moves it aside', async () => {
    const text = fs.readFileSync(dump, 'utf8');
    const target = path.join(tmp, 'existing');
    await restoreDataDir(target, text);
    await expect(restoreDataDir(target, text)).rejects.toThrow(/já contém um banco/);

    const movedTo = await restoreDataDir(target, text, true);
    expect(movedTo).toMatch(/existing\.old-\d{8}-\d{6}$/);
    expect(hasDatabase(movedTo!)).toBe(true);
    expect(fs.existsSync(path.join(movedTo!, '.ability.lock'))).toBe(false);
    expect(hasDatabase(target)).toBe(true);
  });

  it('leaves the directory empty when the dump fails to load', async () => {
    const target = path.join(tmp, 'broken');
    await expect(restoreDataDir(target, 'CREATE TABLE t (id int);\nSELECT * FROM nope;')).rejects.toThrow();
    expect(hasDatabase(target)).toBe(false);
  });
});
