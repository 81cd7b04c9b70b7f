import { nextVoucherOn } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { addDays, caller, newCustomer, one, today } from './finance-helpers';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { demoUnits } from './registers-helpers';

/**
 * The Gás do Povo beneficiary over time: derived from the live redemptions (never a stored flag), the voucher
 * cycle on the customer form, the list's filter and the re-purchase queue bringing them back when the next
 * voucher is due — each checked against a recompute from the rows.
 */
let t: TestContext;
let call: ReturnType<typeof caller>;
let centro: number;
let gdp: number;
let p13: number;

const TZ = 'America/Sao_Paulo';

beforeAll(async () => {
  t = await createTestContext();
  call = caller(t);
  ({ centro } = await demoUnits(t));
  gdp = (await one<{ id: number }>(t, sql`select id from payment_methods where kind = 'gas_do_povo'`)).id;
  p13 = (
    await one<{ id: number }>(
      t,
      sql`insert into products (description, price_cents, resale_id, gas_do_povo_eligible)
          values ('P13 Gás do Povo (ciclo)', 11000, ${centro}, true) returning id`,
    )
  ).id;
  const bank = await call('POST', '/banks', {
    bank: { type_bank: 'institute', description: 'Caixa - Gás do Povo', ag: '0001', account: '1-0', resale_id: centro },
  });
  const enrol = await call('PATCH', `/resales/${centro}`, {
    resale: { gas_do_povo_enrolled: true, gas_do_povo_bank_id: bank.json().id },
  });
  expect(enrol.statusCode, enrol.body).toBe(200);
  const price = await call('POST', '/gas_do_povo_prices', {
    gas_do_povo_price: {
      uf: 'SP',
      price_cents: 10350,
      starts_on: '2025-11-01',
      ends_on: null,
      source: 'Portaria de teste',
    },
  });
  expect(price.statusCode, price.body).toBe(201);
});
afterAll(async () => t?.close());

let nsu = 5000;
/** A counter sale of a refill paid by Gás do Povo for `customer` on `day`, through POST /sales. */
async function redeem(customer: number, day: string, channel = 'pos'): Promise<number> {
  const res = await call('POST', '/sales', {
    sale: {
      resale_id: centro,
      channel,
      sold_on: `${day}T15:00:00-03:00`,
      customer_id: customer,
      items_attributes: [{ product_id: p13, quantity: 1 }],
      payments_attributes: [{ payment_method_id: gdp, value_cents: 10350 }],
      gas_do_povo: { validation: 'bolsa_familia_card', nsu: `CICLO-${nsu++}`, cpf_last4: '4321', empty_received: true },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Each beneficiary of the unit with their next voucher, recomputed from the rows (the domain's nextVoucherOn). */
async function beneficiaries(unit: number) {
  const rows = await queryRows<{
    id: number;
    last_on: string;
    cycle: number | null;
    contacted: string | null;
    contacted_on: string | null;
    repurchase_on: string | null;
  }>(
    t.database.db,
    sql`select c.id, max((s.sold_on at time zone ${TZ})::date)::text as last_on, c.gas_do_povo_cycle_months as cycle,
               c.contacted, (c.contacted_at at time zone ${TZ})::date::text as contacted_on, c.repurchase_on::text
          from gas_do_povo_redemptions r join sales s on s.id = r.sale_id join customers c on c.id = s.customer_id
         where r.canceled_at is null and s.status not in ('canceled', 'rejected') and c.resale_id = ${unit}
         group by c.id`,
  );
  return rows.map((r) => ({ ...r, next: nextVoucherOn(r.last_on, r.cycle) }));
}

/** The re-purchase queue of the unit recomputed from the rows (ids in ascending order). */
async function recomputedQueue(unit: number): Promise<number[]> {
  const rows = await queryRows<{
    id: number;
    due_on: string | null;
    contacted: string | null;
    contacted_on: string | null;
  }>(
    t.database.db,
    sql`select id, greatest(next_purchase_on, callback_on)::text as due_on, contacted,
               (contacted_at at time zone ${TZ})::date::text as contacted_on
          from customers where resale_id = ${unit}`,
  );
  const vouchers = new Map((await beneficiaries(unit)).map((b) => [b.id, b.next]));
  const d = today();
  const dueOn = (on: string | null | undefined, r: (typeof rows)[number]) =>
    !!on && on <= d && r.contacted !== 'dont_want' && (!r.contacted_on || r.contacted_on < on);
  return rows
    .filter((r) => dueOn(r.due_on, r) || dueOn(vouchers.get(r.id), r))
    .map((r) => r.id)
    .sort((a, b) => a - b);
}

async function listIds(query: string): Promise<{ ids: number[]; total: number }> {
  const res = await call('GET', `/customers?resale_id=${centro}&per_page=all&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { id: number }[]; meta: { total: number } };
  return { ids: body.data.map((c) => c.id), total: body.meta.total };
}

async function queueIds(): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const res = await call('GET', `/customers?due=true&resale_id=${centro}&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { id: number }[]; meta: { total: number } };
    total = body.meta.total;
    ids.push(...body.data.map((c) => c.id));
    if (!body.data.length || ids.length >= total) break;
  }
  return { ids, total };
}

describe('Beneficiário Gás do Povo', () => {
  const d = today();
  let longAgo: number;
  let recent: number;
  let never: number;

  it('[200] a customer who redeemed is a beneficiary with the cycle (3 months by default), last redemption and next voucher', async () => {
    longAgo = await newCustomer(t, centro, 'Beneficiária Vale Vencido');
    recent = await newCustomer(t, centro, 'Beneficiário Vale Recente');
    never = await newCustomer(t, centro, 'Cliente Sem Resgate');
    await redeem(longAgo, addDays(d, -200));
    await redeem(longAgo, addDays(d, -100));
    await redeem(recent, addDays(d, -70));

    const one = (await call('GET', `/customers/${longAgo}`)).json();
    expect(one.gas_do_povo_cycle_months).toBeNull();
    expect(one.gas_do_povo).toEqual({
      cycle_months: 3,
      last_redemption_on: addDays(d, -100),
      next_voucher_on: nextVoucherOn(addDays(d, -100), 3),
    });
    expect((await call('GET', `/customers/${never}`)).json().gas_do_povo).toBeNull();
  });

  it("[200] the list's filter 'Beneficiário Gás do Povo' is the customers with a live redemption, recomputed", async () => {
    const want = (await beneficiaries(centro)).map((b) => b.id).sort((a, b) => a - b);
    expect(want).toEqual(expect.arrayContaining([longAgo, recent]));
    const got = await listIds('gas_do_povo=true');
    expect(got.total).toBe(want.length);
    expect([...got.ids].sort((a, b) => a - b)).toEqual(want);
    expect(got.ids).not.toContain(never);
  });

  it('[200] the queue brings a beneficiary back when the next voucher is due; the cycle change moves it', async () => {
    let q = await queueIds();
    expect(q.ids).toContain(longAgo);
    expect(q.ids).not.toContain(recent);
    expect(q.ids).not.toContain(never);
    expect(q.total).toBe(q.ids.length);

    // 70 days ago + 2 months is past: the family of 4 or more is due.
    const res = await call('PATCH', `/customers/${recent}`, { customer: { gas_do_povo_cycle_months: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().gas_do_povo).toEqual({
      cycle_months: 2,
      last_redemption_on: addDays(d, -70),
      next_voucher_on: nextVoucherOn(addDays(d, -70), 2),
    });
    q = await queueIds();
    expect(q.ids).toContain(recent);

    // The whole queue recomputed from the rows: due by the purchase rule or by the voucher.
    q = await queueIds();
    const want = await recomputedQueue(centro);
    expect(want).toEqual(expect.arrayContaining([longAgo, recent]));
    expect(q.total).toBe(want.length);
    expect([...q.ids].sort((a, b) => a - b)).toEqual(want);

    // A call today takes them out until the next voucher; back to 3 months takes the recent one out too.
    const called = await call('PATCH', `/customers/${longAgo}`, { customer: { contacted: 'dont_answer' } });
    expect(called.statusCode, called.body).toBe(200);
    await call('PATCH', `/customers/${recent}`, { customer: { gas_do_povo_cycle_months: 3 } });
    q = await queueIds();
    expect(q.ids).not.toContain(longAgo);
    expect(q.ids).not.toContain(recent);
  });

  it('[422] the cycle is 2 or 3 months', async () => {
    const res = await call('PATCH', `/customers/${recent}`, { customer: { gas_do_povo_cycle_months: 4 } });
    expect422(res, ['gas_do_povo_cycle_months']);
    expect((await call('GET', `/customers/${recent}`)).json().gas_do_povo_cycle_months).toBe(3);
  });

  it('[201] the cycle is chosen on the new customer form; a canceled redemption does not make a beneficiary', async () => {
    const res = await call('POST', '/customers', {
      customer: { name: 'Família Grande', resale_id: centro, gas_do_povo_cycle_months: 2 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ gas_do_povo_cycle_months: 2, gas_do_povo: null });
    const id = res.json().id as number;
    // An open order (by phone) paid by the voucher: it can still be canceled.
    const sale = await redeem(id, addDays(d, -90), 'disk');
    expect((await listIds('gas_do_povo=true')).ids).toContain(id);
    const cancel = await call('PATCH', '/sales/update_status', { id: sale, status: 'canceled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await listIds('gas_do_povo=true')).ids).not.toContain(id);
    expect((await call('GET', `/customers/${id}`)).json().gas_do_povo).toBeNull();
  });
});
