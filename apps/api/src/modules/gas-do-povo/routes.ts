import { todayIn } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { zDay, zErrorReply, zMoney } from '../../lib/reply-schema';
import { allowedUnits } from '../../lib/scope';
import { zDate, zIdParams } from '../../lib/zod';
import { gasDoPovoUnitStatus } from './units';

const statusReply = z
  .object({
    resale_id: z.number().int(),
    enrolled: z.boolean(),
    bank_id: z.number().int().nullable(),
    uf: z.string().nullable(),
    price: z
      .object({
        uf: z.string(),
        price_cents: zMoney,
        starts_on: zDay,
        ends_on: zDay.nullable(),
        source: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'GasDoPovoUnitStatus' });

/**
 * GET /gas_do_povo/units/:id: where a unit stands in Gás do Povo on a day (`day`, today by default):
 * enrolled, its Caixa account, its UF and the reference price in force. The unit screen and the sale form
 * warn from it; any user of the unit may read it.
 */
export async function gasDoPovoRoutes(app: FastifyInstance, opts: { db: Db; timezone: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  r.get(
    '/gas_do_povo/units/:id',
    {
      schema: {
        params: zIdParams,
        querystring: z.object({ day: zDate.optional() }),
        tags: ['gas_do_povo'],
        response: { 200: statusReply, 404: zErrorReply },
      },
      config: { access: 'authenticated' },
    },
    async (req) => {
      const units = allowedUnits(req.actor().user);
      if (units !== null && !units.includes(req.params.id)) throw notFound();
      return gasDoPovoUnitStatus(db, req.params.id, req.query.day ?? todayIn(opts.timezone));
    },
  );
}
