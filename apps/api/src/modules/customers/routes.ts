import {
  CUSTOMER_SEGMENT_LABELS,
  type CustomerSegment,
  CUSTOMER_TEXTS as T,
  contactOutcomeLabel,
  conversionRate,
  formatAddress,
  formatCents,
  formatCpfCnpj,
  formatDateBr,
  formatPhone,
} from '@ability/domain';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Db } from '../../db/client';
import { KEPT_CHANNELS, type KeptReplies, dropOnNotify } from '../../lib/kept';
import { AppError, badRequest } from '../../lib/errors';
import { jsonBody } from '../../lib/json-body';
import { type ExportColumn, pageRequest, sendDataMeta, sendExport } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { zIdParams } from '../../lib/zod';
import { MAX_IMPORT_BYTES, MAX_IMPORT_MB, importTemplate } from './importFile';
import type { ImportJobs } from '../../jobs/index';
import { getImport } from './importJobs';
import { customerComodato } from '../stock-appointments/comodato';
import { repurchaseStats } from './repurchase';
import { businessToday, filterVips, withSegments } from './segments';
import {
  createBody,
  lastOrderQuery,
  listOptionsQuery,
  listQuery,
  repurchaseStatsQuery,
  updateAllContactedBody,
  updateBody,
  customerReply,
  customerWithSegmentReply,
  customerListOptionsReply,
  customerOptionsReply,
  customerListReply,
  repurchaseStatsReply,
  importJobReply,
  additionalInfoReply,
  historySaleReply,
  customerComodatoReply,
} from './schemas';
import { zNoContent } from '../../lib/reply-schema';
import {
  type CustomerRecord,
  additionalInfo,
  clearContacted,
  createCustomer,
  customerListOptions,
  customerLastOrder,
  customerOptions,
  customerSales,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from './service';

/** The customer list as a spreadsheet, with the statistics the expanded row shows. */
const exportColumns: ExportColumn<CustomerRecord & { segment: CustomerSegment }>[] = [
  { header: '#', value: (c) => c.id, width: 8 },
  { header: T.fields.name, value: (c) => c.name, width: 30 },
  { header: T.fields.cpf_cnpj, value: (c) => formatCpfCnpj(c.cpf_cnpj), width: 20 },
  { header: T.fields.contacts, value: (c) => c.contacts.map((x) => formatPhone(x.phone)).join(', '), width: 24 },
  { header: T.fields.address, value: (c) => formatAddress(c.address), width: 40 },
  { header: 'Revenda/Loja', value: (c) => c.resale?.name, width: 24 },
  { header: T.fields.segment, value: (c) => CUSTOMER_SEGMENT_LABELS[c.segment], width: 12 },
  { header: T.fields.group, value: (c) => c.group?.description, width: 18 },
  { header: T.fields.sector, value: (c) => c.sector?.description, width: 18 },
  { header: T.fields.last_order, value: (c) => formatDateBr(c.last_sale_on), width: 14 },
  { header: T.fields.interval, value: (c) => c.purchase_interval_days, width: 14 },
  { header: T.fields.next_purchase, value: (c) => formatDateBr(c.next_purchase_on), width: 14 },
  { header: T.fields.debt, value: (c) => formatCents(c.debt_cents), width: 14 },
  { header: T.fields.status, value: (c) => (c.contacted ? contactOutcomeLabel(c.contacted) : ''), width: 16 },
  { header: T.fields.obs, value: (c) => c.obs, width: 30 },
];

export async function customersRoutes(
  app: FastifyInstance,
  opts: { db: Db; imports: ImportJobs; vipCuts?: KeptReplies; listen?: Database['listen'] },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  // The units' VIP cuts (segments.ts vipCuts), kept until a sale is written.
  const vipCutsKept = opts.vipCuts;
  if (vipCutsKept && opts.listen) await dropOnNotify(app, opts.listen, KEPT_CHANNELS.sales, vipCutsKept);
  const tags = ['customers'];
  const { imports } = opts;

  r.get(
    '/customers',
    {
      schema: { querystring: listQuery, tags, response: { 200: customerListReply } },
      config: { access: ['customers', 'read'] },
    },
    async (req, reply) => {
      const { page, resale_id, format, options: withOptions, ...filters } = req.query;
      const user = req.actor().user;
      const units = unitsFilter(user, resale_id);
      const filter = {
        ...filters,
        units,
        vips: await filterVips(db, filters.segment, units, vipCutsKept),
        kept: vipCutsKept,
      };
      if (format) {
        const all = await listCustomers(db, filter, pageRequest({}, true));
        return sendExport(reply, format, 'clientes', exportColumns, await withSegments(db, all.rows, vipCutsKept));
      }
      const tagged = async () => {
        const result = await listCustomers(db, filter, pageRequest({ page }));
        return { ...result, rows: await withSegments(db, result.rows, vipCutsKept) };
      };
      if (withOptions === false) return sendDataMeta(reply, await tagged());
      const [result, options] = await Promise.all([tagged(), customerListOptions(db, user, resale_id)]);
      return sendDataMeta(reply, result, { options });
    },
  );

  // The re-purchase queue's calls and the orders that followed, per user.
  r.get(
    '/customers/repurchase_stats',
    {
      schema: { querystring: repurchaseStatsQuery, tags, response: { 200: repurchaseStatsReply } },
      config: { access: ['customers', 'read'] },
    },
    async (req) => {
      const day = businessToday();
      const range = req.query.date ?? { start: day, end: day };
      const stats = await repurchaseStats(db, unitsFilter(req.actor().user, req.query.resale_id), range);
      return { range, stats: stats.map((s) => ({ ...s, rate: conversionRate(s.calls, s.orders) })) };
    },
  );

  // The list's filter choices (meta.options of GET /customers) alone: the web app reads them once per
  // unit choice instead of with every page and search (~270 KB for an admin of 5,000 units).
  r.get(
    '/customers/list_options',
    {
      schema: { querystring: listOptionsQuery, tags, response: { 200: customerListOptionsReply } },
      config: { access: ['customers', 'read'] },
    },
    async (req, reply) =>
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(jsonBody(await customerListOptions(db, req.actor().user, req.query.resale_id))),
  );

  r.get(
    '/customers/options',
    { schema: { tags, response: { 200: customerOptionsReply } }, config: { access: ['customers', 'read'] } },
    async (req) => customerOptions(db, allowedUnits(req.actor().user)),
  );

  r.get(
    '/customers/import/template',
    { schema: { tags }, config: { access: ['customer_import', 'write'] } },
    async (_req, reply) => {
      const buffer = await importTemplate();
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', 'attachment; filename="modelo-importacao-clientes.xlsx"')
        .send(buffer);
    },
  );

  // A background job (importJobs.ts): 202 with the job at once, its progress at GET /customers/import/{id}.
  r.post(
    '/customers/import',
    { schema: { tags, response: { 202: importJobReply } }, config: { access: ['customer_import', 'write'] } },
    async (req, reply) => {
      if (!req.isMultipart()) throw badRequest();
      // Refused by its size before a byte of it is read: by the length the request announces (the form's
      // other fields and boundaries take well under a kilobyte), else while it streams in.
      const tooLarge = new AppError(413, { error: T.importTooLarge(MAX_IMPORT_MB) });
      if (Number(req.headers['content-length']) > MAX_IMPORT_BYTES + 64 * 1024) throw tooLarge;
      let file: { name: string; data: Buffer } | null = null;
      const fields: Record<string, string> = {};
      try {
        for await (const part of req.parts({ limits: { fileSize: MAX_IMPORT_BYTES } })) {
          if (part.type === 'file') file = { name: part.filename, data: await part.toBuffer() };
          else fields[part.fieldname] = String(part.value ?? '');
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
        throw err;
      }
      const job = await imports.start(req.actor(), file, fields.resale_id);
      return reply.code(202).header('Location', `/api/customers/import/${job.id}`).send(job);
    },
  );

  r.get(
    '/customers/import/:id',
    {
      schema: { params: zIdParams, tags, response: { 200: importJobReply } },
      config: { access: ['customer_import', 'read'] },
    },
    async (req) => getImport(db, req.actor(), req.params.id),
  );

  r.patch(
    '/customers/update_all_contacted',
    {
      schema: { body: updateAllContactedBody, tags, response: { 200: z.object({ updated: z.number().int() }) } },
      config: { access: ['customers', 'write'] },
    },
    async (req) => ({ updated: await clearContacted(db, req.actor(), req.body.resale_id) }),
  );

  r.get(
    '/customers/:id',
    {
      schema: { params: zIdParams, tags, response: { 200: customerWithSegmentReply } },
      config: { access: ['customers', 'read'] },
    },
    async (req) =>
      (await withSegments(db, [await getCustomer(db, req.params.id, allowedUnits(req.actor().user))], vipCutsKept))[0],
  );

  r.get(
    '/customers/:id/additional_info',
    {
      schema: { params: zIdParams, tags, response: { 200: additionalInfoReply } },
      config: { access: ['customers', 'read'] },
    },
    async (req) => additionalInfo(db, req.params.id, allowedUnits(req.actor().user)),
  );

  r.get(
    '/customers/:id/sales',
    {
      schema: { params: zIdParams, tags, response: { 200: z.array(historySaleReply) } },
      config: { access: ['customers', 'read'] },
    },
    async (req) => customerSales(db, req.params.id, allowedUnits(req.actor().user)),
  );

  // The customer's comodato ledger: bottles lent, returned and held per product (stock-appointments/comodato.ts).
  r.get(
    '/customers/:id/comodato',
    {
      schema: { params: zIdParams, tags, response: { 200: customerComodatoReply } },
      config: { access: ['customers', 'read'] },
    },
    async (req) => {
      await getCustomer(db, req.params.id, allowedUnits(req.actor().user));
      return customerComodato(db, req.params.id);
    },
  );

  // The sale form's last order for a known caller: one sale, or {sale: null} when there is none.
  r.get(
    '/customers/:id/last_order',
    {
      schema: {
        params: zIdParams,
        querystring: lastOrderQuery,
        tags,
        response: { 200: z.object({ sale: historySaleReply.nullable() }) },
      },
      config: { access: ['customers', 'read'] },
    },
    async (req) => ({
      sale: await customerLastOrder(db, req.params.id, allowedUnits(req.actor().user), req.query.resale_id),
    }),
  );

  r.post(
    '/customers',
    {
      schema: { body: createBody, tags, response: { 201: customerReply } },
      config: { access: ['customers', 'write'] },
    },
    async (req, reply) =>
      reply.code(201).send(await db.transaction((tx) => createCustomer(tx, req.actor(), req.body.customer))),
  );

  r.patch(
    '/customers/:id',
    {
      schema: { params: zIdParams, body: updateBody, tags, response: { 200: customerReply } },
      config: { access: ['customers', 'write'] },
    },
    async (req) => db.transaction((tx) => updateCustomer(tx, req.actor(), req.params.id, req.body.customer)),
  );

  r.delete(
    '/customers/:id',
    { schema: { params: zIdParams, tags, response: { 204: zNoContent } }, config: { access: ['customers', 'delete'] } },
    async (req, reply) => {
      await deleteCustomer(db, req.actor(), req.params.id);
      return reply.code(204).send();
    },
  );
}
