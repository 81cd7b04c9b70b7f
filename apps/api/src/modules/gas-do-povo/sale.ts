// Gás do Povo at the sale: planned with the sale (service.ts), written in its one write (write.ts).
import {
  GAS_DO_POVO_CANCEL_REASON_MIN,
  GAS_DO_POVO_ERRORS,
  type GasDoPovoValidation,
  checkGasDoPovoSale,
  hasGasDoPovoReceipt,
  normalizeNsu,
  priceInForce,
} from '@ability/domain';
import { gasDoPovoDueDate } from '@ability/domain/gas-do-povo/due';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  gasDoPovoRedemptions,
  paymentMethods,
  products,
  receivables,
  resales,
  saleItems,
  salePayments,
} from '../../db/schema/index';
import { type FieldErrors, fieldError } from '../../lib/errors';
import { activeGasDoPovoPrices } from '../gas-do-povo-prices/service';
import { gasDoPovoUnitStatus } from './units';

/** The redemption's fields as the sale form and the deliverer's card send them (`sale.gas_do_povo`). */
export interface GasDoPovoInput {
  validation?: string | null;
  nsu?: string | null;
  cpf_last4?: string | null;
  empty_received?: boolean | null;
}

/** A redemption checked and priced: what writeSale writes beside the sale. */
export interface GasDoPovoPlan {
  resale_id: number;
  validation: GasDoPovoValidation;
  nsu: string;
  cpf_last4: string;
  empty_received: boolean;
  uf: string;
  price_cents: number;
  due_date: string;
  /** The unit's 'Caixa – Gás do Povo' debtor: the receivable is its. */
  debtor_id: number;
  /** False: an order whose family redeems at the door; nothing is written until the receipt comes. */
  receipt: boolean;
}

interface Line {
  product_id: number;
  quantity: number;
  price_cents: number;
  discount_cents: number;
}
interface Payment {
  payment_method_id: number;
  value_cents: number;
  due_date: string | null;
}

/** Where a rule's field goes in the 422: the redemption's own fields under `gas_do_povo.`, the rest on payments. */
const errorField = (field: string | undefined) => (field === 'value' || !field ? 'payments' : `gas_do_povo.${field}`);

/**
 * The redemption of a sale paid (in part) by a method of kind Gás do Povo, checked by checkGasDoPovoSale
 * (every refusal in pt-BR, added to `errors`). When it passes: the eligible line is priced at the reference
 * price without discount (what Caixa pays for the refill; the family pays nothing for it), the Gás do Povo
 * payment is due two business days after the sale (gasDoPovoDueDate), and the plan is returned. A sale
 * without such a payment returns null.
 */
export async function planGasDoPovo(
  db: Executor,
  q: {
    resaleId: number;
    day: string;
    saleId: number | null;
    items: Line[];
    payments: Payment[];
    products: Map<number, { description: string; eligible: boolean }>;
    methods: Map<number, { kind: string }>;
    input: GasDoPovoInput | null | undefined;
    errors: FieldErrors;
    /** The sale is an order not yet handed over: its receipt may wait for the door. */
    pending?: boolean;
  },
): Promise<GasDoPovoPlan | null> {
  const gdp = q.payments.filter((p) => q.methods.get(p.payment_method_id)?.kind === 'gas_do_povo');
  if (!gdp.length) return null;
  const [unit, prices, [named]] = await Promise.all([
    gasDoPovoUnitStatus(db, q.resaleId, q.day),
    activeGasDoPovoPrices(db),
    db.select({ name: resales.name }).from(resales).where(eq(resales.id, q.resaleId)),
  ]);
  const input = q.input ?? {};
  const nsu = normalizeNsu(input.nsu);
  const used = nsu
    ? await db
        .select({ nsu: gasDoPovoRedemptions.nsu })
        .from(gasDoPovoRedemptions)
        .where(
          and(
            eq(gasDoPovoRedemptions.resale_id, q.resaleId),
            eq(gasDoPovoRedemptions.nsu, nsu),
            isNull(gasDoPovoRedemptions.canceled_at),
            q.saleId ? ne(gasDoPovoRedemptions.sale_id, q.saleId) : undefined,
          ),
        )
    : [];
  const check = checkGasDoPovoSale({
    unit: named?.name ?? 'A unidade',
    enrolled: unit.enrolled,
    uf: unit.uf,
    date: q.day,
    prices,
    lines: q.items.map((i) => {
      const p = q.products.get(i.product_id);
      return { product: p?.description ?? '', eligible: !!p?.eligible, quantity: i.quantity };
    }),
    redemptions: gdp.map((p) => ({
      nsu: input.nsu,
      validation: input.validation,
      cpf_last4: input.cpf_last4,
      value_cents: p.value_cents,
    })),
    usedNsus: new Set(used.map((u) => u.nsu)),
    pending: q.pending,
  });
  if (!check.ok) {
    q.errors.add(errorField(check.field), check.error);
    // A receipt's field refused with a price in force: the refill is priced all the same, so the balance
    // does not add a second, misleading refusal (a switch at the door sent the voucher at that price).
    const price = priceInForce(prices, unit.uf, q.day)?.price_cents;
    if (price && check.field && check.field !== 'value') priceEligible(q, price);
    return null;
  }
  const debtor = unit.customer_id;
  if (!debtor) {
    q.errors.add('payments', GAS_DO_POVO_ERRORS.notEnrolled(named?.name ?? 'A unidade'));
    return null;
  }
  const due = gasDoPovoDueDate(q.day);
  priceEligible(q, check.price_cents);
  gdp[0]!.due_date = due;
  return {
    resale_id: q.resaleId,
    validation: input.validation as GasDoPovoValidation,
    nsu,
    cpf_last4: input.cpf_last4!,
    empty_received: input.empty_received ?? true,
    uf: unit.uf!,
    price_cents: check.price_cents,
    due_date: due,
    debtor_id: debtor,
    receipt: hasGasDoPovoReceipt(input),
  };
}

/** The eligible line at the reference price, without discount (what Caixa pays; the family pays nothing for it). */
function priceEligible(q: { items: Line[]; products: Map<number, { eligible: boolean }> }, price: number) {
  for (const i of q.items)
    if (q.products.get(i.product_id)?.eligible) {
      i.price_cents = price;
      i.discount_cents = 0;
    }
}

const NSU_INDEX = 'gas_do_povo_redemptions_nsu_idx';

/** A unique violation of the NSU index (two redemptions of one NSU at once): the pt-BR refusal. */
function nsuRefusal(err: unknown, nsu: string): Error {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.cause?.code ?? e.code;
  const constraint = e.cause?.constraint ?? e.constraint;
  if (code === '23505' && constraint === NSU_INDEX)
    return fieldError('gas_do_povo.nsu', GAS_DO_POVO_ERRORS.nsuUsed(nsu));
  return err as Error;
}

/**
 * Writes a sale's redemption in the sale's transaction (writeSale): `plan` replaces the live one (an edit;
 * null: the sale no longer has one), 'cancel' marks it canceled (its NSU free again), undefined leaves it.
 * The unique index on the unit's live NSUs decides between two sales written at once: the loser is
 * answered with the pt-BR refusal.
 */
export async function writeGasDoPovo(
  tx: Executor,
  saleId: number,
  plan: GasDoPovoPlan | null | GasDoPovoCancel | undefined,
): Promise<void> {
  if (plan === undefined) return;
  if (plan && 'cancel' in plan) {
    // Run after the sale's money was reversed: a receivable Caixa paid (in part) stays at what it paid.
    const [paid] = await tx
      .select({ cents: sql<number>`coalesce(sum(${receivables.received_cents}), 0)::bigint` })
      .from(receivables)
      .where(and(eq(receivables.sale_id, saleId), caixaOwes));
    const received = Number(paid?.cents ?? 0);
    await tx
      .update(gasDoPovoRedemptions)
      .set({
        canceled_at: sql`now()`,
        updated_at: sql`now()`,
        cancel_reason: plan.reason?.trim() || null,
        divergence_cents: received > 0 ? received : null,
      })
      .where(and(eq(gasDoPovoRedemptions.sale_id, saleId), isNull(gasDoPovoRedemptions.canceled_at)));
    return;
  }
  await tx.delete(gasDoPovoRedemptions).where(eq(gasDoPovoRedemptions.sale_id, saleId));
  if (!plan?.receipt) return;
  const { debtor_id: _, receipt: __, ...row } = plan;
  try {
    await tx.insert(gasDoPovoRedemptions).values({ ...row, sale_id: saleId });
  } catch (err) {
    throw nsuRefusal(err, plan.nsu);
  }
}

/** A sale's redemption canceled with the sale (the reason: asked when Caixa already paid it). */
export interface GasDoPovoCancel {
  cancel: true;
  reason: string | null;
}

/** The receivable is the unit's 'Caixa – Gás do Povo' debtor's (not the family's). */
const caixaOwes = eq(
  receivables.customer_id,
  sql`(select g.customer_id from gas_do_povo_units g where g.resale_id = ${receivables.resale_id})`,
);

/**
 * A sale whose redemption Caixa already paid (in part) is canceled only with a reason of at least
 * GAS_DO_POVO_CANCEL_REASON_MIN characters: the money came in for it, and the redemption keeps it as a
 * divergence to resolve (writeGasDoPovo). The pt-BR refusal, or null.
 */
export async function paidRedemptionRefusal(
  tx: Executor,
  saleId: number,
  reason?: string | null,
): Promise<string | null> {
  if ((reason?.trim().length ?? 0) >= GAS_DO_POVO_CANCEL_REASON_MIN) return null;
  // Caixa's receivables locked as a deposit locks them (all of them: a row the snapshot shows unpaid is
  // not locked when filtered out), so a deposit paying one now is waited for and its receipt seen.
  const rows = await tx
    .select({ received: receivables.received_cents })
    .from(receivables)
    .innerJoin(gasDoPovoRedemptions, eq(gasDoPovoRedemptions.sale_id, receivables.sale_id))
    .where(and(eq(receivables.sale_id, saleId), isNull(gasDoPovoRedemptions.canceled_at), caixaOwes))
    .orderBy(asc(receivables.id))
    .for('update', { of: receivables });
  return rows.some((r) => r.received > 0) ? GAS_DO_POVO_ERRORS.paidCancel : null;
}

/**
 * An order paid by Gás do Povo whose family has not redeemed yet (no live redemption) can't be handed
 * over: the deliverer's card sends the receipt with the move. The pt-BR refusal, or null.
 */
export async function missingReceiptRefusal(tx: Executor, saleId: number): Promise<string | null> {
  const [row] = await tx
    .select({ id: salePayments.id })
    .from(salePayments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, salePayments.payment_method_id))
    .where(
      and(
        eq(salePayments.sale_id, saleId),
        eq(paymentMethods.kind, 'gas_do_povo'),
        sql`not exists (select 1 from gas_do_povo_redemptions r where r.sale_id = ${saleId} and r.canceled_at is null)`,
      ),
    )
    .limit(1);
  return row ? GAS_DO_POVO_ERRORS.receiptRequired : null;
}

/**
 * The family pays with the voucher at the door an order taken with another method: the sale's payments
 * become the Gás do Povo one (the reference price in force, what the eligible refill then costs) and, for
 * the rest (freight, a sold empty), the first other method with what is left. Sent to updateSale with the
 * receipt, whose checks (planGasDoPovo) refuse what does not fit; undefined when the sale already has it.
 */
export async function doorSwitchPayments(
  db: Executor,
  sale: { id: number; resale_id: number; day: string },
): Promise<
  { id?: number; _destroy?: boolean; payment_method_id?: number; value_cents?: number; due_date: null }[] | undefined
> {
  const [[method], payments, items, unit, prices] = await Promise.all([
    db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.kind, 'gas_do_povo')),
    db
      .select({ id: salePayments.id, method_id: salePayments.payment_method_id, kind: paymentMethods.kind })
      .from(salePayments)
      .innerJoin(paymentMethods, eq(paymentMethods.id, salePayments.payment_method_id))
      .where(eq(salePayments.sale_id, sale.id))
      .orderBy(salePayments.id),
    db
      .select({
        net: sql<number>`(${saleItems.price_cents} * ${saleItems.quantity} - ${saleItems.discount_cents})::bigint`,
        eligible: products.gas_do_povo_eligible,
      })
      .from(saleItems)
      .innerJoin(products, eq(products.id, saleItems.product_id))
      .where(eq(saleItems.sale_id, sale.id)),
    gasDoPovoUnitStatus(db, sale.resale_id, sale.day),
    activeGasDoPovoPrices(db),
  ]);
  if (!method || payments.some((p) => p.kind === 'gas_do_povo')) return undefined;
  // No price in force: a value of 1 centavo, which planGasDoPovo refuses with the missing price's message.
  const price = priceInForce(prices, unit.uf, sale.day)?.price_cents ?? 1;
  const rest = items.filter((i) => !i.eligible).reduce((n, i) => n + Number(i.net), 0);
  const other = payments[0];
  return [
    ...payments.map((p) => ({ id: p.id, _destroy: true, due_date: null })),
    { payment_method_id: method.id, value_cents: price, due_date: null },
    ...(rest > 0 && other ? [{ payment_method_id: other.method_id, value_cents: rest, due_date: null }] : []),
  ];
}
