import { type AnyColumn, type SQL, count, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { type PageRequest, type PageResult, executePrepared, limits, rememberedCount, wholeListPage } from './list';
import { likePattern } from './search';
import { qualified } from './units';

/**
 * The stored `f_unaccent(lower(col))` column contains the text, ignoring case and accents: the same test as
 * `containsText(col, text)`, without lowering and unaccenting every row the search reads.
 */
export function searchColumnContains(searchColumn: AnyColumn, text: string): SQL {
  return sql`${searchColumn} like f_unaccent(lower(${likePattern(text)}))`;
}

/**
 * The stored `lower(col)` column contains the text ignoring case: `col ilike '%text%'`, which PostgreSQL
 * runs as `lower(col) like lower('%text%')` in a UTF-8 database, without lowering every row it reads.
 */
export function loweredColumnContains(loweredColumn: AnyColumn, text: string): SQL {
  return sql`${loweredColumn} like lower(${likePattern(text)})`;
}

export interface FilteredList {
  table: PgTable;
  /** The table's primary key. */
  id: AnyPgColumn;
  /** The list's order: columns of the table, the last one unique (the id). */
  order: AnyPgColumn[];
  where: SQL;
}

type Row = Record<string, unknown>;

/** The key countRows gives the same count (both ways of asking share one remembered count). */
function countKey(query: { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql: text, params } = query.toSQL();
  return `${text}\u0000${JSON.stringify(params, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`;
}

/**
 * A page of a filtered (searched) list and the size of the filtered result, with the semantics of
 * `pageWithCount(…, countRows(…))` (a count of 1,000 rows or more may be remembered, smaller ones are exact
 * on every request), in fewer and cheaper statements:
 *
 * - when the count must be read, ONE statement collects the matching rows through their own indexes (the
 *   trigram indexes of a search, the unit join table), counts them and sorts only them for the page — instead
 *   of walking the whole list order hoping to meet the page's rows early, plus a second statement counting
 *   the same matches again;
 * - when a large count is remembered, the page alone: the ids of the page from the list's order (its covering
 *   index holds the searched columns, so a walk reads no table row), then those rows.
 */
export async function filteredPage<T>(
  db: Db,
  p: PageRequest,
  list: FilteredList,
  columns: SelectedFields,
): Promise<PageResult<T>> {
  const { limit, offset } = limits(p);
  const { table, id, order, where } = list;
  const countQuery = db.select({ n: count() }).from(table).where(where);

  const countedPage = async (): Promise<Row[]> => {
    const fields: Record<string, SQL.Aliased> = { m_id: sql`${id}`.as('m_id') };
    order.forEach((column, i) => {
      fields[`m_o${i}`] = sql`${column}`.as(`m_o${i}`);
    });
    const matches = db.$with('m').as(db.select(fields).from(table).where(where));
    const byOrder = sql.join(
      order.map((_, i) => sql.identifier(`m_o${i}`)),
      sql`, `,
    );
    return (await executePrepared(
      db
        .with(matches)
        .select({ ...columns, m_total: sql<number>`(select count(*) from "m")`.mapWith(Number) })
        .from(table)
        .where(sql`${qualified(id)} in (select "m_id" from "m" order by ${byOrder} limit ${limit} offset ${offset})`)
        .orderBy(...order),
    )) as Row[];
  };

  const pageOnly = async (): Promise<Row[]> =>
    (await executePrepared(
      db
        .select(columns)
        .from(table)
        .where(
          sql`${qualified(id)} = any(array(select ${id} from ${table} where ${where} order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}))`,
        )
        .orderBy(...order),
    )) as Row[];

  // rememberedCount calls back when the count must be read (not when a large one is remembered or being read).
  let counted: Promise<Row[]> | undefined;
  const total = rememberedCount(db, countKey(countQuery), () => {
    counted = countedPage();
    return counted.then(async (rows) => {
      if (rows.length) return Number(rows[0]!.m_total);
      // A page past the end still answers the size of the result.
      return offset === 0 ? 0 : ((await countQuery)[0]?.n ?? 0);
    });
  });
  const [rows, n] = await Promise.all([counted ?? pageOnly(), total]);
  return {
    rows: (counted ? rows.map(({ m_total: _, ...row }) => row) : rows) as T[],
    total: n,
    perPage: p.perPage === 'all' ? rows.length : p.perPage,
  };
}

/**
 * A register's page: with a filter (`where`), its matches (`filteredPage`); without, the whole list in its
 * order (`wholeListPage`, its statements prepared once per connection as `<name>_page` and `<name>_count`).
 */
export function registerPage<T>(
  db: Db,
  p: PageRequest,
  name: string,
  list: Omit<FilteredList, 'where'> & { where: SQL | undefined },
  columns: SelectedFields,
): Promise<PageResult<T>> {
  const { table, order, where } = list;
  if (where) return filteredPage<T>(db, p, { ...list, where }, columns);
  return wholeListPage<T>(db, p, name, table, () =>
    db
      .select(columns)
      .from(table)
      .orderBy(...order),
  );
}
