import { createHmac } from 'node:crypto';
import { type APIRequestContext, type Locator, type Page, type TestInfo, expect, test } from '@playwright/test';
import { apiAs, chooseOption, signIn, uniquePhone } from './helpers';

/**
 * WhatsApp (Cloud API): a message signed as Meta signs it, posted to the webhook, joins the attendant's
 * queue live under the missed calls' badge; 'Criar pedido' opens the order form with the customer's last
 * order, channel WhatsApp, and saves it — the person's actions counted. The unit's settings test the
 * number against the server's local Graph API stub (e2e/server.mjs).
 */
test.use({ viewport: { width: 1366, height: 768 } });

const APP_SECRET = 'segredo-do-app-e2e';
const PHONE_ID = '100000000000777';

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` });
}

interface Options {
  resales: { id: number; name: string }[];
  products: { id: number; description: string; price_cents: number; resale_id: number }[];
  payment_methods: { id: number; description: string }[];
}

/** Centro connected to the test number (as an admin would in the unit's settings). */
async function connectCentro(admin: APIRequestContext) {
  const options = (await (await admin.get('/api/sales/options')).json()) as Options;
  const unit = options.resales.find((r) => r.name.endsWith('Centro'))!;
  const res = await admin.put(`/api/resales/${unit.id}/whatsapp_settings`, {
    data: {
      whatsapp_settings: {
        phone_number_id: PHONE_ID,
        business_account_id: '200000000000777',
        verify_token: 'verificar-e2e-123',
        access_token: 'EAAG-token-e2e',
        app_secret: APP_SECRET,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const p13 = options.products.find((p) => p.description.startsWith('Gás P13') && p.resale_id === unit.id)!;
  const cash = options.payment_methods.find((m) => m.description === 'Dinheiro')!;
  return { unit, p13, cash };
}

/** Meta's delivery of one message from `waId`, signed with the app secret over its exact bytes. */
async function deliver(api: APIRequestContext, waId: string, message: Record<string, unknown>, name = 'Cliente Zap') {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '200000000000777',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '551933334444', phone_number_id: PHONE_ID },
              contacts: [{ profile: { name }, wa_id: waId }],
              messages: [
                {
                  from: waId,
                  id: `wamid.E2E${Date.now()}${Math.random().toString(16).slice(2)}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  ...message,
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
  const res = await api.post('/api/whatsapp/webhook', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Meta's report of a message's status (sent, delivered, read), signed as a delivery is. */
async function deliverStatus(api: APIRequestContext, waId: string, wamid: string, status: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '200000000000777',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '551933334444', phone_number_id: PHONE_ID },
              statuses: [{ id: wamid, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: waId }],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
  const res = await api.post('/api/whatsapp/webhook', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A Centro customer with one earlier sale of 2 × P13 by phone. */
async function customerWithOrder(
  api: APIRequestContext,
  name: string,
  phone: string,
  refs: Awaited<ReturnType<typeof connectCentro>>,
) {
  const res = await api.post('/api/sales', {
    data: {
      sale: {
        resale_id: refs.unit.id,
        channel: 'disk',
        status: 'finished',
        customer_attributes: { name, resale_id: refs.unit.id, contacts_attributes: [{ phone }] },
        items_attributes: [{ product_id: refs.p13.id, quantity: 2, price_cents: refs.p13.price_cents }],
        payments_attributes: [{ payment_method_id: refs.cash.id, value_cents: 2 * refs.p13.price_cents }],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).customer_id as number;
}

const streamOpened = (page: Page, path: string) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/events') && r.status() === 200 && new URL(r.frame().url()).pathname === path,
  );

const badgeCount = async (page: Page) =>
  Number(await page.getByTestId('missed-calls-count').getAttribute('data-count'));

/** The badge equals what the server counts for this user: missed calls plus WhatsApp conversations. */
async function expectBadgeLive(page: Page) {
  await expect
    .poll(async () => {
      const calls = ((await (await page.request.get('/api/call_logs/missed')).json()) as { meta: { total: number } })
        .meta.total;
      const zap = ((await (await page.request.get('/api/whatsapp/conversations/queue')).json()) as { total: number })
        .total;
      return (await badgeCount(page)) === calls + zap;
    })
    .toBe(true);
}

const conversationRow = (page: Page, name: string): Locator =>
  page.getByTestId('missed-calls').locator('.whatsapp-conversation', { hasText: name });

test('a signed message joins the queue live; Criar pedido saves the last order with channel WhatsApp (2 actions)', async ({
  page,
  baseURL,
}, info) => {
  const admin = await apiAs(baseURL!, 'admin');
  const refs = await connectCentro(admin);
  const phone = uniquePhone();
  const name = `Cliente Zap ${Date.now() % 1e6}`;
  const customerId = await customerWithOrder(admin, name, phone, refs);

  await signIn(page, 'attendant');
  const stream = streamOpened(page, '/');
  await page.goto('/');
  await stream;
  await expect(page.getByTestId('missed-calls')).toBeVisible();
  await expectBadgeLive(page);
  const before = await badgeCount(page);

  // The account was registered before the ninth digit: a 12-digit wa_id still finds the customer.
  const waId = `55${phone.slice(0, 2)}${phone.slice(3)}`;
  await deliver(admin, waId, { type: 'text', text: { body: 'Bom dia! O de sempre, por favor 🙂' } });
  await expect(conversationRow(page, name)).toBeVisible();
  await expect(conversationRow(page, name)).toContainText('O de sempre, por favor');
  await expect.poll(() => badgeCount(page)).toBeGreaterThan(before);
  await expectBadgeLive(page);
  await shot(page, info, 'whatsapp-queue');

  let actions = 0;
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/sales') && r.request().method() === 'POST');
  actions++;
  await conversationRow(page, name).getByRole('button', { name: 'Criar pedido' }).click();
  await expect(page.getByLabel('Nome do cliente')).toHaveValue(name);
  await expect(page.getByLabel('Quantidade 1')).toBeFocused();
  await expect(page.getByTestId('sale-notice')).toContainText('Último pedido do cliente');
  await shot(page, info, 'whatsapp-order-form');
  actions++;
  await page.keyboard.press('Enter');
  const sale = await (await saved).json();
  await expect(page.getByText('Venda realizada com sucesso.')).toBeVisible();
  expect(actions).toBeLessThanOrEqual(3);
  expect(sale.channel).toBe('whatsapp');
  expect(sale.customer_id).toBe(customerId);
  expect(sale.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity])).toEqual([
    [refs.p13.id, 2],
  ]);

  // The sale answered the conversation: it leaves the queue.
  await expect(page).toHaveURL(/\/$/);
  await expect(conversationRow(page, name)).toHaveCount(0);
  await expectBadgeLive(page);
});

test('the conversation panel: messages with a location pin, the customer and the last order', async ({
  page,
  baseURL,
}, info) => {
  const admin = await apiAs(baseURL!, 'admin');
  const refs = await connectCentro(admin);
  const phone = uniquePhone();
  const name = `Cliente Mapa ${Date.now() % 1e6}`;
  const customerId = await customerWithOrder(admin, name, phone, refs);
  // An earlier refill whose empty the customer still owes: the panel says it beside the debt.
  const owed = await admin.post('/api/sales', {
    data: {
      sale: {
        resale_id: refs.unit.id,
        customer_id: customerId,
        status: 'finished',
        sold_on: new Date(Date.now() - 7 * 86_400_000).toISOString(),
        items_attributes: [
          { product_id: refs.p13.id, quantity: 1, price_cents: refs.p13.price_cents, empty_return: 'deve' },
        ],
        payments_attributes: [{ payment_method_id: refs.cash.id, value_cents: refs.p13.price_cents }],
      },
    },
  });
  expect(owed.status(), await owed.text()).toBe(201);
  const waId = `55${phone}`;
  await deliver(admin, waId, { type: 'text', text: { body: 'Quero um gás, entrega aqui:' } });
  await deliver(admin, waId, {
    type: 'location',
    location: {
      latitude: -22.9056,
      longitude: -47.0608,
      name: 'Casa',
      address: 'Rua Conceição, 100 - Centro, Campinas',
    },
  });

  await signIn(page, 'attendant');
  await page.goto('/');
  await conversationRow(page, name).getByRole('button', { name: 'Abrir' }).click();
  const panel = page.getByTestId('whatsapp-conversation');
  await expect(panel).toContainText(name);
  await expect(panel).toContainText('Quero um gás, entrega aqui:');
  await expect(panel.getByTestId('whatsapp-location')).toContainText('Rua Conceição, 100');
  await expect(panel).toContainText('2× Gás P13');
  await expect(panel).toContainText('Janela de 24 horas aberta até');
  await expect(panel.getByTestId('customer-empties')).toContainText('Deve 1 casco P13');
  await shot(page, info, 'whatsapp-panel');
});

test("admin: the unit's WhatsApp settings show the secrets as configured, the webhook URL, and 'Testar' reads the number", async ({
  page,
  baseURL,
}, info) => {
  const admin = await apiAs(baseURL!, 'admin');
  const { unit } = await connectCentro(admin);
  await signIn(page, 'admin');
  await page.goto(`/revendas/${unit.id}/editar`);
  const section = page.getByRole('region', { name: 'WhatsApp (API oficial do WhatsApp Business)' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByLabel('ID do número de telefone')).toHaveValue(PHONE_ID);
  await expect(section.getByText('configurado', { exact: true })).toHaveCount(2);
  await expect(section.getByLabel('URL do webhook (cole no painel da Meta)')).toHaveValue(
    `${new URL(baseURL!).origin}/api/whatsapp/webhook`,
  );
  await expect(section.getByLabel('Token de acesso')).toHaveValue('');
  await section.getByRole('button', { name: 'Testar' }).click();
  await expect(section.getByTestId('whatsapp-test-result')).toContainText('Conectado: Gás Demo (+55 19 3333-4444)');
  await shot(page, info, 'whatsapp-settings');
});

test("'o de sempre' proposes the last order on the panel: Enter creates it, channel WhatsApp (2 actions)", async ({
  page,
  baseURL,
}, info) => {
  const admin = await apiAs(baseURL!, 'admin');
  const refs = await connectCentro(admin);
  const phone = uniquePhone();
  const name = `Cliente Sempre ${Date.now() % 1e6}`;
  const customerId = await customerWithOrder(admin, name, phone, refs);
  await deliver(admin, `55${phone}`, { type: 'text', text: { body: 'O de SEMPRE!' } });

  await signIn(page, 'attendant');
  await page.goto('/');
  let actions = 0;
  actions++;
  await conversationRow(page, name).getByRole('button', { name: 'Abrir' }).click();
  const proposal = page.getByTestId('whatsapp-usual-order');
  await expect(proposal).toContainText('O cliente pediu o de sempre');
  await expect(proposal).toContainText('2× Gás P13');
  const confirm = proposal.getByRole('button', { name: 'Confirmar pedido (Enter)' });
  await expect(confirm).toBeFocused();
  await shot(page, info, 'whatsapp-usual-order');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/sales') && r.request().method() === 'POST');
  actions++;
  await page.keyboard.press('Enter');
  const res = await saved;
  expect(res.status()).toBe(201);
  expect(res.request().headers()['idempotency-key']).toBeTruthy();
  const sale = await res.json();
  await expect(page.getByText(`Pedido nº ${sale.doc_number} criado pelo WhatsApp.`)).toBeVisible();
  expect(actions).toBeLessThanOrEqual(2);
  expect(sale.channel).toBe('whatsapp');
  expect(sale.customer_id).toBe(customerId);
  expect(sale.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity])).toEqual([
    [refs.p13.id, 2],
  ]);
  await expect(proposal).toHaveCount(0);
});

test.describe('status messages', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("'Saiu para entrega': the deliverer's tap sends the customer a message with their name, counted in the month", async ({
    page,
    baseURL,
  }, info) => {
    test.setTimeout(90_000);
    const admin = await apiAs(baseURL!, 'admin');
    const refs = await connectCentro(admin);
    const on = await admin.put(`/api/resales/${refs.unit.id}/whatsapp_settings`, {
      data: {
        whatsapp_settings: {
          phone_number_id: PHONE_ID,
          business_account_id: '200000000000777',
          verify_token: 'verificar-e2e-123',
          notify_in_transit: true,
        },
      },
    });
    expect(on.status(), await on.text()).toBe(200);
    const phone = uniquePhone();
    const name = `Cliente Aviso ${Date.now() % 1e6}`;
    const customerId = await customerWithOrder(admin, name, phone, refs);
    const waId = `55${phone}`;
    await deliver(admin, waId, { type: 'text', text: { body: 'Quero um gás' } }, name);
    const deliverer = await apiAs(baseURL!, 'deliverer');
    const created = await deliverer.post('/api/sales', {
      data: {
        sale: {
          resale_id: refs.unit.id,
          customer_id: customerId,
          channel: 'whatsapp',
          items_attributes: [{ product_id: refs.p13.id, quantity: 1, price_cents: refs.p13.price_cents }],
          payments_attributes: [{ payment_method_id: refs.cash.id, value_cents: refs.p13.price_cents }],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const sale = await created.json();

    // The deliverer, on the phone, taps 'Em trânsito' on the order's card.
    await signIn(page, 'deliverer');
    const card = page.getByRole('article', { name: `Pedido #${sale.doc_number}`, exact: true });
    await card.getByRole('button', { name: 'Em trânsito' }).tap();
    await expect(card.getByTestId('sale-status')).toHaveText('em trânsito');
    await page.screenshot({ path: info.outputPath('whatsapp-deliverer-in-transit.png') });

    // What Meta's stub got: a text to the wa_id received, with the deliverer's name.
    const stub = `http://127.0.0.1:${Number(new URL(baseURL!).port) - 2}/__sent`;
    const employee = sale.employee?.name as string;
    expect(employee).toBeTruthy();
    await expect
      .poll(async () => {
        const sent = (await (await page.request.get(stub)).json()) as {
          to: string;
          type: string;
          text?: { body: string };
        }[];
        return sent.find((m) => m.to === waId)?.text?.body ?? null;
      })
      .toBe(`Olá, Cliente! Seu pedido nº ${sale.doc_number} saiu para entrega com ${employee}.`);

    // The conversation keeps it as sent by the business, counted in the unit's month.
    const settings = await (await admin.get(`/api/resales/${refs.unit.id}/whatsapp_settings`)).json();
    expect(settings.month_count).toBeGreaterThanOrEqual(1);
  });
});

test('outside the 24-hour window: the admin registers an approved template, the attendant sends it with its parameter', async ({
  page,
  baseURL,
}, info) => {
  const admin = await apiAs(baseURL!, 'admin');
  const refs = await connectCentro(admin);
  const templateName = `retomar_${Date.now() % 1e6}`;

  await signIn(page, 'admin');
  await page.goto(`/revendas/${refs.unit.id}/editar`);
  const section = page.getByRole('region', { name: 'WhatsApp (API oficial do WhatsApp Business)' });
  await expect(section.getByTestId('whatsapp-month-count')).toContainText('de 1.000 gratuitas');
  const rows = section.getByTestId('whatsapp-template-row');
  const n = await rows.count();
  await section.getByRole('button', { name: 'Adicionar modelo' }).click();
  await section.getByLabel(`Nome do modelo ${n + 1}`).fill(templateName);
  await section.getByLabel(`Texto (com {{1}}, {{2}}…) ${n + 1}`).fill('Olá {{1}}, podemos ajudar com o seu gás?');
  await section.getByRole('button', { name: 'Salvar WhatsApp' }).click();
  await expect(page.getByText('Configurações do WhatsApp salvas.')).toBeVisible();
  await section.getByLabel(`Nome do modelo ${n + 1}`).scrollIntoViewIfNeeded();
  await shot(page, info, 'whatsapp-templates');

  const phone = uniquePhone();
  const name = `Cliente Janela ${Date.now() % 1e6}`;
  const waId = `55${phone}`;
  await page.context().clearCookies();
  await signIn(page, 'attendant');
  // The customer wrote 24 hours minus 15 seconds ago: the panel opens with the window about to close.
  await deliver(
    admin,
    waId,
    { type: 'text', text: { body: 'Oi' }, timestamp: String(Math.floor(Date.now() / 1000) - 24 * 3600 + 15) },
    name,
  );
  await page.goto('/');
  await conversationRow(page, name).getByRole('button', { name: 'Abrir' }).click();
  const panel = page.getByTestId('whatsapp-conversation');
  // When it closes the panel turns to the approved templates on its own.
  await expect(panel).toContainText('Janela de 24 horas fechada', { timeout: 25_000 });
  await expect(panel.getByLabel('Responder')).toHaveCount(0);
  const sender = panel.getByTestId('whatsapp-template-sender');
  await chooseOption(page, sender.locator('.ant-select').first(), `${templateName} (pt_BR)`);
  await sender.getByLabel('Parâmetro {{1}}').fill('Maria');
  await sender.getByRole('button', { name: 'Enviar modelo' }).click();
  await expect(panel).toContainText('Olá Maria, podemos ajudar com o seu gás?');
  await shot(page, info, 'whatsapp-template-sent');
  const stub = `http://127.0.0.1:${Number(new URL(baseURL!).port) - 2}/__sent`;
  const sent = (await (await page.request.get(stub)).json()) as { to: string; type: string; template?: unknown }[];
  expect(sent.filter((m) => m.to === waId)).toEqual([
    expect.objectContaining({
      type: 'template',
      template: {
        name: templateName,
        language: { code: 'pt_BR' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Maria' }] }],
      },
    }),
  ]);
});

test("the customer screen's 'Enviar WhatsApp': a customer who never wrote gets an approved template, its status comes live, their answer opens the window", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  const admin = await apiAs(baseURL!, 'admin');
  const refs = await connectCentro(admin);
  // The unit's templates kept, one more added (as an admin would on the unit's screen).
  const templateName = `boas_vindas_${Date.now() % 1e6}`;
  const current = (await (await admin.get(`/api/resales/${refs.unit.id}/whatsapp_settings`)).json()) as {
    templates: { name: string; language: string; body: string; notify_event: string | null }[];
  };
  const saved = await admin.put(`/api/resales/${refs.unit.id}/whatsapp_settings`, {
    data: {
      whatsapp_settings: {
        phone_number_id: PHONE_ID,
        business_account_id: '200000000000777',
        verify_token: 'verificar-e2e-123',
        templates: [
          ...current.templates.map(({ name, language, body, notify_event }) => ({
            name,
            language,
            body,
            notify_event,
          })),
          { name: templateName, language: 'pt_BR', body: 'Olá {{1}}! Seu gás está acabando? Temos entrega {{2}}.' },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const phone = uniquePhone();
  const name = `Rita Modelo ${Date.now() % 1e6}`;
  const customerId = await customerWithOrder(admin, name, phone, refs);
  const waId = `55${phone}`;

  await signIn(page, 'attendant');
  await page.goto(`/clientes/${customerId}/editar`);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(name);
  await shot(page, info, 'whatsapp-customer-screen');
  await page.getByRole('button', { name: 'Enviar WhatsApp' }).click();
  const panel = page.getByTestId('whatsapp-conversation');
  await expect(panel).toContainText(name);
  await expect(panel).toContainText('Nenhuma mensagem ainda');
  await expect(panel).toContainText('Janela de 24 horas fechada');
  await expect(panel.getByLabel('Responder')).toHaveCount(0);
  const sender = panel.getByTestId('whatsapp-template-sender');
  await chooseOption(page, sender.locator('.ant-select').first(), `${templateName} (pt_BR)`);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  // {{1}} comes with the customer's first name; {{2}} is the attendant's.
  await expect(sender.getByLabel('Parâmetro {{1}}')).toHaveValue('Rita');
  await sender.getByLabel('Parâmetro {{2}}').fill('hoje até as 18h');
  await expect(sender.getByTestId('whatsapp-template-preview')).toContainText(
    'Olá Rita! Seu gás está acabando? Temos entrega hoje até as 18h.',
  );
  // Enabled, and drawn so (antd's colour transition over): the same background as the panel's primary button.
  const sendButton = sender.getByRole('button', { name: 'Enviar modelo' });
  await expect(sendButton).toBeEnabled();
  const background = (l: Locator) => l.evaluate((e) => getComputedStyle(e).backgroundColor);
  const primary = await background(page.getByRole('button', { name: 'Criar pedido' }));
  await expect.poll(() => background(sendButton)).toBe(primary);
  await shot(page, info, 'whatsapp-customer-template');
  const sentRes = page.waitForResponse((r) => r.url().includes('/template_messages'));
  await sender.getByRole('button', { name: 'Enviar modelo' }).click();
  const message = await (await sentRes).json();
  const bubble = panel.locator('.whatsapp-out', { hasText: 'Temos entrega hoje até as 18h.' });
  await expect(bubble).toBeVisible();

  // What Meta's stub got: the template by name and language, its two body parameters, to the customer's mobile.
  const stub = `http://127.0.0.1:${Number(new URL(baseURL!).port) - 2}/__sent`;
  const sent = (await (await page.request.get(stub)).json()) as { to: string; type: string; template?: unknown }[];
  expect(sent.filter((m) => m.to === waId)).toEqual([
    expect.objectContaining({
      type: 'template',
      template: {
        name: templateName,
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Rita' },
              { type: 'text', text: 'hoje até as 18h' },
            ],
          },
        ],
      },
    }),
  ]);

  // Meta reports it delivered: the panel shows it without a reload.
  await deliverStatus(admin, waId, message.wamid, 'delivered');
  await expect(bubble.locator('.ant-tag')).toHaveText('Entregue');
  // The customer answers: the window opens and free text is allowed.
  await deliver(admin, waId, { type: 'text', text: { body: 'Quero dois, por favor' } }, name);
  await expect(panel).toContainText('Quero dois, por favor');
  await expect(panel).toContainText('Janela de 24 horas aberta até');
  await expect(panel.getByLabel('Responder')).toBeVisible();
  await shot(page, info, 'whatsapp-customer-answered');
});
