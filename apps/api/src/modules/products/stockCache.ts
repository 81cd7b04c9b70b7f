import { compressBody } from '../../plugins/compress';

/** The NOTIFY channel on which every change to products announces itself (0025_products_changed.sql). */
export const PRODUCTS_CHANNEL = 'ability_products';

export interface StockList {
  total: number;
  json: string;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  generation: number;
  at: number;
  list: Promise<StockList>;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/**
 * The stock screen's whole-unit lists (GET /products?per_page=all), kept in memory with their compressed
 * forms: several people keep /estoque open and press 'Atualizar', and each list is thousands of products.
 *
 * A kept list is dropped when:
 * - any transaction that changed products commits (the trigger's NOTIFY, heard by every server process);
 * - a write request of this process has answered (so its own users read their change at once, before the
 *   notification arrives);
 * - `ttlMs` has passed (in case a notification is lost with its connection).
 * A list whose read overlapped one of these is not kept. The key holds the units the user may see, so
 * users of different units never share a list.
 */
export function createStockListCache(ttlMs: number, maxEntries = 32) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    /** The list of `key`, read by `load` unless a current one is kept. */
    get(key: string, load: () => Promise<StockList>): Entry {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.generation === generation && now - hit.at < ttlMs) {
        // Most recently used last: the first key is the one to evict.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const started = generation;
      const entry: Entry = { generation: started, at: now, list: load(), encoded: new Map() };
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      entry.list.then(
        () => {
          if (generation !== started && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry;
    },
    /** The list's body as bytes, written (and compressed) once per encoding. */
    async encoded(entry: Entry, encoding: Encoding): Promise<Buffer> {
      let body = entry.encoded.get(encoding);
      if (!body) {
        body = entry.list.then((l) =>
          encoding === 'identity' ? Buffer.from(l.json, 'utf8') : compressBody(l.json, encoding),
        );
        entry.encoded.set(encoding, body);
      }
      return body;
    },
    invalidate(): void {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type StockListCache = ReturnType<typeof createStockListCache>;
