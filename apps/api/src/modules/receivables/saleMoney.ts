import { RECEIVABLE_TEXTS, paymentDue, splitInstallments } from '@ability/domain';
import { type AnyColumn, type SQL, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, builtOnce, pgArray, queryRows } from '../../db/client';
import { paymentMethods, receivables, salePayments, sales, transactions } from '../../db/schema/index';
import { fieldError } from '../../lib/errors';
import { refreshCustomerDebt } from '../finance/debt';

const timeZone = () => process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';

interface Piece {
  cash: boolean;
  due_date: string;
  value_cents: number;
  payment_method_id: number;
  label: string;
  /** Who owes a term piece when not the sale's customer (Caixa's debtor for a Gás do Povo payment). */
  customer_id: number | null;
}

/** Takes `cents` off the pieces, last first, never below zero; returns what could not be taken. */
function takeOff(pieces: Piece[], cents: number): number {
  let rest = cents;
  for (let i = pieces.length - 1; i >= 0 && rest > 0; i--) {
    const p = pieces[i]!;
    const t = Math.min(p.value_cents, rest);
    p.value_cents -= t;
    rest -= t;
  }
  return rest;
}

/** The sale's day where its money is booked: its sale instant's date in the business time zone. */
export const saleDay = (soldOn: SQL | AnyColumn) =>
  sql<string>`to_char((${soldOn} at time zone ${timeZone()})::date, 'YYYY-MM-DD')`;

/** What bookSaleMoney reads of a sale. */
export interface MoneySale {
  id: number;
  doc_number: number;
  status: string;
  resale_id: number;
  customer_id: number | null;
  user_id: number | null;
  employee_id: number | null;
  change_cents: number;
  /** YYYY-MM-DD: saleDay of its sold_on. */
  day: string;
}

/** What bookSaleMoney reads of each payment of a sale (in the payments' order). */
export interface MoneyPayment {
  payment_method_id: number;
  value_cents: number;
  installments: number;
  due_date: string | null;
  delivery_time: number | null;
  /** A card: without a due date it is the day's (paymentDue). */
  is_card: boolean;
  /** The method's description. */
  method: string;
  /** Who owes it when not the sale's customer: the unit's 'Caixa – Gás do Povo' for that method. */
  debtor_id?: number | null;
}

/**
 * Writes a sale's money in the caller's transaction:
 * - a payment due on or before the sale's day is cash (one without a due date is due the method's
 *   delivery_time days after the sale's day, a card's on the day: paymentDue): a `receivable` entry
 *   in the cash ledger on the sale's unit and day, less the change given back;
 * - a payment due later becomes receivables of the sale's customer, one per installment, split as the
 *   sale form does (equal parts, the odd cents on the first, due dates spaced by the method's
 *   delivery time);
 * - what the customer already paid on receivables this sale kept from an earlier booking (see
 *   reverseSaleMoney) is credited against the new receivables, earliest first, so nothing is charged twice;
 * - the customer's debt is recomputed.
 * A canceled or rejected sale books nothing. A term payment without a customer is refused (422 on
 * `payments`). Cash entries + receivables (+ credited earlier receipts) always add up to the sale's
 * total (payments − change), to the cent. (A new sale books its money in its own statement:
 * planSaleMoney, saleMoneyInserts.)
 */
export async function bookSaleMoney(tx: Executor, saleId: number): Promise<void> {
  const sale = await readMoneySale(tx, saleId);
  if (!sale || sale.status === 'canceled' || sale.status === 'rejected') return;
  const payments: MoneyPayment[] = await tx
    .select({
      debtor_id: debtorOf(paymentMethods.kind, sql`${sale.resale_id}::int`),
      payment_method_id: salePayments.payment_method_id,
      value_cents: salePayments.value_cents,
      installments: salePayments.installments,
      due_date: salePayments.due_date,
      delivery_time: paymentMethods.delivery_time,
      is_card: paymentMethods.is_card,
      method: paymentMethods.description,
    })
    .from(salePayments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, salePayments.payment_method_id))
    .where(eq(salePayments.sale_id, saleId))
    .orderBy(asc(salePayments.id));
  // Receipts kept from an earlier booking of this sale are credited against the new term pieces.
  const [kept] = await queryRows<{ received: number }>(
    tx,
    sql`select coalesce(sum(received_cents), 0)::bigint as received from ${receivables} where sale_id = ${saleId}`,
  );
  const plan = planSaleMoney(sale, payments, Number(kept?.received ?? 0));
  const values = { ...saleMoneyValues(sale, plan), sale_id: sale.id };
  if (plan.cash.length) await moneyInsert(tx, 'cash', values);
  if (plan.term.length) await moneyInsert(tx, 'term', values);
  await refreshCustomerDebt(tx, [sale.customer_id, ...plan.term.map((p) => p.customer_id)]);
}

/**
 * Who owes a payment of a method of `kind` in a unit, when not the sale's customer: the unit's
 * 'Caixa – Gás do Povo' debtor for the programme's method (gas_do_povo_units.customer_id), else null.
 */
export const debtorOf = (kind: SQL | AnyColumn, resaleId: SQL | AnyColumn) =>
  sql<number | null>`case when ${kind} = 'gas_do_povo'
    then (select g.customer_id from gas_do_povo_units g where g.resale_id = ${resaleId}) end`;

/** What a sale books: its cash entries and its receivables (each piece's value above zero). */
export interface SaleMoneyPlan {
  cash: Piece[];
  term: Piece[];
}

/**
 * The pieces bookSaleMoney writes for `sale` and its `payments`, with `credit` (cents the customer already
 * paid on this sale's earlier receivables) taken off, as the rules above say. Throws the 422 of a term
 * payment without a customer. Nothing for a canceled or rejected sale.
 */
export function planSaleMoney(
  sale: Pick<MoneySale, 'status' | 'day' | 'change_cents' | 'customer_id'>,
  payments: MoneyPayment[],
  credit = 0,
): SaleMoneyPlan {
  if (sale.status === 'canceled' || sale.status === 'rejected') return { cash: [], term: [] };
  const cash: Piece[] = [];
  const term: Piece[] = [];
  for (const p of payments) {
    // Without a due date, the method's days from the sale's day (a 'Boleto 30 dias' is not cash of the day).
    const due = paymentDue(p.due_date, p, sale.day);
    if (due <= sale.day && p.installments <= 1) {
      cash.push({
        cash: true,
        due_date: sale.day,
        value_cents: p.value_cents,
        payment_method_id: p.payment_method_id,
        label: p.method,
        customer_id: p.debtor_id ?? null,
      });
      continue;
    }
    const parts = splitInstallments(p.value_cents, p.installments, due, Number(p.delivery_time ?? 0));
    parts.forEach((part, i) => {
      const piece = {
        due_date: part.due_date,
        value_cents: part.value_cents,
        payment_method_id: p.payment_method_id,
        label: parts.length > 1 ? `${p.method} (parcela ${i + 1}/${parts.length})` : p.method,
        customer_id: p.debtor_id ?? null,
      };
      // An installment already due on the sale's day is cash too.
      if (part.due_date <= sale.day) cash.push({ ...piece, cash: true, due_date: sale.day });
      else term.push({ ...piece, cash: false });
    });
  }
  // The change goes back out of the cash first, then (an odd sale) out of the term pieces.
  takeOff(term, takeOff(cash, Number(sale.change_cents)));

  let rest = credit;
  for (const p of [...term].sort((a, b) => a.due_date.localeCompare(b.due_date))) {
    const t = Math.min(p.value_cents, rest);
    p.value_cents -= t;
    rest -= t;
  }
  // An edited sale that no longer has term payments: what was received is taken off its cash.
  takeOff(cash, rest);

  const openTerm = term.filter((p) => p.value_cents > 0);
  if (openTerm.some((p) => !p.customer_id) && !sale.customer_id)
    throw fieldError('payments', RECEIVABLE_TEXTS.needsCustomer);
  return { cash: cash.filter((p) => p.value_cents > 0), term: openTerm };
}

/** Which of a plan's inserts a statement holds (a kind with no rows has none). */
export interface SaleMoneyShape {
  cash: boolean;
  term: boolean;
}

export const saleMoneyShape = (plan: SaleMoneyPlan): SaleMoneyShape => ({
  cash: plan.cash.length > 0,
  term: plan.term.length > 0,
});

const m = (name: string) => sql.placeholder(`money_${name}`);

/**
 * The inserts of a plan's cash entries and receivables (values: saleMoneyValues), the sale's id given as SQL
 * (a parameter, or the id of a sale inserted by the same statement: `s.id`, with `from s`). The rows go as
 * arrays, so a statement's text is the same whatever their number.
 */
export function saleMoneyInserts(shape: SaleMoneyShape, saleId: SQL, from?: SQL): SQL[] {
  const out: SQL[] = [];
  const src = from ? sql`${from}, ` : sql``;
  if (shape.cash)
    out.push(sql`insert into ${transactions} (description, movement, date, value_cents, resale_id, user_id, employee_id, sale_id)
      select x.description, 'receivable', ${m('day')}::date, x.value_cents, ${m('resale_id')}::int, ${m('user_id')}::int,
             ${m('employee_id')}::int, ${saleId}
        from ${src}unnest(${m('cash_descriptions')}::text[], ${m('cash_values')}::bigint[])
             with ordinality as x(description, value_cents, n)
       order by x.n`);
  if (shape.term)
    out.push(sql`insert into ${receivables} (resale_id, customer_id, sale_id, payment_method_id, user_id, employee_id,
                                             document, description, issue_date, due_date, value_cents)
      select ${m('resale_id')}::int, coalesce(x.customer_id, ${m('customer_id')}::int), ${saleId}, x.payment_method_id, ${m('user_id')}::int,
             ${m('employee_id')}::int, ${m('document')}::text, x.description, ${m('day')}::date, x.due_date, x.value_cents
        from ${src}unnest(${m('term_methods')}::int[], ${m('term_descriptions')}::text[],
                          ${m('term_due_dates')}::date[], ${m('term_values')}::bigint[], ${m('term_customers')}::int[])
             with ordinality as x(payment_method_id, description, due_date, value_cents, customer_id, n)
       order by x.n`);
  return out;
}

/** The description of a sale's cash entry or receivable in the cash ledger and the receivables. */
const pieceDescription = (docNumber: number, p: Piece) => `Venda #${docNumber} - ${p.label}`;

/** The values of saleMoneyInserts' placeholders for a sale and its plan. */
export function saleMoneyValues(
  sale: Omit<MoneySale, 'id' | 'status' | 'change_cents'>,
  plan: SaleMoneyPlan,
): Record<string, unknown> {
  const description = (p: Piece) => pieceDescription(sale.doc_number, p);
  return {
    money_day: sale.day,
    money_resale_id: sale.resale_id,
    money_customer_id: sale.customer_id,
    money_user_id: sale.user_id,
    money_employee_id: sale.employee_id,
    money_document: String(sale.doc_number),
    money_cash_descriptions: pgArray(plan.cash.map(description)),
    money_cash_values: pgArray(plan.cash.map((p) => p.value_cents)),
    money_term_methods: pgArray(plan.term.map((p) => p.payment_method_id)),
    money_term_descriptions: pgArray(plan.term.map(description)),
    money_term_due_dates: pgArray(plan.term.map((p) => p.due_date)),
    money_term_values: pgArray(plan.term.map((p) => p.value_cents)),
    money_term_customers: pgArray(plan.term.map((p) => p.customer_id)),
  };
}

/**
 * The money of many sales at once, each planned by planSaleMoney (the demo seed's months of sales): every
 * cash entry in one statement and every receivable in another, the same rows bookSaleMoney would write
 * sale by sale; `at` is when each sale was made (the rows' created_at). The customers' debt is left to
 * the caller (the seed rebuilds every figure at its end).
 */
export async function insertPlannedMoney(
  tx: Executor,
  booked: { sale: MoneySale; plan: SaleMoneyPlan; at: Date }[],
): Promise<void> {
  const cash = booked.flatMap(({ sale, plan, at }) => plan.cash.map((p) => ({ sale, p, at })));
  const term = booked.flatMap(({ sale, plan, at }) => plan.term.map((p) => ({ sale, p, at })));
  const col = <T extends number | string | null>(rows: typeof cash, f: (r: (typeof cash)[number]) => T) =>
    pgArray(rows.map(f));
  if (cash.length)
    await tx.execute(sql`insert into ${transactions} (description, movement, date, value_cents, resale_id, user_id,
                                                   employee_id, sale_id, created_at, updated_at)
      select x.description, 'receivable', x.day, x.value_cents, x.resale_id, x.user_id, x.employee_id, x.sale_id, x.at, x.at
        from unnest(${col(cash, (r) => pieceDescription(r.sale.doc_number, r.p))}::text[],
                    ${col(cash, (r) => r.sale.day)}::date[], ${col(cash, (r) => r.p.value_cents)}::bigint[],
                    ${col(cash, (r) => r.sale.resale_id)}::int[], ${col(cash, (r) => r.sale.user_id)}::int[],
                    ${col(cash, (r) => r.sale.employee_id)}::int[], ${col(cash, (r) => r.sale.id)}::int[],
                    ${col(cash, (r) => r.at.toISOString())}::timestamptz[])
             with ordinality as x(description, day, value_cents, resale_id, user_id, employee_id, sale_id, at, n)
       order by x.n`);
  if (term.length)
    await tx.execute(sql`insert into ${receivables} (resale_id, customer_id, sale_id, payment_method_id, user_id,
                                                  employee_id, document, description, issue_date, due_date,
                                                  value_cents, created_at, updated_at)
      select x.resale_id, x.customer_id, x.sale_id, x.payment_method_id, x.user_id, x.employee_id, x.document,
             x.description, x.day, x.due_date, x.value_cents, x.at, x.at
        from unnest(${col(term, (r) => r.sale.resale_id)}::int[],
                    ${col(term, (r) => r.p.customer_id ?? r.sale.customer_id)}::int[],
                    ${col(term, (r) => r.sale.id)}::int[], ${col(term, (r) => r.p.payment_method_id)}::int[],
                    ${col(term, (r) => r.sale.user_id)}::int[], ${col(term, (r) => r.sale.employee_id)}::int[],
                    ${col(term, (r) => String(r.sale.doc_number))}::text[],
                    ${col(term, (r) => pieceDescription(r.sale.doc_number, r.p))}::text[],
                    ${col(term, (r) => r.sale.day)}::date[], ${col(term, (r) => r.p.due_date)}::date[],
                    ${col(term, (r) => r.p.value_cents)}::bigint[], ${col(term, (r) => r.at.toISOString())}::timestamptz[])
             with ordinality as x(resale_id, customer_id, sale_id, payment_method_id, user_id, employee_id, document,
                                  description, day, due_date, value_cents, at, n)
       order by x.n`);
}

/**
 * What planSaleMoney is given for each of `saleIds`, read in one statement: the sale
 * with its day, its payments in their order with their methods, and when it was made.
 */
export async function readMoneySales(
  tx: Executor,
  saleIds: number[],
): Promise<{ sale: MoneySale; payments: MoneyPayment[]; at: Date }[]> {
  const rows = await queryRows<MoneySale & { at: string; payments: MoneyPayment[] }>(
    tx,
    sql`select s.id, s.doc_number, s.status, s.resale_id, s.customer_id, s.user_id, s.employee_id,
               s.change_cents::bigint as change_cents, ${saleDay(sql`s.sold_on`)} as day, s.created_at as at,
               coalesce((select json_agg(json_build_object('payment_method_id', p.payment_method_id,
                          'value_cents', p.value_cents, 'installments', p.installments, 'due_date', p.due_date,
                          'delivery_time', m.delivery_time, 'is_card', m.is_card, 'method', m.description,
                          'debtor_id', ${debtorOf(sql`m.kind`, sql`s.resale_id`)})
                          order by p.id)
                   from ${salePayments} p join ${paymentMethods} m on m.id = p.payment_method_id
                  where p.sale_id = s.id), '[]') as payments
          from ${sales} s where s.id = any(${pgArray(saleIds)}::int[])
         order by s.id`,
  );
  return rows.map(({ at, payments, ...sale }) => ({ sale, payments, at: new Date(at) }));
}

/** bookSaleMoney's inserts, one statement per kind. */
const moneyInsert = builtOnce(
  (kind: 'cash' | 'term') =>
    saleMoneyInserts({ cash: kind === 'cash', term: kind === 'term' }, sql`${sql.placeholder('sale_id')}::int`)[0]!,
);

async function readMoneySale(tx: Executor, saleId: number): Promise<MoneySale | undefined> {
  const [sale] = await queryRows<MoneySale>(
    tx,
    sql`select id, doc_number, status, resale_id, customer_id, user_id, employee_id, change_cents::bigint as change_cents,
               ${saleDay(sales.sold_on)} as day
          from ${sales} where id = ${saleId} for update`,
  );
  return sale;
}

/**
 * Undoes bookSaleMoney in the caller's transaction (before re-booking an edited sale, and on cancel):
 * - the sale's cash entries are removed;
 * - its receivables with nothing received are removed;
 * - a receivable already partly received is closed at what was received (its total becomes the
 *   received amount): the money that came in stays in the cash ledger with its receipt entries, and
 *   the rest is no longer owed. A fully received one is kept as it is. A later bookSaleMoney of the
 *   same sale credits those receipts against its new receivables.
 * Refunding a customer who paid for a canceled sale is an outflow the owner writes by hand.
 * The customer's debt is recomputed.
 */
export async function reverseSaleMoney(tx: Executor, saleId: number): Promise<void> {
  const rows = await tx
    .select({ id: receivables.id, customer_id: receivables.customer_id, received_cents: receivables.received_cents })
    .from(receivables)
    .where(eq(receivables.sale_id, saleId))
    .orderBy(asc(receivables.id))
    .for('update');
  await tx.delete(transactions).where(eq(transactions.sale_id, saleId));
  const untouched = rows.filter((x) => x.received_cents === 0).map((x) => x.id);
  if (untouched.length) await tx.delete(receivables).where(inArray(receivables.id, untouched));
  const partly = rows.filter((x) => x.received_cents > 0).map((x) => x.id);
  if (partly.length)
    await tx
      .update(receivables)
      .set({ value_cents: sql`${receivables.received_cents}`, updated_at: new Date() })
      .where(inArray(receivables.id, partly));
  const [sale] = await tx.select({ customer_id: sales.customer_id }).from(sales).where(eq(sales.id, saleId));
  await refreshCustomerDebt(tx, [...rows.map((x) => x.customer_id), sale?.customer_id]);
}
