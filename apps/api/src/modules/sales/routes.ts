import { NFCE_ISSUE_TEXTS } from '@ability/domain';
import { type NfceJobs, builtNote, noteOfSale } from '../fiscal/issue';
import { notFound } from '../../lib/errors';
import { danfeOf, danfeReply } from '../fiscal/nfce/danfe';
import { nfceReply, saleNfceReply } from './nfce-reply';
import type { WhatsappNotifier } from '../whatsapp/notify';
import {
  type Action,
  type Resource,
  SALE_CHANNEL_LABELS,
  SALE_STATUS_LABELS,
  SALE_TEXTS as T,
  formatAddress,
  formatCents,
  foldSummary,
  formatPhone,
} from '@ability/domain';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Db } from '../../db/client';
import { sales } from '../../db/schema/index';
import { KEPT_CHANNELS, type KeptReplies, dropOnNotify, sendKept } from '../../lib/kept';
import { type ExportColumn, arrayReply, pageRequest, sendExport } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { zIdParams } from '../../lib/zod';
import { saleOptions } from './options';
import { confirmSalePix, salePix } from './pix';
import type { SaleRecord } from './queries';
import {
  createBody,
  destroyAllBody,
  listQuery,
  updateBody,
  updateStatusAllBody,
  updateStatusBody,
  cancelBody,
  saleReply,
  saleOptionsReply,
  salePixReply,
} from './schemas';
import {
  createSale,
  destroySale,
  destroySales,
  listSales,
  readSale,
  saleScope,
  takeSale,
  takeableScope,
  updateSale,
  updateStatus,
  moveAtDoor,
  updateStatuses,
} from './service';
import { recordRoutes } from '../../lib/record-routes';
import { zNoContent } from '../../lib/reply-schema';

/** The sales list as a spreadsheet: one row per sale, its items and payments in one cell each. */
const exportColumns = (timezone: string): ExportColumn<SaleRecord>[] => [
  { header: T.fields.doc_number, value: (s) => s.doc_number, width: 8 },
  { header: T.fields.sold_on, value: (s) => s.sold_on.toLocaleString('pt-BR', { timeZone: timezone }), width: 20 },
  { header: T.fields.status, value: (s) => SALE_STATUS_LABELS[s.status], width: 14 },
  { header: T.fields.channel, value: (s) => SALE_CHANNEL_LABELS[s.channel], width: 14 },
  { header: 'Revenda/Loja', value: (s) => s.resale.name, width: 24 },
  { header: T.fields.customer, value: (s) => s.customer?.name, width: 30 },
  {
    header: T.fields.phone,
    value: (s) => s.customer?.contacts.map((c) => formatPhone(c.phone)).join(', '),
    width: 18,
  },
  { header: T.fields.address, value: (s) => formatAddress(s.customer?.address), width: 40 },
  {
    header: T.fields.items,
    value: (s) => s.items.map((i) => `${i.quantity} × ${i.product.description}`).join(', '),
    width: 30,
  },
  {
    header: T.fields.payments,
    value: (s) => s.payments.map((p) => `${p.payment_method.description} ${formatCents(p.value_cents)}`).join(', '),
    width: 30,
  },
  { header: T.fields.total, value: (s) => formatCents(s.total_cents), width: 14 },
  { header: T.fields.change, value: (s) => formatCents(s.change_cents), width: 12 },
  { header: T.fields.employee, value: (s) => s.employee?.name, width: 22 },
  { header: T.fields.user, value: (s) => s.user?.name, width: 22 },
  { header: T.fields.obs, value: (s) => s.obs, width: 30 },
];

export interface SalesRoutesOptions {
  db: Db;
  /** The time zone of sale dates in exports. */
  timezone: string;
  /** The list's replies, dropped on every write (app.ts) and on the sales' NOTIFY. */
  saleLists: KeptReplies;
  listen: Database['listen'];
  /** The NFC-e job (fiscal/issue.ts): told of each sale written, after its transaction commits. */
  nfce: NfceJobs;
  /** SEFAZ calls go to the local simulator: the notes say 'Ambiente de demonstração — sem valor fiscal'. */
  sefazDemo?: boolean;
  /** WhatsApp status messages (whatsapp/notify.ts): told of each sale written, after its transaction commits. */
  whatsappNotify: Pick<WhatsappNotifier, 'afterSaleWrite'>;
}

export async function salesRoutes(app: FastifyInstance, opts: SalesRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, nfce, whatsappNotify } = opts;
  const demo = opts.sefazDemo ?? false;
  /**
   * After the sale's write committed: its NFC-e, when the unit issues at that moment, and the customer's
   * WhatsApp status message, when the unit sends it (both queued for their jobs: never block the reply).
   */
  /** After a write committed: the NFC-e job (told the status before it) and the WhatsApp status messages. */
  const issued = async <T extends { id: number; resale_id: number; status: string }>(
    sale: T,
    previous: string | null = null,
  ): Promise<T> => {
    await nfce.afterSaleWrite(sale, previous);
    await whatsappNotify.afterSaleWrite(sale);
    return sale;
  };
  /** The statuses of sales before a write (read outside it: the NFC-e job only asks whether it moved). */
  const statusesOf = async (ids: number[]) =>
    new Map(
      (
        await db
          .select({ id: sales.id, status: sales.status })
          .from(sales)
          .where(inArray(sales.id, ids.length ? ids : [0]))
      ).map((r) => [r.id, r.status as string]),
    );
  await dropOnNotify(app, opts.listen, KEPT_CHANNELS.sales, opts.saleLists);
  const tags = ['sales'];
  const access = (a: Action): { access: [Resource, Action] } => ({ access: ['sales', a] });

  r.get(
    '/sales',
    { schema: { querystring: listQuery, tags, response: { 200: z.array(saleReply) } }, config: access('read') },
    async (req, reply) => {
      const { page, resale_id, format, unassigned, ...filters } = req.query;
      const actor = req.actor();
      const units = unitsFilter(actor.user, resale_id);
      // Sales without a deliverer, to take: instead of a deliverer's own (takeableScope).
      const filter = unassigned
        ? { ...filters, ...(await takeableScope(db, actor, units)) }
        : { ...filters, ...saleScope(actor), units };
      if (format) {
        const all = await listSales(db, filter, pageRequest({ page }, true));
        return sendExport(reply, format, 'vendas', exportColumns(opts.timezone), all.rows);
      }
      // A page with its summaries, kept between changes to what it shows (lib/kept.ts): every open home
      // screen of the units reads it again on each sale's live event. The key holds the user's scope.
      const pr = pageRequest({ page });
      return sendKept(req, reply, opts.saleLists, JSON.stringify([filter, pr.page, pr.perPage]), async () => {
        const result = await listSales(db, filter, pr);
        return arrayReply(result, {
          // The long tail folded (domain sales/summaryHeader.ts): a header stays small whatever was sold.
          'Items-Summary': foldSummary(result.summaries.items),
          'Payments-Summary': foldSummary(result.summaries.payments),
          'Sales-Summary': result.summaries.sales,
        });
      });
    },
  );

  r.get(
    '/sales/options',
    { schema: { tags, response: { 200: saleOptionsReply } }, config: access('read') },
    async (req) => saleOptions(db, allowedUnits(req.actor().user)),
  );

  r.patch(
    '/sales/update_status',
    { schema: { body: updateStatusBody, tags, response: { 200: saleReply } }, config: access('write') },
    async (req) => {
      const b = req.body;
      const previous = (await statusesOf([b.id])).get(b.id) ?? null;
      if ((b.gas_do_povo || b.empties?.length) && b.status !== 'canceled')
        return issued(
          await moveAtDoor(db, req.actor(), b.id, b.status, {
            receipt: b.gas_do_povo,
            switchToVoucher: b.gas_do_povo_switch,
            empties: b.empties,
          }),
          previous,
        );
      return issued(await updateStatus(db, req.actor(), b.id, b.status, new Date(), b.reason), previous);
    },
  );

  r.patch(
    '/sales/update_status_all',
    { schema: { body: updateStatusAllBody, tags, response: { 200: z.array(saleReply) } }, config: access('write') },
    async (req) => {
      const before = await statusesOf(req.body.sale_ids);
      const written = await updateStatuses(db, req.actor(), req.body.sale_ids, req.body.status);
      for (const sale of written) await issued(sale, before.get(sale.id) ?? null);
      return written;
    },
  );

  r.delete(
    '/sales/destroy_all',
    { schema: { body: destroyAllBody, tags, response: { 204: zNoContent } }, config: access('delete') },
    async (req, reply) => {
      await destroySales(db, req.actor(), req.body.sale_ids);
      return reply.code(204).send();
    },
  );

  recordRoutes(app, db, 'sales', 'sale', saleReply, {
    bodies: { createBody, updateBody },
    service: {
      getByActor: readSale,
      create: async (...a: Parameters<typeof createSale>) => issued(await createSale(...a)),
      update: async (...a: Parameters<typeof updateSale>) => {
        const previous = (await statusesOf([a[2]])).get(a[2]) ?? null;
        return issued(await updateSale(...a), previous);
      },
      remove: destroySale,
    },
  });

  // PIX at the door: the BR Code built on the server (one rule, in the domain), and the deliverer's
  // confirmation of its receipt (Idempotency-Key: a retry is answered once).
  r.get(
    '/sales/:id/pix',
    { schema: { params: zIdParams, tags, response: { 200: salePixReply } }, config: access('read') },
    async (req) => salePix(db, req.actor(), req.params.id),
  );

  r.post(
    '/sales/:id/pix_confirmations',
    { schema: { params: zIdParams, tags, response: { 200: salePixReply } }, config: access('write') },
    async (req) => confirmSalePix(db, req.actor(), req.params.id),
  );

  // A deliverer takes an open sale without a deliverer (when the unit allows it); Idempotency-Key as every POST.
  r.post(
    '/sales/:id/take',
    { schema: { params: zIdParams, tags, response: { 200: saleReply } }, config: access('write') },
    async (req) => issued(await takeSale(db, req.actor(), req.params.id)),
  );

  r.patch(
    '/sales/:id/cancel',
    {
      schema: { params: zIdParams, body: cancelBody, tags, response: { 200: saleReply } },
      config: access('write'),
    },
    async (req) => updateStatus(db, req.actor(), req.params.id, 'canceled', new Date(), req.body?.reason),
  );

  // The sale's NFC-e: 'Emitir NFC-e' (and 'Reenviar' after a rejection's fix), its state, its XML.
  r.post(
    '/sales/:id/nfce',
    { schema: { params: zIdParams, tags, response: { 200: saleNfceReply } }, config: access('write') },
    async (req) => {
      await readSale(db, req.actor(), req.params.id);
      return nfceReply(await nfce.issue(req.params.id, { resend: true }), demo);
    },
  );

  r.get(
    '/sales/:id/nfce',
    { schema: { params: zIdParams, tags, response: { 200: saleNfceReply } }, config: access('read') },
    async (req) => {
      await readSale(db, req.actor(), req.params.id);
      const note = await noteOfSale(db, req.params.id);
      if (!note) throw notFound(NFCE_ISSUE_TEXTS.errors.noNote);
      return nfceReply(note, demo);
    },
  );

  // The DANFE NFC-e: what the printed note shows, read from the note's signed XML.
  r.get(
    '/sales/:id/nfce/danfe',
    { schema: { params: zIdParams, tags, response: { 200: danfeReply } }, config: access('read') },
    async (req) => {
      await readSale(db, req.actor(), req.params.id);
      const note = await noteOfSale(db, req.params.id);
      if (!note) throw notFound(NFCE_ISSUE_TEXTS.errors.noNote);
      if (!builtNote(note)) throw notFound(NFCE_ISSUE_TEXTS.errors.notBuilt);
      return danfeOf(note, demo);
    },
  );

  r.get('/sales/:id/nfce/xml', { schema: { params: zIdParams, tags }, config: access('read') }, async (req, reply) => {
    await readSale(db, req.actor(), req.params.id);
    const note = await noteOfSale(db, req.params.id);
    if (!note) throw notFound(NFCE_ISSUE_TEXTS.errors.noNote);
    if (!builtNote(note)) throw notFound(NFCE_ISSUE_TEXTS.errors.notBuilt);
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="NFCe${note.access_key}.xml"`)
      .send(note.xml);
  });
}
