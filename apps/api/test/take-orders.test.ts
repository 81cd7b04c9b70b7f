import { DELIVERY_TEXTS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSaleRefs, one } from './finance-helpers';
import { type TestContext, cashSaleBody, createTestContext } from './helpers';
import { DEMO_PASSWORD } from '../src/db/seed/demo';

/** A deliverer takes the open sales without a deliverer of a unit that allows it. */
let t: TestContext;
let refs: Awaited<ReturnType<typeof demoSaleRefs>>;
/** Bearer headers of a second deliverer (the employee refs.otherDeliverer), in the demo deliverer's units. */
let other: Record<string, string>;
const onPostgres = process.env.TEST_DB === 'postgres';
const T = DELIVERY_TEXTS.take;

beforeAll(async () => {
  t = await createTestContext();
  refs = await demoSaleRefs(t);
  const db = t.database.db;
  await db.execute(sql`insert into users (email, password_hash, role, employee_id)
    select 'entregador2@teste.com.br', password_hash, 'deliverer', ${refs.otherDeliverer}
      from users where email = 'entregador@demo.com.br'`);
  await db.execute(sql`insert into user_resales (user_id, resale_id)
    select (select id from users where email = 'entregador2@teste.com.br'), ur.resale_id
      from user_resales ur join users u on u.id = ur.user_id where u.email = 'entregador@demo.com.br'`);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/sign_in',
    payload: { user: { login: 'entregador2@teste.com.br', password: DEMO_PASSWORD } },
  });
  expect(login.statusCode, login.body).toBe(200);
  other = { authorization: String(login.headers.authorization) };
}, 180_000);
afterAll(async () => t?.close());

let seq = 0;
const newKey = () => `take-${process.pid}-${++seq}-${Math.random().toString(36).slice(2)}`;

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url: `/api${url}`, headers, payload });
}
const admin = async () => t.as('admin');
const deliverer = async () => t.as('deliverer');

/** A sale without a deliverer made by the admin (status created unless asked). */
async function unassignedSale(resaleId = refs.centro, extra: Record<string, unknown> = {}) {
  const product = resaleId === refs.centro ? refs.p13 : refs.p13Valinhos;
  const res = await call(
    'POST',
    '/sales',
    await admin(),
    cashSaleBody({ resale_id: resaleId, product_id: product, method_id: refs.cash }, extra),
  );
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().employee_id).toBe(extra.employee_id ?? null);
  return res.json() as { id: number; doc_number: number; status: string };
}

async function setTake(resaleId: number, on: boolean) {
  const res = await call('PATCH', `/resales/${resaleId}`, await admin(), { resale: { deliverers_take_orders: on } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().deliverers_take_orders).toBe(on);
}

const take = async (id: number, headers: Record<string, string>) =>
  call('POST', `/sales/${id}/take`, { ...headers, 'idempotency-key': newKey() });
const unassignedList = async (headers: Record<string, string>) => {
  const res = await call('GET', '/sales?unassigned=true', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; resale_id: number; employee_id: number | null; status: string }[];
};
const employeeOf = async (id: number) =>
  (await one<{ e: number | null }>(t, sql`select employee_id as e from sales where id = ${id}`)).e;

describe('Deliverers taking sales without a deliverer', () => {
  it('the unit setting is off by default, and only an admin changes it', async () => {
    const res = await call('GET', `/resales/${refs.centro}`, await admin());
    expect(res.json().deliverers_take_orders).toBe(false);
    const refused = await call('PATCH', `/resales/${refs.centro}`, await deliverer(), {
      resale: { deliverers_take_orders: true },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('[off] the list is empty and a take is refused (422), the sale left unassigned', async () => {
    const sale = await unassignedSale();
    expect(await unassignedList(await deliverer())).toEqual([]);
    const res = await take(sale.id, await deliverer());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ base: [T.notAllowed] });
    expect(await employeeOf(sale.id)).toBeNull();
    // Nor can the deliverer read it.
    expect((await call('GET', `/sales/${sale.id}`, await deliverer())).statusCode).toBe(404);
  });

  it("[on] the list holds the unit's open sales without a deliverer only; the deliverer reads one", async () => {
    await setTake(refs.centro, true);
    try {
      const open = await unassignedSale();
      const outOther = await unassignedSale(refs.valinhos);
      const inTransit = await unassignedSale(refs.centro, { status: 'in_transit' });
      const assigned = await unassignedSale(refs.centro, { employee_id: refs.otherDeliverer });
      const rows = await unassignedList(await deliverer());
      const ids = rows.map((r) => r.id);
      expect(ids).toContain(open.id);
      expect(ids).not.toContain(outOther.id);
      expect(ids).not.toContain(inTransit.id);
      expect(ids).not.toContain(assigned.id);
      for (const r of rows) {
        expect(r.resale_id).toBe(refs.centro);
        expect(r.employee_id).toBeNull();
        expect(['created', 'delayed']).toContain(r.status);
      }
      const read = await call('GET', `/sales/${open.id}`, await deliverer());
      expect(read.statusCode, read.body).toBe(200);
      expect((await call('GET', `/sales/${inTransit.id}`, await deliverer())).statusCode).toBe(404);
      // A sale not yet taken out only.
      const notOpen = await take(inTransit.id, await deliverer());
      expect(notOpen.statusCode).toBe(422);
      expect(notOpen.json()).toEqual({ base: [T.notOpen] });
    } finally {
      await setTake(refs.centro, false);
    }
  });

  it('[on] a take assigns the sale to the deliverer and audits it; a second deliverer is refused', async () => {
    await setTake(refs.centro, true);
    try {
      const sale = await unassignedSale();
      // Still no other way in: the deliverer can't move an unassigned sale.
      const patch = await call('PATCH', '/sales/update_status', await deliverer(), {
        id: sale.id,
        status: 'in_transit',
      });
      expect(patch.statusCode).toBe(404);
      const edit = await call('PATCH', `/sales/${sale.id}`, await deliverer(), { sale: { obs: 'minha' } });
      expect(edit.statusCode).toBe(404);
      expect(await employeeOf(sale.id)).toBeNull();

      const res = await take(sale.id, await deliverer());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: sale.id, employee_id: refs.deliverer, status: 'created' });
      expect(await employeeOf(sale.id)).toBe(refs.deliverer);
      const audited = await one<{ n: number; after_employee: number | null; before_employee: number | null }>(
        t,
        sql`select count(*)::int as n, max((after->>'employee_id')::int) as after_employee,
                   max((before->>'employee_id')::int) as before_employee
              from audit_logs where resource = 'sales' and record_id = ${String(sale.id)} and action = 'take'`,
      );
      expect(audited).toEqual({ n: 1, after_employee: refs.deliverer, before_employee: null });
      // The money follows the deliverer (their day's settlement counts it).
      const money = await one<{ e: number | null }>(
        t,
        sql`select max(employee_id) as e from transactions where sale_id = ${sale.id}`,
      );
      expect(money.e).toBe(refs.deliverer);
      // Now theirs: gone from the list to take, in their own list, and they can move it.
      expect((await unassignedList(await deliverer())).map((r) => r.id)).not.toContain(sale.id);
      const own = await call('GET', '/sales', await deliverer());
      expect((own.json() as { id: number }[]).map((r) => r.id)).toContain(sale.id);

      const second = await take(sale.id, other);
      expect(second.statusCode).toBe(422);
      expect(second.json()).toEqual({ base: [T.alreadyTaken] });
      expect(await employeeOf(sale.id)).toBe(refs.deliverer);
      const again = await take(sale.id, await deliverer());
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({ base: [T.alreadyYours] });
    } finally {
      await setTake(refs.centro, false);
    }
  });

  it('only a deliverer takes (an admin assigns through the sale form)', async () => {
    const sale = await unassignedSale();
    const res = await take(sale.id, await admin());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ base: [T.onlyDeliverers] });
  });

  it('a retry with the same Idempotency-Key is answered once', async () => {
    await setTake(refs.centro, true);
    try {
      const sale = await unassignedSale();
      const headers = { ...(await deliverer()), 'idempotency-key': newKey() };
      const first = await call('POST', `/sales/${sale.id}/take`, headers);
      const retry = await call('POST', `/sales/${sale.id}/take`, headers);
      expect(first.statusCode, first.body).toBe(200);
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
    } finally {
      await setTake(refs.centro, false);
    }
  });

  it.skipIf(!onPostgres)('two deliverers taking one sale at once: exactly one wins', async () => {
    await setTake(refs.centro, true);
    try {
      for (let round = 0; round < 3; round++) {
        const sale = await unassignedSale();
        const replies = await Promise.all([take(sale.id, await deliverer()), take(sale.id, other)]);
        const codes = replies.map((r) => r.statusCode).sort();
        expect(codes, replies.map((r) => r.body).join(' | ')).toEqual([200, 422]);
        const winner = replies.find((r) => r.statusCode === 200)!.json().employee_id;
        expect(await employeeOf(sale.id)).toBe(winner);
        const audits = await one<{ n: number }>(
          t,
          sql`select count(*)::int as n from audit_logs where resource = 'sales' and record_id = ${String(sale.id)} and action = 'take'`,
        );
        expect(audits.n).toBe(1);
      }
    } finally {
      await setTake(refs.centro, false);
    }
  });
});
