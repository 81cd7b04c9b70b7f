import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WHATSAPP_SEND_TRIES } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { queueMissedStatusMessages } from '../src/modules/whatsapp/notify';
import { caller, demoSaleRefs, newCustomer, one } from './finance-helpers';
import { type TestContext, cashSaleBody, createTestContext, expect422 } from './helpers';

/**
 * WhatsApp beyond free text: the unit's approved templates (outside the 24-hour window the only thing sent),
 * status messages on a sale's moves sent by their job after the move commits (Meta's refusal shown with its
 * reason, a failing send tried a limited number of times), and the month's count of business-initiated
 * messages. Meta's Graph API is a local HTTP server speaking its JSON.
 */
const KEY = 'ef'.repeat(32);
const APP_SECRET = 'segredo-avisos';
const TOKEN = 'EAAG-token-avisos';
const PHONE_ID = '109876543219999';

interface Sent {
  to: string;
  type: string;
  text?: { body: string };
  template?: { name: string; language: { code: string }; components?: { parameters: { text: string }[] }[] };
}

/** The Graph API's messages endpoint: accepts, refuses (400 with error_data.details) or is down (500). */
function startGraphStub() {
  const sent: Sent[] = [];
  let mode: 'ok' | 'refuse' | 'down' = 'ok';
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(401, { error: { message: 'token', code: 190 } });
      if (req.method === 'POST' && req.url === `/v21.0/${PHONE_ID}/messages`) {
        const msg = JSON.parse(body) as Sent;
        sent.push(msg);
        if (mode === 'refuse')
          return json(400, {
            error: {
              message: '(#131026) Message undeliverable',
              type: 'OAuthException',
              code: 131026,
              error_data: { messaging_product: 'whatsapp', details: 'Número não tem WhatsApp.' },
            },
          });
        if (mode === 'down')
          return json(500, { error: { message: 'Service temporarily unavailable', code: 2, is_transient: true } });
        return json(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: msg.to, wa_id: msg.to }],
          messages: [{ id: `wamid.NOTIFY${sent.length}` }],
        });
      }
      return json(404, { error: { message: 'Unsupported request', code: 100 } });
    });
  });
  return {
    sent,
    setMode(m: typeof mode) {
      mode = m;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`,
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const graph = startGraphStub();
let t: TestContext;
let refs: Awaited<ReturnType<typeof demoSaleRefs>>;
let admin: ReturnType<typeof caller>;
let attendant: ReturnType<typeof caller>;

const TEMPLATES = [
  {
    name: 'pedido_a_caminho',
    language: 'pt_BR',
    body: 'Olá {{1}}, o pedido {{2}} saiu com {{3}}.',
    notify_event: 'in_transit',
  },
  { name: 'retomar_conversa', language: 'pt_BR', body: 'Olá {{1}}! Podemos ajudar?', notify_event: null },
];

const settings = (over: Record<string, unknown> = {}) => ({
  whatsapp_settings: {
    phone_number_id: PHONE_ID,
    business_account_id: '200000000009999',
    verify_token: 'verificar-avisos-123',
    access_token: TOKEN,
    app_secret: APP_SECRET,
    notify_in_transit: true,
    templates: TEMPLATES,
    ...over,
  },
});

beforeAll(async () => {
  await graph.listen();
  t = await createTestContext({
    config: { secretsKey: KEY, whatsappGraphUrl: graph.url() },
    whatsappNotify: { retryDelayMs: 0 },
  });
  refs = await demoSaleRefs(t);
  admin = caller(t, 'admin');
  attendant = caller(t, 'attendant');
  const res = await admin('PUT', `/resales/${refs.centro}/whatsapp_settings`, settings());
  expect(res.statusCode, res.body).toBe(200);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await graph.close();
});

let seq = 0;
/** A customer's message arriving through the signed webhook `hoursAgo` hours ago; its conversation once matched. */
async function customerWrites(body: string, hoursAgo = 0) {
  const from = `551997${String(Date.now() % 1e4).padStart(4, '0')}${String(++seq).padStart(2, '0')}`;
  const wamid = `wamid.IN${Date.now()}${seq}`;
  const payload = {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '200000000009999',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '551933339999', phone_number_id: PHONE_ID },
              contacts: [{ profile: { name: 'Joana Prado' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: wamid,
                  timestamp: String(Math.floor(Date.now() / 1000 - hoursAgo * 3600)),
                  type: 'text',
                  text: { body },
                },
              ],
            },
          },
        ],
      },
    ],
  };
  const raw = Buffer.from(JSON.stringify(payload));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}`,
    },
    payload: raw,
  });
  expect(res.statusCode, res.body).toBe(200);
  for (let i = 0; i < 200; i++) {
    const [row] = await queryRows<{ conversation_id: number | null; customer_id: number | null }>(
      t.database.db,
      sql`select m.conversation_id, c.customer_id from whatsapp_messages m
            left join whatsapp_conversations c on c.id = m.conversation_id where m.wamid = ${wamid}`,
    );
    if (row?.conversation_id && row.customer_id)
      return { id: row.conversation_id, customer_id: row.customer_id, wa_id: from };
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('message not matched');
}

/** Waits until the sale's status message for `event` left 'pending'. */
async function outboxOf(saleId: number, event: string) {
  for (let i = 0; i < 200; i++) {
    const [row] = await queryRows<{ state: string; tries: number; error: string | null; message_id: number | null }>(
      t.database.db,
      sql`select state, tries, error, message_id from whatsapp_outbox where sale_id = ${saleId} and event = ${event}`,
    );
    if (row && row.state !== 'pending') return row;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('status message still pending');
}

async function messagesOf(conversationId: number) {
  const res = await attendant('GET', `/whatsapp/conversations/${conversationId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json() as {
      messages: {
        direction: string;
        kind: string;
        body: string;
        status: string | null;
        errors: { details: string }[] | null;
      }[];
    }
  ).messages;
}

async function saleFor(customerId: number, extra: Record<string, unknown> = {}) {
  const res = await attendant(
    'POST',
    '/sales',
    cashSaleBody(
      { resale_id: refs.centro, product_id: refs.p13, method_id: refs.cash },
      { customer_id: customerId, channel: 'whatsapp', employee_id: refs.deliverer, ...extra },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; doc_number: number };
}

const monthCount = async () =>
  (await admin('GET', `/resales/${refs.centro}/whatsapp_settings`)).json().month_count as number;

describe('templates (the unit settings)', () => {
  it('[200] kept with their parameter count and event; the list replaces the old one by name and language', async () => {
    const res = await admin('GET', `/resales/${refs.centro}/whatsapp_settings`);
    const body = res.json();
    expect(body).toMatchObject({
      notify_confirmed: false,
      notify_in_transit: true,
      notify_delivered: false,
      month_free: 1000,
    });
    expect(
      body.templates.map((x: { name: string; param_count: number; notify_event: string | null }) => [
        x.name,
        x.param_count,
        x.notify_event,
      ]),
    ).toEqual([
      ['pedido_a_caminho', 3, 'in_transit'],
      ['retomar_conversa', 1, null],
    ]);
    const ids = body.templates.map((x: { id: number }) => x.id);
    const again = await admin(
      'PUT',
      `/resales/${refs.centro}/whatsapp_settings`,
      settings({ access_token: null, app_secret: null }),
    );
    expect(again.json().templates.map((x: { id: number }) => x.id)).toEqual(ids);
  });

  it('[422] a name Meta would not have, a body with a gap, two templates for one event', async () => {
    const bad = (templates: unknown) =>
      admin('PUT', `/resales/${refs.centro}/whatsapp_settings`, settings({ templates }));
    expect422(await bad([{ name: 'Pedido Saiu', language: 'pt_BR', body: 'x' }]), ['templates']);
    expect422(await bad([{ name: 'ok', language: 'pt_BR', body: '{{1}} e {{3}}' }]), ['templates']);
    expect422(
      await bad([
        { name: 'a', language: 'pt_BR', body: 'a', notify_event: 'delivered' },
        { name: 'b', language: 'pt_BR', body: 'b', notify_event: 'delivered' },
      ]),
      ['templates'],
    );
    // Nothing half-saved.
    expect((await admin('GET', `/resales/${refs.centro}/whatsapp_settings`)).json().templates).toHaveLength(2);
  });
});

describe('outside the 24-hour window', () => {
  it('free text refused; the approved template sent in Graph’s template format, shown filled, counted', async () => {
    const conv = await customerWrites('Bom dia', 30);
    expect422(
      await attendant('POST', `/whatsapp/conversations/${conv.id}/messages`, { whatsapp_message: { text: 'Oi' } }),
      ['text'],
    );
    const templates = (await attendant('GET', `/whatsapp/conversations/${conv.id}/templates`)).json() as {
      id: number;
      name: string;
    }[];
    const tpl = templates.find((x) => x.name === 'retomar_conversa')!;
    expect422(
      await attendant('POST', `/whatsapp/conversations/${conv.id}/template_messages`, {
        whatsapp_template_message: { template_id: tpl.id, params: [] },
      }),
      ['params'],
    );
    const before = await monthCount();
    const from = graph.sent.length;
    const res = await attendant('POST', `/whatsapp/conversations/${conv.id}/template_messages`, {
      whatsapp_template_message: { template_id: tpl.id, params: ['Joana'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'template', body: 'Olá Joana! Podemos ajudar?', direction: 'out' });
    expect(graph.sent.slice(from)).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: conv.wa_id,
        type: 'template',
        template: {
          name: 'retomar_conversa',
          language: { code: 'pt_BR' },
          components: [{ type: 'body', parameters: [{ type: 'text', text: 'Joana' }] }],
        },
      },
    ]);
    expect(await monthCount()).toBe(before + 1);
    const audits = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_logs where resource = 'whatsapp_messages' and after->>'template' = 'retomar_conversa'`,
    );
    expect(audits[0]!.n).toBe(1);
  });
});

describe('status messages on the sale’s moves', () => {
  it("'Saiu para entrega' sends the deliverer's name after the move, once; 'confirmado' is off", async () => {
    const conv = await customerWrites('Quero um gás');
    const from = graph.sent.length;
    const sale = await saleFor(conv.customer_id);
    const moved = await attendant('PATCH', '/sales/update_status', { id: sale.id, status: 'in_transit' });
    expect(moved.statusCode, moved.body).toBe(200);
    const row = await outboxOf(sale.id, 'in_transit');
    expect(row).toMatchObject({ state: 'sent', tries: 1, error: null });
    const deliverer = await one<{ name: string }>(t, sql`select name from employees where id = ${refs.deliverer}`);
    expect(graph.sent.slice(from)).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: conv.wa_id,
        type: 'text',
        text: {
          preview_url: false,
          body: `Olá, Joana! Seu pedido nº ${sale.doc_number} saiu para entrega com ${deliverer.name}.`,
        },
      },
    ]);
    const out = (await messagesOf(conv.id)).filter((m) => m.direction === 'out');
    expect(out.at(-1)).toMatchObject({ kind: 'text', status: null });
    expect(out.at(-1)!.body).toContain(deliverer.name);
    // The same move again (a double click) sends nothing more.
    await attendant('PATCH', '/sales/update_status', { id: sale.id, status: 'in_transit' });
    await new Promise((r) => setTimeout(r, 100));
    expect(graph.sent.length).toBe(from + 1);
    const audits = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_logs where resource = 'whatsapp_messages' and (after->>'sale_id')::int = ${sale.id}`,
    );
    expect(audits[0]!.n).toBe(1);
  });

  it('8 copies of the move at once (double clicks, two screens) send one message', async () => {
    const conv = await customerWrites('Pode vir');
    const sale = await saleFor(conv.customer_id);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        attendant('PATCH', '/sales/update_status', { id: sale.id, status: 'in_transit' }),
      ),
    );
    expect((await outboxOf(sale.id, 'in_transit')).state).toBe('sent');
    await new Promise((r) => setTimeout(r, 150));
    expect(graph.sent.filter((m) => m.to === conv.wa_id)).toHaveLength(1);
  });

  it('outside the window the event’s template, its parameters customer, order and deliverer', async () => {
    const conv = await customerWrites('Obrigada', 26);
    const from = graph.sent.length;
    const sale = await saleFor(conv.customer_id, { status: 'in_transit' });
    const row = await outboxOf(sale.id, 'in_transit');
    expect(row.state).toBe('sent');
    const deliverer = await one<{ name: string }>(t, sql`select name from employees where id = ${refs.deliverer}`);
    expect(graph.sent.slice(from)).toEqual([
      expect.objectContaining({
        type: 'template',
        template: {
          name: 'pedido_a_caminho',
          language: { code: 'pt_BR' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Joana' },
                { type: 'text', text: String(sale.doc_number) },
                { type: 'text', text: deliverer.name },
              ],
            },
          ],
        },
      }),
    ]);
  });

  it('a send Meta refuses: failed at once, shown on the conversation with Meta’s reason, not counted', async () => {
    const conv = await customerWrites('Pode mandar');
    const before = await monthCount();
    graph.setMode('refuse');
    try {
      const sale = await saleFor(conv.customer_id);
      await attendant('PATCH', '/sales/update_status', { id: sale.id, status: 'in_transit' });
      const row = await outboxOf(sale.id, 'in_transit');
      expect(row).toMatchObject({ state: 'failed', tries: 1, error: 'Número não tem WhatsApp.' });
    } finally {
      graph.setMode('ok');
    }
    const out = (await messagesOf(conv.id)).filter((m) => m.direction === 'out');
    expect(out.at(-1)).toMatchObject({
      status: 'failed',
      errors: [expect.objectContaining({ details: 'Número não tem WhatsApp.' })],
    });
    expect(await monthCount()).toBe(before);
  });

  it(`a failing send (Meta down) is tried ${WHATSAPP_SEND_TRIES} times, then marked failed with the reason`, async () => {
    const conv = await customerWrites('Tem gás?');
    graph.setMode('down');
    const from = graph.sent.length;
    let saleId = 0;
    try {
      saleId = (await saleFor(conv.customer_id, { status: 'in_transit' })).id;
      const row = await outboxOf(saleId, 'in_transit');
      expect(row.state).toBe('failed');
      expect(row.tries).toBe(WHATSAPP_SEND_TRIES);
      expect(row.error).toContain('Service temporarily unavailable');
    } finally {
      graph.setMode('ok');
    }
    expect(graph.sent.length - from).toBe(WHATSAPP_SEND_TRIES);
    const out = (await messagesOf(conv.id)).filter((m) => m.direction === 'out');
    expect(out.at(-1)!.status).toBe('failed');
    expect(out.at(-1)!.errors![0]!.details).toContain('várias tentativas');
    // The timer finds nothing left to try.
    await new Promise((r) => setTimeout(r, 100));
    expect(graph.sent.length - from).toBe(WHATSAPP_SEND_TRIES);
  });

  it('a customer without a conversation gets nothing; a unit with the event off sends nothing', async () => {
    const from = graph.sent.length;
    const sale = await saleFor(await newCustomer(t, refs.centro, 'Sem WhatsApp'), { status: 'in_transit' });
    const conv = await customerWrites('Olá');
    const confirmed = await saleFor(conv.customer_id);
    await new Promise((r) => setTimeout(r, 150));
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from whatsapp_outbox where sale_id in (${sale.id}, ${confirmed.id})`,
    );
    expect(rows[0]!.n).toBe(0);
    expect(graph.sent.length).toBe(from);
  });
});

describe('a status message a stopped process left unqueued', () => {
  it('is queued by the sweep once; never for a move older than the unit’s settings, nor one just made', async () => {
    const conv = await customerWrites('Quero um gás');
    const sale = await saleFor(conv.customer_id);
    // 'Saiu para entrega' while the unit sends no such message: nothing queued.
    const off = await admin('PUT', `/resales/${refs.centro}/whatsapp_settings`, settings({ notify_in_transit: false }));
    expect(off.statusCode, off.body).toBe(200);
    const moved = await attendant('PATCH', '/sales/update_status', { id: sale.id, status: 'in_transit' });
    expect(moved.statusCode, moved.body).toBe(200);
    const on = await admin('PUT', `/resales/${refs.centro}/whatsapp_settings`, settings());
    expect(on.statusCode, on.body).toBe(200);
    const queued = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from whatsapp_outbox where sale_id = ${sale.id} and event = 'in_transit'`,
        )
      )[0]!.n;
    const later = new Date(Date.now() + 120_000);
    // Turned on after the move: the move is not announced late.
    await queueMissedStatusMessages(t.database.db, later);
    expect(await queued()).toBe(0);

    // As if the unit sent it when the move was written, and the process stopped before queueing it.
    await t.database.db.execute(
      sql`update whatsapp_settings set updated_at = (select updated_at from sales where id = ${sale.id}) - interval '1 millisecond' where resale_id = ${refs.centro}`,
    );
    expect(await queueMissedStatusMessages(t.database.db, new Date())).toBe(0); // just made: the route's turn
    expect(await queued()).toBe(0);
    expect(await queueMissedStatusMessages(t.database.db, later)).toBe(1);
    expect(await queued()).toBe(1);
    expect(await queueMissedStatusMessages(t.database.db, later)).toBe(0);
    expect(await queued()).toBe(1);
  });
});

describe("the month's count", () => {
  it('counts the business-initiated messages Meta accepted this month, not the replies nor the refused', async () => {
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from whatsapp_messages where resale_id = ${refs.centro} and direction = 'out'
            and business_initiated and wamid like 'wamid.%' and sent_at >= date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo'`,
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(3);
    expect(await monthCount()).toBe(rows[0]!.n);
    // Last month's do not count.
    await t.database.db.execute(
      sql`update whatsapp_messages set sent_at = sent_at - interval '40 days'
           where id = (select id from whatsapp_messages where business_initiated and wamid like 'wamid.%' order by id limit 1)`,
    );
    expect(await monthCount()).toBe(rows[0]!.n - 1);
  });
});
