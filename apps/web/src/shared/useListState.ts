import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

const storageKey = (key: string) => `ability:list:${key}`;

export interface ListState<F extends Record<string, string | undefined>> {
  values: F;
  page: number;
  set(patch: Partial<F> & { page?: number }): void;
  reset(): void;
}

/**
 * A list's filters, search and page live in the URL (they survive reload and Back) and are remembered
 * for the session, so leaving the list and coming back finds them as they were.
 * `defaults` are what a filter is when absent, and what `reset` goes back to (e.g. today's date range).
 */
export function useListState<F extends Record<string, string | undefined>>(key: string, defaults: F): ListState<F> {
  const [params, setParams] = useSearchParams();

  // Restored filters apply from the first render, so nothing typed meanwhile is overwritten.
  const pending = useRef(params.size === 0 ? sessionStorage.getItem(storageKey(key)) : null);
  if (pending.current !== null && params.toString() === pending.current) pending.current = null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the list opens
  useEffect(() => {
    if (pending.current) setParams(new URLSearchParams(pending.current), { replace: true });
  }, [key]);

  const serialized = pending.current ?? params.toString();
  useEffect(() => {
    // Back to the defaults (a search erased, a filter cleared) is remembered too.
    if (serialized) sessionStorage.setItem(storageKey(key), serialized);
    else sessionStorage.removeItem(storageKey(key));
  }, [key, serialized]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: defaults is a literal at the call site, compared by content
  const values = useMemo(() => {
    const out: Record<string, string | undefined> = { ...defaults };
    for (const [k, v] of new URLSearchParams(serialized)) if (k !== 'page') out[k] = v;
    return out as F;
  }, [serialized, JSON.stringify(defaults)]);

  const page = Math.max(1, Number(new URLSearchParams(serialized).get('page') ?? 1) || 1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: defaults compared by content
  const set = useCallback(
    (patch: Partial<F> & { page?: number }) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (k === 'page') continue;
          if (v === undefined || v === null || v === '' || v === defaults[k]) next.delete(k);
          else next.set(k, String(v));
        }
        // Changing a filter goes back to the first page.
        if (patch.page && patch.page > 1) next.set('page', String(patch.page));
        else next.delete('page');
        return next;
      });
    },
    [setParams, JSON.stringify(defaults)],
  );

  const reset = useCallback(() => {
    pending.current = null;
    sessionStorage.removeItem(storageKey(key));
    setParams(new URLSearchParams());
  }, [key, setParams]);

  return { values, page, set, reset };
}
