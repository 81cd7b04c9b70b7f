import { BANK_TEXTS as T, BANK_TYPE_LABELS, formatCents } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ExportColumn } from '../../lib/list';
import { unitsFilter } from '../../lib/scope';
import { createBody, listQuery, updateBody, bankReply } from './schemas';
import { type BankRecord, createBank, deleteBank, getBank, listBanks, updateBank } from './service';
import { listRoutes, recordRoutes, unitOptions, zUnitOptions } from '../../lib/record-routes';

const exportColumns: ExportColumn<BankRecord>[] = [
  { header: T.columns.type_bank, value: (r) => BANK_TYPE_LABELS[r.type_bank] },
  { header: T.columns.description, value: (r) => r.description, width: 30 },
  { header: T.columns.resale, value: (r) => r.resale.name, width: 28 },
  { header: T.columns.ag, value: (r) => r.ag },
  { header: T.columns.account, value: (r) => r.account },
  { header: T.columns.balance, value: (r) => formatCents(r.balance_cents), width: 16 },
];

export async function banksRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  listRoutes(app, 'banks', {
    row: bankReply,
    query: listQuery,
    list: (actor, q, page) =>
      listBanks(db, { query: q.search ?? q.query, units: unitsFilter(actor.user, q.resale_id) }, page),
    exportFile: 'bancos',
    exportColumns,
    search: false,
    options: unitOptions(db),
    optionsReply: zUnitOptions,
  });

  recordRoutes(app, db, 'banks', 'bank', {
    record: bankReply,
    get: getBank,
    create: { body: createBody, save: createBank },
    update: { body: updateBody, save: updateBank },
    remove: deleteBank,
  });
}
