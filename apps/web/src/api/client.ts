/** The one way the web app talks to the API: JSON, the session cookie, typed errors. */

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: unknown,
  ) {
    super(
      typeof body === 'object' && body && 'error' in body && typeof (body as { error: unknown }).error === 'string'
        ? (body as { error: string }).error
        : `HTTP ${status}`,
    );
  }

  /** A 422 field-keyed body, when this is one. */
  get fieldErrors(): FieldErrors | null {
    if (this.status !== 422 || !this.body || typeof this.body !== 'object' || Array.isArray(this.body)) return null;
    return this.body as FieldErrors;
  }
}

export interface ListPage<T> {
  rows: T[];
  total: number;
  perPage: number;
  headers: Headers;
}

type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export function toSearch(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
    else params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

let onUnauthorized: (() => void) | null = null;
/** The shell registers what to do when the session ends (go to /login). */
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn;
}

export interface RequestOptions {
  method?: string;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  /** Do not treat 401 as "session ended" (sign-in, current user). */
  allow401?: boolean;
  signal?: AbortSignal;
}

async function raw(path: string, opts: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`/api${path}${toSearch(opts.query)}`, {
    method: opts.method ?? 'GET',
    headers,
    body,
    credentials: 'same-origin',
    signal: opts.signal,
  });
  if (!res.ok) {
    let data: unknown = null;
    try {
      data = await res.json();
    } catch {
      /* not JSON */
    }
    if (res.status === 401 && !opts.allow401) onUnauthorized?.();
    throw new ApiError(res.status, data);
  }
  return res;
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await raw(path, opts);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A list answered as an array with Total/Per-Page headers, or as {data, meta}. */
export async function apiList<T>(path: string, opts: RequestOptions = {}): Promise<ListPage<T>> {
  const res = await raw(path, opts);
  const body = (await res.json()) as T[] | { data: T[]; meta?: { total?: number; per_page?: number } };
  const rows = Array.isArray(body) ? body : body.data;
  const meta = Array.isArray(body) ? undefined : body.meta;
  return {
    rows,
    total: Number(res.headers.get('Total') ?? meta?.total ?? rows.length),
    perPage: Number(res.headers.get('Per-Page') ?? meta?.per_page ?? rows.length),
    headers: res.headers,
  };
}

/** URL of a list's export with the same filters (the whole filtered result). */
export function exportUrl(path: string, query: Query, format: 'csv' | 'xlsx'): string {
  const { page: _page, ...rest } = query;
  return `/api${path}${toSearch({ ...rest, format })}`;
}

/** A fresh key for a create call, so a double click or a retry makes one record. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
