import { ACCOUNT_TEXTS, VALIDATION } from '@ability/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ReplyOf } from '../../lib/reply-schema';
import { type Db, type Executor, queryRows } from '../../db/client';
import { accountCategories, accounts, payables, receivables, resales, transactions } from '../../db/schema/index';
import { auditedDelete, auditedUpdate, auditCreated } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { FieldErrors, fieldError, notFound } from '../../lib/errors';
import { type PageRequest, type PageResult, limits, pageWithCount, countRows } from '../../lib/list';
import { assertWritableUnit, unitCondition } from '../../lib/scope';
import { containsText } from '../../lib/search';
import type { CreateInput, UpdateInput, accountReply } from './schemas';
import { columnsOf } from '../../lib/columns';

export type AccountRecord = ReplyOf<typeof accountReply>;

const columns = {
  ...columnsOf(accounts, 'id', 'description', 'movement', 'group', 'category_id'),
  category: sql<{
    id: number;
    name: string;
  }>`json_build_object('id', ${accountCategories.id}, 'name', ${accountCategories.name})`,
  resale_id: accounts.resale_id,
  resale: sql<{ id: number; name: string }>`json_build_object('id', ${resales.id}, 'name', ${resales.name})`,
  created_at: accounts.created_at,
  updated_at: accounts.updated_at,
};

export interface AccountFilter {
  query?: string;
  units: number[] | null;
  movement?: 'inflow' | 'outflow';
}

function where(q: AccountFilter) {
  const text = q.query?.trim();
  return and(
    text ? containsText(accounts.description, text) : undefined,
    q.movement ? eq(accounts.movement, q.movement) : undefined,
    unitCondition(accounts.resale_id, q.units),
  );
}

const base = (db: Executor) =>
  db
    .select(columns)
    .from(accounts)
    .innerJoin(accountCategories, eq(accountCategories.id, accounts.category_id))
    .innerJoin(resales, eq(resales.id, accounts.resale_id));

export async function listAccounts(db: Db, q: AccountFilter, p: PageRequest): Promise<PageResult<AccountRecord>> {
  const { limit, offset } = limits(p);
  const w = where(q);
  return pageWithCount(
    p,
    base(db).where(w).orderBy(asc(accounts.description), asc(accounts.id)).limit(limit).offset(offset),
    countRows(db, db.select({ n: count() }).from(accounts).where(w)),
  ) as Promise<PageResult<AccountRecord>>;
}

export async function getAccount(db: Executor, id: number, units: number[] | null = null): Promise<AccountRecord> {
  const [row] = await base(db).where(and(eq(accounts.id, id), unitCondition(accounts.resale_id, units)));
  if (!row) throw notFound();
  return row as AccountRecord;
}

/** Every category, for the form's select. */
export async function categoryOptions(db: Executor) {
  return db
    .select({ id: accountCategories.id, name: accountCategories.name })
    .from(accountCategories)
    .orderBy(asc(accountCategories.name));
}

/** Accounts for the selects of cash entries, receivables and payables, limited to the user's units. */
export async function accountOptions(db: Executor, units: number[] | null) {
  return db
    .select({
      id: accounts.id,
      label: accounts.description,
      category_name: accountCategories.name,
      resale_id: accounts.resale_id,
      movement: accounts.movement,
    })
    .from(accounts)
    .innerJoin(accountCategories, eq(accountCategories.id, accounts.category_id))
    .where(unitCondition(accounts.resale_id, units))
    .orderBy(asc(accounts.description));
}

/** The category chosen by id, or found / created by name (inline creation on the form). */
async function resolveCategory(tx: Executor, input: { category_id?: number | null; category_name?: string | null }) {
  if (input.category_name) {
    const name = input.category_name;
    const [found] = await tx
      .select({ id: accountCategories.id })
      .from(accountCategories)
      .where(sql`lower(${accountCategories.name}) = lower(${name})`);
    if (found) return found.id;
    const [row] = await tx.insert(accountCategories).values({ name }).returning({ id: accountCategories.id });
    return row!.id;
  }
  if (input.category_id) {
    const [c] = await tx
      .select({ id: accountCategories.id })
      .from(accountCategories)
      .where(eq(accountCategories.id, input.category_id));
    if (!c) throw fieldError('category', VALIDATION.notFound);
    return c.id;
  }
  return undefined;
}

export async function createAccount(db: Db, actor: Actor, input: CreateInput): Promise<AccountRecord> {
  return db.transaction(async (tx) => {
    assertWritableUnit(actor.user, input.resale_id);
    const category_id = await resolveCategory(tx, input);
    if (!category_id) throw fieldError('category', VALIDATION.required);
    const [row] = await tx
      .insert(accounts)
      .values({
        description: input.description,
        movement: input.movement,
        group: input.group,
        category_id,
        resale_id: input.resale_id,
      })
      .returning({ id: accounts.id });
    return auditCreated(tx, actor, 'accounts', await getAccount(tx, row!.id));
  });
}

export function updateAccount(db: Db, actor: Actor, id: number, input: UpdateInput): Promise<AccountRecord> {
  return auditedUpdate(db, actor, 'accounts', id, getAccount, async (tx, before) => {
    if (input.resale_id !== undefined) assertWritableUnit(actor.user, input.resale_id);
    const category_id = await resolveCategory(tx, input);
    const errors = new FieldErrors();
    // An account already used keeps its unit and movement: the entries booked to it depend on them.
    if (
      (input.resale_id !== undefined && input.resale_id !== before.resale_id) ||
      (input.movement !== undefined && input.movement !== before.movement)
    ) {
      if (await accountInUse(tx, id))
        errors.add(input.movement !== before.movement ? 'movement' : 'resales', ACCOUNT_TEXTS.inUse);
    }
    errors.throwIfAny();
    await tx
      .update(accounts)
      .set({
        description: input.description,
        movement: input.movement,
        group: input.group,
        category_id,
        resale_id: input.resale_id,
        updated_at: new Date(),
      })
      .where(eq(accounts.id, id));
  });
}

async function accountInUse(tx: Executor, id: number): Promise<boolean> {
  const [r] = await queryRows<{ used: boolean }>(
    tx,
    sql`select exists (select 1 from ${transactions} where account_id = ${id})
      or exists (select 1 from ${receivables} where account_id = ${id})
      or exists (select 1 from ${payables} where account_id = ${id}) as used`,
  );
  return !!r?.used;
}

export function deleteAccount(db: Db, actor: Actor, id: number): Promise<void> {
  return auditedDelete(db, actor, 'accounts', id, getAccount, async (tx) => {
    if (await accountInUse(tx, id)) throw fieldError('base', ACCOUNT_TEXTS.inUse);
    await tx.delete(accounts).where(eq(accounts.id, id));
  });
}
