import { ACCOUNT_GROUP_LABELS, ACCOUNT_TEXTS as T, MOVEMENT_LABELS } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ExportColumn } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { resaleOptions } from '../resales/service';
import { createBody, listQuery, updateBody, accountReply, accountOptionsReply } from './schemas';
import {
  type AccountRecord,
  categoryOptions,
  createAccount,
  deleteAccount,
  getAccount,
  listAccounts,
  updateAccount,
} from './service';
import { listRoutes, recordRoutes } from '../../lib/record-routes';

const exportColumns: ExportColumn<AccountRecord>[] = [
  { header: T.columns.id, value: (r) => r.id, width: 8 },
  { header: T.columns.description, value: (r) => r.description, width: 36 },
  { header: T.columns.movement, value: (r) => MOVEMENT_LABELS[r.movement] },
  { header: T.columns.group, value: (r) => ACCOUNT_GROUP_LABELS[r.group] },
  { header: T.columns.category, value: (r) => r.category.name, width: 24 },
  { header: T.columns.resale, value: (r) => r.resale.name, width: 28 },
];

export async function accountsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  listRoutes(app, 'accounts', {
    row: accountReply,
    query: listQuery,
    list: (actor, q, page) =>
      listAccounts(db, { query: q.query, movement: q.movement, units: unitsFilter(actor.user, q.resale_id) }, page),
    exportFile: 'plano-de-contas',
    exportColumns,
    options: async (actor) => ({
      categories: await categoryOptions(db),
      resales: await resaleOptions(db, allowedUnits(actor.user)),
    }),
    optionsReply: accountOptionsReply,
  });

  recordRoutes(app, db, 'accounts', 'account', {
    record: accountReply,
    get: getAccount,
    create: { body: createBody, save: createAccount },
    update: { body: updateBody, save: updateAccount },
    remove: deleteAccount,
  });
}
