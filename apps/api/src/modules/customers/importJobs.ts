import { performance } from 'node:perf_hooks';
import { CUSTOMER_TEXTS as T, VALIDATION } from '@ability/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows } from '../../db/client';
import { customerImportFailures } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { fieldError, notFound } from '../../lib/errors';
import { canSeeUnit } from '../../lib/scope';
import { storableText } from '../../lib/zod';
import { type CheckedRow, type ImportFailure, checkRow, chooseResale, loadCityFinder, writeBatch } from './import';
import { type FileRow, MAX_IMPORT_ROWS, readRows } from './importFile';

export type ImportState = 'running' | 'finished' | 'failed' | 'interrupted';

/** An import as GET /customers/import/{id} answers it. */
export interface ImportJob {
  id: number;
  state: ImportState;
  file_name: string;
  resale_id: number;
  /** Rows of the file (the header apart). */
  total: number;
  /** Rows handled so far (written or refused). */
  done: number;
  created: number;
  updated: number;
  refused: number;
  /** Why a failed or interrupted import stopped (pt-BR). */
  error: string | null;
  created_at: string;
  finished_at: string | null;
  /** The refused rows, by line: the first FAILED_SHOWN of them (`refused` counts them all). */
  failed: ImportFailure[];
}

/** A running import whose heartbeat (every batch) is older than this has lost its process. */
const STALE_SECONDS = 60;
const FAILED_SHOWN = 1000;
/**
 * Each batch is one short transaction: its size follows the time batches take, aiming at TARGET_BATCH_MS
 * (the embedded database runs one statement at a time, so others wait at most about that long).
 */
const TARGET_BATCH_MS = 250;
const FIRST_BATCH = 200;
const MIN_BATCH = 50;
const MAX_BATCH = 500;

/**
 * Customer imports run in this server process, in the background: `start` checks the request, records the
 * job and answers at once; the rows are then written in batches, each in its own transaction with the job's
 * progress and its refused rows, so the job's row always tells what is committed. `stop` (the server
 * closing) marks running jobs interrupted after their current batch; a process that dies leaves its job to
 * be reported interrupted once its heartbeat is STALE_SECONDS old. Interrupted jobs do not resume: importing
 * the file again finishes it (a row matching a customer of the unit by phone or CPF/CNPJ updates it).
 */
export function createImportJobs(db: Db, log: (err: unknown) => void) {
  const running = new Set<Promise<void>>();
  let stopping = false;
  return {
    async start(actor: Actor, file: { name: string; data: Buffer } | null, resaleField: string | undefined) {
      if (!file || file.data.length === 0) throw fieldError('file', VALIDATION.required);
      const fileName = storableText(file.name).slice(0, 255);
      const resaleId = await chooseResale(db, actor, resaleField);
      const rows = await readRows(file);
      if (!rows) throw fieldError('file', VALIDATION.invalid);
      if (rows.length > MAX_IMPORT_ROWS) throw fieldError('file', VALIDATION.lessOrEqual(MAX_IMPORT_ROWS));
      await markStale(db, sql`resale_id = ${resaleId}`);
      await queryRows(
        db,
        sql`delete from customer_imports where state <> 'running' and created_at < now() - interval '30 days'`,
      );
      let id: number;
      try {
        const [row] = await queryRows<{ id: number }>(
          db,
          sql`insert into customer_imports (user_id, resale_id, file_name, total)
              values (${actor.user.id}, ${resaleId}, ${fileName}, ${rows.length}) returning id`,
        );
        id = Number(row!.id);
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError('resale', T.importBusy);
        throw err;
      }
      // The job writes as the user who sent the file (audit), not under this request's Idempotency-Key.
      const writer: Actor = { user: actor.user, ip: actor.ip };
      const run = runImport(db, { id, resaleId, fileName }, writer, rows, () => stopping)
        .catch(async (err) => {
          log(err);
          await finish(db, id, 'failed', T.importFailed).catch(log);
        })
        .finally(() => running.delete(run));
      running.add(run);
      return getImport(db, actor, id);
    },
    async stop() {
      stopping = true;
      await Promise.allSettled([...running]);
    },
  };
}

async function runImport(
  db: Db,
  job: { id: number; resaleId: number; fileName: string },
  actor: Actor,
  rows: FileRow[],
  stopping: () => boolean,
): Promise<void> {
  const city = await loadCityFinder(db);
  const phoneLine = new Map<string, number>();
  let size = FIRST_BATCH;
  for (let start = 0; start < rows.length; ) {
    if (stopping()) {
      await finish(db, job.id, 'interrupted', T.importInterrupted);
      return;
    }
    const batch = rows.slice(start, start + size);
    const checked = batch.map((row) => checkRow(row.cells, row.line, job.resaleId, city));
    const began = performance.now();
    if (!(await commitBatch(db, job, checked, phoneLine))) return;
    start += batch.length;
    const ms = Math.max(1, performance.now() - began);
    size = Math.min(MAX_BATCH, Math.max(MIN_BATCH, Math.round((size * TARGET_BATCH_MS) / ms)));
    // Requests that arrived meanwhile go first.
    await new Promise((r) => setImmediate(r));
  }
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ state: string; total: number; created: number; updated: number; refused: number }>(
      tx,
      sql`select state, total, created, updated, refused from customer_imports where id = ${job.id} for update`,
    );
    if (row?.state !== 'running') return;
    await tx.execute(
      sql`update customer_imports set state = 'finished', finished_at = now(), heartbeat_at = now() where id = ${job.id}`,
    );
    await audit(tx, actor, 'import', 'customers', job.resaleId, null, {
      import_id: job.id,
      file: job.fileName,
      total: row.total,
      created: row.created,
      updated: row.updated,
      failed: row.refused,
    });
  });
}

/**
 * One batch in one transaction: its customers, its refused rows and the job's progress commit together.
 * False when the job is no longer running (reported interrupted meanwhile). A phone another request gave a
 * customer between this batch's reading and writing (unique per unit) makes the batch run again.
 */
async function commitBatch(
  db: Db,
  job: { id: number; resaleId: number },
  rows: CheckedRow[],
  phoneLine: Map<string, number>,
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    // This batch's phones apart, kept only once it commits.
    const added = new Map<string, number>();
    const lines = {
      get: (p: string) => added.get(p) ?? phoneLine.get(p),
      set: (p: string, l: number) => added.set(p, l),
    };
    try {
      const written = await db.transaction(async (tx) => {
        const [row] = await queryRows<{ state: string }>(
          tx,
          sql`select state from customer_imports where id = ${job.id} for update`,
        );
        if (row?.state !== 'running') return false;
        const outcome = await writeBatch(tx, job.resaleId, rows, lines);
        if (outcome.failed.length)
          await tx.insert(customerImportFailures).values(outcome.failed.map((f) => ({ import_id: job.id, ...f })));
        await tx.execute(sql`update customer_imports
            set done = done + ${rows.length}, created = created + ${outcome.created},
                updated = updated + ${outcome.updated}, refused = refused + ${outcome.failed.length},
                heartbeat_at = now()
          where id = ${job.id}`);
        return true;
      });
      if (written) for (const [p, l] of added) phoneLine.set(p, l);
      return written;
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

async function finish(db: Executor, id: number, state: ImportState, error: string) {
  await queryRows(
    db,
    sql`update customer_imports set state = ${state}, error = ${error}, finished_at = now()
         where id = ${id} and state = 'running'`,
  );
}

/** Running imports (of `where`) whose process stopped beating: interrupted. A batch in progress is alive. */
async function markStale(db: Executor, where: SQL) {
  await queryRows(
    db,
    sql`update customer_imports set state = 'interrupted', error = ${T.importInterrupted}, finished_at = now()
         where id in (select id from customer_imports
                       where state = 'running' and heartbeat_at < now() - make_interval(secs => ${STALE_SECONDS})
                         and ${where}
                         for update skip locked)`,
  );
}

/** GET /customers/import/{id}: the job, with its first refused rows; 404 outside the user's units. */
export async function getImport(db: Executor, actor: Actor, id: number): Promise<ImportJob> {
  await markStale(db, sql`id = ${id}`);
  const [job] = await queryRows<Omit<ImportJob, 'failed'>>(
    db,
    // to_json: the instants in ISO 8601, as every other reply gives them (the raw text would be PostgreSQL's format).
    sql`select id, state, file_name, resale_id, total, done, created, updated, refused, error,
               to_json(created_at) #>> '{}' as created_at, to_json(finished_at) #>> '{}' as finished_at
          from customer_imports where id = ${id}`,
  );
  if (!job || !canSeeUnit(actor.user, job.resale_id)) throw notFound();
  const failed = await queryRows<ImportFailure>(
    db,
    sql`select line, name, errors, reason from customer_import_failures
         where import_id = ${id} order by line limit ${FAILED_SHOWN}`,
  );
  return { ...job, failed };
}

function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
