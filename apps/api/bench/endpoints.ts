import { PER_PAGE } from '../src/lib/list';
import type { Db } from '../src/db/client';
import { listResales } from '../src/modules/resales/service';
import { userPayload } from '../src/modules/session/service';
import { listEmployees } from '../src/modules/employees/service';
import { listUsers } from '../src/modules/users/service';
import type { Actor } from '../src/lib/context';
import type { Samples } from './datasets';

export interface BenchContext {
  db: Db;
  /** Bearer token of the admin, signed in once. */
  token: string;
  adminId: number;
  login: { login: string; password: string };
  samples: Samples;
}

export interface Endpoint {
  /** Short name for --only. */
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path and query string; the table shows it decoded. */
  path(ctx: BenchContext): string;
  body?(ctx: BenchContext): unknown;
  /** Sent without the Authorization header. */
  public?: boolean;
  /** A fixed number of connections instead of --connections, with the reason shown in the table. */
  connections?: { n: number; why: string };
  /** p95 limit in ms; judged only at `connections` when given. */
  target?: { p95Ms: number; connections?: number };
  /** The same work on the database alone (the service call the handler makes), timed call by call. */
  dbOnly?(ctx: BenchContext): Promise<unknown>;
}

const page1 = { page: 1, perPage: PER_PAGE } as const;

/** The signed-in admin, as the services take it. */
const adminActor = (ctx: BenchContext): Actor => ({
  user: { id: ctx.adminId, email: 'admin@demo.com.br', phone: null, role: 'admin', employee: null, resale_ids: [] },
  ip: null,
});

/** Endpoints measured by `npm run bench`. Later areas append theirs (customers, sales, reports, …). */
export const ENDPOINTS: Endpoint[] = [
  {
    name: 'health',
    method: 'GET',
    path: () => '/api/health',
    public: true,
  },
  {
    name: 'sign_in',
    method: 'POST',
    path: () => '/api/users/sign_in',
    body: (ctx) => ({ user: ctx.login }),
    public: true,
    // argon2id is CPU-bound on purpose: more connections than cores only queue up.
    connections: { n: 2, why: 'argon2, CPU-bound' },
    target: { p95Ms: 100 },
  },
  {
    name: 'current',
    method: 'GET',
    path: () => '/api/users/current',
    dbOnly: (ctx) => userPayload(ctx.db, ctx.adminId),
  },
  {
    name: 'resales',
    method: 'GET',
    path: () => '/api/resales?page=1',
    target: { p95Ms: 20, connections: 16 },
    dbOnly: (ctx) => listResales(ctx.db, {}, page1),
  },
  {
    name: 'resales_search',
    method: 'GET',
    path: (ctx) => `/api/resales?query=${encodeURIComponent(ctx.samples.resaleQuery ?? '')}`,
    target: { p95Ms: 20, connections: 16 },
    dbOnly: (ctx) => listResales(ctx.db, { query: ctx.samples.resaleQuery }, page1),
  },
  {
    name: 'employees',
    method: 'GET',
    path: () => '/api/employees?page=1',
    target: { p95Ms: 25, connections: 16 },
    dbOnly: (ctx) => listEmployees(ctx.db, adminActor(ctx), {}, page1),
  },
  {
    name: 'employees_search',
    method: 'GET',
    path: (ctx) => `/api/employees?query=${encodeURIComponent(ctx.samples.employeeQuery ?? '')}`,
    target: { p95Ms: 25, connections: 16 },
    dbOnly: (ctx) => listEmployees(ctx.db, adminActor(ctx), { query: ctx.samples.employeeQuery }, page1),
  },
  {
    name: 'users',
    method: 'GET',
    path: () => '/api/users?page=1',
    target: { p95Ms: 25, connections: 16 },
    dbOnly: (ctx) => listUsers(ctx.db, adminActor(ctx), {}, page1),
  },
];
