// A save and a delete of the same record at the same instant (two people on the same screen): one of
// them goes through, the other answers a 404 or a 409 — never a 500 (they used to deadlock on PostgreSQL,
// taking the record's and its address's locks in opposite orders).
import { ERRORS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { errorsPlugin } from '../src/plugins/errors';
import { type TestContext, createTestContext } from './helpers';
import { adminCaller, demoUnits } from './registers-helpers';

let t: TestContext;
let call: ReturnType<typeof adminCaller>;
let centro: number;

beforeAll(async () => {
  t = await createTestContext();
  call = adminCaller(t);
  ({ centro } = await demoUnits(t));
}, 180_000);
afterAll(async () => t?.close());

const address = (n: number) => ({
  patio: `Rua Corrida ${n}`,
  number: String(n),
  zipcode: '13.010-000',
  city_id: 3509502,
});

const registers = [
  {
    resource: 'employees',
    wrapper: 'employee',
    body: (n: number) => ({
      name: `Funcionário Corrida ${n}`,
      role: 'deliverer',
      resale_ids: [centro],
      address_attributes: address(n),
    }),
  },
  {
    resource: 'suppliers',
    wrapper: 'supplier',
    body: (n: number) => ({ name: `Fornecedor Corrida ${n}`, resale_ids: [centro], address_attributes: address(n) }),
  },
  {
    resource: 'customers',
    wrapper: 'customer',
    body: (n: number) => ({
      name: `Cliente Corrida ${n}`,
      resale_id: centro,
      address_attributes: address(n),
      contacts_attributes: [{ phone: `1997${String(7_000_000 + n)}` }],
    }),
  },
];

describe('a save racing a delete of the same record', () => {
  for (const { resource, wrapper, body } of registers)
    it(`[${resource}] 20 rounds: the delete waits for the save or the save finds it gone; never a 500`, async () => {
      const seen: string[] = [];
      for (let round = 0; round < 20; round++) {
        const created = await call('POST', `/${resource}`, { [wrapper]: body(round) });
        expect(created.statusCode, created.body).toBe(201);
        const id = created.json().id as number;
        const edit = { [wrapper]: { ...body(round + 100), address_attributes: address(round + 100) } };
        if (resource === 'customers') delete (edit[wrapper] as Record<string, unknown>).contacts_attributes;
        const [saved, deleted] = await Promise.all([
          call('PATCH', `/${resource}/${id}`, edit),
          call('DELETE', `/${resource}/${id}`),
        ]);
        // The record's row is locked first by both: the delete waits for the save, or the save finds it gone.
        expect([200, 404], saved.body).toContain(saved.statusCode);
        expect(deleted.statusCode, deleted.body).toBe(204);
        seen.push(`${saved.statusCode}/${deleted.statusCode}`);
        expect((await call('GET', `/${resource}/${id}`)).statusCode).toBe(404);
      }
      // Deleted with their addresses: none left behind, whichever went first.
      const left = await queryRows(t.database.db, sql`select id from addresses where patio like 'Rua Corrida %'`);
      expect(left).toEqual([]);
      console.log(`${resource}: ${seen.join(' ')}`);
    }, 120_000);
});

describe('the error mapper', () => {
  it('[409] answers a serialization failure or a deadlock with a pt-BR message, never a 500', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/x/:code', async (req) => {
      throw Object.assign(new Error('database'), { cause: { code: (req.params as { code: string }).code } });
    });
    for (const code of ['40001', '40P01']) {
      const res = await app.inject({ method: 'GET', url: `/x/${code}` });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: ERRORS.concurrentWrite });
    }
    expect((await app.inject({ method: 'GET', url: '/x/XX000' })).statusCode).toBe(500);
    await app.close();
  });
});
