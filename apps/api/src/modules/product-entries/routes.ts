import { ENTRY_TEXTS as T, formatCents, formatDateBr } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Db } from '../../db/client';
import { rawJsonBytesOf } from '../../lib/json-body';
import { KEPT_CHANNELS, type KeptReplies, dropOnNotify, sendKept } from '../../lib/kept';
import { type ExportColumn, dataMetaReply, pageRequest, sendExport } from '../../lib/list';
import { resaleOptions } from '../resales/service';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { productOptions } from '../products/service';
import {
  createBody,
  listQuery,
  supplierQuery,
  entryReply,
  entryListReply,
  entryOptionsReply,
  supplierChoicesReply,
} from './schemas';
import { type EntryRecord, createEntry, deleteEntry, getEntry, listEntries, supplierChoices } from './service';
import { recordRoutes } from '../../lib/record-routes';

const exportColumns: ExportColumn<EntryRecord>[] = [
  { header: T.columns.invoice, value: (r) => r.invoice_number, width: 14 },
  { header: 'Revenda/Loja', value: (r) => r.resale.name, width: 24 },
  { header: T.columns.supplier, value: (r) => r.supplier?.name, width: 30 },
  {
    header: T.columns.products,
    value: (r) => r.items.map((i) => `${i.quantity} x ${i.product.description}`).join(', '),
    width: 40,
  },
  { header: T.columns.issue_date, value: (r) => formatDateBr(r.issue_date), width: 12 },
  { header: T.columns.due_date, value: (r) => formatDateBr(r.due_date), width: 12 },
  { header: T.columns.total, value: (r) => formatCents(r.total_cents), width: 14 },
];

export interface ProductEntriesRoutesOptions {
  db: Db;
  timezone: string;
  /** The entries list's replies, dropped on every write (app.ts) and on the entries' NOTIFY. */
  entryLists: KeptReplies;
  listen: Database['listen'];
}

export async function productEntriesRoutes(app: FastifyInstance, opts: ProductEntriesRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, timezone, entryLists } = opts;
  await dropOnNotify(app, opts.listen, KEPT_CHANNELS.productEntries, entryLists);
  const tags = ['product_entries'];

  r.get(
    '/product_entries',
    {
      schema: { querystring: listQuery, tags, response: { 200: entryListReply } },
      config: { access: ['product_entries', 'read'] },
    },
    async (req, reply) => {
      const q = req.query;
      const user = req.actor().user;
      const filter = {
        units: unitsFilter(user, q.resale_id),
        date_param: q.date_param,
        start_date: q.start_date,
        end_date: q.end_date,
      };
      if (q.format) {
        const all = await listEntries(db, filter, pageRequest(q, true), timezone);
        return sendExport(reply, q.format, 'entradas', exportColumns, all.rows);
      }
      // A page with the range's summary, kept between changes to entries (lib/kept.ts); the unit options
      // follow the user's units.
      const allowed = allowedUnits(user);
      const page = pageRequest(q);
      const key = JSON.stringify([allowed, filter, page.page]);
      return sendKept(req, reply, entryLists, key, async () => {
        const [result, units] = await Promise.all([
          listEntries(db, filter, page, timezone),
          resaleOptions(db, allowed),
        ]);
        return dataMetaReply(result, { summary: result.summary, options: { resales: rawJsonBytesOf(units) } });
      });
    },
  );

  r.get(
    '/product_entries/options',
    { schema: { tags, response: { 200: entryOptionsReply } }, config: { access: ['product_entries', 'read'] } },
    async (req) => {
      const o = await productOptions(db, allowedUnits(req.actor().user));
      return { resales: o.resales, products: o.products };
    },
  );

  r.get(
    '/product_entries/suppliers',
    {
      schema: { querystring: supplierQuery, tags, response: { 200: supplierChoicesReply } },
      config: { access: ['product_entries', 'read'] },
    },
    async (req) => ({
      data: await supplierChoices(db, req.query.query, unitsFilter(req.actor().user, req.query.resale_id)),
    }),
  );

  recordRoutes(app, db, 'product_entries', 'product_entry', entryReply, {
    bodies: { createBody },
    service: { get: getEntry, create: createEntry, remove: deleteEntry },
  });
}
