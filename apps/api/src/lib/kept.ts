import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES, acceptedEncoding, compressBody } from '../plugins/compress';

/** A reply kept in memory: its JSON bytes and the headers that go with them. */
export interface KeptReply {
  body: Buffer;
  headers: Record<string, string>;
}

type Encoding = 'br' | 'gzip' | 'identity';

export interface KeptEntry {
  generation: number;
  at: number;
  reply: Promise<KeptReply>;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/**
 * Large list replies that many screens ask for again and again while nothing in them changes (the stock
 * screen's whole unit, the entries of a month with their summary, a page of sales with its summaries, which
 * every open home screen reads again on each sale's live event), kept in memory with their compressed
 * forms. A kept reply is dropped when:
 * - a transaction that changed what it shows commits: table triggers NOTIFY a channel, which every server
 *   process hears (`invalidate` on the channel's messages);
 * - a write request of this process has answered (app.ts), so its own users read their change at once,
 *   before the notification arrives;
 * - `ttlMs` has passed, in case a notification is lost with its connection.
 * A reply whose read overlapped one of these is not kept. Keys hold the units the user may see, so users
 * of different units never share a reply.
 *
 * `serveStale` (figures that move slowly and cost a long read, like a unit's VIP cut): a dropped entry is
 * still answered, once, while its read again runs in the background (one at a time per key), so no reader
 * waits on that read after a change; the new figures are answered as soon as that read ends. Only an entry
 * older than `ttlMs`, or none, is waited for.
 */
export function createKeptReplies(ttlMs: number, maxEntries = 32, opts: { serveStale?: boolean } = {}) {
  const entries = new Map<string, KeptEntry>();
  /** serveStale: the keys being read again in the background. */
  const refreshing = new Set<string>();
  let generation = 0;
  const keep = (key: string, entry: KeptEntry) => {
    // Most recently used last: the first key is the one to evict.
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };
  const read = (key: string, load: () => Promise<KeptReply>, now: number): KeptEntry => {
    const started = generation;
    const entry: KeptEntry = { generation: started, at: now, reply: load(), encoded: new Map() };
    entry.reply.then(
      () => {
        // A read that overlapped a change is not kept as current (serveStale: kept, and read again when asked).
        if (generation !== started && entries.get(key) === entry && !opts.serveStale) entries.delete(key);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  };
  return {
    /** The reply of `key`, read by `load` unless a current one is kept (`fresh`: read again, and kept). */
    get(key: string, load: () => Promise<KeptReply>, fresh = false): KeptEntry {
      const now = Date.now();
      const hit = entries.get(key);
      if (!fresh && hit && now - hit.at < ttlMs) {
        if (hit.generation === generation) {
          keep(key, hit);
          return hit;
        }
        if (opts.serveStale) {
          if (!refreshing.has(key)) {
            refreshing.add(key);
            const next = read(key, load, now);
            next.reply.then(
              () => {
                if (entries.get(key) === hit) keep(key, next);
              },
              () => undefined,
            );
            void next.reply.finally(() => refreshing.delete(key)).catch(() => undefined);
          }
          return hit;
        }
      }
      const entry = read(key, load, now);
      keep(key, entry);
      return entry;
    },
    /** The reply's body in an encoding, compressed once. */
    encoded(entry: KeptEntry, encoding: Encoding): Promise<Buffer> {
      let body = entry.encoded.get(encoding);
      if (!body) {
        body = entry.reply.then((r) => (encoding === 'identity' ? r.body : compressBody(r.body, encoding)));
        entry.encoded.set(encoding, body);
      }
      return body;
    },
    invalidate(): void {
      generation++;
      if (!opts.serveStale) entries.clear();
    },
  };
}

export type KeptReplies = ReturnType<typeof createKeptReplies>;

/** `Cache-Control: no-cache` (a browser's hard reload): answered from a fresh read, which is then kept. */
export const wantsFresh = (req: FastifyRequest) => /\bno-cache\b/i.test(String(req.headers['cache-control'] ?? ''));

/** A small figure (JSON) kept as a reply is: `load`'s value, read again after the same changes. */
export async function keptValue<T>(kept: KeptReplies, key: string, load: () => Promise<T>, fresh: boolean): Promise<T> {
  const entry = kept.get(key, async () => ({ body: Buffer.from(JSON.stringify(await load())), headers: {} }), fresh);
  return JSON.parse((await entry.reply).body.toString()) as T;
}

/**
 * Sends the kept reply of `key` (read by `load` if none is kept), compressed if the client accepts it. A
 * request with `Cache-Control: no-cache` (a browser's hard reload) is answered from a fresh read.
 */
export async function sendKept(
  req: FastifyRequest,
  reply: FastifyReply,
  kept: KeptReplies,
  key: string,
  load: () => Promise<KeptReply>,
) {
  const entry = kept.get(key, load, wantsFresh(req));
  const { body, headers } = await entry.reply;
  const accepted = acceptedEncoding(req.headers['accept-encoding']);
  const encoding = accepted && body.length >= COMPRESS_MIN_BYTES ? accepted : 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  return reply
    .header('vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8')
    .send(await kept.encoded(entry, encoding));
}

/** NOTIFY channels of the kept replies, sent by table triggers (0025_kept_replies.sql). */
export const KEPT_CHANNELS = {
  /** Any change to products: the stock screen. */
  products: 'ability_products',
  /** Entries, their items, and the names they show (supplier, unit, product): the entries list. */
  productEntries: 'ability_product_entries',
  /** Sales, their items and payments, and the names and contacts they show: the sales list. */
  sales: 'ability_sales',
} as const;

/** Drops `kept`'s replies whenever `channel` is notified, for as long as `app` runs. */
export async function dropOnNotify(
  app: { addHook(name: 'onClose', hook: () => Promise<void>): unknown },
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>,
  channel: string,
  kept: KeptReplies,
): Promise<void> {
  const unlisten = await listen(channel, () => kept.invalidate());
  app.addHook('onClose', async () => unlisten());
}
