import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { open } from '../src/lib/secrets';
import { caller, demoSaleRefs } from './finance-helpers';
import { type TestContext, cashSaleBody, createTestContext, expect422 } from './helpers';

/**
 * WhatsApp Cloud API: the unit's settings, Meta's webhook (handshake, signature over the raw bytes, each
 * message once), the job that matches customers, the queue, replies. Meta's Graph API is a local HTTP server
 * speaking its JSON; deliveries are signed with a test app secret.
 */
const KEY = 'cd'.repeat(32);
const APP_SECRET = 'segredo-do-app-de-teste';
const TOKEN = 'EAAG-token-de-teste';
const VERIFY = 'verificar-abilitygas-123';
const PHONE_ID = '109876543210001';

interface GraphCall {
  method: string;
  path: string;
  auth: string | undefined;
  body: string;
}

/** Meta's Graph API, as far as the app uses it: the number's details, sending a text, a media and its bytes. */
function startGraphStub() {
  const calls: GraphCall[] = [];
  let refuseNextSend: string | null = null;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      calls.push({
        method: req.method ?? '',
        path: `${url.pathname}${url.search}`,
        auth: req.headers.authorization,
        body,
      });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.headers.authorization !== `Bearer ${TOKEN}`)
        return json(401, {
          error: {
            message: 'Invalid OAuth access token - Cannot parse access token',
            type: 'OAuthException',
            code: 190,
          },
        });
      const [, version, id, tail] = url.pathname.split('/');
      if (version !== 'v21.0') return json(404, { error: { message: 'Unknown path', code: 100 } });
      if (req.method === 'GET' && id === PHONE_ID && !tail)
        return json(200, {
          display_phone_number: '+55 19 3333-4444',
          verified_name: 'Gás Bom Jesus',
          quality_rating: 'GREEN',
          id: PHONE_ID,
        });
      if (req.method === 'POST' && id === PHONE_ID && tail === 'messages') {
        const sent = JSON.parse(body) as { to: string };
        if (refuseNextSend) {
          const details = refuseNextSend;
          refuseNextSend = null;
          return json(400, {
            error: {
              message: '(#131030) Recipient phone number not in allowed list',
              type: 'OAuthException',
              code: 131030,
              error_data: { messaging_product: 'whatsapp', details },
            },
          });
        }
        return json(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: sent.to, wa_id: sent.to }],
          messages: [{ id: `wamid.OUT${calls.length}` }],
        });
      }
      if (req.method === 'GET' && id === 'MEDIA1')
        return json(200, {
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0/download/MEDIA1`,
          mime_type: 'image/jpeg',
          id: 'MEDIA1',
        });
      if (req.method === 'GET' && id === 'download') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
      }
      return json(404, { error: { message: 'Unsupported get request', code: 100 } });
    });
  });
  return {
    calls,
    refuseNext(details: string) {
      refuseNextSend = details;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`,
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const graph = startGraphStub();
let t: TestContext;
let centro: number;
let valinhos: number;
let p13: number;
let cash: number;
let admin: ReturnType<typeof caller>;

beforeAll(async () => {
  await graph.listen();
  t = await createTestContext({ config: { secretsKey: KEY, whatsappGraphUrl: graph.url() } });
  ({ centro, valinhos, p13, cash } = await demoSaleRefs(t));
  admin = caller(t, 'admin');
}, 180_000);
afterAll(async () => {
  await t?.close();
  await graph.close();
});

const settingsOf = (over: Record<string, unknown> = {}) => ({
  whatsapp_settings: {
    phone_number_id: PHONE_ID,
    business_account_id: '200000000000001',
    verify_token: VERIFY,
    access_token: TOKEN,
    app_secret: APP_SECRET,
    ...over,
  },
});

async function connectCentro() {
  const res = await admin('PUT', `/resales/${centro}/whatsapp_settings`, settingsOf());
  expect(res.statusCode, res.body).toBe(200);
}

const sign = (raw: Buffer | string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

let seq = 0;
const nextWamid = () => `wamid.HBgN${Date.now()}${++seq}`;
const nowSeconds = () => String(Math.floor(Date.now() / 1000));

/** A delivery of Meta's webhook carrying `messages` (and `statuses`) to the number. */
function delivery(value: { messages?: object[]; statuses?: object[]; contacts?: object[] }, phoneId = PHONE_ID) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '200000000000001',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '551933334444', phone_number_id: phoneId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

const textMessage = (from: string, body: string, wamid = nextWamid(), timestamp = nowSeconds()) => ({
  contacts: [{ profile: { name: 'Maria Conceição' }, wa_id: from }],
  messages: [{ from, id: wamid, timestamp, type: 'text', text: { body } }],
});

/** Posts the payload's exact bytes, signed (or with the given signature). */
async function postWebhook(payload: unknown, signature?: string | null) {
  const raw = Buffer.from(JSON.stringify(payload), 'utf8');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['x-hub-signature-256'] = signature ?? sign(raw);
  return t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers, payload: raw });
}

/** Waits until the job has matched every stored message. */
async function settled() {
  for (let i = 0; i < 200; i++) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from whatsapp_messages where processed_at is null`,
    );
    if (row!.n === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('messages left unprocessed');
}

async function messageRow(wamid: string) {
  const rows = await queryRows<{
    id: number;
    conversation_id: number | null;
    body: string | null;
    kind: string;
    content: Record<string, unknown> | null;
  }>(t.database.db, sql`select id, conversation_id, body, kind, content from whatsapp_messages where wamid = ${wamid}`);
  return rows;
}

async function conversationOf(wamid: string) {
  const [m] = await messageRow(wamid);
  const res = await admin('GET', `/whatsapp/conversations/${m!.conversation_id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    conversation: {
      id: number;
      wa_id: string;
      customer: { id: number; name: string } | null;
      window_closes_at: string | null;
    };
    messages: {
      id: number;
      wamid: string;
      direction: string;
      status: string | null;
      body: string | null;
      errors: unknown;
    }[];
  };
}

let phoneSeq = 0;
/** A fresh mobile's last 8 digits (9xxxxxxx). */
const fresh8 = () => `9${String(Date.now() % 1e4).padStart(4, '0')}${String(++phoneSeq).padStart(3, '0')}`;

describe('connecting a unit (/resales/{id}/whatsapp_settings)', () => {
  it('[200] stores the token and the app secret sealed, answers only that they are configured', async () => {
    const before = await admin('GET', `/resales/${valinhos}/whatsapp_settings`);
    expect(before.json()).toMatchObject({ configured: false, access_token_set: false, app_secret_set: false });
    const res = await admin('PUT', `/resales/${centro}/whatsapp_settings`, settingsOf());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      resale_id: centro,
      configured: true,
      phone_number_id: PHONE_ID,
      business_account_id: '200000000000001',
      verify_token: VERIFY,
      access_token_set: true,
      app_secret_set: true,
      webhook_path: '/api/whatsapp/webhook',
      notify_confirmed: false,
      notify_in_transit: false,
      notify_delivered: false,
      templates: [],
      month_count: 0,
      month_free: 1000,
    });
    expect(res.body).not.toContain(TOKEN);
    expect(res.body).not.toContain(APP_SECRET);
    const [row] = await queryRows<{ access_token_enc: string; app_secret_enc: string }>(
      t.database.db,
      sql`select access_token_enc, app_secret_enc from whatsapp_settings where resale_id = ${centro}`,
    );
    expect(row!.access_token_enc).not.toContain(TOKEN);
    expect(open(Buffer.from(KEY, 'hex'), row!.access_token_enc).toString()).toBe(TOKEN);
    expect(open(Buffer.from(KEY, 'hex'), row!.app_secret_enc).toString()).toBe(APP_SECRET);
    const audits = await queryRows<{ after: unknown }>(
      t.database.db,
      sql`select after from audit_logs where resource = 'whatsapp_settings'`,
    );
    expect(JSON.stringify(audits)).not.toContain(TOKEN);
    // Omitted secrets are kept.
    const again = await admin(
      'PUT',
      `/resales/${centro}/whatsapp_settings`,
      settingsOf({ access_token: null, app_secret: '' }),
    );
    expect(again.json()).toMatchObject({ access_token_set: true, app_secret_set: true });
  });

  it('[422] a number already connected to another unit; a first save without the secrets', async () => {
    await connectCentro();
    expect422(await admin('PUT', `/resales/${valinhos}/whatsapp_settings`, settingsOf()), ['phone_number_id']);
    expect422(
      await admin(
        'PUT',
        `/resales/${valinhos}/whatsapp_settings`,
        settingsOf({ phone_number_id: '1', access_token: null }),
      ),
      ['access_token'],
    );
  });

  it('[403] attendants and deliverers', async () => {
    for (const role of ['attendant', 'deliverer'] as const)
      expect((await caller(t, role)('GET', `/resales/${centro}/whatsapp_settings`)).statusCode).toBe(403);
  });

  it("'Testar' reads the number's details from the Graph API with the token and sends nothing", async () => {
    await connectCentro();
    const from = graph.calls.length;
    const res = await admin('POST', `/resales/${centro}/whatsapp_settings/test`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      display_phone_number: '+55 19 3333-4444',
      verified_name: 'Gás Bom Jesus',
      quality_rating: 'GREEN',
    });
    const made = graph.calls.slice(from);
    expect(made).toEqual([
      {
        method: 'GET',
        path: `/v21.0/${PHONE_ID}?fields=display_phone_number%2Cverified_name%2Cquality_rating`,
        auth: `Bearer ${TOKEN}`,
        body: '',
      },
    ]);
  });

  it("'Testar' with a token Meta refuses: 422 with Meta's reason", async () => {
    await admin('PUT', `/resales/${centro}/whatsapp_settings`, settingsOf({ access_token: 'outro-token' }));
    const res = await admin('POST', `/resales/${centro}/whatsapp_settings/test`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toBe('A Meta recusou: Invalid OAuth access token - Cannot parse access token');
    await connectCentro();
  });
});

describe("Meta's webhook (/api/whatsapp/webhook)", () => {
  beforeAll(connectCentro);

  it('GET: the handshake echoes the challenge for a unit’s verify token, 403 otherwise', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1158201444',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1158201444');
  });

  it('POST: a bad, missing or other-secret signature is 401 and nothing is stored', async () => {
    const wamid = nextWamid();
    const payload = delivery(textMessage(`55199${fresh8()}`, 'oi', wamid));
    expect((await postWebhook(payload, 'sha256=' + '0'.repeat(64))).statusCode).toBe(401);
    expect((await postWebhook(payload, null)).statusCode).toBe(401);
    const raw = JSON.stringify(payload);
    expect((await postWebhook(payload, sign(raw, 'outro-segredo'))).statusCode).toBe(401);
    // Signed, then changed by a byte.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw) },
      payload: raw.replace('oi', 'oI'),
    });
    expect(res.statusCode).toBe(401);
    expect(await messageRow(wamid)).toEqual([]);
  });

  it('emoji and accents keep the signature valid: it is over the raw bytes', async () => {
    const wamid = nextWamid();
    const text = 'Olá! Quero 1 gás 🔥 e uma água — conceição ✓';
    const res = await postWebhook(delivery(textMessage(`55199${fresh8()}`, text, wamid)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: 1 });
    // Meta escapes non-ASCII as \uXXXX in some deliveries: the same bytes are signed either way.
    const escaped = JSON.stringify(delivery(textMessage(`55199${fresh8()}`, 'Ação ☕', nextWamid()))).replace(
      /[\u007f-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(escaped) },
      payload: escaped,
    });
    expect(res2.statusCode, res2.body).toBe(200);
    await settled();
    expect((await messageRow(wamid))[0]!.body).toBe(text);
  });

  it('the same message twice is stored and processed once', async () => {
    const wamid = nextWamid();
    const payload = delivery(textMessage(`55199${fresh8()}`, 'o de sempre', wamid));
    expect((await postWebhook(payload)).json()).toEqual({ received: 1 });
    expect((await postWebhook(payload)).json()).toEqual({ received: 0 });
    await settled();
    expect(await messageRow(wamid)).toHaveLength(1);
    const conv = await conversationOf(wamid);
    expect(conv.messages.filter((m) => m.wamid === wamid)).toHaveLength(1);
  });

  it('8 copies arriving at once: one message, one customer, one conversation', async () => {
    const wamid = nextWamid();
    const last8 = fresh8();
    const payload = delivery(textMessage(`5519${last8}`, 'mais um', wamid));
    const replies = await Promise.all(Array.from({ length: 8 }, () => postWebhook(payload)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(replies.reduce((n, r) => n + r.json().received, 0)).toBe(1);
    await settled();
    expect(await messageRow(wamid)).toHaveLength(1);
    const customers = await queryRows<{ customer_id: number }>(
      t.database.db,
      sql`select customer_id from customer_contacts where resale_id = ${centro} and phone like ${`%${last8}`}`,
    );
    expect(customers).toHaveLength(1);
  });

  it('12- and 13-digit numbers of one phone match one customer; an unknown number starts a customer', async () => {
    // A registered customer: 11 digits with the ninth digit.
    const last8 = fresh8();
    const made = await admin('POST', '/customers', {
      customer: { name: 'Cliente Nono Dígito', resale_id: centro, contacts_attributes: [{ phone: `199${last8}` }] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const a = nextWamid();
    const b = nextWamid();
    await postWebhook(delivery(textMessage(`55199${last8}`, 'oi', a)));
    await postWebhook(delivery(textMessage(`5519${last8}`, 'oi de novo', b)));
    await settled();
    expect((await conversationOf(a)).conversation.customer).toEqual({
      id: made.json().id,
      name: 'Cliente Nono Dígito',
    });
    expect((await conversationOf(b)).conversation.customer).toEqual({
      id: made.json().id,
      name: 'Cliente Nono Dígito',
    });

    // Unknown: a customer named after the profile, with the 11-digit phone; the 12-digit wa_id then matches it.
    const other8 = fresh8();
    const c = nextWamid();
    const d = nextWamid();
    await postWebhook(delivery(textMessage(`5519${other8}`, 'quero gás', c)));
    await settled();
    await postWebhook(delivery(textMessage(`55199${other8}`, 'alô', d)));
    await settled();
    const created = (await conversationOf(c)).conversation.customer!;
    expect(created.name).toBe('Maria Conceição');
    expect((await conversationOf(d)).conversation.customer!.id).toBe(created.id);
    const phones = await queryRows<{ phone: string; whatsapp: boolean }>(
      t.database.db,
      sql`select phone, whatsapp from customer_contacts where customer_id = ${created.id}`,
    );
    expect(phones).toEqual([{ phone: `199${other8}`, whatsapp: true }]);
  });

  it('a location keeps the pin and the address; image and audio keep their media ids; buttons their reply', async () => {
    const from = `55199${fresh8()}`;
    const [loc, img, aud, btn] = [nextWamid(), nextWamid(), nextWamid(), nextWamid()];
    const ts = nowSeconds();
    const res = await postWebhook(
      delivery({
        contacts: [{ profile: { name: 'João' }, wa_id: from }],
        messages: [
          {
            from,
            id: loc,
            timestamp: ts,
            type: 'location',
            location: {
              latitude: -22.9056,
              longitude: -47.0608,
              name: 'Casa',
              address: 'Rua das Flores, 123 - Campinas',
            },
          },
          {
            from,
            id: img,
            timestamp: ts,
            type: 'image',
            image: { id: 'MEDIA1', mime_type: 'image/jpeg', caption: 'o botijão' },
          },
          {
            from,
            id: aud,
            timestamp: ts,
            type: 'audio',
            audio: { id: 'MEDIA2', mime_type: 'audio/ogg; codecs=opus', voice: true },
          },
          {
            from,
            id: btn,
            timestamp: ts,
            type: 'interactive',
            interactive: { type: 'button_reply', button_reply: { id: 'confirmar', title: 'Confirmar pedido' } },
          },
        ],
      }),
    );
    expect(res.json()).toEqual({ received: 4 });
    await settled();
    expect((await messageRow(loc))[0]).toMatchObject({
      kind: 'location',
      body: 'Casa — Rua das Flores, 123 - Campinas',
      content: { latitude: -22.9056, longitude: -47.0608, name: 'Casa', address: 'Rua das Flores, 123 - Campinas' },
    });
    expect((await messageRow(img))[0]).toMatchObject({
      kind: 'image',
      body: 'o botijão',
      content: { media_id: 'MEDIA1' },
    });
    expect((await messageRow(aud))[0]).toMatchObject({ kind: 'audio', content: { media_id: 'MEDIA2' } });
    expect((await messageRow(btn))[0]).toMatchObject({ kind: 'interactive', body: 'Confirmar pedido' });
    // The image downloaded on demand through the Graph API with the token.
    const media = await admin('GET', `/whatsapp/messages/${(await messageRow(img))[0]!.id}/media`);
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/jpeg');
    expect([...media.rawPayload]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
  });
});

describe('the queue, the panel and replies', () => {
  beforeAll(connectCentro);

  it('a conversation joins the queue until a sale of the customer answers it, and a later message brings it back; deliverers see none', async () => {
    const wamid = nextWamid();
    await postWebhook(delivery(textMessage(`55199${fresh8()}`, '1 gás', wamid)));
    await settled();
    const { conversation } = await conversationOf(wamid);
    const queue = async (role: 'admin' | 'attendant' = 'admin') => {
      const res = await caller(t, role)('GET', '/whatsapp/conversations/queue');
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { rows: { id: number; last_message: { body: string } }[]; total: number };
    };
    const row = (await queue('attendant')).rows.find((r) => r.id === conversation.id);
    expect(row?.last_message.body).toBe('1 gás');
    expect((await caller(t, 'deliverer')('GET', '/whatsapp/conversations/queue')).statusCode).toBe(403);
    const sale = await admin(
      'POST',
      '/sales',
      cashSaleBody(
        { resale_id: centro, product_id: p13, method_id: cash },
        { customer_id: conversation.customer!.id, channel: 'whatsapp' },
      ),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    expect((await queue()).rows.some((r) => r.id === conversation.id)).toBe(false);
    // A message after the order (a new one, a question) brings the conversation back.
    await postWebhook(delivery(textMessage(conversation.wa_id, 'mais um, por favor')));
    await settled();
    expect((await queue()).rows.find((r) => r.id === conversation.id)?.last_message.body).toBe('mais um, por favor');
  });

  it('statuses out of order: the furthest one stands (read never goes back to delivered); failed keeps Meta’s reason', async () => {
    const wamid = nextWamid();
    await postWebhook(delivery(textMessage(`55199${fresh8()}`, 'oi', wamid)));
    await settled();
    const { conversation } = await conversationOf(wamid);
    const reply = await admin('POST', `/whatsapp/conversations/${conversation.id}/messages`, {
      whatsapp_message: { text: 'Olá! Seu pedido já sai.' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const out = reply.json().wamid as string;
    const status = (s: string, extra: object = {}) => ({
      id: out,
      status: s,
      timestamp: nowSeconds(),
      recipient_id: conversation.wa_id,
      ...extra,
    });
    for (const s of ['read', 'delivered', 'sent']) await postWebhook(delivery({ statuses: [status(s)] }));
    const shown = async (id: string) => (await conversationOf(wamid)).messages.find((m) => m.wamid === id)!;
    expect((await shown(out)).status).toBe('read');
    // Repeated and late: still read.
    await postWebhook(delivery({ statuses: [status('delivered')] }));
    expect((await shown(out)).status).toBe('read');

    const second = await admin('POST', `/whatsapp/conversations/${conversation.id}/messages`, {
      whatsapp_message: { text: 'Confirma o endereço?' },
    });
    const failedId = second.json().wamid as string;
    await postWebhook(
      delivery({
        statuses: [
          {
            id: failedId,
            status: 'failed',
            timestamp: nowSeconds(),
            recipient_id: conversation.wa_id,
            errors: [
              { code: 131049, title: 'Message not delivered', error_data: { details: 'Meta chose not to deliver.' } },
            ],
          },
          { id: failedId, status: 'sent', timestamp: nowSeconds(), recipient_id: conversation.wa_id },
        ],
      }),
    );
    expect(await shown(failedId)).toMatchObject({
      status: 'failed',
      errors: [{ code: 131049, title: 'Message not delivered', details: 'Meta chose not to deliver.' }],
    });
  });

  it('a reply goes to the wa_id received, inside the 24-hour window only, audited; a refused send shows as failed', async () => {
    const waId = `5519${fresh8()}`;
    const wamid = nextWamid();
    await postWebhook(delivery(textMessage(waId, 'oi', wamid)));
    await settled();
    const { conversation } = await conversationOf(wamid);
    expect(conversation.window_closes_at).not.toBeNull();
    const from = graph.calls.length;
    const res = await admin('POST', `/whatsapp/conversations/${conversation.id}/messages`, {
      whatsapp_message: { text: 'Pedido anotado ✓' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ direction: 'out', body: 'Pedido anotado ✓', status: null });
    const sent = graph.calls.slice(from);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: `/v21.0/${PHONE_ID}/messages`, auth: `Bearer ${TOKEN}` });
    expect(JSON.parse(sent[0]!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: waId,
      type: 'text',
      text: { preview_url: false, body: 'Pedido anotado ✓' },
    });
    const audits = await queryRows<{ after: { to: string; text: string } }>(
      t.database.db,
      sql`select after from audit_logs where resource = 'whatsapp_messages' and record_id = ${String(res.json().id)}`,
    );
    expect(audits[0]!.after).toMatchObject({ to: waId, text: 'Pedido anotado ✓' });

    // Meta refuses: kept as failed with the reason.
    graph.refuseNext('Recipient phone number not in allowed list');
    const refused = await admin('POST', `/whatsapp/conversations/${conversation.id}/messages`, {
      whatsapp_message: { text: 'Outro aviso' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      status: 'failed',
      errors: [{ code: 131030, details: 'Recipient phone number not in allowed list' }],
    });

    // Outside the window: refused in pt-BR, nothing sent.
    await queryRows(
      t.database.db,
      sql`update whatsapp_messages set sent_at = sent_at - interval '25 hours' where conversation_id = ${conversation.id}`,
    );
    const before = graph.calls.length;
    const late = await admin('POST', `/whatsapp/conversations/${conversation.id}/messages`, {
      whatsapp_message: { text: 'Ainda quer o gás?' },
    });
    expect422(late, ['text']);
    expect(late.json().text[0]).toMatch(/Fora da janela de 24 horas/);
    expect(graph.calls.length).toBe(before);
  });
});

describe("opening a conversation from the customer's screen (a template outside the window)", () => {
  const TEMPLATE = {
    name: 'retomar_contato',
    language: 'pt_BR',
    body: 'Olá {{1}}, tudo bem? Seu gás de {{2}} chegou?',
  };
  const withTemplates = (templates: object[]) =>
    admin('PUT', `/resales/${centro}/whatsapp_settings`, settingsOf({ templates }));
  const customerWith = async (name: string, phones: { phone: string; whatsapp?: boolean }[], resaleId = centro) => {
    const res = await admin('POST', '/customers', {
      customer: { name, resale_id: resaleId, contacts_attributes: phones },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const openFor = (customerId: number, who = admin) =>
    who('POST', '/whatsapp/conversations', { whatsapp_conversation: { customer_id: customerId } });
  const conversationCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from whatsapp_conversations`))[0]!.n;

  it('refuses in pt-BR and saves nothing: the unit not connected, no template in the unit, no mobile', async () => {
    await connectCentro();
    expect((await withTemplates([])).statusCode).toBe(200);
    const before = await conversationCount();
    const elsewhere = await customerWith('Cliente de Valinhos', [{ phone: `199${fresh8()}` }], valinhos);
    const notConnected = await openFor(elsewhere);
    expect422(notConnected, ['customer_id']);
    expect(notConnected.json().customer_id[0]).toBe('WhatsApp não configurado nesta unidade.');

    const mobile = await customerWith('Cliente Sem Modelo', [{ phone: `199${fresh8()}` }]);
    const noTemplate = await openFor(mobile);
    expect422(noTemplate, ['customer_id']);
    expect(noTemplate.json().customer_id[0]).toMatch(/^Nenhum modelo aprovado cadastrado nesta unidade/);

    expect((await withTemplates([TEMPLATE])).statusCode).toBe(200);
    const landline = await customerWith('Cliente Só Fixo', [{ phone: '1932345678', whatsapp: true }]);
    const noMobile = await openFor(landline);
    expect422(noMobile, ['customer_id']);
    expect(noMobile.json().customer_id[0]).toBe(
      'Cliente sem celular cadastrado: cadastre um número de celular para enviar WhatsApp.',
    );
    expect(await conversationCount()).toBe(before);
    expect((await openFor(mobile, caller(t, 'deliverer'))).statusCode).toBe(403);
    expect((await openFor(999_999)).statusCode).toBe(404);
  });

  it('a customer who never wrote: the template goes in Graph’s format, its statuses show, their answer opens the window', async () => {
    expect((await withTemplates([TEMPLATE])).statusCode).toBe(200);
    // A landline, another mobile, and the mobile marked WhatsApp: the conversation goes to the last one.
    const last8 = fresh8();
    const customerId = await customerWith('Joana Conceição', [
      { phone: '1932345679' },
      { phone: `199${fresh8()}` },
      { phone: `199${last8}`, whatsapp: true },
    ]);
    const opened = await openFor(customerId, caller(t, 'attendant'));
    expect(opened.statusCode, opened.body).toBe(200);
    const conv = opened.json();
    expect(conv).toMatchObject({
      resale_id: centro,
      wa_id: `55199${last8}`,
      customer: { id: customerId, name: 'Joana Conceição' },
      last_in_at: null,
      window_closes_at: null,
    });
    // Opening again finds it: one conversation per customer and unit.
    expect((await openFor(customerId)).json().id).toBe(conv.id);
    const audits = await queryRows<{ after: { wa_id: string } }>(
      t.database.db,
      sql`select after from audit_logs where resource = 'whatsapp_conversations' and record_id = ${String(conv.id)}`,
    );
    expect(audits).toEqual([{ after: { customer_id: customerId, wa_id: `55199${last8}` } }]);

    // Free text is refused (no window); the unit's template goes.
    expect422(
      await admin('POST', `/whatsapp/conversations/${conv.id}/messages`, { whatsapp_message: { text: 'Oi' } }),
      ['text'],
    );
    const templates = (await admin('GET', `/whatsapp/conversations/${conv.id}/templates`)).json() as {
      id: number;
      name: string;
      param_count: number;
    }[];
    const tpl = templates.find((x) => x.name === TEMPLATE.name)!;
    expect(tpl.param_count).toBe(2);
    expect422(
      await admin('POST', `/whatsapp/conversations/${conv.id}/template_messages`, {
        whatsapp_template_message: { template_id: tpl.id, params: ['Joana'] },
      }),
      ['params'],
    );
    const from = graph.calls.length;
    const sent = await caller(t, 'attendant')('POST', `/whatsapp/conversations/${conv.id}/template_messages`, {
      whatsapp_template_message: { template_id: tpl.id, params: ['Joana', 'sábado'] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      direction: 'out',
      kind: 'template',
      body: 'Olá Joana, tudo bem? Seu gás de sábado chegou?',
      status: null,
    });
    const calls = graph.calls.slice(from);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: `/v21.0/${PHONE_ID}/messages`, auth: `Bearer ${TOKEN}` });
    expect(JSON.parse(calls[0]!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `55199${last8}`,
      type: 'template',
      template: {
        name: 'retomar_contato',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Joana' },
              { type: 'text', text: 'sábado' },
            ],
          },
        ],
      },
    });

    // Meta's statuses, out of order: the furthest stands.
    const wamid = sent.json().wamid as string;
    const status = (s: string) => ({ id: wamid, status: s, timestamp: nowSeconds(), recipient_id: `5519${last8}` });
    const shown = async () => {
      const res = await admin('GET', `/whatsapp/conversations/${conv.id}`);
      return (res.json().messages as { wamid: string; status: string | null }[]).find((m) => m.wamid === wamid)!;
    };
    await postWebhook(delivery({ statuses: [status('delivered')] }));
    expect((await shown()).status).toBe('delivered');
    await postWebhook(delivery({ statuses: [status('read'), status('sent')] }));
    expect((await shown()).status).toBe('read');

    // The account kept the number without the ninth digit: the answer joins this conversation, whose wa_id
    // becomes the one received; the window opens and free text goes there.
    const answer = nextWamid();
    await postWebhook(delivery(textMessage(`5519${last8}`, 'Chegou sim, obrigada!', answer)));
    await settled();
    const after = await conversationOf(answer);
    expect(after.conversation).toMatchObject({
      id: conv.id,
      wa_id: `5519${last8}`,
      customer: { id: customerId, name: 'Joana Conceição' },
    });
    expect(after.conversation.window_closes_at).not.toBeNull();
    expect(after.messages.map((m) => m.direction).sort()).toEqual(['in', 'out']);
    const before = graph.calls.length;
    const text = await admin('POST', `/whatsapp/conversations/${conv.id}/messages`, {
      whatsapp_message: { text: 'Que bom! Até a próxima.' },
    });
    expect(text.statusCode, text.body).toBe(200);
    expect(JSON.parse(graph.calls[before]!.body)).toMatchObject({ to: `5519${last8}`, type: 'text' });
    expect((await openFor(customerId)).json()).toMatchObject({ id: conv.id, wa_id: `5519${last8}` });
  });

  it("a template Meta refuses shows as failed with Meta's reason, counted nowhere", async () => {
    expect((await withTemplates([TEMPLATE])).statusCode).toBe(200);
    const customerId = await customerWith('Cliente Recusado', [{ phone: `199${fresh8()}` }]);
    const conv = (await openFor(customerId)).json();
    const tpl = ((await admin('GET', `/whatsapp/conversations/${conv.id}/templates`)).json() as { id: number }[])[0]!;
    const count = async () => (await admin('GET', `/resales/${centro}/whatsapp_settings`)).json().month_count as number;
    const before = await count();
    graph.refuseNext('Template name does not exist in the translation');
    const refused = await admin('POST', `/whatsapp/conversations/${conv.id}/template_messages`, {
      whatsapp_template_message: { template_id: tpl.id, params: ['Ana', 'hoje'] },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      kind: 'template',
      status: 'failed',
      errors: [{ code: 131030, details: 'Template name does not exist in the translation' }],
    });
    expect(refused.json().wamid).toMatch(/^recusada:/);
    const detail = (await admin('GET', `/whatsapp/conversations/${conv.id}`)).json();
    expect(detail.messages).toHaveLength(1);
    expect(detail.messages[0]).toMatchObject({ status: 'failed' });
    expect(await count()).toBe(before);
  });
});
