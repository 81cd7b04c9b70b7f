import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { type ExportColumn, pageRequest, sendArray, sendExport } from '../../lib/list';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { zIdParams } from '../../lib/zod';
import { resaleOptions } from '../resales/service';
import { createBody, listQuery, updateBody } from './schemas';
import { type SectorRecord, createSector, deleteSector, getSector, listSectors, updateSector } from './service';

const exportColumns: ExportColumn<SectorRecord>[] = [
  { header: '#', value: (r) => r.id, width: 8 },
  { header: 'Descrição', value: (r) => r.description, width: 40 },
  { header: 'Unidade', value: (r) => r.resale?.name, width: 30 },
];

export async function sectorsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['sectors'];

  r.get(
    '/sectors',
    { schema: { querystring: listQuery, tags }, config: { access: ['sectors', 'read'] } },
    async (req, reply) => {
      const units = unitsFilter(req.actor().user, req.query.resale_id);
      const result = await listSectors(
        db,
        { query: req.query.query, units },
        pageRequest(req.query, !!req.query.format),
      );
      if (req.query.format) return sendExport(reply, req.query.format, 'setores', exportColumns, result.rows);
      return sendArray(reply, result);
    },
  );

  r.get('/sectors/options', { schema: { tags }, config: { access: ['sectors', 'read'] } }, async (req) => ({
    resales: await resaleOptions(db, allowedUnits(req.actor().user)),
  }));

  r.get('/sectors/:id', { schema: { params: zIdParams, tags }, config: { access: ['sectors', 'read'] } }, async (req) =>
    getSector(db, req.params.id, allowedUnits(req.actor().user)),
  );

  r.post(
    '/sectors',
    { schema: { body: createBody, tags }, config: { access: ['sectors', 'write'] } },
    async (req, reply) => reply.code(201).send(await createSector(db, req.actor(), req.body.sector)),
  );

  r.patch(
    '/sectors/:id',
    { schema: { params: zIdParams, body: updateBody, tags }, config: { access: ['sectors', 'write'] } },
    async (req) => updateSector(db, req.actor(), req.params.id, req.body.sector),
  );

  r.delete(
    '/sectors/:id',
    { schema: { params: zIdParams, tags }, config: { access: ['sectors', 'delete'] } },
    async (req, reply) => {
      await deleteSector(db, req.actor(), req.params.id);
      return reply.code(204).send();
    },
  );
}
