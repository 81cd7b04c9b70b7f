import { PAYMENT_METHOD_DEFAULTS, normalizeCardFields } from '@ability/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ReplyOf } from '../../lib/reply-schema';
import type { Db, Executor } from '../../db/client';
import { paymentMethodResales, paymentMethods } from '../../db/schema/index';
import { audit, auditedDelete, auditedUpdate, auditCreated } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { PageRequest, PageResult } from '../../lib/list';
import { searchColumnContains, registerPage } from '../../lib/matches';
import { checkUnitIds, inAnyUnit, qualified, replaceUnits, unitsJoin, unitsJson, withUnitIds } from '../../lib/units';
import type { CreateInput, UpdateInput, paymentMethodReply } from './schemas';
import { columnsOf } from '../../lib/columns';
import type { UnitsQuery } from '../../lib/scope';

export type PaymentMethodRecord = ReplyOf<typeof paymentMethodReply>;

const join = unitsJoin(paymentMethodResales);

const columns = {
  ...columnsOf(paymentMethods, 'id', 'description', 'status', 'is_card'),
  ...columnsOf(paymentMethods, 'card_type', 'delivery_time', 'adm_tax', 'default'),
  resales: unitsJson(join, paymentMethods.id),
  created_at: paymentMethods.created_at,
  updated_at: paymentMethods.updated_at,
};

type Row = Omit<PaymentMethodRecord, 'resale_ids'>;

function read(row: Row): PaymentMethodRecord {
  // numeric(5,2) arrives as a string from some drivers: answer a number.
  return withUnitIds({ ...row, adm_tax: Number(row.adm_tax) });
}

export async function listPaymentMethods(
  db: Db,
  q: UnitsQuery,
  p: PageRequest,
): Promise<PageResult<PaymentMethodRecord>> {
  const text = q.query?.trim();
  const where = and(
    text ? searchColumnContains(paymentMethods.description_search, text) : undefined,
    inAnyUnit(join, paymentMethods.id, q.units),
  );
  const order = [paymentMethods.description, paymentMethods.id];
  const list = { table: paymentMethods, id: paymentMethods.id, order, where };
  const page = await registerPage<Row>(db, p, 'payment_methods', list, columns);
  return { ...page, rows: page.rows.map(read) };
}

/** A record outside `units` (null = every unit) is not found, as for a record that does not exist. */
export async function getPaymentMethod(
  db: Executor,
  id: number,
  units: number[] | null = null,
): Promise<PaymentMethodRecord> {
  const [row] = await db
    .select(columns)
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), inAnyUnit(join, paymentMethods.id, units)));
  if (!row) throw notFound();
  return read(row);
}

/**
 * At most one default method per unit: the other defaults sharing any unit of `id` stop being default,
 * each change in the audit trail.
 */
async function keepOneDefault(tx: Executor, actor: Actor, id: number): Promise<void> {
  const others = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.default, true),
        ne(paymentMethods.id, id),
        sql`exists (select 1 from ${paymentMethodResales} a join ${paymentMethodResales} b on a.resale_id = b.resale_id
                     where a.payment_method_id = ${qualified(paymentMethods.id)} and b.payment_method_id = ${id})`,
      ),
    );
  for (const other of others) {
    const before = await getPaymentMethod(tx, other.id);
    await tx
      .update(paymentMethods)
      .set({ default: false, updated_at: new Date() })
      .where(eq(paymentMethods.id, other.id));
    await audit(tx, actor, 'update', 'payment_methods', other.id, before, { ...before, default: false });
  }
}

export async function createPaymentMethod(db: Db, actor: Actor, input: CreateInput): Promise<PaymentMethodRecord> {
  return db.transaction(async (tx) => {
    const { resale_ids = [], ...data } = input;
    await checkUnitIds(tx, actor.user, resale_ids);
    const values = normalizeCardFields({ ...PAYMENT_METHOD_DEFAULTS, ...data });
    const [row] = await tx.insert(paymentMethods).values(values).returning({ id: paymentMethods.id });
    await replaceUnits(tx, join, row!.id, resale_ids);
    if (values.default) await keepOneDefault(tx, actor, row!.id);
    return auditCreated(tx, actor, 'payment_methods', await getPaymentMethod(tx, row!.id));
  });
}

export function updatePaymentMethod(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateInput,
): Promise<PaymentMethodRecord> {
  return auditedUpdate(db, actor, 'payment_methods', id, getPaymentMethod, async (tx, before) => {
    const { resale_ids, ...data } = input;
    await checkUnitIds(tx, actor.user, resale_ids);
    // The card rule applies to the record as it will be, not only to what this call sends.
    const { is_card, card_type, adm_tax } = normalizeCardFields({ ...before, ...data });
    await tx
      .update(paymentMethods)
      .set({ ...data, is_card, card_type, adm_tax, updated_at: new Date() })
      .where(eq(paymentMethods.id, id));
    if (resale_ids) await replaceUnits(tx, join, id, resale_ids);
    if (data.default ?? before.default) await keepOneDefault(tx, actor, id);
  });
}

export function deletePaymentMethod(db: Db, actor: Actor, id: number): Promise<void> {
  return auditedDelete(db, actor, 'payment_methods', id, getPaymentMethod, (tx) =>
    tx.delete(paymentMethods).where(eq(paymentMethods.id, id)),
  );
}
