import { BANK_TEXTS as T, BANK_TYPE_LABELS, formatCents } from '@ability/domain';
import type { ExportSheet } from '../../lib/list';
import { registerRoutes, unitOptions } from '../../lib/record-routes';
import { unitsFilter } from '../../lib/scope';
import { createBody, listQuery, updateBody, bankReply } from './schemas';
import { type BankRecord, createBank, deleteBank, getBank, listBanks, updateBank } from './service';

const sheet: ExportSheet<BankRecord> = {
  file: 'bancos',
  columns: [
    { header: T.columns.type_bank, value: (r) => BANK_TYPE_LABELS[r.type_bank] },
    { header: T.columns.description, value: (r) => r.description, width: 30 },
    { header: T.columns.resale, value: (r) => r.resale.name, width: 28 },
    { header: T.columns.ag, value: (r) => r.ag },
    { header: T.columns.account, value: (r) => r.account },
    { header: T.columns.balance, value: (r) => formatCents(r.balance_cents), width: 16 },
  ],
};

export const banksRoutes = registerRoutes('banks', 'bank', bankReply, {
  list: {
    query: listQuery,
    read: (db, actor, q, page) =>
      listBanks(db, { query: q.search ?? q.query, units: unitsFilter(actor.user, q.resale_id) }, page),
    sheet,
    search: false,
    options: unitOptions,
  },
  bodies: { createBody, updateBody },
  service: { get: getBank, create: createBank, update: updateBank, remove: deleteBank },
});
