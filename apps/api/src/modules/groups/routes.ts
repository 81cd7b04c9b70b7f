import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { type ExportColumn, pageRequest, sendArray, sendExport } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { zIdParams } from '../../lib/zod';
import { resaleOptions } from '../resales/service';
import { createBody, listQuery, updateBody } from './schemas';
import { type GroupRecord, createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './service';

const exportColumns: ExportColumn<GroupRecord>[] = [
  { header: '#', value: (r) => r.id, width: 8 },
  { header: 'Descrição', value: (r) => r.description, width: 40 },
  { header: 'Unidade', value: (r) => r.resale?.name, width: 30 },
];

export async function groupsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['groups'];

  r.get(
    '/groups',
    { schema: { querystring: listQuery, tags }, config: { access: ['groups', 'read'] } },
    async (req, reply) => {
      const units = unitsFilter(req.actor().user, req.query.resale_id);
      const result = await listGroups(
        db,
        { query: req.query.query, units },
        pageRequest(req.query, !!req.query.format),
      );
      if (req.query.format) return sendExport(reply, req.query.format, 'grupos', exportColumns, result.rows);
      return sendArray(reply, result);
    },
  );

  r.get('/groups/options', { schema: { tags }, config: { access: ['groups', 'read'] } }, async (req) => ({
    resales: await resaleOptions(db, allowedUnits(req.actor().user)),
  }));

  r.get('/groups/:id', { schema: { params: zIdParams, tags }, config: { access: ['groups', 'read'] } }, async (req) =>
    getGroup(db, req.params.id, allowedUnits(req.actor().user)),
  );

  r.post(
    '/groups',
    { schema: { body: createBody, tags }, config: { access: ['groups', 'write'] } },
    async (req, reply) => reply.code(201).send(await createGroup(db, req.actor(), req.body.group)),
  );

  r.patch(
    '/groups/:id',
    { schema: { params: zIdParams, body: updateBody, tags }, config: { access: ['groups', 'write'] } },
    async (req) => updateGroup(db, req.actor(), req.params.id, req.body.group),
  );

  r.delete(
    '/groups/:id',
    { schema: { params: zIdParams, tags }, config: { access: ['groups', 'delete'] } },
    async (req, reply) => {
      await deleteGroup(db, req.actor(), req.params.id);
      return reply.code(204).send();
    },
  );
}
