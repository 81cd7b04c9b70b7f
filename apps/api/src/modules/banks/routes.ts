import { type Action, BANK_TEXTS as T, BANK_TYPE_LABELS, type Resource, formatCents } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { type ExportColumn, pageRequest, sendArray, sendExport } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { resaleOptions } from '../resales/service';
import { createBody, listQuery, updateBody } from './schemas';
import { type BankRecord, createBank, deleteBank, getBank, listBanks, updateBank } from './service';
import { recordRoutes } from '../../lib/record-routes';

const exportColumns: ExportColumn<BankRecord>[] = [
  { header: T.columns.type_bank, value: (r) => BANK_TYPE_LABELS[r.type_bank] },
  { header: T.columns.description, value: (r) => r.description, width: 30 },
  { header: T.columns.resale, value: (r) => r.resale.name, width: 28 },
  { header: T.columns.ag, value: (r) => r.ag },
  { header: T.columns.account, value: (r) => r.account },
  { header: T.columns.balance, value: (r) => formatCents(r.balance_cents), width: 16 },
];

export async function banksRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['banks'];
  const access = (a: Action): { access: [Resource, Action] } => ({ access: ['banks', a] });

  r.get('/banks', { schema: { querystring: listQuery, tags }, config: access('read') }, async (req, reply) => {
    const units = unitsFilter(req.actor().user, req.query.resale_id);
    const result = await listBanks(
      db,
      { query: req.query.search ?? req.query.query, units },
      pageRequest(req.query, !!req.query.format),
    );
    if (req.query.format) return sendExport(reply, req.query.format, 'bancos', exportColumns, result.rows);
    return sendArray(reply, result);
  });

  r.get('/banks/options', { schema: { tags }, config: access('read') }, async (req) => ({
    resales: await resaleOptions(db, allowedUnits(req.actor().user)),
  }));

  recordRoutes(app, db, 'banks', 'bank', {
    get: getBank,
    create: { body: createBody, save: createBank },
    update: { body: updateBody, save: updateBank },
    remove: deleteBank,
  });
}
