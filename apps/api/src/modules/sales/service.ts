// Over 400 lines, one thing: the sale's life (who sees it, create, edit, take, status moves, delete), whose steps
// share the locked sale, its items, payments, stock and money; split apart, those internals would become exports.
import {
  DELIVERY_TEXTS,
  SALE_STATUS_LABELS,
  SALE_TEXTS,
  SETTLED_SALE_STATUSES,
  type SaleStatus,
  TAKEABLE_SALE_STATUSES,
  VALIDATION,
  isCashMethod,
  isDelayed,
  newSaleStatus,
  paymentDue,
  saleBalance,
  salePaymentsRefusal,
  saleStockMoves,
  todayIn,
  transitionRefusal,
} from '@ability/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type Executor, builtOnce, pgArray, queryPrepared, queryRows } from '../../db/client';
import {
  customers,
  employeeResales,
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
import { audit, auditInsertFrom, auditValues } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { FieldErrors, ValidationError, fieldError, notFound } from '../../lib/errors';
import { type LiveEvent, eventNotifyOfInserted, eventValues, publishEvent } from '../../lib/events';
import { type PageRequest, type PageResult, limits } from '../../lib/list';
import { allowedUnits, assertWritableUnit, canSeeUnit } from '../../lib/scope';
import { changeStock } from '../../lib/stock';
import { createCustomer, customerSaleDayUpdate, refreshCustomerSaleDays, updateCustomer } from '../customers/service';
import { refreshCustomerStatistics } from '../customers/statistics';
import type { CreateInput as CustomerCreateInput } from '../customers/schemas';
import { refreshCustomerDebt } from '../finance/debt';
import { closedDayRefusals, saleDay } from '../settlements/guard';
import {
  type MoneySale,
  type SaleMoneyPlan,
  type SaleMoneyShape,
  bookSaleMoney,
  planSaleMoney,
  reverseSaleMoney,
  saleMoneyInserts,
  saleMoneyShape,
  saleMoneyValues,
} from '../receivables/saleMoney';
import {
  type SaleFilter,
  type SaleRecord,
  type SaleSummaries,
  saleConditions,
  salePage,
  insertedSaleRecord,
  insertedSaleSelect,
  salesByIds,
  saleSummaries,
  TZ,
} from './queries';
import type { CreateInput, ItemInput, PaymentInput, UpdateInput } from './schemas';

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

interface ItemRow {
  id?: number;
  product_id: number;
  quantity: number;
  price_cents: number;
  discount_cents: number;
}

interface PaymentRow {
  id?: number;
  payment_method_id: number;
  value_cents: number;
  installments: number;
  due_date: string | null;
  /** A confirmed PIX (0036): kept while the payment keeps its method and value. */
  pix_confirmed_at?: Date | null;
  pix_confirmed_by?: number | null;
}

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
  products: Map<number, { price_cents: number; resale_id: number }>;
  /** Each payment method's units, description, delivery time and whether it is a card (for its money). */
  methods: Map<number, { units: number[]; description: string; delivery_time: number; is_card: boolean }>;
  /** Whether the employee works at the sale's unit (null: no employee asked). */
  employeeInUnit: boolean | null;
  /** The customer's unit (undefined: no customer asked; null: no such customer). */
  customerUnit: number | null | undefined;
}

/**
 * Everything a sale refers to, read in one statement: its products, its payment methods with their
 * units, whether its employee works at the unit and the unit of its customer.
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
    products: { id: number; price_cents: number; resale_id: number }[] | null;
    methods:
      | { id: number; units: number[]; description: string; delivery_time: number | null; is_card: boolean }[]
      | null;
    employee_in_unit: boolean | null;
    customer_unit: number | null;
  }>(
    tx,
    sql`select
      (select json_agg(json_build_object('id', p.id, 'price_cents', p.price_cents, 'resale_id', p.resale_id))
         from ${products} p where p.id = any(${pgArray(q.productIds)}::int[])) as products,
      (select json_agg(json_build_object('id', m.id, 'description', m.description, 'delivery_time', m.delivery_time,
                                         'is_card', m.is_card,
                                         'units', (select array_agg(${paymentMethodResales.resale_id}) from ${paymentMethodResales}
                                                    where ${paymentMethodResales.owner_id} = m.id)))
         from ${paymentMethods} m where m.id = any(${pgArray(q.methodIds)}::int[])) as methods,
      ${
        q.employeeId
          ? sql`exists (select 1 from ${employeeResales} er
                         where er.employee_id = ${q.employeeId} and er.resale_id = ${q.resaleId})`
          : sql`null::boolean`
      } as employee_in_unit,
      ${q.customerId ? sql`(select c.resale_id from ${customers} c where c.id = ${q.customerId})` : sql`null::int`} as customer_unit`,
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
        },
      ]),
    ),
    employeeInUnit: q.employeeId ? !!row?.employee_in_unit : null,
    customerUnit: q.customerId ? (row?.customer_unit ?? null) : undefined,
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

/** Moves the platform stock as a sale's items went from `before` to `after` (saleStockMoves, the domain's rule). */
async function moveSaleStock(tx: Executor, before: ItemRow[], after: ItemRow[]) {
  for (const [productId, platform] of saleStockMoves(before, after)) await changeStock(tx, productId, { platform });
}

/** Replaces the sale's items and payments. */
async function writeChildren(tx: Executor, saleId: number, items: ItemRow[], payments: PaymentRow[]) {
  await tx.delete(saleItems).where(eq(saleItems.sale_id, saleId));
  await tx.delete(salePayments).where(eq(salePayments.sale_id, saleId));
  if (items.length) await tx.insert(saleItems).values(items.map((i) => ({ ...i, sale_id: saleId })));
  if (payments.length) await tx.insert(salePayments).values(payments.map((p) => ({ ...p, sale_id: saleId })));
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

type EventSale = { id: number; resale_id: number; employee_id: number | null; status: string };

function saleEvent(sale: EventSale): LiveEvent {
  return {
    type: 'sale',
    resale_id: sale.resale_id,
    employee_id: sale.employee_id,
    data: { id: sale.id, status: sale.status },
  };
}

export async function notify(tx: Executor, sale: EventSale) {
  await publishEvent(tx, saleEvent(sale));
}

const CREATE_STATUSES: SaleStatus[] = ['created', 'in_transit', 'delivered', 'finished'];

/**
 * A new sale: its order number in a statement of its own, then the sale in one statement (newSaleStatement)
 * that commits by itself; a transaction only when more must commit with it (a customer written inline,
 * receivables and the customer's debt) or when its day isn't the customer's latest.
 */
export async function createSale(db: Db, actor: Actor, input: CreateInput, now = new Date()): Promise<SaleRecord> {
  assertWritableUnit(actor.user, input.resale_id);
  const docNumber = await nextDocNumber(db, input.resale_id);
  if (!input.customer_attributes) {
    // Read committed, the checks read what a transaction's first statement would: no lock is held either way.
    const sale = await newSale(db, actor, input, now, docNumber, input.customer_id ?? null);
    // A sale a settlement counts holds its day's shared lock until its commit (settlements/guard.ts), so it
    // is written in a transaction.
    if (!sale.plan.term.length && !countsInSettlement(sale)) {
      try {
        return await insertNewSale(db, sale, true);
      } catch (err) {
        if (!isNotCustomersLastDay(err)) throw err;
      }
      return db.transaction((tx) => insertNewSale(tx, sale, false));
    }
  }
  try {
    return await writeNewSale(db, actor, input, now, docNumber, true);
  } catch (err) {
    // A backdated sale (or a customer whose statistics were never stored): written again, the
    // customer's statistics computed from the history (nothing of the first attempt was committed).
    if (!isNotCustomersLastDay(err)) throw err;
    return writeNewSale(db, actor, input, now, docNumber, false);
  }
}

/** A delivered or finished sale with a deliverer: its money is in the deliverer's settlement of its day. */
function countsInSettlement(sale: Pick<NewSale, 'status' | 'employeeId'>): boolean {
  return sale.employeeId !== null && (SETTLED_SALE_STATUSES as readonly SaleStatus[]).includes(sale.status);
}

/** The error the commit of a sale with `movesAtCommit` raises when the sale's day isn't its customer's latest. */
const NOT_LAST_DAY = 'sale_not_customers_last_day';
const isNotCustomersLastDay = (err: unknown) =>
  (err as { cause?: { message?: string } })?.cause?.message === NOT_LAST_DAY ||
  (err as { message?: string })?.message === NOT_LAST_DAY;

/** A new sale checked and priced, ready to insert: what newSale gives insertNewSale. */
interface NewSale {
  actor: Actor;
  input: CreateInput;
  now: Date;
  soldOn: Date;
  docNumber: number;
  status: SaleStatus;
  customerId: number | null;
  employeeId: number | null;
  items: ItemRow[];
  payments: PaymentRow[];
  balance: ReturnType<typeof saleBalance>;
  money: Omit<MoneySale, 'id' | 'status' | 'change_cents'>;
  plan: SaleMoneyPlan;
}

/** Checks a new sale against its references (422 with every field's errors) and plans its money. */
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
  if (!CREATE_STATUSES.includes(status)) errors.add('status', VALIDATION.inclusion);
  const [closed] = await closedDayRefusals(db, [
    saleDay({ resale_id: input.resale_id, employee_id: employeeId, sold_on: soldOn }),
  ]);
  if (closed) errors.add('base', closed);
  const balance = balanceOrThrow(errors, items, payments, refs);
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
      return { ...p, delivery_time: method.delivery_time, is_card: method.is_card, method: method.description };
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
  };
}

const v = (name: string) => sql.placeholder(name);

/**
 * The statement of insertNewSale, built once per shape (builtOnce): the sale, its items and payments, its
 * money, its record read back (insertedSaleColumns), its audit entry and live event. The arrays the
 * children's triggers keep on the sale are inserted as they will be (items and payments go in this order):
 * the triggers then leave the new row alone.
 */
const newSaleStatement = builtOnce(
  (shape: SaleMoneyShape & { movesAtCommit: boolean }) =>
    sql`with s as (insert into ${sales} (doc_number, status, channel, sold_on, in_transit_at, delivered_at, finished_at,
                                        total_cents, change_cents, obs, resale_id, customer_id, employee_id, user_id,
                                        item_product_ids, item_quantities, item_values, payment_method_ids, payment_values)
               values (${v('doc_number')}, ${v('status')}, ${v('channel')}, ${v('sold_on')}, ${v('in_transit_at')},
                       ${v('delivered_at')}, ${v('finished_at')}, ${v('total_cents')}, ${v('change_cents')}, ${v('obs')},
                       ${v('resale_id')}, ${v('customer_id')}, ${v('employee_id')}, ${v('user_id')}, ${v('item_products')},
                       ${v('item_quantities')}, ${v('item_values')}, ${v('payment_methods')}, ${v('payment_values')})
               returning *),
         new_items as (insert into ${saleItems} (sale_id, product_id, quantity, price_cents, discount_cents)
               select s.id, x.product_id, x.quantity, x.price_cents, x.discount_cents
                 from s, unnest(${v('item_products')}::int[], ${v('item_quantities')}::int[],
                                ${v('item_prices')}::int[], ${v('item_discounts')}::int[])
                      with ordinality as x(product_id, quantity, price_cents, discount_cents, n)
                order by x.n
               returning *),
         new_payments as (insert into ${salePayments} (sale_id, payment_method_id, value_cents, installments, due_date)
               select s.id, y.payment_method_id, y.value_cents, y.installments, y.due_date
                 from s, unnest(${v('payment_methods')}::int[], ${v('payment_values')}::int[],
                                ${v('payment_installments')}::int[], ${v('payment_due_dates')}::date[])
                      with ordinality as y(payment_method_id, value_cents, installments, due_date, n)
                order by y.n
               returning *),
         ${sql.join(
           saleMoneyInserts(shape, sql`s.id`, sql`s`).map((m, n) => sql`${sql.raw(`money${n}`)} as (${m}), `),
           sql``,
         )}
         rec as (select ${insertedSaleSelect()} from s "sales"),
         a as (${auditInsertFrom('create', 'sales', sql`rec.id`, sql`to_jsonb(rec)`, sql`rec`)})
    select rec.*, ${eventNotifyOfInserted(sql`rec.id`)} as notified${
      shape.movesAtCommit ? sql`, set_config('ability.sale_moves_tz', ${TZ}, true)` : sql``
    } from rec`,
);

/**
 * Writes a new sale in one statement: the sale, its items, payments and money, its record read back, the
 * audit entry and the live event (delivered at commit). Run alone (autocommit) it is the sale's whole
 * transaction; the rows every sale of the day, unit and product shares (the list's summary rows, the
 * ledger's) are held from that statement to its COMMIT only.
 *
 * `movesAtCommit`: the customer's statistics and the products' stock, the rows every concurrent sale of
 * the customer or product wants, move at the COMMIT (the deferred trigger sale_commit_moves, migration
 * 0027, asked for by the sale's insert): they stay locked only while PostgreSQL commits. When the sale's
 * day isn't its customer's latest, the commit fails (NOT_LAST_DAY); without it (in a transaction) they
 * move here, the statistics computed from the customer's history when needed.
 */
async function insertNewSale(db: Executor, sale: NewSale, movesAtCommit: boolean): Promise<SaleRecord> {
  const { actor, input, now, status, items, payments, balance: b, customerId, employeeId } = sale;
  const at = (stamped: boolean) => (stamped ? now.toISOString() : null);
  const [row] = await newSaleStatement<Record<string, unknown>>(
    db,
    { movesAtCommit, ...saleMoneyShape(sale.plan) },
    {
      doc_number: sale.docNumber,
      status,
      channel: input.channel ?? 'disk',
      sold_on: sale.soldOn.toISOString(),
      in_transit_at: at(status === 'in_transit'),
      delivered_at: at(status === 'delivered' || status === 'finished'),
      finished_at: at(status === 'finished'),
      total_cents: b.total_cents,
      change_cents: b.change_cents,
      obs: input.obs ?? null,
      resale_id: input.resale_id,
      customer_id: customerId,
      employee_id: employeeId,
      user_id: actor.user.id,
      item_products: pgArray(items.map((i) => i.product_id)),
      item_quantities: pgArray(items.map((i) => i.quantity)),
      item_prices: pgArray(items.map((i) => i.price_cents)),
      item_discounts: pgArray(items.map((i) => i.discount_cents)),
      item_values: pgArray(items.map((i) => i.price_cents * i.quantity - i.discount_cents)),
      payment_methods: pgArray(payments.map((p) => p.payment_method_id)),
      payment_values: pgArray(payments.map((p) => p.value_cents)),
      payment_installments: pgArray(payments.map((p) => p.installments)),
      payment_due_dates: pgArray(payments.map((p) => p.due_date)),
      ...saleMoneyValues(sale.money, sale.plan),
      ...auditValues(actor),
      ...eventValues(saleEvent({ id: 0, resale_id: input.resale_id, employee_id: employeeId, status })),
    },
  );
  const created = insertedSaleRecord(row!);
  // A sale paid in cash leaves the customer's debt as it was.
  if (sale.plan.term.length) await refreshCustomerDebt(db, [customerId]);
  if (!movesAtCommit) {
    // The customer first, then the products in id order, as every sale locks them (no deadlock).
    if (customerId) {
      const [moved] = await queryRows<{ moved: number }>(db, customerSaleDayUpdate(customerId, sale.soldOn));
      if (!moved?.moved) await refreshCustomerSaleDays(db, customerId);
    }
    await moveSaleStock(db, [], items);
  }
  return created;
}

/** A new sale in a transaction: with its customer written inline, or receivables (see insertNewSale). */
async function writeNewSale(
  db: Db,
  actor: Actor,
  input: CreateInput,
  now: Date,
  docNumber: number,
  movesAtCommit: boolean,
): Promise<SaleRecord> {
  return db.transaction(async (tx) => {
    const customerId = await saveInlineCustomer(
      tx,
      actor,
      input.resale_id,
      input.customer_id,
      input.customer_attributes,
    );
    return insertNewSale(tx, await newSale(tx, actor, input, now, docNumber, customerId), movesAtCommit);
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

/** Moves one locked sale to a status: stamps, and on cancel gives back its stock and money. */
async function moveSale(tx: Executor, actor: Actor, s: Locked, to: SaleStatus, now: Date) {
  const before = await getSale(tx, s.id, { units: null });
  await tx
    .update(sales)
    .set({ status: to, ...stamps(to, now), updated_at: now })
    .where(eq(sales.id, s.id));
  if (to === 'canceled') {
    const { items } = await currentChildren(tx, s.id);
    await moveSaleStock(tx, items, []);
    await reverseSaleMoney(tx, s.id);
    if (s.customer_id) await refreshCustomerStatistics(tx, [s.customer_id]);
  }
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
    const to = input.status;
    if (to && to !== s.status) {
      const why = refusal(s, to, now);
      if (why) errors.add('status', why);
    }
    const b = balanceOrThrow(errors, items, payments, refs);
    errors.throwIfAny();

    await reverseSaleMoney(tx, id);
    await moveSaleStock(tx, current.items, items);
    await tx
      .update(sales)
      .set({
        resale_id: resaleId,
        channel: input.channel,
        sold_on: input.sold_on ? new Date(input.sold_on) : undefined,
        obs: input.obs,
        customer_id: customerId,
        employee_id: employeeId,
        total_cents: b.total_cents,
        change_cents: b.change_cents,
        updated_at: now,
      })
      .where(eq(sales.id, id));
    await writeChildren(tx, id, items, payments);
    await bookSaleMoney(tx, id);
    await refreshCustomerStatistics(
      tx,
      [customerId, s.customer_id].filter((x): x is number => !!x),
    );
    if (to && to !== s.status) return moveSale(tx, actor, { ...s, resale_id: resaleId }, to, now);
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
    await reverseSaleMoney(tx, id);
    await tx.update(sales).set({ employee_id: own, updated_at: now }).where(eq(sales.id, id));
    await bookSaleMoney(tx, id);
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
        const why = closed.get(id) ?? refusal(s, to, now);
        if (why) failures.push({ id, status: [why] });
      }
    }
    if (failures.length) throw new ValidationError(failures);
    const out: SaleRecord[] = [];
    for (const s of rows) out.push(await moveSale(tx, actor, s, to, now));
    return out;
  });
}

/** Single-sale status change: a refusal is a 422 on `status` (the list shows the reason). */
export async function updateStatus(db: Db, actor: Actor, id: number, to: SaleStatus, now = new Date()) {
  try {
    const [sale] = await updateStatuses(db, actor, [id], to, now);
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
    const customerIds: number[] = [];
    for (const s of rows) {
      const before = await getSale(tx, s.id, { units: null });
      if (s.status !== 'canceled' && s.status !== 'rejected') {
        const { items } = await currentChildren(tx, s.id);
        await moveSaleStock(tx, items, []);
        await reverseSaleMoney(tx, s.id);
      }
      await tx.delete(sales).where(eq(sales.id, s.id));
      if (s.customer_id) customerIds.push(s.customer_id);
      await audit(tx, actor, 'delete', 'sales', s.id, before, null);
      await publishEvent(tx, {
        type: 'sale',
        resale_id: s.resale_id,
        employee_id: s.employee_id,
        data: { id: s.id, deleted: true },
      });
    }
    await refreshCustomerStatistics(tx, customerIds);
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
