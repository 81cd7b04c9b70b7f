import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { pageRequest, sendDataMeta } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { zIdParams } from '../../lib/zod';
import { importCustomers, importTemplate } from './import';
import { createBody, listQuery, updateAllContactedBody, updateBody } from './schemas';
import {
  additionalInfo,
  clearContacted,
  createCustomer,
  customerListOptions,
  customerOptions,
  customerSales,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from './service';

export async function customersRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['customers'];

  r.get(
    '/customers',
    { schema: { querystring: listQuery, tags }, config: { access: ['customers', 'read'] } },
    async (req, reply) => {
      const { page, resale_id, ...filters } = req.query;
      const user = req.actor().user;
      const [result, options] = await Promise.all([
        listCustomers(db, { ...filters, units: unitsFilter(user, resale_id) }, pageRequest({ page })),
        customerListOptions(db, user, resale_id),
      ]);
      return sendDataMeta(reply, result, { options });
    },
  );

  r.get('/customers/options', { schema: { tags }, config: { access: ['customers', 'read'] } }, async (req) =>
    customerOptions(db, allowedUnits(req.actor().user)),
  );

  r.get(
    '/customers/import/template',
    { schema: { tags }, config: { access: ['customers', 'write'] } },
    async (_req, reply) => {
      const buffer = await importTemplate();
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', 'attachment; filename="modelo-importacao-clientes.xlsx"')
        .send(buffer);
    },
  );

  r.post('/customers/import', { schema: { tags }, config: { access: ['customers', 'write'] } }, async (req) => {
    if (!req.isMultipart()) throw badRequest();
    let file: { name: string; data: Buffer } | null = null;
    const fields: Record<string, string> = {};
    for await (const part of req.parts()) {
      if (part.type === 'file') file = { name: part.filename, data: await part.toBuffer() };
      else fields[part.fieldname] = String(part.value ?? '');
    }
    return importCustomers(db, req.actor(), file, fields.resale_id);
  });

  r.patch(
    '/customers/update_all_contacted',
    { schema: { body: updateAllContactedBody, tags }, config: { access: ['customers', 'write'] } },
    async (req) => ({ updated: await clearContacted(db, req.actor(), req.body.resale_id) }),
  );

  r.get(
    '/customers/:id',
    { schema: { params: zIdParams, tags }, config: { access: ['customers', 'read'] } },
    async (req) => getCustomer(db, req.params.id, allowedUnits(req.actor().user)),
  );

  r.get(
    '/customers/:id/additional_info',
    { schema: { params: zIdParams, tags }, config: { access: ['customers', 'read'] } },
    async (req) => additionalInfo(db, req.params.id, allowedUnits(req.actor().user)),
  );

  r.get(
    '/customers/:id/sales',
    { schema: { params: zIdParams, tags }, config: { access: ['customers', 'read'] } },
    async (req) => customerSales(db, req.params.id, allowedUnits(req.actor().user)),
  );

  r.post(
    '/customers',
    { schema: { body: createBody, tags }, config: { access: ['customers', 'write'] } },
    async (req, reply) =>
      reply.code(201).send(await db.transaction((tx) => createCustomer(tx, req.actor(), req.body.customer))),
  );

  r.patch(
    '/customers/:id',
    { schema: { params: zIdParams, body: updateBody, tags }, config: { access: ['customers', 'write'] } },
    async (req) => db.transaction((tx) => updateCustomer(tx, req.actor(), req.params.id, req.body.customer)),
  );

  r.delete(
    '/customers/:id',
    { schema: { params: zIdParams, tags }, config: { access: ['customers', 'delete'] } },
    async (req, reply) => {
      await deleteCustomer(db, req.actor(), req.params.id);
      return reply.code(204).send();
    },
  );
}
