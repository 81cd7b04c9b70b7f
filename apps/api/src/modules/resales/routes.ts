import { formatAddress, formatPhone } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { allowedUnits } from '../../lib/scope';
import type { ExportSheet } from '../../lib/list';
import { zIdParams } from '../../lib/zod';
import { createBody, listQuery, updateBody, resaleReply, resaleOptionsReply } from './schemas';
import {
  type ResaleRecord,
  createResale,
  resaleOptions,
  deleteResale,
  getResale,
  listResales,
  updateResale,
} from './service';
import { listRoutes, recordRoutes } from '../../lib/record-routes';
import { zErrorReply } from '../../lib/reply-schema';

const sheet: ExportSheet<ResaleRecord> = {
  file: 'unidades',
  columns: [
    { header: '#', value: (r) => r.id, width: 8 },
    { header: 'Nome', value: (r) => r.name, width: 30 },
    { header: 'Endereço', value: (r) => formatAddress(r.address), width: 60 },
    { header: 'Telefone', value: (r) => formatPhone(r.phone), width: 18 },
    { header: 'E-mail', value: (r) => r.email, width: 28 },
    { header: 'CNPJ', value: (r) => r.cnpj, width: 18 },
  ],
};

export async function resalesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['resales'];

  listRoutes(app, db, 'resales', resaleReply, {
    query: listQuery,
    read: (db, _actor, q, page) => listResales(db, q, page),
    sheet,
  });

  // Units for the selects of other screens, limited to what the user may see.
  r.get(
    '/resales/options',
    { schema: { tags, response: { 200: resaleOptionsReply } }, config: { access: 'authenticated' } },
    async (req) => ({
      resales: await resaleOptions(db, allowedUnits(req.actor().user)),
    }),
  );

  recordRoutes(app, db, 'resales', 'resale', resaleReply, {
    // Not scoped by unit: the units' register is the admins'.
    bodies: { createBody, updateBody },
    service: { get: getResale, create: createResale, update: updateResale, remove: deleteResale },
  });

  // The seeds' hidden WhatsApp button: there is no WhatsApp gateway, so the answer says so plainly.
  r.get(
    '/resales/:id/whatsapp_qrcode',
    { schema: { params: zIdParams, tags, response: { 404: zErrorReply } }, config: { access: ['resales', 'read'] } },
    async (req, reply) => {
      await getResale(db, req.params.id);
      return reply.code(404).send({ error: 'Integração com WhatsApp não configurada.' });
    },
  );
}
