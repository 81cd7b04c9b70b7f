import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../lib/context';
import { EVENTS_CHANNEL, type LiveEvent, eventVisibleTo } from '../../lib/events';
import { SESSION_CHANNEL } from '../../plugins/auth';

interface Client {
  user: SessionUser;
  tokenHash: string;
  write(chunk: string): void;
  end(): void;
}

/**
 * GET /api/events: server-sent events for open screens. One LISTEN per server process fans out to
 * every connected screen whose user may see the event (unit, and deliverer's own sales). A comment
 * line every `heartbeatMs` keeps proxies from closing the stream.
 */
export async function eventsRoutes(
  app: FastifyInstance,
  opts: {
    listen: Database['listen'];
    heartbeatMs?: number;
    /** Runs on each event before any screen hears of it (a screen that reads again must find the change). */
    onEvent?: (event: LiveEvent) => void;
  },
) {
  const clients = new Set<Client>();
  const unlisten = await opts.listen(EVENTS_CHANNEL, (payload) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    opts.onEvent?.(event);
    const line = `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
    for (const c of clients) if (eventVisibleTo(c.user, event)) c.write(line);
  });
  // A revoked session (logout, password change, user removed) ends its streams at once.
  const unlistenSessions = await opts.listen(SESSION_CHANNEL, (message) => {
    for (const c of clients) {
      if (
        message === '*' ||
        message === `token:${c.tokenHash}` ||
        (message.startsWith('user:') && Number(message.slice(5)) === c.user.id)
      ) {
        c.end();
      }
    }
  });
  app.addHook('onClose', async () => {
    for (const c of clients) c.end();
    await unlisten();
    await unlistenSessions();
  });

  app.get(
    '/events',
    { config: { access: 'authenticated' }, schema: { tags: ['events'], hide: true } },
    async (req, reply) => {
      const session = req.session;
      if (!session) return reply.code(401).send();
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write('retry: 3000\n: conectado\n\n');
      const client: Client = {
        user: session.user,
        tokenHash: session.tokenHash,
        write: (c) => res.write(c),
        end: () => res.end(),
      };
      clients.add(client);
      const heartbeat = setInterval(() => {
        res.write(': ping\n\n');
      }, opts.heartbeatMs ?? 25_000);
      const close = () => {
        clearInterval(heartbeat);
        clients.delete(client);
      };
      req.raw.on('close', close);
      res.on('close', close);
    },
  );
}
