import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { unitsFilter } from '../../lib/scope';
import { zIdParams } from '../../lib/zod';
import { getProductFiscal } from './products';
import { productFiscalReply } from './schemas';

export interface FiscalRoutesOptions {
  db: Db;
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
}
