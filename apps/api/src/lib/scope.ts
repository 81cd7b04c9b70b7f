import { VALIDATION } from '@ability/domain';
import { type AnyColumn, type SQL, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from './context';
import { fieldError } from './errors';

/** Units a user may see: null means every unit (admins). */
export function allowedUnits(user: SessionUser): number[] | null {
  return user.role === 'admin' ? null : user.resale_ids;
}

export function canSeeUnit(user: SessionUser, resaleId: number | null | undefined): boolean {
  if (user.role === 'admin') return true;
  return resaleId !== null && resaleId !== undefined && user.resale_ids.includes(resaleId);
}

/** A register's list filter: its text search and the units to read (null: every unit). */
export interface UnitsQuery {
  query?: string;
  units: number[] | null;
}

/**
 * The units a list should cover, given an optional `resale_id` filter: the filter when the user may see
 * it, nothing at all when they may not (an empty list, never another unit's rows), every allowed unit
 * otherwise. null = no restriction.
 */
export function unitsFilter(user: SessionUser, requested?: number | null): number[] | null {
  if (requested) return canSeeUnit(user, requested) ? [requested] : [];
  return allowedUnits(user);
}

/** SQL condition limiting `column` to the units; undefined when unrestricted. */
export function unitCondition(column: AnyColumn | SQL, units: number[] | null): SQL | undefined {
  if (units === null) return undefined;
  if (units.length === 0) return sql`false`;
  return inArray(column as AnyColumn, units);
}

/** Writing a record into a unit the user does not hold: 422 on `field` (contract "Who may do what"). */
export function assertWritableUnit(user: SessionUser, resaleId: number | null | undefined, field = 'resale'): void {
  if (!canSeeUnit(user, resaleId)) throw fieldError(field, VALIDATION.outsideUnits);
}

export function assertWritableUnits(user: SessionUser, resaleIds: number[], field = 'resales'): void {
  if (user.role === 'admin') return;
  if (resaleIds.some((id) => !user.resale_ids.includes(id))) throw fieldError(field, VALIDATION.outsideUnits);
}
