import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { cityByName, citiesStartingWith } from './service';

/** A city of the list of municipalities. */
export const cityReply = z
  .object({ id: z.number().int(), name: z.string(), state_acronym: z.string(), state_name: z.string() })
  .meta({ id: 'City' });

const query = z.object({
  starts_with: z.string().max(100).optional(),
  city_name: z.string().max(100).optional(),
  state_acronym: z.string().max(2).optional(),
});

export async function citiesRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities',
    {
      schema: { querystring: query, tags: ['cities'], response: { 200: z.array(cityReply) } },
      config: { access: 'authenticated' },
    },
    async (req) => {
      const q = req.query;
      if (q.city_name) return cityByName(opts.db, q.city_name, q.state_acronym);
      if (q.starts_with) return citiesStartingWith(opts.db, q.starts_with);
      return [];
    },
  );
}
