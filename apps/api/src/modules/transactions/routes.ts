import {
  type Action,
  MOVEMENT_LABELS,
  type Resource,
  TRANSACTION_TEXTS as T,
  formatCents,
  formatDateBr,
} from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type ExportColumn, pageRequest, sendArray, sendExport } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { financeOptions } from '../finance/options';
import { createBody, type ListQuery, listQuery, updateBody, transactionReply } from './schemas';
import {
  type TransactionRecord,
  createTransaction,
  deleteTransaction,
  listTransactions,
  ownerOf,
  readTransaction,
  updateTransaction,
} from './service';
import { recordRoutes } from '../../lib/record-routes';
import { financeOptionsReply } from '../finance/schemas';

const exportColumns: ExportColumn<TransactionRecord>[] = [
  { header: T.columns.id, value: (r) => r.id, width: 8 },
  { header: T.columns.date, value: (r) => formatDateBr(r.date) },
  { header: T.columns.description, value: (r) => r.description, width: 40 },
  { header: T.columns.movement, value: (r) => MOVEMENT_LABELS[r.movement] },
  { header: T.columns.account, value: (r) => r.account?.description, width: 28 },
  { header: T.columns.resale, value: (r) => r.resale.name, width: 28 },
  { header: T.columns.value, value: (r) => formatCents(r.value_cents), width: 16 },
];

export async function transactionsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['transactions'];
  const access = (a: Action): { access: [Resource, Action] } => ({ access: ['transactions', a] });

  const list = async (
    req: { query: ListQuery; actor: () => { user: Parameters<typeof unitsFilter>[0] } },
    query: string | undefined,
  ) => {
    const user = req.actor().user;
    const units = unitsFilter(user, req.query.resale_id);
    const q = req.query;
    const owner = ownerOf(user);
    return listTransactions(
      db,
      { query, movement: q.movement, date: q.date, units, user_id: q.user_id, bank_id: q.bank_id, owner },
      pageRequest(q, !!q.format),
    );
  };

  r.get(
    '/transactions',
    { schema: { querystring: listQuery, tags, response: { 200: z.array(transactionReply) } }, config: access('read') },
    async (req, reply) => {
      const result = await list(req, req.query.query);
      if (req.query.format) return sendExport(reply, req.query.format, 'caixa', exportColumns, result.rows);
      return sendArray(reply, result, { 'Transaction-Meta': result.meta });
    },
  );

  r.get(
    '/transactions/search/:query',
    {
      schema: {
        params: z.object({ query: z.string().max(100) }),
        querystring: listQuery,
        tags,
        response: { 200: z.array(transactionReply) },
      },
      config: access('read'),
    },
    async (req, reply) => {
      const result = await list(req, req.params.query);
      return sendArray(reply, result, { 'Transaction-Meta': result.meta });
    },
  );

  r.get(
    '/transactions/options',
    { schema: { tags, response: { 200: financeOptionsReply } }, config: access('read') },
    async (req) => financeOptions(db, allowedUnits(req.actor().user)),
  );

  recordRoutes(app, db, 'transactions', 'transaction', transactionReply, {
    bodies: { createBody, updateBody },
    service: {
      getByActor: readTransaction,
      create: createTransaction,
      update: updateTransaction,
      remove: deleteTransaction,
    },
  });
}
