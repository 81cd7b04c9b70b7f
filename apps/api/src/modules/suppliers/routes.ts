import { SUPPLIER_TEXTS as T, formatAddress, formatCpfCnpj, formatPhone } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ExportColumn } from '../../lib/list';
import { unitsFilter } from '../../lib/scope';
import { createBody, listQuery, updateBody, supplierReply } from './schemas';
import {
  type SupplierRecord,
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
} from './service';
import { listRoutes, recordRoutes, unitOptions, zUnitOptions } from '../../lib/record-routes';

const exportColumns: ExportColumn<SupplierRecord>[] = [
  { header: T.columns.id, value: (r) => r.id, width: 8 },
  { header: T.columns.name, value: (r) => r.name, width: 30 },
  { header: T.fields.trade_name, value: (r) => r.trade_name, width: 24 },
  { header: T.columns.cpf_cnpj, value: (r) => formatCpfCnpj(r.cpf_cnpj), width: 20 },
  { header: T.columns.phone, value: (r) => formatPhone(r.phone), width: 18 },
  { header: T.fields.email, value: (r) => r.email, width: 28 },
  { header: T.columns.address, value: (r) => formatAddress(r.address), width: 60 },
];

export async function suppliersRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  listRoutes(app, 'suppliers', {
    row: supplierReply,
    query: listQuery,
    list: (actor, q, page) => listSuppliers(db, { query: q.query, units: unitsFilter(actor.user, q.resale_id) }, page),
    exportFile: 'fornecedores',
    exportColumns,
    options: unitOptions(db),
    optionsReply: zUnitOptions,
  });

  recordRoutes(app, db, 'suppliers', 'supplier', {
    record: supplierReply,
    get: getSupplier,
    create: { body: createBody, save: createSupplier },
    update: { body: updateBody, save: updateSupplier },
    remove: deleteSupplier,
  });
}
