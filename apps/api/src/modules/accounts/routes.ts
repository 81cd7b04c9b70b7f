import { ACCOUNT_GROUP_LABELS, ACCOUNT_TEXTS as T, MOVEMENT_LABELS } from '@ability/domain';
import type { ExportSheet } from '../../lib/list';
import { registerRoutes } from '../../lib/record-routes';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { resaleOptions } from '../resales/service';
import { createBody, listQuery, updateBody, accountReply, accountOptionsReply } from './schemas';
import {
  type AccountRecord,
  categoryOptions,
  getAccount,
  listAccounts,
  createAccount,
  deleteAccount,
  updateAccount,
} from './service';

const sheet: ExportSheet<AccountRecord> = {
  file: 'plano-de-contas',
  columns: [
    { header: T.columns.id, value: (r) => r.id, width: 8 },
    { header: T.columns.description, value: (r) => r.description, width: 36 },
    { header: T.columns.movement, value: (r) => MOVEMENT_LABELS[r.movement] },
    { header: T.columns.group, value: (r) => ACCOUNT_GROUP_LABELS[r.group] },
    { header: T.columns.category, value: (r) => r.category.name, width: 24 },
    { header: T.columns.resale, value: (r) => r.resale.name, width: 28 },
  ],
};

export const accountsRoutes = registerRoutes('accounts', 'account', accountReply, {
  list: {
    query: listQuery,
    read: (db, actor, q, page) =>
      listAccounts(db, { query: q.query, movement: q.movement, units: unitsFilter(actor.user, q.resale_id) }, page),
    sheet,
    options: {
      reply: accountOptionsReply,
      load: async (db, actor) => ({
        categories: await categoryOptions(db),
        resales: await resaleOptions(db, allowedUnits(actor.user)),
      }),
    },
  },
  bodies: { createBody, updateBody },
  service: { get: getAccount, create: createAccount, update: updateAccount, remove: deleteAccount },
});
