import { VALIDATION } from '@ability/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { customerGroups, resales } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { fieldError, notFound } from '../../lib/errors';
import { type PageRequest, type PageResult, limits, pageWithCount } from '../../lib/list';
import { allowedUnits, assertWritableUnit, unitCondition } from '../../lib/scope';
import { containsText } from '../../lib/search';
import type { CreateInput, UpdateInput } from './schemas';

export interface GroupRecord {
  id: number;
  description: string;
  resale_id: number;
  resale: { id: number; name: string } | null;
  created_at: Date;
  updated_at: Date;
}

const table = customerGroups;
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

export async function listGroups(
  db: Db,
  q: { query?: string; units: number[] | null },
  p: PageRequest,
): Promise<PageResult<GroupRecord>> {
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

export async function getGroup(db: Executor, id: number, units: number[] | null = null): Promise<GroupRecord> {
  const [row] = await db
    .select(columns)
    .from(table)
    .where(and(eq(table.id, id), unitCondition(table.resale_id, units)));
  if (!row) throw notFound();
  return row;
}

/** Groups of the given units, for selects (customer form and filters, sales, reports). */
export async function groupOptions(db: Executor, units: number[] | null) {
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

export async function createGroup(db: Db, actor: Actor, input: CreateInput): Promise<GroupRecord> {
  return db.transaction(async (tx) => {
    await checkResale(tx, actor, input.resale_id);
    const [row] = await tx.insert(table).values(input).returning({ id: table.id });
    const created = await getGroup(tx, row!.id);
    await audit(tx, actor, 'create', 'groups', created.id, null, created);
    return created;
  });
}

export async function updateGroup(db: Db, actor: Actor, id: number, input: UpdateInput): Promise<GroupRecord> {
  return db.transaction(async (tx) => {
    const before = await getGroup(tx, id, allowedUnits(actor.user));
    await checkResale(tx, actor, input.resale_id);
    await tx
      .update(table)
      .set({ ...input, updated_at: new Date() })
      .where(eq(table.id, id));
    const after = await getGroup(tx, id);
    await audit(tx, actor, 'update', 'groups', id, before, after);
    return after;
  });
}

export async function deleteGroup(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getGroup(tx, id, allowedUnits(actor.user));
    await tx.delete(table).where(eq(table.id, id));
    await audit(tx, actor, 'delete', 'groups', id, before, null);
  });
}
