import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { ValidationError } from '../src/lib/errors';
import { bookSaleMoney, reverseSaleMoney } from '../src/modules/receivables/saleMoney';
import { SALE_TEXTS, RECEIVABLE_TEXTS } from '@ability/domain';
import { addDays, caller, debtOf, insertSale, methodId, newCustomer, one, saleMoney, today } from './finance-helpers';
import { type TestContext, cashSaleBody, createTestContext, expect422 } from './helpers';
import { demoUnits } from './registers-helpers';

let t: TestContext;
let centro: number;
let cash: number;
let pix: number;
let credit: number;
let boleto: number;
let p13: number;
beforeAll(async () => {
  t = await createTestContext();
  ({ centro } = await demoUnits(t));
  cash = await methodId(t, 'Dinheiro');
  pix = await methodId(t, 'PIX');
  credit = await methodId(t, 'Cartão de crédito');
  boleto = await methodId(t, 'Boleto 30 dias');
  p13 = (
    await one<{ id: number }>(
      t,
      sql`select id from products where resale_id = ${centro} and description = 'Gás P13 (botijão 13 kg)'`,
    )
  ).id;
});
afterAll(async () => t?.close());

const book = (saleId: number) => t.database.db.transaction((tx) => bookSaleMoney(tx, saleId));
const reverse = (saleId: number) => t.database.db.transaction((tx) => reverseSaleMoney(tx, saleId));
const sum = (xs: { value_cents: number }[]) => xs.reduce((a, x) => a + x.value_cents, 0);

describe('bookSaleMoney', () => {
  it('a cash sale enters the cash on its day, less the change; nothing is owed', async () => {
    const customer = await newCustomer(t, centro);
    const id = await insertSale(t, {
      resaleId: centro,
      customerId: customer,
      total: 12000,
      payments: [{ method: cash, value: 15000 }],
    });
    await book(id);
    const m = await saleMoney(t, id);
    expect(m.cash).toEqual([{ value_cents: 12000, date: today(), movement: 'receivable' }]);
    expect(m.recs).toEqual([]);
    expect(await debtOf(t, customer)).toBe(0);
  });

  it('a term sale becomes a receivable of its customer, who now owes it', async () => {
    const customer = await newCustomer(t, centro);
    const due = addDays(today(), 30);
    const id = await insertSale(t, {
      resaleId: centro,
      customerId: customer,
      total: 20000,
      payments: [{ method: boleto, value: 20000, due }],
    });
    await book(id);
    const m = await saleMoney(t, id);
    expect(m.cash).toEqual([]);
    expect(m.recs).toMatchObject([{ value_cents: 20000, received_cents: 0, due_date: due }]);
    expect(await debtOf(t, customer)).toBe(20000);
    // The customer screens read it.
    expect((await caller(t)('GET', `/customers/${customer}`)).json().debt_cents).toBe(20000);
    // It shows in the receivables list with the sale's method and seller.
    const list = (await caller(t)('GET', `/receivables?customer_id=${customer}`)).json();
    expect(list.data[0]).toMatchObject({ sale_id: id, payment_method: { id: boleto }, status: 'earlydue' });
  });

  it('installments split as the sale form does, to the cent, spaced by the method’s delivery time', async () => {
    const customer = await newCustomer(t, centro);
    const due = addDays(today(), 30);
    const id = await insertSale(t, {
      resaleId: centro,
      customerId: customer,
      total: 30002,
      payments: [
        { method: pix, value: 10000 },
        { method: credit, value: 20002, installments: 3, due },
      ],
    });
    await book(id);
    const m = await saleMoney(t, id);
    expect(m.cash.map((c) => c.value_cents)).toEqual([10000]);
    expect(m.recs.map((r) => [r.value_cents, r.due_date])).toEqual([
      [6668, due],
      [6667, addDays(due, 30)],
      [6667, addDays(due, 60)],
    ]);
    expect(sum(m.cash) + sum(m.recs)).toBe(30002);
    expect(await debtOf(t, customer)).toBe(20002);
  });

  it('an installment due on the sale’s day is cash; a past sale books on its own day (São Paulo time)', async () => {
    const customer = await newCustomer(t, centro);
    // 01:00 UTC on 1 March is still 28 February in São Paulo.
    const [sale] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into sales (doc_number, resale_id, customer_id, total_cents, change_cents, sold_on)
          values (9001, ${centro}, ${customer}, 10000, 0, '2026-03-01T01:00:00Z') returning id`,
    );
    await queryRows(
      t.database.db,
      sql`insert into sale_payments (sale_id, payment_method_id, value_cents, installments, due_date)
          values (${sale!.id}, ${boleto}, 10000, 2, '2026-02-28')`,
    );
    await book(sale!.id);
    const m = await saleMoney(t, sale!.id);
    expect(m.cash).toEqual([{ value_cents: 5000, date: '2026-02-28', movement: 'receivable' }]);
    expect(m.recs).toMatchObject([{ value_cents: 5000, due_date: '2026-03-30' }]);
  });

  it('[422] a term sale without a customer writes nothing', async () => {
    const id = await insertSale(t, {
      resaleId: centro,
      customerId: null,
      total: 5000,
      payments: [
        { method: cash, value: 1000 },
        { method: boleto, value: 4000, due: addDays(today(), 10) },
      ],
    });
    await expect(book(id)).rejects.toBeInstanceOf(ValidationError);
    await expect(book(id)).rejects.toMatchObject({ fields: { payments: ['venda a prazo precisa de um cliente'] } });
    expect(await saleMoney(t, id)).toEqual({ cash: [], recs: [] });
  });

  it('a canceled sale books nothing', async () => {
    const id = await insertSale(t, {
      resaleId: centro,
      customerId: null,
      total: 100,
      status: 'canceled',
      payments: [{ method: cash, value: 100 }],
    });
    await book(id);
    expect(await saleMoney(t, id)).toEqual({ cash: [], recs: [] });
  });
});

describe('reverseSaleMoney', () => {
  it('cancel: removes the cash entries and the open receivables, and the debt', async () => {
    const customer = await newCustomer(t, centro);
    const id = await insertSale(t, {
      resaleId: centro,
      customerId: customer,
      total: 9000,
      payments: [
        { method: cash, value: 3000 },
        { method: boleto, value: 6000, due: addDays(today(), 30) },
      ],
    });
    await book(id);
    expect(await debtOf(t, customer)).toBe(6000);
    await reverse(id);
    expect(await saleMoney(t, id)).toEqual({ cash: [], recs: [] });
    expect(await debtOf(t, customer)).toBe(0);
  });

  it('edit: reverse then book again rewrites the money to the new payments', async () => {
    const customer = await newCustomer(t, centro);
    const id = await insertSale(t, {
      resaleId: centro,
      customerId: customer,
      total: 8000,
      payments: [{ method: boleto, value: 8000, due: addDays(today(), 30) }],
    });
    await book(id);
    await queryRows(t.database.db, sql`update sale_payments set value_cents = 2000 where sale_id = ${id}`);
    await queryRows(
      t.database.db,
      sql`insert into sale_payments (sale_id, payment_method_id, value_cents) values (${id}, ${pix}, 6000)`,
    );
    await t.database.db.transaction(async (tx) => {
      await reverseSaleMoney(tx, id);
      await bookSaleMoney(tx, id);
    });
    const m = await saleMoney(t, id);
    expect(m.cash.map((c) => c.value_cents)).toEqual([6000]);
    expect(m.recs.map((r) => r.value_cents)).toEqual([2000]);
    expect(await debtOf(t, customer)).toBe(2000);
  });

  it('a partly received receivable is closed at what was received; the receipt stays in the cash', async () => {
    const customer = await newCustomer(t, centro);
    const id = await insertSale(t, {
      resaleId: centro,
      customerId: customer,
      total: 20000,
      payments: [{ method: boleto, value: 20000, due: addDays(today(), 30) }],
    });
    await book(id);
    const recId = (await saleMoney(t, id)).recs[0]!.id;
    const r = await caller(t)('PATCH', `/receivables/${recId}`, { receivable: {}, received_value: 5000 });
    expect(r.statusCode, r.body).toBe(200);
    expect(await debtOf(t, customer)).toBe(15000);
    // Cancel.
    await queryRows(t.database.db, sql`update sales set status = 'canceled' where id = ${id}`);
    await reverse(id);
    const m = await saleMoney(t, id);
    expect(m.recs).toMatchObject([{ id: recId, value_cents: 5000, received_cents: 5000 }]);
    expect(await debtOf(t, customer)).toBe(0);
    const receipts = await queryRows<{ v: number }>(
      t.database.db,
      sql`select value_cents::int as v from transactions where receivable_id = ${recId}`,
    );
    expect(receipts).toEqual([{ v: 5000 }]);
  });

  it('editing a sale with a partly received receivable credits the receipt: nothing is charged twice', async () => {
    const customer = await newCustomer(t, centro);
    const due = addDays(today(), 30);
    const id = await insertSale(t, {
      resaleId: centro,
      customerId: customer,
      total: 20000,
      payments: [{ method: boleto, value: 20000, due }],
    });
    await book(id);
    const recId = (await saleMoney(t, id)).recs[0]!.id;
    await caller(t)('PATCH', `/receivables/${recId}`, { receivable: {}, received_value: 7000 });
    // The sale grows to 25000 on the same term.
    await queryRows(t.database.db, sql`update sale_payments set value_cents = 25000 where sale_id = ${id}`);
    await queryRows(t.database.db, sql`update sales set total_cents = 25000 where id = ${id}`);
    await t.database.db.transaction(async (tx) => {
      await reverseSaleMoney(tx, id);
      await bookSaleMoney(tx, id);
    });
    const m = await saleMoney(t, id);
    // Kept (closed at 7000, received) + new 18000 = 25000.
    expect(m.recs.map((x) => [x.value_cents, x.received_cents])).toEqual([
      [7000, 7000],
      [18000, 0],
    ]);
    expect(await debtOf(t, customer)).toBe(18000);
    // Booking is repeatable: reverse + book again changes nothing.
    await t.database.db.transaction(async (tx) => {
      await reverseSaleMoney(tx, id);
      await bookSaleMoney(tx, id);
    });
    expect((await saleMoney(t, id)).recs.map((x) => [x.value_cents, x.received_cents])).toEqual([
      [7000, 7000],
      [18000, 0],
    ]);
    expect(await debtOf(t, customer)).toBe(18000);
  });
});

describe('POST/PATCH /sales: change is cash’s, a term method’s due date', () => {
  /** A R$ 110,00 P13 sale of the first unit paid with `payments`. */
  const body = (payments: Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
    const b = cashSaleBody({ resale_id: centro, product_id: p13, method_id: cash }, extra, 1, 11000);
    b.sale.payments_attributes = payments as never;
    return b;
  };
  const count = async () => (await one<{ n: number }>(t, sql`select count(*)::int as n from sales`)).n;

  it('[422] more than the total by PIX or card, alone or beside too little cash; nothing written', async () => {
    const before = await count();
    const over = await caller(t)('POST', '/sales', body([{ payment_method_id: pix, value_cents: 12000 }]));
    expect(expect422(over, ['payments']).payments).toEqual([SALE_TEXTS.errors.changeNotCash('R$ 10,00')]);
    const mixed = await caller(t)(
      'POST',
      '/sales',
      body([
        { payment_method_id: credit, value_cents: 11500 },
        { payment_method_id: cash, value_cents: 200 },
      ]),
    );
    expect(expect422(mixed, ['payments']).payments).toEqual([SALE_TEXTS.errors.changeNotCash('R$ 5,00')]);
    expect(await count()).toBe(before);
  });

  it('[201] the change out of the cash: R$ 100,00 by PIX and a R$ 50,00 note for R$ 110,00', async () => {
    const res = await caller(t)(
      'POST',
      '/sales',
      body([
        { payment_method_id: pix, value_cents: 10000 },
        { payment_method_id: cash, value_cents: 5000 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json() as { id: number; change_cents: number };
    expect(sale.change_cents).toBe(4000);
    const m = await saleMoney(t, sale.id);
    expect(sum(m.cash)).toBe(11000);
    expect(m.recs).toEqual([]);
  });

  it('[422] an edit that leaves PIX over the total; the sale stays as it was', async () => {
    const res = await caller(t)('POST', '/sales', body([{ payment_method_id: pix, value_cents: 11000 }]));
    const sale = res.json() as { id: number; payments: { id: number }[] };
    const edit = await caller(t)('PATCH', `/sales/${sale.id}`, {
      sale: { payments_attributes: [{ id: sale.payments[0]!.id, value_cents: 12000 }] },
    });
    expect(expect422(edit, ['payments']).payments).toEqual([SALE_TEXTS.errors.changeNotCash('R$ 10,00')]);
    const stored = await one<{ v: number }>(
      t,
      sql`select value_cents as v from sale_payments where sale_id = ${sale.id}`,
    );
    expect(stored.v).toBe(11000);
  });

  it('a Boleto 30 dias sent without a due date is due 30 days on: a receivable, not cash of the day', async () => {
    const customer = await newCustomer(t, centro);
    const res = await caller(t)(
      'POST',
      '/sales',
      body([{ payment_method_id: boleto, value_cents: 11000 }], { customer_id: customer }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json() as { id: number; payments: { due_date: string | null }[] };
    const due = addDays(today(), 30);
    expect(sale.payments[0]!.due_date).toBe(due);
    const m = await saleMoney(t, sale.id);
    expect(m.cash).toEqual([]);
    expect(m.recs).toMatchObject([{ value_cents: 11000, received_cents: 0, due_date: due }]);
    expect(await debtOf(t, customer)).toBe(11000);
    // Without a customer it is refused, as any term sale.
    const before = await count();
    const anonymous = await caller(t)('POST', '/sales', body([{ payment_method_id: boleto, value_cents: 11000 }]));
    expect(expect422(anonymous, ['payments']).payments).toEqual([RECEIVABLE_TEXTS.needsCustomer]);
    expect(await count()).toBe(before);
  });

  it('a stored term payment without a due date is booked at the method’s days too', async () => {
    const customer = await newCustomer(t, centro);
    const id = await insertSale(t, {
      resaleId: centro,
      customerId: customer,
      total: 8000,
      payments: [{ method: boleto, value: 8000, due: null }],
    });
    await book(id);
    const m = await saleMoney(t, id);
    expect(m.cash).toEqual([]);
    expect(m.recs).toMatchObject([{ value_cents: 8000, due_date: addDays(today(), 30) }]);
  });
});
