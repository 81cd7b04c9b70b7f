import { FUEL_TYPE_LABELS, VEHICLE_TEXTS as T, formatPlate } from '@ability/domain';
import type { ExportSheet } from '../../lib/list';
import { readInUnits, registerRoutes, unitOptions } from '../../lib/record-routes';
import { createBody, updateBody, vehicleReply } from './schemas';
import { type VehicleRecord, createVehicle, deleteVehicle, getVehicle, listVehicles, updateVehicle } from './service';

const sheet: ExportSheet<VehicleRecord> = {
  file: 'veiculos',
  columns: [
    { header: T.columns.id, value: (r) => r.id, width: 8 },
    { header: T.columns.license_plate, value: (r) => formatPlate(r.license_plate), width: 12 },
    { header: T.columns.brand, value: (r) => r.brand, width: 20 },
    { header: T.columns.model, value: (r) => r.model, width: 24 },
    { header: T.columns.fuel_type, value: (r) => FUEL_TYPE_LABELS[r.fuel_type], width: 20 },
    { header: 'Unidades', value: (r) => r.resales.map((u) => u.name).join(', '), width: 40 },
  ],
};

export const vehiclesRoutes = registerRoutes('vehicles', 'vehicle', vehicleReply, {
  list: { read: readInUnits(listVehicles), sheet, options: unitOptions },
  bodies: { createBody, updateBody },
  service: { get: getVehicle, create: createVehicle, update: updateVehicle, remove: deleteVehicle },
});
