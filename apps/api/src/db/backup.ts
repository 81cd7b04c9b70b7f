// npm run backup [arquivo] / npm run restore <arquivo> [--force]
// A pg_dump-compatible SQL dump of the embedded database (DATA_DIR), or of the server in DATABASE_URL
// through the system's pg_dump/psql.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { loadConfig, repoRoot } from '../config';
import { openPglite } from './client';
import { acquireDataDirLock } from './lock';

/** Plain SQL that both PGlite (`exec`) and psql can load: INSERTs instead of COPY, no owners or grants. */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--rows-per-insert=500'];
const LOCK_FILE = '.ability.lock';

export async function dumpPglite(pglite: PGlite): Promise<string> {
  const file = await pgDump({ pg: pglite, args: DUMP_ARGS });
  return file.text();
}

/** True when the directory holds an embedded database (or anything else besides our lock file). */
export function hasDatabase(dataDir: string): boolean {
  if (!fs.existsSync(dataDir)) return false;
  return fs.readdirSync(dataDir).some((name) => name !== LOCK_FILE);
}

/**
 * Loads a dump into a new embedded database at `dataDir` (in memory when undefined), with the
 * extensions the migrations need. The directory must not hold a database yet.
 */
export async function restoreIntoPglite(dataDir: string | undefined, sql: string): Promise<void> {
  if (/^COPY .* FROM stdin;$/m.test(sql)) {
    throw new Error(
      'O arquivo usa COPY ... FROM stdin, que o banco embutido não lê. Gere-o com "npm run backup" ou "pg_dump --inserts".',
    );
  }
  if (dataDir && hasDatabase(dataDir)) throw new Error(`O diretório ${dataDir} já contém um banco.`);
  const database = await openPglite(dataDir);
  try {
    // Recent pg_dump versions wrap the dump in psql's \restrict/\unrestrict commands, which only psql reads.
    await database.pglite!.exec(sql.replace(/^\\(un)?restrict\b.*$/gm, ''));
    // The dump empties search_path for its own statements.
    await database.pglite!.exec('SET search_path TO public');
  } finally {
    await database.close();
  }
}

/** Local time as YYYYMMDD-HHMMSS. */
function stamp(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
}

export function defaultBackupFile(now = new Date()): string {
  return path.join(repoRoot, 'backups', `ability-${stamp(now)}.sql`);
}

function writeAtomically(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/** Dumps the embedded database in `dataDir`, holding its lock (refuses while the server runs). */
export async function backupDataDir(dataDir: string, file: string): Promise<void> {
  if (!hasDatabase(dataDir)) throw new Error(`Nenhum banco encontrado em ${dataDir}.`);
  const release = acquireDataDirLock(dataDir);
  try {
    const database = await openPglite(dataDir);
    try {
      writeAtomically(file, await dumpPglite(database.pglite!));
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

function removeAllBut(dir: string, keep: string): void {
  for (const name of fs.readdirSync(dir)) {
    if (name !== keep) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

/**
 * Restores a dump into `dataDir`, holding its lock. An existing database is refused, or with `force`
 * moved aside to `<dir>.old-<timestamp>`; returns where it went. A failed restore leaves the directory empty.
 */
export async function restoreDataDir(dataDir: string, sql: string, force = false): Promise<string | undefined> {
  let movedTo: string | undefined;
  const release = acquireDataDirLock(dataDir);
  try {
    if (hasDatabase(dataDir)) {
      if (!force) {
        throw new Error(
          `O diretório de dados ${dataDir} já contém um banco. Use --force para movê-lo para ${dataDir}.old-<data> e restaurar mesmo assim.`,
        );
      }
      // Moved with our lock file inside, so no other process can open either directory meanwhile.
      movedTo = `${dataDir}.old-${stamp()}`;
      fs.renameSync(dataDir, movedTo);
      fs.mkdirSync(dataDir);
      fs.renameSync(path.join(movedTo, LOCK_FILE), path.join(dataDir, LOCK_FILE));
    }
    try {
      await restoreIntoPglite(dataDir, sql);
    } catch (e) {
      removeAllBut(dataDir, LOCK_FILE);
      throw e;
    }
  } finally {
    release();
  }
  return movedTo;
}

// --- PostgreSQL server (DATABASE_URL) -------------------------------------------------------------

/** The URL without its password, which goes to the child through PGPASSWORD (not visible in `ps`). */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function requireBinary(name: 'pg_dump' | 'psql'): void {
  const probe = spawnSync(name, ['--version'], { stdio: 'ignore' });
  if (probe.error) {
    throw new Error(
      `O programa ${name} não foi encontrado no PATH. Instale o cliente do PostgreSQL (por exemplo, "apt-get install postgresql-client"), na mesma versão do servidor ou mais nova.`,
    );
  }
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: [input === undefined ? 'ignore' : 'pipe', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} terminou com erro (código ${code}).`)),
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  requireBinary('pg_dump');
  const { url, env } = connection(databaseUrl);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await run('pg_dump', [...DUMP_ARGS, `--dbname=${url}`, `--file=${tmp}`], env);
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** Session settings newer pg_dump versions write that older servers do not know. */
function compatibleWith(sql: string, serverVersion: number): string {
  return serverVersion < 170000 ? sql.replace(/^SET transaction_timeout = 0;$/m, '') : sql;
}

export async function restorePostgres(databaseUrl: string, sql: string): Promise<void> {
  requireBinary('psql');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let version: number;
  try {
    const tables = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if ((tables.rows[0]?.n ?? 0) > 0) {
      throw new Error(
        'O banco de DATABASE_URL já tem tabelas. Crie um banco vazio (createdb) e aponte DATABASE_URL para ele antes de restaurar.',
      );
    }
    version = Number((await client.query<{ v: string }>('show server_version_num')).rows[0]?.v ?? 0);
  } finally {
    await client.end();
  }
  const { url, env } = connection(databaseUrl);
  await run(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--output=/dev/null',
      '-v',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      `--dbname=${url}`,
    ],
    env,
    compatibleWith(sql, version),
  );
}

// --- command line ---------------------------------------------------------------------------------

/** Paths typed by the user are relative to where they ran npm, not to the repository root. */
function userPath(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [command, fileArg] = positionals;
  const config = loadConfig();
  if (command === 'backup') {
    const file = fileArg ? userPath(fileArg) : defaultBackupFile();
    if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
    else await backupDataDir(config.dataDir, file);
    console.log(`Cópia de segurança gravada em ${file} (${(fs.statSync(file).size / 1024).toFixed(0)} KiB).`);
  } else if (command === 'restore') {
    if (!fileArg) throw new Error('Informe o arquivo a restaurar: npm run restore -- <arquivo.sql> [--force]');
    const file = userPath(fileArg);
    if (!fs.existsSync(file)) throw new Error(`Arquivo não encontrado: ${file}`);
    const sql = fs.readFileSync(file, 'utf8');
    if (config.databaseUrl) {
      if (values.force) throw new Error('--force vale só para o banco embutido; com DATABASE_URL, use um banco vazio.');
      await restorePostgres(config.databaseUrl, sql);
      console.log('Cópia restaurada no PostgreSQL de DATABASE_URL.');
    } else {
      const movedTo = await restoreDataDir(config.dataDir, sql, values.force);
      if (movedTo) console.log(`O banco anterior foi movido para ${movedTo}.`);
      console.log(`Cópia restaurada em ${config.dataDir}.`);
    }
  } else {
    throw new Error('Uso: backup.ts backup [arquivo] | restore <arquivo> [--force]');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  });
}
