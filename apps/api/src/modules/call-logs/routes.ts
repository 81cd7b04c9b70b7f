import { CALL_KIND_LABELS, CALL_LOG_TEXTS as T, formatPhone } from '@ability/domain';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { type ExportColumn, pageRequest, sendArray, sendDataMeta, sendExport } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { zIdParams } from '../../lib/zod';
import { listMissedCalls, markReturned } from './missed';
import {
  createBody,
  listQuery,
  missedQuery,
  callLogReply,
  missedCallsReply,
  callLogOptionsReply,
  returnedReply,
} from './schemas';
import { type CallLogRecord, callLogOptions, listCallLogs, registerCall } from './service';

const exportColumns = (timezone: string): ExportColumn<CallLogRecord>[] => [
  {
    header: T.columns.created_at,
    value: (r) => new Date(r.created_at).toLocaleString('pt-BR', { timeZone: timezone }),
    width: 20,
  },
  { header: T.columns.kind, value: (r) => CALL_KIND_LABELS[r.kind], width: 12 },
  { header: T.columns.phone, value: (r) => formatPhone(r.phone), width: 18 },
  { header: T.columns.customer, value: (r) => r.customer?.name ?? T.unknownNumber, width: 32 },
  { header: 'Revenda/Loja', value: (r) => r.resale.name, width: 24 },
];

export async function callLogsRoutes(app: FastifyInstance, opts: { db: Db; timezone: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, timezone } = opts;
  const tags = ['call_logs'];

  r.get(
    '/call_logs',
    {
      schema: { querystring: listQuery, tags, response: { 200: z.array(callLogReply) } },
      config: { access: ['call_logs', 'read'] },
    },
    async (req, reply) => {
      const { page, format, resale_id, ...filters } = req.query;
      const units = unitsFilter(req.actor().user, resale_id);
      const result = await listCallLogs(db, { ...filters, units }, pageRequest(req.query, !!format), timezone);
      if (format) return sendExport(reply, format, 'registro-de-chamadas', exportColumns(timezone), result.rows);
      return sendArray(reply, result);
    },
  );

  r.get(
    '/call_logs/options',
    { schema: { tags, response: { 200: callLogOptionsReply } }, config: { access: ['call_logs', 'read'] } },
    async (req) => callLogOptions(db, allowedUnits(req.actor().user)),
  );

  // The queue of missed calls: { data, meta: { total, per_page } }.
  r.get(
    '/call_logs/missed',
    {
      schema: { querystring: missedQuery, tags, response: { 200: missedCallsReply } },
      config: { access: ['call_logs', 'read'] },
    },
    async (req, reply) => {
      const units = unitsFilter(req.actor().user, req.query.resale_id);
      return sendDataMeta(reply, await listMissedCalls(db, units, pageRequest(req.query)));
    },
  );

  r.post(
    '/call_logs/:id/returned',
    {
      schema: { params: zIdParams, tags, response: { 200: returnedReply } },
      config: { access: ['call_logs', 'write'] },
    },
    async (req) => markReturned(db, req.actor(), req.params.id),
  );

  r.post(
    '/call_logs',
    {
      schema: { body: createBody, tags, response: { 200: callLogReply, 201: callLogReply } },
      config: { access: ['call_logs', 'write'] },
    },
    async (req, reply) => {
      const { record, created } = await registerCall(db, req.actor(), req.body.call_log);
      return reply.code(created ? 201 : 200).send(record);
    },
  );
}
