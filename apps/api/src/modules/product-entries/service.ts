import { ENTRY_TEXTS, STOCK_TEXTS, VALIDATION, entryTotal } from '@ability/domain';
import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type Executor, pgArray, queryRows } from '../../db/client';
import {
  productEntries,
  productEntryItemSums,
  productEntryItems,
  productEntrySums,
  products,
  resales,
  supplierResales,
  suppliers,
} from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { RawJsonBytes } from '../../lib/json-body';
import type { Actor } from '../../lib/context';
import { FieldErrors, notFound } from '../../lib/errors';
import { type PageRequest, type PageResult, inIdOrder, limits, pageWithCount } from '../../lib/list';
import { allowedUnits, assertWritableUnit, unitCondition } from '../../lib/scope';
import { changeStock } from '../../lib/stock';
import type { CreateInput, ListQuery } from './schemas';

export interface EntryItemRecord {
  id: number;
  product_id: number;
  product: { id: number; description: string };
  quantity: number;
  bottle_movement: boolean;
  bottle_quantity: number;
  price_cents: number;
  discount_cents: number;
}

export interface EntryRecord {
  id: number;
  invoice_number: string | null;
  serial_number: string | null;
  issue_date: string;
  due_date: string | null;
  resale_id: number;
  resale: { id: number; name: string };
  supplier_id: number | null;
  supplier: { id: number; name: string } | null;
  discount_type: 'value' | 'percentage';
  discount_value_cents: number;
  total_cents: number;
  items: EntryItemRecord[];
  created_at: Date;
}

const itemsJson = sql<EntryItemRecord[]>`coalesce((
  select json_agg(json_build_object('id', i.id, 'product_id', i.product_id,
    'product', json_build_object('id', p.id, 'description', p.description), 'quantity', i.quantity,
    'bottle_movement', i.bottle_movement, 'bottle_quantity', i.bottle_quantity, 'price_cents', i.price_cents,
    'discount_cents', i.discount_cents) order by i.id)
  from ${productEntryItems} i join ${products} p on p.id = i.product_id
  where i.entry_id = "product_entries"."id"), '[]'::json)`;

const columns = {
  id: productEntries.id,
  invoice_number: productEntries.invoice_number,
  serial_number: productEntries.serial_number,
  issue_date: productEntries.issue_date,
  due_date: productEntries.due_date,
  resale_id: productEntries.resale_id,
  resale: sql<{ id: number; name: string }>`json_build_object('id', ${resales.id}, 'name', ${resales.name})`,
  supplier_id: productEntries.supplier_id,
  supplier: sql<{ id: number; name: string } | null>`case when ${suppliers.id} is null then null
    else json_build_object('id', ${suppliers.id}, 'name', ${suppliers.name}) end`,
  discount_type: productEntries.discount_type,
  discount_value_cents: productEntries.discount_value_cents,
  total_cents: productEntries.total_cents,
  items: itemsJson,
  created_at: productEntries.created_at,
};

function baseQuery(db: Executor) {
  return db
    .select(columns)
    .from(productEntries)
    .innerJoin(resales, eq(resales.id, productEntries.resale_id))
    .leftJoin(suppliers, eq(suppliers.id, productEntries.supplier_id));
}

/** The range on the chosen date; created_at is an instant, compared as the business's local day. */
function dateCondition(q: Pick<ListQuery, 'date_param' | 'start_date' | 'end_date'>, tz: string): SQL | undefined {
  const parts: SQL[] = [];
  if (q.date_param === 'created_at') {
    if (q.start_date)
      parts.push(sql`${productEntries.created_at} >= (${q.start_date}::date)::timestamp at time zone ${tz}`);
    if (q.end_date)
      parts.push(sql`${productEntries.created_at} < (${q.end_date}::date + 1)::timestamp at time zone ${tz}`);
  } else {
    const col = q.date_param === 'due_date' ? productEntries.due_date : productEntries.issue_date;
    if (q.start_date) parts.push(sql`${col} >= ${q.start_date}`);
    if (q.end_date) parts.push(sql`${col} <= ${q.end_date}`);
  }
  return parts.length ? and(...parts) : undefined;
}

/** The filter of an issue-date list on the items' own copy of their entry's date and unit. */
function itemsWhere(q: EntryFilter): SQL | undefined {
  return and(
    q.start_date ? sql`i.issue_date >= ${q.start_date}` : undefined,
    q.end_date ? sql`i.issue_date <= ${q.end_date}` : undefined,
    unitCondition(sql`i.resale_id`, q.units),
  );
}

export interface EntryFilter extends Pick<ListQuery, 'date_param' | 'start_date' | 'end_date'> {
  units: number[] | null;
}

export interface SummaryProduct {
  product_name: string;
  items_quantity: number;
  items_price_cents: number;
}

export interface EntrySummary {
  /** Per product name (the same product of several units counts once); as JSON text when summed by the database. */
  products: SummaryProduct[] | RawJsonBytes;
  total_quantity: number;
  total_cents: number;
}

/** Periods of summary rows: months (`monthly`, by their first day) or days, from–to inclusive (null: open). */
interface Span {
  monthly: boolean;
  from: string | null;
  to: string | null;
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
const nextMonth = (day: string) => {
  const d = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/**
 * The summary rows (product_entry_sums, product_entry_item_sums: per day and per month) whose `plus` less
 * `minus` sum to the issue dates [start, end]: the months it touches, and at each edge either the month less
 * its days outside the range or the days inside without the month, whichever reads fewer days ("this month so
 * far" is the month less the days to come, which hold nothing unless entries were dated ahead). Every `minus`
 * row lies within a `plus` month. Null when the range is empty.
 */
function summarySpans(start: string | null, end: string | null): { plus: Span[]; minus: Span[] } | null {
  if (start && end && start > end) return null;
  const plus: Span[] = [];
  const minus: Span[] = [];
  let fromMonth = start ? firstOfMonth(start) : null;
  let toMonth = end ? firstOfMonth(end) : null;
  if (start && end && fromMonth === toMonth) {
    const inside = daysBetween(start, end);
    const month = daysBetween(fromMonth!, addDays(nextMonth(start), -1));
    if (inside === month) return { plus: [{ monthly: true, from: fromMonth, to: fromMonth }], minus };
    if (inside <= month - inside) return { plus: [{ monthly: false, from: start, to: end }], minus };
    plus.push({ monthly: true, from: fromMonth, to: fromMonth });
    if (start > fromMonth!) minus.push({ monthly: false, from: fromMonth, to: addDays(start, -1) });
    const last = addDays(nextMonth(end), -1);
    if (end < last) minus.push({ monthly: false, from: addDays(end, 1), to: last });
    return { plus, minus };
  }
  if (start && start !== fromMonth) {
    const after = nextMonth(start);
    if (daysBetween(fromMonth!, addDays(start, -1)) <= daysBetween(start, addDays(after, -1)))
      minus.push({ monthly: false, from: fromMonth, to: addDays(start, -1) });
    else {
      plus.push({ monthly: false, from: start, to: addDays(after, -1) });
      fromMonth = after;
    }
  }
  if (end) {
    const last = addDays(nextMonth(end), -1);
    if (end !== last) {
      if (daysBetween(addDays(end, 1), last) <= daysBetween(toMonth!, end))
        minus.push({ monthly: false, from: addDays(end, 1), to: last });
      else {
        plus.push({ monthly: false, from: toMonth, to: end });
        toMonth = firstOfMonth(addDays(toMonth!, -1));
      }
    }
  }
  if (!fromMonth || !toMonth || fromMonth <= toMonth) plus.push({ monthly: true, from: fromMonth, to: toMonth });
  return { plus, minus };
}

/** Rows of a summary table within the spans (one period as an equality: its rows are read in name order). */
function spansWhere(t: SQL, spans: Span[]): SQL {
  const bounds = (s: Span) =>
    s.from && s.from === s.to
      ? sql` and ${t}.period = ${s.from}`
      : sql`${s.from ? sql` and ${t}.period >= ${s.from}` : sql``}${s.to ? sql` and ${t}.period <= ${s.to}` : sql``}`;
  return sql.join(
    spans.map((s) => sql`(${t}.monthly = ${s.monthly}${bounds(s)})`),
    sql` or `,
  );
}

/**
 * Summary rows written as JSON text by the database: copied into the reply as bytes (jsonBody), so the server
 * neither receives thousands of rows nor writes them back; parsed if the summary is serialized another way.
 */
class JsonText extends RawJsonBytes {
  constructor(private readonly text: string) {
    super(Buffer.from(text, 'utf8'), undefined);
  }

  override toJSON(): unknown {
    const mark = super.toJSON();
    return mark === undefined ? JSON.parse(this.text) : mark;
  }
}

/**
 * The summary of an issue-date range over every unit, from the day and month sums kept by triggers
 * (0020_perf_stock_lists.sql), in one statement: the `plus` rows by name (one period holds one row per name,
 * read in name order from the index: the common "this month" and "today"), less the `minus` rows (usually
 * none), written as the bar's JSON array (the keys and numbers JSON.stringify gives; to_json escapes a text
 * as it does); and the entries' count and total.
 */
async function summedSummary(db: Db, start: string | null, end: string | null) {
  const spans = summarySpans(start, end);
  if (!spans) return { n: 0, total: 0, quantity: 0, products: [] as SummaryProduct[] };
  const { plus, minus } = spans;
  const byName = (spans: Span[]) =>
    spans.length === 1 && spans[0]!.from && spans[0]!.from === spans[0]!.to
      ? sql`select s.description, s.items as n, s.quantity as q, s.value_cents as v
              from ${productEntryItemSums} s where ${spansWhere(sql`s`, spans)}`
      : sql`select s.description, sum(s.items) as n, sum(s.quantity) as q, sum(s.value_cents) as v
              from ${productEntryItemSums} s where ${spansWhere(sql`s`, spans)} group by s.description`;
  const named = minus.length
    ? sql`select p.description, p.q - coalesce(m.q, 0) as q, p.v - coalesce(m.v, 0) as v
            from (${byName(plus)}) p left join (${byName(minus)}) m on m.description = p.description
           where p.n - coalesce(m.n, 0) > 0`
    : sql`select p.description, p.q, p.v from (${byName(plus)}) p where p.n > 0`;
  const signed = (spans: Span[], sign: string) =>
    spans.length
      ? [
          sql`select ${sql.raw(sign)}e.entries as n, ${sql.raw(sign)}e.total_cents as v
            from ${productEntrySums} e where ${spansWhere(sql`e`, spans)}`,
        ]
      : [];
  const [row] = await queryRows<{ json: string | null; quantity: number; n: number; total: number }>(
    db,
    sql`select t.json, t.quantity, e.n, e.total
          from (select string_agg(concat('{"product_name":', to_json(x.description), ',"items_quantity":', x.q,
                                         ',"items_price_cents":', x.v, '}'), ',' order by x.description) as json,
                       coalesce(sum(x.q), 0)::bigint as quantity
                  from (${named}) x) t,
               (select coalesce(sum(y.n), 0)::int as n, coalesce(sum(y.v), 0)::bigint as total
                  from (${sql.join([...signed(plus, ''), ...signed(minus, '-')], sql` union all `)}) y) e`,
  );
  return {
    n: Number(row?.n ?? 0),
    total: Number(row?.total ?? 0),
    quantity: Number(row?.quantity ?? 0),
    products: new JsonText(`[${row?.json ?? ''}]`),
  };
}

/**
 * Whole entry records by id, in the order of `ids`: one prepared statement (always the same text), planned once
 * per connection (its joins and items subquery cost more to plan than to run for a page).
 */
async function entriesByIds(db: Executor, ids: number[]): Promise<EntryRecord[]> {
  if (!ids.length) return [];
  const rows = (await baseQuery(db)
    .where(sql`${productEntries.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('product_entries_by_ids')
    .execute({ ids: pgArray(ids) })) as EntryRecord[];
  return inIdOrder(ids, rows);
}

export async function listEntries(
  db: Db,
  q: EntryFilter,
  p: PageRequest,
  tz: string,
): Promise<PageResult<EntryRecord> & { summary: EntrySummary }> {
  const where = and(dateCondition(q, tz), unitCondition(productEntries.resale_id, q.units));
  const { limit, offset } = limits(p);
  const sortCol =
    q.date_param === 'due_date'
      ? productEntries.due_date
      : q.date_param === 'created_at'
        ? productEntries.created_at
        : productEntries.issue_date;
  const ordered = baseQuery(db).where(where).orderBy(desc(sortCol), desc(productEntries.id));
  // A page: its ids through the sort index, then the records (prepared); every row (exports): one statement.
  const pageRows: Promise<EntryRecord[]> =
    p.perPage === 'all'
      ? (ordered.limit(limit) as Promise<EntryRecord[]>)
      : db
          .select({ id: productEntries.id })
          .from(productEntries)
          .where(where)
          .orderBy(desc(sortCol), desc(productEntries.id))
          .limit(limit)
          .offset(offset)
          .then((r) =>
            entriesByIds(
              db,
              r.map((x) => x.id),
            ),
          );
  const byIssueDate = q.date_param !== 'due_date' && q.date_param !== 'created_at';
  if (byIssueDate && q.units === null) {
    const [rows, summed] = await Promise.all([pageRows, summedSummary(db, q.start_date, q.end_date)]);
    return {
      rows,
      total: summed.n,
      perPage: p.perPage === 'all' ? rows.length : p.perPage,
      summary: { products: summed.products, total_quantity: summed.quantity, total_cents: summed.total },
    };
  }
  const totalsQuery = db
    .select({
      n: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${productEntries.total_cents}), 0)::bigint`,
    })
    .from(productEntries)
    .where(where)
    .execute();
  // Per product name over the filtered entries of some units. Over issue dates (the default) the items carry
  // their entry's date and unit (kept by a trigger), so the units' items of the range are read from the covering
  // index product_entry_items_resale_issue_idx alone. Over due dates or creation times each entry's items are
  // read from the covering index product_entry_items_summary_idx (the lateral subquery with `offset 0` keeps
  // that nested loop; joined plainly, PostgreSQL scans every item ever entered); over the whole history that
  // scan is the cheaper way. Items are named (joined to their product) before being grouped: a per-product
  // subquery first was estimated at one row and joined by a nested loop over every product.
  const itemsFilter = itemsWhere(q);
  const perProduct = byIssueDate
    ? queryRows<{ product_name: string; items_quantity: number; items_price_cents: string }>(
        db,
        sql`select p.description as product_name, sum(s.q)::int as items_quantity, sum(s.v)::bigint as items_price_cents
              from (select i.product_id, sum(i.quantity) as q,
                           sum(i.price_cents::bigint * i.quantity - i.discount_cents) as v
                      from ${productEntryItems} i
                     ${itemsFilter ? sql`where ${itemsFilter}` : sql``}
                     group by i.product_id) s
              join ${products} p on p.id = s.product_id
             group by p.description
             order by p.description`,
      )
    : queryRows<{ product_name: string; items_quantity: number; items_price_cents: string }>(
        db,
        sql`select p.description as product_name, sum(i.quantity)::int as items_quantity,
                   sum(i.price_cents::bigint * i.quantity - i.discount_cents)::bigint as items_price_cents
              from ${productEntries}
              ${
                q.start_date || q.end_date
                  ? sql`cross join lateral (select x.product_id, x.quantity, x.price_cents, x.discount_cents
                          from ${productEntryItems} x where x.entry_id = ${productEntries.id} offset 0) i`
                  : sql`join ${productEntryItems} i on i.entry_id = ${productEntries.id}`
              }
              join ${products} p on p.id = i.product_id
             ${where ? sql`where ${where}` : sql``}
             group by p.description
             order by p.description`,
      );
  const [page, named, totals] = await Promise.all([
    pageWithCount(
      p,
      pageRows,
      totalsQuery.then((r) => r[0]?.n ?? 0),
    ),
    perProduct,
    totalsQuery,
  ]);
  const productsSummary = named.map((r) => ({
    product_name: r.product_name,
    items_quantity: Number(r.items_quantity),
    items_price_cents: Number(r.items_price_cents),
  }));
  return {
    ...page,
    summary: {
      products: productsSummary,
      total_quantity: productsSummary.reduce((s, r) => s + r.items_quantity, 0),
      total_cents: Number(totals[0]?.total ?? 0),
    },
  };
}

export async function getEntry(db: Executor, id: number, units: number[] | null = null): Promise<EntryRecord> {
  const [row] = await entriesByIds(db, [id]);
  if (!row || (units !== null && !units.includes(row.resale_id))) throw notFound();
  return row;
}

/** Suppliers of the type-ahead: those serving the user's units, by name or trade name. */
export async function supplierChoices(db: Executor, query: string | undefined, units: number[] | null) {
  const q = query?.trim();
  return db
    .selectDistinct({ id: suppliers.id, name: suppliers.name, trade_name: suppliers.trade_name })
    .from(suppliers)
    .innerJoin(supplierResales, eq(supplierResales.owner_id, suppliers.id))
    .where(
      and(
        unitCondition(supplierResales.resale_id, units),
        q
          ? sql`(f_unaccent(lower(${suppliers.name})) like f_unaccent(lower(${`%${q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`}))
            or f_unaccent(lower(coalesce(${suppliers.trade_name}, ''))) like f_unaccent(lower(${`%${q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`})))`
          : undefined,
      ),
    )
    .orderBy(asc(suppliers.name))
    .limit(20);
}

type StockChanges = { product_id: number; platform: number }[];

/**
 * What the entry did to stock: its items in, and the bottles exchanged with the supplier out; in product order,
 * so concurrent entries (and their removals) lock the same products in one order instead of deadlocking.
 */
function stockChangesOf(
  items: { product_id: number; quantity: number; bottle_quantity: number; bottle_id: number | null }[],
): StockChanges {
  const out: StockChanges = [];
  for (const i of items) {
    out.push({ product_id: i.product_id, platform: i.quantity });
    if (i.bottle_id && i.bottle_quantity > 0) out.push({ product_id: i.bottle_id, platform: -i.bottle_quantity });
  }
  return out.sort((a, b) => a.product_id - b.product_id);
}

export async function createEntry(db: Db, actor: Actor, input: CreateInput): Promise<EntryRecord> {
  return db.transaction(async (tx) => {
    assertWritableUnit(actor.user, input.resale_id);
    const errors = new FieldErrors();
    const [unit] = await tx.select({ id: resales.id }).from(resales).where(eq(resales.id, input.resale_id));
    if (!unit) errors.add('resale', VALIDATION.notFound);
    const [supplier] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .innerJoin(supplierResales, eq(supplierResales.owner_id, suppliers.id))
      .where(and(eq(suppliers.id, input.supplier_id), eq(supplierResales.resale_id, input.resale_id)));
    if (!supplier) errors.add('supplier', VALIDATION.notFound);
    const items = input.items_attributes.filter((i) => !i._destroy);
    if (items.length === 0) errors.add('items', ENTRY_TEXTS.errors.noItems);
    const ids = [...new Set(items.map((i) => i.product_id))];
    const found = ids.length
      ? await tx
          .select({ id: products.id, resale_id: products.resale_id, bottle_id: products.bottle_id })
          .from(products)
          .where(inArray(products.id, ids))
      : [];
    const byId = new Map(found.map((p) => [p.id, p]));
    const rows = items.map((i) => {
      const product = byId.get(i.product_id);
      if (!product || product.resale_id !== input.resale_id)
        errors.add('items', `${VALIDATION.notFound}: produto ${i.product_id}`);
      const bottleQuantity = i.bottle_movement ? (i.bottle_quantity ?? i.quantity) : 0;
      if (i.bottle_movement && product && !product.bottle_id) errors.add('items', ENTRY_TEXTS.errors.noBottle);
      return { ...i, bottle_quantity: bottleQuantity, bottle_id: product?.bottle_id ?? null };
    });
    errors.throwIfAny();
    const { total_cents } = entryTotal(rows, input.discount_type, input.discount_value_cents);
    // The stock first: the products' rows are locked before the entries' summary rows (written by the
    // triggers of the inserts below), the order every writer of both follows (0020_perf_stock_lists.sql).
    // Bottles leaving for the supplier can't take platform below zero.
    for (const c of stockChangesOf(rows)) {
      if (c.platform >= 0) {
        await changeStock(tx, c.product_id, { platform: c.platform });
        continue;
      }
      const [bottle] = await tx
        .select({ description: products.description })
        .from(products)
        .where(eq(products.id, c.product_id));
      await changeStock(
        tx,
        c.product_id,
        { platform: c.platform },
        {
          refuseNegative: 'items',
          message: (available) => STOCK_TEXTS.bottlesInsufficient(bottle?.description ?? '', available.platform),
        },
      );
    }
    const [entry] = await tx
      .insert(productEntries)
      .values({
        resale_id: input.resale_id,
        supplier_id: input.supplier_id,
        user_id: actor.user.id,
        invoice_number: input.invoice_number,
        serial_number: input.serial_number,
        issue_date: input.issue_date!,
        due_date: input.due_date,
        discount_type: input.discount_type,
        discount_value_cents: input.discount_value_cents,
        total_cents,
      })
      .returning({ id: productEntries.id });
    await tx.insert(productEntryItems).values(
      rows.map((i) => ({
        entry_id: entry!.id,
        product_id: i.product_id,
        quantity: i.quantity,
        bottle_movement: i.bottle_movement,
        bottle_quantity: i.bottle_quantity,
        bottle_id: i.bottle_quantity > 0 ? i.bottle_id : null,
        price_cents: i.price_cents,
        discount_cents: i.discount_cents,
      })),
    );
    const created = await getEntry(tx, entry!.id);
    await audit(tx, actor, 'create', 'product_entries', created.id, null, created);
    return created;
  });
}

/** Deleting an entry takes its items back off platform (and returns the bottles); refused if that goes below zero. */
export async function deleteEntry(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getEntry(tx, id, allowedUnits(actor.user));
    const items = await queryRows<{
      product_id: number;
      quantity: number;
      bottle_quantity: number;
      bottle_id: number | null;
    }>(
      tx,
      sql`select product_id, quantity, bottle_quantity, bottle_id from ${productEntryItems} where entry_id = ${id}`,
    );
    // The stock first, then the entry (and the summary rows its triggers write), as createEntry.
    for (const c of stockChangesOf(items)) {
      await changeStock(
        tx,
        c.product_id,
        { platform: -c.platform },
        {
          refuseNegative: 'base',
          message: () => STOCK_TEXTS.insufficientToUndo,
        },
      );
    }
    await tx.delete(productEntries).where(eq(productEntries.id, id));
    await audit(tx, actor, 'delete', 'product_entries', id, before, null);
  });
}
