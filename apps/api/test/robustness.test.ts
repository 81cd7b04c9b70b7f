import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { type TestContext, createTestContext } from './helpers';

/**
 * Bad input never gets a 500 and never writes anything: every API route, present and future, is fed
 * malformed JSON, wrong shapes, wrong types and impossible ids, as an admin (who passes every guard).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const BODIES: (string | object)[] = [
  '{"broken": ',
  '[]',
  '"text"',
  '{}',
  { x: { y: 1 } },
  { resale: 'x', user: 1, customer: [], sale: null },
  { id: 'abc', status: 'nope', sale_ids: 'x', receivable_ids: [{}], quantity: -1, page: 'x' },
];
const PARAMS = ['abc', '0', '-1', '999999999', '1.5', '%27%3B--', 'null'];

async function snapshot(): Promise<string> {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`select (select count(*) from audit_logs)::int + (select count(*) from resales)::int + (select count(*) from users)::int as n`,
  );
  return JSON.stringify(rows);
}

describe('every API route', () => {
  it('answers 4xx (never 5xx) to garbage and writes nothing', async () => {
    const headers = await t.as('admin');
    // The live-events stream never ends by design; it has its own test (events.test.ts).
    const routes = t.app.apiRoutes.filter(
      (r) => !r.url.includes('/logout') && !r.url.includes('/refresh') && r.url !== '/api/events',
    );
    expect(routes.length).toBeGreaterThan(10);
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of routes) {
      for (const param of PARAMS) {
        const url = route.url.replace(/:[a-z_]+/g, param);
        const bodies = ['GET', 'DELETE'].includes(route.method) ? [undefined] : BODIES;
        for (const body of bodies) {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: `${url}${route.method === 'GET' ? '?page=abc&date=31/02/2026&resale_id=x&per_page=-3' : ''}`,
            headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
            payload: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
          });
          if (res.statusCode >= 500)
            failures.push(`${route.method} ${url} ${JSON.stringify(body)} → ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // DELETE with an impossible id deletes nothing; creates with garbage create nothing.
    expect(await snapshot()).toBe(before);
  }, 120_000);
});
