import { ADDRESS_LABELS } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { cityByName } from '../cities/service';
import type { CepClient } from './client';
import { cityReply } from '../cities/routes';
import { zErrorReply } from '../../lib/reply-schema';

const cepReply = z
  .object({
    zipcode: z.string(),
    patio: z.string(),
    complement: z.string(),
    neighborhood: z.string(),
    city: cityReply.nullable(),
    state: z.string(),
    city_id: z.number().int().nullable(),
  })
  .meta({ id: 'CepAddress' });

/**
 * GET /cep/{cep}: the address of a postal code, with the city already matched against the list of
 * municipalities, so a form fills every field in one call.
 */
export async function cepRoutes(app: FastifyInstance, opts: { db: Db; cep: CepClient }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cep/:cep',
    {
      schema: {
        params: z.object({ cep: z.string().regex(/^\d{5}-?\d{3}$|^\d{2}\.\d{3}-\d{3}$/) }),
        tags: ['cities'],
        response: { 200: cepReply, 404: zErrorReply, 502: zErrorReply },
      },
      config: { access: 'authenticated' },
    },
    async (req, reply) => {
      let found: Awaited<ReturnType<CepClient['lookup']>>;
      try {
        found = await opts.cep.lookup(req.params.cep);
      } catch (err) {
        req.log.warn({ err }, 'CEP service failed');
        return reply.code(502).send({ error: 'Serviço de CEP indisponível. Preencha o endereço manualmente.' });
      }
      if (!found) return reply.code(404).send({ error: ADDRESS_LABELS.notFound });
      const [city] = found.city ? await cityByName(opts.db, found.city, found.state) : [];
      return { ...found, city_id: city?.id ?? null, city: city ?? null };
    },
  );
}
