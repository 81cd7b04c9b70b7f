// The one write of a sale: every path that creates, edits, moves, cancels, takes or deletes a sale plans
// it (service.ts, with saleMoves of packages/domain) and hands the plan to writeSale.
import type { SaleChannel, SaleMoves, SaleStatus, saleBalance } from '@ability/domain';
import { eq, sql } from 'drizzle-orm';
import { type Executor, builtOnce, pgArray, queryRows } from '../../db/client';
import { products, saleItems, salePayments, sales } from '../../db/schema/index';
import { auditInsertFrom, auditValues } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { type LiveEvent, eventNotifyOfInserted, eventValues, publishEvent } from '../../lib/events';
import { lockCustomers } from '../customers/lock';
import { type GasDoPovoCancel, type GasDoPovoPlan, writeGasDoPovo } from '../gas-do-povo/sale';
import {
  type SaleEmpties,
  newSaleEmptiesInsert,
  newSaleEmptiesValues,
  newSaleEmptyMoves,
  writeSaleEmpties,
} from '../empties/ledger';
import { refreshCustomerStatistics } from '../customers/statistics';
import { refreshCustomerDebt } from '../finance/debt';
import {
  type MoneySale,
  type SaleMoneyPlan,
  type SaleMoneyShape,
  bookSaleMoney,
  insertPlannedMoney,
  reverseSaleMoney,
  saleMoneyInserts,
  saleMoneyShape,
  saleMoneyValues,
} from '../receivables/saleMoney';
import { type SaleRecord, insertedSaleRecord, insertedSaleSelect, salesByIds } from './queries';
import type { CreateInput } from './schemas';

export interface ItemRow {
  id?: number;
  product_id: number;
  quantity: number;
  price_cents: number;
  discount_cents: number;
}

export interface PaymentRow {
  id?: number;
  payment_method_id: number;
  value_cents: number;
  installments: number;
  due_date: string | null;
  /** A confirmed PIX (0036): kept while the payment keeps its method and value. */
  pix_confirmed_at?: Date | null;
  pix_confirmed_by?: number | null;
}

/** A new sale checked and priced (service.ts newSale): its rows, its money's plan and its moves. */
export interface NewSale {
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
  /** The Gás do Povo redemption written with the sale (null: none). */
  gasDoPovo: GasDoPovoPlan | null;
  moves: SaleMoves;
  /** Its empties (planSaleEmpties): appended to the empties' ledger in its transaction. */
  empties?: SaleEmpties;
}

/** The instants of a sale made in the past: its row's created_at and its status moves' stamps. */
export interface SaleInstants {
  created_at: Date;
  in_transit_at: Date | null;
  delivered_at: Date | null;
  finished_at: Date | null;
  canceled_at: Date | null;
}

/**
 * A sale made in the past, loaded with others (writeSales: the demo's year, an import): planned as a new
 * sale is (its money by planSaleMoney, its moves by saleMoves), with its own instants and order number. It
 * is no one's action now: no audit entry, no live event, no NFC-e.
 */
export interface HistoricSale
  extends Pick<
    NewSale,
    | 'soldOn'
    | 'docNumber'
    | 'status'
    | 'customerId'
    | 'employeeId'
    | 'items'
    | 'payments'
    | 'balance'
    | 'money'
    | 'plan'
    | 'gasDoPovo'
    | 'moves'
    | 'empties'
  > {
  channel: SaleChannel;
  obs: string | null;
  instants: SaleInstants;
}

/**
 * A planned sale write:
 * - `create`: a new sale (its rows, money, moves, audit entry and live event in one statement);
 * - `change`: an existing sale's row (`set`), its items and payments when given (replaced), its money
 *   (`keep`; `reverse`: taken out, on cancel; `rebook`: taken out and planned again by planSaleMoney from
 *   the rows written, on an edit or a take) and its moves;
 * - `delete`: the sale gone, its money taken out, its moves;
 * - `history`: a sale made in the past (HistoricSale), written with the others of its batch by writeSales.
 * `moves` (saleMoves) is the sale's stock and its customers' statistics: no path moves them otherwise.
 */
export type SalePlan =
  | { kind: 'create'; sale: NewSale }
  | {
      kind: 'change';
      id: number;
      set: Partial<typeof sales.$inferInsert>;
      children?: { items: ItemRow[]; payments: PaymentRow[] };
      /** The sale's redemption (writeGasDoPovo): replaced, canceled (with its reason), or left (undefined). */
      gasDoPovo?: GasDoPovoPlan | null | GasDoPovoCancel;
      money: 'keep' | 'reverse' | 'rebook';
      moves: SaleMoves;
      /** The sale's empties after the write (absent: unchanged). */
      empties?: SaleEmpties;
    }
  | { kind: 'delete'; id: number; money: 'keep' | 'reverse'; moves: SaleMoves; empties?: SaleEmpties }
  | { kind: 'history'; sale: HistoricSale };

/** Raised by a `create` statement whose customer's stored span changed since the plan read it. */
export const SALE_WRITE_RETRY = 'sale_write_retry';
export const isSaleWriteRetry = (err: unknown) =>
  (err as { cause?: { message?: string } })?.cause?.message === SALE_WRITE_RETRY ||
  (err as { message?: string })?.message === SALE_WRITE_RETRY;

/** The plan's moves with every customer recomputed from the history (a `create` written again in a transaction). */
export const recomputingCustomers = (moves: SaleMoves): SaleMoves => ({
  ...moves,
  customers: moves.customers.map((c) => ({ customer_id: c.customer_id, kind: 'recompute' })),
});

type EventSale = { id: number; resale_id: number; employee_id: number | null; status: string };

export function saleEvent(sale: EventSale): LiveEvent {
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

/**
 * Writes one planned sale in the caller's transaction (a `create` whose customer moves are all `day` may
 * run alone, autocommit: its one statement is then its transaction). Locks, in the order every sale write
 * takes them (two sales never deadlock): the customers in id order, the products in id order, then the
 * ledger's and the receivables' day rows and the empties' balances (their statement triggers), the list's
 * sums at commit.
 *
 * Extension point: whatever must follow a sale's rows in the same transaction (fiscal notes, Gás do Povo,
 * empties, messages) goes at the end of this function, where the sale's rows, money and moves are written
 * (for a `create` run alone, the caller must then run it in a transaction).
 */
export async function writeSale(tx: Executor, plan: SalePlan): Promise<SaleRecord | null> {
  if (plan.kind === 'history') {
    await writeSales(tx, [plan]);
    return null;
  }
  if (plan.kind === 'create') {
    const created = await insertSale(tx, plan.sale);
    if (!plan.sale.gasDoPovo) return created;
    await writeGasDoPovo(tx, created.id, plan.sale.gasDoPovo);
    return { ...created, gas_do_povo: (await salesByIds(tx, [created.id]))[0]!.gas_do_povo };
  }
  const recompute = plan.moves.customers.map((c) => c.customer_id);
  await lockCustomers(tx, recompute);
  await applyStockMoves(tx, plan.moves);
  if (plan.money !== 'keep') await reverseSaleMoney(tx, plan.id);
  if (plan.kind === 'delete') await tx.delete(sales).where(eq(sales.id, plan.id));
  else {
    await tx.update(sales).set(plan.set).where(eq(sales.id, plan.id));
    if (plan.children) await writeChildren(tx, plan.id, plan.children.items, plan.children.payments);
    if (plan.money === 'rebook') await bookSaleMoney(tx, plan.id);
    await writeGasDoPovo(tx, plan.id, plan.gasDoPovo);
  }
  await refreshCustomerStatistics(tx, recompute);
  if (plan.empties) await writeSaleEmpties(tx, plan.id, plan.empties);
  return null;
}

/**
 * writeSale of each plan in turn, in the caller's transaction (plans in sale id order, the lock order); a
 * run of `history` plans (sales made in the past, in the order they were made) is written in batches of a
 * few statements each (insertHistory). The entry point for many sales at once that must move stock and
 * statistics as the product does (the demo seed, an import): build each plan as service.ts does
 * (`saleMoves` for its moves, `planSaleMoney` for its money) and pass them here.
 */
export async function writeSales(tx: Executor, plans: SalePlan[]): Promise<void> {
  for (let i = 0; i < plans.length; ) {
    if (plans[i]!.kind !== 'history') {
      await writeSale(tx, plans[i++]!);
      continue;
    }
    // A run of past sales: its customers' statistics and debt once at its end (many days of one customer).
    const customers = new Set<number>();
    const owing = new Set<number>();
    for (let p = plans[i]; p?.kind === 'history'; p = plans[i]) {
      const run: HistoricSale[] = [];
      for (; p?.kind === 'history' && run.length < HISTORY_BATCH; p = plans[++i]) run.push(p.sale);
      await insertHistory(tx, run);
      for (const s of run) {
        for (const c of s.moves.customers) customers.add(c.customer_id);
        if (s.plan.term.length)
          for (const c of [s.customerId, ...s.plan.term.map((t) => t.customer_id)]) if (c) owing.add(c);
      }
    }
    await refreshCustomerStatistics(
      tx,
      [...customers].sort((a, b) => a - b),
    );
    if (owing.size) await refreshCustomerDebt(tx, [...owing]);
  }
}
/** Past sales written per batch (their rows go as one JSON parameter per statement). */
const HISTORY_BATCH = 4000;

/**
 * Sales made in the past, in the order they were made (their ids follow it): the sales with the arrays the
 * children's triggers keep (so those triggers leave them alone), their items and payments, their money
 * (insertPlannedMoney, stamped with each sale's instant), their redemptions and empties when planned, the
 * products' platform stock (the batch's moves summed per product, in id order). The customers' statistics and
 * debt are writeSales' at the end of the run.
 */
async function insertHistory(tx: Executor, batch: HistoricSale[]): Promise<number[]> {
  const ids = (
    await queryRows<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('sales', 'id'))::int as id from generate_series(1, ${batch.length}) n order by n`,
    )
  ).map((r) => Number(r.id));
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const col = (f: (s: HistoricSale, k: number) => number | string | null) => pgArray(batch.map(f));
  const items = batch.flatMap((s, k) => s.items.map((i) => ({ ...i, sale_id: ids[k]! })));
  const payments = batch.flatMap((s, k) => s.payments.map((p) => ({ ...p, sale_id: ids[k]! })));
  const list = <T>(rows: T[], f: (r: T) => number | string | null) => pgArray(rows.map(f));
  await tx.execute(sql`
    insert into ${sales} (id, doc_number, status, channel, sold_on, in_transit_at, delivered_at, finished_at,
                          canceled_at, created_at, updated_at, total_cents, change_cents, obs, resale_id, customer_id,
                          employee_id, user_id, item_product_ids, item_quantities, item_values, payment_method_ids,
                          payment_values)
    select x.id, x.doc_number, x.status::sale_status, x.channel::sale_channel, x.sold_on, x.in_transit_at,
           x.delivered_at, x.finished_at, x.canceled_at, x.created_at, x.created_at, x.total_cents, x.change_cents,
           x.obs, x.resale_id, x.customer_id, x.employee_id, x.user_id, x.products::int[], x.quantities::int[],
           x.item_values::bigint[], x.methods::int[], x.payment_values::int[]
      from unnest(${col((_, k) => ids[k]!)}::int[], ${col((s) => s.docNumber)}::int[], ${col((s) => s.status)}::text[],
                  ${col((s) => s.channel)}::text[], ${col((s) => iso(s.soldOn))}::timestamptz[],
                  ${col((s) => iso(s.instants.in_transit_at))}::timestamptz[],
                  ${col((s) => iso(s.instants.delivered_at))}::timestamptz[],
                  ${col((s) => iso(s.instants.finished_at))}::timestamptz[],
                  ${col((s) => iso(s.instants.canceled_at))}::timestamptz[],
                  ${col((s) => iso(s.instants.created_at))}::timestamptz[], ${col((s) => s.balance.total_cents)}::bigint[],
                  ${col((s) => s.balance.change_cents)}::bigint[], ${col((s) => s.obs)}::text[],
                  ${col((s) => s.money.resale_id)}::int[], ${col((s) => s.customerId)}::int[],
                  ${col((s) => s.employeeId)}::int[], ${col((s) => s.money.user_id)}::int[],
                  ${col((s) => pgArray(s.items.map((i) => i.product_id)))}::text[],
                  ${col((s) => pgArray(s.items.map((i) => i.quantity)))}::text[],
                  ${col((s) => pgArray(s.items.map((i) => i.price_cents * i.quantity - i.discount_cents)))}::text[],
                  ${col((s) => pgArray(s.payments.map((p) => p.payment_method_id)))}::text[],
                  ${col((s) => pgArray(s.payments.map((p) => p.value_cents)))}::text[])
           as x(id, doc_number, status, channel, sold_on, in_transit_at, delivered_at, finished_at, canceled_at,
                created_at, total_cents, change_cents, obs, resale_id, customer_id, employee_id, user_id, products,
                quantities, item_values, methods, payment_values)
     order by x.id`);
  await tx.execute(sql`
    insert into ${saleItems} (sale_id, product_id, quantity, price_cents, discount_cents)
    select * from unnest(${list(items, (i) => i.sale_id)}::int[], ${list(items, (i) => i.product_id)}::int[],
                         ${list(items, (i) => i.quantity)}::int[], ${list(items, (i) => i.price_cents)}::int[],
                         ${list(items, (i) => i.discount_cents)}::int[])`);
  await tx.execute(sql`
    insert into ${salePayments} (sale_id, payment_method_id, value_cents, installments, due_date)
    select * from unnest(${list(payments, (p) => p.sale_id)}::int[], ${list(payments, (p) => p.payment_method_id)}::int[],
                         ${list(payments, (p) => p.value_cents)}::int[], ${list(payments, (p) => p.installments)}::int[],
                         ${list(payments, (p) => p.due_date)}::date[])`);
  await insertPlannedMoney(
    tx,
    batch.map((s, k) => ({
      sale: { ...s.money, id: ids[k]!, status: s.status, change_cents: s.balance.change_cents },
      plan: s.plan,
      at: s.instants.created_at,
    })),
  );
  for (const [k, s] of batch.entries()) {
    if (s.gasDoPovo) await writeGasDoPovo(tx, ids[k]!, s.gasDoPovo);
    if (s.empties) await writeSaleEmpties(tx, ids[k]!, s.empties, true);
  }
  const stock = new Map<number, number>();
  for (const s of batch) for (const [id, q] of s.moves.stock) stock.set(id, (stock.get(id) ?? 0) + q);
  const moved = [...stock].filter(([, q]) => q !== 0).sort(([a], [b]) => a - b);
  if (moved.length)
    await tx.execute(sql`update ${products} p set stock_platform = p.stock_platform + m.q, updated_at = now()
        from unnest(${pgArray(moved.map(([id]) => id))}::int[], ${pgArray(moved.map(([, q]) => q))}::int[]) m(id, q)
       where p.id = m.id`);
  return ids;
}

/** The platform stock a plan moves, one relative update per product in id order. */
async function applyStockMoves(tx: Executor, moves: SaleMoves) {
  for (const [id, platform] of moves.stock)
    await tx
      .update(products)
      .set({ stock_platform: sql`${products.stock_platform} + ${platform}`, updated_at: sql`now()` })
      .where(eq(products.id, id));
}

/** Replaces the sale's items and payments. */
async function writeChildren(tx: Executor, saleId: number, items: ItemRow[], payments: PaymentRow[]) {
  await tx.delete(saleItems).where(eq(saleItems.sale_id, saleId));
  await tx.delete(salePayments).where(eq(salePayments.sale_id, saleId));
  if (items.length) await tx.insert(saleItems).values(items.map((i) => ({ ...i, sale_id: saleId })));
  if (payments.length) await tx.insert(salePayments).values(payments.map((p) => ({ ...p, sale_id: saleId })));
}

const v = (name: string) => sql.placeholder(name);

/** Which parts a `create` statement holds. */
interface CreateShape extends SaleMoneyShape {
  /** The customer's statistics moved by a day, checked against the span the plan read. */
  customerDay: boolean;
  stock: boolean;
  /** The sale's rows in the empties' ledger (newSaleEmptiesInsert). */
  empties: boolean;
}

/**
 * The `create` statement, built once per shape (builtOnce): the customer's row locked when its span is
 * still the one planned, and its statistics moved; the sale, its items and payments, its money; its
 * products' platform stock, locked in id order after the customer; its rows in the empties' ledger (whose
 * trigger moves the balances at the statement's end, after the products); its record read back
 * (insertedSaleColumns), its audit entry and live event. The arrays the children's triggers keep on the
 * sale are inserted as they will be (items and payments go in this order): the triggers then leave the new
 * row alone. A span changed meanwhile raises SALE_WRITE_RETRY (nothing written).
 */
const createStatement = builtOnce((shape: CreateShape) => {
  const after = shape.customerDay ? sql` and (select count(*) from cust) >= 0` : sql``;
  return sql`with ${
    shape.customerDay
      ? sql`cust as (select c.id from customers c
                      where c.id = ${v('customer_id')}
                        and (c.purchase_days, c.first_sale_on, c.last_sale_on)
                            is not distinct from (${v('span_days')}::int, ${v('span_first')}::date, ${v('span_last')}::date)
                      for no key update),
            cust_set as (update customers c
                            set purchase_days = ${v('to_days')}::int, first_sale_on = ${v('to_first')}::date,
                                last_sale_on = ${v('to_last')}::date, purchase_interval_days = ${v('to_gap')}::int,
                                next_purchase_on = ${v('to_next')}::date
                           from cust where c.id = cust.id
                            and (c.purchase_days, c.first_sale_on, c.last_sale_on, c.purchase_interval_days, c.next_purchase_on)
                                is distinct from (${v('to_days')}::int, ${v('to_first')}::date, ${v('to_last')}::date,
                                                  ${v('to_gap')}::int, ${v('to_next')}::date)
                          returning c.id),`
      : sql``
  }
         s as (insert into ${sales} (doc_number, status, channel, sold_on, in_transit_at, delivered_at, finished_at,
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
         ${
           shape.stock
             ? sql`stock_rows as (select p.id from ${products} p
                                   where p.id = any(${v('stock_ids')}::int[])${after}
                                   order by p.id for no key update),
                   stock as (update ${products} p set stock_platform = p.stock_platform + m.q, updated_at = now()
                               from stock_rows r join unnest(${v('stock_ids')}::int[], ${v('stock_moves')}::int[]) m(id, q)
                                    on m.id = r.id
                              where p.id = r.id
                             returning p.id),`
             : sql``
         }
         ${shape.empties ? sql`empties as (${newSaleEmptiesInsert(sql`(select s.id from s)`)}),` : sql``}
         rec as (select ${insertedSaleSelect()} from s "sales"),
         a as (${auditInsertFrom('create', 'sales', sql`rec.id`, sql`to_jsonb(rec)`, sql`rec`)})
    select rec.*, ${eventNotifyOfInserted(sql`rec.id`)} as notified${
      shape.customerDay ? sql`, case when not exists (select 1 from cust) then sale_write_retry() end as retry` : sql``
    } from rec`;
});

/**
 * A new sale: the create statement; then, in the caller's transaction, the customers whose statistics
 * the plan recomputes (locked first) and the customer's debt when the sale left receivables.
 */
async function insertSale(db: Executor, sale: NewSale): Promise<SaleRecord> {
  const { actor, input, now, status, items, payments, balance: b, customerId, employeeId, moves } = sale;
  const day = moves.customers.find((c) => c.kind === 'day');
  const recompute = moves.customers.filter((c) => c.kind === 'recompute').map((c) => c.customer_id);
  await lockCustomers(db, recompute);
  const at = (stamped: boolean) => (stamped ? now.toISOString() : null);
  const empties = sale.empties ? newSaleEmptyMoves(sale.empties) : [];
  const [row] = await createStatement<Record<string, unknown>>(
    db,
    {
      customerDay: !!day,
      stock: moves.stock.length > 0,
      empties: empties.length > 0,
      ...saleMoneyShape(sale.plan),
    },
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
      stock_ids: pgArray(moves.stock.map(([id]) => id)),
      stock_moves: pgArray(moves.stock.map(([, q]) => q)),
      ...(day?.kind === 'day'
        ? {
            span_days: day.from.purchase_days,
            span_first: day.from.first_sale_on,
            span_last: day.from.last_sale_on,
            to_days: day.to.purchase_days,
            to_first: day.to.first_sale_on,
            to_last: day.to.last_sale_on,
            to_gap: day.to.purchase_interval_days,
            to_next: day.to.next_purchase_on,
          }
        : {}),
      ...saleMoneyValues(sale.money, sale.plan),
      ...(empties.length ? newSaleEmptiesValues(sale.empties!, empties) : {}),
      ...auditValues(actor),
      ...eventValues(saleEvent({ id: 0, resale_id: input.resale_id, employee_id: employeeId, status })),
    },
  );
  const created = insertedSaleRecord(row!);
  await refreshCustomerStatistics(db, recompute);
  // A sale paid in cash leaves the customer's debt as it was.
  if (sale.plan.term.length) await refreshCustomerDebt(db, [customerId, ...sale.plan.term.map((p) => p.customer_id)]);
  return created;
}
