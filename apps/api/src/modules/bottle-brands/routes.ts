import { BOTTLE_BRAND_TEXTS as T } from '@ability/domain';
import type { ExportSheet } from '../../lib/list';
import { readInUnits, registerRoutes, unitOptions } from '../../lib/record-routes';
import { bottleBrandReply, createBody, updateBody } from './schemas';
import {
  type BottleBrandRecord,
  createBottleBrand,
  deleteBottleBrand,
  getBottleBrand,
  listBottleBrands,
  updateBottleBrand,
} from './service';

const sheet: ExportSheet<BottleBrandRecord> = {
  file: 'marcas',
  columns: [
    { header: T.columns.id, value: (r) => r.id, width: 8 },
    { header: T.columns.name, value: (r) => r.name, width: 30 },
    { header: T.columns.active, value: (r) => (r.active ? T.yes : T.no), width: 8 },
    { header: 'Unidades', value: (r) => r.resales.map((u) => u.name).join(', '), width: 40 },
  ],
};

export const bottleBrandsRoutes = registerRoutes('bottle_brands', 'bottle_brand', bottleBrandReply, {
  list: { read: readInUnits(listBottleBrands), sheet, options: unitOptions },
  bodies: { createBody, updateBody },
  service: { get: getBottleBrand, create: createBottleBrand, update: updateBottleBrand, remove: deleteBottleBrand },
});
