import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { pageRequest, sendArray } from '../../lib/list';
import { unitsFilter } from '../../lib/scope';
import { zIdParams } from '../../lib/zod';
import { getProductFiscal } from './products';
import { listRejectedNotes, rejectedNoteReply, rejectedQuery } from './rejected';
import { serviceDownReply, servicesDown } from './service-status';
import { connectionTestReply, fiscalSettingsBody, fiscalSettingsReply, productFiscalReply } from './schemas';
import type { NuvemFiscalEndpoints } from './nuvem/client';
import { testConnection } from './sefaz/connection';
import type { SefazTarget } from './sefaz/target';
import { getFiscalSettings, saveFiscalSettings } from './settings';

export interface FiscalRoutesOptions {
  db: Db;
  /** SECRETS_KEY: seals the CSC token and the A1 certificate (lib/secrets.ts); null refuses to store them. */
  secretKey: Buffer | null;
  /** Where SEFAZ calls go (sefaz/target.ts): the states' servers, or the simulator. */
  sefaz: SefazTarget;
  /** Nuvem Fiscal's addresses (its real ones unless a test passes its stub). */
  nuvemFiscal?: NuvemFiscalEndpoints;
}

/** The fiscal module's routes: a product's fiscal data (written with the product: `product.fiscal`). */
export async function fiscalRoutes(app: FastifyInstance, opts: FiscalRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/products/:id/fiscal',
    {
      schema: { params: zIdParams, tags: ['fiscal'], response: { 200: productFiscalReply } },
      config: { access: ['products', 'read'] },
    },
    async (req) => getProductFiscal(opts.db, req.params.id, unitsFilter(req.actor().user)),
  );

  const settings = {
    params: zIdParams,
    tags: ['fiscal'],
    response: { 200: fiscalSettingsReply },
  };
  r.get('/resales/:id/fiscal_settings', { schema: settings, config: { access: ['resales', 'read'] } }, async (req) =>
    getFiscalSettings(opts.db, req.actor(), req.params.id, !!opts.sefaz.urlOverride),
  );
  r.put(
    '/resales/:id/fiscal_settings',
    { schema: { ...settings, body: fiscalSettingsBody }, config: { access: ['resales', 'write'] } },
    async (req) =>
      saveFiscalSettings(
        opts.db,
        req.actor(),
        opts.secretKey,
        req.params.id,
        req.body.fiscal_settings,
        !!opts.sefaz.urlOverride,
      ),
  );
  r.post(
    '/resales/:id/fiscal_settings/test_connection',
    {
      schema: { params: zIdParams, tags: ['fiscal'], response: { 200: connectionTestReply } },
      config: { access: ['resales', 'write'] },
    },
    async (req) =>
      testConnection(opts.db, req.actor(), opts.secretKey, opts.sefaz, req.params.id, new Date(), opts.nuvemFiscal),
  );

  // The home screen's notice: the units whose notes get no answer from SEFAZ or Nuvem Fiscal (none: all answer).
  r.get(
    '/fiscal_notes/services_down',
    {
      schema: { tags: ['fiscal'], response: { 200: z.array(serviceDownReply) } },
      config: { access: ['sales', 'read'] },
    },
    async (req) => servicesDown(opts.db, unitsFilter(req.actor().user)),
  );

  // 'Notas rejeitadas': the rejected NFC-e of the units the admin sees ('Reenviar' is POST /sales/{id}/nfce).
  r.get(
    '/fiscal_notes/rejected',
    {
      schema: { querystring: rejectedQuery, tags: ['fiscal'], response: { 200: z.array(rejectedNoteReply) } },
      config: { access: ['resales', 'read'] },
    },
    async (req, reply) =>
      sendArray(
        reply,
        await listRejectedNotes(opts.db, unitsFilter(req.actor().user, req.query.resale_id), pageRequest(req.query)),
      ),
  );
}
