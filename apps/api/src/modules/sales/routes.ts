import type { Action, Resource } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { pageRequest, sendArray } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { zIdParams } from '../../lib/zod';
import { type DelayJobOptions, startDelayJob } from './delayJob';
import { saleOptions } from './options';
import { createBody, destroyAllBody, listQuery, updateBody, updateStatusAllBody, updateStatusBody } from './schemas';
import {
  createSale,
  destroySale,
  destroySales,
  getSale,
  listSales,
  saleScope,
  updateSale,
  updateStatus,
  updateStatuses,
} from './service';

export interface SalesRoutesOptions {
  db: Db;
  /** The 15-minute job; false turns it off (a process that only serves reads). */
  delayJob?: DelayJobOptions | false;
}

export async function salesRoutes(app: FastifyInstance, opts: SalesRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['sales'];
  const access = (a: Action): { access: [Resource, Action] } => ({ access: ['sales', a] });

  if (opts.delayJob !== false) {
    let stop: (() => Promise<void>) | null = null;
    const jobOpts = opts.delayJob ?? {};
    app.addHook('onReady', async () => {
      stop = startDelayJob(db, { ...jobOpts, onError: jobOpts.onError ?? ((err) => app.log.error(err)) });
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  }

  r.get('/sales', { schema: { querystring: listQuery, tags }, config: access('read') }, async (req, reply) => {
    const { page, resale_id, ...filters } = req.query;
    const actor = req.actor();
    const scope = saleScope(actor);
    const result = await listSales(
      db,
      { ...filters, ...scope, units: unitsFilter(actor.user, resale_id) },
      pageRequest({ page }),
    );
    return sendArray(reply, result, {
      'Items-Summary': result.summaries.items,
      'Payments-Summary': result.summaries.payments,
      'Sales-Summary': result.summaries.sales,
    });
  });

  r.get('/sales/options', { schema: { tags }, config: access('read') }, async (req) =>
    saleOptions(db, allowedUnits(req.actor().user)),
  );

  r.patch('/sales/update_status', { schema: { body: updateStatusBody, tags }, config: access('write') }, async (req) =>
    updateStatus(db, req.actor(), req.body.id, req.body.status),
  );

  r.patch(
    '/sales/update_status_all',
    { schema: { body: updateStatusAllBody, tags }, config: access('write') },
    async (req) => updateStatuses(db, req.actor(), req.body.sale_ids, req.body.status),
  );

  r.delete(
    '/sales/destroy_all',
    { schema: { body: destroyAllBody, tags }, config: access('delete') },
    async (req, reply) => {
      await destroySales(db, req.actor(), req.body.sale_ids);
      return reply.code(204).send();
    },
  );

  r.get('/sales/:id', { schema: { params: zIdParams, tags }, config: access('read') }, async (req) =>
    getSale(db, req.params.id, saleScope(req.actor())),
  );

  r.post('/sales', { schema: { body: createBody, tags }, config: access('write') }, async (req, reply) =>
    reply.code(201).send(await createSale(db, req.actor(), req.body.sale)),
  );

  r.patch(
    '/sales/:id',
    { schema: { params: zIdParams, body: updateBody, tags }, config: access('write') },
    async (req) => updateSale(db, req.actor(), req.params.id, req.body.sale),
  );

  r.patch('/sales/:id/cancel', { schema: { params: zIdParams, tags }, config: access('write') }, async (req) =>
    updateStatus(db, req.actor(), req.params.id, 'canceled'),
  );

  r.delete('/sales/:id', { schema: { params: zIdParams, tags }, config: access('delete') }, async (req, reply) => {
    await destroySale(db, req.actor(), req.params.id);
    return reply.code(204).send();
  });
}
