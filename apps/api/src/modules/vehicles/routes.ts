import { FUEL_TYPE_LABELS, VEHICLE_TEXTS as T, formatPlate } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ExportColumn } from '../../lib/list';
import { unitsFilter } from '../../lib/scope';
import { listRoutes, recordRoutes, unitOptions, zUnitOptions } from '../../lib/record-routes';
import { createBody, listQuery, updateBody, vehicleReply } from './schemas';
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
  const { db } = opts;

  listRoutes(app, 'vehicles', {
    row: vehicleReply,
    query: listQuery,
    list: (actor, q, page) => listVehicles(db, { query: q.query, units: unitsFilter(actor.user, q.resale_id) }, page),
    exportFile: 'veiculos',
    exportColumns,
    options: unitOptions(db),
    optionsReply: zUnitOptions,
  });

  recordRoutes(app, db, 'vehicles', 'vehicle', {
    record: vehicleReply,
    get: getVehicle,
    create: { body: createBody, save: createVehicle },
    update: { body: updateBody, save: updateVehicle },
    remove: deleteVehicle,
  });
}
