import {
  CARD_TYPE_LABELS,
  PAYMENT_METHOD_STATUS_LABELS,
  PAYMENT_METHOD_TEXTS as T,
  formatAdmTax,
} from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type ExportColumn, pageRequest, sendArray, sendExport } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { resaleOptions } from '../resales/service';
import { createBody, listQuery, updateBody } from './schemas';
import {
  type PaymentMethodRecord,
  createPaymentMethod,
  deletePaymentMethod,
  getPaymentMethod,
  listPaymentMethods,
  updatePaymentMethod,
} from './service';
import { recordRoutes } from '../../lib/record-routes';

const exportColumns: ExportColumn<PaymentMethodRecord>[] = [
  { header: T.columns.id, value: (r) => r.id, width: 8 },
  { header: T.columns.description, value: (r) => r.description, width: 30 },
  { header: T.columns.status, value: (r) => PAYMENT_METHOD_STATUS_LABELS[`${r.status}`] },
  { header: T.columns.card_type, value: (r) => CARD_TYPE_LABELS[r.card_type] },
  { header: T.columns.delivery_time, value: (r) => r.delivery_time, width: 28 },
  { header: T.columns.adm_tax, value: (r) => formatAdmTax(r.adm_tax), width: 24 },
  { header: 'Unidades', value: (r) => r.resales.map((u) => u.name).join(', '), width: 40 },
];

export async function paymentMethodsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['payment_methods'];

  r.get(
    '/payment_methods',
    { schema: { querystring: listQuery, tags }, config: { access: ['payment_methods', 'read'] } },
    async (req, reply) => {
      const units = unitsFilter(req.actor().user, req.query.resale_id);
      const result = await listPaymentMethods(
        db,
        { query: req.query.query, units },
        pageRequest(req.query, !!req.query.format),
      );
      if (req.query.format)
        return sendExport(reply, req.query.format, 'metodos-de-pagamento', exportColumns, result.rows);
      return sendArray(reply, result);
    },
  );

  r.get(
    '/payment_methods/search/:query',
    {
      schema: { params: z.object({ query: z.string().max(100) }), querystring: listQuery, tags },
      config: { access: ['payment_methods', 'read'] },
    },
    async (req, reply) => {
      const units = unitsFilter(req.actor().user, req.query.resale_id);
      return sendArray(reply, await listPaymentMethods(db, { query: req.params.query, units }, pageRequest(req.query)));
    },
  );

  r.get(
    '/payment_methods/options',
    { schema: { tags }, config: { access: ['payment_methods', 'read'] } },
    async (req) => ({ resales: await resaleOptions(db, allowedUnits(req.actor().user)) }),
  );

  recordRoutes(app, db, 'payment_methods', 'payment_method', {
    get: getPaymentMethod,
    create: { body: createBody, save: createPaymentMethod },
    update: { body: updateBody, save: updatePaymentMethod },
    remove: deletePaymentMethod,
  });
}
