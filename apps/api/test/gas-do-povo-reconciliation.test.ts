import {
  GAS_DO_POVO_DEPOSIT_ERRORS as E,
  GAS_DO_POVO_ERRORS,
  type GasDoPovoState,
  gasDoPovoState,
} from '@ability/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { checkFigures } from '../src/read-models';
import { caller, one, today } from './finance-helpers';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { demoUnits } from './registers-helpers';

let t: TestContext;
let call: ReturnType<typeof caller>;
let centro: number;
let valinhos: number;
let gdp: number;
let p13: number;
let caixa: number;
let debtor: number;
const PRICE = 10000;
const INIT = 50000;

beforeAll(async () => {
  t = await createTestContext();
  call = caller(t);
  ({ centro, valinhos } = await demoUnits(t));
  gdp = (await one<{ id: number }>(t, sql`select id from payment_methods where kind = 'gas_do_povo'`)).id;
  p13 = (
    await one<{ id: number }>(
      t,
      sql`insert into products (description, price_cents, resale_id, gas_do_povo_eligible)
          values ('P13 Gás do Povo (conciliação)', 11000, ${centro}, true) returning id`,
    )
  ).id;
  const bank = await call('POST', '/banks', {
    bank: {
      type_bank: 'institute',
      description: 'Caixa PJ - Gás do Povo',
      ag: '0001',
      account: '2-0',
      resale_id: centro,
      init_balance_cents: INIT,
    },
  });
  expect(bank.statusCode, bank.body).toBe(201);
  caixa = bank.json().id;
  const enrol = await call('PATCH', `/resales/${centro}`, {
    resale: { gas_do_povo_enrolled: true, gas_do_povo_bank_id: caixa },
  });
  expect(enrol.statusCode, enrol.body).toBe(200);
  const price = await call('POST', '/gas_do_povo_prices', {
    gas_do_povo_price: {
      uf: 'SP',
      price_cents: PRICE,
      starts_on: '2025-11-01',
      ends_on: null,
      source: 'Portaria teste',
    },
  });
  expect(price.statusCode, price.body).toBe(201);
  debtor = (
    await one<{ id: number }>(t, sql`select customer_id as id from gas_do_povo_units where resale_id = ${centro}`)
  ).id;
});
afterAll(async () => t?.close());

let nsuSeq = 5000;
/** A sale of one refill paid by Gás do Povo on `day` (today when absent): at the counter, or a phone order. */
async function redeem(day?: string, channel: 'pos' | 'disk' = 'pos'): Promise<number> {
  const res = await call('POST', '/sales', {
    sale: {
      resale_id: centro,
      channel,
      ...(day ? { sold_on: `${day}T10:00:00-03:00` } : {}),
      items_attributes: [{ product_id: p13, quantity: 1 }],
      payments_attributes: [{ payment_method_id: gdp, value_cents: PRICE }],
      gas_do_povo: { validation: 'cpf_sms', nsu: `CONC-${nsuSeq++}`, cpf_last4: '4321', empty_received: true },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (await one<{ id: number }>(t, sql`select id from gas_do_povo_redemptions where sale_id = ${res.json().id}`))
    .id;
}

interface Row {
  id: number;
  state: GasDoPovoState;
  expected_cents: number;
  received_cents: number;
  difference_cents: number;
  sold_on: string;
}
interface Totals {
  count: number;
  expected_cents: number;
  received_cents: number;
}
type Reply = { data: Row[]; meta: { total: number; totals: Record<GasDoPovoState | 'all', Totals> } };

async function list(start: string, end: string, extra = ''): Promise<Reply> {
  const res = await call('GET', `/gas_do_povo/reconciliation?resale_id=${centro}&start=${start}&end=${end}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const deposit = (d: { date: string; value_cents: number; redemption_ids?: number[]; resale_id?: number }) =>
  call('POST', '/gas_do_povo/deposits', { deposit: { resale_id: centro, ...d } });
const created = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { redemption_ids: number[]; value_cents: number; bank_id: number };
};

const balance = async () => Number((await call('GET', `/banks/${caixa}`)).json().balance_cents);

/**
 * The recompute from the rows: every live redemption of the unit with the sum of its receivable's
 * receipts in the cash ledger, its state by the domain's rule, summed per state over the period.
 */
async function recompute(start: string, end: string) {
  const rows = await queryRows<{ price: number; received: number; due: string; ledger: number }>(
    t.database.db,
    sql`select g.price_cents::int as price, rc.received_cents::int as received,
               to_char(g.due_date, 'YYYY-MM-DD') as due,
               (select coalesce(sum(x.value_cents), 0)::int from transactions x where x.receivable_id = rc.id) as ledger
          from gas_do_povo_redemptions g join receivables rc on rc.sale_id = g.sale_id and rc.customer_id = ${debtor}
         where g.resale_id = ${centro} and g.canceled_at is null and rc.issue_date between ${start} and ${end}`,
  );
  const totals: Record<string, Totals> = {};
  for (const r of rows) {
    expect(r.ledger).toBe(r.received);
    const s = gasDoPovoState({ expected_cents: r.price, received_cents: r.received, due_date: r.due }, today());
    for (const k of [s, 'all']) {
      totals[k] ??= { count: 0, expected_cents: 0, received_cents: 0 };
      totals[k].count++;
      totals[k].expected_cents += r.price;
      totals[k].received_cents += r.received;
    }
  }
  return totals;
}

/** The bank's balance recomputed from the ledger's rows. */
async function ledgerBalance() {
  const [x] = await queryRows<{ s: number }>(
    t.database.db,
    sql`select coalesce(sum(case when movement = 'outflow' then -value_cents else value_cents end), 0)::int as s
          from transactions where bank_id = ${caixa}`,
  );
  return INIT + x!.s;
}

const nonZero = (totals: Record<string, Totals>) =>
  Object.fromEntries(Object.entries(totals).filter(([, v]) => v.count > 0));

describe('Gás do Povo reconciliation', () => {
  it('a deposit settles three redemptions and leaves the short one divergent, into the Caixa account', async () => {
    // Monday 2 March 2026: due Wednesday the 4th.
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await redeem('2026-03-02'));
    const before = await list('2026-03-02', '2026-03-02');
    expect(before.meta.totals.overdue).toEqual({ count: 4, expected_cents: 4 * PRICE, received_cents: 0 });
    expect(await balance()).toBe(INIT);

    const paid = created(await deposit({ date: '2026-03-05', value_cents: 3 * PRICE + 6000, redemption_ids: ids }));
    expect(paid.redemption_ids).toEqual(ids);
    expect(paid.bank_id).toBe(caixa);

    const after = await list('2026-03-02', '2026-03-02');
    expect(after.data.map((r) => r.state)).toEqual(['received', 'received', 'received', 'divergent']);
    expect(after.data[3]).toMatchObject({ expected_cents: PRICE, received_cents: 6000, difference_cents: 4000 });
    expect(after.meta.totals.received).toEqual({ count: 3, expected_cents: 3 * PRICE, received_cents: 3 * PRICE });
    expect(after.meta.totals.divergent).toEqual({ count: 1, expected_cents: PRICE, received_cents: 6000 });
    expect(after.meta.totals.all).toEqual({ count: 4, expected_cents: 4 * PRICE, received_cents: 3 * PRICE + 6000 });
    expect(nonZero(after.meta.totals)).toEqual(await recompute('2026-03-02', '2026-03-02'));
    // The money is in the unit's Caixa account, one receipt per redemption; Caixa still owes the difference.
    expect(await balance()).toBe(INIT + 3 * PRICE + 6000);
    expect(await balance()).toBe(await ledgerBalance());
    const [debt] = await queryRows<{ d: number }>(
      t.database.db,
      sql`select debt_cents::int as d from customers where id = ${debtor}`,
    );
    const [open] = await queryRows<{ o: number }>(
      t.database.db,
      sql`select coalesce(sum(value_cents - received_cents), 0)::int as o from receivables
           where customer_id = ${debtor}`,
    );
    expect(debt!.d).toBe(open!.o);
    // A double click: the same deposit again is refused, nothing booked twice.
    const again = expect422(await deposit({ date: '2026-03-05', value_cents: 3 * PRICE + 6000, redemption_ids: ids }), [
      'redemption_ids',
    ]);
    expect(again.redemption_ids).toEqual([E.notOpen]);
    expect(await balance()).toBe(INIT + 3 * PRICE + 6000);
    // The state filter pages the divergent alone.
    const divergent = await list('2026-03-02', '2026-03-02', '&state=divergent');
    expect(divergent.meta.total).toBe(1);
    expect(divergent.data.map((r) => r.id)).toEqual([ids[3]]);
    expect(await checkFigures(t.database.db, { only: ['receivables (Gás do Povo)', 'customers.debt_cents'] })).toEqual(
      [],
    );
  });

  it('matches a deposit by date and total when none is chosen', async () => {
    // Monday 9 March: due Wednesday the 11th.
    const a = await redeem('2026-03-09');
    const b = await redeem('2026-03-09');
    const miss = expect422(await deposit({ date: '2026-03-11', value_cents: PRICE + 1 }), ['redemption_ids']);
    expect(miss.redemption_ids).toEqual([E.noMatch(PRICE + 1)]);
    // Not due before the 11th: on the 10th nothing is matched.
    expect422(await deposit({ date: '2026-03-10', value_cents: 2 * PRICE }), ['redemption_ids']);
    const before = await balance();
    const paid = created(await deposit({ date: '2026-03-11', value_cents: 2 * PRICE }));
    expect(paid.redemption_ids).toEqual([a, b]);
    expect(await balance()).toBe(before + 2 * PRICE);
    const rows = (await list('2026-03-09', '2026-03-09')).data;
    expect(rows.map((r) => r.state)).toEqual(['received', 'received']);
  });

  it('refuses in pt-BR, nothing written: more than owed, a future date, a unit without Caixa account', async () => {
    const id = await redeem('2026-03-16');
    const before = await balance();
    const excess = expect422(await deposit({ date: '2026-03-18', value_cents: PRICE + 1, redemption_ids: [id] }), [
      'redemption_ids',
    ]);
    expect(excess.redemption_ids).toEqual([E.excess(PRICE + 1, PRICE)]);
    expect422(await deposit({ date: '2100-01-01', value_cents: PRICE, redemption_ids: [id] }), ['date']);
    expect(
      expect422(await deposit({ resale_id: valinhos, date: '2026-03-18', value_cents: PRICE }), ['base']).base,
    ).toEqual([E.noBank]);
    expect(await balance()).toBe(before);
    expect((await list('2026-03-16', '2026-03-16')).data.map((r) => r.state)).toEqual(['overdue']);
  });

  it('the period edges: the first and last day are in, the day before and after are not; today is a receber', async () => {
    await redeem('2026-03-31');
    await redeem('2026-04-01');
    await redeem('2026-02-28');
    const march = await list('2026-03-01', '2026-03-31');
    expect(march.data.every((r) => r.sold_on >= '2026-03-01' && r.sold_on <= '2026-03-31')).toBe(true);
    expect(march.data.some((r) => r.sold_on === '2026-03-31')).toBe(true);
    expect(nonZero(march.meta.totals)).toEqual(await recompute('2026-03-01', '2026-03-31'));
    expect((await list('2026-04-01', '2026-04-01')).meta.totals.all.count).toBe(1);
    expect((await list('2026-02-28', '2026-02-28')).meta.totals.all.count).toBe(1);
    await redeem();
    const now = await list(today(), today());
    expect(now.meta.totals.pending.count).toBe(1);
    // Export: the whole period as CSV, one line per redemption and the header.
    const csv = await call(
      'GET',
      `/gas_do_povo/reconciliation?resale_id=${centro}&start=2026-03-01&end=2026-03-31&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(march.meta.totals.all.count + 1);
    expect(csv.body).toContain('Divergente');
  });

  it('is the admin’s: an attendant is refused', async () => {
    const res = await caller(t, 'attendant')(
      'GET',
      `/gas_do_povo/reconciliation?resale_id=${centro}&start=2026-03-01&end=2026-03-31`,
    );
    expect(res.statusCode).toBe(403);
  });

  it("the owner's report per day: reference against shelf price and the cost of the day's last purchase", async () => {
    const supplier = (await call('GET', `/product_entries/suppliers?resale_id=${centro}`)).json().data[0].id;
    const entry = await call('POST', '/product_entries', {
      product_entry: {
        resale_id: centro,
        supplier_id: supplier,
        issue_date: '2026-03-10',
        items_attributes: [{ product_id: p13, quantity: 10, price_cents: 7500 }],
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    // 9 March: before the purchase, no cost; 16 March: after it, cost R$ 75,00.
    const res = await call('GET', `/reports/gas_do_povo?resale_id=${centro}&date=09/03/2026-16/03/2026`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as {
      days: {
        day: string;
        count: number;
        reference_cents: number;
        shelf_cents: number;
        cost_cents: number;
        margin_cents: number;
        without_cost: number;
      }[];
      total: { count: number; margin_cents: number; versus_shelf_cents: number };
    };
    const counted = await queryRows<{ day: string; n: number }>(
      t.database.db,
      sql`select to_char(rc.issue_date, 'YYYY-MM-DD') as day, count(*)::int as n
            from gas_do_povo_redemptions g join receivables rc on rc.sale_id = g.sale_id and rc.customer_id = ${debtor}
           where g.canceled_at is null and rc.issue_date between '2026-03-09' and '2026-03-16'
           group by 1 order by 1`,
    );
    expect(r.days.map((d) => [d.day, d.count])).toEqual(counted.map((c) => [c.day, c.n]));
    const ninth = r.days.find((d) => d.day === '2026-03-09')!;
    expect(ninth).toMatchObject({
      reference_cents: ninth.count * PRICE,
      shelf_cents: ninth.count * 11000,
      cost_cents: 0,
    });
    expect(ninth.without_cost).toBe(ninth.count);
    const sixteenth = r.days.find((d) => d.day === '2026-03-16')!;
    expect(sixteenth).toMatchObject({
      cost_cents: sixteenth.count * 7500,
      margin_cents: sixteenth.count * (PRICE - 7500),
    });
    expect(r.total.versus_shelf_cents).toBe(r.total.count * (PRICE - 11000));
    const xlsx = await call('GET', `/reports/gas_do_povo?resale_id=${centro}&date=09/03/2026-16/03/2026&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it("the Painel's Gás do Povo figure: the month's redemptions and what Caixa still owes, as a recompute", async () => {
    const res = await call('GET', `/dashboard?resale_id=${centro}`);
    expect(res.statusCode, res.body).toBe(200);
    const figure = res.json().gas_do_povo;
    const month = `${today().slice(0, 8)}01`;
    const [x] = await queryRows<{ mn: number; mv: number; on: number; ov: number }>(
      t.database.db,
      sql`select count(*) filter (where rc.issue_date >= ${month})::int as mn,
                 coalesce(sum(g.price_cents) filter (where rc.issue_date >= ${month}), 0)::int as mv,
                 count(*) filter (where rc.received_cents < rc.value_cents)::int as "on",
                 coalesce(sum(rc.value_cents - rc.received_cents), 0)::int as ov
            from gas_do_povo_redemptions g join receivables rc on rc.sale_id = g.sale_id and rc.customer_id = ${debtor}
           where g.canceled_at is null`,
    );
    expect(figure).toEqual({ month: { count: x!.mn, value_cents: x!.mv }, open: { count: x!.on, value_cents: x!.ov } });
    expect(figure.month.count).toBeGreaterThan(0);
    expect(figure.open.count).toBeGreaterThan(0);
  });

  it('16 concurrent redemptions and two racing deposits: receivables, the Caixa balance and the totals equal a recompute', async () => {
    const day = '2026-05-04';
    const ids = await Promise.all(Array.from({ length: 16 }, () => redeem(day)));
    expect(new Set(ids).size).toBe(16);
    const balanceBefore = await balance();
    // Two deposits for the same redemptions at once: one wins, the other is refused; nothing is paid twice.
    const race = await Promise.all([
      deposit({ date: '2026-05-07', value_cents: 16 * PRICE - 2500, redemption_ids: ids }),
      deposit({ date: '2026-05-07', value_cents: 16 * PRICE - 2500, redemption_ids: ids }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const totals = (await list(day, day)).meta.totals;
    expect(totals.all).toEqual({ count: 16, expected_cents: 16 * PRICE, received_cents: 16 * PRICE - 2500 });
    expect(totals.received.count).toBe(15);
    expect(totals.divergent).toEqual({ count: 1, expected_cents: PRICE, received_cents: PRICE - 2500 });
    expect(nonZero(totals)).toEqual(await recompute(day, day));
    expect(await balance()).toBe(balanceBefore + 16 * PRICE - 2500);
    expect(await balance()).toBe(await ledgerBalance());
    expect(await checkFigures(t.database.db, { only: ['receivables (Gás do Povo)', 'customers.debt_cents'] })).toEqual(
      [],
    );
  });
  it('cancels racing a deposit: each divergence equals what Caixa paid for its canceled redemption, as a recompute', async () => {
    const day = '2026-06-01';
    const ids = (await Promise.all(Array.from({ length: 8 }, () => redeem(day, 'disk')))).sort((a, b) => a - b);
    const sales = await queryRows<{ sale_id: number }>(
      t.database.db,
      sql`select sale_id from gas_do_povo_redemptions where id in ${sql.raw(`(${ids.join(',')})`)} order by id`,
    );
    // Phone orders (a counter sale is finished, not canceled). Caixa pays the first four (one short); then
    // the four paid and two unpaid are canceled at once, while a second deposit pays the remaining two.
    created(await deposit({ date: '2026-06-03', value_cents: 4 * PRICE - 1000, redemption_ids: ids.slice(0, 4) }));
    const reason = 'família desistiu depois do resgate';
    const moves = await Promise.all([
      ...sales.slice(0, 6).map((s) => call('PATCH', `/sales/${s.sale_id}/cancel`, { reason })),
      deposit({ date: '2026-06-03', value_cents: 2 * PRICE, redemption_ids: ids.slice(6, 8) }),
    ]);
    for (const m of moves) expect(m.statusCode, m.body).toBeLessThan(300);
    const rows = await queryRows<{ id: number; canceled: boolean; divergence: number | null; paid: number }>(
      t.database.db,
      sql`select g.id, g.canceled_at is not null as canceled, g.divergence_cents::int as divergence,
                 (select coalesce(sum(x.value_cents), 0)::int from transactions x
                    join receivables rc on rc.id = x.receivable_id where rc.sale_id = g.sale_id) as paid
            from gas_do_povo_redemptions g where g.id in ${sql.raw(`(${ids.join(',')})`)} order by g.id`,
    );
    expect(rows.map((r) => r.canceled)).toEqual([true, true, true, true, true, true, false, false]);
    // Paid and canceled: the divergence is what Caixa paid (the short one's too); unpaid: none.
    for (const r of rows.slice(0, 4)) expect(r.divergence).toBe(r.paid);
    expect(rows.slice(0, 4).reduce((a, r) => a + r.paid, 0)).toBe(4 * PRICE - 1000);
    for (const r of rows.slice(4, 6)) expect(r.divergence).toBeNull();
    expect(await balance()).toBe(await ledgerBalance());
    expect(
      await checkFigures(t.database.db, {
        only: ['receivables (Gás do Povo)', 'customers.debt_cents', 'receivables.received_cents', 'transaction_totals'],
      }),
    ).toEqual([]);
  });
  it('a cancel racing a deposit of the same redemptions: one wins, the other is refused in pt-BR, nothing half-done', async () => {
    for (let round = 0; round < 4; round++) {
      const day = `2026-06-1${round}`;
      const ids = (await Promise.all([redeem(day, 'disk'), redeem(day, 'disk')])).sort((a, b) => a - b);
      const [sale] = await queryRows<{ sale_id: number }>(
        t.database.db,
        sql`select sale_id from gas_do_povo_redemptions where id = ${ids[0]}`,
      );
      const [cancel, paid] = await Promise.all([
        call('PATCH', `/sales/${sale!.sale_id}/cancel`, { reason: '' }),
        deposit({ date: `2026-06-1${round + 2}`, value_cents: 2 * PRICE, redemption_ids: ids }),
      ]);
      const outcome = `${cancel.statusCode}/${paid.statusCode}`;
      expect(['200/422', '422/201'], `${cancel.body} ${paid.body}`).toContain(outcome);
      const [row] = await queryRows<{ canceled: boolean; divergence: number | null; reason: string | null }>(
        t.database.db,
        sql`select canceled_at is not null as canceled, divergence_cents::int as divergence, cancel_reason as reason
              from gas_do_povo_redemptions where id = ${ids[0]}`,
      );
      if (outcome === '200/422') {
        // Canceled first: the deposit is refused (it chose a canceled redemption), no divergence.
        expect(paid.json().redemption_ids).toEqual([E.notOpen]);
        expect(row).toEqual({ canceled: true, divergence: null, reason: null });
      } else {
        // Paid first: the cancel without a reason is refused, the redemption stays paid.
        expect(cancel.json().status).toEqual([GAS_DO_POVO_ERRORS.paidCancel]);
        expect(row).toEqual({ canceled: false, divergence: null, reason: null });
      }
    }
    expect(await balance()).toBe(await ledgerBalance());
    expect(
      await checkFigures(t.database.db, {
        only: ['receivables (Gás do Povo)', 'customers.debt_cents', 'receivables.received_cents', 'transaction_totals'],
      }),
    ).toEqual([]);
  });
});
