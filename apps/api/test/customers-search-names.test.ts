import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { likePattern } from '../src/lib/search';
import { type TestContext, createTestContext } from './helpers';
import { adminCaller, demoUnits } from './registers-helpers';

// The customer list's search by name of 5 characters or more reads the distinct names of customer_names
// (kept by the triggers of 0016) through customer_names_search_grams_idx (0023), then the customers of those
// names. Its pages and count must equal the direct search of the customers after every kind of write.

let t: TestContext;
let centro: number;
let valinhos: number;
let call: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos } = await demoUnits(t));
  call = adminCaller(t);
});
afterAll(async () => t?.close());

async function make(name: string, resale_id = centro): Promise<number> {
  const res = await call('POST', '/customers', { customer: { name, resale_id } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** The search as specified: customers whose name contains the text (accents and case ignored), by name and id. */
async function expected(text: string, units?: number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from customers where f_unaccent(lower(name)) like f_unaccent(lower(${likePattern(text.trim())}))
        ${units ? sql`and resale_id = any(${`{${units.join(',')}}`}::int[])` : sql``}
        order by name, id`,
  );
  return rows.map((r) => r.id);
}

async function expectExact(param: 'by_name' | 'query', text: string, resale?: number) {
  const all = await expected(text, resale ? [resale] : undefined);
  for (let page = 1; page <= Math.max(1, Math.ceil(all.length / 25)) + 1; page++) {
    const res = await call(
      'GET',
      `/customers?${param}=${encodeURIComponent(text)}&page=${page}${resale ? `&resale_id=${resale}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta.total, `${param}=${text} page ${page}`).toBe(all.length);
    expect(body.data.map((c: { id: number }) => c.id)).toEqual(all.slice((page - 1) * 25, page * 25));
  }
  return all;
}

describe('customer search by name through customer_names', () => {
  it('equals the direct search after creations, renames and deletions', async () => {
    // Many customers sharing a few names, in two units, with accents in some.
    for (let i = 0; i < 30; i++)
      await make(i % 3 ? 'Raimunda Lacerda' : 'Raimunda Lacérda Neto', i % 2 ? centro : valinhos);
    const other = await make('Lacerda Raimundo');
    expect((await expectExact('by_name', 'raimunda lacerda')).length).toBe(30);
    await expectExact('by_name', 'RAIMUNDA LACÉRDA NETO');
    await expectExact('by_name', 'lacerda', centro);
    await expectExact('query', 'raimunda lac');
    await expectExact('by_name', 'lacerda raimund');
    // A renamed customer is found by its new name only (customer_names keeps the old one, which no longer
    // matches it); a name no customer had before is found at once.
    const [renamed] = await expected('raimunda lacerda neto');
    let res = await call('PATCH', `/customers/${renamed}`, { customer: { name: 'Zuleica Nova Lacerda' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await expectExact('by_name', 'zuleica nova')).toEqual([renamed]);
    expect(await expectExact('by_name', 'raimunda lacerda')).not.toContain(renamed);
    await expectExact('by_name', 'nova lacerda');
    // Renamed back to a name others have.
    res = await call('PATCH', `/customers/${renamed}`, { customer: { name: 'Raimunda Lacerda' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await expectExact('by_name', 'zuleica nova')).toEqual([]);
    expect(await expectExact('by_name', 'raimunda lacerda')).toContain(renamed);
    // Deleted customers leave their name in customer_names and are not found.
    expect((await call('DELETE', `/customers/${other}`)).statusCode).toBe(204);
    expect(await expectExact('by_name', 'lacerda raimundo')).toEqual([]);
    await expectExact('by_name', 'lacerda');
  });

  it('combines with the other filters and the unit', async () => {
    const a = await make('Teodora Quintanilha');
    await make('Teodora Quintanilha', valinhos);
    await call('PATCH', `/customers/${a}`, { customer: { contacted: 'dont_need' } });
    const res = await call('GET', '/customers?by_name=teodora quint&status=dont_need');
    expect(res.json().data.map((c: { id: number }) => c.id)).toEqual([a]);
    expect(res.json().meta.total).toBe(1);
    await expectExact('by_name', 'teodora quint', valinhos);
  });
});
