import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { today as businessDay } from '../src/modules/finance/refs';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { adminCaller, demoUnits, expectBadInputRefused } from './registers-helpers';

let t: TestContext;
let centro: number;
let valinhos: number;
let call: ReturnType<typeof adminCaller>;
let groupCentro: number;
let groupValinhos: number;
let sectorCentro: number;

interface Customer {
  id: number;
  name: string;
  contacts: { id: number; phone: string; whatsapp: boolean }[];
  contacted: string | null;
  contacted_at: string | null;
  [k: string]: unknown;
}

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos } = await demoUnits(t));
  call = adminCaller(t);
  groupCentro = (await call('POST', '/groups', { group: { description: 'Condomínios', resale_id: centro } })).json().id;
  groupValinhos = (await call('POST', '/groups', { group: { description: 'Comércio', resale_id: valinhos } })).json()
    .id;
  sectorCentro = (await call('POST', '/sectors', { sector: { description: 'Zona Norte', resale_id: centro } })).json()
    .id;
});
afterAll(async () => t?.close());

let seq = 0;
/** A unique valid mobile phone (area 19). */
const phone = () => `1998${String(100000 + ++seq).padStart(7, '0')}`;

const create = async (c: Record<string, unknown>) => call('POST', '/customers', { customer: c });
const make = async (c: Record<string, unknown> = {}): Promise<Customer> => {
  const res = await create({ name: `Cliente ${++seq}`, resale_id: centro, ...c });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const list = async (q: string) => {
  const res = await call('GET', `/customers?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: Customer[];
    meta: { total: number; per_page: number; options: Record<string, unknown[]> };
  };
};
const ids = async (q: string) => (await list(q)).data.map((c) => c.id).sort((a, b) => a - b);

describe('POST /api/customers', () => {
  it('[201] creates with address, two phones, group and sector of its unit', async () => {
    const res = await create({
      name: 'João da Conceição',
      cpf_cnpj: '529.982.247-25',
      resale_id: centro,
      group_id: groupCentro,
      sector_id: sectorCentro,
      birth_day: 15,
      birth_month: 3,
      obs: 'Portão azul',
      address_attributes: {
        patio: 'Rua Açaí',
        number: '12',
        neighborhood: 'Cambuí',
        zipcode: '13010-000',
        city_id: 3509502,
      },
      contacts_attributes: [
        { phone: '(19) 99876-1111', whatsapp: true },
        { phone: '(19) 3232-1111', whatsapp: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'João da Conceição',
      cpf_cnpj: '52998224725',
      resale: { id: centro },
      group: { id: groupCentro, description: 'Condomínios' },
      sector: { id: sectorCentro },
      birth_day: 15,
      birth_month: 3,
      address: { patio: 'Rua Açaí', city: { name: 'Campinas' } },
      contacts: [
        { phone: '19998761111', whatsapp: true },
        { phone: '1932321111', whatsapp: false },
      ],
      last_sale: null,
      debt_cents: 0,
    });
  });

  it('[422] refuses a phone another customer of the unit has, on contacts; another unit may have it', async () => {
    const p = phone();
    const first = await make({ name: 'Primeira Pessoa', contacts_attributes: [{ phone: p }] });
    const body = expect422(await create({ name: 'Segunda', resale_id: centro, contacts_attributes: [{ phone: p }] }), [
      'contacts',
    ]);
    expect(body.contacts![0]).toContain('Primeira Pessoa');
    expect422(
      await create({
        name: 'Dupla',
        resale_id: centro,
        contacts_attributes: [{ phone: '19 3030-1000' }, { phone: '1930301000' }],
      }),
      ['contacts'],
    );
    await make({ name: 'Outra revenda', resale_id: valinhos, contacts_attributes: [{ phone: p }] });
    expect((await call('GET', `/customers/${first.id}`)).json().contacts).toHaveLength(1);
  });

  it('[422] bad input: name, CPF check digits, birth ranges, phone, group of another unit, unknown unit', async () => {
    expect422(
      await create({
        name: ' ',
        cpf_cnpj: '529.982.247-26',
        resale_id: centro,
        birth_day: 32,
        birth_month: 0,
        contacts_attributes: [{ phone: '123' }],
      }),
      ['name', 'cpf_cnpj', 'birth_day', 'birth_month'],
    );
    expect422(await create({ name: 'X', resale_id: centro, group_id: groupValinhos }), ['group']);
    expect422(await create({ name: 'X', resale_id: 999999 }), ['resale']);
    expect422(await create({ name: 'X', resale_id: centro, contacts_attributes: [{ phone: '123' }] }), ['contacts']);
  });

  it('[4xx] malformed bodies never 500 and write nothing', async () => {
    await expectBadInputRefused(t, '/customers', 'customer', async () => (await list('')).meta.total);
  });

  it('[422] attendants write only into their unit', async () => {
    const headers = await t.as('attendant');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers,
      payload: { customer: { name: 'Fora', resale_id: valinhos } },
    });
    expect422(res, ['resale']);
  });
});

describe('PATCH /api/customers/:id', () => {
  it('[200] edits phones: update, soft removal with _destroy, add', async () => {
    const c = await make({ contacts_attributes: [{ phone: phone() }, { phone: phone() }] });
    const [a, b] = c.contacts;
    const p = phone();
    const res = await call('PATCH', `/customers/${c.id}`, {
      customer: {
        name: 'Nome Novo',
        contacts_attributes: [
          { id: a!.id, phone: a!.phone, whatsapp: true },
          { id: b!.id, phone: b!.phone, _destroy: true },
          { phone: p },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('Nome Novo');
    expect(res.json().contacts.map((x: { phone: string }) => x.phone)).toEqual([a!.phone, p]);
    expect(res.json().contacts[0].whatsapp).toBe(true);
  });

  it('[200] the contact outcome register sets contacted and obs and stamps contacted_at', async () => {
    const c = await make();
    const res = await call('PATCH', `/customers/${c.id}`, { customer: { contacted: 'scheduled', obs: 'Ligar sexta' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contacted: 'scheduled', obs: 'Ligar sexta' });
    expect(res.json().contacted_at).toBeTruthy();
    expect422(await call('PATCH', `/customers/${c.id}`, { customer: { contacted: 'whatever' } }), ['contacted']);
  });

  it('[404] hides another unit’s customer from an attendant', async () => {
    const other = await make({ resale_id: valinhos });
    const headers = await t.as('attendant');
    for (const [method, url] of [
      ['GET', `/api/customers/${other.id}`],
      ['GET', `/api/customers/${other.id}/sales`],
      ['GET', `/api/customers/${other.id}/additional_info`],
      ['PATCH', `/api/customers/${other.id}`],
      ['DELETE', `/api/customers/${other.id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers,
        payload: method === 'PATCH' ? { customer: { obs: 'x' } } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('GET /api/customers', () => {
  it('[200] data/meta with options; attendants see only their unit', async () => {
    const inValinhos = await make({ name: 'Somente Valinhos', resale_id: valinhos });
    const body = await list('');
    expect(body.meta.per_page).toBe(25);
    expect(body.meta.options.resales).toHaveLength(2);
    // Groups and sectors come for the one unit the list is narrowed to, not before one is chosen.
    expect(body.meta.options.groups).toEqual([]);
    expect(body.meta.options.sectors).toEqual([]);
    const inCentro = await list(`resale_id=${centro}`);
    expect(inCentro.meta.options.groups!.length).toBeGreaterThanOrEqual(1);
    expect(inCentro.meta.options.sectors!.length).toBeGreaterThanOrEqual(1);
    for (const g of [...inCentro.meta.options.groups!, ...inCentro.meta.options.sectors!])
      expect(g).toMatchObject({ resale_id: centro });
    const headers = await t.as('attendant');
    const res = await t.app.inject({ method: 'GET', url: '/api/customers?by_name=somente valinhos', headers });
    expect(res.json().data).toEqual([]);
    expect(res.json().meta.options.resales).toHaveLength(1);
    // The attendant's only unit is the list's unit: its groups come without choosing it.
    expect(res.json().meta.options.groups.length).toBeGreaterThanOrEqual(1);
    for (const g of res.json().meta.options.groups) expect(g).toMatchObject({ resale_id: centro });
    expect(await ids(`by_name=somente valinhos`)).toEqual([inValinhos.id]);
    expect(await ids(`by_name=somente valinhos&resale_id=${centro}`)).toEqual([]);
  });

  it('[200] options=false leaves meta.options out; /customers/list_options answers them alone', async () => {
    for (const [role, q] of [
      ['admin', ''],
      ['admin', `resale_id=${centro}`],
      ['attendant', ''],
    ] as const) {
      const headers = await t.as(role);
      const full = await t.app.inject({ method: 'GET', url: `/api/customers?${q}`, headers });
      const lean = await t.app.inject({ method: 'GET', url: `/api/customers?${q}&options=false`, headers });
      const alone = await t.app.inject({ method: 'GET', url: `/api/customers/list_options?${q}`, headers });
      expect(lean.statusCode, lean.body).toBe(200);
      expect(alone.statusCode, alone.body).toBe(200);
      const { options, ...meta } = full.json().meta;
      expect(lean.json()).toEqual({ data: full.json().data, meta });
      expect(lean.headers.total).toBe(full.headers.total);
      expect(alone.json()).toEqual(options);
    }
    const bad = await call('GET', '/customers/list_options?resale_id=abc');
    expect(bad.statusCode).toBe(422);
  });

  it('[200] search by name and address ignores accents and case; phone ignores the mask', async () => {
    const p = phone();
    const c = await make({
      name: 'Mariângela Gonçalves',
      address_attributes: {
        patio: 'Avenida Brasília',
        number: '77',
        neighborhood: 'Jardim Paulicéia',
        city_id: 3509502,
      },
      contacts_attributes: [{ phone: p }],
    });
    expect(await ids('by_name=MARIANGELA gonc')).toEqual([c.id]);
    expect(await ids('by_address=brasilia 77')).toEqual([c.id]);
    expect(await ids('by_address=pauliceia')).toEqual([c.id]);
    const masked = `(${p.slice(0, 2)}) ${p.slice(2, 7)}-${p.slice(7)}`;
    expect(await ids(`phone=${encodeURIComponent(masked)}`)).toEqual([c.id]);
    expect(await ids(`phone=${p.slice(4)}`)).toEqual([c.id]);
    // Type-ahead of the sale form.
    expect(await ids(`query=mariangela`)).toEqual([c.id]);
    expect(await ids(`query=${p}`)).toEqual([c.id]);
    // An address change is searchable at once.
    await call('PATCH', `/customers/${c.id}`, { customer: { address_attributes: { patio: 'Rua Três Marias' } } });
    expect(await ids('by_address=tres marias')).toEqual([c.id]);
    expect(await ids('by_address=brasilia')).toEqual([]);
  });

  it('[200] searches count every match across pages; a piece-wise match of a long search is no match', async () => {
    const made: Customer[] = [];
    for (let i = 0; i < 27; i++)
      made.push(await make({ name: `Josefa Conceição Ábaco ${String(i).padStart(2, '0')}` }));
    const names = made.map((c) => c.name);
    const first = await list('by_name=josefa CONCEICAO abaco');
    expect(first.meta.total).toBe(27);
    expect(first.data.map((c) => c.name)).toEqual(names.slice(0, 25));
    const second = await list('by_name=josefa CONCEICAO abaco&page=2');
    expect(second.meta.total).toBe(27);
    expect(second.data.map((c) => c.name)).toEqual(names.slice(25));
    // Past the last page: no rows, the same total.
    expect((await list('by_name=josefa CONCEICAO abaco&page=3')).meta).toMatchObject({ total: 27, per_page: 25 });
    expect((await list('by_name=conceicao abaco 1')).meta.total).toBe(10);
    expect((await list('by_name=zzzz-nobody-zzzz')).meta.total).toBe(0);
    // 'aaaaaa' holds only the piece 'aaaaa', which 'Aaaaa' holds too: the name still has to contain it.
    const a5 = await make({ name: 'Teste Aaaaa Baaaaab' });
    expect(await ids('by_name=aaaaa')).toEqual([a5.id]);
    expect(await ids('by_name=aaaaaa')).toEqual([]);
    expect(await ids('query=aaaaa b')).toEqual([a5.id]);
    // The searched name follows a rename at once.
    await call('PATCH', `/customers/${a5.id}`, { customer: { name: 'Teste Ççççç Renomeado' } });
    expect(await ids('by_name=aaaaa')).toEqual([]);
    expect(await ids('by_name=ccccc renomeado')).toEqual([a5.id]);
    // Phone pieces: a number found by 5 or more of its digits, not by digits it lacks.
    const p = phone();
    const withPhone = await make({ contacts_attributes: [{ phone: p }] });
    expect(await ids(`phone=${p.slice(-7)}`)).toEqual([withPhone.id]);
    expect(await ids(`phone=${p.slice(-7)}0000`)).toEqual([]);
    expect((await list(`phone=${p.slice(-7)}`)).meta.total).toBe(1);
  });

  it('[200] filters: status, group, sector, birth day and month', async () => {
    const a = await make({ group_id: groupCentro, sector_id: sectorCentro, birth_day: 29, birth_month: 2 });
    const b = await make({ birth_day: 29, birth_month: 7 });
    await call('PATCH', `/customers/${b.id}`, { customer: { contacted: 'dont_need' } });
    expect(await ids('status=dont_need')).toEqual([b.id]);
    expect((await ids(`group_id=${groupCentro}`)).includes(a.id)).toBe(true);
    expect((await ids(`group_id=${groupCentro}`)).includes(b.id)).toBe(false);
    expect((await ids(`sector_id=${sectorCentro}`)).includes(a.id)).toBe(true);
    expect(await ids('birth_day=29')).toEqual([a.id, b.id]);
    expect(await ids('birth_day=29&birth_month=2')).toEqual([a.id]);
  });

  it('[200] a filter answers as plain SQL does on every call, after its prepared page takes the generic plan', async () => {
    // The filtered page is a prepared statement per shape of the filter: from its sixth run PostgreSQL may use
    // one plan for every value. Eight values of one filter, each page and total against the rows themselves.
    for (let month = 1; month <= 8; month++) {
      const want = await rows<{ id: number }>(
        sql`select id from customers where birth_month = ${month} order by name, id limit 25`,
      );
      const [count] = await rows<{ n: number }>(
        sql`select count(*)::int as n from customers where birth_month = ${month}`,
      );
      const got = await list(`birth_month=${month}&options=false`);
      expect(got.data.map((c) => c.id)).toEqual(want.map((r) => r.id));
      expect(got.meta.total).toBe(count!.n);
    }
  });

  it('[200] intervalo sem compra (order_delay) and dívida em atraso (debt_delay)', async () => {
    // Days counted from the business day (APP_TIMEZONE), as the filter counts them: between 21:00 and
    // midnight in São Paulo the database's current_date is already tomorrow.
    const day = sql`${businessDay()}::date`;
    const old = await make({ name: 'Comprou Faz Tempo' });
    const recent = await make({ name: 'Comprou Ontem' });
    await rows(sql`update customers set last_sale_on = ${day} - 40 where id = ${old.id}`);
    await rows(sql`update customers set last_sale_on = ${day} - 1 where id = ${recent.id}`);
    // The demo's own customers fill the first pages of these filters: look at the test's by name.
    const named = (q: string, name: string) => ids(`${q}&by_name=${encodeURIComponent(name)}`);
    const delayed = await named('order_delay=30', 'Comprou');
    expect(delayed).toContain(old.id);
    expect(delayed).not.toContain(recent.id);
    expect(await named('order_delay=1', 'Comprou')).toEqual(expect.arrayContaining([old.id, recent.id]));

    const debtor = await make({ name: 'Deve Há Muito' });
    const payer = await make({ name: 'Pagou' });
    await rows(sql`insert into receivables (resale_id, customer_id, issue_date, due_date, value_cents, received_cents)
      values (${centro}, ${debtor.id}, ${day} - 60, ${day} - 20, 12000, 2000),
             (${centro}, ${payer.id}, ${day} - 60, ${day} - 20, 12000, 12000)`);
    // The demo data has overdue receivables of its own (finance): look at these two customers.
    expect(await named('debt_delay=10', 'Deve Há Muito')).toContain(debtor.id);
    expect(await named('debt_delay=10', 'Pagou')).not.toContain(payer.id);
    expect(await named('debt_delay=30', 'Deve Há Muito')).not.toContain(debtor.id);
    const info = (await call('GET', `/customers/${debtor.id}/additional_info`)).json();
    expect(info).toMatchObject({ debt_cents: 10000, expired_debt_cents: 10000, interval_purchasing_in_days: [] });
  });

  it('[200] exports the whole filtered result (every page) to CSV and XLSX; attendants export their unit', async () => {
    const p = phone();
    await make({
      name: 'Exportável Souza',
      cpf_cnpj: '52998224725',
      group_id: groupCentro,
      address_attributes: { patio: 'Travessa Exportação', number: '10', neighborhood: 'Centro', city_id: 3509502 },
      contacts_attributes: [{ phone: p }],
    });
    const csv = await call('GET', '/customers?by_name=josefa conceicao&format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('clientes.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      '#;Nome;CPF/CNPJ;Telefones;Endereço;Revenda/Loja;Segmento;Grupo;Setor;Último pedido;Intervalo médio de compra;Próxima compra prevista;Débito;Status;Observações',
    );
    // 27 matches: more than a page.
    expect(lines).toHaveLength(28);
    const one = (await call('GET', '/customers?by_name=exportavel&format=csv')).body.trim().split(/\r?\n/);
    expect(one).toHaveLength(2);
    expect(one[1]).toContain(';Exportável Souza;529.982.247-25;');
    expect(one[1]).toContain(`(${p.slice(0, 2)}) ${p.slice(2, 7)}-${p.slice(7)}`);
    expect(one[1]).toContain('Travessa Exportação');
    expect(one[1]).toContain(';Condomínios;');
    const byGroup = await call('GET', `/customers?group_id=${groupCentro}&format=xlsx`);
    expect(byGroup.headers['content-type']).toContain('spreadsheetml');
    expect(byGroup.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const attendant = await t.app.inject({
      method: 'GET',
      url: `/api/customers?resale_id=${valinhos}&format=csv`,
      headers: await t.as('attendant'),
    });
    expect(attendant.statusCode).toBe(200);
    expect(attendant.body.trim().split(/\r?\n/)).toHaveLength(1);
  });

  it('[400/422] bad filter values never 500', async () => {
    for (const q of ['status=x', 'birth_day=40', 'order_delay=0', 'debt_delay=-1', 'page=0', 'group_id=abc']) {
      const res = await call('GET', `/customers?${q}`);
      expect(res.statusCode, q).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, q).toBeLessThan(500);
    }
  });
});

describe('GET /api/customers/:id/sales and additional_info', () => {
  it('[200] history with items, payments and deliverer; intervals of sales not canceled', async () => {
    const c = await make({ name: 'Histórico' });
    const empty = await call('GET', `/customers/${c.id}/sales`);
    expect(empty.json()).toEqual([]);
    const [product] = await rows<{ id: number }>(
      sql`insert into products (description, price_cents, resale_id) values ('P13 Teste', 11000, ${centro}) returning id`,
    );
    const [method] = await rows<{ id: number }>(
      sql`select id from payment_methods where kind = 'regular' order by id limit 1`,
    );
    // Through the sale write path (POST /api/sales, backdated as a sale typed in later is), then its status moved.
    for (const [days, status] of [
      [60, 'finished'],
      [30, 'finished'],
      [10, 'canceled'],
      [0, 'delivered'],
    ] as const) {
      const soldOn = new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();
      const res = await call('POST', '/sales', {
        sale: {
          resale_id: centro,
          customer_id: c.id,
          sold_on: soldOn,
          items_attributes: [{ product_id: product!.id, quantity: 1, price_cents: 11000 }],
          payments_attributes: [{ payment_method_id: method!.id, value_cents: 11000 }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const moved = await call('PATCH', '/sales/update_status', { id: res.json().id, status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const history = (await call('GET', `/customers/${c.id}/sales`)).json();
    expect(history).toHaveLength(4);
    expect(history[0]).toMatchObject({
      status: 'delivered',
      channel: 'disk',
      items: [{ quantity: 1, product: { description: 'P13 Teste' } }],
      payments: [{ value_cents: 11000, payment_method: { id: method!.id } }],
      employee: null,
    });
    const info = (await call('GET', `/customers/${c.id}/additional_info`)).json();
    expect(info.interval_purchasing_in_days).toEqual([30, 30]);
  });
});

describe('PATCH /api/customers/update_all_contacted', () => {
  it('[200] clears contact marks of the chosen unit only', async () => {
    const a = await make();
    const b = await make({ resale_id: valinhos });
    await call('PATCH', `/customers/${a.id}`, { customer: { contacted: 'whatsapp' } });
    const pb = await call('PATCH', `/customers/${b.id}`, { customer: { contacted: 'whatsapp' } });
    expect(pb.statusCode, pb.body).toBe(200);
    const res = await call('PATCH', '/customers/update_all_contacted', { resale_id: centro });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', `/customers/${a.id}`)).json()).toMatchObject({ contacted: null, contacted_at: null });
    expect((await call('GET', `/customers/${b.id}`)).json().contacted).toBe('whatsapp');
    const headers = await t.as('attendant');
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers/update_all_contacted',
      headers,
      payload: { resale_id: valinhos },
    });
    expect422(refused, ['resale']);
  });
});

describe('DELETE /api/customers/:id', () => {
  it('[204] removes; [403] deliverers may not; [422] a customer with receivables stays', async () => {
    const c = await make();
    const deliverer = await t.as('deliverer');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/customers/${c.id}`, headers: deliverer })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/customers/${c.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/customers/${c.id}`)).statusCode).toBe(404);
    const d = await make();
    await rows(sql`insert into receivables (resale_id, customer_id, issue_date, due_date, value_cents)
      values (${centro}, ${d.id}, current_date, current_date + 10, 5000)`);
    expect422(await call('DELETE', `/customers/${d.id}`), ['base']);
  });
});
