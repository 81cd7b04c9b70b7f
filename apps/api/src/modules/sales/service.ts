// Over 400 lines, one thing: the sale's life (who sees it, create, edit, take, status moves, delete), whose steps
// share the locked sale, its items, payments, stock and money; split apart, those internals would become exports.
import {
  type CustomerSpan,
  DELIVERY_TEXTS,
  type PlannedSale,
  SALE_STATUS_LABELS,
  SALE_TEXTS,
  SETTLED_SALE_STATUSES,
  type SaleStatus,
  TAKEABLE_SALE_STATUSES,
  VALIDATION,
  countsAsSale,
  gasDoPovoReceiptRequired,
  isCashMethod,
  isDelayed,
  newSaleStatus,
  paymentDue,
  saleBalance,
  saleMoves,
  salePaymentsRefusal,
  todayIn,
  transitionRefusal,
} from '@ability/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, type Executor, pgArray, queryPrepared } from '../../db/client';
import {
  customers,
  employeeResales,
  gasDoPovoRedemptions,
  paymentMethodResales,
  paymentMethods,
  products,
  receivables,
  resales,
  saleDocCounters,
  saleItems,
  salePayments,
  sales,
} from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { FieldErrors, ValidationError, fieldError, notFound, pgCode } from '../../lib/errors';
import { publishEvent } from '../../lib/events';
import { type PageRequest, type PageResult, limits } from '../../lib/list';
import { allowedUnits, assertWritableUnit, canSeeUnit } from '../../lib/scope';
import { createCustomer, updateCustomer } from '../customers/service';
import { type EmptyChoice, noSaleEmpties, planSaleEmpties } from '../empties/ledger';
import type { CreateInput as CustomerCreateInput } from '../customers/schemas';
import { closedDayRefusals, saleDay } from '../settlements/guard';
import { planSaleMoney } from '../receivables/saleMoney';
import {
  type GasDoPovoPlan,
  doorSwitchPayments,
  missingReceiptRefusal,
  paidRedemptionRefusal,
  planGasDoPovo,
} from '../gas-do-povo/sale';
import {
  type SaleFilter,
  type SaleRecord,
  type SaleSummaries,
  saleConditions,
  salePage,
  salesByIds,
  saleSummaries,
  TZ,
} from './queries';
import type { CreateInput, ItemInput, PaymentInput, UpdateInput } from './schemas';
import {
  type ItemRow,
  type NewSale,
  type PaymentRow,
  type SalePlan,
  isSaleWriteRetry,
  notify,
  recomputingCustomers,
  writeSale,
} from './write';

const E = SALE_TEXTS.errors;

/** What a user may see of sales: their units; a deliverer only the sales assigned to them. */
export function saleScope(actor: Actor): Pick<SaleFilter, 'units' | 'ownEmployee'> {
  const units = allowedUnits(actor.user);
  if (actor.user.role === 'deliverer') return { units, ownEmployee: actor.user.employee?.id ?? null };
  return { units };
}

/** The units of a deliverer whose deliverers may take sales without a deliverer (resales.deliverers_take_orders). */
export async function takeUnits(db: Executor, actor: Actor, units = allowedUnits(actor.user)): Promise<number[]> {
  if (actor.user.role !== 'deliverer' || !actor.user.employee || (units !== null && !units.length)) return [];
  const rows = await db
    .select({ id: resales.id })
    .from(resales)
    .where(and(eq(resales.deliverers_take_orders, true), units === null ? undefined : inArray(resales.id, units)));
  return rows.map((r) => r.id);
}

/**
 * GET /sales?unassigned=true: the open sales without a deliverer. A deliverer sees those of their units
 * that let deliverers take them (none otherwise: an empty list); other users, those of their units.
 */
export async function takeableScope(
  db: Executor,
  actor: Actor,
  units: number[] | null,
): Promise<Pick<SaleFilter, 'units' | 'takeable'>> {
  if (actor.user.role === 'deliverer') return { units: await takeUnits(db, actor, units), takeable: true };
  return { units, takeable: true };
}

export async function listSales(
  db: Executor,
  q: SaleFilter,
  pr: PageRequest,
): Promise<PageResult<SaleRecord> & { summaries: SaleSummaries }> {
  const where = saleConditions(q);
  const { limit, offset } = limits(pr);
  const [rows, summaries] = await Promise.all([salePage(db, where, limit, offset), saleSummaries(db, q, where)]);
  return {
    rows,
    total: summaries.total,
    perPage: pr.perPage === 'all' ? rows.length : pr.perPage,
    summaries,
  };
}

export async function getSale(db: Executor, id: number, scope: Pick<SaleFilter, 'units' | 'ownEmployee'>) {
  const [row] = await salesByIds(db, [id]);
  // The scope of saleConditions, on the one record.
  const own = scope.ownEmployee;
  if (!row || (scope.units !== null && !scope.units.includes(row.resale_id))) throw notFound();
  if (own !== undefined && (own === null || row.employee_id !== own)) throw notFound();
  return row;
}

/**
 * GET /sales/:id: a deliverer reads their own sales, and the open ones without a deliverer they may take
 * (takeUnits); the others, every sale of their units.
 */
export async function readSale(db: Executor, actor: Actor, id: number): Promise<SaleRecord> {
  const scope = saleScope(actor);
  try {
    return await getSale(db, id, scope);
  } catch (err) {
    if (scope.ownEmployee === undefined) throw err;
  }
  const [row] = await salesByIds(db, [id]);
  if (row && row.employee_id === null && isTakeable(row.status) && (await takeUnits(db, actor)).includes(row.resale_id))
    return row;
  throw notFound();
}

const isTakeable = (status: SaleStatus) => (TAKEABLE_SALE_STATUSES as readonly SaleStatus[]).includes(status);

// ---------------------------------------------------------------------------------------------------
// Writing a sale

/**
 * Applies nested `*_attributes` (an element with an id updates that record, `_destroy` removes it,
 * without an id it is new) to the current rows; an unknown id is an error on `field`.
 */
function mergeNested<I extends { id?: number; _destroy?: boolean }, R extends { id?: number }>(
  current: R[],
  input: I[] | undefined,
  errors: FieldErrors,
  field: string,
  build: (item: I, before: R | undefined) => R | null,
): R[] {
  if (input === undefined) return current;
  const byId = new Map(current.map((r) => [r.id, r]));
  const touched = new Set<number>();
  const result = new Map<number | string, R>(current.map((r) => [r.id!, r]));
  let n = 0;
  for (const item of input) {
    if (item.id !== undefined) {
      const before = byId.get(item.id);
      if (!before || touched.has(item.id)) {
        errors.add(field, VALIDATION.notFound);
        continue;
      }
      touched.add(item.id);
      if (item._destroy) {
        result.delete(item.id);
        continue;
      }
      const row = build(item, before);
      if (row) result.set(item.id, { ...row, id: item.id });
    } else if (!item._destroy) {
      const row = build(item, undefined);
      if (row) result.set(`new${n++}`, row);
    }
  }
  return [...result.values()];
}

interface Refs {
  products: Map<number, { price_cents: number; resale_id: number; description: string; eligible: boolean }>;
  /** Each payment method's units, description, delivery time, whether it is a card (for its money), its kind. */
  methods: Map<number, { units: number[]; description: string; delivery_time: number; is_card: boolean; kind: string }>;
  /** Whether the employee works at the sale's unit (null: no employee asked). */
  employeeInUnit: boolean | null;
  /** The customer's unit (undefined: no customer asked; null: no such customer). */
  customerUnit: number | null | undefined;
  /** The customer's stored span of purchase days (saleMoves adds a new sale's day to it). */
  customerSpan: CustomerSpan | undefined;
}

/**
 * Everything a sale refers to, read in one statement: its products, its payment methods with their
 * units, whether its employee works at the unit, the unit of its customer and the customer's span.
 */
async function loadRefs(
  tx: Executor,
  q: {
    productIds: number[];
    methodIds: number[];
    resaleId: number;
    employeeId: number | null;
    customerId: number | null;
  },
): Promise<Refs> {
  const [row] = await queryPrepared<{
    products: { id: number; price_cents: number; resale_id: number; description: string; eligible: boolean }[] | null;
    methods:
      | {
          id: number;
          units: number[];
          description: string;
          delivery_time: number | null;
          is_card: boolean;
          kind: string;
        }[]
      | null;
    employee_in_unit: boolean | null;
    customer: (CustomerSpan & { resale_id: number }) | null;
  }>(
    tx,
    sql`select
      (select json_agg(json_build_object('id', p.id, 'price_cents', p.price_cents, 'resale_id', p.resale_id,
                                         'description', p.description, 'eligible', p.gas_do_povo_eligible))
         from ${products} p where p.id = any(${pgArray(q.productIds)}::int[])) as products,
      (select json_agg(json_build_object('id', m.id, 'description', m.description, 'delivery_time', m.delivery_time,
                                         'is_card', m.is_card, 'kind', m.kind,
                                         'units', (select array_agg(${paymentMethodResales.resale_id}) from ${paymentMethodResales}
                                                    where ${paymentMethodResales.owner_id} = m.id)))
         from ${paymentMethods} m where m.id = any(${pgArray(q.methodIds)}::int[])) as methods,
      ${
        q.employeeId
          ? sql`exists (select 1 from ${employeeResales} er
                         where er.employee_id = ${q.employeeId} and er.resale_id = ${q.resaleId})`
          : sql`null::boolean`
      } as employee_in_unit,
      ${
        q.customerId
          ? sql`(select json_build_object('resale_id', c.resale_id, 'purchase_days', c.purchase_days,
                                          'first_sale_on', c.first_sale_on, 'last_sale_on', c.last_sale_on)
                   from ${customers} c where c.id = ${q.customerId})`
          : sql`null::json`
      } as customer`,
  );
  return {
    products: new Map((row?.products ?? []).map((p) => [p.id, p])),
    methods: new Map(
      (row?.methods ?? []).map((m) => [
        m.id,
        {
          units: m.units ?? [],
          description: m.description,
          delivery_time: Number(m.delivery_time ?? 0),
          is_card: !!m.is_card,
          kind: m.kind,
        },
      ]),
    ),
    employeeInUnit: q.employeeId ? !!row?.employee_in_unit : null,
    customerUnit: q.customerId ? (row?.customer?.resale_id ?? null) : undefined,
    customerSpan: row?.customer
      ? {
          purchase_days: row.customer.purchase_days,
          first_sale_on: row.customer.first_sale_on,
          last_sale_on: row.customer.last_sale_on,
        }
      : undefined,
  };
}

function buildItems(current: ItemRow[], input: ItemInput[] | undefined, refs: Refs, errors: FieldErrors) {
  return mergeNested<ItemInput, ItemRow>(current, input, errors, 'items', (item, before) => {
    const productId = item.product_id ?? before?.product_id;
    if (!productId) {
      errors.add('items', `${SALE_TEXTS.fields.product}: ${VALIDATION.required}`);
      return null;
    }
    const product = refs.products.get(productId);
    const productChanged = before && productId !== before.product_id;
    const price = item.price_cents ?? (productChanged || !before ? product?.price_cents : before.price_cents) ?? 0;
    return {
      product_id: productId,
      quantity: item.quantity ?? before?.quantity ?? 1,
      price_cents: price,
      discount_cents: item.discount_cents ?? (item.discount_cents === null ? 0 : (before?.discount_cents ?? 0)),
    };
  });
}

function buildPayments(current: PaymentRow[], input: PaymentInput[] | undefined, errors: FieldErrors) {
  return mergeNested<PaymentInput, PaymentRow>(current, input, errors, 'payments', (p, before) => {
    const methodId = p.payment_method_id ?? before?.payment_method_id;
    const value = p.value_cents ?? before?.value_cents;
    if (!methodId) errors.add('payments', `${SALE_TEXTS.fields.payment_method}: ${VALIDATION.required}`);
    if (!value) errors.add('payments', `${SALE_TEXTS.fields.value}: ${VALIDATION.required}`);
    if (!methodId || !value) return null;
    // A PIX already confirmed stays confirmed unless what was paid changes.
    const same = before && before.payment_method_id === methodId && before.value_cents === value;
    return {
      payment_method_id: methodId,
      value_cents: value,
      installments: p.installments ?? before?.installments ?? 1,
      due_date: p.due_date === undefined ? (before?.due_date ?? null) : p.due_date,
      pix_confirmed_at: same ? (before.pix_confirmed_at ?? null) : null,
      pix_confirmed_by: same ? (before.pix_confirmed_by ?? null) : null,
    };
  });
}

/** Products and payment methods of the sale's unit, a deliverer of it, a customer of it. */
function checkRefs(errors: FieldErrors, resaleId: number, refs: Refs, items: ItemRow[], payments: PaymentRow[]) {
  for (const i of items) {
    const p = refs.products.get(i.product_id);
    if (!p) errors.add('items', `${SALE_TEXTS.fields.product}: ${VALIDATION.notFound}`);
    else if (p.resale_id !== resaleId) errors.add('items', E.productOutside);
    if (i.discount_cents > i.price_cents * i.quantity) errors.add('items', E.discountTooHigh);
  }
  for (const p of payments) {
    const method = refs.methods.get(p.payment_method_id);
    if (!method?.units.length) errors.add('payments', `${SALE_TEXTS.fields.payment_method}: ${VALIDATION.notFound}`);
    else if (!method.units.includes(resaleId)) errors.add('payments', E.methodOutside);
  }
  if (refs.employeeInUnit === false) errors.add('employee', E.employeeOutside);
  if (refs.customerUnit === null) errors.add('customer', VALIDATION.notFound);
  else if (refs.customerUnit !== undefined && refs.customerUnit !== resaleId) errors.add('customer', E.customerOutside);
  if (items.length === 0) errors.add('items', E.itemsRequired);
}

/** The inline customer: created or updated through the customers service; its errors keyed `customer.*`. */
async function saveInlineCustomer(
  tx: Executor,
  actor: Actor,
  resaleId: number,
  customerId: number | null | undefined,
  attrs: CreateInput['customer_attributes'],
): Promise<number | null> {
  if (!attrs) return customerId ?? null;
  const { id, ...data } = attrs;
  const hasData = Object.values(data).some((v) => v !== undefined);
  try {
    if (id) {
      if (hasData) await updateCustomer(tx, actor, id, data);
      else {
        const [c] = await tx.select({ resale_id: customers.resale_id }).from(customers).where(eq(customers.id, id));
        if (!c || !canSeeUnit(actor.user, c.resale_id)) throw fieldError('customer', VALIDATION.notFound);
      }
      return id;
    }
    if (!hasData) return customerId ?? null;
    const created = await createCustomer(tx, actor, {
      ...data,
      resale_id: data.resale_id ?? resaleId,
    } as CustomerCreateInput);
    return created.id;
  } catch (err) {
    if (err instanceof ValidationError && !Array.isArray(err.fields)) {
      const fields: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(err.fields)) fields[k === 'customer' ? k : `customer.${k}`] = v;
      throw new ValidationError(fields);
    }
    if (err instanceof Error && 'statusCode' in err && (err as { statusCode: number }).statusCode === 404)
      throw fieldError('customer', VALIDATION.notFound);
    throw err;
  }
}

/** A deliverer records sales for themself: the employee is theirs whatever was sent. */
function employeeFor(actor: Actor, requested: number | null | undefined, current: number | null): number | null {
  if (actor.user.role === 'deliverer') {
    const own = actor.user.employee?.id ?? null;
    if (requested && requested !== own) throw fieldError('employee', E.delivererOwn);
    return own;
  }
  return requested === undefined ? current : (requested ?? null);
}

/**
 * The unit's next order number, in a statement of its own (no transaction: its row lock lasts that
 * statement alone). The largest number already on a sale of the unit counts too, so sales written
 * without the counter (demo data, imports) are never numbered again.
 */
async function nextDocNumber(db: Db, resaleId: number): Promise<number> {
  // An unknown unit gets no number (0), and the sale's own checks refuse it with a 422.
  if (!Number.isInteger(resaleId) || resaleId < 1 || resaleId > 2_147_483_647) return 0;
  const top = sql`(select coalesce(max(${sales.doc_number}), 0) from ${sales} where ${sales.resale_id} = ${resaleId})`;
  const [row] = await queryPrepared<{ last: number }>(
    db,
    sql`insert into ${saleDocCounters} as c (resale_id, last)
        select ${resaleId}, ${top} + 1 where exists (select 1 from ${resales} where ${resales.id} = ${resaleId})
        on conflict (resale_id) do update set last = greatest(c.last, ${top}) + 1
        returning c.last`,
  );
  return row ? Number(row.last) : 0;
}

/**
 * The sale's total and change (saleBalance); its payments' refusal (short of the total, or over it in a
 * method that gives no change: salePaymentsRefusal) added to `errors`.
 */
function balanceOrThrow(errors: FieldErrors, items: ItemRow[], payments: PaymentRow[], refs: Refs) {
  const b = saleBalance(
    items,
    payments.map((p) => ({ value_cents: p.value_cents, cash: isCashMethod(refs.methods.get(p.payment_method_id)) })),
  );
  const why = salePaymentsRefusal(b, items.length > 0);
  if (why) errors.add('payments', why);
  return b;
}

/**
 * A payment sent without a due date is due on the sale's `day` plus its method's days (paymentDue): a
 * 'Boleto 30 dias' becomes a receivable 30 days on, not cash of the day. One the rule leaves on the day
 * (a method of 0 days, a card) keeps none.
 */
function withDueDates(payments: PaymentRow[], refs: Refs, day: string): PaymentRow[] {
  return payments.map((p) => {
    if (p.due_date) return p;
    const due = paymentDue(null, refs.methods.get(p.payment_method_id), day);
    return due === day ? p : { ...p, due_date: due };
  });
}

function stamps(to: SaleStatus, now: Date) {
  if (to === 'in_transit') return { in_transit_at: now };
  if (to === 'delivered') return { delivered_at: now };
  if (to === 'finished') return { finished_at: now };
  if (to === 'canceled') return { canceled_at: now };
  return {};
}

/** A sale handed over to the customer: a Gás do Povo redemption's receipt is due by then (the form asks the same). */
const handedOver = gasDoPovoReceiptRequired;

const CREATE_STATUSES: SaleStatus[] = ['created', 'in_transit', 'delivered', 'finished'];

/**
 * A new sale: its order number in a statement of its own, then writeSale's one statement, which commits
 * by itself; a transaction only when more must commit with it (a customer written inline, receivables and
 * the customer's debt, a settlement's day lock) or when the customer's statistics are recomputed from the
 * history (a backdated day, a span never stored, or one changed since it was read: SALE_WRITE_RETRY).
 */
export async function createSale(db: Db, actor: Actor, input: CreateInput, now = new Date()): Promise<SaleRecord> {
  assertWritableUnit(actor.user, input.resale_id);
  const docNumber = await nextDocNumber(db, input.resale_id);
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeCreatedSale(db, actor, input, now, docNumber);
    } catch (err) {
      // A deadlock's loser wrote nothing (its statement, or its transaction, rolled back): it is written
      // again. Concurrent sales of the same products can meet so: each create statement locks its products
      // in id order, then updates them, and PostgreSQL queues the update's tuple lock behind the other
      // sales' waiters (seen with 16 concurrent sales of two products, figures-concurrency.test.ts).
      if (attempt >= DEADLOCK_TRIES || pgCode(err) !== '40P01') throw err;
    }
  }
}

/** How many times a new sale is written when it keeps losing deadlocks (then 409: send it again). */
const DEADLOCK_TRIES = 3;

/** createSale's write of the sale, in its one statement or in a transaction. */
async function writeCreatedSale(
  db: Db,
  actor: Actor,
  input: CreateInput,
  now: Date,
  docNumber: number,
): Promise<SaleRecord> {
  if (!input.customer_attributes) {
    // Read committed, the checks read what a transaction's first statement would: no lock is held either way.
    const sale = await newSale(db, actor, input, now, docNumber, input.customer_id ?? null);
    // A sale a settlement counts holds its day's shared lock until its commit (settlements/guard.ts), so it
    // is written in a transaction.
    // A P13's empties go in the same statement: the busy product's row is held for that statement and
    // the commit alone, not for a transaction's round trips.
    const alone = sale.moves.customers.every((c) => c.kind === 'day');
    if (alone && !sale.plan.term.length && !sale.gasDoPovo && !countsInSettlement(sale)) {
      try {
        return (await writeSale(db, { kind: 'create', sale }))!;
      } catch (err) {
        if (!isSaleWriteRetry(err)) throw err;
      }
      return writeNewSale(db, actor, input, now, docNumber, true);
    }
    // Its plan took no lock (no settlement's day, no redemption): the transaction writes it as planned
    // rather than reading its references again (two round trips of a sale's eighteen).
    if (!sale.gasDoPovo && !countsInSettlement(sale)) {
      try {
        return await writeNewSale(db, actor, input, now, docNumber, false, sale);
      } catch (err) {
        if (!isSaleWriteRetry(err)) throw err;
        return writeNewSale(db, actor, input, now, docNumber, true);
      }
    }
  }
  try {
    return await writeNewSale(db, actor, input, now, docNumber, false);
  } catch (err) {
    // The customer's span changed since it was read: written again, the customer's statistics computed from
    // the history (nothing of the first attempt was committed).
    if (!isSaleWriteRetry(err)) throw err;
    return writeNewSale(db, actor, input, now, docNumber, true);
  }
}

/** A delivered or finished sale with a deliverer: its money is in the deliverer's settlement of its day. */
function countsInSettlement(sale: Pick<NewSale, 'status' | 'employeeId'>): boolean {
  return sale.employeeId !== null && (SETTLED_SALE_STATUSES as readonly SaleStatus[]).includes(sale.status);
}

/**
 * A new sale in a transaction: with its customer written inline, its moves (`recompute`: every customer's from
 * the history); `planned`: the plan newSale made outside it, when that plan took no lock.
 */
async function writeNewSale(
  db: Db,
  actor: Actor,
  input: CreateInput,
  now: Date,
  docNumber: number,
  recompute: boolean,
  planned?: NewSale,
): Promise<SaleRecord> {
  return db.transaction(async (tx) => {
    const sale =
      planned ??
      (await newSale(
        tx,
        actor,
        input,
        now,
        docNumber,
        await saveInlineCustomer(tx, actor, input.resale_id, input.customer_id, input.customer_attributes),
      ));
    if (recompute) sale.moves = recomputingCustomers(sale.moves);
    return (await writeSale(tx, { kind: 'create', sale }))!;
  });
}

/** Checks a new sale against its references (422 with every field's errors) and plans its money and moves. */
async function newSale(
  db: Executor,
  actor: Actor,
  input: CreateInput,
  now: Date,
  docNumber: number,
  customerId: number | null,
): Promise<NewSale> {
  const employeeId = employeeFor(actor, input.employee_id, null);
  const errors = new FieldErrors();
  const soldOn = input.sold_on ? new Date(input.sold_on) : now;
  const refs = await loadRefs(db, {
    productIds: (input.items_attributes ?? []).map((i) => i.product_id).filter((x): x is number => !!x),
    methodIds: (input.payments_attributes ?? []).map((p) => p.payment_method_id).filter((x): x is number => !!x),
    resaleId: input.resale_id,
    employeeId,
    customerId,
  });
  const items = buildItems([], input.items_attributes, refs, errors);
  const payments = withDueDates(buildPayments([], input.payments_attributes, errors), refs, todayIn(TZ, soldOn));
  checkRefs(errors, input.resale_id, refs, items, payments);
  // No status chosen: a walk-in (Venda direta, Portaria) is handed over at once.
  const status = input.status ?? newSaleStatus(input.channel);
  const gasDoPovo = await planGasDoPovo(db, {
    resaleId: input.resale_id,
    day: todayIn(TZ, soldOn),
    saleId: null,
    items,
    payments,
    products: refs.products,
    methods: refs.methods,
    input: input.gas_do_povo,
    errors,
    pending: !handedOver(status),
  });
  if (!CREATE_STATUSES.includes(status)) errors.add('status', VALIDATION.inclusion);
  const [closed] = await closedDayRefusals(db, [
    saleDay({ resale_id: input.resale_id, employee_id: employeeId, sold_on: soldOn }),
  ]);
  if (closed) errors.add('base', closed);
  const balance = balanceOrThrow(errors, items, payments, refs);
  const empties = await planSaleEmpties(db, {
    saleId: null,
    resaleId: input.resale_id,
    customerId,
    userId: actor.user.id,
    items,
    choices: emptyChoices(input.items_attributes, []),
    errors,
  });
  errors.throwIfAny();
  const money = {
    doc_number: docNumber,
    resale_id: input.resale_id,
    customer_id: customerId,
    user_id: actor.user.id,
    employee_id: employeeId,
    day: todayIn(TZ, soldOn),
  };
  const plan = planSaleMoney(
    { ...money, status, change_cents: balance.change_cents },
    payments.map((p) => {
      const method = refs.methods.get(p.payment_method_id)!;
      return {
        ...p,
        delivery_time: method.delivery_time,
        is_card: method.is_card,
        method: method.description,
        debtor_id: debtorOf(method, gasDoPovo),
      };
    }),
  );
  return {
    actor,
    input,
    now,
    soldOn,
    docNumber,
    status,
    customerId,
    employeeId,
    items,
    payments,
    balance,
    money,
    plan,
    gasDoPovo,
    moves: saleMoves(
      null,
      { status, customer_id: customerId, day: money.day, items },
      customerId && refs.customerSpan ? new Map([[customerId, refs.customerSpan]]) : undefined,
    ),
    empties,
  };
}

/** Who owes a payment of `method` when not the sale's customer: Caixa's debtor for a Gás do Povo one. */
const debtorOf = (method: { kind: string } | undefined, gdp: GasDoPovoPlan | null) =>
  method?.kind === 'gas_do_povo' ? (gdp?.debtor_id ?? null) : null;

/** The empties chosen per product in a body's items (an edited item named by id takes its product). */
function emptyChoices(input: ItemInput[] | undefined, current: ItemRow[]): EmptyChoice[] {
  return (input ?? []).flatMap((i) => {
    const productId = i.product_id ?? current.find((c) => c.id === i.id)?.product_id;
    if (!productId || i._destroy || (i.empty_brand_id === undefined && i.empty_return === undefined)) return [];
    return [{ product_id: productId, empty_brand_id: i.empty_brand_id, empty_return: i.empty_return }];
  });
}

export async function lockSales(tx: Executor, ids: number[]) {
  return tx
    .select({
      id: sales.id,
      status: sales.status,
      resale_id: sales.resale_id,
      employee_id: sales.employee_id,
      customer_id: sales.customer_id,
      in_transit_at: sales.in_transit_at,
      sold_on: sales.sold_on,
    })
    .from(sales)
    .where(inArray(sales.id, ids))
    .orderBy(asc(sales.id))
    .for('update');
}

export type Locked = Awaited<ReturnType<typeof lockSales>>[number];

/** The locked sales whose deliverer's settlement of their day is closed, with the reason (sale id → text). */
async function closedDays(tx: Executor, rows: Locked[]): Promise<Map<number, string>> {
  const refusals = await closedDayRefusals(tx, rows.map(saleDay));
  return new Map(rows.flatMap((r, i) => (refusals[i] ? [[r.id, refusals[i]] as const] : [])));
}

export function visible(actor: Actor, s: Locked): boolean {
  if (!canSeeUnit(actor.user, s.resale_id)) return false;
  if (actor.user.role === 'deliverer') return !!s.employee_id && s.employee_id === actor.user.employee?.id;
  return true;
}

/** The sale's live redemption's fields, as an edit that does not send them keeps them. */
async function currentGasDoPovo(tx: Executor, saleId: number) {
  const [r] = await tx
    .select({
      validation: gasDoPovoRedemptions.validation,
      nsu: gasDoPovoRedemptions.nsu,
      cpf_last4: gasDoPovoRedemptions.cpf_last4,
      empty_received: gasDoPovoRedemptions.empty_received,
    })
    .from(gasDoPovoRedemptions)
    .where(and(eq(gasDoPovoRedemptions.sale_id, saleId), isNull(gasDoPovoRedemptions.canceled_at)));
  return r ?? null;
}

async function currentChildren(tx: Executor, saleId: number) {
  const [items, payments] = await Promise.all([
    tx
      .select({
        id: saleItems.id,
        product_id: saleItems.product_id,
        quantity: saleItems.quantity,
        price_cents: saleItems.price_cents,
        discount_cents: saleItems.discount_cents,
      })
      .from(saleItems)
      .where(eq(saleItems.sale_id, saleId))
      .orderBy(asc(saleItems.id)),
    tx
      .select({
        id: salePayments.id,
        payment_method_id: salePayments.payment_method_id,
        value_cents: salePayments.value_cents,
        installments: salePayments.installments,
        due_date: salePayments.due_date,
        pix_confirmed_at: salePayments.pix_confirmed_at,
        pix_confirmed_by: salePayments.pix_confirmed_by,
      })
      .from(salePayments)
      .where(eq(salePayments.sale_id, saleId))
      .orderBy(asc(salePayments.id)),
  ]);
  return { items: items as ItemRow[], payments: payments as PaymentRow[] };
}

/** Why a sale can't move to `to` now (pt-BR), or null. */
function refusal(s: Locked, to: SaleStatus, now: Date): string | null {
  const r = transitionRefusal(s.status, to, SALE_STATUS_LABELS);
  if (r) return r;
  if (to === 'delayed' && !isDelayed(s.in_transit_at, now)) return E.notYetDelayed;
  return null;
}

/** What saleMoves reads of a locked sale and its items. */
function planned(s: Pick<Locked, 'status' | 'customer_id' | 'sold_on'>, items: ItemRow[]): PlannedSale {
  return { status: s.status, customer_id: s.customer_id, day: todayIn(TZ, s.sold_on), items };
}

/** The plan of one locked sale's move to a status: stamps, and on cancel its stock, money and customer. */
async function statusPlan(
  tx: Executor,
  s: Locked,
  to: SaleStatus,
  now: Date,
  reason: string | null = null,
): Promise<SalePlan> {
  const items = to === 'canceled' ? (await currentChildren(tx, s.id)).items : [];
  return {
    kind: 'change',
    id: s.id,
    set: { status: to, ...stamps(to, now), updated_at: now },
    money: to === 'canceled' ? 'reverse' : 'keep',
    gasDoPovo: to === 'canceled' ? { cancel: true, reason } : undefined,
    moves: saleMoves(planned(s, items), { ...planned(s, items), status: to }),
    ...(countsAsSale(to) ? {} : { empties: noSaleEmpties(s.resale_id, null) }),
  };
}

/** Moves one locked sale to a status (statusPlan, writeSale), audited and announced. */
async function moveSale(tx: Executor, actor: Actor, s: Locked, to: SaleStatus, now: Date, reason?: string | null) {
  const before = await getSale(tx, s.id, { units: null });
  await writeSale(tx, await statusPlan(tx, s, to, now, reason ?? null));
  const after = await getSale(tx, s.id, { units: null });
  await audit(tx, actor, to === 'canceled' ? 'cancel' : 'update_status', 'sales', s.id, before, after);
  await notify(tx, after);
  return after;
}

export async function updateSale(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateInput,
  now = new Date(),
  /** The brands sent are the empties' told at the door: the fulls that left keep theirs (moveAtDoor). */
  door = false,
): Promise<SaleRecord> {
  return db.transaction(async (tx) => {
    const [s] = await lockSales(tx, [id]);
    if (!s || !visible(actor, s)) throw notFound();
    if (s.status === 'canceled' || s.status === 'rejected')
      throw fieldError('status', transitionRefusal(s.status, s.status, SALE_STATUS_LABELS)!);
    const before = await getSale(tx, id, { units: null });
    const resaleId = input.resale_id ?? s.resale_id;
    if (resaleId !== s.resale_id) assertWritableUnit(actor.user, resaleId);
    const employeeId = employeeFor(actor, input.employee_id, s.employee_id);
    // Its day as it was and as it will be: neither deliverer's settlement of them may be closed.
    const closed = await closedDayRefusals(tx, [
      saleDay(s),
      saleDay({ resale_id: resaleId, employee_id: employeeId, sold_on: input.sold_on ?? s.sold_on }),
    ]);
    const why = closed.find((x) => x !== null);
    if (why) throw fieldError('base', why);
    const customerId = await saveInlineCustomer(
      tx,
      actor,
      resaleId,
      input.customer_id === undefined ? s.customer_id : input.customer_id,
      input.customer_attributes,
    );
    const errors = new FieldErrors();
    const current = await currentChildren(tx, id);
    const refs = await loadRefs(tx, {
      productIds: [
        ...current.items.map((i) => i.product_id),
        ...(input.items_attributes ?? []).map((i) => i.product_id),
      ].filter((x): x is number => !!x),
      methodIds: [
        ...current.payments.map((p) => p.payment_method_id),
        ...(input.payments_attributes ?? []).map((p) => p.payment_method_id),
      ].filter((x): x is number => !!x),
      resaleId,
      employeeId,
      customerId,
    });
    const items = buildItems(current.items, input.items_attributes, refs, errors);
    const soldOn = input.sold_on ? new Date(input.sold_on) : s.sold_on;
    const payments = withDueDates(
      buildPayments(current.payments, input.payments_attributes, errors),
      refs,
      todayIn(TZ, soldOn),
    );
    checkRefs(errors, resaleId, refs, items, payments);
    const gasDoPovo = await planGasDoPovo(tx, {
      resaleId,
      day: todayIn(TZ, soldOn),
      saleId: id,
      items,
      payments,
      products: refs.products,
      methods: refs.methods,
      input: input.gas_do_povo === undefined ? await currentGasDoPovo(tx, id) : input.gas_do_povo,
      errors,
      pending: !handedOver(input.status ?? s.status),
    });
    const to = input.status;
    if (to && to !== s.status) {
      const why = refusal(s, to, now);
      if (why) errors.add('status', why);
    }
    const b = balanceOrThrow(errors, items, payments, refs);
    const empties = await planSaleEmpties(tx, {
      saleId: id,
      resaleId,
      customerId,
      userId: actor.user.id,
      items,
      choices: emptyChoices(input.items_attributes, current.items).map((c) => ({ ...c, empty_only: door })),
      errors,
    });
    errors.throwIfAny();

    // The edit, then a status move asked with it (as its own write, audited as the move).
    await writeSale(tx, {
      kind: 'change',
      id,
      set: {
        resale_id: resaleId,
        channel: input.channel,
        sold_on: input.sold_on ? new Date(input.sold_on) : undefined,
        obs: input.obs,
        customer_id: customerId,
        employee_id: employeeId,
        total_cents: b.total_cents,
        change_cents: b.change_cents,
        updated_at: now,
      },
      children: { items, payments },
      gasDoPovo,
      money: 'rebook',
      moves: saleMoves(planned(s, current.items), {
        status: s.status,
        customer_id: customerId,
        day: todayIn(TZ, soldOn),
        items,
      }),
      empties,
    });
    if (to && to !== s.status)
      return moveSale(tx, actor, { ...s, resale_id: resaleId, customer_id: customerId, sold_on: soldOn }, to, now);
    const after = await getSale(tx, id, { units: null });
    await audit(tx, actor, 'update', 'sales', id, before, after);
    await notify(tx, after);
    return after;
  });
}

/**
 * POST /sales/:id/take: a deliverer takes an open sale without a deliverer of a unit that allows it
 * (resales.deliverers_take_orders). The sale's row is locked first: of two deliverers taking it at once,
 * the second finds it taken (422). Its money is booked again under the deliverer (their day's settlement
 * counts it), the settlement guard as for every sale write; audited ('take').
 */
export async function takeSale(db: Db, actor: Actor, id: number, now = new Date()): Promise<SaleRecord> {
  const T = DELIVERY_TEXTS.take;
  const own = actor.user.role === 'deliverer' ? (actor.user.employee?.id ?? null) : null;
  if (own === null) throw fieldError('base', T.onlyDeliverers);
  return db.transaction(async (tx) => {
    const [s] = await lockSales(tx, [id]);
    if (!s || !canSeeUnit(actor.user, s.resale_id)) throw notFound();
    const [unit] = await tx
      .select({ allows: resales.deliverers_take_orders })
      .from(resales)
      .where(eq(resales.id, s.resale_id));
    if (!unit?.allows) throw fieldError('base', T.notAllowed);
    if (s.employee_id !== null) throw fieldError('base', s.employee_id === own ? T.alreadyYours : T.alreadyTaken);
    if (!isTakeable(s.status)) throw fieldError('base', T.notOpen);
    const why = (await closedDayRefusals(tx, [saleDay(s), saleDay({ ...s, employee_id: own })])).find((x) => x);
    if (why) throw fieldError('base', why);
    const before = await getSale(tx, id, { units: null });
    await writeSale(tx, {
      kind: 'change',
      id,
      set: { employee_id: own, updated_at: now },
      money: 'rebook',
      moves: saleMoves(planned(s, []), planned(s, [])),
    });
    const after = await getSale(tx, id, { units: null });
    await audit(tx, actor, 'take', 'sales', id, before, after);
    await notify(tx, after);
    return after;
  });
}

/**
 * PATCH update_status / update_status_all / cancel: every sale moves or none does; refusals come back
 * as `[{id, status: [reason]}]`.
 */
export async function updateStatuses(
  db: Db,
  actor: Actor,
  ids: number[],
  to: SaleStatus,
  now = new Date(),
  /** Why it is canceled: required (10+ characters) of a sale whose redemption Caixa already paid. */
  reason?: string | null,
): Promise<SaleRecord[]> {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await lockSales(tx, unique);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const closed = await closedDays(tx, rows);
    const failures: { id: number; status: string[] }[] = [];
    for (const id of unique) {
      const s = byId.get(id);
      if (!s || !visible(actor, s)) failures.push({ id, status: [VALIDATION.notFound] });
      else {
        const why =
          closed.get(id) ??
          refusal(s, to, now) ??
          (to === 'canceled' ? await paidRedemptionRefusal(tx, id, reason) : null) ??
          (handedOver(to) ? await missingReceiptRefusal(tx, id) : null);
        if (why) failures.push({ id, status: [why] });
      }
    }
    if (failures.length) throw new ValidationError(failures);
    const out: SaleRecord[] = [];
    for (const s of rows) out.push(await moveSale(tx, actor, s, to, now, reason));
    return out;
  });
}

/** Single-sale status change: a refusal is a 422 on `status` (the list shows the reason). */
export async function updateStatus(
  db: Db,
  actor: Actor,
  id: number,
  to: SaleStatus,
  now = new Date(),
  reason?: string | null,
) {
  try {
    const [sale] = await updateStatuses(db, actor, [id], to, now, reason);
    return sale!;
  } catch (err) {
    if (err instanceof ValidationError && Array.isArray(err.fields)) {
      const f = err.fields[0] as { status: string[] };
      if (f.status[0] === VALIDATION.notFound) throw notFound();
      throw new ValidationError({ status: f.status });
    }
    throw err;
  }
}

/**
 * The deliverer's move with what was taken at the door (the card): the Gás do Povo receipt and the brand of
 * each refill's empty collected. One edit through updateSale (its checks, the empties' plan, writeSale), the
 * move asked with it. `switchToVoucher`: the family pays with the voucher an order taken with another method
 * (doorSwitchPayments).
 */
export async function moveAtDoor(
  db: Db,
  actor: Actor,
  id: number,
  to: SaleStatus,
  door: {
    receipt?: UpdateInput['gas_do_povo'];
    switchToVoucher?: boolean;
    empties?: { product_id: number; empty_brand_id: number | null }[];
  },
): Promise<SaleRecord> {
  let payments: UpdateInput['payments_attributes'];
  let items: UpdateInput['items_attributes'];
  const noEmpty = door.receipt?.empty_received === false;
  if (door.switchToVoucher || door.empties?.length || noEmpty) {
    const [s] = await lockSales(db, [id]);
    if (!s || !visible(actor, s)) throw notFound();
    if (door.switchToVoucher)
      payments = await doorSwitchPayments(db, { id, resale_id: s.resale_id, day: todayIn(TZ, s.sold_on) });
    const current = (await currentChildren(db, id)).items;
    if (door.empties?.length) {
      // Each chosen brand goes on the sale's item of that product (an empty of a product not sold: 422).
      const errors = new FieldErrors();
      items = door.empties.map((e) => {
        const item = current.find((i) => i.product_id === e.product_id);
        if (!item) errors.add('empties', VALIDATION.notFound);
        return { id: item?.id, empty_brand_id: e.empty_brand_id };
      });
      errors.throwIfAny();
    }
    // The Azulzinha receipt says no empty came back: the family owes the voucher's refill's empty (the sale's
    // customer; a sale without one keeps its choice), or it is sold when the sale carries the cylinder too.
    if (noEmpty && s.customer_id !== null) {
      const owed = await voucherRefillsWithoutEmpty(db, current);
      if (owed.length) {
        const byId = new Map((items ?? []).map((i) => [i.id, i]));
        for (const o of owed) byId.set(o.id, { ...byId.get(o.id), id: o.id, empty_return: o.empty_return });
        items = [...byId.values()];
      }
    }
  }
  return updateSale(
    db,
    actor,
    id,
    {
      status: to,
      ...(door.receipt ? { gas_do_povo: door.receipt } : {}),
      ...(payments ? { payments_attributes: payments } : {}),
      ...(items ? { items_attributes: items } : {}),
    },
    new Date(),
    !!items,
  );
}

/**
 * The sale's Gás do Povo refills (eligible, of a capacity, not the cylinder) and what their empty becomes when
 * none came back: 'vendido' when the sale also sells a cylinder of that capacity, else 'deve'.
 */
async function voucherRefillsWithoutEmpty(
  db: Executor,
  current: { id?: number; product_id: number }[],
): Promise<{ id: number; empty_return: 'vendido' | 'deve' }[]> {
  if (!current.length) return [];
  const rows = await db
    .select({
      id: products.id,
      capacity: products.capacity,
      is_cylinder: products.is_cylinder,
      eligible: products.gas_do_povo_eligible,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(current.map((i) => i.product_id))]));
  const product = new Map(rows.map((r) => [r.id, r]));
  const cylinders = new Set(
    current.flatMap((i) => {
      const p = product.get(i.product_id);
      return p?.is_cylinder && p.capacity ? [p.capacity] : [];
    }),
  );
  return current.flatMap((i) => {
    const p = product.get(i.product_id);
    if (!i.id || !p?.eligible || !p.capacity || p.is_cylinder) return [];
    return [{ id: i.id, empty_return: cylinders.has(p.capacity) ? ('vendido' as const) : ('deve' as const) }];
  });
}

/** DELETE /sales/{id} and destroy_all (admins): gives back stock and money; all or nothing. */
export async function destroySales(db: Db, actor: Actor, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await lockSales(tx, unique);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const received = await tx
      .select({ sale_id: receivables.sale_id })
      .from(receivables)
      .where(and(inArray(receivables.sale_id, unique.length ? unique : [0]), sql`${receivables.received_cents} > 0`));
    const withReceipts = new Set(received.map((r) => r.sale_id));
    const closed = await closedDays(tx, rows);
    const failures: { id: number; status: string[] }[] = [];
    for (const id of unique) {
      const s = byId.get(id);
      if (!s || !visible(actor, s)) failures.push({ id, status: [VALIDATION.notFound] });
      else if (closed.has(id)) failures.push({ id, status: [closed.get(id)!] });
      else if (withReceipts.has(id)) failures.push({ id, status: [SALE_TEXTS.errors.hasReceipts] });
    }
    if (failures.length) throw new ValidationError(failures);
    for (const s of rows) {
      const before = await getSale(tx, s.id, { units: null });
      const counted = countsAsSale(s.status);
      const { items } = counted ? await currentChildren(tx, s.id) : { items: [] };
      await writeSale(tx, {
        kind: 'delete',
        id: s.id,
        money: counted ? 'reverse' : 'keep',
        moves: saleMoves(planned(s, items), null),
        empties: noSaleEmpties(s.resale_id, actor.user.id),
      });
      await audit(tx, actor, 'delete', 'sales', s.id, before, null);
      await publishEvent(tx, {
        type: 'sale',
        resale_id: s.resale_id,
        employee_id: s.employee_id,
        data: { id: s.id, deleted: true },
      });
    }
  });
}

export async function destroySale(db: Db, actor: Actor, id: number): Promise<void> {
  try {
    await destroySales(db, actor, [id]);
  } catch (err) {
    if (err instanceof ValidationError && Array.isArray(err.fields)) {
      const f = err.fields[0] as { status: string[] };
      if (f.status[0] === VALIDATION.notFound) throw notFound();
      throw new ValidationError({ base: f.status });
    }
    throw err;
  }
}
