import { VALIDATION } from '@ability/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { bottleBrandResales, bottleBrands } from '../../db/schema/index';
import { auditCreated, auditedDelete, auditedUpdate } from '../../lib/audit';
import { columnsOf } from '../../lib/columns';
import type { Actor } from '../../lib/context';
import { fieldError, notFound } from '../../lib/errors';
import type { PageRequest, PageResult } from '../../lib/list';
import { registerPage, searchColumnContains } from '../../lib/matches';
import type { ReplyOf } from '../../lib/reply-schema';
import type { UnitsQuery } from '../../lib/scope';
import { checkUnitIds, inAnyUnit, replaceUnits, unitsJoin, unitsJson, withUnitIds } from '../../lib/units';
import type { CreateInput, UpdateInput, bottleBrandReply } from './schemas';

export type BottleBrandRecord = ReplyOf<typeof bottleBrandReply>;

const table = bottleBrands;
const join = unitsJoin(bottleBrandResales);

type Row = Omit<BottleBrandRecord, 'resale_ids'>;

const columns = {
  ...columnsOf(table, 'id', 'name', 'active', 'created_at', 'updated_at'),
  resales: unitsJson(join, table.id),
};

export async function listBottleBrands(db: Db, q: UnitsQuery, p: PageRequest): Promise<PageResult<BottleBrandRecord>> {
  const text = q.query?.trim();
  const where = and(
    text ? searchColumnContains(table.name_search, text) : undefined,
    inAnyUnit(join, table.id, q.units),
  );
  const order = [table.name, table.id];
  const page = await registerPage<Row>(db, p, 'bottle_brands', { table, id: table.id, order, where }, columns);
  return { ...page, rows: page.rows.map(withUnitIds) };
}

/** A record outside `units` (null = every unit) is not found, as for a record that does not exist. */
export async function getBottleBrand(
  db: Executor,
  id: number,
  units: number[] | null = null,
): Promise<BottleBrandRecord> {
  const [row] = await db
    .select(columns)
    .from(table)
    .where(and(eq(table.id, id), inAnyUnit(join, table.id, units)));
  if (!row) throw notFound();
  return withUnitIds(row);
}

/** One record per name (case and accents ignored): a second one is refused on `name`. */
async function assertNameFree(tx: Executor, name: string | undefined, id?: number): Promise<void> {
  if (!name) return;
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(sql`${table.name_search} = f_unaccent(lower(${name}))`, id ? ne(table.id, id) : undefined));
  if (taken) throw fieldError('name', VALIDATION.taken);
}

export async function createBottleBrand(db: Db, actor: Actor, input: CreateInput): Promise<BottleBrandRecord> {
  return db.transaction(async (tx) => {
    const { resale_ids = [], ...data } = input;
    await checkUnitIds(tx, actor.user, resale_ids);
    await assertNameFree(tx, data.name);
    const [row] = await tx.insert(table).values(data).returning({ id: table.id });
    await replaceUnits(tx, join, row!.id, resale_ids);
    return auditCreated(tx, actor, 'bottle_brands', await getBottleBrand(tx, row!.id));
  });
}

export function updateBottleBrand(db: Db, actor: Actor, id: number, input: UpdateInput): Promise<BottleBrandRecord> {
  return auditedUpdate(db, actor, 'bottle_brands', id, getBottleBrand, async (tx) => {
    const { resale_ids, ...data } = input;
    await checkUnitIds(tx, actor.user, resale_ids);
    await assertNameFree(tx, data.name, id);
    await tx
      .update(table)
      .set({ ...data, updated_at: new Date() })
      .where(eq(table.id, id));
    if (resale_ids) await replaceUnits(tx, join, id, resale_ids);
  });
}

export function deleteBottleBrand(db: Db, actor: Actor, id: number): Promise<void> {
  return auditedDelete(db, actor, 'bottle_brands', id, getBottleBrand, (tx) =>
    tx.delete(table).where(eq(table.id, id)),
  );
}
