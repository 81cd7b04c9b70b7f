import {
  ADJUSTMENT_REASON_LABELS,
  ADJUSTMENT_TEXTS as T,
  STOCK_MOVEMENT_LABELS,
  type AdjustmentReason,
  formatDateBr,
} from '@ability/domain';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { type ExportColumn, pageRequest, sendArray, sendExport } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { zIdParams } from '../../lib/zod';
import { createBody, listQuery, writeOffBody, appointmentReply, appointmentOptionsReply } from './schemas';
import {
  type AppointmentRecord,
  appointmentOptions,
  createAppointment,
  deleteAppointment,
  getAppointment,
  listAppointments,
  writeOff,
} from './service';
import { recordRoutes } from '../../lib/record-routes';

const exportColumns: ExportColumn<AppointmentRecord>[] = [
  { header: T.columns.date, value: (r) => formatDateBr(r.date), width: 12 },
  { header: T.columns.movement, value: (r) => STOCK_MOVEMENT_LABELS[r.movement], width: 12 },
  { header: 'Revenda/Loja', value: (r) => r.resale.name, width: 24 },
  { header: T.columns.customer, value: (r) => r.customer?.name, width: 28 },
  { header: T.columns.product, value: (r) => r.product.description, width: 28 },
  { header: T.columns.quantity, value: (r) => r.quantity, width: 10 },
  { header: T.openQuantity, value: (r) => r.open_quantity, width: 10 },
  {
    header: T.fields.reason,
    value: (r) => (r.reason ? ADJUSTMENT_REASON_LABELS[r.reason as AdjustmentReason] : ''),
    width: 14,
  },
  { header: T.fields.justification, value: (r) => r.justification, width: 40 },
];

export async function stockAppointmentsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['stock_appointments'];

  r.get(
    '/stock_appointments',
    {
      schema: { querystring: listQuery, tags, response: { 200: z.array(appointmentReply) } },
      config: { access: ['stock_appointments', 'read'] },
    },
    async (req, reply) => {
      const { page, format, resale_id, ...filters } = req.query;
      const units = unitsFilter(req.actor().user, resale_id);
      const result = await listAppointments(db, { ...filters, units }, pageRequest(req.query, !!format));
      if (format) return sendExport(reply, format, 'apontamentos', exportColumns, result.rows);
      return sendArray(reply, result);
    },
  );

  r.get(
    '/stock_appointments/options',
    {
      schema: { tags, response: { 200: appointmentOptionsReply } },
      config: { access: ['stock_appointments', 'read'] },
    },
    async (req) => appointmentOptions(db, allowedUnits(req.actor().user)),
  );

  recordRoutes(app, db, 'stock_appointments', 'stock_appointment', appointmentReply, {
    bodies: { createBody },
    service: { get: getAppointment, create: createAppointment, remove: deleteAppointment },
  });

  r.patch(
    '/stock_appointments/write_off/:id',
    {
      schema: { params: zIdParams, body: writeOffBody, tags, response: { 200: appointmentReply } },
      config: { access: ['stock_appointments', 'write'] },
    },
    async (req) => writeOff(db, req.actor(), req.params.id, req.body.quantity),
  );
}
