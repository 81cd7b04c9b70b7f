import { GAS_DO_POVO_DEBTOR, GAS_DO_POVO_ERRORS as E } from '@ability/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { ValidationError } from '../src/lib/errors';
import { writeGasDoPovo } from '../src/modules/gas-do-povo/sale';
import { checkFigures } from '../src/read-models';
import { caller, debtOf, methodId, newCustomer, one } from './finance-helpers';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { demoUnits } from './registers-helpers';

let t: TestContext;
let call: ReturnType<typeof caller>;
let centro: number;
let valinhos: number;
let gdp: number;
let pix: number;
let cash: number;
let p13: number;
let p13Valinhos: number;
let water: number;
let freight: number;
let caixa: number;

const product = async (resaleId: number, description: string, price: number, eligible = false) =>
  (
    await one<{ id: number }>(
      t,
      sql`insert into products (description, price_cents, resale_id, gas_do_povo_eligible)
          values (${description}, ${price}, ${resaleId}, ${eligible}) returning id`,
    )
  ).id;

beforeAll(async () => {
  t = await createTestContext();
  call = caller(t);
  ({ centro, valinhos } = await demoUnits(t));
  gdp = (await one<{ id: number }>(t, sql`select id from payment_methods where kind = 'gas_do_povo'`)).id;
  pix = await methodId(t, 'PIX');
  cash = await methodId(t, 'Dinheiro');
  p13 = await product(centro, 'P13 Gás do Povo (teste)', 11000, true);
  p13Valinhos = await product(valinhos, 'P13 Gás do Povo (teste)', 11000, true);
  water = await product(centro, 'Água 20 L (teste)', 1500);
  freight = await product(centro, 'Taxa de entrega', 800);
  const bank = await call('POST', '/banks', {
    bank: { type_bank: 'institute', description: 'Caixa - Gás do Povo', ag: '0001', account: '1-0', resale_id: centro },
  });
  caixa = bank.json().id;
  const enrol = await call('PATCH', `/resales/${centro}`, {
    resale: { gas_do_povo_enrolled: true, gas_do_povo_bank_id: caixa },
  });
  expect(enrol.statusCode, enrol.body).toBe(200);
  // SP (the demo units' UF) gets two periods: the price picked is the one in force on the sale's day.
  for (const [price, starts_on, ends_on] of [
    [10000, '2025-11-01', '2026-01-31'],
    [10350, '2026-02-01', null],
  ] as const) {
    const res = await call('POST', '/gas_do_povo_prices', {
      gas_do_povo_price: { uf: 'SP', price_cents: price, starts_on, ends_on, source: 'Portaria de teste' },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => t?.close());

let nsuSeq = 1000;
const nextNsu = () => `NSU-${nsuSeq++}`;
const redemption = (nsu = nextNsu()) => ({
  validation: 'bolsa_familia_card',
  nsu,
  cpf_last4: '1234',
  empty_received: true,
});

/** A counter sale of a refill paid by Gás do Povo (+ freight paid in PIX when asked), on `day` at 15:00. */
function body(
  o: {
    day?: string;
    value?: number;
    items?: { product_id: number; quantity?: number }[];
    payments?: { payment_method_id: number; value_cents: number }[];
    gas?: Record<string, unknown> | null;
    customer_id?: number;
    resale_id?: number;
    /** 'disk': an order still open (a counter sale, 'pos', is finished at once). */
    channel?: string;
  } = {},
) {
  return {
    sale: {
      resale_id: o.resale_id ?? centro,
      channel: o.channel ?? 'pos',
      ...(o.day ? { sold_on: `${o.day}T15:00:00-03:00` } : {}),
      ...(o.customer_id ? { customer_id: o.customer_id } : {}),
      items_attributes: o.items ?? [{ product_id: p13, quantity: 1 }],
      payments_attributes: o.payments ?? [{ payment_method_id: gdp, value_cents: o.value ?? 10350 }],
      gas_do_povo: o.gas === undefined ? redemption() : o.gas,
    },
  };
}

const post = (b: unknown) => call('POST', '/sales', b);
const created = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: number;
    total_cents: number;
    items: { price_cents: number }[];
    gas_do_povo: Record<string, unknown> | null;
  };
};
const caixaDebtor = async (resaleId = centro) =>
  (await one<{ id: number }>(t, sql`select customer_id as id from gas_do_povo_units where resale_id = ${resaleId}`)).id;
const receivablesOf = (saleId: number) =>
  queryRows<{ id: number; customer_id: number; value_cents: number; due_date: string; received_cents: number }>(
    t.database.db,
    sql`select id, customer_id, value_cents::int as value_cents, to_char(due_date, 'YYYY-MM-DD') as due_date,
               received_cents::int as received_cents
          from receivables where sale_id = ${saleId} order by id`,
  );
const cashOf = (saleId: number) =>
  queryRows<{ value_cents: number }>(
    t.database.db,
    sql`select value_cents::int as value_cents from transactions where sale_id = ${saleId} order by id`,
  );
const redemptionRow = async (saleId: number) =>
  (
    await queryRows<{ nsu: string; canceled: boolean; price_cents: number }>(
      t.database.db,
      sql`select nsu, canceled_at is not null as canceled, price_cents::int as price_cents
            from gas_do_povo_redemptions where sale_id = ${saleId}`,
    )
  )[0];

describe('Gás do Povo at the sale', () => {
  it('enrolling the unit offers the method there and makes its Caixa debtor', async () => {
    const options = (await call('GET', '/sales/options')).json();
    const method = options.payment_methods.find((m: { id: number }) => m.id === gdp);
    expect(method).toMatchObject({ description: 'Gás do Povo', kind: 'gas_do_povo' });
    expect(method.resale_ids).toContain(centro);
    expect(method.resale_ids).not.toContain(valinhos);
    const debtor = await one<{ name: string; resale_id: number }>(
      t,
      sql`select name, resale_id from customers where id = ${await caixaDebtor()}`,
    );
    expect(debtor).toEqual({ name: GAS_DO_POVO_DEBTOR, resale_id: centro });
  });

  it("prices the refill at the UF's reference price on the sale's day and makes it Caixa's receivable; freight in PIX is cash", async () => {
    const family = await newCustomer(t, centro, 'Família Beneficiária');
    const sale = created(
      await post(
        body({
          day: '2026-01-20',
          customer_id: family,
          items: [{ product_id: p13 }, { product_id: freight }],
          payments: [
            { payment_method_id: gdp, value_cents: 10000 },
            { payment_method_id: pix, value_cents: 800 },
          ],
        }),
      ),
    );
    // The shelf price (R$ 110,00) gives way to the reference price in force on 20 Jan (R$ 100,00).
    expect(sale.items[0]!.price_cents).toBe(10000);
    expect(sale.total_cents).toBe(10800);
    expect(sale.gas_do_povo).toMatchObject({
      validation: 'bolsa_familia_card',
      cpf_last4: '1234',
      uf: 'SP',
      price_cents: 10000,
      // Tue 20 Jan 2026 + 2 business days.
      due_date: '2026-01-22',
    });
    expect(await receivablesOf(sale.id)).toMatchObject([
      { customer_id: await caixaDebtor(), value_cents: 10000, due_date: '2026-01-22', received_cents: 0 },
    ]);
    expect(await cashOf(sale.id)).toEqual([{ value_cents: 800 }]);
    // The family owes nothing; Caixa owes the redemption.
    expect(await debtOf(t, family)).toBe(0);
    expect(await debtOf(t, await caixaDebtor())).toBeGreaterThanOrEqual(10000);

    // The next period's price from its first day.
    const later = created(await post(body({ day: '2026-02-02', value: 10350 })));
    expect(later.gas_do_povo).toMatchObject({ price_cents: 10350, due_date: '2026-02-04' });
    // The last day of the first period still takes its price.
    const edge = created(await post(body({ day: '2026-01-31', value: 10000 })));
    expect(edge.gas_do_povo).toMatchObject({ price_cents: 10000 });
  });

  it('is due two business days on: across a weekend, Christmas and New Year', async () => {
    const due = async (day: string, value: number) =>
      (created(await post(body({ day, value }))).gas_do_povo as { due_date: string }).due_date;
    // Fri 6 Feb 2026: Mon 9, Tue 10.
    expect(await due('2026-02-06', 10350)).toBe('2026-02-10');
    // Wed 24 Dec 2025: 25 Dec is a holiday, Fri 26, (weekend), Mon 29.
    expect(await due('2025-12-24', 10000)).toBe('2025-12-29');
    // Wed 31 Dec 2025: 1 Jan is a holiday, Fri 2, (weekend), Mon 5.
    expect(await due('2025-12-31', 10000)).toBe('2026-01-05');
  });

  it('the deliverer expects no money for it at the settlement', async () => {
    const { settlementExpected } = await import('@ability/domain');
    const rows = await queryRows<{ payments: unknown }>(
      t.database.db,
      sql`select json_agg(json_build_object('payment_method_id', sp.payment_method_id, 'value_cents', sp.value_cents,
                   'owed_by_caixa', pm.kind = 'gas_do_povo')) as payments
            from sale_payments sp join payment_methods pm on pm.id = sp.payment_method_id
           where sp.payment_method_id = ${gdp}`,
    );
    const payments = (typeof rows[0]!.payments === 'string' ? JSON.parse(rows[0]!.payments) : rows[0]!.payments) as {
      payment_method_id: number;
      value_cents: number;
      owed_by_caixa: boolean;
    }[];
    expect(payments.length).toBeGreaterThan(0);
    expect(settlementExpected([{ status: 'delivered', change_cents: 0, payments }])).toEqual([]);
  });

  describe('refusals (422, nothing written)', () => {
    const nothingWritten = async (nsu: string) =>
      expect(
        (
          await one<{ n: number }>(
            t,
            sql`select count(*)::int as n from gas_do_povo_redemptions where nsu = ${nsu.replace(/[^0-9A-Z]/gi, '').toUpperCase()}`,
          )
        ).n,
      ).toBe(0);

    it('a product not eligible', async () => {
      const gas = redemption();
      const errors = expect422(
        await post(
          body({ items: [{ product_id: water }], payments: [{ payment_method_id: gdp, value_cents: 10350 }], gas }),
        ),
        ['payments'],
      );
      expect(errors.payments).toContain(E.notEligible('Água 20 L (teste)'));
      await nothingWritten(gas.nsu);
    });

    it('a second refill on one redemption', async () => {
      const errors = expect422(await post(body({ items: [{ product_id: p13, quantity: 2 }] })), ['payments']);
      expect(errors.payments).toContain(E.oneRefill);
    });

    it('a unit not enrolled', async () => {
      // Valinhos is not enrolled: the method is not even one of its methods.
      const errors = expect422(await post(body({ resale_id: valinhos, items: [{ product_id: p13Valinhos }] })), [
        'payments',
      ]);
      const [unit] = await queryRows<{ name: string }>(
        t.database.db,
        sql`select name from resales where id = ${valinhos}`,
      );
      expect(errors.payments).toContain(E.notEnrolled(unit!.name));
    });

    it('no price in force on the day', async () => {
      const errors = expect422(await post(body({ day: '2025-10-15', value: 10000 })), ['payments']);
      expect(errors.payments).toContain(E.noPrice('SP', '2025-10-15'));
    });

    it('a typed value different from the price', async () => {
      const errors = expect422(await post(body({ value: 11000 })), ['payments']);
      expect(errors.payments).toContain(E.typedValue(10350));
    });

    it('the NSU, how it was validated and the CPF digits are required; an NSU already used in the unit', async () => {
      expect(
        expect422(await post(body({ gas: { ...redemption(), nsu: ' ' } })), ['gas_do_povo.nsu'])['gas_do_povo.nsu'],
      ).toEqual([E.nsuRequired]);
      expect422(await post(body({ gas: { ...redemption(), validation: null } })), ['gas_do_povo.validation']);
      expect422(await post(body({ gas: { ...redemption(), cpf_last4: '12a4' } })), ['gas_do_povo.cpf_last4']);
      created(await post(body({ gas: redemption('123.456') })));
      // The same receipt typed another way is the same NSU.
      const errors = expect422(await post(body({ gas: redemption('123456') })), ['gas_do_povo.nsu']);
      expect(errors['gas_do_povo.nsu']).toEqual([E.nsuUsed('123456')]);
    });
  });

  it('an edit keeps the redemption; cancel frees the NSU and drops the receivable; paid by Caixa, cancel is refused', async () => {
    const nsu = nextNsu();
    const sale = created(await post(body({ gas: redemption(nsu), channel: 'disk' })));
    const edited = await call('PATCH', `/sales/${sale.id}`, { sale: { obs: 'troca de endereço' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().gas_do_povo).toMatchObject({ nsu: nsu.replace('-', '') });
    expect(await receivablesOf(sale.id)).toHaveLength(1);

    const canceled = await call('PATCH', '/sales/update_status', { id: sale.id, status: 'canceled' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await redemptionRow(sale.id)).toMatchObject({ canceled: true });
    expect(await receivablesOf(sale.id)).toEqual([]);
    // Its NSU may be typed again on a new sale.
    created(await post(body({ gas: redemption(nsu) })));

    const paid = created(await post(body({ channel: 'disk' })));
    const [rec] = await receivablesOf(paid.id);
    const receive = await call('PATCH', '/receivables/bulk', { receivable_ids: [rec!.id] });
    expect(receive.statusCode, receive.body).toBeLessThan(300);
    const refused = await call('PATCH', '/sales/update_status', { id: paid.id, status: 'canceled' });
    expect(expect422(refused, ['status']).status).toEqual([E.paidCancel]);
    expect(await redemptionRow(paid.id)).toMatchObject({ canceled: false });
    expect(await receivablesOf(paid.id)).toMatchObject([{ received_cents: 10350 }]);
  });

  it('paid by Caixa: canceled only with a reason of 10+ characters; the paid amount stays as a divergence', async () => {
    const paid = created(await post(body({ channel: 'disk' })));
    const [rec] = await receivablesOf(paid.id);
    const receive = await call('PATCH', '/receivables/bulk', { receivable_ids: [rec!.id] });
    expect(receive.statusCode, receive.body).toBeLessThan(300);
    const short = await call('PATCH', `/sales/${paid.id}/cancel`, { reason: ' curto   ' });
    expect(expect422(short, ['status']).status).toEqual([E.paidCancel]);
    expect(await redemptionRow(paid.id)).toMatchObject({ canceled: false });

    const reason = 'Família desistiu, troca devolvida';
    const res = await call('PATCH', `/sales/${paid.id}/cancel`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'canceled',
      gas_do_povo: { received_cents: 10350, divergence_cents: 10350, cancel_reason: reason },
    });
    const [row] = await queryRows<{ canceled: boolean; divergence_cents: number; cancel_reason: string }>(
      t.database.db,
      sql`select canceled_at is not null as canceled, divergence_cents::int as divergence_cents, cancel_reason
            from gas_do_povo_redemptions where sale_id = ${paid.id}`,
    );
    expect(row).toEqual({ canceled: true, divergence_cents: 10350, cancel_reason: reason });
    // The money Caixa paid is not taken back: its receivable stays at what was received, Caixa's.
    expect(await receivablesOf(paid.id)).toEqual([
      expect.objectContaining({ customer_id: await caixaDebtor(), value_cents: 10350, received_cents: 10350 }),
    ]);
  });

  it('unpaid: canceling (with or without a reason) drops its receivable and leaves no divergence', async () => {
    const sale = created(await post(body({ channel: 'disk' })));
    expect(await receivablesOf(sale.id)).toHaveLength(1);
    const res = await call('PATCH', `/sales/${sale.id}/cancel`, { reason: 'cliente não estava em casa' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().gas_do_povo).toBeNull();
    expect(await receivablesOf(sale.id)).toEqual([]);
    const [row] = await queryRows<{ divergence_cents: number | null }>(
      t.database.db,
      sql`select divergence_cents from gas_do_povo_redemptions where sale_id = ${sale.id}`,
    );
    expect(row).toEqual({ divergence_cents: null });
  });

  it('the unique index is the last word: a second live redemption of one NSU is the pt-BR refusal, not a 500', async () => {
    const nsu = nextNsu();
    const first = created(await post(body({ gas: redemption(nsu) })));
    const other = created(await post(body()));
    const norm = nsu.replace('-', '');
    const err = await t.database.db
      .transaction((tx) =>
        writeGasDoPovo(tx, other.id, {
          resale_id: centro,
          validation: 'cpf_sms',
          nsu: norm,
          cpf_last4: '9999',
          empty_received: true,
          uf: 'SP',
          price_cents: 10350,
          due_date: '2026-12-01',
          debtor_id: 0,
          receipt: true,
        }),
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).fields).toEqual({ 'gas_do_povo.nsu': [E.nsuUsed(norm)] });
    expect(await redemptionRow(first.id)).toMatchObject({ nsu: norm, canceled: false });
  });

  it('deleting the sale removes its redemption and receivable', async () => {
    const sale = created(await post(body()));
    const res = await call('DELETE', `/sales/${sale.id}`);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await redemptionRow(sale.id)).toBeUndefined();
    expect(await receivablesOf(sale.id)).toEqual([]);
  });

  it('a cash sale of another product in the same unit is untouched by the programme', async () => {
    const sale = created(
      await post({
        sale: {
          resale_id: centro,
          items_attributes: [{ product_id: p13, quantity: 1 }],
          payments_attributes: [{ payment_method_id: cash, value_cents: 11000 }],
        },
      }),
    );
    expect(sale.gas_do_povo).toBeNull();
    expect(sale.items[0]!.price_cents).toBe(11000);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('Gás do Povo under concurrency (PostgreSQL)', () => {
  it('16 redemptions at once: their receivables equal a recompute from the rows; one NSU sent 6 times wins once', async () => {
    const debtor = await caixaDebtor();
    const before = await debtOf(t, debtor);
    const nsus = Array.from({ length: 16 }, () => nextNsu());
    const results = await Promise.all(nsus.map((nsu) => post(body({ gas: redemption(nsu) }))));
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const ids = results.map((r) => r.json().id as number);
    const [sums] = await queryRows<{ redemptions: number; receivables: number; n: number }>(
      t.database.db,
      sql`select (select sum(price_cents)::int from gas_do_povo_redemptions where sale_id = any(${`{${ids.join(',')}}`}::int[])) as redemptions,
                 (select sum(value_cents)::int from receivables where sale_id = any(${`{${ids.join(',')}}`}::int[]) and customer_id = ${debtor}) as receivables,
                 (select count(*)::int from receivables where sale_id = any(${`{${ids.join(',')}}`}::int[])) as n`,
    );
    expect(sums).toEqual({ redemptions: 16 * 10350, receivables: 16 * 10350, n: 16 });
    expect(await debtOf(t, debtor)).toBe(before + 16 * 10350);

    const same = nextNsu();
    const racing = await Promise.all(Array.from({ length: 6 }, () => post(body({ gas: redemption(same) }))));
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of racing.filter((x) => x.statusCode !== 201))
      expect(expect422(r, ['gas_do_povo.nsu'])['gas_do_povo.nsu']).toEqual([E.nsuUsed(same.replace('-', ''))]);
    expect(await checkFigures(t.database.db, { only: ['receivables (Gás do Povo)', 'customers.debt_cents'] })).toEqual(
      [],
    );
  });
});

describe("Gás do Povo at the door (the deliverer's card)", () => {
  let deliverer: ReturnType<typeof caller>;
  let employee: number;
  beforeAll(async () => {
    deliverer = caller(t, 'deliverer');
    employee = (
      await one<{ id: number }>(t, sql`select employee_id as id from users where email = 'entregador@demo.com.br'`)
    ).id;
  });
  /** An order of the deliverer's (taken by phone), on its way. */
  const order = async (payments: { payment_method_id: number; value_cents: number }[], gas: unknown = null) => {
    const b = body({
      channel: 'disk',
      payments,
      gas: gas as null,
      items: [{ product_id: p13 }, { product_id: freight }],
    });
    const res = await post({ sale: { ...b.sale, employee_id: employee } });
    return created(res);
  };
  const move = (id: number, extra: Record<string, unknown> = {}) =>
    deliverer('PATCH', '/sales/update_status', { id, status: 'delivered', ...extra });

  it('an order paid by Gás do Povo waits for the receipt: not delivered without it, delivered with it', async () => {
    const sale = await order([
      { payment_method_id: gdp, value_cents: 10350 },
      { payment_method_id: pix, value_cents: 800 },
    ]);
    expect(sale.gas_do_povo).toBeNull();
    expect(await redemptionRow(sale.id)).toBeUndefined();
    // Already Caixa's to pay, due two business days on, before the receipt.
    expect(await receivablesOf(sale.id)).toMatchObject([{ customer_id: await caixaDebtor(), value_cents: 10350 }]);

    const bare = await move(sale.id);
    expect(expect422(bare, ['status']).status).toEqual([E.receiptRequired]);
    const half = await move(sale.id, { gas_do_povo: { validation: 'cpf_sms', nsu: '' } });
    expect(expect422(half, ['gas_do_povo.nsu'])['gas_do_povo.nsu']).toEqual([E.nsuRequired]);
    expect((await one<{ status: string }>(t, sql`select status from sales where id = ${sale.id}`)).status).toBe(
      'created',
    );

    const nsu = nextNsu();
    const done = await move(sale.id, { gas_do_povo: { ...redemption(nsu), empty_received: false } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'delivered',
      gas_do_povo: { nsu: nsu.replace('-', ''), empty_received: false, price_cents: 10350 },
    });
    expect(await receivablesOf(sale.id)).toMatchObject([{ customer_id: await caixaDebtor(), value_cents: 10350 }]);
  });

  it("the attendant's form: an order sent with the receipt's fields empty is kept; a counter sale is refused", async () => {
    // What the sale form sends while the receipt waits for the door: the fields, empty.
    const empty = { validation: null, nsu: null, cpf_last4: null, empty_received: true };
    const payments = [
      { payment_method_id: gdp, value_cents: 10350 },
      { payment_method_id: pix, value_cents: 800 },
    ];
    const sale = await order(payments, empty);
    expect(sale.gas_do_povo).toBeNull();
    expect(await receivablesOf(sale.id)).toMatchObject([{ customer_id: await caixaDebtor(), value_cents: 10350 }]);
    // Edited later (still to deliver), the same: kept, nothing doubles.
    const edited = await call('PATCH', `/sales/${sale.id}`, { sale: { obs: 'portão azul', gas_do_povo: empty } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await receivablesOf(sale.id)).toHaveLength(1);
    // Edited to delivered without the receipt: refused, the order stays as it was.
    const handed = await call('PATCH', `/sales/${sale.id}`, { sale: { status: 'delivered', gas_do_povo: empty } });
    expect(expect422(handed, ['gas_do_povo.nsu'])['gas_do_povo.nsu']).toEqual([E.nsuRequired]);
    expect((await one<{ status: string }>(t, sql`select status from sales where id = ${sale.id}`)).status).toBe(
      'created',
    );
    // A counter sale (handed over at once) with the same empty fields: refused, nothing written.
    const counter = await post(body({ gas: empty, payments, items: [{ product_id: p13 }, { product_id: freight }] }));
    expect(expect422(counter, ['gas_do_povo.nsu'])['gas_do_povo.nsu']).toEqual([E.nsuRequired]);
  });

  it('switched to Gás do Povo at the door: the refill becomes the voucher, the freight stays with the first method', async () => {
    const sale = await order([{ payment_method_id: cash, value_cents: 11800 }]);
    const before = await cashOf(sale.id);
    expect(before.reduce((n, r) => n + r.value_cents, 0)).toBe(11800);
    const nsu = nextNsu();
    const res = await move(sale.id, { gas_do_povo: redemption(nsu), gas_do_povo_switch: true });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as {
      status: string;
      total_cents: number;
      payments: { payment_method: { id: number; kind: string }; value_cents: number }[];
      items: { price_cents: number }[];
    };
    expect(s.status).toBe('delivered');
    expect(s.payments.map((p) => [p.payment_method.id, p.value_cents])).toEqual([
      [gdp, 10350],
      [cash, 800],
    ]);
    expect(s.total_cents).toBe(11150);
    expect(await redemptionRow(sale.id)).toMatchObject({
      nsu: nsu.replace('-', ''),
      canceled: false,
      price_cents: 10350,
    });
    expect(await receivablesOf(sale.id)).toMatchObject([{ customer_id: await caixaDebtor(), value_cents: 10350 }]);
    expect((await cashOf(sale.id)).reduce((n, r) => n + r.value_cents, 0)).toBe(800);
    // Sent again (a retry of the same move): the sale is delivered already, nothing doubles.
    const again = await move(sale.id, { gas_do_povo: redemption(nsu), gas_do_povo_switch: true });
    expect(again.statusCode).toBeGreaterThanOrEqual(200);
    expect(await receivablesOf(sale.id)).toHaveLength(1);
  });

  it("the receipt and the empty's brand tapped on the card go in one move; 'Casco recebido: Não' makes the family owe it", async () => {
    const refill = (
      await one<{ id: number }>(
        t,
        sql`insert into products (description, price_cents, resale_id, gas_do_povo_eligible, capacity)
            values ('P13 com casco (teste)', 11000, ${centro}, true, 'P13') returning id`,
      )
    ).id;
    const liquigas = (await one<{ id: number }>(t, sql`select id from bottle_brands where name = 'Liquigás'`)).id;
    const b = body({
      channel: 'disk',
      gas: null,
      payments: [
        { payment_method_id: gdp, value_cents: 10350 },
        { payment_method_id: pix, value_cents: 800 },
      ],
      items: [{ product_id: refill }, { product_id: freight }],
    });
    const sale = created(await post({ sale: { ...b.sale, employee_id: employee } }));
    const nsu = nextNsu();
    const res = await move(sale.id, {
      gas_do_povo: redemption(nsu),
      empties: [{ product_id: refill, empty_brand_id: liquigas }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'delivered', gas_do_povo: { nsu: nsu.replace('-', '') } });
    expect(res.json().items.find((i: { product_id: number }) => i.product_id === refill)).toMatchObject({
      empty_brand_id: liquigas,
    });
    const empties = await queryRows<{ brand_id: number | null; q: number }>(
      t.database.db,
      sql`select brand_id, sum(quantity)::int as q from empty_moves
           where sale_id = ${sale.id} and state = 'vazio' group by 1 having sum(quantity) <> 0`,
    );
    expect(empties).toEqual([{ brand_id: liquigas, q: 1 }]);
    expect(await redemptionRow(sale.id)).toMatchObject({ nsu: nsu.replace('-', ''), canceled: false });
    expect(await checkFigures(t.database.db)).toEqual([]);

    // 'Casco recebido: Não' on the receipt: the family (the sale's customer) owes the empty, by the brand tapped.
    const family = await newCustomer(t, centro, 'Família sem casco');
    const b2 = body({
      channel: 'disk',
      gas: null,
      customer_id: family,
      payments: [
        { payment_method_id: gdp, value_cents: 10350 },
        { payment_method_id: pix, value_cents: 800 },
      ],
      items: [{ product_id: refill }, { product_id: freight }],
    });
    const owing = created(await post({ sale: { ...b2.sale, employee_id: employee } }));
    const moved = await move(owing.id, {
      gas_do_povo: { ...redemption(), empty_received: false },
      empties: [{ product_id: refill, empty_brand_id: liquigas }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const owed = await queryRows<{ account: string; brand_id: number | null; q: number }>(
      t.database.db,
      sql`select account::text, brand_id, sum(quantity)::int as q from empty_moves
           where sale_id = ${owing.id} and state = 'vazio' group by 1, 2 having sum(quantity) <> 0`,
    );
    expect(owed).toEqual([{ account: 'owed', brand_id: liquigas, q: 1 }]);
    const theirs = (await call('GET', `/empties/customers/${family}`)).json();
    expect(theirs.owed).toMatchObject([{ brand_id: liquigas, capacity: 'P13', quantity: 1 }]);
    expect(await checkFigures(t.database.db)).toEqual([]);
  });

  it('a switch refused (NSU already used) writes nothing: the order keeps its payments and status', async () => {
    const used = nextNsu();
    created(await post(body({ gas: redemption(used) })));
    const sale = await order([{ payment_method_id: cash, value_cents: 11800 }]);
    const res = await move(sale.id, { gas_do_povo: redemption(used), gas_do_povo_switch: true });
    // The NSU's refusal alone: the balance, checked at the voucher's price, adds none.
    expect(expect422(res, ['gas_do_povo.nsu'])).toEqual({ 'gas_do_povo.nsu': [E.nsuUsed(used.replace('-', ''))] });
    const after = (await call('GET', `/sales/${sale.id}`)).json();
    expect(after.status).toBe('created');
    expect(after.payments.map((p: { value_cents: number }) => p.value_cents)).toEqual([11800]);
    expect(await redemptionRow(sale.id)).toBeUndefined();
  });

  it("Caixa's receivables equal a recompute: orders awaiting the receipt, delivered ones, a paid one canceled", async () => {
    await order([
      { payment_method_id: gdp, value_cents: 10350 },
      { payment_method_id: pix, value_cents: 800 },
    ]);
    expect(await checkFigures(t.database.db, { only: ['receivables (Gás do Povo)', 'customers.debt_cents'] })).toEqual(
      [],
    );
  });
});
