import { PRODUCT_TEXTS as T, formatCents } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { KEPT_CHANNELS, type KeptReplies, dropOnNotify, keptValue, sendKept, wantsFresh } from '../../lib/kept';
import { type ExportColumn, pageRequest, sendArray, sendExport } from '../../lib/list';
import { unitsFilter } from '../../lib/scope';
import {
  categoryBody,
  createBody,
  listQuery,
  optionsQuery,
  updateBody,
  productReply,
  categoryReply,
  productOptionsReply,
} from './schemas';
import {
  type ProductRecord,
  createCategory,
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  stockTotals,
  listProductsJson,
  productOptions,
  updateProduct,
} from './service';
import { recordRoutes } from '../../lib/record-routes';

const exportColumns: ExportColumn<ProductRecord>[] = [
  { header: '#', value: (r) => r.id, width: 8 },
  { header: T.columns.description, value: (r) => r.description, width: 30 },
  { header: T.columns.price, value: (r) => formatCents(r.price_cents), width: 14 },
  { header: 'Revenda/Loja', value: (r) => r.resale.name, width: 24 },
  { header: T.columns.bottle, value: (r) => r.bottle?.description, width: 20 },
  { header: T.columns.category, value: (r) => r.category?.name, width: 20 },
  { header: T.columns.platform, value: (r) => r.stock.platform, width: 12 },
  { header: 'Comodato', value: (r) => r.stock.lending, width: 12 },
  { header: 'Com defeito', value: (r) => r.stock.defect, width: 12 },
  { header: T.columns.minimum, value: (r) => r.stock.minimum, width: 14 },
];

export interface ProductsRoutesOptions {
  db: Db;
  /** The stock screen's lists, dropped on every write (app.ts) and on the products' NOTIFY. */
  stockLists: KeptReplies;
  listen: Database['listen'];
}

export async function productsRoutes(app: FastifyInstance, opts: ProductsRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, stockLists } = opts;
  await dropOnNotify(app, opts.listen, KEPT_CHANNELS.products, stockLists);
  const tags = ['products'];

  r.get(
    '/products',
    {
      schema: { querystring: listQuery, tags, response: { 200: z.array(productReply) } },
      config: { access: ['products', 'read'] },
    },
    async (req, reply) => {
      const q = req.query;
      const units = unitsFilter(req.actor().user, q.resale_id);
      if (q.per_page === 'all' && !q.format) {
        // The stock screen: the unit's whole list, kept between changes.
        const key = JSON.stringify([units, q.query ?? null, q.product_id ?? null]);
        return sendKept(req, reply, stockLists, key, async () => {
          const all = await listProductsJson(db, { query: q.query, units, product_id: q.product_id });
          const total = String(all.total);
          return { body: Buffer.from(all.json, 'utf8'), headers: { Total: total, 'Per-Page': total } };
        });
      }
      const filter = { query: q.query, units, product_id: q.product_id };
      if (q.format) {
        const all = await listProducts(db, filter, pageRequest(q, true));
        return sendExport(reply, q.format, 'produtos', exportColumns, all.rows);
      }
      // A page, with the counts of the whole filter (the stock screen's footer), kept with the stock screen's
      // lists and dropped with them on any product's change: summing every product of the filter cost more
      // than the page (10,000 products: a sequential read of the table on every page flip).
      const summary = keptValue(
        stockLists,
        `summary:${JSON.stringify([units, q.query ?? null, q.product_id ?? null])}`,
        () => stockTotals(db, filter),
        wantsFresh(req),
      );
      const [result, totals] = await Promise.all([listProducts(db, filter, pageRequest(q)), summary]);
      return sendArray(reply, result, { 'Stock-Summary': totals });
    },
  );

  r.get(
    '/products/search/:query',
    {
      schema: {
        params: z.object({ query: z.string().max(100) }),
        querystring: listQuery,
        tags,
        response: { 200: z.array(productReply) },
      },
      config: { access: ['products', 'read'] },
    },
    async (req, reply) => {
      const units = unitsFilter(req.actor().user, req.query.resale_id);
      return sendArray(reply, await listProducts(db, { query: req.params.query, units }, pageRequest(req.query)));
    },
  );

  r.get(
    '/products/options',
    {
      schema: { querystring: optionsQuery, tags, response: { 200: productOptionsReply } },
      config: { access: ['products', 'read'] },
    },
    async (req) => productOptions(db, unitsFilter(req.actor().user, req.query.resale_id)),
  );

  r.post(
    '/categories',
    {
      schema: { body: categoryBody, tags, response: { 201: categoryReply } },
      config: { access: ['products', 'write'] },
    },
    async (req, reply) => reply.code(201).send(await createCategory(db, req.actor(), req.body.category)),
  );

  recordRoutes(app, db, 'products', 'product', productReply, {
    bodies: { createBody, updateBody },
    service: { get: getProduct, create: createProduct, update: updateProduct, remove: deleteProduct },
  });
}
