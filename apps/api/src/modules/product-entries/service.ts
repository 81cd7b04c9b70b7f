import { ENTRY_TEXTS, STOCK_TEXTS, VALIDATION, entryTotal } from '@ability/domain';
import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type Executor, pgArray, queryRows } from '../../db/client';
import {
  productEntries,
  productEntryItems,
  products,
  resales,
  supplierResales,
  suppliers,
} from '../../db/schema/index';
import { reverseEntryEmpties, writeEntryEmpties } from '../empties/ledger';
import { audit, auditCreated } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { FieldErrors, notFound } from '../../lib/errors';
import { type PageRequest, type PageResult, inIdOrder, limits, pageWithCount } from '../../lib/list';
import { allowedUnits, assertWritableUnit, unitCondition } from '../../lib/scope';
import { changeStock } from '../../lib/stock';
import type { CreateInput, ListQuery } from './schemas';
import { type EntrySummary, summedSummary } from './summary';
import { columnsOf } from '../../lib/columns';

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
  ...columnsOf(productEntries, 'id', 'invoice_number', 'serial_number', 'issue_date', 'due_date', 'resale_id'),
  resale: sql<{ id: number; name: string }>`json_build_object('id', ${resales.id}, 'name', ${resales.name})`,
  supplier_id: productEntries.supplier_id,
  supplier: sql<{ id: number; name: string } | null>`case when ${suppliers.id} is null then null
    else json_build_object('id', ${suppliers.id}, 'name', ${suppliers.name}) end`,
  ...columnsOf(productEntries, 'discount_type', 'discount_value_cents', 'total_cents'),
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
    await writeEntryEmpties(tx, entry!.id, input.resale_id, rows, actor.user.id);
    return auditCreated(tx, actor, 'product_entries', await getEntry(tx, entry!.id));
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
    await reverseEntryEmpties(tx, id, actor.user.id);
    await audit(tx, actor, 'delete', 'product_entries', id, before, null);
  });
}
