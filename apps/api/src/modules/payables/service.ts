import { PAYABLE_TEXTS as T, type PayableDateType, type PayableStatus, VALIDATION } from '@ability/domain';
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { payables, suppliers, transactions } from '../../db/schema/index';
import { audit, auditCreated, auditedDelete, auditedUpdate } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { FieldErrors, notFound } from '../../lib/errors';
import { type PageRequest, type PageResult, limits } from '../../lib/list';
import { allowedUnits, assertWritableUnit, unitCondition } from '../../lib/scope';
import { containsDigits, containsText } from '../../lib/search';
import {
  type BillRecordFields,
  type BillSummary,
  assertAllOpen,
  assertNoLedgerEntries,
  checkBillEdit,
  billRefColumns,
  billStatus,
  newBillValues,
  pageWithSummary,
} from '../finance/bills';
import { checkFinanceRefs, today } from '../finance/refs';
import type { CreateInput, UpdateInput } from './schemas';

export type PayableSummary = BillSummary<'paid'>;

export interface PayableRecord extends BillRecordFields {
  /** Paid so far. */
  amount_cents: number;
  /** Date of the last payment. */
  date: string | null;
  status: PayableStatus;
  supplier_id: number | null;
  supplier: { id: number; name: string; trade_name: string | null; cpf_cnpj: string | null } | null;
}

const p = payables;
const status = billStatus(p, { value: p.value_cents, settled: p.amount_cents, due: p.due_date }, 'paid');
const refs = billRefColumns(p);

const columns = (day: string) => ({
  id: p.id,
  document: p.document,
  description: p.description,
  issue_date: p.issue_date,
  due_date: p.due_date,
  value_cents: p.value_cents,
  amount_cents: p.amount_cents,
  debt_cents: sql<number>`(${p.value_cents} - ${p.amount_cents})`.mapWith(Number),
  fine_cents: p.fine_cents,
  discount_cents: p.discount_cents,
  date: p.date,
  status: status.column(day),
  resale_id: p.resale_id,
  resale: refs.resale,
  // The supplier from a scalar subquery too (billRefColumns).
  supplier_id: p.supplier_id,
  supplier: sql<PayableRecord['supplier']>`(select json_build_object('id', s.id, 'name', s.name,
    'trade_name', s.trade_name, 'cpf_cnpj', s.cpf_cnpj) from suppliers s where s.id = ${p.supplier_id})`,
  user_id: p.user_id,
  payment_method_id: p.payment_method_id,
  payment_method: refs.payment_method,
  account_id: p.account_id,
  bill: refs.bill,
  created_at: p.created_at,
  updated_at: p.updated_at,
});

// Every payable has its unit (FK, not null), as the inner join of the joined form required.
const base = (db: Executor, day: string) => db.select(columns(day)).from(p);

export interface PayableFilter {
  search?: string;
  dateType?: PayableDateType;
  date?: { start: string; end: string };
  payment_method_id?: number;
  supplier_id?: number;
  user_id?: number;
  status?: PayableStatus | 'all';
  units: number[] | null;
}

const dateColumn = (t: PayableDateType | undefined) =>
  t === 'issue_date' ? p.issue_date : t === 'payment_date' ? p.date : p.due_date;

function searchCondition(text: string | undefined) {
  const q = text?.trim();
  if (!q) return undefined;
  const bySupplier = or(
    containsText(suppliers.name, q),
    containsText(suppliers.trade_name, q),
    containsDigits(suppliers.cpf_cnpj, q),
  );
  return or(
    sql`${p.supplier_id} = any(array(select ${suppliers.id} from ${suppliers} where ${bySupplier}))`,
    containsText(p.document, q),
  );
}

function where(q: PayableFilter, day: string, withStatus = true) {
  const col = dateColumn(q.dateType);
  return and(
    searchCondition(q.search),
    q.date ? gte(col, q.date.start) : undefined,
    q.date ? lte(col, q.date.end) : undefined,
    q.payment_method_id ? eq(p.payment_method_id, q.payment_method_id) : undefined,
    q.supplier_id ? eq(p.supplier_id, q.supplier_id) : undefined,
    q.user_id ? eq(p.user_id, q.user_id) : undefined,
    withStatus ? status.condition(q.status, day) : undefined,
    unitCondition(p.resale_id, q.units),
  );
}

/** Per status over the filter without the status (billStatus.summary). */
export const payableSummary = (db: Executor, q: PayableFilter, day: string): Promise<PayableSummary> =>
  status.summary(db, where(q, day, false), day);

export async function listPayables(
  db: Db,
  q: PayableFilter,
  pr: PageRequest,
): Promise<PageResult<PayableRecord> & { summary: PayableSummary }> {
  const day = today();
  const { limit, offset } = limits(pr);
  const col = dateColumn(q.dateType);
  const rows = base(db, day)
    .where(where(q, day))
    .orderBy(q.dateType === 'payment_date' ? desc(col) : asc(col), asc(p.id))
    .limit(limit)
    .offset(offset) as Promise<PayableRecord[]>;
  return pageWithSummary(pr, rows, payableSummary(db, q, day), q.status);
}

export async function getPayable(db: Executor, id: number, units: number[] | null = null): Promise<PayableRecord> {
  const [row] = await base(db, today()).where(and(eq(p.id, id), unitCondition(p.resale_id, units)));
  if (!row) throw notFound();
  return row as PayableRecord;
}

export async function createPayable(db: Db, actor: Actor, input: CreateInput): Promise<PayableRecord> {
  return db.transaction(async (tx) => {
    assertWritableUnit(actor.user, input.resale_id);
    const b = input.bill_attributes;
    const errors = new FieldErrors();
    if (!b.due_date) errors.add('bill.due_date', VALIDATION.required);
    await checkFinanceRefs(tx, errors, input.resale_id, {
      supplier_id: input.supplier_id,
      account_id: b.account_id,
      movement: 'outflow',
      payment_method_id: b.payment_method_id,
    });
    errors.throwIfAny();
    const [row] = await tx
      .insert(p)
      .values({
        document: input.document,
        resale_id: input.resale_id,
        supplier_id: input.supplier_id,
        ...newBillValues(b, actor.user.id),
      })
      .returning({ id: p.id });
    return auditCreated(tx, actor, 'payables', await getPayable(tx, row!.id));
  });
}

async function lockPayables(tx: Executor, ids: number[]) {
  return tx
    .select({
      id: p.id,
      resale_id: p.resale_id,
      value_cents: p.value_cents,
      amount_cents: p.amount_cents,
      fine_cents: p.fine_cents,
      discount_cents: p.discount_cents,
      account_id: p.account_id,
      supplier_name: sql<string | null>`(select name from ${suppliers} where id = ${p.supplier_id})`,
    })
    .from(p)
    .where(inArray(p.id, ids))
    .orderBy(asc(p.id))
    .for('update');
}

type Locked = Awaited<ReturnType<typeof lockPayables>>[number];

/** A payment is an outflow in the cash ledger on the payment date, linked to the payable. */
async function writePayment(
  tx: Executor,
  actor: Actor,
  row: Locked,
  cents: number,
  date: string,
  accountId: number | null,
) {
  if (cents <= 0) return;
  await tx.insert(transactions).values({
    description: `Pagamento da conta a pagar #${row.id}${row.supplier_name ? ` - ${row.supplier_name}` : ''}`,
    movement: 'outflow',
    date,
    value_cents: cents,
    resale_id: row.resale_id,
    account_id: accountId,
    user_id: actor.user.id,
    payable_id: row.id,
  });
}

export function updatePayable(db: Db, actor: Actor, id: number, body: UpdateInput): Promise<PayableRecord> {
  return auditedUpdate(db, actor, 'payables', id, getPayable, async (tx) => {
    const [row] = await lockPayables(tx, [id]);
    if (!row) throw notFound();
    const input = body.payable;
    const entered = body.paid_value ?? 0;
    const edit = await checkBillEdit(tx, row, row.amount_cents, input, entered, {
      movement: 'outflow',
      enteredField: 'paid_value',
      texts: T,
    });
    const payDate = input.date ?? today();
    await tx
      .update(p)
      .set({
        ...edit.columns,
        amount_cents: edit.settled_cents,
        date: entered > 0 || input.date ? payDate : undefined,
        updated_at: new Date(),
      })
      .where(eq(p.id, id));
    await writePayment(tx, actor, row, edit.entry_cents, payDate, edit.columns.account_id);
  });
}

/** 'Definir como pago': every selected payable paid in full today; all or nothing. */
export async function payAll(db: Db, actor: Actor, ids: number[]): Promise<PayableRecord[]> {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const units = allowedUnits(actor.user);
    const rows = await lockPayables(tx, unique);
    assertAllOpen(unique, rows, units, (row) => row.amount_cents, T.alreadySettled);
    const day = today();
    for (const row of rows) {
      const before = await getPayable(tx, row.id);
      await tx
        .update(p)
        .set({ amount_cents: row.value_cents, date: day, updated_at: new Date() })
        .where(eq(p.id, row.id));
      await writePayment(tx, actor, row, row.value_cents - row.amount_cents, day, row.account_id);
      await audit(tx, actor, 'update', 'payables', row.id, before, await getPayable(tx, row.id));
    }
    return Promise.all(unique.map((id) => getPayable(tx, id)));
  });
}

export function deletePayable(db: Db, actor: Actor, id: number): Promise<void> {
  return auditedDelete(db, actor, 'payables', id, getPayable, async (tx) => {
    await lockPayables(tx, [id]);
    await assertNoLedgerEntries(tx, transactions.payable_id, id, T.hasReceipts);
    await tx.delete(p).where(eq(p.id, id));
  });
}
