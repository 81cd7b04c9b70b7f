import type { Db } from '../src/db/client';

/** The bench's shapes: datasets and endpoints (their lists are in datasets.ts and endpoints.ts). */
export const SIZES = ['small', 'medium', 'large'] as const;
export type Size = (typeof SIZES)[number];

/** Values the endpoints use to build realistic requests (a name fragment to search, an id, …). */
export type Samples = Record<string, string>;

export interface Dataset {
  name: string;
  /** Rows created per size: keep `small` fast enough for a run under five minutes on two cores. */
  rows: Record<Size, number>;
  /** Bulk SQL (insert … select generate_series) creating `count` rows; returns samples for the endpoints. */
  generate(db: Db, count: number): Promise<Samples | undefined>;
}

export interface BenchContext {
  db: Db;
  /** Bearer token of the admin, signed in once. */
  token: string;
  adminId: number;
  login: { login: string; password: string };
  samples: Samples;
}

export interface Endpoint<I = unknown> {
  /** Short name for --only. */
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path and query string; the table shows it decoded. */
  path(ctx: BenchContext): string;
  /**
   * Inputs varied per request, drawn from the dataset once per run: requests (and db-only calls) take
   * them in turn, each given to `body` and `dbOnly`. Without it every request is the same.
   */
  inputs?(ctx: BenchContext): Promise<I[]>;
  body?(ctx: BenchContext, input: I): unknown;
  /** Each request carries an Idempotency-Key of its own, as the web app's forms send one. */
  idempotencyKey?: boolean;
  /** Sent without the Authorization header. */
  public?: boolean;
  /** Request headers besides the browser's Accept-Encoding and the Authorization. */
  headers?: Record<string, string>;
  /** A fixed number of connections instead of --connections, with the reason shown in the table. */
  connections?: { n: number; why: string };
  /**
   * What the line must meet, judged only at `connections` when given: a p95 limit in ms, at most
   * `apiOverhead` (0.3 = 30%) over the db-only p95, at least `minRps` requests per second.
   */
  target?: { p95Ms?: number; apiOverhead?: number; minRps?: number; connections?: number };
  /** What sets the line apart from another on the same request, shown in the table's endpoint column. */
  note?: string;
  /**
   * Run before the line (its HTTP and its db-only part) and after it, from the bench's own connection
   * (PostgreSQL only: the line is skipped on an embedded database), e.g. a trigger disabled for the line.
   */
  around?: { before(db: Db): Promise<unknown>; after(db: Db): Promise<unknown> };
  /** The same work on the database alone (the service call the handler makes), timed call by call at the line's concurrency. */
  dbOnly?(ctx: BenchContext, input: I): Promise<unknown>;
}
