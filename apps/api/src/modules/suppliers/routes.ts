import { SUPPLIER_TEXTS as T, formatAddress, formatCpfCnpj, formatPhone } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type ExportColumn, pageRequest, sendArray, sendExport } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { resaleOptions } from '../resales/service';
import { createBody, listQuery, updateBody } from './schemas';
import {
  type SupplierRecord,
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
} from './service';
import { recordRoutes } from '../../lib/record-routes';

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['suppliers'];

  r.get(
    '/suppliers',
    { schema: { querystring: listQuery, tags }, config: { access: ['suppliers', 'read'] } },
    async (req, reply) => {
      const units = unitsFilter(req.actor().user, req.query.resale_id);
      const result = await listSuppliers(
        db,
        { query: req.query.query, units },
        pageRequest(req.query, !!req.query.format),
      );
      if (req.query.format) return sendExport(reply, req.query.format, 'fornecedores', exportColumns, result.rows);
      return sendArray(reply, result);
    },
  );

  r.get(
    '/suppliers/search/:query',
    {
      schema: { params: z.object({ query: z.string().max(100) }), querystring: listQuery, tags },
      config: { access: ['suppliers', 'read'] },
    },
    async (req, reply) => {
      const units = unitsFilter(req.actor().user, req.query.resale_id);
      return sendArray(reply, await listSuppliers(db, { query: req.params.query, units }, pageRequest(req.query)));
    },
  );

  r.get('/suppliers/options', { schema: { tags }, config: { access: ['suppliers', 'read'] } }, async (req) => ({
    resales: await resaleOptions(db, allowedUnits(req.actor().user)),
  }));

  recordRoutes(app, db, 'suppliers', 'supplier', {
    get: getSupplier,
    create: { body: createBody, save: createSupplier },
    update: { body: updateBody, save: updateSupplier },
    remove: deleteSupplier,
  });
}
