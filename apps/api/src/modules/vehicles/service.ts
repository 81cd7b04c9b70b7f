import { VALIDATION, normalizePlate } from '@ability/domain';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { ReplyOf } from '../../lib/reply-schema';
import type { Db, Executor } from '../../db/client';
import { vehicleResales, vehicles } from '../../db/schema/index';
import { auditedDelete, auditedUpdate, auditCreated } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { fieldError, notFound } from '../../lib/errors';
import type { PageRequest, PageResult } from '../../lib/list';
import { searchColumnContains, registerPage } from '../../lib/matches';
import { checkUnitIds, inAnyUnit, replaceUnits, unitsJoin, unitsJson, withUnitIds } from '../../lib/units';
import type { CreateInput, UpdateInput, vehicleReply } from './schemas';
import { columnsOf } from '../../lib/columns';
import type { UnitsQuery } from '../../lib/scope';

export type VehicleRecord = ReplyOf<typeof vehicleReply>;

const join = unitsJoin(vehicleResales);

type Row = Omit<VehicleRecord, 'resale_ids'>;

const columns = {
  ...columnsOf(vehicles, 'id', 'license_plate', 'brand', 'model', 'fuel_type'),
  resales: unitsJson(join, vehicles.id),
  created_at: vehicles.created_at,
  updated_at: vehicles.updated_at,
};

/** Search by model or brand (ignoring case and accents) or by plate (mask ignored). */
function searchCondition(query: string | undefined) {
  const q = query?.trim();
  if (!q) return undefined;
  const plate = normalizePlate(q);
  return or(
    searchColumnContains(vehicles.model_search, q),
    searchColumnContains(vehicles.brand_search, q),
    plate ? sql`${vehicles.license_plate} like ${`%${plate}%`}` : undefined,
  );
}

export async function listVehicles(db: Db, q: UnitsQuery, p: PageRequest): Promise<PageResult<VehicleRecord>> {
  const where = and(searchCondition(q.query), inAnyUnit(join, vehicles.id, q.units));
  const order = [vehicles.model, vehicles.license_plate, vehicles.id];
  const page = await registerPage<Row>(db, p, 'vehicles', { table: vehicles, id: vehicles.id, order, where }, columns);
  return { ...page, rows: page.rows.map(withUnitIds) };
}

/** A record outside `units` (null = every unit) is not found, as for a record that does not exist. */
export async function getVehicle(db: Executor, id: number, units: number[] | null = null): Promise<VehicleRecord> {
  const [row] = await db
    .select(columns)
    .from(vehicles)
    .where(and(eq(vehicles.id, id), inAnyUnit(join, vehicles.id, units)));
  if (!row) throw notFound();
  return withUnitIds(row);
}

/** One vehicle per plate: a second one with the same plate is refused on `license_plate`. */
async function assertPlateFree(tx: Executor, plate: string | undefined, id?: number): Promise<void> {
  if (!plate) return;
  const [taken] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.license_plate, plate), id ? ne(vehicles.id, id) : undefined));
  if (taken) throw fieldError('license_plate', VALIDATION.taken);
}

export async function createVehicle(db: Db, actor: Actor, input: CreateInput): Promise<VehicleRecord> {
  return db.transaction(async (tx) => {
    const { resale_ids = [], ...data } = input;
    await checkUnitIds(tx, actor.user, resale_ids);
    await assertPlateFree(tx, data.license_plate);
    const [row] = await tx.insert(vehicles).values(data).returning({ id: vehicles.id });
    await replaceUnits(tx, join, row!.id, resale_ids);
    return auditCreated(tx, actor, 'vehicles', await getVehicle(tx, row!.id));
  });
}

export function updateVehicle(db: Db, actor: Actor, id: number, input: UpdateInput): Promise<VehicleRecord> {
  return auditedUpdate(db, actor, 'vehicles', id, getVehicle, async (tx) => {
    const { resale_ids, ...data } = input;
    await checkUnitIds(tx, actor.user, resale_ids);
    await assertPlateFree(tx, data.license_plate, id);
    await tx
      .update(vehicles)
      .set({ ...data, updated_at: new Date() })
      .where(eq(vehicles.id, id));
    if (resale_ids) await replaceUnits(tx, join, id, resale_ids);
  });
}

export function deleteVehicle(db: Db, actor: Actor, id: number): Promise<void> {
  return auditedDelete(db, actor, 'vehicles', id, getVehicle, (tx) => tx.delete(vehicles).where(eq(vehicles.id, id)));
}
