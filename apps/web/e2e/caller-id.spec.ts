import { type Page, expect, test } from '@playwright/test';
import { apiAs, sideMenu, signIn, uniquePhone } from './helpers';

/** An API client signed in as the attendant by bearer token, as the serial bridge is. */
const bridgeClient = (baseURL: string) => apiAs(baseURL, 'attendant');

/** As after 'Permitir notificação' in Configurações (init script of a page). */
const enableCallNotifications = () => localStorage.setItem('ability.callerId.notify', '1');

/**
 * Waits until the live-event stream of the document now at `path` is open. The frame's address tells
 * the new document's stream from the one the previous screen may still be opening (whose answer could
 * otherwise end the wait before the new screen listens, and its call would go unseen).
 */
const streamOpened = (page: Page, path: string) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/events') && r.status() === 200 && new URL(r.frame().url()).pathname === path,
  );

/** Opens a screen and waits until its live-event stream is open. */
async function openScreen(page: Page, path: string) {
  const stream = streamOpened(page, path);
  await page.goto(path);
  await stream;
}

test('a call registered through the API shows a notification with the customer; clicking it opens the sale for the number; the call log lists it', async ({
  page,
  baseURL,
}) => {
  const phone = uniquePhone();
  const name = `Cliente Ligação ${Date.now()}`;
  const bridge = await bridgeClient(baseURL!);
  const options = await (await bridge.get('/api/customers/options')).json();
  const created = await bridge.post('/api/customers', {
    data: { customer: { name, resale_id: options.resales[0].id, contacts_attributes: [{ phone }] } },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Calls show in the browser where the caller ID was set up.
  await page.context().grantPermissions(['notifications']);
  await signIn(page, 'attendant');
  await page.goto('/configuracoes');
  await page.getByRole('button', { name: 'Permitir notificação' }).click();
  await expect(page.getByText('Notificações de chamadas ativas')).toBeVisible();
  await openScreen(page, '/clientes');

  const call = await bridge.post('/api/call_logs', { data: { call_log: { kind: 'incoming', phone } } });
  expect(call.status()).toBe(201);
  await bridge.dispose();

  const note = page.locator('.caller-notification').filter({ has: page.locator(`[data-phone="${phone}"]`) });
  await expect(note).toBeVisible();
  await expect(note).toContainText(name);
  await expect(note).toContainText('Chamada recebida');
  // It does not close by itself (the toasts close after 5 s).
  await page.waitForTimeout(6000);
  await expect(note).toBeVisible();

  await note.click();
  await expect(page).toHaveURL(new RegExp(`/vendas/novo/${phone}$`));
  await expect(note).toHaveCount(0);
  // The sale form found the caller.
  await expect(page.getByLabel('Nome do cliente')).toHaveValue(name);

  await page.goto('/registro-de-chamadas');
  await expect(page.getByRole('heading', { name: /^Registro de chamadas/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.ant-tag')).toHaveText('Recebida');
  await expect(row.getByRole('link', { name: /vender/ })).toHaveAttribute('href', `/vendas/novo/${phone}`);
  // Searched by the customer's name, the call is still the one listed.
  await page.getByPlaceholder('Nome do cliente...').fill(name);
  await page.getByPlaceholder('Nome do cliente...').press('Enter');
  await expect(page).toHaveURL(/customer_name=/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});

test('an unknown number: the notification says Número desconhecido, on every open screen of the unit, notifications allowed or not', async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = uniquePhone();
  await page.addInitScript(enableCallNotifications);
  await signIn(page, 'attendant');
  await openScreen(page, '/registro-de-chamadas');
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.addInitScript(enableCallNotifications);
  await signIn(adminPage, 'admin');
  await openScreen(adminPage, '/');
  // A browser where notifications were never allowed shows the in-app notice too: no setup step.
  const quietContext = await browser.newContext();
  const quietPage = await quietContext.newPage();
  await signIn(quietPage, 'attendant');
  await openScreen(quietPage, '/registro-de-chamadas');
  await expect(quietPage.getByRole('heading', { name: /^Registro de chamadas/ })).toBeVisible();

  const bridge = await bridgeClient(baseURL!);
  expect((await bridge.post('/api/call_logs', { data: { call_log: { phone } } })).status()).toBe(201);
  // The device repeating the frame is the same call: one notification, one row.
  expect((await bridge.post('/api/call_logs', { data: { call_log: { phone } } })).status()).toBe(200);
  await bridge.dispose();

  for (const p of [page, adminPage, quietPage]) {
    const note = p.locator('.caller-notification').filter({ has: p.locator(`[data-phone="${phone}"]`) });
    await expect(note).toHaveCount(1);
    await expect(note).toContainText('Número desconhecido');
  }
  // The open call log shows it without reloading.
  const masked = phone.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');
  const row = page.getByRole('row').filter({ hasText: masked });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Número desconhecido');
  await quietPage.reload();
  await expect(quietPage.getByRole('row').filter({ hasText: masked })).toHaveCount(1);
  await adminContext.close();
  await quietContext.close();
});

test('Web Serial: Conectar opens the device at 19200 baud (buffer 2048); its frames become calls; a reload reconnects by itself', async ({
  page,
}) => {
  // A caller-ID device on a USB serial adapter, as Chromium's Web Serial presents it.
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const encoder = new TextEncoder();
    let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
    const port = {
      readable: null as ReadableStream<Uint8Array> | null,
      getInfo: () => ({ usbVendorId: 0x1a86, usbProductId: 0x7523 }),
      async open(options: unknown) {
        w.__serialOpenedWith = options;
        port.readable = new ReadableStream({
          start: (c) => {
            controller = c;
          },
        });
      },
      async close() {
        controller?.close();
      },
    };
    Object.defineProperty(Navigator.prototype, 'serial', {
      configurable: true,
      get: () => ({
        requestPort: async () => {
          localStorage.setItem('fake-serial-granted', '1');
          return port;
        },
        getPorts: async () => (localStorage.getItem('fake-serial-granted') ? [port] : []),
      }),
    });
    w.__serialWrite = (text: string) => controller?.enqueue(encoder.encode(text));
  });
  const write = (text: string) =>
    page.evaluate((t) => (window as unknown as { __serialWrite(t: string): void }).__serialWrite(t), text);

  await signIn(page, 'attendant');
  await page.goto('/configuracoes');
  await page.getByRole('button', { name: 'Conectar' }).click();
  await expect(page.getByText('Conectado', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__serialOpenedWith)).toEqual({
    baudRate: 19200,
    bufferSize: 2048,
  });

  // A frame split across reads, with line noise: the prefix digits are dropped.
  const phone = uniquePhone();
  await write(`\r\nA01${phone.slice(0, 5)}`);
  await write(`${phone.slice(5)}E\r\n`);
  const note = page.locator('.caller-notification').filter({ has: page.locator(`[data-phone="${phone}"]`) });
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('Número desconhecido');

  // After a reload the remembered device is opened again without asking.
  await openScreen(page, '/registro-de-chamadas');
  const reopened = streamOpened(page, '/registro-de-chamadas');
  await page.reload();
  await reopened;
  await expect
    .poll(() => page.evaluate(() => !!(window as unknown as Record<string, unknown>).__serialOpenedWith))
    .toBe(true);
  const second = uniquePhone();
  await write(`A02${second}E`);
  await expect(page.locator(`.caller-notification [data-phone="${second}"]`)).toHaveCount(1);
  // Registered: the call log lists it.
  await page.reload();
  await expect(
    page.getByRole('row').filter({ hasText: second.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3') }),
  ).toHaveCount(1);
});

test('settings: caller ID and notifications; without browser support says so; saving goes to /', async ({ page }) => {
  await page.addInitScript(() => {
    // A browser without Web Serial nor notifications.
    delete (Navigator.prototype as unknown as Record<string, unknown>).serial;
    delete (window as unknown as Record<string, unknown>).Notification;
  });
  await signIn(page, 'attendant');
  await page.getByRole('link', { name: 'Configurações', exact: true }).first().click();
  await expect(page).toHaveURL(/\/configuracoes$/);
  await expect(page.getByText('Configurações do sistema').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Identificador de chamadas' })).toBeVisible();
  await page.getByRole('button', { name: 'Conectar' }).click();
  await expect(page.getByText('Seu navegador não permite esse recurso.')).toHaveCount(1);
  await page.getByRole('button', { name: 'Permitir notificação' }).click();
  await expect(page.getByText('Seu navegador não permite esse recurso.')).toHaveCount(2);
  await page.goto('/settings/1');
  await expect(page.getByText('Configurações do sistema').first()).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configuração editada com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the deliverer has neither the call log nor the settings in the menu', async ({ page }) => {
  await signIn(page, 'deliverer');
  const menu = sideMenu(page);
  await expect(menu.getByText('Início')).toBeVisible();
  await expect(menu.getByText('Registro de chamadas')).toHaveCount(0);
  await expect(menu.getByText('Configurações')).toHaveCount(0);
  await page.goto('/configuracoes');
  await expect(page).toHaveURL(/\/$/);
});

test('without any setup step a known caller’s notice shows their last order; the system notification stays an extra', async ({
  page,
  baseURL,
}) => {
  const phone = uniquePhone();
  const name = `Cliente Último Pedido ${Date.now()}`;
  const bridge = await bridgeClient(baseURL!);
  const options = await (await bridge.get('/api/sales/options')).json();
  const unit = options.resales.find((r: { name: string }) => r.name.endsWith('Centro'));
  const p13 = options.products.find(
    (p: { description: string; resale_id: number }) =>
      p.description === 'Gás P13 (botijão 13 kg)' && p.resale_id === unit.id,
  );
  const cash = options.payment_methods.find((m: { description: string }) => m.description === 'Dinheiro');
  const created = await bridge.post('/api/customers', {
    data: { customer: { name, resale_id: unit.id, contacts_attributes: [{ phone }] } },
  });
  expect(created.status()).toBe(201);
  const sale = await bridge.post('/api/sales', {
    data: {
      sale: {
        resale_id: unit.id,
        customer_id: (await created.json()).id,
        items_attributes: [{ product_id: p13.id, quantity: 2, price_cents: 11000 }],
        payments_attributes: [{ payment_method_id: cash.id, value_cents: 22000 }],
      },
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);

  // Notifications never allowed, Configurações never opened.
  await signIn(page, 'attendant');
  await openScreen(page, '/clientes');
  expect((await bridge.post('/api/call_logs', { data: { call_log: { phone } } })).status()).toBe(201);
  await bridge.dispose();
  const note = page.locator('.caller-notification').filter({ has: page.locator(`[data-phone="${phone}"]`) });
  await expect(note).toBeVisible();
  await expect(note).toContainText('Chamada recebida');
  await expect(note).toContainText(name);
  await expect(note).toContainText('Último pedido: 2× Gás P13 (botijão 13 kg) · R$ 220,00');
  await note.click();
  await expect(page).toHaveURL(new RegExp(`/vendas/novo/${phone}$`));
});
