import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GUIDE_PATH, type Guide } from './guide';

/**
 * The staff's guide under /ajuda (the 'Ajuda' item of the app's header opens it): public pages, like the
 * sign-in screen, read from memory. Not under /api: they are pages, not part of the API's contract.
 */
export async function helpRoutes(app: FastifyInstance, opts: { guide: Guide }) {
  const { pages, images } = opts.guide;
  const page = (name: string) => pages.get(name);

  app.get(GUIDE_PATH, async (_req, reply) => sendPage(reply, page('index')));
  app.get(`${GUIDE_PATH}/`, async (_req, reply) => sendPage(reply, page('index')));
  app.get<{ Params: { page: string } }>(`${GUIDE_PATH}/:page`, async (req, reply) =>
    sendPage(reply, req.params.page === 'index' ? undefined : page(req.params.page)),
  );
  app.get<{ Params: { file: string } }>(`${GUIDE_PATH}/img/:file`, async (req, reply) => {
    const file = images.get(req.params.file);
    if (!file) return reply.callNotFound();
    return reply.header('Cache-Control', 'public, max-age=3600').type('image/png').send(fs.createReadStream(file));
  });

  function sendPage(reply: FastifyReply, html: string | undefined) {
    if (!html) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }
}

const notFoundPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Página não encontrada — Ajuda</title></head>
<body><p>Página do guia não encontrada. <a href="${GUIDE_PATH}">Voltar ao guia</a></p></body></html>`;
