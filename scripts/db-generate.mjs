#!/usr/bin/env node
/**
 * `npm run db:generate [-- --name <what> | --custom]`: drizzle-kit generate, guarded on both sides.
 *
 * drizzle-kit numbers a new migration after the journal's last `idx` and stamps it with the current time;
 * drizzle's migrator then applies, on a database, only the migrations whose `when` is after the last one
 * applied there. So before generating, the journal must be contiguous (entry i is tag `000i_…`, every
 * snapshot and SQL file belongs to an entry, `when` increasing), or the new file would take a number
 * already in use and overwrite its snapshot; after generating, a new entry stamped earlier than the one
 * before it (the journal's stamps may run ahead of the clock) is moved just after it, or it would never
 * run on an existing database.
 *
 * DRIZZLE_OUT and DRIZZLE_SCHEMA (read by apps/api/drizzle.config.ts) point it at another folder and
 * schema: the migrations test runs it on a copy.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(root, process.env.DRIZZLE_OUT ?? 'apps/api/drizzle');
const journalFile = path.join(out, 'meta/_journal.json');

const readJournal = () => JSON.parse(fs.readFileSync(journalFile, 'utf8'));
const number = (idx) => String(idx).padStart(4, '0');

/** What is wrong with the migrations folder, as sentences (none: it is contiguous). */
export function journalProblems(journal, files, snapshots) {
  const problems = [];
  const tags = new Set();
  journal.entries.forEach((e, i) => {
    if (e.idx !== i) problems.push(`entry ${i} (${e.tag}) has idx ${e.idx}`);
    if (!e.tag.startsWith(`${number(i)}_`)) problems.push(`entry ${i} is ${e.tag}: its file must be ${number(i)}_…`);
    if (i > 0 && !(e.when > journal.entries[i - 1].when))
      problems.push(`${e.tag}: its when ${e.when} is not after ${journal.entries[i - 1].tag}'s`);
    tags.add(e.tag);
  });
  for (const f of files) if (!tags.has(f.replace(/\.sql$/, ''))) problems.push(`${f} is not in the journal`);
  for (const t of tags) if (!files.includes(`${t}.sql`)) problems.push(`${t}.sql is missing`);
  for (const s of snapshots) {
    const n = Number.parseInt(s, 10);
    if (!(n < journal.entries.length)) problems.push(`meta/${s} belongs to no journal entry`);
  }
  return problems;
}

function folderProblems() {
  const files = fs.readdirSync(out).filter((f) => f.endsWith('.sql'));
  const snapshots = fs.readdirSync(path.join(out, 'meta')).filter((f) => f.endsWith('_snapshot.json'));
  return journalProblems(readJournal(), files, snapshots);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const before = folderProblems();
  if (before.length > 0) {
    console.error(`The migrations in ${path.relative(root, out)} are not numbered one after the other:`);
    for (const p of before) console.error(`  - ${p}`);
    console.error('Fix the journal first (after a merge: renumber the branch’s migration after the last one).');
    process.exit(1);
  }
  const known = readJournal().entries.length;
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/drizzle-kit/bin.cjs'),
      'generate',
      '--config',
      'apps/api/drizzle.config.ts',
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DRIZZLE_OUT: path.relative(root, out) } },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
  const journal = readJournal();
  let moved = false;
  for (let i = Math.max(known, 1); i < journal.entries.length; i++) {
    const e = journal.entries[i];
    const last = journal.entries[i - 1].when;
    if (e.when <= last) {
      e.when = last + 1;
      moved = true;
    }
  }
  if (moved) fs.writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
  const after = folderProblems();
  if (after.length > 0) {
    for (const p of after) console.error(`  - ${p}`);
    process.exit(1);
  }
}
