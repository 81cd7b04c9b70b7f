import { type QueryKey, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList } from './client';
import type { components } from './schema.gen';

/** A unit as the registers answer it (`resales`) and as their `options` call lists it. */
export type UnitRef = components['schemas']['UnitRef'];

/** What every register that belongs to units (`resale_ids`) has. */
export interface UnitsRecord {
  id: number;
  resales: UnitRef[];
  resale_ids: number[];
}

export interface RegisterListQuery {
  page?: number;
  query?: string;
  resale_id?: number;
}

export interface SaveVariables<I> {
  body: I;
  /** Create only: a key per attempt, so a double click or a retry makes one record. */
  idempotencyKey?: string;
}

export interface RegisterHooksOptions {
  /** API path: '/vehicles'; also the root of the query keys. */
  path: string;
  /** The body's wrapper on POST/PATCH: { vehicle: … }. */
  wrapper: string;
  /** Other queries a save or a delete changes (the session, another register's options). */
  alsoInvalidate?: { onSave?: QueryKey[]; onDelete?: QueryKey[] };
  /** How long the `options` call stays fresh (ms). */
  optionsStaleTime?: number;
}

/**
 * The query hooks of a register: GET list (array + Total/Per-Page), GET one, GET options (registers
 * kept in units), POST/PATCH wrapped in `wrapper`, DELETE.
 * Keys: `all`, `lists`, `list(q)`, `detail(id)`, `options`; mutations invalidate what they change.
 */
export function registerHooks<R extends { id: number }, I, O = { resales: UnitRef[] }>(opts: RegisterHooksOptions) {
  const { path, wrapper, alsoInvalidate } = opts;
  const keys = {
    all: [path] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (q: RegisterListQuery) => [...keys.lists(), q] as const,
    detail: (id: number) => [...keys.all, 'detail', id] as const,
    options: () => [...keys.all, 'options'] as const,
  };
  const invalidate = (qc: ReturnType<typeof useQueryClient>, extra: QueryKey[] = []) => {
    for (const queryKey of extra) qc.invalidateQueries({ queryKey });
  };

  return {
    keys,
    useList: (q: RegisterListQuery) =>
      useQuery({
        queryKey: keys.list(q),
        queryFn: () => apiList<R>(path, { query: { ...q } }),
        placeholderData: keepPreviousData,
      }),
    useOne: (id: number | undefined) =>
      useQuery({ queryKey: keys.detail(id ?? 0), queryFn: () => api<R>(`${path}/${id}`), enabled: !!id }),
    /** `enabled` false: a list without the unit filter (the units themselves) never asks. */
    useOptions: (enabled = true) =>
      useQuery({
        queryKey: keys.options(),
        queryFn: () => api<O>(`${path}/options`),
        staleTime: opts.optionsStaleTime,
        enabled,
      }),
    useSave: (id?: number) => {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: ({ body, idempotencyKey }: SaveVariables<I>) =>
          id
            ? api<R>(`${path}/${id}`, { method: 'PATCH', body: { [wrapper]: body } })
            : api<R>(path, {
                method: 'POST',
                body: { [wrapper]: body },
                headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
              }),
        onSuccess: (saved) => {
          // A save can change other rows too (one default payment method per unit): refresh the lists.
          qc.invalidateQueries({ queryKey: keys.lists() });
          qc.setQueryData(keys.detail(saved.id), saved);
          invalidate(qc, alsoInvalidate?.onSave);
        },
      });
    },
    useDelete: () => {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: (recordId: number) => api<void>(`${path}/${recordId}`, { method: 'DELETE' }),
        onSuccess: () => {
          qc.invalidateQueries({ queryKey: keys.all });
          invalidate(qc, alsoInvalidate?.onDelete);
        },
      });
    },
  };
}

export type RegisterHooks<R extends { id: number }, I, O = { resales: UnitRef[] }> = ReturnType<
  typeof registerHooks<R, I, O>
>;
