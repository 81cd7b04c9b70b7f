import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';

/**
 * The drizzle snapshots match the schema, so `npm run db:generate` on an unchanged
 * schema writes nothing and the next real change gets a migration of that change alone. Run once (PGlite
 * project): it reads files, not a database.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('drizzle migrations', () => {
  it('db:generate on the landed schema writes no migration', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ability-drizzle-'));
    try {
      fs.cpSync(path.join(repoRoot, 'apps/api/drizzle'), out, { recursive: true });
      const config = path.join(out, 'drizzle.config.mjs');
      fs.writeFileSync(
        config,
        `export default ${JSON.stringify({
          dialect: 'postgresql',
          schema: path.join(repoRoot, 'apps/api/src/db/schema/index.ts'),
          out: path.relative(repoRoot, out),
          casing: 'snake_case',
        })};\n`,
      );
      const before = fs.readdirSync(out).sort();
      const run = spawnSync(
        process.execPath,
        [path.join(repoRoot, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', config],
        {
          cwd: repoRoot,
          encoding: 'utf8',
        },
      );
      expect(run.status, run.stderr + run.stdout).toBe(0);
      expect(run.stdout + run.stderr).toContain('No schema changes');
      expect(fs.readdirSync(out).sort()).toEqual(before);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  it('the journal is in order: each migration after the one before (the migrator skips an older one)', () => {
    const journal = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/api/drizzle/meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const files = fs.readdirSync(path.join(repoRoot, 'apps/api/drizzle')).filter((f) => f.endsWith('.sql'));
    journal.entries.forEach((e, i) => {
      expect(e.idx, e.tag).toBe(i);
      expect(files, e.tag).toContain(`${e.tag}.sql`);
      // drizzle's migrator applies only the migrations whose `when` is after the last applied one's: a new
      // migration written with an earlier `when` (drizzle-kit writes the current time) would never run on a
      // database that has the ones before it.
      if (i > 0) expect(e.when, e.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
    expect(files).toHaveLength(journal.entries.length);
  });
});
