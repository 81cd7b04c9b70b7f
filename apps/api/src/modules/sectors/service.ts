import { VALIDATION } from '@ability/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { customerSectors, resales } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { fieldError, notFound } from '../../lib/errors';
import { type PageRequest, type PageResult, limits, pageWithCount } from '../../lib/list';
import { allowedUnits, assertWritableUnit, unitCondition } from '../../lib/scope';
import { containsText } from '../../lib/search';
import type { CreateInput, UpdateInput } from './schemas';

export interface SectorRecord {
  id: number;
  description: string;
  resale_id: number;
  resale: { id: number; name: string } | null;
  created_at: Date;
  updated_at: Date;
}

const table = customerSectors;
const columns = {
  id: table.id,
  description: table.description,
  resale_id: table.resale_id,
  resale: sql<{
    id: number;
    name: string;
  } | null>`(select json_build_object('id', r.id, 'name', r.name) from resales r where r.id = ${table.resale_id})`,
  created_at: table.created_at,
  updated_at: table.updated_at,
};

export async function listSectors(
  db: Db,
  q: { query?: string; units: number[] | null },
  p: PageRequest,
): Promise<PageResult<SectorRecord>> {
  const text = q.query?.trim();
  const where = and(text ? containsText(table.description, text) : undefined, unitCondition(table.resale_id, q.units));
  const { limit, offset } = limits(p);
  return pageWithCount(
    p,
    db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(asc(table.description), asc(table.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(table)
      .where(where)
      .then((r) => r[0]?.n ?? 0),
  );
}

export async function getSector(db: Executor, id: number, units: number[] | null = null): Promise<SectorRecord> {
  const [row] = await db
    .select(columns)
    .from(table)
    .where(and(eq(table.id, id), unitCondition(table.resale_id, units)));
  if (!row) throw notFound();
  return row;
}

/** Sectors of the given units, for selects (customer form and filters, sales, reports). */
export async function sectorOptions(db: Executor, units: number[] | null) {
  return db
    .select({ id: table.id, description: table.description, resale_id: table.resale_id })
    .from(table)
    .where(unitCondition(table.resale_id, units))
    .orderBy(asc(table.description));
}

async function checkResale(tx: Executor, actor: Actor, resaleId: number | undefined) {
  if (resaleId === undefined) return;
  assertWritableUnit(actor.user, resaleId);
  const [r] = await tx.select({ id: resales.id }).from(resales).where(eq(resales.id, resaleId));
  if (!r) throw fieldError('resale', VALIDATION.notFound);
}

export async function createSector(db: Db, actor: Actor, input: CreateInput): Promise<SectorRecord> {
  return db.transaction(async (tx) => {
    await checkResale(tx, actor, input.resale_id);
    const [row] = await tx.insert(table).values(input).returning({ id: table.id });
    const created = await getSector(tx, row!.id);
    await audit(tx, actor, 'create', 'sectors', created.id, null, created);
    return created;
  });
}

export async function updateSector(db: Db, actor: Actor, id: number, input: UpdateInput): Promise<SectorRecord> {
  return db.transaction(async (tx) => {
    const before = await getSector(tx, id, allowedUnits(actor.user));
    await checkResale(tx, actor, input.resale_id);
    await tx
      .update(table)
      .set({ ...input, updated_at: new Date() })
      .where(eq(table.id, id));
    const after = await getSector(tx, id);
    await audit(tx, actor, 'update', 'sectors', id, before, after);
    return after;
  });
}

export async function deleteSector(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getSector(tx, id, allowedUnits(actor.user));
    await tx.delete(table).where(eq(table.id, id));
    await audit(tx, actor, 'delete', 'sectors', id, before, null);
  });
}
