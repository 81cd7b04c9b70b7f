import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { addDays, caller, debtOf, methodId, newCustomer, one, today } from './finance-helpers';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { demoUnits, expectBadInputRefused } from './registers-helpers';

let t: TestContext;
let centro: number;
let valinhos: number;
let admin: ReturnType<typeof caller>;
let attendant: ReturnType<typeof caller>;
let deliverer: ReturnType<typeof caller>;
let inflowAccount: number;
let outflowAccount: number;
let valinhosOutflow: number;
beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos } = await demoUnits(t));
  admin = caller(t, 'admin');
  attendant = caller(t, 'attendant');
  deliverer = caller(t, 'deliverer');
  const acc = async (resale: number, movement: string) =>
    (
      await one<{ id: number }>(
        t,
        sql`select id from accounts where resale_id = ${resale} and movement = ${movement} order by id limit 1`,
      )
    ).id;
  inflowAccount = await acc(centro, 'inflow');
  outflowAccount = await acc(centro, 'outflow');
  valinhosOutflow = await acc(valinhos, 'outflow');
});
afterAll(async () => t?.close());

describe('/api/accounts', () => {
  it('[201] creates with a category created inline, lists, searches, filters, edits and removes', async () => {
    const res = await admin('POST', '/accounts', {
      account: {
        description: 'Manutenção de balanças',
        movement: 'outflow',
        group: 'operational',
        category_name: 'Manutenção',
        resale_id: centro,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const acc = res.json();
    expect(acc).toMatchObject({
      movement: 'outflow',
      group: 'operational',
      category: { name: 'Manutenção' },
      resale: { id: centro },
    });
    // The same name again reuses the category.
    const again = await admin('POST', '/accounts', {
      account: {
        description: 'Peças',
        movement: 'outflow',
        group: 'investment',
        category_name: 'manutenção',
        resale_id: centro,
      },
    });
    expect(again.json().category_id).toBe(acc.category_id);
    expect((await admin('GET', '/accounts/options')).json().categories.map((c: { name: string }) => c.name)).toContain(
      'Manutenção',
    );
    const found = (await admin('GET', '/accounts?query=manutencao de bal')).json();
    expect(found.map((a: { id: number }) => a.id)).toEqual([acc.id]);
    expect((await admin('GET', `/accounts/search/balan`)).json()).toHaveLength(1);
    const inflows = (await admin('GET', `/accounts?movement=inflow&resale_id=${centro}`)).json();
    expect(
      inflows.every((a: { movement: string; resale_id: number }) => a.movement === 'inflow' && a.resale_id === centro),
    ).toBe(true);
    const edited = await admin('PATCH', `/accounts/${acc.id}`, {
      account: { description: 'Manutenção de balanças e válvulas' },
    });
    expect(edited.json().description).toBe('Manutenção de balanças e válvulas');
    expect((await admin('DELETE', `/accounts/${acc.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/accounts/${acc.id}`)).statusCode).toBe(404);
  });

  it('[422] needs a description, a category and a known movement; an account in use is kept', async () => {
    expect422(
      await admin('POST', '/accounts', {
        account: { description: '', movement: 'x', group: 'operational', resale_id: centro },
      }),
      ['description', 'movement'],
    );
    expect422(
      await admin('POST', '/accounts', {
        account: { description: 'Sem categoria', movement: 'inflow', group: 'operational', resale_id: centro },
      }),
      ['category'],
    );
    // Demo expenses use the first outflow account.
    expect422(await admin('DELETE', `/accounts/${outflowAccount}`), ['base']);
    expect422(await admin('PATCH', `/accounts/${outflowAccount}`, { account: { movement: 'inflow' } }), ['movement']);
    await expectBadInputRefused(t, '/accounts', 'account', async () =>
      Number((await admin('GET', '/accounts')).headers.total),
    );
  });

  it('[403] is admin only', async () => {
    for (const c of [attendant, deliverer]) {
      expect((await c('GET', '/accounts')).statusCode).toBe(403);
      expect((await c('POST', '/accounts', { account: {} })).statusCode).toBe(403);
    }
  });
});

describe('/api/banks', () => {
  it('[201] a safe has no agency nor account; the initial balance is set on create only; balance follows entries', async () => {
    const res = await admin('POST', '/banks', {
      bank: {
        type_bank: 'safe',
        description: 'Cofre 2',
        ag: '123',
        account: '456',
        init_balance_cents: 10000,
        resale_id: centro,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const bank = res.json();
    expect(bank).toMatchObject({ ag: null, account: null, init_balance_cents: 10000, balance_cents: 10000 });
    const edited = (
      await admin('PATCH', `/banks/${bank.id}`, { bank: { init_balance_cents: 99, description: 'Cofre dos fundos' } })
    ).json();
    expect(edited).toMatchObject({ init_balance_cents: 10000, description: 'Cofre dos fundos' });
    const tx = async (movement: string, value: number) =>
      admin('POST', '/transactions', {
        transaction: {
          description: 'Teste banco',
          movement,
          date: today(),
          value_cents: value,
          resale_id: centro,
          bank_id: bank.id,
        },
      });
    expect((await tx('inflow', 2550)).statusCode).toBe(201);
    expect((await tx('outflow', 1001)).statusCode).toBe(201);
    expect((await admin('GET', `/banks/${bank.id}`)).json().balance_cents).toBe(10000 + 2550 - 1001);
    const list = (await admin('GET', '/banks?search=fundos')).json();
    expect(list.map((b: { id: number }) => b.id)).toEqual([bank.id]);
    expect422(await admin('DELETE', `/banks/${bank.id}`), ['base']);
    const inst = (
      await admin('POST', '/banks', {
        bank: { type_bank: 'institute', description: 'Itaú', ag: '0001', account: '12345-6', resale_id: valinhos },
      })
    ).json();
    expect(inst).toMatchObject({ ag: '0001', account: '12345-6', init_balance_cents: 0 });
    expect((await admin('DELETE', `/banks/${inst.id}`)).statusCode).toBe(204);
    for (const c of [attendant, deliverer]) expect((await c('GET', '/banks')).statusCode).toBe(403);
  });
});

describe('/api/transactions', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    transaction: {
      description: 'Conta de luz',
      movement: 'outflow',
      date: '10/03/2026',
      value_cents: 12345,
      resale_id: centro,
      account_id: outflowAccount,
      ...over,
    },
  });

  it('[201] any logged-in user writes an entry in their unit, with date in pt-BR', async () => {
    const res = await deliverer('POST', '/transactions', body());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      date: '2026-03-10',
      value_cents: 12345,
      movement: 'outflow',
      origin: null,
      account: { id: outflowAccount },
    });
    expect(res.json().account.category.name).toBeTruthy();
    const edited = await deliverer('PATCH', `/transactions/${res.json().id}`, {
      transaction: { value_cents: 12000, description: 'Conta de luz (março)' },
    });
    expect(edited.json()).toMatchObject({ value_cents: 12000, description: 'Conta de luz (março)' });
    expect((await deliverer('DELETE', `/transactions/${res.json().id}`)).statusCode).toBe(204);
  });

  it('[422] refuses an account of another unit or movement, a receivable movement by hand, and another unit', async () => {
    expect422(await admin('POST', '/transactions', body({ account_id: valinhosOutflow })), ['account']);
    expect422(await admin('POST', '/transactions', body({ account_id: inflowAccount })), ['account']);
    expect422(await admin('POST', '/transactions', body({ movement: 'receivable' })), ['movement']);
    expect422(await admin('POST', '/transactions', body({ value_cents: 0, date: '31/02/2026' })), [
      'value_cents',
      'date',
    ]);
    expect422(await attendant('POST', '/transactions', body({ resale_id: valinhos, account_id: valinhosOutflow })), [
      'resale',
    ]);
    await expectBadInputRefused(t, '/transactions', 'transaction', async () =>
      Number((await admin('GET', '/transactions')).headers.total),
    );
  });

  it('[200] Transaction-Meta sums the whole filtered result per movement, and the balance', async () => {
    const day = '2025-01-15';
    const mk = (
      movement: string,
      value: number,
      resale = centro,
      account = movement === 'inflow' ? inflowAccount : outflowAccount,
    ) =>
      admin('POST', '/transactions', {
        transaction: {
          description: `Meta ${movement}`,
          movement,
          date: day,
          value_cents: value,
          resale_id: resale,
          account_id: resale === centro ? account : valinhosOutflow,
        },
      });
    await mk('inflow', 10001);
    await mk('inflow', 20002);
    await mk('outflow', 5003);
    await mk('outflow', 7000, valinhos);
    await one(
      t,
      sql`insert into transactions (description, movement, date, value_cents, resale_id) values ('Recebido', 'receivable', ${day}, 999, ${centro})`,
    );
    const res = await admin('GET', '/transactions?date=15/01/2025');
    const meta = JSON.parse(String(res.headers['transaction-meta']));
    expect(meta).toMatchObject({
      inflow: { count: 2, value_cents: 30003 },
      outflow: { count: 2, value_cents: 12003 },
      receivable: { count: 1, value_cents: 999 },
      count: 5,
      balance_cents: 30003 + 999 - 12003,
    });
    expect(res.headers.total).toBe('5');
    const rows = res.json() as { value_cents: number; movement: string }[];
    expect(rows.reduce((s, r) => s + (r.movement === 'outflow' ? -r.value_cents : r.value_cents), 0)).toBe(
      meta.balance_cents,
    );
    // Movement filter: the rows and their meta.
    const out = await admin('GET', `/transactions?date=15/01/2025&movement=outflow&resale_id=${centro}`);
    expect(out.json()).toHaveLength(1);
    expect(JSON.parse(String(out.headers['transaction-meta'])).outflow).toEqual({ count: 1, value_cents: 5003 });
    // Search, and the attendant (Centro only) does not see Valinhos.
    expect((await admin('GET', '/transactions/search/meta%20inflow?date=15/01/2025')).json()).toHaveLength(2);
    const att = await attendant('GET', '/transactions?date=15/01/2025');
    expect(JSON.parse(String(att.headers['transaction-meta'])).outflow).toEqual({ count: 1, value_cents: 5003 });
    const seller = (await one<{ id: number }>(t, sql`select id from users where email = 'admin@demo.com.br'`)).id;
    expect((await admin('GET', `/transactions?date=15/01/2025&user_id=${seller}`)).json()).toHaveLength(4);
    const csv = await admin('GET', '/transactions?date=15/01/2025&format=csv');
    expect(csv.body).toContain('Meta inflow');
  });

  it('[200] the unfiltered meta (read from transaction_totals) and the text search follow every write', async () => {
    const metaOf = async (q: string) =>
      JSON.parse(String((await admin('GET', `/transactions?${q}`)).headers['transaction-meta']));
    // The same figures summed from the entries themselves.
    const counted = async (start: string, end: string) => {
      const rows = await queryRows<{ movement: string; n: number; v: number }>(
        t.database.db,
        sql`select movement, count(*)::int as n, sum(value_cents)::int as v from transactions
          where date between ${start} and ${end} group by movement`,
      );
      return Object.fromEntries(rows.map((r) => [r.movement, { count: r.n, value_cents: r.v }]));
    };
    const expectSame = async (q: string, start: string, end: string) => {
      const meta = await metaOf(q);
      const rows = await counted(start, end);
      for (const m of ['inflow', 'outflow', 'receivable'])
        expect(meta[m], m).toEqual(rows[m] ?? { count: 0, value_cents: 0 });
    };
    const create = async (over: Record<string, unknown>) =>
      (await admin('POST', '/transactions', body({ date: '03/02/2025', description: 'Totais A', ...over }))).json()
        .id as number;
    const a = await create({});
    const b = await create({ value_cents: 500, resale_id: valinhos, account_id: valinhosOutflow });
    const c = await create({ movement: 'inflow', account_id: inflowAccount, value_cents: 700 });
    await expectSame('date=03/02/2025', '2025-02-03', '2025-02-03');
    // Moved to another day, another value and a new description; another one removed.
    await admin('PATCH', `/transactions/${a}`, {
      transaction: { date: '04/02/2025', value_cents: 999, description: 'Pedágio Anhanguera' },
    });
    await admin('DELETE', `/transactions/${b}`);
    await admin('PATCH', `/transactions/${c}`, { transaction: { movement: 'outflow', account_id: outflowAccount } });
    await expectSame('date=03/02/2025', '2025-02-03', '2025-02-03');
    await expectSame('date=01/02/2025-28/02/2025', '2025-02-01', '2025-02-28');
    expect((await metaOf('date=03/02/2025-04/02/2025&movement=outflow')).outflow).toEqual(
      (await counted('2025-02-03', '2025-02-04')).outflow,
    );
    // A description written by the edit is found (accents ignored), with its meta.
    const found = await admin('GET', '/transactions?query=pedagio&date=01/02/2025-28/02/2025');
    expect(found.json().map((r: { id: number }) => r.id)).toEqual([a]);
    expect(JSON.parse(String(found.headers['transaction-meta'])).outflow).toEqual({ count: 1, value_cents: 999 });
    expect((await admin('GET', '/transactions?query=nada%20assim&date=01/02/2025-28/02/2025')).json()).toEqual([]);
  });

  it('[200] options carry accounts with movement and category, units, users, employees, payment methods', async () => {
    const o = (await attendant('GET', '/transactions/options')).json();
    expect(o.resales.map((r: { id: number }) => r.id)).toEqual([centro]);
    expect(o.accounts.every((a: { resale_id: number }) => a.resale_id === centro)).toBe(true);
    expect(o.accounts[0]).toHaveProperty('category_name');
    expect(o.accounts[0]).toHaveProperty('movement');
    expect(o.users.length).toBeGreaterThan(0);
    expect(o.employees.length).toBeGreaterThan(0);
    expect(o.payment_methods.length).toBeGreaterThan(0);
  });

  it('[404] another unit’s entry is hidden; [422] entries born of a receipt are changed only through it', async () => {
    const v = (await admin('POST', '/transactions', body({ resale_id: valinhos, account_id: valinhosOutflow }))).json();
    expect((await attendant('GET', `/transactions/${v.id}`)).statusCode).toBe(404);
    expect((await attendant('DELETE', `/transactions/${v.id}`)).statusCode).toBe(404);
    const born = await one<{ id: number }>(t, sql`select id from transactions where receivable_id is not null limit 1`);
    expect422(await admin('PATCH', `/transactions/${born.id}`, { transaction: { value_cents: 1 } }), ['base']);
    expect422(await admin('DELETE', `/transactions/${born.id}`), ['base']);
  });
});

describe('/api/receivables', () => {
  let customer: number;
  let boleto: number;
  beforeAll(async () => {
    customer = await newCustomer(t, centro, 'Joana Receber da Silva');
    boleto = await methodId(t, 'Boleto 30 dias');
  });
  const create = (value: number, due: string, over: Record<string, unknown> = {}, c = admin) =>
    c('POST', '/receivables', {
      receivable: {
        document: 'NF 1',
        resale_id: centro,
        customer_id: customer,
        bill_attributes: {
          issue_date: today(),
          due_date: due,
          description: 'Teste',
          account_id: inflowAccount,
          payment_method_id: boleto,
          value_cents: value,
        },
        ...over,
      },
    });
  const cashOf = async (id: number) =>
    queryRows<{ value_cents: number; date: string }>(
      t.database.db,
      sql`select value_cents::int, date::text from transactions where receivable_id = ${id} and movement = 'receivable' order by id`,
    );

  it('[201] creates an open receivable and the customer owes it', async () => {
    const res = await create(10050, addDays(today(), 10));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'earlydue',
      debt_cents: 10050,
      customer: { id: customer },
      bill: { value_cents: 10050 },
    });
    expect(await debtOf(t, customer)).toBe(10050);
  });

  it('[200] partial receipts accumulate, with fine and discount, each one in the cash; empty date is today', async () => {
    const rec = (await create(20000, addDays(today(), -5))).json();
    expect(rec.status).toBe('overdue');
    const debt0 = await debtOf(t, customer);
    // debt 200,00 + fine 3,50 − discount 1,50 = 202,00 to receive; receive 50,25 on a given day.
    let res = await admin('PATCH', `/receivables/${rec.id}`, {
      receivable: { receipt_date: '01/03/2026', fine_cents: 350, discount_cents: 150 },
      received_value: 5025,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      value_cents: 20200,
      received_cents: 5025,
      debt_cents: 15175,
      receipt_date: '2026-03-01',
      fine_cents: 350,
      discount_cents: 150,
    });
    expect(await debtOf(t, customer)).toBe(debt0 + 200 - 5025);
    // The rest, with an empty receipt date: today.
    res = await admin('PATCH', `/receivables/${rec.id}`, { receivable: { receipt_date: '' }, received_value: 15175 });
    expect(res.json()).toMatchObject({
      received_cents: 20200,
      debt_cents: 0,
      status: 'received',
      receipt_date: today(),
    });
    expect(await cashOf(rec.id)).toEqual([
      { value_cents: 5025, date: '2026-03-01' },
      { value_cents: 15175, date: today() },
    ]);
    expect(await debtOf(t, customer)).toBe(debt0 - 20000);
    // Nothing more to receive.
    expect422(await admin('PATCH', `/receivables/${rec.id}`, { receivable: {}, received_value: 1 }), [
      'received_value',
    ]);
  });

  it('[422] never receives more than the value to receive; a discount cannot undercut what was received', async () => {
    const rec = (await create(10000, today())).json();
    expect422(
      await admin('PATCH', `/receivables/${rec.id}`, { receivable: { fine_cents: 100 }, received_value: 10101 }),
      ['received_value'],
    );
    await admin('PATCH', `/receivables/${rec.id}`, { receivable: {}, received_value: 6000 });
    expect422(await admin('PATCH', `/receivables/${rec.id}`, { receivable: { discount_cents: 4001 } }), [
      'discount_cents',
    ]);
    expect((await admin('GET', `/receivables/${rec.id}`)).json()).toMatchObject({
      value_cents: 10000,
      received_cents: 6000,
    });
    expect(await cashOf(rec.id)).toEqual([{ value_cents: 6000, date: today() }]);
  });

  it('[200] locked fields are ignored on edit', async () => {
    const rec = (await create(7000, addDays(today(), 3))).json();
    const res = await admin('PATCH', `/receivables/${rec.id}`, {
      receivable: {
        document: 'outro',
        resale_id: valinhos,
        bill_attributes: { value_cents: 1, due_date: '01/01/2020', payment_method_id: boleto },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      document: 'NF 1',
      resale_id: centro,
      value_cents: 7000,
      due_date: rec.due_date,
    });
  });

  it('concurrent receipts of the same receivable never receive more than its debt', async () => {
    const rec = (await create(10000, today())).json();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        admin('PATCH', `/receivables/${rec.id}`, { receivable: {}, received_value: 3000 }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    expect(ok).toBe(3);
    const after = (await admin('GET', `/receivables/${rec.id}`)).json();
    expect(after.received_cents).toBe(9000);
    expect((await cashOf(rec.id)).reduce((s, c) => s + c.value_cents, 0)).toBe(9000);
    // Bulk and single at once: the debt is received exactly once.
    const both = await Promise.all([
      admin('PATCH', '/receivables/bulk', { receivable_ids: [rec.id] }),
      admin('PATCH', '/receivables/bulk', { receivable_ids: [rec.id] }),
      admin('PATCH', `/receivables/${rec.id}`, { receivable: {}, received_value: 1000 }),
    ]);
    expect(both.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await cashOf(rec.id)).reduce((s, c) => s + c.value_cents, 0)).toBe(10000);
  });

  it('[200] bulk receives every selected receivable in full today; all or nothing', async () => {
    const ids = [];
    for (const v of [1111, 2222, 3333]) ids.push((await create(v, addDays(today(), -1))).json().id);
    const debt0 = await debtOf(t, customer);
    const res = await attendant('PATCH', '/receivables/bulk', { receivable_ids: ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((r: { status: string }) => r.status)).toEqual(['received', 'received', 'received']);
    expect(await debtOf(t, customer)).toBe(debt0 - 6666);
    for (const [i, id] of ids.entries())
      expect(await cashOf(id)).toEqual([{ value_cents: [1111, 2222, 3333][i], date: today() }]);
    // Again: refused, with one item per refused record, and nothing changes.
    const fresh = (await create(500, today())).json().id;
    const again = await admin('PATCH', '/receivables/bulk', { receivable_ids: [fresh, ...ids] });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(ids.map((id) => ({ id, status: ['já está recebida'] })));
    expect((await admin('GET', `/receivables/${fresh}`)).json().received_cents).toBe(0);
    expect422(await admin('PATCH', '/receivables/bulk', { receivable_ids: [] }), ['receivable_ids']);
  });

  it('[200] the summary equals the sum of the filtered rows, per status', async () => {
    const list = async (q: string) => (await admin('GET', `/receivables?customer_id=${customer}&${q}`)).json();
    const all = await list('status=all&date_type=due_date');
    const s = all.meta.summary;
    expect(all.meta.total).toBe(s.all.count);
    for (const status of ['received', 'earlydue', 'overdue'] as const) {
      const rows = (await list(`status=${status}`)).data as {
        value_cents: number;
        received_cents: number;
        debt_cents: number;
      }[];
      expect(rows.length).toBe(s[status].count);
      const sum = rows.reduce((a, r) => a + (status === 'received' ? r.received_cents : r.debt_cents), 0);
      expect(sum).toBe(s[status].value_cents);
    }
    expect(s.received.count + s.earlydue.count + s.overdue.count).toBe(s.all.count);
    // The open amount is the customer's debt.
    expect(s.earlydue.value_cents + s.overdue.value_cents).toBe(await debtOf(t, customer));
  });

  it('[200] filters: name without accents or document, date type and range, payment method, unit', async () => {
    const byName = (await admin('GET', '/receivables?customer_name_or_document=joana receber')).json();
    expect(byName.data.length).toBeGreaterThan(0);
    expect(byName.data.every((r: { customer: { id: number } }) => r.customer.id === customer)).toBe(true);
    expect((await admin('GET', '/receivables?customer_name_or_document=529.982')).json().data.length).toBeGreaterThan(
      0,
    );
    const range = `${today().split('-').reverse().join('/')}`;
    const dueToday = (
      await admin('GET', `/receivables?customer_id=${customer}&date_type=due_date&date=${range}`)
    ).json().data;
    expect(dueToday.every((r: { due_date: string }) => r.due_date === today())).toBe(true);
    const receivedToday = (
      await admin('GET', `/receivables?customer_id=${customer}&date_type=receipt_date&date=${range}`)
    ).json().data;
    expect(receivedToday.every((r: { receipt_date: string }) => r.receipt_date === today())).toBe(true);
    expect(receivedToday.length).toBeGreaterThan(3);
    const pix = await methodId(t, 'PIX');
    expect(
      (await admin('GET', `/receivables?customer_id=${customer}&payment_method_id=${pix}`)).json().data,
    ).toHaveLength(0);
    expect((await admin('GET', `/receivables?customer_id=${customer}&resale_id=${valinhos}`)).json().data).toHaveLength(
      0,
    );
    // A customer renamed is found by the new name (customer_names follows the customers' names).
    await one(t, sql`update customers set name = 'Joaquina Renomeada' where id = ${customer} returning id`);
    const renamed = (await admin('GET', '/receivables?customer_name_or_document=joaquina renomeada')).json();
    expect(renamed.data.length).toBe(byName.data.length);
    expect(renamed.meta.summary.all.count).toBe(renamed.data.length);
    expect((await admin('GET', '/receivables?customer_name_or_document=joana receber')).json().data).toHaveLength(0);
    await one(t, sql`update customers set name = ${byName.data[0].customer.name} where id = ${customer} returning id`);
    const opts = (await attendant('GET', '/receivables/new')).json().meta.options;
    expect(opts.resales).toHaveLength(1);
  });

  it('roles and scoping: deliverers are refused; attendants see their unit; delete is admin only', async () => {
    expect((await deliverer('GET', '/receivables')).statusCode).toBe(403);
    expect((await deliverer('PATCH', '/receivables/bulk', { receivable_ids: [1] })).statusCode).toBe(403);
    const other = await newCustomer(t, valinhos, 'Cliente de Valinhos');
    const v = await admin('POST', '/receivables', {
      receivable: { resale_id: valinhos, customer_id: other, bill_attributes: { due_date: today(), value_cents: 100 } },
    });
    expect(v.statusCode, v.body).toBe(201);
    expect((await attendant('GET', `/receivables/${v.json().id}`)).statusCode).toBe(404);
    const bulk = await attendant('PATCH', '/receivables/bulk', { receivable_ids: [v.json().id] });
    expect(bulk.statusCode).toBe(422);
    expect(bulk.json()).toEqual([{ id: v.json().id, status: ['não foi encontrado'] }]);
    expect(
      (await attendant('GET', '/receivables')).json().data.every((r: { resale_id: number }) => r.resale_id === centro),
    ).toBe(true);
    // A customer of another unit, or writing into another unit.
    expect422(
      await admin('POST', '/receivables', {
        receivable: { resale_id: centro, customer_id: other, bill_attributes: { due_date: today(), value_cents: 100 } },
      }),
      ['customer'],
    );
    expect422(
      await attendant('POST', '/receivables', {
        receivable: {
          resale_id: valinhos,
          customer_id: other,
          bill_attributes: { due_date: today(), value_cents: 100 },
        },
      }),
      ['resale'],
    );
    const mine = (await create(100, today())).json();
    expect((await attendant('DELETE', `/receivables/${mine.id}`)).statusCode).toBe(403);
    const debt0 = await debtOf(t, customer);
    expect((await admin('DELETE', `/receivables/${mine.id}`)).statusCode).toBe(204);
    expect(await debtOf(t, customer)).toBe(debt0 - 100);
    // One with a receipt in the cash is kept.
    const paid = (await create(100, today())).json();
    await admin('PATCH', `/receivables/${paid.id}`, { receivable: {}, received_value: 50 });
    expect422(await admin('DELETE', `/receivables/${paid.id}`), ['base']);
  });

  it('[422] bad input never 500', async () => {
    expect422(
      await admin('POST', '/receivables', {
        receivable: { resale_id: centro, customer_id: customer, bill_attributes: { value_cents: -1, due_date: 'x' } },
      }),
      ['bill.value_cents', 'bill.due_date'],
    );
    expect422(
      await admin('POST', '/receivables', {
        receivable: { resale_id: centro, customer_id: customer, bill_attributes: { value_cents: 10 } },
      }),
      ['bill.due_date'],
    );
    expect((await admin('GET', '/receivables?status=nope')).statusCode).toBe(422);
    expect((await admin('PATCH', '/receivables/999999', { receivable: {}, received_value: 1 })).statusCode).toBe(404);
    expect422(await admin('PATCH', '/receivables/1', { receivable: {}, received_value: -5 }), ['received_value']);
  });
});

describe('/api/payables', () => {
  let supplier: number;
  let boleto: number;
  beforeAll(async () => {
    supplier = (
      await one<{ id: number }>(
        t,
        sql`select supplier_id as id from supplier_resales where resale_id = ${centro} order by supplier_id limit 1`,
      )
    ).id;
    boleto = await methodId(t, 'Boleto 30 dias');
  });
  const create = (value: number, due: string) =>
    admin('POST', '/payables', {
      payable: {
        document: 'NF 900',
        resale_id: centro,
        supplier_id: supplier,
        bill_attributes: {
          issue_date: today(),
          due_date: due,
          description: 'Carga',
          account_id: outflowAccount,
          payment_method_id: boleto,
          value_cents: value,
        },
      },
    });

  it('[200] create and pay partly then fully: each payment is an outflow in the cash', async () => {
    const p = (await create(150000, addDays(today(), 2))).json();
    expect(p).toMatchObject({ status: 'earlydue', debt_cents: 150000, supplier: { id: supplier } });
    let res = await admin('PATCH', `/payables/${p.id}`, {
      payable: { date: '05/03/2026', fine_cents: 1000 },
      paid_value: 51000,
    });
    expect(res.json()).toMatchObject({
      value_cents: 151000,
      amount_cents: 51000,
      debt_cents: 100000,
      date: '2026-03-05',
    });
    res = await admin('PATCH', `/payables/${p.id}`, { payable: {}, paid_value: 100000 });
    expect(res.json()).toMatchObject({ amount_cents: 151000, status: 'paid', date: today() });
    const cash = await queryRows<{ value_cents: number; movement: string }>(
      t.database.db,
      sql`select value_cents::int, movement::text from transactions where payable_id = ${p.id} order by id`,
    );
    expect(cash).toEqual([
      { value_cents: 51000, movement: 'outflow' },
      { value_cents: 100000, movement: 'outflow' },
    ]);
    expect422(await admin('PATCH', `/payables/${p.id}`, { payable: {}, paid_value: 1 }), ['paid_value']);
  });

  it('[200] bulk pay, summaries equal the filtered rows, search by supplier', async () => {
    const ids = [(await create(100, today())).json().id, (await create(200, addDays(today(), -3))).json().id];
    const res = await admin('PATCH', '/payables/bulk', { payable_ids: ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((x: { status: string }) => x.status)).toEqual(['paid', 'paid']);
    const all = (await admin('GET', `/payables?supplier_id=${supplier}`)).json();
    for (const status of ['paid', 'earlydue', 'overdue'] as const) {
      const rows = (await admin('GET', `/payables?supplier_id=${supplier}&status=${status}`)).json().data as {
        amount_cents: number;
        debt_cents: number;
      }[];
      expect(rows.length).toBe(all.meta.summary[status].count);
      expect(rows.reduce((a, r) => a + (status === 'paid' ? r.amount_cents : r.debt_cents), 0)).toBe(
        all.meta.summary[status].value_cents,
      );
    }
    const name = (await one<{ name: string }>(t, sql`select name from suppliers where id = ${supplier}`)).name;
    const found = (
      await admin('GET', `/payables?supplier_name_or_document=${encodeURIComponent(name.slice(0, 6))}`)
    ).json();
    expect(found.data.length).toBeGreaterThan(0);
    expect((await admin('GET', '/payables/edit')).json().meta.options.accounts.length).toBeGreaterThan(0);
  });

  it('concurrent payments of the same payable never pay more than its debt', async () => {
    const p = (await create(10000, today())).json();
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => admin('PATCH', `/payables/${p.id}`, { payable: {}, paid_value: 4000 })),
      admin('PATCH', '/payables/bulk', { payable_ids: [p.id] }),
    ]);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    const paid = await queryRows<{ v: number }>(
      t.database.db,
      sql`select coalesce(sum(value_cents), 0)::int as v from transactions where payable_id = ${p.id}`,
    );
    const after = (await admin('GET', `/payables/${p.id}`)).json();
    expect(paid[0]!.v).toBe(after.amount_cents);
    expect(after.amount_cents).toBeLessThanOrEqual(10000);
  });

  it('[403] is admin only; [422] supplier of another unit', async () => {
    for (const c of [attendant, deliverer]) {
      expect((await c('GET', '/payables')).statusCode).toBe(403);
      expect((await c('PATCH', '/payables/bulk', { payable_ids: [1] })).statusCode).toBe(403);
    }
    const foreign = await one<{ id: number } | undefined>(
      t,
      sql`select id from suppliers s where not exists (select 1 from supplier_resales j where j.supplier_id = s.id and j.resale_id = ${valinhos}) limit 1`,
    );
    if (foreign)
      expect422(
        await admin('POST', '/payables', {
          payable: {
            resale_id: valinhos,
            supplier_id: foreign.id,
            bill_attributes: { due_date: today(), value_cents: 1 },
          },
        }),
        ['supplier'],
      );
    const p = (await create(100, today())).json();
    expect((await admin('DELETE', `/payables/${p.id}`)).statusCode).toBe(204);
  });
});
