import { EMPTIES_TEXTS, PRODUCT_TEXTS, VALIDATION } from '@ability/domain';
import { type SQL, and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReplyOf } from '../../lib/reply-schema';
import { type Db, type Executor, queryRows } from '../../db/client';
import { categories, products, resales } from '../../db/schema/index';
import { audit, auditedUpdate, auditCreated } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { FieldErrors, fieldError, notFound } from '../../lib/errors';
import {
  MAX_ALL_ROWS,
  type PageRequest,
  type PageResult,
  countRows,
  limits,
  pageWithCount,
  preparedPage,
} from '../../lib/list';
import { allowedUnits, assertWritableUnit, unitCondition } from '../../lib/scope';
import { containsText } from '../../lib/search';
import type { CreateInput, UpdateInput, productReply } from './schemas';
import { columnsOf } from '../../lib/columns';
import { saveProductFiscal } from '../fiscal/products';

export type ProductRecord = ReplyOf<typeof productReply>;

const bottles = alias(products, 'bottles');

/** A product's stock total: the bottles on the platform, on loan and defective. */
const stockTotal = sql<number>`${products.stock_platform} + ${products.stock_lending} + ${products.stock_defect}`;

const columns = {
  ...columnsOf(products, 'id', 'description', 'price_cents', 'resale_id'),
  resale: sql<{ id: number; name: string }>`json_build_object('id', ${resales.id}, 'name', ${resales.name})`.as(
    'resale',
  ),
  bottle_id: products.bottle_id,
  bottle: sql<{ id: number; description: string } | null>`case when ${bottles.id} is null then null
    else json_build_object('id', ${bottles.id}, 'description', ${bottles.description}) end`.as('bottle'),
  category_id: products.category_id,
  category: sql<{ id: number; name: string } | null>`case when ${categories.id} is null then null
    else json_build_object('id', ${categories.id}, 'name', ${categories.name}) end`.as('category'),
  default: products.default,
  gas_do_povo_eligible: products.gas_do_povo_eligible,
  capacity: products.capacity,
  is_cylinder: products.is_cylinder,
  stock: sql<
    ProductRecord['stock']
  >`json_build_object('platform', ${products.stock_platform}, 'lending', ${products.stock_lending},
    'defect', ${products.stock_defect}, 'minimum', ${products.stock_minimum},
    'total', ${stockTotal})`.as('stock'),
  created_at: products.created_at,
  updated_at: products.updated_at,
};

function baseQuery(db: Executor) {
  return db
    .select(columns)
    .from(products)
    .innerJoin(resales, eq(resales.id, products.resale_id))
    .leftJoin(bottles, eq(bottles.id, products.bottle_id))
    .leftJoin(categories, eq(categories.id, products.category_id));
}

/** Search by description or category name, ignoring case and accents. */
function searchCondition(query: string | undefined): SQL | undefined {
  const q = query?.trim();
  if (!q) return undefined;
  return or(
    containsText(products.description, q),
    sql`${products.category_id} in (select c.id from ${categories} c where ${containsText(sql`c.name`, q)})`,
  );
}

export interface ProductFilter {
  query?: string;
  units: number[] | null;
  product_id?: number;
}

function whereOf(q: ProductFilter): SQL | undefined {
  return and(
    searchCondition(q.query),
    unitCondition(products.resale_id, q.units),
    q.product_id ? eq(products.id, q.product_id) : undefined,
  );
}

type ProductJson = Omit<ProductRecord, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string };

export async function listProducts(db: Db, q: ProductFilter, p: PageRequest): Promise<PageResult<ProductRecord>> {
  const where = whereOf(q);
  const total = countRows(db, db.select({ n: count() }).from(products).where(where));
  if (p.perPage === 'all') {
    // Every row (exports): read as the stock screen's JSON text and parsed at once, instead of thousands
    // of rows of nested json columns parsed one by one. Instants become Dates as the driver makes them
    // (to the millisecond).
    const [json, n] = await Promise.all([productsJson(db, where), total]);
    const rows = (JSON.parse(json.json) as ProductJson[]).map(
      (r): ProductRecord =>
        Object.assign(r, { created_at: new Date(r.created_at), updated_at: new Date(r.updated_at) }),
    );
    return { rows, total: n, perPage: rows.length };
  }
  const { limit, offset } = limits(p);
  // Planned once per shape of the filter: its joins cost PostgreSQL more to plan than its page to run.
  return pageWithCount(
    p,
    preparedPage(
      baseQuery(db).where(where).orderBy(asc(products.description), asc(products.id)),
      limit,
      offset,
    ) as Promise<ProductRecord[]>,
    total,
  );
}

/**
 * One product of the stock screen as JSON text: the same text `json_agg` of a `columns` row gives (its keys in
 * that order, `json_build_object`'s spacing in the nested objects, `to_json` for texts and instants). Every
 * field up to the stock counts, with the unit's, bottle's and category's names, is stored on the product
 * (`list_json_head`, kept by triggers: 0020_perf_stock_lists.sql); the counts and instants, which every sale
 * changes, are appended here.
 */
const productJsonText = sql<string>`concat(${products.list_json_head}, ${products.stock_platform},
  ', "lending" : ', ${products.stock_lending}, ', "defect" : ', ${products.stock_defect},
  ', "minimum" : ', ${products.stock_minimum},
  ', "total" : ', ${stockTotal},
  '},"created_at":', to_json(${products.created_at}), ',"updated_at":', to_json(${products.updated_at}), '}')`;

/**
 * The stock screen's whole list (per_page=all) as one JSON text: thousands of products go out without being
 * parsed into objects and written back to JSON by the server. The text is what `json_agg` of the rows gave
 * (elements separated by ", \n "), each row written by productJsonText.
 */
export type StockTotals = ProductRecord['stock'];

/** The stock counts summed over the filter (the stock screen's footer, header Stock-Summary). */
export async function stockTotals(db: Executor, q: ProductFilter): Promise<StockTotals> {
  const [row] = await db
    .select({
      platform: sql<number>`coalesce(sum(${products.stock_platform}), 0)::int`,
      lending: sql<number>`coalesce(sum(${products.stock_lending}), 0)::int`,
      defect: sql<number>`coalesce(sum(${products.stock_defect}), 0)::int`,
      minimum: sql<number>`coalesce(sum(${products.stock_minimum}), 0)::int`,
      total: sql<number>`coalesce(sum(${stockTotal}), 0)::int`,
    })
    .from(products)
    .where(whereOf(q));
  return row!;
}

export async function listProductsJson(db: Db, q: ProductFilter): Promise<{ total: number; json: string }> {
  return productsJson(db, whereOf(q));
}

/**
 * The first MAX_ALL_ROWS products of `where` in (description, id) order (the order of the unit's index) as
 * one JSON array text. One row per product, joined here: node-postgres receives thousands of rows several
 * times faster than the same bytes as one value.
 */
async function productsJson(db: Db, where: SQL | undefined): Promise<{ total: number; json: string }> {
  const rows = await db
    .select({ json: productJsonText })
    .from(products)
    .where(where)
    .orderBy(asc(products.description), asc(products.id))
    .limit(MAX_ALL_ROWS);
  return {
    total: rows.length,
    json: rows.length ? `[${rows.map((r) => r.json).join(', \n ')}]` : '[]',
  };
}

export async function getProduct(db: Executor, id: number, units: number[] | null = null): Promise<ProductRecord> {
  const [row] = await baseQuery(db).where(and(eq(products.id, id), unitCondition(products.resale_id, units)));
  if (!row) throw notFound();
  return row as ProductRecord;
}

/** Lists for selects (GET /products/options), limited to the user's units (and to one unit if asked). */
export async function productOptions(db: Executor, units: number[] | null) {
  const [productRows, categoryRows, resaleRows] = await Promise.all([
    db
      .select({
        id: products.id,
        description: products.description,
        price_cents: products.price_cents,
        resale_id: products.resale_id,
        default: products.default,
        bottle_id: products.bottle_id,
        bottle: columns.bottle,
        category_id: products.category_id,
      })
      .from(products)
      .leftJoin(bottles, eq(bottles.id, products.bottle_id))
      .where(unitCondition(products.resale_id, units))
      .orderBy(asc(products.description), asc(products.id)),
    db
      .select({ id: categories.id, name: categories.name, resale_id: categories.resale_id })
      .from(categories)
      .where(unitCondition(categories.resale_id, units))
      .orderBy(asc(categories.name)),
    db
      .select({ id: resales.id, name: resales.name })
      .from(resales)
      .where(unitCondition(resales.id, units))
      .orderBy(asc(resales.name)),
  ]);
  return { products: productRows, categories: categoryRows, resales: resaleRows };
}

/** Bottle and category must be of the product's unit; a product is not its own bottle. */
async function checkReferences(
  tx: Executor,
  id: number | null,
  resaleId: number,
  bottleId: number | null | undefined,
  categoryId: number | null | undefined,
): Promise<void> {
  const errors = new FieldErrors();
  const [unit] = await tx.select({ id: resales.id }).from(resales).where(eq(resales.id, resaleId));
  if (!unit) errors.add('resale', VALIDATION.notFound);
  if (bottleId) {
    if (bottleId === id) errors.add('bottle', PRODUCT_TEXTS.errors.bottleSelf);
    else {
      const [b] = await tx.select({ resale_id: products.resale_id }).from(products).where(eq(products.id, bottleId));
      if (!b) errors.add('bottle', VALIDATION.notFound);
      else if (b.resale_id !== resaleId) errors.add('bottle', PRODUCT_TEXTS.errors.otherUnit);
    }
  }
  if (categoryId) {
    const [c] = await tx
      .select({ resale_id: categories.resale_id })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (!c) errors.add('category', VALIDATION.notFound);
    else if (c.resale_id !== resaleId) errors.add('category', PRODUCT_TEXTS.errors.otherUnit);
  }
  errors.throwIfAny();
}

/** A cylinder product ('Casco') says its capacity (422 on `capacity`). */
function checkCylinder(isCylinder: boolean, capacity: string | null): void {
  if (isCylinder && !capacity) throw fieldError('capacity', EMPTIES_TEXTS.errors.cylinderNeedsCapacity);
}

/** One default product per unit: the unit's other default stops being it, in the same transaction. */
async function keepOneDefault(tx: Executor, actor: Actor, id: number, resaleId: number): Promise<void> {
  const others = await tx
    .update(products)
    .set({ default: false, updated_at: new Date() })
    .where(and(eq(products.resale_id, resaleId), eq(products.default, true), ne(products.id, id)))
    .returning({ id: products.id });
  for (const o of others) await audit(tx, actor, 'update', 'products', o.id, { default: true }, { default: false });
}

export async function createProduct(db: Db, actor: Actor, input: CreateInput): Promise<ProductRecord> {
  return db.transaction(async (tx) => {
    const { stock_attributes, fiscal, ...data } = input;
    assertWritableUnit(actor.user, data.resale_id);
    await checkReferences(tx, null, data.resale_id, data.bottle_id, data.category_id);
    checkCylinder(data.is_cylinder ?? false, data.capacity ?? null);
    if (data.default) await keepOneDefault(tx, actor, -1, data.resale_id);
    const [row] = await tx
      .insert(products)
      .values({
        ...data,
        bottle_id: data.bottle_id ?? null,
        category_id: data.category_id ?? null,
        default: data.default ?? false,
        stock_minimum: stock_attributes?.minimum ?? 0,
      })
      .returning({ id: products.id });
    if (fiscal) await saveProductFiscal(tx, actor, row!.id, fiscal);
    return auditCreated(tx, actor, 'products', await getProduct(tx, row!.id));
  });
}

export function updateProduct(db: Db, actor: Actor, id: number, input: UpdateInput): Promise<ProductRecord> {
  return auditedUpdate(db, actor, 'products', id, getProduct, async (tx, before) => {
    const { stock_attributes, fiscal, ...data } = input;
    const resaleId = data.resale_id ?? before.resale_id;
    if (data.resale_id !== undefined) assertWritableUnit(actor.user, data.resale_id);
    const bottleId = data.bottle_id === undefined ? before.bottle_id : data.bottle_id;
    const categoryId = data.category_id === undefined ? before.category_id : data.category_id;
    await checkReferences(tx, id, resaleId, bottleId, categoryId);
    checkCylinder(
      data.is_cylinder ?? before.is_cylinder,
      data.capacity === undefined ? before.capacity : data.capacity,
    );
    if (data.default ?? (before.default && resaleId !== before.resale_id))
      await keepOneDefault(tx, actor, id, resaleId);
    await tx
      .update(products)
      .set({
        ...data,
        ...(stock_attributes?.minimum !== undefined ? { stock_minimum: stock_attributes.minimum } : {}),
        updated_at: new Date(),
      })
      .where(eq(products.id, id));
    if (fiscal) await saveProductFiscal(tx, actor, id, fiscal);
  });
}

/** A product in sales, entries or adjustments stays (422 "em uso"): its history needs it. */
export async function deleteProduct(db: Db, actor: Actor, id: number): Promise<ProductRecord> {
  return db.transaction(async (tx) => {
    const before = await getProduct(tx, id, allowedUnits(actor.user));
    const [used] = await queryRows<{ used: boolean }>(
      tx,
      sql`select exists (select 1 from sale_items where product_id = ${id})
        or exists (select 1 from product_entry_items where product_id = ${id})
        or exists (select 1 from stock_appointments where product_id = ${id})
        or exists (select 1 from products where bottle_id = ${id}) as used`,
    );
    if (used?.used) throw fieldError('base', VALIDATION.inUse);
    await tx.delete(products).where(eq(products.id, id));
    await audit(tx, actor, 'delete', 'products', id, before, null);
    return before;
  });
}

export interface CategoryRecord {
  id: number;
  name: string;
  resale_id: number;
}

/** Categories have no screen: the product form creates them inline. Same name in the unit: 422 on name. */
export async function createCategory(
  db: Db,
  actor: Actor,
  input: { name: string; resale_id: number },
): Promise<CategoryRecord> {
  return db.transaction(async (tx) => {
    assertWritableUnit(actor.user, input.resale_id);
    const [unit] = await tx.select({ id: resales.id }).from(resales).where(eq(resales.id, input.resale_id));
    if (!unit) throw fieldError('resale', VALIDATION.notFound);
    const [dup] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.resale_id, input.resale_id), sql`lower(${categories.name}) = lower(${input.name})`));
    if (dup) throw fieldError('name', VALIDATION.taken);
    const [row] = await tx
      .insert(categories)
      .values(input)
      .returning({ id: categories.id, name: categories.name, resale_id: categories.resale_id });
    await audit(tx, actor, 'create', 'categories', row!.id, null, row);
    return row!;
  });
}
