import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { dayQuery, keyBody, saveBody, settlementReply, settlementOptionsReply } from './schemas';
import { closeSettlement, getSettlement, reopenSettlement, saveSettlement, settlementOptions } from './service';

/** The day's settlement (acerto) of a deliverer: read, save what was handed in, close, reopen. */
export async function settlementsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['settlements'];

  r.get(
    '/settlements/options',
    { schema: { tags, response: { 200: settlementOptionsReply } }, config: { access: ['settlements', 'read'] } },
    async (req) => settlementOptions(db, req.actor()),
  );

  r.get(
    '/settlements',
    {
      schema: { querystring: dayQuery, tags, response: { 200: settlementReply } },
      config: { access: ['settlements', 'read'] },
    },
    async (req) => getSettlement(db, req.actor(), req.query),
  );

  r.put(
    '/settlements',
    {
      schema: { body: saveBody, tags, response: { 200: settlementReply } },
      config: { access: ['settlements', 'write'] },
    },
    async (req) => saveSettlement(db, req.actor(), req.body.settlement),
  );

  r.post(
    '/settlements/close',
    {
      schema: { body: saveBody, tags, response: { 200: settlementReply } },
      config: { access: ['settlements', 'write'] },
    },
    async (req) => closeSettlement(db, req.actor(), req.body.settlement),
  );

  r.post(
    '/settlements/reopen',
    {
      schema: { body: keyBody, tags, response: { 200: settlementReply } },
      config: { access: ['settlements', 'write'] },
    },
    async (req) => reopenSettlement(db, req.actor(), req.body.settlement),
  );
}
