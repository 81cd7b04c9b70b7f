import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The demo units by name. */
export async function demoUnits(t: TestContext): Promise<{ centro: number; valinhos: number }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/resales', headers: await t.as('admin') });
  const units = res.json() as { id: number; name: string }[];
  const id = (suffix: string) => units.find((u) => u.name.endsWith(suffix))!.id;
  return { centro: id('Centro'), valinhos: id('Valinhos') };
}

/** A call as the demo admin; `url` below /api. */
export function adminCaller(t: TestContext) {
  return async (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `/api${url}`, headers: await t.as('admin'), payload: payload as object });
}

/** Every call answers 403 to attendants and deliverers (admin-only registers). */
export async function expectStaffForbidden(t: TestContext, calls: [Method, string, unknown?][]): Promise<void> {
  for (const role of ['attendant', 'deliverer'] as const) {
    const headers = await t.as(role);
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url: `/api${url}`, headers, payload: payload as object });
      expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      expect(res.json().error).toBeTruthy();
    }
  }
}

/** Wrong shapes and malformed JSON posted to `url` get a 4xx, never a 500, and write nothing. */
export async function expectBadInputRefused(
  t: TestContext,
  url: string,
  wrapper: string,
  count: () => Promise<number>,
): Promise<void> {
  const before = await count();
  const headers = await t.as('admin');
  for (const payload of [{ name: 'x' }, { [wrapper]: null }, { [wrapper]: { id: 'x', resale_ids: 'a' } }, [], 'x']) {
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  }
  const bad = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: `{"${wrapper}":`,
  });
  expect(bad.statusCode).toBe(400);
  expect(await count()).toBe(before);
}
