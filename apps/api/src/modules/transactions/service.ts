import { TRANSACTION_MOVEMENTS, TRANSACTION_TEXTS, type TransactionMovement, ownRecordsOnly } from '@ability/domain';
import { type SQL, and, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { ReplyOf } from '../../lib/reply-schema';
import type { Db, Executor } from '../../db/client';
import { transactionDescriptions, transactionTotals, transactions } from '../../db/schema/index';
import { auditedDelete, auditedUpdate, auditCreated } from '../../lib/audit';
import type { Actor, SessionUser } from '../../lib/context';
import { FieldErrors, fieldError, notFound } from '../../lib/errors';
import { type PageRequest, type PageResult, limits, pageWithCount } from '../../lib/list';
import { allowedUnits, assertWritableUnit, unitCondition } from '../../lib/scope';
import { containsText } from '../../lib/search';
import { checkFinanceRefs } from '../finance/refs';
import { closedDayRefusals } from '../settlements/guard';
import type { CreateInput, UpdateInput, transactionReply } from './schemas';
import { columnsOf } from '../../lib/columns';

export type TransactionRecord = ReplyOf<typeof transactionReply>;

/** Count and value per movement over the whole filtered result, and the balance (header Transaction-Meta). */
export type TransactionMeta = Record<TransactionMovement, { count: number; value_cents: number }> & {
  count: number;
  balance_cents: number;
};

// The unit, account and user come from scalar subqueries rather than joins: planning a six-table join took
// longer than reading the page (several ms on every request), these plan in a fraction of a millisecond.
const columns = {
  ...columnsOf(transactions, 'id', 'description', 'movement', 'date', 'value_cents', 'resale_id'),
  resale: sql<{ id: number; name: string }>`(select json_build_object('id', r.id, 'name', r.name)
    from resales r where r.id = ${transactions.resale_id})`,
  account_id: transactions.account_id,
  account: sql<TransactionRecord['account']>`(select json_build_object('id', a.id, 'description', a.description,
    'category', json_build_object('name', c.name))
    from accounts a left join account_categories c on c.id = a.category_id where a.id = ${transactions.account_id})`,
  bank_id: transactions.bank_id,
  user_id: transactions.user_id,
  user: sql<TransactionRecord['user']>`(select json_build_object('id', u.id, 'name', coalesce(e.name, u.email))
    from users u left join employees e on e.id = u.employee_id where u.id = ${transactions.user_id})`,
  ...columnsOf(transactions, 'employee_id', 'sale_id', 'receivable_id', 'payable_id'),
  origin: sql<TransactionRecord['origin']>`case when ${transactions.sale_id} is not null then 'sale'
    when ${transactions.receivable_id} is not null then 'receivable'
    when ${transactions.payable_id} is not null then 'payable' end`,
  created_at: transactions.created_at,
  updated_at: transactions.updated_at,
};

// Every entry has its unit (FK, not null), as the inner join of the joined form required.
const base = (db: Executor) => db.select(columns).from(transactions);

export interface TransactionFilter {
  query?: string;
  movement?: TransactionMovement;
  date?: { start: string; end: string };
  units: number[] | null;
  user_id?: number;
  bank_id?: number;
  /** Only this user's own entries (a deliverer's Caixa: ownerOf). */
  owner?: EntryOwner;
}

/** The user whose own entries a list or a record is limited to. */
export interface EntryOwner {
  user_id: number;
  employee_id: number | null;
}

/** The owner the actor's Caixa is limited to (OWN_RECORDS: a deliverer), or undefined for the whole ledger. */
export function ownerOf(user: SessionUser): EntryOwner | undefined {
  if (!ownRecordsOnly(user.role, 'transactions')) return undefined;
  return { user_id: user.id, employee_id: user.employee?.id ?? null };
}

/**
 * The domain's isOwnEntry in SQL: the money of the owner's sales (the entries whose deliverer they are) and
 * the entries they wrote that have no deliverer.
 */
function ownEntryCondition(owner: EntryOwner | undefined): SQL | undefined {
  if (!owner) return undefined;
  const written = and(isNull(transactions.employee_id), eq(transactions.user_id, owner.user_id));
  return owner.employee_id === null ? written : or(eq(transactions.employee_id, owner.employee_id), written);
}

/**
 * The text condition: the descriptions that match are collected from transaction_descriptions (every
 * description the ledger holds, trigram-indexed; a ledger repeats a few hundred) and the entries read
 * through transactions_description_date_idx. A text matching more than MAX_DESCRIPTIONS descriptions
 * (as "venda" matches every sale's) is searched on the entries' own trigram index.
 */
const MAX_DESCRIPTIONS = 100;

async function textCondition(db: Executor, text: string | undefined): Promise<SQL | undefined> {
  if (!text) return undefined;
  const found = await db
    .select({ description: transactionDescriptions.description })
    .from(transactionDescriptions)
    .where(containsText(transactionDescriptions.description, text))
    .limit(MAX_DESCRIPTIONS + 1);
  if (found.length > MAX_DESCRIPTIONS) return containsText(transactions.description, text);
  if (!found.length) return sql`false`;
  return inArray(
    transactions.description,
    found.map((f) => f.description),
  );
}

function where(q: TransactionFilter, text: SQL | undefined) {
  return and(
    text,
    q.movement ? eq(transactions.movement, q.movement) : undefined,
    q.date ? gte(transactions.date, q.date.start) : undefined,
    q.date ? lte(transactions.date, q.date.end) : undefined,
    q.user_id ? eq(transactions.user_id, q.user_id) : undefined,
    q.bank_id ? eq(transactions.bank_id, q.bank_id) : undefined,
    unitCondition(transactions.resale_id, q.units),
    ownEntryCondition(q.owner),
  );
}

/**
 * The summary of the filtered rows, grouped by movement. Without a text, seller or bank filter over every
 * unit it sums transaction_totals (per day, movement and shard, kept by triggers in the transaction of
 * each write); otherwise it reads the entries (from covering indexes).
 */
async function metaRows(db: Executor, q: TransactionFilter, text: SQL | undefined) {
  if (!text && !q.user_id && !q.bank_id && !q.owner && q.units === null) {
    const t = transactionTotals;
    return db
      .select({
        movement: t.movement,
        n: sql<number>`sum(${t.n})`.mapWith(Number),
        value: sql<number>`coalesce(sum(${t.value_cents}), 0)::bigint`.mapWith(Number),
      })
      .from(t)
      .where(
        and(
          q.movement ? eq(t.movement, q.movement) : undefined,
          q.date ? gte(t.date, q.date.start) : undefined,
          q.date ? lte(t.date, q.date.end) : undefined,
        ),
      )
      .groupBy(t.movement)
      .having(sql`sum(${t.n}) > 0`);
  }
  return db
    .select({
      movement: transactions.movement,
      n: count(),
      value: sql<number>`coalesce(sum(${transactions.value_cents}), 0)::bigint`.mapWith(Number),
    })
    .from(transactions)
    .where(where(q, text))
    .groupBy(transactions.movement);
}

/** The summary of the filtered rows (header Transaction-Meta). */
export async function transactionMeta(
  db: Executor,
  q: TransactionFilter,
  text?: SQL | undefined,
): Promise<TransactionMeta> {
  const rows = await metaRows(db, q, text === undefined ? await textCondition(db, q.query?.trim()) : text);
  const meta = { count: 0, balance_cents: 0 } as TransactionMeta;
  for (const m of TRANSACTION_MOVEMENTS) meta[m] = { count: 0, value_cents: 0 };
  for (const r of rows) {
    meta[r.movement] = { count: Number(r.n), value_cents: Number(r.value) };
    meta.count += Number(r.n);
  }
  meta.balance_cents = meta.inflow.value_cents + meta.receivable.value_cents - meta.outflow.value_cents;
  return meta;
}

export async function listTransactions(
  db: Db,
  q: TransactionFilter,
  p: PageRequest,
): Promise<PageResult<TransactionRecord> & { meta: TransactionMeta }> {
  const { limit, offset } = limits(p);
  const text = await textCondition(db, q.query?.trim());
  const w = where(q, text);
  const [page, meta] = await Promise.all([
    pageWithCount(
      p,
      base(db).where(w).orderBy(desc(transactions.date), desc(transactions.id)).limit(limit).offset(offset) as Promise<
        TransactionRecord[]
      >,
      Promise.resolve(0),
    ),
    transactionMeta(db, q, text),
  ]);
  // The count is the sum of the per-movement counts: no second scan.
  return { ...page, total: meta.count, meta };
}

export async function getTransaction(
  db: Executor,
  id: number,
  units: number[] | null = null,
  owner?: EntryOwner,
): Promise<TransactionRecord> {
  const [row] = await base(db).where(
    and(eq(transactions.id, id), unitCondition(transactions.resale_id, units), ownEntryCondition(owner)),
  );
  if (!row) throw notFound();
  return row as TransactionRecord;
}

/** GET /transactions/:id: an entry of the actor's units; a deliverer's own only (404 otherwise). */
export function readTransaction(db: Executor, actor: Actor, id: number): Promise<TransactionRecord> {
  return getTransaction(db, id, allowedUnits(actor.user), ownerOf(actor.user));
}

/** How the audited writes read the entry: as the actor may see it (another's entry: 404 to a deliverer). */
const readAs =
  (actor: Actor) =>
  (tx: Executor, id: number, units: number[] | null = null): Promise<TransactionRecord> =>
    getTransaction(tx, id, units, ownerOf(actor.user));

/**
 * A deliverer writes their own entries only on days whose settlement (acerto) is still open: a 422 on
 * `base` with the reason for the first closed one of `entries` (each a unit and a day). Other roles: no check.
 */
async function assertOpenDays(tx: Executor, actor: Actor, entries: { resale_id: number; date: string }[]) {
  const owner = ownerOf(actor.user);
  if (!owner || owner.employee_id === null) return;
  const employeeId = owner.employee_id;
  const refusals = await closedDayRefusals(
    tx,
    entries.map((e) => ({ resale_id: e.resale_id, employee_id: employeeId, day: e.date })),
    TRANSACTION_TEXTS.dayClosed,
  );
  const why = refusals.find((r) => r !== null);
  if (why) throw fieldError('base', why);
}

async function check(
  tx: Executor,
  input: Required<Pick<CreateInput, 'resale_id' | 'movement'>> & Partial<CreateInput>,
) {
  const errors = new FieldErrors();
  await checkFinanceRefs(tx, errors, input.resale_id, {
    account_id: input.account_id,
    movement: input.movement,
    bank_id: input.bank_id,
  });
  errors.throwIfAny();
}

export async function createTransaction(db: Db, actor: Actor, input: CreateInput): Promise<TransactionRecord> {
  return db.transaction(async (tx) => {
    assertWritableUnit(actor.user, input.resale_id);
    await check(tx, input);
    await assertOpenDays(tx, actor, [{ resale_id: input.resale_id, date: input.date! }]);
    const [row] = await tx
      .insert(transactions)
      .values({ ...input, date: input.date!, user_id: actor.user.id })
      .returning({ id: transactions.id });
    return auditCreated(tx, actor, 'transactions', await getTransaction(tx, row!.id));
  });
}

/** Entries written by a sale, a receipt or a payment change only through their origin. */
function assertHandMade(t: TransactionRecord) {
  if (t.origin) throw fieldError('base', TRANSACTION_TEXTS.bornElsewhere);
}

/**
 * A hand-made entry, and for a deliverer (who reads only their own: readAs) one of a day whose settlement
 * is open, before and after the edit. The money of their sales they see, but change through the sale.
 */
async function assertChangeable(tx: Executor, actor: Actor, t: TransactionRecord, next = t) {
  assertHandMade(t);
  await assertOpenDays(tx, actor, [t, next]);
}

export async function updateTransaction(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateInput,
): Promise<TransactionRecord> {
  return auditedUpdate(db, actor, 'transactions', id, readAs(actor), async (tx, before) => {
    const next = {
      resale_id: input.resale_id ?? before.resale_id,
      movement: input.movement ?? (before.movement as 'inflow' | 'outflow'),
      account_id: input.account_id === undefined ? before.account_id : input.account_id,
      bank_id: input.bank_id === undefined ? before.bank_id : input.bank_id,
    };
    assertWritableUnit(actor.user, next.resale_id);
    await assertChangeable(tx, actor, before, {
      ...before,
      resale_id: next.resale_id,
      date: input.date ?? before.date,
    });
    await check(tx, next);
    await tx
      .update(transactions)
      .set({ ...input, date: input.date ?? undefined, updated_at: new Date() })
      .where(eq(transactions.id, id));
  });
}

export function deleteTransaction(db: Db, actor: Actor, id: number): Promise<void> {
  return auditedDelete(db, actor, 'transactions', id, readAs(actor), async (tx, before) => {
    await assertChangeable(tx, actor, before);
    await tx.delete(transactions).where(eq(transactions.id, id));
  });
}
