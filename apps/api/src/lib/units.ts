import { VALIDATION } from '@ability/domain';
import { type AnyColumn, type SQL, eq, getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { addresses, cities, resales, states } from '../db/schema/index';
import type { SessionUser } from './context';
import { fieldError } from './errors';
import { assertWritableUnits } from './scope';

/**
 * Records that belong to one or more units (`resale_ids`) keep them in a join table
 * (owner column + resale_id). These helpers read, filter and replace them the same way everywhere.
 */
export interface UnitsJoin {
  table: PgTable;
  owner: AnyPgColumn;
  resale: AnyPgColumn;
}

/**
 * A column with its table's name. Drizzle writes a single-table query's columns bare ("id"), and inside
 * a subquery a bare name binds to the subquery's own tables first (resales.id), not the outer row.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** The record's units as JSON [{id, name}], inside the query that reads the record. */
export function unitsJson(join: UnitsJoin, ownerId: AnyColumn): SQL<{ id: number; name: string }[]> {
  return sql<{ id: number; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
      from ${join.table} j join ${resales} r on r.id = j.${sql.identifier(join.resale.name)}
     where j.${sql.identifier(join.owner.name)} = ${qualified(ownerId)}), '[]'::json)`;
}

/** Rows of the list that belong to at least one of `units`; undefined = no restriction. */
export function inAnyUnit(join: UnitsJoin, ownerId: AnyColumn, units: number[] | null): SQL | undefined {
  if (units === null) return undefined;
  if (units.length === 0) return sql`false`;
  return sql`exists (select 1 from ${join.table} j where j.${sql.identifier(join.owner.name)} = ${qualified(ownerId)} and j.${sql.identifier(join.resale.name)} in ${units})`;
}

/** Checks that every id is a unit; 422 on `field` otherwise. */
export async function assertUnitsExist(tx: Executor, ids: number[], field = 'resales'): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.select({ id: resales.id }).from(resales).where(inArray(resales.id, ids));
  if (found.length !== new Set(ids).size) throw fieldError(field, VALIDATION.notFound);
}

/** The table's property of a column (`owner_id`), which may differ from its SQL name (`payment_method_id`). */
function propertyOf(table: PgTable, column: AnyPgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!found) throw new Error(`column ${column.name} is not in the join table`);
  return found[0];
}

/** Replaces the record's units by `ids`. */
export async function replaceUnits(tx: Executor, join: UnitsJoin, ownerId: number, ids: number[]): Promise<void> {
  await tx.delete(join.table).where(eq(join.owner, ownerId));
  const unique = [...new Set(ids)];
  if (unique.length) {
    const owner = propertyOf(join.table, join.owner);
    const resale = propertyOf(join.table, join.resale);
    await tx.insert(join.table).values(unique.map((id) => ({ [owner]: ownerId, [resale]: id })) as never);
  }
}

export async function unitIdsOf(tx: Executor, join: UnitsJoin, ownerId: number): Promise<number[]> {
  const rows = await tx.select({ id: join.resale }).from(join.table).where(eq(join.owner, ownerId));
  return rows.map((r) => Number(r.id));
}

/** The join of a table made by `unitsOf` in db/schema/registers.ts. */
export function unitsJoin(table: PgTable & { owner_id: AnyPgColumn; resale_id: AnyPgColumn }): UnitsJoin {
  return { table, owner: table.owner_id, resale: table.resale_id };
}

/** A record read with `unitsJson` as `resales`, also answered as `resale_ids` (what forms send back). */
export function withUnitIds<T extends { resales: { id: number }[] }>(row: T): T & { resale_ids: number[] } {
  return { ...row, resale_ids: row.resales.map((r) => r.id) };
}

/**
 * The `resale_ids` of a write: at least one, every one an existing unit the user holds; 422 on
 * `resales` otherwise. undefined (a PATCH that leaves them) passes.
 */
export async function checkUnitIds(tx: Executor, user: SessionUser, ids: number[] | undefined): Promise<void> {
  if (ids === undefined) return;
  if (ids.length === 0) throw fieldError('resales', VALIDATION.required);
  assertWritableUnits(user, ids);
  await assertUnitsExist(tx, ids);
}

/** A unit's state (UF, from its address' city): null when it has no address; undefined when no such unit. */
export async function unitUf(db: Executor, resaleId: number): Promise<string | null | undefined> {
  const [unit] = await db
    .select({ uf: states.acronym })
    .from(resales)
    .leftJoin(addresses, eq(addresses.id, resales.address_id))
    .leftJoin(cities, eq(cities.id, addresses.city_id))
    .leftJoin(states, eq(states.id, cities.state_id))
    .where(eq(resales.id, resaleId));
  return unit ? unit.uf : undefined;
}
