import { FUEL_TYPE_LABELS, VEHICLE_TEXTS as T, formatPlate } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type ExportColumn, pageRequest, sendArray, sendExport } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { recordRoutes } from '../../lib/record-routes';
import { resaleOptions } from '../resales/service';
import { createBody, listQuery, updateBody } from './schemas';
import { type VehicleRecord, createVehicle, deleteVehicle, getVehicle, listVehicles, updateVehicle } from './service';

const exportColumns: ExportColumn<VehicleRecord>[] = [
  { header: T.columns.id, value: (r) => r.id, width: 8 },
  { header: T.columns.license_plate, value: (r) => formatPlate(r.license_plate), width: 12 },
  { header: T.columns.brand, value: (r) => r.brand, width: 20 },
  { header: T.columns.model, value: (r) => r.model, width: 24 },
  { header: T.columns.fuel_type, value: (r) => FUEL_TYPE_LABELS[r.fuel_type], width: 20 },
  { header: 'Unidades', value: (r) => r.resales.map((u) => u.name).join(', '), width: 40 },
];

export async function vehiclesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['vehicles'];

  r.get(
    '/vehicles',
    { schema: { querystring: listQuery, tags }, config: { access: ['vehicles', 'read'] } },
    async (req, reply) => {
      const units = unitsFilter(req.actor().user, req.query.resale_id);
      const result = await listVehicles(
        db,
        { query: req.query.query, units },
        pageRequest(req.query, !!req.query.format),
      );
      if (req.query.format) return sendExport(reply, req.query.format, 'veiculos', exportColumns, result.rows);
      return sendArray(reply, result);
    },
  );

  r.get(
    '/vehicles/search/:query',
    {
      schema: { params: z.object({ query: z.string().max(100) }), querystring: listQuery, tags },
      config: { access: ['vehicles', 'read'] },
    },
    async (req, reply) => {
      const units = unitsFilter(req.actor().user, req.query.resale_id);
      return sendArray(reply, await listVehicles(db, { query: req.params.query, units }, pageRequest(req.query)));
    },
  );

  r.get('/vehicles/options', { schema: { tags }, config: { access: ['vehicles', 'read'] } }, async (req) => ({
    resales: await resaleOptions(db, allowedUnits(req.actor().user)),
  }));

  recordRoutes(app, db, 'vehicles', 'vehicle', {
    get: getVehicle,
    create: { body: createBody, save: createVehicle },
    update: { body: updateBody, save: updateVehicle },
    remove: deleteVehicle,
  });
}
