import { BANK_TEXTS } from '@ability/domain';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { ReplyOf } from '../../lib/reply-schema';
import type { Db, Executor } from '../../db/client';
import { banks, resales, transactions } from '../../db/schema/index';
import { auditedDelete, auditedUpdate, auditCreated } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { fieldError, notFound } from '../../lib/errors';
import { type PageRequest, type PageResult, limits, pageWithCount, countRows } from '../../lib/list';
import { assertWritableUnit, unitCondition, type UnitsQuery } from '../../lib/scope';
import { containsText, likePattern } from '../../lib/search';
import type { CreateInput, UpdateInput, bankReply } from './schemas';
import { columnsOf } from '../../lib/columns';

export type BankRecord = ReplyOf<typeof bankReply>;

const columns = {
  ...columnsOf(banks, 'id', 'type_bank', 'description', 'ag', 'account', 'init_balance_cents'),
  balance_cents: sql<number>`(${banks.init_balance_cents} + coalesce((
    select sum(case when t.movement = 'outflow' then -t.value_cents else t.value_cents end)
      from ${transactions} t where t.bank_id = ${banks.id}), 0))::bigint`.mapWith(Number),
  resale_id: banks.resale_id,
  resale: sql<{ id: number; name: string }>`json_build_object('id', ${resales.id}, 'name', ${resales.name})`,
  created_at: banks.created_at,
  updated_at: banks.updated_at,
};

const base = (db: Executor) => db.select(columns).from(banks).innerJoin(resales, eq(resales.id, banks.resale_id));

export async function listBanks(db: Db, q: UnitsQuery, p: PageRequest): Promise<PageResult<BankRecord>> {
  const text = q.query?.trim();
  const w = and(
    text
      ? or(
          containsText(banks.description, text),
          sql`${banks.ag} like ${likePattern(text)}`,
          sql`${banks.account} like ${likePattern(text)}`,
        )
      : undefined,
    unitCondition(banks.resale_id, q.units),
  );
  const { limit, offset } = limits(p);
  return pageWithCount(
    p,
    base(db).where(w).orderBy(asc(banks.description), asc(banks.id)).limit(limit).offset(offset),
    countRows(db, db.select({ n: count() }).from(banks).where(w)),
  ) as Promise<PageResult<BankRecord>>;
}

export async function getBank(db: Executor, id: number, units: number[] | null = null): Promise<BankRecord> {
  const [row] = await base(db).where(and(eq(banks.id, id), unitCondition(banks.resale_id, units)));
  if (!row) throw notFound();
  return row as BankRecord;
}

export async function bankOptions(db: Executor, units: number[] | null) {
  return db
    .select({ id: banks.id, name: banks.description, resale_id: banks.resale_id, type_bank: banks.type_bank })
    .from(banks)
    .where(unitCondition(banks.resale_id, units))
    .orderBy(asc(banks.description));
}

/** A safe has no agency nor account. */
const clean = <T extends { type_bank?: string; ag?: string | null; account?: string | null }>(v: T): T =>
  v.type_bank === 'safe' ? { ...v, ag: null, account: null } : v;

export async function createBank(db: Db, actor: Actor, input: CreateInput): Promise<BankRecord> {
  return db.transaction(async (tx) => {
    assertWritableUnit(actor.user, input.resale_id);
    const [row] = await tx.insert(banks).values(clean(input)).returning({ id: banks.id });
    return auditCreated(tx, actor, 'banks', await getBank(tx, row!.id));
  });
}

export function updateBank(db: Db, actor: Actor, id: number, input: UpdateInput): Promise<BankRecord> {
  return auditedUpdate(db, actor, 'banks', id, getBank, async (tx, before) => {
    const { init_balance_cents: _ignored, ...data } = input;
    if (data.resale_id !== undefined && data.resale_id !== before.resale_id) {
      assertWritableUnit(actor.user, data.resale_id);
      const [used] = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.bank_id, id))
        .limit(1);
      if (used) throw fieldError('resale', BANK_TEXTS.inUse);
    }
    const type_bank = data.type_bank ?? before.type_bank;
    await tx
      .update(banks)
      .set({ ...clean({ ...data, type_bank }), updated_at: new Date() })
      .where(eq(banks.id, id));
  });
}

export function deleteBank(db: Db, actor: Actor, id: number): Promise<void> {
  return auditedDelete(db, actor, 'banks', id, getBank, async (tx) => {
    const [used] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.bank_id, id))
      .limit(1);
    if (used) throw fieldError('base', BANK_TEXTS.inUse);
    await tx.delete(banks).where(eq(banks.id, id));
  });
}
