import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import type { CepClient, CepResult } from '../src/modules/cep/client';
import { fillTemplate, onServer } from './templateDb';
import type { SefazTarget } from '../src/modules/fiscal/sefaz/target';
import type { NuvemFiscalEndpoints } from '../src/modules/fiscal/nuvem/client';

export const DEMO_LOGINS = {
  admin: 'admin@demo.com.br',
  attendant: 'atendente@demo.com.br',
  deliverer: 'entregador@demo.com.br',
} as const;
export type DemoRole = keyof typeof DEMO_LOGINS;

/** A stub of the postal-code service: known CEPs answer, others are "not found". */
export function stubCep(known: Record<string, CepResult> = {}): CepClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async lookup(cep) {
      calls.push(cep);
      if (cep.replace(/\D/g, '') === '99999999') throw new Error('service down');
      return known[cep.replace(/\D/g, '')] ?? null;
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  cep: ReturnType<typeof stubCep>;
  /** Bearer headers of a demo user. */
  as(role: DemoRole): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's URL, for a server process of its own (undefined on PGlite). */
  url: string | undefined;
  /** Closes the connections and drops the PostgreSQL database. */
  close(): Promise<void>;
}

/**
 * A fresh, migrated database with the demo data: a copy of the run's template (templateDb.ts) — PGlite in
 * memory by default, a new PostgreSQL database from TEST_DATABASE_URL when the project runs with
 * TEST_DB=postgres. Without a template (a file run outside the projects), it is migrated and seeded here.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  let database: Database;
  let dbUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  let fromTemplate = false;
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const name = `ability_t_${crypto.randomBytes(6).toString('hex')}`;
    const template = inject('postgresTemplate');
    await onServer(url, async (c) => {
      // Copies of one template may not start at the same instant ("source database is being accessed").
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
          return;
        } catch (e) {
          if (!template || attempt >= 50 || !/being accessed by other users/.test(String(e))) throw e;
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
        }
      }
    });
    fromTemplate = Boolean(template);
    const u = new URL(url);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    dropDb = () => onServer(url, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
    try {
      database = await openPostgres(dbUrl, 5);
    } catch (e) {
      await dropDb();
      throw e;
    }
  } else {
    const template = inject('pgliteTemplate');
    database = await openPglite(undefined, template ? new Blob([fs.readFileSync(template)]) : undefined);
    fromTemplate = Boolean(template);
  }
  const close = async () => {
    try {
      await database.close();
    } finally {
      await dropDb?.();
    }
  };
  if (!fromTemplate) {
    try {
      await fillTemplate(database);
    } catch (e) {
      await close();
      throw e;
    }
  }
  return { database, url: dbUrl, close };
}

/** A fresh database (createTestDatabase) and the real app over it. */
export async function createTestContext(
  options: {
    cep?: Record<string, CepResult>;
    config?: Partial<Config>;
    sefaz?: SefazTarget;
    nuvemFiscal?: NuvemFiscalEndpoints;
    whatsappNotify?: { retryDelayMs?: number; intervalMs?: number };
  } = {},
): Promise<TestContext> {
  const { database, close: closeDatabase } = await createTestDatabase();
  const cep = stubCep(options.cep);
  const app = await buildApp({
    config: { ...loadConfig({}), edition: undefined, ...options.config },
    database,
    cep,
    signInLimit: 1000,
    // TEST_LOG=error shows the server's log (a 500's cause) beside the failing test.
    ...(process.env.TEST_LOG ? { logger: { level: process.env.TEST_LOG } } : {}),
    ...(options.sefaz ? { sefaz: options.sefaz } : {}),
    ...(options.nuvemFiscal ? { nuvemFiscal: options.nuvemFiscal } : {}),
    ...(options.whatsappNotify ? { whatsappNotify: options.whatsappNotify } : {}),
  });
  await app.ready();
  const tokens = new Map<string, string>();
  return {
    app,
    database,
    cep,
    async as(role) {
      let token = tokens.get(role);
      if (!token) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/users/sign_in',
          payload: { user: { login: DEMO_LOGINS[role], password: DEMO_PASSWORD } },
        });
        expect(res.statusCode).toBe(200);
        token = String(res.headers.authorization).replace('Bearer ', '');
        tokens.set(role, token);
      }
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      await app.close();
      await closeDatabase();
    },
  };
}

/** Asserts a 422 whose body names the given fields. */
export function expect422(res: LightMyRequestResponse, fields: string[]): Record<string, string[]> {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json() as Record<string, string[]>;
  for (const f of fields) {
    expect(body, `expected an error on ${f}: ${res.body}`).toHaveProperty([f]);
    expect(Array.isArray(body[f])).toBe(true);
  }
  return body;
}

/** A balanced cash sale of `quantity` × `product_id` at `price` in a unit, paid with `method_id` (plus `extra` fields). */
export function cashSaleBody(
  ref: { resale_id: number; product_id: number; method_id: number },
  extra: Record<string, unknown> = {},
  quantity = 1,
  price = 11000,
) {
  return {
    sale: {
      resale_id: ref.resale_id,
      items_attributes: [{ product_id: ref.product_id, quantity, price_cents: price }],
      payments_attributes: [{ payment_method_id: ref.method_id, value_cents: quantity * price }],
      ...extra,
    },
  };
}

/**
 * What `read` gives once it equals `want`, retried for up to `withinMs`: for replies kept in memory after a write by
 * plain SQL (another server process's write), which they show when its NOTIFY arrives (lib/kept.ts).
 */
export async function eventually<T>(read: () => Promise<T>, want: T, withinMs = 5000): Promise<T> {
  let got = await read();
  const until = Date.now() + withinMs;
  while (Date.now() < until && JSON.stringify(got) !== JSON.stringify(want)) {
    await new Promise((r) => setTimeout(r, 50));
    got = await read();
  }
  return got;
}
