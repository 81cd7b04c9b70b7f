import { VALIDATION } from '@ability/domain';
import { type AnyColumn, type SQL, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { resales } from '../db/schema/index';
import { fieldError } from './errors';

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
 * The owner's id qualified with its table: Drizzle leaves columns of a one-table select unqualified,
 * and a bare "id" inside the subqueries below would mean resales.id.
 */
function qualified(column: AnyColumn): SQL {
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

/** Replaces the record's units by `ids`. */
export async function replaceUnits(tx: Executor, join: UnitsJoin, ownerId: number, ids: number[]): Promise<void> {
  await tx.delete(join.table).where(eq(join.owner, ownerId));
  const unique = [...new Set(ids)];
  if (unique.length) {
    await tx
      .insert(join.table)
      .values(unique.map((id) => ({ [join.owner.name]: ownerId, [join.resale.name]: id })) as never);
  }
}

export async function unitIdsOf(tx: Executor, join: UnitsJoin, ownerId: number): Promise<number[]> {
  const rows = await tx.select({ id: join.resale }).from(join.table).where(eq(join.owner, ownerId));
  return rows.map((r) => Number(r.id));
}
