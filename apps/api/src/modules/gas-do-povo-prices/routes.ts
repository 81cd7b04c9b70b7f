import { GAS_DO_POVO_PRICE_TEXTS as T, formatCentsPlain, formatDateBr } from '@ability/domain';
import type { ExportSheet } from '../../lib/list';
import { registerRoutes } from '../../lib/record-routes';
import { createBody, gasDoPovoPriceReply, updateBody } from './schemas';
import {
  type GasDoPovoPriceRecord,
  createGasDoPovoPrice,
  deleteGasDoPovoPrice,
  getGasDoPovoPrice,
  listGasDoPovoPrices,
  updateGasDoPovoPrice,
} from './service';

const sheet: ExportSheet<GasDoPovoPriceRecord> = {
  file: 'precos-de-referencia',
  columns: [
    { header: T.columns.id, value: (r) => r.id, width: 8 },
    { header: T.columns.uf, value: (r) => r.uf, width: 6 },
    { header: T.columns.price, value: (r) => formatCentsPlain(r.price_cents), width: 12 },
    { header: T.columns.starts_on, value: (r) => formatDateBr(r.starts_on), width: 12 },
    { header: T.columns.ends_on, value: (r) => formatDateBr(r.ends_on), width: 12 },
    { header: T.columns.source, value: (r) => r.source, width: 50 },
    { header: T.columns.active, value: (r) => (r.active ? T.yes : T.no), width: 8 },
  ],
};

/** The reference prices: admin only, one list for every unit (a price is per UF, not per unit). */
export const gasDoPovoPricesRoutes = registerRoutes('gas_do_povo_prices', 'gas_do_povo_price', gasDoPovoPriceReply, {
  list: { read: (db, _actor, q, page) => listGasDoPovoPrices(db, q, page), sheet },
  bodies: { createBody, updateBody },
  service: {
    get: (db, id) => getGasDoPovoPrice(db, id),
    create: createGasDoPovoPrice,
    update: updateGasDoPovoPrice,
    remove: deleteGasDoPovoPrice,
  },
});
