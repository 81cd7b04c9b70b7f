import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Live events from the server (GET /api/events, server-sent events over LISTEN/NOTIFY). One stream
 * per tab, opened while some screen listens and closed when none does; the browser reconnects by
 * itself after a network drop (the server asks for a 3 s retry).
 */
type Handler = (data: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
let source: EventSource | null = null;
const attached = new Set<string>();

function ensureSource(): EventSource {
  if (!source) {
    source = new EventSource('/api/events', { withCredentials: true });
    attached.clear();
  }
  for (const type of handlers.keys()) {
    if (attached.has(type)) continue;
    attached.add(type);
    source.addEventListener(type, (e) => {
      let data: unknown;
      try {
        data = JSON.parse((e as MessageEvent<string>).data);
      } catch {
        return;
      }
      for (const h of handlers.get(type) ?? []) h(data);
    });
  }
  return source;
}

function release(): void {
  const listening = [...handlers.values()].some((set) => set.size > 0);
  if (!listening && source) {
    source.close();
    source = null;
    attached.clear();
  }
}

/** Calls `handler` with the data of every live event of `type` while the component is mounted. */
export function useLiveEvent<T = unknown>(type: string, handler: (data: T) => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const h: Handler = (data) => latest.current(data as T);
    let set = handlers.get(type);
    if (!set) {
      set = new Set();
      handlers.set(type, set);
    }
    set.add(h);
    ensureSource();
    return () => {
      set.delete(h);
      release();
    };
  }, [type, enabled]);
}

/** A function that reads `queryKey` again, at most once every 300 ms: for live events, which come in bursts. */
export function useThrottledRefresh(queryKey: QueryKey): () => void {
  const qc = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  return () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      qc.invalidateQueries({ queryKey });
    }, 300);
  };
}
