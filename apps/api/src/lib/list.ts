import { type Placeholder, count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { jsonBody } from './json-body';
import { safeCell } from './sheets';
import { statementName } from '../db/client';

export const PER_PAGE = 25;
/** The most rows an export or `per_page=all` returns. */
export const MAX_ALL_ROWS = 100_000;

export interface PageRequest {
  page: number;
  /** 'all' returns every row (up to MAX_ALL_ROWS). */
  perPage: number | 'all';
}

export interface PageResult<T> {
  rows: T[];
  total: number;
  perPage: number;
}

/**
 * A page and the size of the whole filtered result, asked at the same time: the page reads only its
 * rows through the sort index, the count scans the filter alone (a window count would make the page
 * compute every row).
 */
export async function pageWithCount<T>(
  p: PageRequest,
  rows: Promise<T[]>,
  count: Promise<number>,
): Promise<PageResult<T>> {
  const [list, total] = await Promise.all([rows, count]);
  return { rows: list, total, perPage: p.perPage === 'all' ? list.length : p.perPage };
}

/** Counts from this size up may be remembered for COUNT_TTL_MS (see rememberedCount). */
export const REMEMBERED_COUNT_FROM = 1_000;
const COUNT_TTL_MS = 5_000;
const MAX_REMEMBERED_COUNTS = 1_000;

interface CountEntry {
  value?: number;
  at: number;
  pending?: Promise<number>;
}

const countsByDb = new WeakMap<object, Map<string, CountEntry>>();

/**
 * The size of a filtered result, counted again unless it is large and was counted under COUNT_TTL_MS
 * ago. Counting 40,000 rows for every page flip, refetch and live-event refresh of the same list is
 * most of its cost; a title reading "(41.237)" for a few seconds after the 41.238th row arrives is not
 * noticed, while a small count (the ones people check after adding a row) is always exact. Identical
 * large counts asked at the same time share one query.
 */
export async function rememberedCount(db: object, key: string, run: () => Promise<number>): Promise<number> {
  let byKey = countsByDb.get(db);
  if (!byKey) {
    byKey = new Map();
    countsByDb.set(db, byKey);
  }
  const now = Date.now();
  const known = byKey.get(key);
  const large = known?.value !== undefined && known.value >= REMEMBERED_COUNT_FROM;
  if (known && large) {
    if (known.pending) return known.pending;
    if (now - known.at < COUNT_TTL_MS) return known.value!;
  }
  const entry: CountEntry = { value: known?.value, at: now };
  const pending = run().then(
    (n) => {
      entry.value = n;
      entry.pending = undefined;
      return n;
    },
    (e) => {
      byKey.delete(key);
      throw e;
    },
  );
  entry.pending = pending;
  byKey.delete(key);
  byKey.set(key, entry);
  if (byKey.size > MAX_REMEMBERED_COUNTS) byKey.delete(byKey.keys().next().value!);
  return pending;
}

type CountQuery = PromiseLike<{ n: number }[]> & { toSQL(): { sql: string; params: unknown[] } };

/** `select count(*) as n …` of a list's filter, through rememberedCount (keyed by its SQL and values). */
export function countRows(db: object, query: CountQuery): Promise<number> {
  const { sql, params } = query.toSQL();
  return rememberedCount(
    db,
    `${sql}\u0000${JSON.stringify(params, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`,
    async () => (await query)[0]?.n ?? 0,
  );
}

const preparedByDb = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement prepared once per database under `name` (no query building, no re-planning on the
 * server): for the unfiltered page and count of a list, the most asked ones.
 */
export function prepared<T>(db: object, name: string, build: (name: string) => T): T {
  let byName = preparedByDb.get(db);
  if (!byName) {
    byName = new Map();
    preparedByDb.set(db, byName);
  }
  let stmt = byName.get(name) as T | undefined;
  if (!stmt) {
    stmt = build(name);
    byName.set(name, stmt);
  }
  return stmt;
}

/**
 * Runs a query built per request (a search) as a prepared statement named after its SQL text: each
 * connection plans each shape of the query (one per combination of filters in play) a few times, then
 * PostgreSQL keeps its generic plan. A search's statements cost more to plan than to run.
 */
export function executePrepared<T>(query: {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}) {
  return query.prepare(statementName(query.toSQL().sql)).execute();
}

/** Pages from the first up to this one run as prepared statements (preparedPage). */
export const PREPARED_PAGES = 10;

/** A page bound written into a statement's text (an integer), so that its generic plan knows it. */
export const written = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

interface Pageable<T> {
  limit(limit: number): {
    offset(
      offset: number,
    ): PromiseLike<T> & { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<T> } };
  };
}

/**
 * A page of a filtered list (`ordered`: its select up to its order), prepared per shape of the filter
 * (`executePrepared`), with the page's limit and offset written into the text: a parameter of either makes
 * the generic plan look costlier than planning each time. A list page's statement (joins, per-row subqueries
 * for the names it shows) costs PostgreSQL more to plan than to run its 25 rows through the order's index.
 * Each page written in is one more prepared statement on each connection: the first pages only (the ones
 * people open); a page further on is planned for its request.
 */
export function preparedPage<T>(ordered: Pageable<T>, limit: number, offset: number): Promise<T> {
  if (offset >= PREPARED_PAGES * PER_PAGE) return Promise.resolve(ordered.limit(limit).offset(offset));
  return executePrepared(ordered.limit(written(limit)).offset(written(offset)));
}

/** A list's query up to its order (`select … from … order by …`), ready for a page. */
interface Ordered {
  limit(limit: Placeholder): { offset(offset: Placeholder): { prepare(name: string): Prepared } };
}
interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}
interface Countable {
  select(fields: { n: ReturnType<typeof count> }): { from(table: PgTable): { prepare(name: string): Prepared } };
}

/**
 * A page of the whole list (no filter) and the list's size: both statements prepared once per
 * database (`<name>_page`, `<name>_count`), the count remembered as any large count. The most asked
 * list of each screen is then neither built nor planned again.
 */
export async function wholeListPage<T>(
  db: Countable & object,
  p: PageRequest,
  name: string,
  table: PgTable,
  ordered: () => Ordered,
): Promise<PageResult<T>> {
  const { limit, offset } = limits(p);
  const page = prepared(db, `${name}_page`, (n) =>
    ordered().limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(n),
  ).execute({ limit, offset }) as Promise<T[]>;
  const total = rememberedCount(db, `${name}_count`, async () => {
    const rows = (await prepared(db, `${name}_count`, (n) =>
      db.select({ n: count() }).from(table).prepare(n),
    ).execute()) as {
      n: number;
    }[];
    return rows[0]?.n ?? 0;
  });
  return pageWithCount(p, page, total);
}

/** Records read by id, in the order of `ids` (a page's order), ids without a record left out. */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

export function limits(p: PageRequest): { limit: number; offset: number } {
  if (p.perPage === 'all') return { limit: MAX_ALL_ROWS, offset: 0 };
  return { limit: p.perPage, offset: (p.page - 1) * p.perPage };
}

export function pageRequest(query: { page?: number; per_page?: string | number }, exporting = false): PageRequest {
  if (exporting || query.per_page === 'all') return { page: 1, perPage: 'all' };
  return { page: query.page ?? 1, perPage: PER_PAGE };
}

/** A list the seeds describe as an array: JSON array with headers Total and Per-Page. */
export function sendArray<T>(reply: FastifyReply, result: PageResult<T>, extraHeaders: Record<string, unknown> = {}) {
  return reply.headers(arrayHeaders(result, extraHeaders)).send(result.rows);
}

/** The Total and Per-Page headers of a bare-array list, and `extraHeaders` as JSON. */
function arrayHeaders<T>(result: PageResult<T>, extraHeaders: Record<string, unknown>) {
  const headers: Record<string, string> = { Total: String(result.total), 'Per-Page': String(result.perPage) };
  for (const [k, v] of Object.entries(extraHeaders)) headers[k] = JSON.stringify(v);
  return headers;
}

/** sendArray's body bytes and headers, to keep (lib/kept.ts). */
export function arrayReply<T>(result: PageResult<T>, extraHeaders: Record<string, unknown> = {}) {
  return { body: Buffer.from(JSON.stringify(result.rows), 'utf8'), headers: arrayHeaders(result, extraHeaders) };
}

/** A data/meta list's body bytes and its Total and Per-Page headers (meta may hold RawJsonBytes). */
export function dataMetaReply<T>(result: PageResult<T>, meta: Record<string, unknown> = {}) {
  const body = { data: result.rows, meta: { total: result.total, per_page: result.perPage, ...meta } };
  return { body: jsonBody(body), headers: { Total: String(result.total), 'Per-Page': String(result.perPage) } };
}

/** A list the seeds describe as data/meta (meta may hold options serialized once: rawJsonBytesOf). */
export function sendDataMeta<T>(reply: FastifyReply, result: PageResult<T>, meta: Record<string, unknown> = {}) {
  const { body, headers } = dataMetaReply(result, meta);
  return reply.headers(headers).type('application/json; charset=utf-8').send(body);
}

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
  /** Excel column width in characters. */
  width?: number;
}

/** A list's export: the file's name (without extension) and its columns. */
export interface ExportSheet<T> {
  file: string;
  columns: ExportColumn<T>[];
}

/** The whole filtered result as CSV (semicolon-separated, UTF-8 with BOM, as Excel in pt-BR reads it) or XLSX. */
export async function sendExport<T>(
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  filename: string,
  columns: ExportColumn<T>[],
  rows: T[],
) {
  const matrix = rows.map((r) => columns.map((c) => c.value(r) ?? ''));
  if (format === 'csv') {
    // Text that would run as a formula in a spreadsheet is neutralised (safeCell); numbers stay numbers.
    const data = matrix.map((r) => r.map(safeCell));
    const csv = Papa.unparse({ fields: columns.map((c) => c.header), data }, { delimiter: ';' });
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${filename}.csv"`)
      .send(`\uFEFF${csv}`);
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(filename.slice(0, 31));
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? Math.max(12, c.header.length + 2) }));
  ws.getRow(1).font = { bold: true };
  // Strings as shared strings: never a formula, shown as they are (safeCell).
  for (const r of matrix) ws.addRow(r);
  const buffer = await wb.xlsx.writeBuffer();
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${filename}.xlsx"`)
    .send(Buffer.from(buffer as ArrayBuffer));
}
