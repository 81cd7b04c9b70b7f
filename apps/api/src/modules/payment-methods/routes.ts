import {
  CARD_TYPE_LABELS,
  PAYMENT_METHOD_STATUS_LABELS,
  PAYMENT_METHOD_TEXTS as T,
  formatAdmTax,
} from '@ability/domain';
import type { ExportSheet } from '../../lib/list';
import { readInUnits, registerRoutes, unitOptions } from '../../lib/record-routes';
import { createBody, updateBody, paymentMethodReply } from './schemas';
import {
  type PaymentMethodRecord,
  getPaymentMethod,
  listPaymentMethods,
  createPaymentMethod,
  deletePaymentMethod,
  updatePaymentMethod,
} from './service';

const sheet: ExportSheet<PaymentMethodRecord> = {
  file: 'metodos-de-pagamento',
  columns: [
    { header: T.columns.id, value: (r) => r.id, width: 8 },
    { header: T.columns.description, value: (r) => r.description, width: 30 },
    { header: T.columns.status, value: (r) => PAYMENT_METHOD_STATUS_LABELS[`${r.status}`] },
    { header: T.columns.card_type, value: (r) => CARD_TYPE_LABELS[r.card_type] },
    { header: T.columns.delivery_time, value: (r) => r.delivery_time, width: 28 },
    { header: T.columns.adm_tax, value: (r) => formatAdmTax(r.adm_tax), width: 24 },
    { header: 'Unidades', value: (r) => r.resales.map((u) => u.name).join(', '), width: 40 },
  ],
};

export const paymentMethodsRoutes = registerRoutes('payment_methods', 'payment_method', paymentMethodReply, {
  list: { read: readInUnits(listPaymentMethods), sheet, options: unitOptions },
  bodies: { createBody, updateBody },
  service: {
    get: getPaymentMethod,
    create: createPaymentMethod,
    update: updatePaymentMethod,
    remove: deletePaymentMethod,
  },
});
