import {
  type Action,
  RECEIVABLE_STATUS_LABELS,
  RECEIVABLE_TEXTS as T,
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
import { bulkBody, createBody, listQuery, updateBody, receivableReply, receivableListReply } from './schemas';
import { type ReceivableRecord, getReceivable, listReceivables } from './service';
import { createReceivable, deleteReceivable, receiveAll, updateReceivable } from './writes';
import { recordRoutes } from '../../lib/record-routes';

const exportColumns: ExportColumn<ReceivableRecord>[] = [
  { header: '#', value: (x) => x.id, width: 8 },
  { header: T.columns.issue_date, value: (x) => formatDateBr(x.issue_date) },
  { header: T.columns.due_date, value: (x) => formatDateBr(x.due_date) },
  { header: T.columns.receipt_date, value: (x) => formatDateBr(x.receipt_date) },
  { header: T.columns.party, value: (x) => x.customer?.name, width: 30 },
  { header: T.columns.payment_method, value: (x) => x.payment_method?.description, width: 18 },
  { header: 'Status', value: (x) => RECEIVABLE_STATUS_LABELS[x.status] },
  { header: T.columns.debt, value: (x) => formatCents(x.debt_cents), width: 16 },
  { header: T.columns.total, value: (x) => formatCents(x.value_cents), width: 16 },
];

export async function receivablesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['receivables'];
  const access = (a: Action): { access: [Resource, Action] } => ({ access: ['receivables', a] });

  r.get(
    '/receivables',
    { schema: { querystring: listQuery, tags, response: { 200: receivableListReply } }, config: access('read') },
    async (req, reply) => {
      const q = req.query;
      const units = unitsFilter(req.actor().user, q.resale_id);
      // meta.options as the seeds describe (the form's choices in the user's units), read alongside the
      // page; the web app asks without them (options=false) and reads them once from /receivables/new.
      const withOptions = !q.format && q.options !== false;
      const [result, listOptions] = await Promise.all([
        listReceivables(
          db,
          {
            search: q.customer_name_or_document,
            dateType: q.date_type ?? q.date_param,
            date: q.date,
            payment_method_id: q.payment_method_id,
            user_id: q.user_id,
            employee_id: q.employee_id,
            customer_id: q.customer_id,
            status: q.status,
            units,
          },
          pageRequest(q, !!q.format),
        ),
        withOptions ? financeOptions(db, allowedUnits(req.actor().user)) : undefined,
      ]);
      if (q.format) return sendExport(reply, q.format, 'contas-a-receber', exportColumns, result.rows);
      return sendDataMeta(
        reply,
        result,
        listOptions ? { options: listOptions, summary: result.summary } : { summary: result.summary },
      );
    },
  );

  billOptionsRoutes(app, db, 'receivables');

  r.patch(
    '/receivables/bulk',
    { schema: { body: bulkBody, tags, response: { 200: z.array(receivableReply) } }, config: access('write') },
    async (req) => receiveAll(db, req.actor(), req.body.receivable_ids),
  );

  recordRoutes(app, db, 'receivables', 'receivable', receivableReply, {
    bodies: { createBody, updateBody },
    wholeUpdate: true,
    service: { get: getReceivable, create: createReceivable, update: updateReceivable, remove: deleteReceivable },
  });
}
