/**
 * Every derived figure or structure the database stores for speed, declared once (docs/data.md): a summary table, a copied column, a figure of a row kept from other rows. Each declaration says
 * what it holds, its sources, what keeps it (triggers and their migration, or a TypeScript function), a
 * `check` query answering the rows that differ from a recompute from the sources, and its `rebuild`.
 * Where the rule lives in TypeScript (customer debt and statistics, the sales' arrays, entry totals) the
 * check and the rebuild call that code; where it lives in SQL (sale_list_rows, product_list_json_head) they
 * call that function. A figure added anywhere else is a bug: declare it here, and give figures.test.ts
 * a way to corrupt it.
 *
 * Not here, because nothing can drift:
 * - generated columns (`name_search`, `email_search`, `description_search`, … `GENERATED ALWAYS … STORED`),
 *   which PostgreSQL computes in the statement that writes the row;
 * - the kept in-memory replies of lib/kept.ts (stock screen, entries and sales list pages): per process,
 *   dropped on NOTIFY and after 5 s, never stored;
 * - remembered counts (lib/list.ts rememberedCount, 5 s per process) and the session cache.
 *
 * `npm run check:figures` runs checkFigures on a live database (read-models/cli.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client';
import { customerModels } from './customers';
import { emptiesModels } from './empties';
import { financeModels } from './finance';
import { gasDoPovoModels } from './gas-do-povo';
import { salesModels } from './sales';
import { stockModels } from './stock';
import type { FigureDifference, FigureRow, ReadModel } from './types';

export type { FigureDifference, FigureRow, ReadModel } from './types';

/**
 * In rebuild order: a figure comes after the ones it is computed from (a sale's totals and arrays before the
 * summary rows, receipts before the receivables' totals and the debt).
 */
export const READ_MODELS: ReadModel[] = [
  ...stockModels,
  ...salesModels,
  ...gasDoPovoModels,
  ...financeModels,
  ...customerModels,
  ...emptiesModels,
];

function pick(names: string[] | undefined): ReadModel[] {
  if (!names) return READ_MODELS;
  const unknown = names.filter((n) => !READ_MODELS.some((m) => m.name === n));
  if (unknown.length) throw new Error(`Unknown read model(s): ${unknown.join(', ')}`);
  return READ_MODELS.filter((m) => names.includes(m.name));
}

/**
 * The rows of a check query, at most `limit`, and how many there are. The check runs as a materialized CTE:
 * planned to be read whole (a LIMIT or EXISTS over it made the planner pick a plan for the first row that
 * compared every sale with every other one).
 */
async function differences(db: Executor, check: SQL, limit: number): Promise<{ count: number; rows: FigureRow[] }> {
  const rows = await queryRows<FigureRow & { total: number }>(
    db,
    sql`with d as materialized (${check})
        select key::text as key, stored::text as stored, expected::text as expected, count(*) over () as total
          from d order by 1 limit ${limit}`,
  );
  return { count: Number(rows[0]?.total ?? 0), rows: rows.map(({ total: _, ...r }) => r) };
}

/**
 * Every stored figure that differs from its recompute, per structure (none when all are exact); at most
 * `limit` rows of each, with the count of all of them.
 */
export async function checkFigures(
  db: Executor,
  opts: { only?: string[]; limit?: number } = {},
): Promise<FigureDifference[]> {
  const limit = opts.limit ?? 100;
  const out: FigureDifference[] = [];
  for (const m of pick(opts.only)) {
    const found =
      typeof m.check === 'function'
        ? await m.check(db).then((rows) => ({ count: rows.length, rows: rows.slice(0, limit) }))
        : await differences(db, m.check, limit);
    if (found.count > 0) out.push({ name: m.name, ...found });
  }
  return out;
}

/** Whether any stored figure of `m` differs from its recompute. */
async function differs(db: Executor, m: ReadModel): Promise<boolean> {
  if (typeof m.check === 'function') return (await m.check(db)).length > 0;
  const [row] = await queryRows<{ any: boolean }>(
    db,
    sql`with d as materialized (${m.check}) select exists (select 1 from d) as any`,
  );
  return !!row?.any;
}

/**
 * Recomputes the stored figures (all, or `only` those) that differ from their sources, in READ_MODELS'
 * order (each one checked after the ones before it were rebuilt), in one transaction (a savepoint in the
 * caller's); answers the names of those it rebuilt. Deferred triggers are made immediate first, so the sums
 * a sale's rows add at commit are applied before the sums are checked, not after they were rebuilt. The demo
 * seeding ends with it. On a live server, stop the writers first: a figure a write changes meanwhile may
 * be rebuilt from rows that write had not committed yet.
 */
export async function rebuildFigures(db: Executor, opts: { only?: string[] } = {}): Promise<string[]> {
  const models = pick(opts.only);
  const rebuilt: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`set constraints all immediate`);
    for (const m of models) {
      if (!(await differs(tx, m))) continue;
      if (typeof m.rebuild === 'function') await m.rebuild(tx);
      else for (const statement of m.rebuild) await tx.execute(statement);
      rebuilt.push(m.name);
    }
  });
  return rebuilt;
}
