import type { CylinderCapacity, NfceFilterValue, NfceState } from '@ability/domain';
// Over 400 lines, one thing: the sales' reads (record shape, filters, pages, per-status sums) and their shared SQL.
import {
  type GasDoPovoValidation,
  type SaleChannel,
  type SaleStatus,
  TAKEABLE_SALE_STATUSES,
  onlyDigits,
} from '@ability/domain';
import { type SQL, and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Executor, pgArray, queryRows } from '../../db/client';
import { customers, saleDaySums, saleUnitSums, sales } from '../../db/schema/index';
import { executePrepared, inIdOrder } from '../../lib/list';
import { unitCondition } from '../../lib/scope';
import { containsText } from '../../lib/search';
import type { AddressRecord } from '../addresses/service';
import { addressJson } from '../addresses/service';

/** Calendar days are the business's days (APP_TIMEZONE), as everywhere in the app. */
export const TZ = process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';

export interface SaleItemRecord {
  id: number;
  product_id: number;
  product: {
    id: number;
    description: string;
    gas_do_povo_eligible: boolean;
    capacity: CylinderCapacity | null;
    is_cylinder: boolean;
  };
  /** The brand of the empty the sale's ledger rows hold for this product (null: not told, or none). */
  empty_brand_id: number | null;
  quantity: number;
  price_cents: number;
  discount_cents: number;
}

export interface SalePaymentRecord {
  id: number;
  payment_method_id: number;
  payment_method: {
    id: number;
    description: string;
    delivery_time: number;
    default: boolean;
    kind: 'regular' | 'gas_do_povo';
  };
  value_cents: number;
  installments: number;
  due_date: string | null;
  /** A PIX paid at the door: when its receipt was confirmed, and who confirmed it (null: not yet / not PIX). */
  pix_confirmed_at: string | null;
  pix_confirmed_by: { id: number; name: string } | null;
}

export interface SaleRecord {
  id: number;
  doc_number: number;
  status: SaleStatus;
  channel: SaleChannel;
  sold_on: Date;
  created_at: Date;
  in_transit_at: Date | null;
  delivered_at: Date | null;
  finished_at: Date | null;
  canceled_at: Date | null;
  total_cents: number;
  change_cents: number;
  obs: string | null;
  resale_id: number;
  resale: { id: number; name: string };
  customer_id: number | null;
  customer: {
    id: number;
    name: string;
    address: AddressRecord | null;
    contacts: { id: number; phone: string; whatsapp: boolean }[];
  } | null;
  employee_id: number | null;
  employee: { id: number; name: string; phone: string | null } | null;
  user_id: number | null;
  user: { id: number; name: string } | null;
  items: SaleItemRecord[];
  payments: SalePaymentRecord[];
  /** The live Gás do Povo redemption the sale carries (null: none). */
  gas_do_povo: SaleGasDoPovoRecord | null;
  /** The state of the sale's NFC-e (fiscal_notes), null without one. */
  nfce_status: NfceState | null;
}

export interface SaleGasDoPovoRecord {
  id: number;
  validation: GasDoPovoValidation;
  nsu: string;
  cpf_last4: string;
  empty_received: boolean;
  uf: string;
  price_cents: number;
  due_date: string;
  /** What Caixa paid on its receivable so far. */
  received_cents: number;
  /** Of a canceled sale: what Caixa had paid for it (a divergence to resolve), and why it was canceled. */
  divergence_cents: number | null;
  cancel_reason: string | null;
}

const sid = sql`"sales"."id"`;

/** A sale's items as its record holds them, read from `from` (rows aliased `i`). */
const itemsJson = (from: SQL) =>
  sql<SaleItemRecord[]>`coalesce((select json_agg(json_build_object('id', i.id, 'product_id', i.product_id,
      'product', (select json_build_object('id', p.id, 'description', p.description,
        'gas_do_povo_eligible', p.gas_do_povo_eligible, 'capacity', p.capacity, 'is_cylinder', p.is_cylinder)
        from products p where p.id = i.product_id),
      'empty_brand_id', (select m.brand_id from empty_moves m where m.sale_id = i.sale_id and m.product_id = i.product_id
        group by m.brand_id, m.account, m.state having sum(m.quantity) <> 0
        order by (m.state = 'vazio') desc, m.brand_id nulls last limit 1),
      'quantity', i.quantity, 'price_cents', i.price_cents, 'discount_cents', i.discount_cents) order by i.id)
    from ${from}), '[]'::json)`;

/** A sale's payments as its record holds them, read from `from` (rows aliased `sp`). */
const paymentsJson = (from: SQL) =>
  sql<SalePaymentRecord[]>`coalesce((select json_agg(json_build_object('id', sp.id,
      'payment_method_id', sp.payment_method_id, 'payment_method', (select json_build_object('id', pm.id,
      'description', pm.description, 'delivery_time', pm.delivery_time, 'default', pm.default, 'kind', pm.kind)
        from payment_methods pm where pm.id = sp.payment_method_id),
      'value_cents', sp.value_cents, 'installments', sp.installments, 'due_date', sp.due_date,
      'pix_confirmed_at', sp.pix_confirmed_at,
      'pix_confirmed_by', (select json_build_object('id', pu.id, 'name', coalesce(pe.name, pu.email))
        from users pu left join employees pe on pe.id = pu.employee_id where pu.id = sp.pix_confirmed_by)) order by sp.id)
    from ${from}), '[]'::json)`;

export const saleColumns = {
  id: sales.id,
  doc_number: sales.doc_number,
  status: sales.status,
  channel: sales.channel,
  sold_on: sales.sold_on,
  created_at: sales.created_at,
  in_transit_at: sales.in_transit_at,
  delivered_at: sales.delivered_at,
  finished_at: sales.finished_at,
  canceled_at: sales.canceled_at,
  total_cents: sales.total_cents,
  change_cents: sales.change_cents,
  obs: sales.obs,
  resale_id: sales.resale_id,
  resale: sql<
    SaleRecord['resale']
  >`(select json_build_object('id', r.id, 'name', r.name) from resales r where r.id = "sales"."resale_id")`,
  customer_id: sales.customer_id,
  customer: sql<SaleRecord['customer']>`(select json_build_object('id', cu.id, 'name', cu.name,
      'address', ${addressJson(sql`cu.address_id`)},
      'contacts', coalesce((select json_agg(json_build_object('id', cc.id, 'phone', cc.phone, 'whatsapp', cc.whatsapp) order by cc.id)
        from customer_contacts cc where cc.customer_id = cu.id), '[]'::json))
    from customers cu where cu.id = "sales"."customer_id")`,
  employee_id: sales.employee_id,
  employee: sql<
    SaleRecord['employee']
  >`(select json_build_object('id', e.id, 'name', e.name, 'phone', e.phone) from employees e where e.id = "sales"."employee_id")`,
  user_id: sales.user_id,
  user: sql<SaleRecord['user']>`(select json_build_object('id', u.id, 'name', coalesce(ue.name, u.email))
    from users u left join employees ue on ue.id = u.employee_id where u.id = "sales"."user_id")`,
  // The product and the method by scalar subqueries (one key lookup each), not joins: the generic plan of
  // the prepared statement merge-joined products from the lowest id, reading every product below the item's.
  items: itemsJson(sql`sale_items i where i.sale_id = ${sid}`),
  payments: paymentsJson(sql`sale_payments sp where sp.sale_id = ${sid}`),
  // The live redemption; of a canceled sale, the one Caixa had paid (its divergence stays visible).
  gas_do_povo: sql<SaleGasDoPovoRecord | null>`(select json_build_object('id', g.id, 'validation', g.validation,
      'nsu', g.nsu, 'cpf_last4', g.cpf_last4, 'empty_received', g.empty_received, 'uf', g.uf,
      'price_cents', g.price_cents, 'due_date', g.due_date,
      'received_cents', (select coalesce(sum(r.received_cents), 0) from receivables r
                          where r.sale_id = g.sale_id and r.customer_id = u.customer_id),
      'divergence_cents', g.divergence_cents, 'cancel_reason', g.cancel_reason)
    from gas_do_povo_redemptions g join gas_do_povo_units u on u.resale_id = g.resale_id
    where g.sale_id = ${sid} and (g.canceled_at is null or g.divergence_cents is not null)
    order by g.canceled_at desc nulls first limit 1)`,
  nfce_status: sql<NfceState | null>`(select fn.state from fiscal_notes fn where fn.sale_id = ${sid})`,
};

/**
 * The record of a sale inserted by the statement that reads it: `with sales as (insert into sales … returning *),
 * new_items as (insert into sale_items … returning *), new_payments as (…)`, selected `from sales`. A statement
 * does not see the rows it writes, so its items and payments come from those CTEs; the rest is saleColumns
 * (whose columns name "sales"). Timestamps come back as the driver's text: `insertedSaleRecord` makes the
 * record that salesByIds would read.
 */
export const insertedSaleColumns = {
  ...saleColumns,
  items: itemsJson(sql`new_items i where i.sale_id = ${sid}`),
  payments: paymentsJson(sql`new_payments sp where sp.sale_id = ${sid}`),
};

/** The select list of insertedSaleColumns (each value named after its key), to read `from s "sales"`. */
export const insertedSaleSelect = () =>
  sql.join(
    Object.entries(insertedSaleColumns).map(([k, v]) => sql`${v} as ${sql.identifier(k)}`),
    sql`, `,
  );

const TIMESTAMPS = ['sold_on', 'created_at', 'in_transit_at', 'delivered_at', 'finished_at', 'canceled_at'] as const;

/** A row of `insertedSaleColumns` as salesByIds returns it (Dates; JSON parsed on either driver). */
export function insertedSaleRecord(row: Record<string, unknown>): SaleRecord {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(insertedSaleColumns)) out[k] = row[k];
  for (const k of TIMESTAMPS) out[k] = row[k] == null ? null : sales[k].mapFromDriverValue(row[k] as string);
  return out as unknown as SaleRecord;
}

export interface SaleFilter {
  search?: string;
  status?: SaleStatus;
  channel?: SaleChannel;
  /** 0 = 'Sem vendedor' (no deliverer). */
  employee_id?: number;
  date?: { start: string; end: string };
  amount?: number;
  payment_method_id?: number;
  user_id?: number;
  group_id?: number;
  sector_id?: number;
  customer_id?: number;
  /** The order number (doc_number), exactly: the command palette's 'find a sale by number'. */
  number?: number;
  /** Only sales whose NFC-e is in this state. */
  nfce_status?: NfceFilterValue;
  units: number[] | null;
  /** A deliverer sees only their own sales: their employee id (null = none at all). */
  ownEmployee?: number | null;
  /** Only the open sales without a deliverer a deliverer may take (TAKEABLE_SALE_STATUSES, no employee). */
  takeable?: boolean;
}

/** The instant a business day starts, as a constant the planner can use with the (resale, sold_on) index. */
const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone ${TZ})`;
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${TZ})`;

function searchCondition(text: string | undefined): SQL | undefined {
  const q = text?.trim();
  if (!q) return undefined;
  const digits = onlyDigits(q);
  const numeric = /^[\d\s().+#-]+$/.test(q) && digits.length > 0;
  const byName = sql`${sales.customer_id} = any(array(select ${customers.id} from ${customers} where ${containsText(customers.name, q)}))`;
  if (!numeric) return byName;
  const byPhone =
    digits.length >= 3
      ? sql`${sales.customer_id} = any(array(select cc.customer_id from customer_contacts cc where cc.phone like ${`%${digits}%`}))`
      : undefined;
  const byDoc = digits.length <= 9 ? eq(sales.doc_number, Number(digits)) : undefined;
  return sql`(${sql.join([byDoc, byPhone].filter(Boolean) as SQL[], sql` or `)})`;
}

export function saleConditions(q: SaleFilter): SQL | undefined {
  return and(
    unitCondition(sales.resale_id, q.units),
    q.ownEmployee === undefined
      ? undefined
      : q.ownEmployee === null
        ? sql`false`
        : eq(sales.employee_id, q.ownEmployee),
    q.takeable ? and(isNull(sales.employee_id), inArray(sales.status, [...TAKEABLE_SALE_STATUSES])) : undefined,
    q.date ? sql`${sales.sold_on} >= ${dayStart(q.date.start)}` : undefined,
    q.date ? sql`${sales.sold_on} < ${dayAfter(q.date.end)}` : undefined,
    q.status ? eq(sales.status, q.status) : undefined,
    q.channel ? eq(sales.channel, q.channel) : undefined,
    q.employee_id === undefined
      ? undefined
      : q.employee_id === 0
        ? isNull(sales.employee_id)
        : eq(sales.employee_id, q.employee_id),
    q.amount !== undefined ? eq(sales.total_cents, q.amount) : undefined,
    q.user_id ? eq(sales.user_id, q.user_id) : undefined,
    q.customer_id ? eq(sales.customer_id, q.customer_id) : undefined,
    q.number !== undefined ? eq(sales.doc_number, q.number) : undefined,
    q.payment_method_id ? sql`${sales.payment_method_ids} @> array[${q.payment_method_id}::int]` : undefined,
    q.group_id
      ? sql`${sales.customer_id} = any(array(select ${customers.id} from ${customers} where ${customers.group_id} = ${q.group_id}))`
      : undefined,
    q.sector_id
      ? sql`${sales.customer_id} = any(array(select ${customers.id} from ${customers} where ${customers.sector_id} = ${q.sector_id}))`
      : undefined,
    q.nfce_status === 'sem_nfce'
      ? sql`not exists (select 1 from fiscal_notes fn where fn.sale_id = ${sales.id})`
      : q.nfce_status
        ? sql`exists (select 1 from fiscal_notes fn where fn.sale_id = ${sales.id} and fn.state = ${q.nfce_status})`
        : undefined,
    searchCondition(q.search),
  );
}

/** Canceled and rejected sales are listed but left out of the money and product summaries, unless asked for. */
const counted = (q: SaleFilter) =>
  q.status === 'canceled' || q.status === 'rejected' ? sql`true` : sql`${sales.status} not in ('canceled', 'rejected')`;

export interface SaleSummaries {
  total: number;
  /** product id → quantity */
  items: Record<string, number>;
  /** payment method id → cents */
  payments: Record<string, number>;
  /** Σ (payments − change) of the counted sales, and how many they are. */
  sales: { count: number; total_cents: number; change_cents: number };
}

/**
 * Whole sale records by id, in the order of `ids`. Prepared statements (always the same text): their
 * many JSON subqueries cost several milliseconds to plan, more than running them for a page, so the
 * database plans them once per connection instead of on every list page and every write. One record (a
 * write's answer, the details) has its own statement, `id = $1`: its generic plan costs what a
 * custom one does, so PostgreSQL keeps it, where an array of ids is planned again for each call.
 */
export async function salesByIds(db: Executor, ids: number[]): Promise<SaleRecord[]> {
  if (!ids.length) return [];
  if (ids.length === 1) {
    return (await db
      .select(saleColumns)
      .from(sales)
      .where(sql`${sales.id} = ${sql.placeholder('id')}::int`)
      .prepare('sale_by_id')
      .execute({ id: ids[0] })) as unknown as SaleRecord[];
  }
  const rows = (await db
    .select(saleColumns)
    .from(sales)
    .where(sql`${sales.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('sales_by_ids')
    .execute({ ids: pgArray(ids) })) as unknown as SaleRecord[];
  return inIdOrder(ids, rows);
}

/** A page of the filtered sales: their ids through the sort index (a cheap plan), then the records. */
export async function salePage(db: Executor, where: SQL | undefined, limit: number, offset: number) {
  const ids = await db
    .select({ id: sales.id })
    .from(sales)
    .where(where)
    .orderBy(desc(sales.sold_on), desc(sales.id))
    .limit(limit)
    .offset(offset);
  return salesByIds(
    db,
    ids.map((r) => r.id),
  );
}

/** The business days of sale_unit_sums / sale_day_sums (migration 0021_perf_sales_list). */
export const SUMS_TZ = 'America/Sao_Paulo';

/**
 * The summary rows holding exactly the filtered sales, when every filter in play is in their key: units,
 * deliverer, days, status and channel (all units: days and status). Undefined otherwise (the other
 * filters need the sales themselves).
 */
function summaryRows(q: SaleFilter) {
  if (TZ !== SUMS_TZ) return undefined;
  // The filters of saleConditions that are not in the key, tested as it tests them.
  if (q.search?.trim() || q.amount !== undefined || q.payment_method_id || q.user_id || q.customer_id) return undefined;
  if (q.number !== undefined || q.takeable) return undefined;
  if (q.group_id || q.sector_id) return undefined;
  const deliverer = q.employee_id !== undefined || q.ownEmployee !== undefined;
  if (q.units === null) {
    if (deliverer || q.channel) return undefined;
    const t = saleDaySums;
    return {
      t,
      where: and(
        q.date ? sql`${t.day} >= ${q.date.start}::date and ${t.day} <= ${q.date.end}::date` : undefined,
        q.status ? eq(t.status, q.status) : undefined,
      ),
    };
  }
  const t = saleUnitSums;
  return {
    t,
    where: and(
      unitCondition(t.resale_id, q.units),
      q.ownEmployee === undefined ? undefined : q.ownEmployee === null ? sql`false` : eq(t.employee_id, q.ownEmployee),
      q.employee_id === undefined ? undefined : eq(t.employee_id, q.employee_id),
      q.date ? sql`${t.day} >= ${q.date.start}::date and ${t.day} <= ${q.date.end}::date` : undefined,
      q.status ? eq(t.status, q.status) : undefined,
      q.channel ? eq(t.channel, q.channel) : undefined,
    ),
  };
}

/**
 * Count and summaries from the summary rows (a few per day instead of every sale), grouped per product
 * and method in the database: the same figures as `summariesFromSales`. Prepared per shape of filters
 * (`executePrepared`): planning this statement costs about as much as running it.
 */
async function summariesFromRows(
  db: Executor,
  q: SaleFilter,
  src: NonNullable<ReturnType<typeof summaryRows>>,
): Promise<SaleSummaries> {
  // Both tables have these columns; typed as one of them for the query builder.
  const t = src.t as typeof saleUnitSums;
  const isCounted =
    q.status === 'canceled' || q.status === 'rejected' ? sql`true` : sql`${t.status} not in ('canceled', 'rejected')`;
  const rows = (await executePrepared(
    db
      .select({
        kind: t.kind,
        ref: t.ref,
        n: sql<number>`sum(${t.n})::float8`,
        c: sql<number | null>`(sum(${t.n}) filter (where ${isCounted}))::float8`,
        t: sql<number>`coalesce(sum(${t.total_cents}) filter (where ${isCounted}), 0)::float8`,
        ch: sql<number>`coalesce(sum(${t.change_cents}) filter (where ${isCounted}), 0)::float8`,
      })
      .from(t)
      .where(src.where)
      .groupBy(t.kind, t.ref),
  )) as { kind: number; ref: number; n: number; c: number | null; t: number; ch: number }[];
  const out: SaleSummaries = {
    total: 0,
    items: {},
    payments: {},
    sales: { count: 0, total_cents: 0, change_cents: 0 },
  };
  for (const r of rows) {
    const c = Number(r.c ?? 0);
    if (Number(r.kind) === 0) {
      out.total = Number(r.n);
      out.sales = { count: c, total_cents: Number(r.t), change_cents: Number(r.ch) };
    } else if (c > 0) (Number(r.kind) === 1 ? out.items : out.payments)[String(r.ref)] = c;
  }
  return out;
}

/**
 * Count and the three summaries over the whole filtered result: from the summary rows when they cover
 * the filters, else from one read of the sale rows (`summariesFromSales`): the
 * items' and payments' arrays kept on each sale (see the schema) are unnested in the select list (a
 * set-returning projection, about twice as fast as a lateral unnest per sale), never joined.
 */
export async function saleSummaries(db: Executor, q: SaleFilter, where: SQL | undefined): Promise<SaleSummaries> {
  const src = summaryRows(q);
  return src ? summariesFromRows(db, q, src) : summariesFromSales(db, q, where);
}

/** The same figures from the sale rows themselves (any filter; the tests compare both ways). */
export async function summariesFromSales(db: Executor, q: SaleFilter, where: SQL | undefined): Promise<SaleSummaries> {
  const [row] = await queryRows<{
    n: number;
    counted: number;
    total: number;
    change: number;
    items: Record<string, number> | null;
    payments: Record<string, number> | null;
  }>(
    db,
    sql`with f as materialized (
        select ${sales.total_cents} as total_cents, ${sales.change_cents} as change_cents,
               ${sales.item_product_ids} as item_product_ids, ${sales.item_quantities} as item_quantities,
               ${sales.payment_method_ids} as payment_method_ids, ${sales.payment_values} as payment_values,
               ${counted(q)} as counted
          from ${sales} ${where ? sql`where ${where}` : sql``})
      select count(*)::int as n, (count(*) filter (where counted))::int as counted,
             coalesce(sum(total_cents) filter (where counted), 0)::float8 as total,
             coalesce(sum(change_cents) filter (where counted), 0)::float8 as change,
             (select json_object_agg(x.p, x.q) from (
                select u.p, sum(u.q)::float8 as q
                  from (select unnest(item_product_ids) as p, unnest(item_quantities) as q from f where counted) u
                 group by u.p) x) as items,
             (select json_object_agg(y.p, y.v) from (
                select u.p, sum(u.v)::float8 as v
                  from (select unnest(payment_method_ids) as p, unnest(payment_values) as v from f where counted) u
                 group by u.p) y) as payments
        from f`,
  );
  const r = row!;
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, number> | null;
  return {
    total: Number(r.n),
    items: json(r.items) ?? {},
    payments: json(r.payments) ?? {},
    sales: { count: Number(r.counted), total_cents: Number(r.total), change_cents: Number(r.change) },
  };
}
