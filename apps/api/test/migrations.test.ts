import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';

/**
 * `npm run db:generate` (scripts/db-generate.mjs around drizzle-kit) on a copy of the migrations folder:
 * nothing on the landed schema (the snapshots match it), and for a change the next number, a snapshot
 * following the last one and a journal entry after the last. Run once (PGlite project): it reads files,
 * not a database.
 */
interface Entry {
  idx: number;
  when: number;
  tag: string;
}
interface Snapshot {
  id: string;
  prevId: string;
}

const landed = path.join(repoRoot, 'apps/api/drizzle');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const journalOf = (dir: string) => readJson<{ entries: Entry[] }>(path.join(dir, 'meta/_journal.json')).entries;
const snapshotsOf = (dir: string) =>
  fs
    .readdirSync(path.join(dir, 'meta'))
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort();
const number = (i: number) => String(i).padStart(4, '0');

/** Every file of the folder and its content. */
function contents(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const f of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, f);
    if (fs.statSync(full).isFile()) files.set(f, fs.readFileSync(full, 'utf8'));
  }
  return files;
}

/** Runs the project's db:generate on a copy of the migrations; `schema`: a schema module's source. */
function generateOnCopy(schema: string | null, args: string[] = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ability-drizzle-'));
  const out = path.join(dir, 'drizzle');
  fs.cpSync(landed, out, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DRIZZLE_OUT: path.relative(repoRoot, out) };
  if (schema !== null) {
    env.DRIZZLE_SCHEMA = path.join(dir, 'schema.ts');
    fs.writeFileSync(env.DRIZZLE_SCHEMA, schema);
  }
  const script = readJson<{ scripts: Record<string, string> }>(path.join(repoRoot, 'package.json')).scripts[
    'db:generate'
  ];
  const [command, ...scriptArgs] = (script ?? '').split(' ');
  expect(command).toBe('node');
  const run = spawnSync(process.execPath, [...scriptArgs, ...args], { cwd: repoRoot, encoding: 'utf8', env });
  return { dir, out, run, log: `${run.stdout}${run.stderr}` };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('drizzle migrations', () => {
  it('the landed folder is numbered one after the other: journal, files, snapshots', () => {
    const entries = journalOf(landed);
    const files = fs.readdirSync(landed).filter((f) => f.endsWith('.sql'));
    entries.forEach((e, i) => {
      expect(e.idx, e.tag).toBe(i);
      // drizzle-kit names the next migration after the last idx: a tag ahead of its idx (a gap) makes it
      // reuse a number and overwrite that number's snapshot.
      expect(e.tag, `entry ${i}`).toMatch(new RegExp(`^${number(i)}_`));
      expect(files, e.tag).toContain(`${e.tag}.sql`);
      // drizzle's migrator applies only the migrations whose `when` is after the last applied one's: a new
      // migration written with an earlier `when` would never run on a database that has the ones before it.
      if (i > 0) expect(e.when, e.tag).toBeGreaterThan(entries[i - 1]!.when);
    });
    expect(files).toHaveLength(entries.length);
    // Each snapshot belongs to a migration and follows the one before it.
    const snapshots = snapshotsOf(landed);
    let prev: Snapshot | undefined;
    for (const s of snapshots) {
      expect(Number.parseInt(s, 10), s).toBeLessThan(entries.length);
      const snap = readJson<Snapshot>(path.join(landed, 'meta', s));
      if (prev) expect(snap.prevId, s).toBe(prev.id);
      prev = snap;
    }
  });

  it('db:generate on the landed schema writes nothing', () => {
    const { dir, out, run, log } = generateOnCopy(null);
    try {
      expect(run.status, log).toBe(0);
      expect(log).toContain('No schema changes');
      expect(contents(out)).toEqual(contents(landed));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('db:generate for a change writes the next number, its snapshot after the last and a later journal entry', () => {
    const schemaIndex = path.join(repoRoot, 'apps/api/src/db/schema/index.ts');
    const pgCore = path.join(repoRoot, 'node_modules/drizzle-orm/pg-core/index.js');
    const { dir, out, run, log } = generateOnCopy(
      [
        `export * from ${JSON.stringify(schemaIndex)};`,
        `import { integer, pgTable, text } from ${JSON.stringify(pgCore)};`,
        `export const throwawayCheck = pgTable('throwaway_check', { id: integer().primaryKey(), note: text() });`,
      ].join('\n'),
      ['--name', 'throwaway_check'],
    );
    try {
      expect(run.status, log).toBe(0);
      const before = journalOf(landed);
      const next = number(before.length);
      const tag = `${next}_throwaway_check`;
      const lastSnapshot = snapshotsOf(landed).at(-1)!;

      // Two files more, nothing else changed but the journal.
      const was = contents(landed);
      const now = contents(out);
      const added = [...now.keys()].filter((f) => !was.has(f)).sort();
      expect(added).toEqual([`${tag}.sql`, path.join('meta', `${next}_snapshot.json`)].sort());
      for (const [f, text] of was) if (f !== path.join('meta', '_journal.json')) expect(now.get(f), f).toBe(text);

      // The migration holds the change alone: the last snapshot was the landed schema.
      const statements = now.get(`${tag}.sql`)!.split('--> statement-breakpoint');
      expect(statements).toHaveLength(1);
      expect(statements[0]).toContain('CREATE TABLE "throwaway_check"');

      const snap = readJson<Snapshot>(path.join(out, 'meta', `${next}_snapshot.json`));
      expect(snap.prevId).toBe(readJson<Snapshot>(path.join(landed, 'meta', lastSnapshot)).id);

      const after = journalOf(out);
      expect(after.slice(0, -1)).toEqual(before);
      const entry = after.at(-1)!;
      expect(entry.idx).toBe(before.length);
      expect(entry.tag).toBe(tag);
      expect(entry.when).toBeGreaterThan(before.at(-1)!.when);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('db:generate refuses a folder whose numbers are not one after the other', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ability-drizzle-'));
    const out = path.join(dir, 'drizzle');
    try {
      fs.cpSync(landed, out, { recursive: true });
      // A merge that kept two branches' migrations under one number.
      const journalFile = path.join(out, 'meta/_journal.json');
      const journal = readJson<{ entries: Entry[] }>(journalFile);
      const last = journal.entries.at(-1)!;
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: `${last.tag.slice(0, 4)}_other` });
      fs.writeFileSync(journalFile, JSON.stringify(journal));
      fs.writeFileSync(path.join(out, `${last.tag.slice(0, 4)}_other.sql`), 'SELECT 1;');
      const run = spawnSync(process.execPath, ['scripts/db-generate.mjs'], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, DRIZZLE_OUT: path.relative(repoRoot, out) },
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`its file must be ${number(last.idx + 1)}_`);
      expect(fs.readdirSync(out).filter((f) => f.endsWith('.sql'))).toHaveLength(journal.entries.length);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
