import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { expectedFromSales } from '../src/modules/settlements/service';
import { caller, demoSaleRefs, methodId, one } from './finance-helpers';
import { type TestContext, createTestContext, expect422 } from './helpers';

let t: TestContext;
let centro: number;
let valinhos: number;
let p13: number;
let cash: number;
let card: number;
let deliverer: number;
let otherDeliverer: number;
let delivererName: string;
let admin: ReturnType<typeof caller>;
let attendant: ReturnType<typeof caller>;
let delivererCall: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos, p13, cash, deliverer, otherDeliverer } = await demoSaleRefs(t));
  card = await methodId(t, 'Cartão de débito');
  const name = async (id: number) =>
    (await one<{ name: string }>(t, sql`select name from employees where id = ${id}`)).name;
  delivererName = await name(deliverer);
  admin = caller(t, 'admin');
  attendant = caller(t, 'attendant');
  delivererCall = caller(t, 'deliverer');
});
afterAll(async () => t?.close());

// Days before the demo data's 120 days of sales: each test settles a day of its own.
const at = (day: string) => `${day}T15:00:00-03:00`;

interface Line {
  payment_method_id: number;
  payment_method: { description: string };
  expected_cents: number;
  handed_in_cents: number;
  difference_cents: number;
}
interface Settlement {
  id: number | null;
  status: 'open' | 'closed';
  business_day: string;
  employee: { id: number; name: string };
  closed_at: string | null;
  closed_by: { id: number; name: string } | null;
  reopened_by: { id: number; name: string } | null;
  sales_count: number;
  lines: Line[];
  totals: { expected_cents: number; handed_in_cents: number; difference_cents: number };
}

/** A sale of one P13 at `total` for a deliverer on `day`, paid as `payments` ([method, cents]). */
async function sale(
  day: string,
  total: number,
  payments: [number, number][],
  extra: Record<string, unknown> = {},
): Promise<{ id: number }> {
  const res = await admin('POST', '/sales', {
    sale: {
      resale_id: centro,
      employee_id: deliverer,
      status: 'delivered',
      sold_on: at(day),
      items_attributes: [{ product_id: p13, quantity: 1, price_cents: total }],
      payments_attributes: payments.map(([payment_method_id, value_cents]) => ({ payment_method_id, value_cents })),
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const query = (day: string, employee = deliverer) => `resale_id=${centro}&employee_id=${employee}&date=${day}`;
const read = async (day: string, employee = deliverer): Promise<Settlement> => {
  const res = await attendant('GET', `/settlements?${query(day, employee)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const key = (day: string, employee = deliverer) => ({ resale_id: centro, employee_id: employee, date: day });
const line = (s: Settlement, method: number) => s.lines.find((l) => l.payment_method_id === method)!;
const closedText = (name: string, day: string) =>
  `O acerto de ${name} do dia ${day.split('-').reverse().join('/')} está fechado — reabra o acerto para alterar esta venda.`;

describe('GET /api/settlements', () => {
  it('[200] expects per method the delivered and finished sales: cash less change, split payments; canceled and open sales count nothing', async () => {
    const day = '2026-02-02';
    // R$ 100 in cash for an R$ 80 sale: R$ 20 of change, R$ 80 expected in cash.
    await sale(day, 8000, [[cash, 10000]]);
    // R$ 110: R$ 60 on the card, R$ 55 in cash, R$ 5 of change.
    await sale(
      day,
      11000,
      [
        [card, 6000],
        [cash, 5500],
      ],
      { status: 'finished' },
    );
    const canceled = await sale(day, 9000, [[cash, 9000]]);
    expect((await admin('PATCH', `/sales/${canceled.id}/cancel`)).statusCode).toBe(200);
    await sale(day, 7000, [[cash, 7000]], { status: 'created' });
    await sale(day, 7000, [[card, 7000]], { status: 'in_transit' });
    // Another deliverer's sale of the day is theirs.
    await sale(day, 5000, [[cash, 5000]], { employee_id: otherDeliverer });

    const s = await read(day);
    expect(s).toMatchObject({ id: null, status: 'open', business_day: day, sales_count: 2 });
    expect(s.employee).toEqual({ id: deliverer, name: delivererName });
    expect(line(s, cash)).toMatchObject({ expected_cents: 13000, handed_in_cents: 0, difference_cents: -13000 });
    expect(line(s, card)).toMatchObject({ expected_cents: 6000, payment_method: { description: 'Cartão de débito' } });
    expect(s.totals).toEqual({ expected_cents: 19000, handed_in_cents: 0, difference_cents: -19000 });
    // Every method of the unit is listed, so the office can enter any of them.
    expect(s.lines.map((l) => l.payment_method.description)).toContain('PIX');
    expect(line(await read(day, otherDeliverer), cash).expected_cents).toBe(5000);
  });

  it('[200] a deliverer reads their own day (employee_id may be left out); [404] another deliverer’s or another unit’s', async () => {
    const day = '2026-02-03';
    await sale(day, 8000, [[cash, 8000]]);
    const own = await delivererCall('GET', `/settlements?resale_id=${centro}&date=03/02/2026`);
    expect(own.statusCode, own.body).toBe(200);
    expect(line(own.json(), cash).expected_cents).toBe(8000);
    expect((await delivererCall('GET', `/settlements?${query(day, otherDeliverer)}`)).statusCode).toBe(404);
    const otherUnit = await attendant('GET', `/settlements?resale_id=${valinhos}&employee_id=${deliverer}&date=${day}`);
    expect(otherUnit.statusCode).toBe(404);
  });

  it('[422] asks for a date, an employee of the unit', async () => {
    expect422(await attendant('GET', `/settlements?resale_id=${centro}&employee_id=${deliverer}`), ['date']);
    expect422(await attendant('GET', `/settlements?resale_id=${centro}&date=2026-02-03`), ['employee_id']);
    const admins = await one<{ id: number }>(
      t,
      sql`select employee_id as id from users where email = 'admin@demo.com.br'`,
    );
    await t.database.db.execute(
      sql`delete from employee_resales where employee_id = ${admins.id} and resale_id = ${valinhos}`,
    );
    expect422(await admin('GET', `/settlements?resale_id=${valinhos}&employee_id=${admins.id}&date=2026-02-03`), [
      'employee_id',
    ]);
  });
});

describe('PUT /api/settlements', () => {
  it('[200] saves what was handed in per method, with the difference; audited; [403] for a deliverer', async () => {
    const day = '2026-02-04';
    await sale(day, 8000, [[cash, 10000]]);
    const body = {
      settlement: {
        ...key(day),
        note: 'Faltou troco',
        amounts_attributes: [{ payment_method_id: cash, handed_in_cents: 7900 }],
      },
    };
    const res = await attendant('PUT', '/settlements', body);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as Settlement;
    expect(line(s, cash)).toMatchObject({ expected_cents: 8000, handed_in_cents: 7900, difference_cents: -100 });
    expect(s).toMatchObject({ status: 'open', note: 'Faltou troco' });
    const audits = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_logs where resource = 'settlements' and record_id = ${String(s.id)} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect((await delivererCall('PUT', '/settlements', body)).statusCode).toBe(403);
    expect((await delivererCall('POST', '/settlements/close', body)).statusCode).toBe(403);
    expect422(
      await attendant('PUT', '/settlements', {
        settlement: { ...key(day), amounts_attributes: [{ payment_method_id: cash, handed_in_cents: -1 }] },
      }),
      ['settlement.amounts'],
    );
  });
});

describe('POST /api/settlements/close and /reopen', () => {
  it('[200] closes the day: expected kept, who and when, read-only; every change to its sales refused with the reason; reopened: allowed again; both audited', async () => {
    const day = '2026-02-05';
    const a = await sale(day, 8000, [[cash, 10000]]);
    const b = await sale(day, 11000, [[card, 11000]], { status: 'in_transit' });
    const elsewhere = await sale('2026-02-06', 5000, [[cash, 5000]], { employee_id: otherDeliverer, sold_on: at(day) });
    const otherDay = await sale('2026-02-06', 5000, [[cash, 5000]]);

    const res = await attendant('POST', '/settlements/close', {
      settlement: { ...key(day), amounts_attributes: [{ payment_method_id: cash, handed_in_cents: 8000 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const closed = res.json() as Settlement;
    expect(closed).toMatchObject({ status: 'closed', closed_by: { name: expect.any(String) } });
    expect(closed.closed_at).toBeTruthy();
    expect(line(closed, cash)).toMatchObject({ expected_cents: 8000, handed_in_cents: 8000, difference_cents: 0 });
    expect((await read(day)).status).toBe('closed');

    // Closing twice, saving while closed.
    expect(expect422(await attendant('POST', '/settlements/close', { settlement: key(day) }), ['base']).base).toEqual([
      'Este acerto já está fechado.',
    ]);
    expect(expect422(await attendant('PUT', '/settlements', { settlement: key(day) }), ['base']).base?.[0]).toMatch(
      /reabra/,
    );

    const why = closedText(delivererName, day);
    // Edit, status move, cancel, delete.
    expect(expect422(await admin('PATCH', `/sales/${a.id}`, { sale: { obs: 'x' } }), ['base']).base).toEqual([why]);
    expect(
      expect422(await attendant('PATCH', '/sales/update_status', { id: b.id, status: 'delivered' }), ['status']).status,
    ).toEqual([why]);
    expect(expect422(await attendant('PATCH', `/sales/${a.id}/cancel`), ['status']).status).toEqual([why]);
    expect(expect422(await admin('DELETE', `/sales/${a.id}`), ['base']).base).toEqual([why]);
    const bulk = await attendant('PATCH', '/sales/update_status_all', {
      sale_ids: [b.id, otherDay.id],
      status: 'finished',
    });
    expect(bulk.statusCode).toBe(422);
    expect(bulk.json()).toEqual([{ id: b.id, status: [why] }]);
    // Moving a sale to the closed day's deliverer, or away from them, or into the closed day; a new sale there.
    expect(
      expect422(await admin('PATCH', `/sales/${elsewhere.id}`, { sale: { employee_id: deliverer } }), ['base']).base,
    ).toEqual([why]);
    expect(
      expect422(await admin('PATCH', `/sales/${a.id}`, { sale: { employee_id: otherDeliverer } }), ['base']).base,
    ).toEqual([why]);
    expect(
      expect422(await admin('PATCH', `/sales/${otherDay.id}`, { sale: { sold_on: at(day) } }), ['base']).base,
    ).toEqual([why]);
    const created = await admin('POST', '/sales', {
      sale: {
        resale_id: centro,
        employee_id: deliverer,
        sold_on: at(day),
        items_attributes: [{ product_id: p13, quantity: 1, price_cents: 100 }],
        payments_attributes: [{ payment_method_id: cash, value_cents: 100 }],
      },
    });
    expect(expect422(created, ['base']).base).toEqual([why]);
    // The other deliverer's day is not closed.
    expect((await admin('PATCH', `/sales/${elsewhere.id}`, { sale: { obs: 'ok' } })).statusCode).toBe(200);
    // Nothing moved: still what was kept.
    const still = await read(day);
    expect(line(still, cash).expected_cents).toBe(8000);
    expect(still.sales_count).toBe(1);

    // Reopen: the sales may change again.
    const reopened = await attendant('POST', '/settlements/reopen', { settlement: key(day) });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'open', reopened_by: { name: expect.any(String) } });
    expect(expect422(await attendant('POST', '/settlements/reopen', { settlement: key(day) }), ['base']).base).toEqual([
      'Este acerto não está fechado.',
    ]);
    expect((await attendant('PATCH', '/sales/update_status', { id: b.id, status: 'delivered' })).statusCode).toBe(200);
    const open = await read(day);
    expect(line(open, card).expected_cents).toBe(11000);
    expect(line(open, cash).handed_in_cents).toBe(8000);

    const audits = await queryRows<{ action: string; before: { status: string } | null; after: { status: string } }>(
      t.database.db,
      sql`select action, before, after from audit_logs where resource = 'settlements' and record_id = ${String(closed.id)} order by id`,
    );
    expect(audits.map((x) => [x.action, x.before?.status, x.after.status])).toEqual([
      ['close', 'open', 'closed'],
      ['reopen', 'closed', 'open'],
    ]);
  });

  it('[404] a deliverer’s day of a unit the attendant does not see; [422] an unknown method', async () => {
    expect(
      (await attendant('POST', '/settlements/close', { settlement: { ...key('2026-02-07'), resale_id: valinhos } }))
        .statusCode,
    ).toBe(404);
    const res = await attendant('PUT', '/settlements', {
      settlement: { ...key('2026-02-07'), amounts_attributes: [{ payment_method_id: 987654, handed_in_cents: 1 }] },
    });
    expect422(res, ['amounts']);
  });
});

describe('settlement under concurrent sales (close while deliveries are confirmed)', () => {
  it('keeps the expected that the sales hold, and no sale of the closed day changes after it', async () => {
    const day = '2026-02-10';
    const sales = [];
    for (let i = 0; i < 12; i++)
      // Cash with change, or the card for the total (only cash gives change).
      sales.push(
        await sale(day, 5000 + i * 100, [[i % 2 ? cash : card, (i % 2 ? 6000 : 5000) + i * 100]], {
          status: 'in_transit',
        }),
      );
    const moves = sales.map((s) => attendant('PATCH', '/sales/update_status', { id: s.id, status: 'delivered' }));
    const close = attendant('POST', '/settlements/close', { settlement: key(day) });
    const [closed, ...answers] = await Promise.all([close, ...moves]);
    expect(closed?.statusCode, closed?.body).toBe(200);
    for (const a of answers) {
      if (a.statusCode === 200) continue;
      expect(a.statusCode, a.body).toBe(422);
      expect(a.json().status).toEqual([closedText(delivererName, day)]);
    }
    const kept = (await read(day)).lines.filter((l) => l.expected_cents !== 0);
    const now = await expectedFromSales(t.database.db, { resale_id: centro, employee_id: deliverer, day });
    expect(kept.map((l) => ({ payment_method_id: l.payment_method_id, expected_cents: l.expected_cents }))).toEqual(
      now.expected,
    );
    const delivered = answers.filter((a) => a.statusCode === 200).length;
    expect(now.count).toBe(delivered);
    // The refused ones are still in transit, and stay so while the day is closed.
    const ids = sql.join(
      sales.map((s) => sql`${s.id}::int`),
      sql`, `,
    );
    const statuses = await queryRows<{ status: string; n: number }>(
      t.database.db,
      sql`select status, count(*)::int as n from sales where id in (${ids}) group by status order by status::text`,
    );
    expect(statuses.map((r) => [r.status, r.n])).toEqual(
      [
        ['delivered', delivered],
        ['in_transit', sales.length - delivered],
      ].filter(([, n]) => n),
    );
    const again = await attendant('PATCH', '/sales/update_status_all', {
      sale_ids: sales.map((s) => s.id),
      status: 'finished',
    });
    expect(again.statusCode).toBe(422);
  });
});
