import { VALIDATION } from '@ability/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, demoSaleRefs } from './finance-helpers';
import { type TestContext, cashSaleBody, createTestContext, expect422 } from './helpers';

/**
 * Input limits as a user meets them: text PostgreSQL cannot store is refused with the field
 * named, wherever it comes (body at any depth, query, path), and dates a business cannot mean are refused.
 */
let t: TestContext;
let admin: ReturnType<typeof caller>;
let refs: Awaited<ReturnType<typeof demoSaleRefs>>;

beforeAll(async () => {
  t = await createTestContext();
  admin = caller(t, 'admin');
  refs = await demoSaleRefs(t);
});
afterAll(async () => t?.close());

const INVALID = [VALIDATION.invalidCharacters];

describe('text PostgreSQL cannot store (NUL, lone surrogates)', () => {
  it('in a body field: 422 naming the field, at any depth, and nothing is written', async () => {
    const before = Number((await admin('GET', '/customers?options=false')).json().meta.total);
    const customer = (extra: Record<string, unknown>) => ({
      customer: { name: 'Cliente Válido', resale_id: refs.centro, ...extra },
    });
    expect(expect422(await admin('POST', '/customers', customer({ name: 'Maria\u0000Silva' })), ['name'])).toEqual({
      name: INVALID,
    });
    expect(expect422(await admin('POST', '/customers', customer({ obs: 'ok \ud800' })), ['obs'])).toEqual({
      obs: INVALID,
    });
    expect(
      expect422(await admin('POST', '/customers', customer({ address_attributes: { patio: 'Rua \udfff' } })), [
        'address.patio',
      ]),
    ).toEqual({ 'address.patio': INVALID });
    // Inside a list of the body (the form's field is the list) and in a key of a passthrough object.
    expect422(
      await admin(
        'POST',
        '/sales',
        cashSaleBody(
          { resale_id: refs.centro, product_id: refs.p13, method_id: refs.cash },
          { customer_attributes: { name: 'Ana\u0000', resale_id: refs.centro } },
        ),
      ),
      ['customer.name'],
    );
    expect422(await admin('POST', '/customers', customer({ contacts_attributes: [{ phone: '19\u00009' }] })), [
      'contacts',
    ]);
    expect422(await admin('PATCH', '/receivables/1', { receivable: { 'x\u0000': 1 } }), ['receivable']);
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await admin('POST', '/customers', customer({ name: 'Cliente 🔥 Gás' }));
    expect(emoji.statusCode, emoji.body).toBe(201);
    expect(emoji.json().name).toBe('Cliente 🔥 Gás');
    expect(Number((await admin('GET', '/customers?options=false')).json().meta.total)).toBe(before + 1);
  });

  it('in a query or search parameter: 422 naming it, never 5xx', async () => {
    for (const url of [
      '/customers?query=Maria%00',
      '/customers?by_name=%00',
      '/sales?search=a%00b',
      '/receivables?customer_name_or_document=%00',
      '/cities?city_name=Campinas%00',
      '/audit_logs?resource=sales&record_id=%00',
      '/resales?query=x&query=%00',
    ]) {
      const res = await admin('GET', url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(422);
      const key = url.split('?')[1]!.split('&').at(-1)!.split('=')[0]!;
      expect(res.json(), url).toEqual({ [key]: INVALID });
    }
    // A lone surrogate as raw bytes (WTF-8) is no valid UTF-8: read as text it is refused or matches nothing.
    const lone = await admin('GET', '/customers?query=%ED%A0%80&options=false');
    expect([200, 422]).toContain(lone.statusCode);
    if (lone.statusCode === 200) expect(lone.json().data).toEqual([]);
  });

  it('in a path parameter: 422 naming it', async () => {
    for (const url of ['/resales/search/%00', '/accounts/search/a%00', '/transactions/search/%00x', '/cep/1%00']) {
      const res = await admin('GET', url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(422);
      expect(Object.values(res.json())).toEqual([INVALID]);
    }
    expect((await admin('GET', '/customers/1%00')).json()).toEqual({ id: INVALID });
  });
});

describe('deleting what other rows still need (found by the fuzz: 500 before)', () => {
  it('answers 422 on base for a unit, a payment method and a supplier in use', async () => {
    for (const url of [`/resales/${refs.centro}`, `/payment_methods/${refs.cash}`]) {
      expect(expect422(await admin('DELETE', url), ['base'])).toEqual({ base: [VALIDATION.inUse] });
    }
    const supplier = (await admin('GET', '/suppliers')).json() as { id: number }[];
    const inUse = await Promise.all(supplier.map((s) => admin('DELETE', `/suppliers/${s.id}`)));
    expect(inUse.map((r) => r.statusCode).filter((c) => c >= 500)).toEqual([]);
    expect(inUse.some((r) => r.statusCode === 422 && r.json().base?.[0] === VALIDATION.inUse)).toBe(true);
  });
});

describe('dates a business can mean (2000–2100; a sale at most a day ahead)', () => {
  const range = [VALIDATION.dateOutOfRange('01/01/2000', '31/12/2100')];
  const sale = (extra: Record<string, unknown>) =>
    cashSaleBody({ resale_id: refs.centro, product_id: refs.p13, method_id: refs.cash }, extra);

  it("refuses a sale's sold_on before 2000, after 2100 or more than a day ahead; takes one within the day", async () => {
    expect(
      expect422(await admin('POST', '/sales', sale({ sold_on: '2999-01-01T10:00:00-03:00' })), ['sold_on']),
    ).toEqual({ sold_on: range });
    expect422(await admin('POST', '/sales', sale({ sold_on: '1999-12-31T10:00:00Z' })), ['sold_on']);
    const ahead = new Date(Date.now() + 26 * 3_600_000).toISOString();
    expect(expect422(await admin('POST', '/sales', sale({ sold_on: ahead })), ['sold_on'])).toEqual({
      sold_on: [VALIDATION.dateTooFarAhead],
    });
    const soon = new Date(Date.now() + 12 * 3_600_000).toISOString();
    const ok = await admin('POST', '/sales', sale({ sold_on: soon }));
    expect(ok.statusCode, ok.body).toBe(201);
    // An edit too.
    expect422(await admin('PATCH', `/sales/${ok.json().id}`, { sale: { sold_on: '2101-01-01T00:00:00Z' } }), [
      'sold_on',
    ]);
  });

  it('refuses any other date field outside 2000–2100, and takes birthdays from 1900', async () => {
    expect422(
      await admin(
        'POST',
        '/sales',
        sale({ payments_attributes: [{ payment_method_id: refs.cash, value_cents: 11000, due_date: '01/01/2101' }] }),
      ),
      ['payments'],
    );
    expect(
      expect422(
        await admin('POST', '/receivables', {
          receivable: {
            resale_id: refs.centro,
            customer_id: 1,
            bill_attributes: { issue_date: '1999-12-31', due_date: '2999-01-01', value_cents: 100 },
          },
        }),
        ['bill.issue_date', 'bill.due_date'],
      )['bill.due_date'],
    ).toEqual(range);
    expect422(
      await admin('POST', '/transactions', {
        transaction: { description: 'x', movement: 'outflow', date: '31/12/1999', value_cents: 1, resale_id: 1 },
      }),
      ['date'],
    );
    expect422(await admin('POST', '/product_entries', { product_entry: { issue_date: '0202-01-01' } }), ['issue_date']);
    expect422(await admin('POST', '/stock_appointments', { stock_appointment: { date: '2200-05-01' } }), ['date']);
    expect422(await admin('POST', '/employees', { employee: { cnh_date: '01/01/1990' } }), ['cnh_date']);
    // A birthday of 1985 is a birthday.
    const born = await admin('POST', '/customers', {
      customer: { name: 'Cliente de 1985', resale_id: refs.centro, birthday: '05/11/1985' },
    });
    expect(born.statusCode, born.body).toBe(201);
    expect(born.json().birthday).toBe('1985-11-05');
    expect422(await admin('POST', '/customers', { customer: { name: 'x', birthday: '01/01/1899' } }), ['birthday']);
    // Today and the edges are dates like any other.
    expect(
      (
        await admin('POST', '/transactions', {
          transaction: {
            description: 'Limite',
            movement: 'outflow',
            date: '2000-01-01',
            value_cents: 1,
            resale_id: refs.centro,
          },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('answers 422 to an absurd date filter, never 5xx', async () => {
    for (const url of [
      '/sales?date=01/01/1999-01/01/2000',
      '/sales?date=2999-01-01',
      '/transactions?date=01/01/2000-31/12/2999',
      '/receivables?date=1900-01-01',
      '/payables?date=31/12/9999',
      '/call_logs?date=01/01/1999',
      '/reports/daily_closing?date=01/01/2101',
      '/product_entries?start_date=2999-01-01',
      '/stock_appointments?end_date=01/01/1950',
    ]) {
      const res = await admin('GET', url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(422);
    }
    expect((await admin('GET', '/sales?date=01/01/2000-31/12/2100')).statusCode).toBe(200);
  });
});
