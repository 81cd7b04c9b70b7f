import { editionForHost, editionInfo, type Edition, EDITIONS } from '@ability/domain';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';

const healthReply = z.object({ status: z.enum(['ok', 'unavailable']) }).meta({ id: 'Health' });

const editionReply = z
  .object({
    edition: z.enum(EDITIONS),
    title: z.string(),
    unit: z.string(),
    units: z.string(),
    unitLower: z.string(),
    unitsPath: z.string(),
    feminine: z.literal(true),
    version: z.string(),
    support_whatsapp: z.string(),
    links: z.array(z.object({ label: z.string(), url: z.string() })),
  })
  .meta({ id: 'EditionInfo' });

/** The edition of the request's host (X-Forwarded-Host only from a trusted proxy: TRUST_PROXY). */
export function requestEdition(req: FastifyRequest, override: Edition | undefined): Edition {
  return editionForHost(req.host, override);
}

/** What the edition reply carries besides the host's edition: the server's configuration. */
export interface EditionOptions {
  edition: Edition | undefined;
  version: string;
  supportWhatsapp: string;
  links: { label: string; url: string }[];
}

/** The edition of the request's host with the server's version, support number and links (GET /api/edition). */
export function editionPayload(req: FastifyRequest, opts: EditionOptions) {
  return {
    ...editionInfo(requestEdition(req, opts.edition)),
    version: opts.version,
    support_whatsapp: opts.supportWhatsapp,
    links: opts.links,
  };
}

export async function systemRoutes(app: FastifyInstance, opts: EditionOptions & { db: Db }) {
  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['system'], response: { 200: healthReply, 503: healthReply } } },
    async (_req, reply) => {
      try {
        await opts.db.execute(sql`select 1`);
        return { status: 'ok' };
      } catch {
        return reply.code(503).send({ status: 'unavailable' });
      }
    },
  );

  /** Which edition this host shows: title and the unit's wording. */
  app.get(
    '/edition',
    { config: { public: true }, schema: { tags: ['system'], response: { 200: editionReply } } },
    async (req) => editionPayload(req, opts),
  );
}
