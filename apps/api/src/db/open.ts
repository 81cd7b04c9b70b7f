import type { Config } from '../config';
import { loadCities } from '../modules/cities/service';
import { type Database, openPglite, openPostgres, runMigrations } from './client';
import { acquireDataDirLock } from './lock';
import { seedDemo } from './seed/demo';

export interface OpenedDatabase extends Database {
  release(): void;
}

/** Opens the configured database, applies migrations, loads cities and, on an empty embedded one, demo data. */
export async function openConfiguredDatabase(
  config: Config,
  log: (msg: string) => void = () => {},
): Promise<OpenedDatabase> {
  let release = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    release = acquireDataDirLock(config.dataDir);
    try {
      database = await openPglite(config.dataDir);
    } catch (e) {
      release();
      throw e;
    }
  }
  await runMigrations(database);
  await loadCities(database.db);
  if (!config.databaseUrl && config.demoData) {
    const seeded = await seedDemo(database.db);
    if (seeded) log('Banco vazio: dados de demonstração criados (senha demo1234).');
  }
  return { ...database, release };
}
