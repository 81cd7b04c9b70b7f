// The receivables' writes: create, receipts (one or in bulk, each an inflow in the cash ledger) and delete.
// Reads (list, summary, one record) are in service.ts.
import { RECEIVABLE_TEXTS as T, VALIDATION } from '@ability/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { customers, receivables as r, transactions } from '../../db/schema/index';
import { audit, auditCreated, auditedDelete, auditedUpdate } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { FieldErrors, fieldError, notFound } from '../../lib/errors';
import { allowedUnits, assertWritableUnit } from '../../lib/scope';
import { refreshCustomerDebt } from '../finance/debt';
import { assertAllOpen, assertNoLedgerEntries, checkBillEdit, newBillValues } from '../finance/bills';
import { checkFinanceRefs, today } from '../finance/refs';
import type { CreateInput, UpdateInput } from './schemas';
import { type ReceivableRecord, getReceivable } from './service';

export async function createReceivable(db: Db, actor: Actor, input: CreateInput): Promise<ReceivableRecord> {
  return db.transaction(async (tx) => {
    assertWritableUnit(actor.user, input.resale_id);
    const b = input.bill_attributes;
    const errors = new FieldErrors();
    if (!b.due_date) errors.add('bill.due_date', VALIDATION.required);
    await checkFinanceRefs(tx, errors, input.resale_id, {
      customer_id: input.customer_id,
      account_id: b.account_id,
      movement: 'inflow',
      payment_method_id: b.payment_method_id,
    });
    errors.throwIfAny();
    const [row] = await tx
      .insert(r)
      .values({
        document: input.document,
        resale_id: input.resale_id,
        customer_id: input.customer_id,
        ...newBillValues(b, actor.user.id),
      })
      .returning({ id: r.id });
    await refreshCustomerDebt(tx, [input.customer_id]);
    return auditCreated(tx, actor, 'receivables', await getReceivable(tx, row!.id));
  });
}

/** The row, locked until the end of the transaction: concurrent receipts wait and see each other. */
export async function lockReceivables(tx: Executor, ids: number[]) {
  return tx
    .select({
      id: r.id,
      resale_id: r.resale_id,
      customer_id: r.customer_id,
      value_cents: r.value_cents,
      received_cents: r.received_cents,
      fine_cents: r.fine_cents,
      discount_cents: r.discount_cents,
      account_id: r.account_id,
      user_id: r.user_id,
      employee_id: r.employee_id,
      description: r.description,
      customer_name: sql<string | null>`(select name from ${customers} where id = ${r.customer_id})`,
    })
    .from(r)
    .where(inArray(r.id, ids))
    .orderBy(asc(r.id))
    .for('update');
}

export type Locked = Awaited<ReturnType<typeof lockReceivables>>[number];

/** The receipt in the cash ledger: movement `receivable` on the receipt date, linked to the receivable. */
async function writeReceipt(
  tx: Executor,
  actor: Actor,
  row: Locked,
  cents: number,
  date: string,
  accountId: number | null,
  bankId: number | null = null,
) {
  if (cents <= 0) return;
  await tx.insert(transactions).values({
    description: `Recebimento da conta a receber #${row.id}${row.customer_name ? ` - ${row.customer_name}` : ''}`,
    movement: 'receivable',
    date,
    value_cents: cents,
    resale_id: row.resale_id,
    account_id: accountId,
    bank_id: bankId,
    user_id: row.user_id ?? actor.user.id,
    employee_id: row.employee_id,
    receivable_id: row.id,
  });
}

export function updateReceivable(db: Db, actor: Actor, id: number, body: UpdateInput): Promise<ReceivableRecord> {
  return auditedUpdate(db, actor, 'receivables', id, getReceivable, async (tx) => {
    const [row] = await lockReceivables(tx, [id]);
    if (!row) throw notFound();
    const input = body.receivable;
    const entered = body.received_value ?? 0;
    const edit = await checkBillEdit(tx, row, row.received_cents, input, entered, {
      movement: 'inflow',
      enteredField: 'received_value',
      texts: T,
    });
    const receiptDate = input.receipt_date ?? today();
    await tx
      .update(r)
      .set({
        ...edit.columns,
        received_cents: edit.settled_cents,
        receipt_date: entered > 0 || input.receipt_date ? receiptDate : undefined,
        updated_at: new Date(),
      })
      .where(eq(r.id, id));
    await writeReceipt(tx, actor, row, edit.entry_cents, receiptDate, edit.columns.account_id);
    await refreshCustomerDebt(tx, [row.customer_id]);
  });
}

/** 'Definir como recebido': every selected receivable received in full today; all or nothing. */
export async function receiveAll(db: Db, actor: Actor, ids: number[]): Promise<ReceivableRecord[]> {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const units = allowedUnits(actor.user);
    const rows = await lockReceivables(tx, unique);
    assertAllOpen(unique, rows, units, (row) => row.received_cents, T.alreadySettled);
    const day = today();
    for (const row of rows) {
      const before = await getReceivable(tx, row.id);
      await tx
        .update(r)
        .set({ received_cents: row.value_cents, receipt_date: day, updated_at: new Date() })
        .where(eq(r.id, row.id));
      await writeReceipt(tx, actor, row, row.value_cents - row.received_cents, day, row.account_id);
      await audit(tx, actor, 'update', 'receivables', row.id, before, await getReceivable(tx, row.id));
    }
    await refreshCustomerDebt(
      tx,
      rows.map((x) => x.customer_id),
    );
    return Promise.all(unique.map((id) => getReceivable(tx, id)));
  });
}

/**
 * Receipts of given amounts on rows locked by lockReceivables (one deposit paying many bills, as Caixa's
 * for the Gás do Povo): each amount is added to what was received, on `date`, its cash entry booked to
 * `bankId` (the account the money came into); audited each, debts refreshed. The caller checked that no
 * amount exceeds what is open (the check constraint backs it).
 */
export async function receiveParts(
  tx: Executor,
  actor: Actor,
  rows: Locked[],
  parts: { id: number; cents: number }[],
  date: string,
  bankId: number | null,
): Promise<void> {
  const byId = new Map(rows.map((x) => [x.id, x]));
  for (const part of parts) {
    const row = byId.get(part.id);
    if (!row || part.cents <= 0) continue;
    const before = await getReceivable(tx, row.id);
    await tx
      .update(r)
      .set({ received_cents: row.received_cents + part.cents, receipt_date: date, updated_at: new Date() })
      .where(eq(r.id, row.id));
    await writeReceipt(tx, actor, row, part.cents, date, row.account_id, bankId);
    await audit(tx, actor, 'update', 'receivables', row.id, before, await getReceivable(tx, row.id));
  }
  await refreshCustomerDebt(tx, [...new Set(rows.map((x) => x.customer_id))]);
}

export function deleteReceivable(db: Db, actor: Actor, id: number): Promise<void> {
  return auditedDelete(db, actor, 'receivables', id, getReceivable, async (tx, before) => {
    await lockReceivables(tx, [id]);
    if (before.sale_id) throw fieldError('base', T.fromSale);
    await assertNoLedgerEntries(tx, transactions.receivable_id, id, T.hasReceipts);
    await tx.delete(r).where(eq(r.id, id));
    await refreshCustomerDebt(tx, [before.customer_id]);
  });
}
