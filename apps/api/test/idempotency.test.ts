import { ERRORS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSaleRefs, one } from './finance-helpers';
import { type DemoRole, type TestContext, cashSaleBody, createTestContext } from './helpers';

let t: TestContext;
let refs: Awaited<ReturnType<typeof demoSaleRefs>>;
const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  t = await createTestContext();
  refs = await demoSaleRefs(t);
}, 180_000);
afterAll(async () => t?.close());

let seq = 0;
const newKey = () => `key-${process.pid}-${++seq}-${Math.random().toString(36).slice(2)}`;
const saleBody = (quantity = 1) =>
  cashSaleBody({ resale_id: refs.centro, product_id: refs.p13, method_id: refs.cash }, {}, quantity);
const salesCount = async () => (await one<{ n: number }>(t, sql`select count(*)::int as n from sales`)).n;
const keyRow = async (key: string) =>
  one<{ token: string; done: boolean; status_code: number | null; record_id: string | null }>(
    t,
    sql`select token, done_at is not null as done, status_code, record_id from idempotency_keys where key = ${key}`,
  );

async function post(url: string, payload: unknown, key: string, role: DemoRole = 'admin') {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...(await t.as(role)), 'idempotency-key': key },
    payload: payload as object,
  });
}

describe('POST with Idempotency-Key', () => {
  it('[201] a repeat gets the same reply, marked replayed, and makes one record', async () => {
    const key = newKey();
    const before = await salesCount();
    const first = await post('/sales', saleBody(), key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('/sales', saleBody(), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await salesCount()).toBe(before + 1);
    // The key was finished by the sale's own statement, with the sale it made.
    expect(await keyRow(key)).toMatchObject({ done: true, status_code: 201, record_id: String(first.json().id) });
  });

  it('[422] the same key with another body or on another path is refused with a clear message', async () => {
    const key = newKey();
    const first = await post('/sales', saleBody(1), key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await salesCount();
    const otherBody = await post('/sales', saleBody(2), key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({ base: [ERRORS.idempotencyKeyReused] });
    const otherPath = await post(
      '/customers',
      { customer: { name: 'Cliente Chave Reusada', resale_id: refs.centro } },
      key,
    );
    expect(otherPath.statusCode).toBe(422);
    expect(otherPath.json()).toEqual({ base: [ERRORS.idempotencyKeyReused] });
    expect(await salesCount()).toBe(before);
    expect(
      (await one<{ n: number }>(t, sql`select count(*)::int as n from customers where name = 'Cliente Chave Reusada'`))
        .n,
    ).toBe(0);
  });

  it("[201] another user's key of the same text is another key", async () => {
    const key = newKey();
    const before = await salesCount();
    const admin = await post('/sales', saleBody(), key, 'admin');
    const attendant = await post('/sales', saleBody(), key, 'attendant');
    expect([admin.statusCode, attendant.statusCode]).toEqual([201, 201]);
    expect(attendant.headers['idempotent-replayed']).toBeUndefined();
    expect(attendant.json().id).not.toBe(admin.json().id);
    expect(await salesCount()).toBe(before + 2);
  });

  it('[422] a refused create gives its key back: corrected, it runs with the same key', async () => {
    const key = newKey();
    const bad = saleBody();
    bad.sale.payments_attributes[0]!.value_cents = 1;
    expect((await post('/sales', bad, key)).statusCode).toBe(422);
    const before = await salesCount();
    const fixed = await post('/sales', saleBody(), key);
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(await salesCount()).toBe(before + 1);
  });

  it('[409] a claim still in its lease holds a retry off; once expired, the retry performs the write once', async () => {
    // A claim left by a process that died before its write committed: the body's hash copied from a real one.
    const model = newKey();
    expect((await post('/sales', saleBody(3), model)).statusCode).toBe(201);
    const key = newKey();
    await t.database.db.execute(sql`insert into idempotency_keys (user_id, key, method, path, body_hash, token, lease_until)
      select user_id, ${key}, method, path, body_hash, 'crashed', now() + interval '1 minute'
        from idempotency_keys where key = ${model}`);
    const before = await salesCount();
    const held = await post('/sales', saleBody(3), key);
    expect(held.statusCode).toBe(409);
    expect(held.json().error).toBe(ERRORS.idempotencyInProgress);
    expect(held.json().error).toMatch(/^Requisição em andamento/);
    await t.database.db.execute(
      sql`update idempotency_keys set lease_until = now() - interval '1 second' where key = ${key}`,
    );
    const retry = await post('/sales', saleBody(3), key);
    expect(retry.statusCode, retry.body).toBe(201);
    const again = await post('/sales', saleBody(3), key);
    expect(again.json().id).toBe(retry.json().id);
    expect(await salesCount()).toBe(before + 1);
  });

  it('[201] a write that committed but whose reply was lost answers its record, and is not made again', async () => {
    for (const [url, payload, table] of [
      ['/sales', saleBody(), 'sales'],
      ['/customers', { customer: { name: 'Cliente Resposta Perdida', resale_id: refs.centro } }, 'customers'],
    ] as const) {
      const key = newKey();
      const first = await post(url, payload, key);
      expect(first.statusCode, first.body).toBe(201);
      // The process ended after the commit, before the reply was stored.
      await t.database.db.execute(
        sql`update idempotency_keys set status_code = null, body = null, lease_until = now() - interval '1 second'
             where key = ${key}`,
      );
      const count = async () =>
        (await one<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;
      const before = await count();
      const retry = await post(url, payload, key);
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toMatchObject({ id: first.json().id });
      expect(await count()).toBe(before);
    }
  });

  it.skipIf(!onPostgres)('[201] concurrent identical requests with one key make one record', async () => {
    const key = newKey();
    const before = await salesCount();
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('/sales', saleBody(), key)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(replies.map((r) => r.json().id)).size).toBe(1);
    expect(await salesCount()).toBe(before + 1);
  });

  it.skipIf(!onPostgres)(
    '[409] a request that outlives its lease cannot commit too: the retry that took its key over makes the one record',
    async () => {
      const key = newKey();
      const before = await salesCount();
      const blocker = await t.database.pool!.connect();
      const waiting = async () =>
        Number(
          (
            await blocker.query(
              `select count(*)::int as n from pg_locks where relation = 'sales'::regclass and not granted`,
            )
          ).rows[0].n,
        );
      const until = async (n: number) => {
        for (let i = 0; i < 200 && (await waiting()) < n; i++) await new Promise((r) => setTimeout(r, 50));
        expect(await waiting()).toBe(n);
      };
      try {
        await blocker.query('begin');
        await blocker.query('lock table sales in share row exclusive mode');
        const slow = post('/sales', saleBody(), key);
        await until(1);
        // Its lease runs out while its write waits.
        await t.database.db.execute(
          sql`update idempotency_keys set lease_until = now() - interval '1 second' where key = ${key}`,
        );
        const retry = post('/sales', saleBody(), key);
        await until(2);
        await blocker.query('commit');
        const [a, b] = await Promise.all([slow, retry]);
        expect(a.statusCode, a.body).toBe(409);
        expect(b.statusCode, b.body).toBe(201);
        expect(await salesCount()).toBe(before + 1);
        expect((await keyRow(key)).record_id).toBe(String(b.json().id));
      } finally {
        await blocker.query('rollback').catch(() => {});
        blocker.release();
      }
    },
  );
});

// The deliverer's moves, queued offline and sent when the connection returns, carry their key.
describe('PATCH with Idempotency-Key (status moves)', () => {
  async function patch(url: string, payload: unknown, key: string, role: DemoRole = 'admin') {
    return t.app.inject({
      method: 'PATCH',
      url: `/api${url}`,
      headers: { ...(await t.as(role)), 'idempotency-key': key },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  const moves = async (id: number) =>
    (
      await one<{ n: number }>(
        t,
        sql`select count(*)::int as n from audit_logs
             where resource = 'sales' and record_id = ${String(id)} and action in ('update_status', 'cancel')`,
      )
    ).n;
  const newSale = async () => {
    const r = await post('/sales', saleBody(), newKey());
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: number };
  };

  it('[200] a repeated move is answered once: the same reply, replayed, one audit entry', async () => {
    const sale = await newSale();
    const key = newKey();
    const first = await patch('/sales/update_status', { id: sale.id, status: 'in_transit' }, key);
    expect(first.statusCode, first.body).toBe(200);
    // Sent again (the reply was lost on a weak signal): not refused as "already in transit", not made twice.
    const again = await patch('/sales/update_status', { id: sale.id, status: 'in_transit' }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await moves(sale.id)).toBe(1);
    // Without a key, the same request is a second move (another audit entry): the key is what keeps it once.
    const bare = await t.app.inject({
      method: 'PATCH',
      url: '/api/sales/update_status',
      headers: await t.as('admin'),
      payload: { id: sale.id, status: 'in_transit' },
    });
    expect(bare.statusCode).toBe(200);
    expect(await moves(sale.id)).toBe(2);
  });

  it('[200] the next move with its own key runs; a key is bound to its sale and its move', async () => {
    const sale = await newSale();
    const other = await newSale();
    const k1 = newKey();
    const k2 = newKey();
    expect((await patch('/sales/update_status', { id: sale.id, status: 'in_transit' }, k1)).statusCode).toBe(200);
    expect((await patch('/sales/update_status', { id: sale.id, status: 'delivered' }, k2)).statusCode).toBe(200);
    expect(await moves(sale.id)).toBe(2);
    // k1 again with another body, or k2 on another sale's cancel: refused, nothing moves.
    const reused = await patch('/sales/update_status', { id: other.id, status: 'in_transit' }, k1);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ base: [ERRORS.idempotencyKeyReused] });
    const cancelKey = newKey();
    expect((await patch(`/sales/${other.id}/cancel`, undefined, cancelKey)).statusCode).toBe(200);
    const otherCancel = await patch(`/sales/${sale.id}/cancel`, undefined, cancelKey);
    expect(otherCancel.statusCode).toBe(422);
    expect(await moves(other.id)).toBe(1);
    expect(await moves(sale.id)).toBe(2);
  });

  it('[422] a move the server refuses gives its key back, with the reason', async () => {
    const sale = await newSale();
    expect((await patch(`/sales/${sale.id}/cancel`, undefined, newKey())).statusCode).toBe(200);
    const key = newKey();
    const refused = await patch('/sales/update_status', { id: sale.id, status: 'delivered' }, key);
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toMatch(/cancelad/i);
    expect(
      (await one<{ n: number }>(t, sql`select count(*)::int as n from idempotency_keys where key = ${key}`)).n,
    ).toBe(0);
  });

  it.skipIf(!onPostgres)('[200] concurrent copies of one move make one move', async () => {
    const sale = await newSale();
    const key = newKey();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => patch('/sales/update_status', { id: sale.id, status: 'in_transit' }, key)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await moves(sale.id)).toBe(1);
  });
});
