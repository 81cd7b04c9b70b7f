import { type Action, type Resource, ACCOUNT_GROUP_LABELS, ACCOUNT_TEXTS as T, MOVEMENT_LABELS } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type ExportColumn, pageRequest, sendArray, sendExport } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { resaleOptions } from '../resales/service';
import { createBody, listQuery, updateBody } from './schemas';
import {
  type AccountRecord,
  categoryOptions,
  createAccount,
  deleteAccount,
  getAccount,
  listAccounts,
  updateAccount,
} from './service';
import { recordRoutes } from '../../lib/record-routes';

const exportColumns: ExportColumn<AccountRecord>[] = [
  { header: T.columns.id, value: (r) => r.id, width: 8 },
  { header: T.columns.description, value: (r) => r.description, width: 36 },
  { header: T.columns.movement, value: (r) => MOVEMENT_LABELS[r.movement] },
  { header: T.columns.group, value: (r) => ACCOUNT_GROUP_LABELS[r.group] },
  { header: T.columns.category, value: (r) => r.category.name, width: 24 },
  { header: T.columns.resale, value: (r) => r.resale.name, width: 28 },
];

export async function accountsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['accounts'];
  const access = (a: Action): { access: [Resource, Action] } => ({ access: ['accounts', a] });

  r.get('/accounts', { schema: { querystring: listQuery, tags }, config: access('read') }, async (req, reply) => {
    const units = unitsFilter(req.actor().user, req.query.resale_id);
    const result = await listAccounts(
      db,
      { query: req.query.query, movement: req.query.movement, units },
      pageRequest(req.query, !!req.query.format),
    );
    if (req.query.format) return sendExport(reply, req.query.format, 'plano-de-contas', exportColumns, result.rows);
    return sendArray(reply, result);
  });

  r.get(
    '/accounts/search/:query',
    {
      schema: { params: z.object({ query: z.string().max(100) }), querystring: listQuery, tags },
      config: access('read'),
    },
    async (req, reply) => {
      const units = unitsFilter(req.actor().user, req.query.resale_id);
      return sendArray(
        reply,
        await listAccounts(
          db,
          { query: req.params.query, movement: req.query.movement, units },
          pageRequest(req.query),
        ),
      );
    },
  );

  r.get('/accounts/options', { schema: { tags }, config: access('read') }, async (req) => ({
    categories: await categoryOptions(db),
    resales: await resaleOptions(db, allowedUnits(req.actor().user)),
  }));

  recordRoutes(app, db, 'accounts', 'account', {
    get: getAccount,
    create: { body: createBody, save: createAccount },
    update: { body: updateBody, save: updateAccount },
    remove: deleteAccount,
  });
}
