import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { unitsFilter } from '../../lib/scope';
import { zIdParams } from '../../lib/zod';
import { getProductFiscal } from './products';
import { fiscalSettingsBody, fiscalSettingsReply, productFiscalReply } from './schemas';
import { getFiscalSettings, saveFiscalSettings } from './settings';

export interface FiscalRoutesOptions {
  db: Db;
  /** FISCAL_SECRET_KEY: seals the CSC token and the A1 certificate (secrets.ts); null refuses to store them. */
  secretKey: Buffer | null;
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
    getFiscalSettings(opts.db, req.actor(), req.params.id),
  );
  r.put(
    '/resales/:id/fiscal_settings',
    { schema: { ...settings, body: fiscalSettingsBody }, config: { access: ['resales', 'write'] } },
    async (req) => saveFiscalSettings(opts.db, req.actor(), opts.secretKey, req.params.id, req.body.fiscal_settings),
  );
}
