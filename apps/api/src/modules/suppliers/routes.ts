import { SUPPLIER_TEXTS as T, formatAddress, formatCpfCnpj, formatPhone } from '@ability/domain';
import type { ExportSheet } from '../../lib/list';
import { readInUnits, registerRoutes, unitOptions } from '../../lib/record-routes';
import { createBody, updateBody, supplierReply } from './schemas';
import {
  type SupplierRecord,
  getSupplier,
  listSuppliers,
  createSupplier,
  deleteSupplier,
  updateSupplier,
} from './service';

const sheet: ExportSheet<SupplierRecord> = {
  file: 'fornecedores',
  columns: [
    { header: T.columns.id, value: (r) => r.id, width: 8 },
    { header: T.columns.name, value: (r) => r.name, width: 30 },
    { header: T.fields.trade_name, value: (r) => r.trade_name, width: 24 },
    { header: T.columns.cpf_cnpj, value: (r) => formatCpfCnpj(r.cpf_cnpj), width: 20 },
    { header: T.columns.phone, value: (r) => formatPhone(r.phone), width: 18 },
    { header: T.fields.email, value: (r) => r.email, width: 28 },
    { header: T.columns.address, value: (r) => formatAddress(r.address), width: 60 },
  ],
};

export const suppliersRoutes = registerRoutes('suppliers', 'supplier', supplierReply, {
  list: { read: readInUnits(listSuppliers), sheet, options: unitOptions },
  bodies: { createBody, updateBody },
  service: { get: getSupplier, create: createSupplier, update: updateSupplier, remove: deleteSupplier },
});
