import {
  type Action,
  PAYABLE_STATUS_LABELS,
  PAYABLE_TEXTS as T,
  type Resource,
  formatCents,
  formatDateBr,
} from '@ability/domain';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { type ExportColumn, pageRequest, sendDataMeta, sendExport } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { billOptionsRoutes, financeOptions } from '../finance/options';
import { bulkBody, createBody, listQuery, updateBody, payableReply, payableListReply } from './schemas';
import {
  type PayableRecord,
  createPayable,
  deletePayable,
  getPayable,
  listPayables,
  payAll,
  updatePayable,
} from './service';
import { recordRoutes } from '../../lib/record-routes';

const exportColumns: ExportColumn<PayableRecord>[] = [
  { header: '#', value: (x) => x.id, width: 8 },
  { header: T.columns.issue_date, value: (x) => formatDateBr(x.issue_date) },
  { header: T.columns.due_date, value: (x) => formatDateBr(x.due_date) },
  { header: T.columns.receipt_date, value: (x) => formatDateBr(x.date) },
  { header: T.columns.party, value: (x) => x.supplier?.name, width: 30 },
  { header: T.columns.payment_method, value: (x) => x.payment_method?.description, width: 18 },
  { header: 'Status', value: (x) => PAYABLE_STATUS_LABELS[x.status] },
  { header: T.columns.debt, value: (x) => formatCents(x.debt_cents), width: 16 },
  { header: T.columns.total, value: (x) => formatCents(x.value_cents), width: 16 },
];

export async function payablesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['payables'];
  const access = (a: Action): { access: [Resource, Action] } => ({ access: ['payables', a] });

  r.get(
    '/payables',
    { schema: { querystring: listQuery, tags, response: { 200: payableListReply } }, config: access('read') },
    async (req, reply) => {
      const q = req.query;
      const units = unitsFilter(req.actor().user, q.resale_id);
      // meta.options as the seeds describe (the form's choices in the user's units), read alongside the
      // page; the web app asks without them (options=false) and reads them once from /payables/new.
      const withOptions = !q.format && q.options !== false;
      const [result, listOptions] = await Promise.all([
        listPayables(
          db,
          {
            search: q.supplier_name_or_document,
            dateType: q.date_type ?? q.date_param,
            date: q.date,
            payment_method_id: q.payment_method_id,
            user_id: q.user_id ?? q.user,
            supplier_id: q.supplier_id,
            status: q.status,
            units,
          },
          pageRequest(q, !!q.format),
        ),
        withOptions ? financeOptions(db, allowedUnits(req.actor().user)) : undefined,
      ]);
      if (q.format) return sendExport(reply, q.format, 'contas-a-pagar', exportColumns, result.rows);
      return sendDataMeta(
        reply,
        result,
        listOptions ? { options: listOptions, summary: result.summary } : { summary: result.summary },
      );
    },
  );

  billOptionsRoutes(app, db, 'payables');

  r.patch(
    '/payables/bulk',
    { schema: { body: bulkBody, tags, response: { 200: z.array(payableReply) } }, config: access('write') },
    async (req) => payAll(db, req.actor(), req.body.payable_ids),
  );

  recordRoutes(app, db, 'payables', 'payable', payableReply, {
    bodies: { createBody, updateBody },
    wholeUpdate: true,
    service: { get: getPayable, create: createPayable, update: updatePayable, remove: deletePayable },
  });
}
