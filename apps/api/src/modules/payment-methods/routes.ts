import {
  CARD_TYPE_LABELS,
  PAYMENT_METHOD_STATUS_LABELS,
  PAYMENT_METHOD_TEXTS as T,
  formatAdmTax,
} from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ExportColumn } from '../../lib/list';
import { unitsFilter } from '../../lib/scope';
import { createBody, listQuery, updateBody, paymentMethodReply } from './schemas';
import {
  type PaymentMethodRecord,
  createPaymentMethod,
  deletePaymentMethod,
  getPaymentMethod,
  listPaymentMethods,
  updatePaymentMethod,
} from './service';
import { listRoutes, recordRoutes, unitOptions, zUnitOptions } from '../../lib/record-routes';

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
  const { db } = opts;

  listRoutes(app, 'payment_methods', {
    row: paymentMethodReply,
    query: listQuery,
    list: (actor, q, page) =>
      listPaymentMethods(db, { query: q.query, units: unitsFilter(actor.user, q.resale_id) }, page),
    exportFile: 'metodos-de-pagamento',
    exportColumns,
    options: unitOptions(db),
    optionsReply: zUnitOptions,
  });

  recordRoutes(app, db, 'payment_methods', 'payment_method', {
    record: paymentMethodReply,
    get: getPaymentMethod,
    create: { body: createBody, save: createPaymentMethod },
    update: { body: updateBody, save: updatePaymentMethod },
    remove: deletePaymentMethod,
  });
}
