import { PIX_KEY_MESSAGES, SALE_TEXTS, VALIDATION, buildPixPayload, readPixPayload } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { caller, demoSaleRefs, one } from './finance-helpers';
import { type TestContext, cashSaleBody, createTestContext, expect422 } from './helpers';

/** "PIX at the door": the unit's key, the sale's BR Code, the deliverer's confirmation. */
let t: TestContext;
let centro: number;
let valinhos: number;
let p13: number;
let cash: number;
let pix: number;
let deliverer: number;
let otherDeliverer: number;
let admin: ReturnType<typeof caller>;
let attendant: ReturnType<typeof caller>;
let delivererCall: ReturnType<typeof caller>;

const KEY = '123e4567-e12b-12d1-a456-426655440000';

interface Pix {
  sale_id: number;
  doc_number: number;
  amount_cents: number;
  payload: string | null;
  missing: 'key' | 'city' | null;
  receiver: { name: string; city: string | null; key: string | null; key_type: string | null };
  confirmed_at: string | null;
  confirmed_by: { id: number; name: string } | null;
}

/** A sale of the first unit paid `value` by PIX (and `cashValue` in cash), for `employee_id`. */
async function pixSale(employee_id: number | null, value = 11000, cashValue = 0) {
  const body = cashSaleBody(
    { resale_id: centro, product_id: p13, method_id: pix },
    { employee_id },
    1,
    value + cashValue,
  );
  body.sale.payments_attributes = [
    { payment_method_id: pix, value_cents: value },
    ...(cashValue ? [{ payment_method_id: cash, value_cents: cashValue }] : []),
  ];
  const res = await admin('POST', '/sales', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; doc_number: number };
}

const confirm = async (id: number, key: string, role: 'deliverer' | 'admin' = 'deliverer') =>
  t.app.inject({
    method: 'POST',
    url: `/api/sales/${id}/pix_confirmations`,
    headers: { ...(await t.as(role)), 'idempotency-key': key },
  });

const audits = async (id: number) =>
  queryRows<{ user_id: number; action: string }>(
    t.database.db,
    sql`select user_id, action from audit_logs where resource = 'sales' and record_id = ${String(id)} and action = 'confirm_pix' order by id`,
  );

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos, p13, cash, pix, deliverer, otherDeliverer } = await demoSaleRefs(t));
  admin = caller(t, 'admin');
  attendant = caller(t, 'attendant');
  delivererCall = caller(t, 'deliverer');
});
afterAll(async () => t?.close());

describe('the unit PIX key (PATCH /resales/:id)', () => {
  it('[200] an admin sets it: checked for its kind and kept normalised', async () => {
    const res = await admin('PATCH', `/resales/${centro}`, {
      resale: { pix_key_type: 'random', pix_key: ` ${KEY.toUpperCase()} ` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pix_key: KEY, pix_key_type: 'random' });
    const cpf = await admin('PATCH', `/resales/${valinhos}`, {
      resale: { pix_key_type: 'cpf', pix_key: '529.982.247-25' },
    });
    expect(cpf.json()).toMatchObject({ pix_key: '52998224725', pix_key_type: 'cpf' });
    // Another field alone keeps the key.
    const other = await admin('PATCH', `/resales/${valinhos}`, { resale: { ie: '123' } });
    expect(other.json()).toMatchObject({ pix_key: '52998224725', pix_key_type: 'cpf' });
    // An empty key clears both.
    const cleared = await admin('PATCH', `/resales/${valinhos}`, { resale: { pix_key: '' } });
    expect(cleared.json()).toMatchObject({ pix_key: null, pix_key_type: null });
  });

  it('[422] an invalid key is refused with the domain message; a key needs its kind', async () => {
    expect(
      expect422(
        await admin('PATCH', `/resales/${valinhos}`, { resale: { pix_key_type: 'cpf', pix_key: '111.111.111-11' } }),
        ['pix_key'],
      ).pix_key,
    ).toEqual([PIX_KEY_MESSAGES.cpf]);
    expect(
      expect422(await admin('PATCH', `/resales/${valinhos}`, { resale: { pix_key_type: 'phone', pix_key: '123' } }), [
        'pix_key',
      ]).pix_key,
    ).toEqual([PIX_KEY_MESSAGES.phone]);
    expect(
      expect422(await admin('PATCH', `/resales/${valinhos}`, { resale: { pix_key: 'financeiro@gas.com.br' } }), [
        'pix_key_type',
      ]).pix_key_type,
    ).toEqual([VALIDATION.required]);
    const row = await one<{ k: string | null }>(t, sql`select pix_key as k from resales where id = ${valinhos}`);
    expect(row.k).toBeNull();
  });

  it('[403] only an admin writes it', async () => {
    for (const call of [attendant, delivererCall]) {
      const res = await call('PATCH', `/resales/${centro}`, {
        resale: { pix_key_type: 'cpf', pix_key: '52998224725' },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await admin('GET', `/resales/${centro}`)).json()).toMatchObject({ pix_key: KEY });
  });
});

describe('GET /sales/:id/pix', () => {
  it('[200] serves the BR Code the domain builds: unit key, name and city, the PIX amount, order number as txid', async () => {
    const sale = await pixSale(deliverer, 8000, 3000);
    const unit = await one<{ name: string; city: string }>(
      t,
      sql`select r.name, c.name as city from resales r join addresses a on a.id = r.address_id
            join cities c on c.id = a.city_id where r.id = ${centro}`,
    );
    const res = await delivererCall('GET', `/sales/${sale.id}/pix`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Pix;
    const expected = buildPixPayload({
      key: KEY,
      name: unit.name,
      city: unit.city,
      amountCents: 8000,
      txid: sale.doc_number,
    });
    expect(body).toMatchObject({
      sale_id: sale.id,
      doc_number: sale.doc_number,
      amount_cents: 8000,
      payload: expected,
      missing: null,
      receiver: { name: unit.name, city: unit.city, key: KEY, key_type: 'random' },
      confirmed_at: null,
      confirmed_by: null,
    });
    expect(readPixPayload(body.payload!)).toMatchObject({
      key: KEY,
      amountCents: 8000,
      txid: String(sale.doc_number),
      crcValid: true,
    });
  });

  it('[200] a unit without a key: no code, and why', async () => {
    const body = cashSaleBody({ resale_id: valinhos, product_id: p13, method_id: pix });
    const p13Valinhos = await one<{ id: number }>(
      t,
      sql`select id from products where resale_id = ${valinhos} and description = 'Gás P13 (botijão 13 kg)'`,
    );
    body.sale.items_attributes[0]!.product_id = p13Valinhos.id;
    const sale = (await admin('POST', '/sales', body)).json() as { id: number };
    const res = await admin('GET', `/sales/${sale.id}/pix`);
    expect(res.json()).toMatchObject({ payload: null, missing: 'key', amount_cents: 11000 });
  });

  it('[422] a sale without a PIX payment; [404] another deliverer’s sale', async () => {
    const res = await admin('POST', '/sales', cashSaleBody({ resale_id: centro, product_id: p13, method_id: cash }));
    const cashSale = res.json() as { id: number };
    expect(expect422(await admin('GET', `/sales/${cashSale.id}/pix`), ['payments']).payments).toEqual([
      SALE_TEXTS.errors.noPixPayment,
    ]);
    const others = await pixSale(otherDeliverer);
    expect((await delivererCall('GET', `/sales/${others.id}/pix`)).statusCode).toBe(404);
  });
});

describe('GET /sales/:id/pix: its amount and name', () => {
  it('[422] PIX over the sale’s total is refused: change is given in cash only', async () => {
    const body = cashSaleBody({ resale_id: centro, product_id: p13, method_id: pix }, {}, 1, 11000);
    body.sale.payments_attributes = [{ payment_method_id: pix, value_cents: 12000 }];
    const before = await one<{ n: number }>(t, sql`select count(*)::int as n from sales`);
    expect(expect422(await admin('POST', '/sales', body), ['payments']).payments).toEqual([
      SALE_TEXTS.errors.changeNotCash('R$ 10,00'),
    ]);
    expect((await one<{ n: number }>(t, sql`select count(*)::int as n from sales`)).n).toBe(before.n);
  });

  it('[200] the QR charges what is owed by PIX: a sale saved before the rule with PIX over its total, the total', async () => {
    const sale = await pixSale(deliverer, 11000);
    // As such a sale was stored before the rule: R$ 120,00 of PIX on R$ 110,00, R$ 10,00 of change.
    await t.database.db.execute(sql`update sale_payments set value_cents = 12000 where sale_id = ${sale.id}`);
    await t.database.db.execute(sql`update sales set change_cents = 1000 where id = ${sale.id}`);
    const res = await delivererCall('GET', `/sales/${sale.id}/pix`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount_cents: 11000 });
    expect(readPixPayload((res.json() as Pix).payload!)).toMatchObject({ amountCents: 11000, crcValid: true });
  });

  it('[200] a unit named without an ASCII letter (emoji only) gets a code named LOJA, not a 500', async () => {
    const [unit] = await queryRows<{ name: string }>(t.database.db, sql`select name from resales where id = ${centro}`);
    await t.database.db.execute(sql`update resales set name = '🔥🔥🔥' where id = ${centro}`);
    try {
      const sale = await pixSale(deliverer, 11000);
      const res = await delivererCall('GET', `/sales/${sale.id}/pix`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as Pix;
      expect(body.receiver.name).toBe('🔥🔥🔥');
      expect(readPixPayload(body.payload!)).toMatchObject({ name: 'LOJA', amountCents: 11000, crcValid: true });
    } finally {
      await t.database.db.execute(sql`update resales set name = ${unit!.name} where id = ${centro}`);
    }
  });
});

describe('POST /sales/:id/pix_confirmations', () => {
  it('[200] the deliverer confirms their own sale: who and when stored, audited, shown on the sale', async () => {
    const sale = await pixSale(deliverer, 8000, 3000);
    const userId = (await one<{ id: number }>(t, sql`select id from users where email = 'entregador@demo.com.br'`)).id;
    const started = Date.now();
    const res = await confirm(sale.id, `pix-${sale.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Pix;
    expect(body.confirmed_by).toMatchObject({ id: userId });
    expect(body.confirmed_by!.name).toBeTruthy();
    expect(new Date(body.confirmed_at!).getTime()).toBeGreaterThanOrEqual(started - 1000);

    const rows = await queryRows<{ method: string; by: number | null; at: string | null }>(
      t.database.db,
      sql`select pm.description as method, sp.pix_confirmed_by as by, sp.pix_confirmed_at::text as at
            from sale_payments sp join payment_methods pm on pm.id = sp.payment_method_id
           where sp.sale_id = ${sale.id} order by sp.id`,
    );
    expect(rows.map((r) => [r.method, r.by])).toEqual([
      ['PIX', userId],
      ['Dinheiro', null],
    ]);
    expect(rows[0]!.at).not.toBeNull();
    expect(await audits(sale.id)).toEqual([{ user_id: userId, action: 'confirm_pix' }]);

    // The sale's reads (the cards' list and the record) carry it per payment.
    const one_ = (await delivererCall('GET', `/sales/${sale.id}`)).json() as {
      payments: { pix_confirmed_at: string | null; pix_confirmed_by: { id: number; name: string } | null }[];
    };
    expect(one_.payments[0]!.pix_confirmed_by).toEqual(body.confirmed_by);
    expect(new Date(one_.payments[0]!.pix_confirmed_at!).getTime()).toBe(new Date(body.confirmed_at!).getTime());
    expect(one_.payments[1]!.pix_confirmed_at).toBeNull();
    const list = (await delivererCall('GET', `/sales?employee_id=${deliverer}&status=created`)).json() as {
      id: number;
      payments: { pix_confirmed_by: unknown }[];
    }[];
    expect(list.find((s) => s.id === sale.id)!.payments[0]!.pix_confirmed_by).toEqual(body.confirmed_by);

    // An edit that keeps the payment keeps the confirmation.
    expect((await admin('PATCH', `/sales/${sale.id}`, { sale: { obs: 'Portão azul' } })).statusCode).toBe(200);
    expect(((await admin('GET', `/sales/${sale.id}/pix`)).json() as Pix).confirmed_by).toEqual(body.confirmed_by);
  });

  it('the same Idempotency-Key twice: confirmed and audited once, the second answer replayed', async () => {
    const sale = await pixSale(deliverer);
    const first = await confirm(sale.id, `twice-${sale.id}`);
    const second = await confirm(sale.id, `twice-${sale.id}`);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await audits(sale.id)).toHaveLength(1);
    // Another key on a confirmed sale: answered as it is, the first confirmation stands.
    const again = await confirm(sale.id, `again-${sale.id}`, 'admin');
    expect(again.statusCode).toBe(200);
    expect((again.json() as Pix).confirmed_at).toBe((first.json() as Pix).confirmed_at);
    expect(await audits(sale.id)).toHaveLength(1);
  });

  it('[404] another deliverer’s sale; [422] a sale without PIX or canceled', async () => {
    const others = await pixSale(otherDeliverer);
    expect((await confirm(others.id, `other-${others.id}`)).statusCode).toBe(404);
    expect(await audits(others.id)).toHaveLength(0);
    const cashSale = (
      await admin(
        'POST',
        '/sales',
        cashSaleBody({ resale_id: centro, product_id: p13, method_id: cash }, { employee_id: deliverer }),
      )
    ).json() as { id: number };
    expect422(await confirm(cashSale.id, `cash-${cashSale.id}`), ['payments']);
    const canceled = await pixSale(deliverer);
    expect((await admin('PATCH', `/sales/${canceled.id}/cancel`)).statusCode).toBe(200);
    expect(expect422(await confirm(canceled.id, `canceled-${canceled.id}`), ['status']).status).toEqual([
      SALE_TEXTS.errors.pixClosed,
    ]);
  });
});
