import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { apiAs, signIn, uniquePhone } from './helpers';

/**
 * The queue of missed calls: on the home screen (admins, attendants) and in the call
 * log (anyone who opens it), live: a call arrives, 'Retornado' clears it, a sale for the number answers it.
 */

const masked = (phone: string) => phone.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');

const streamOpened = (page: Page, path: string) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/events') && r.status() === 200 && new URL(r.frame().url()).pathname === path,
  );

async function openScreen(page: Page, path: string) {
  const stream = streamOpened(page, path);
  await page.goto(path);
  await stream;
}

const queue = (page: Page) => page.getByTestId('missed-calls');
const badgeCount = async (page: Page) =>
  Number(await page.getByTestId('missed-calls-count').getAttribute('data-count'));
/**
 * The badge follows the queue live: it settles on the number of missed calls the server counts for this
 * user. Compared with the server rather than with a count kept here, since the other tests running at
 * the same time register calls in the same units.
 */
async function expectBadgeLive(page: Page) {
  await expect
    .poll(async () => {
      const calls = ((await (await page.request.get('/api/call_logs/missed')).json()) as { meta: { total: number } })
        .meta.total;
      // The badge also counts the WhatsApp conversations waiting (none for a deliverer, who cannot read them).
      const zap = await page.request.get('/api/whatsapp/conversations/queue');
      const conversations = zap.ok() ? ((await zap.json()) as { total: number }).total : 0;
      return (await badgeCount(page)) === calls + conversations;
    })
    .toBe(true);
}
/** Closes the callers' notices (top right, they stay until closed) that may cover the queue's buttons. */
async function closeNotices(page: Page) {
  const close = page.locator('.caller-notification .ant-notification-notice-close');
  for (let n = await close.count(); n > 0; n--) await close.first().click();
  await expect(page.locator('.caller-notification')).toHaveCount(0);
}

const item = (page: Page, phone: string) => queue(page).locator(`.missed-call[data-phone="${phone}"]`);

async function centro(api: APIRequestContext) {
  const options = await (await api.get('/api/sales/options')).json();
  const unit = options.resales.find((r: { name: string }) => r.name.endsWith('Centro'));
  const p13 = options.products.find(
    (p: { description: string; resale_id: number }) =>
      p.description === 'Gás P13 (botijão 13 kg)' && p.resale_id === unit.id,
  );
  const cash = options.payment_methods.find((m: { description: string }) => m.description === 'Dinheiro');
  return { unit, p13, cash };
}

for (const [role, path] of [
  ['attendant', '/'],
  ['admin', '/registro-de-chamadas'],
  ['deliverer', '/registro-de-chamadas'],
] as const) {
  test(`${role}: a call without a sale joins the queue at ${path} live, with the customer and a badge; Retornado clears it; a sale for the number answers it`, async ({
    page,
    baseURL,
  }) => {
    const bridge = await apiAs(baseURL!, 'attendant');
    const { unit, p13, cash } = await centro(bridge);
    const phone = uniquePhone();
    const name = `Cliente Perdido ${Date.now() % 1e6}`;
    const created = await bridge.post('/api/customers', {
      data: { customer: { name, resale_id: unit.id, contacts_attributes: [{ phone }] } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const customerId = (await created.json()).id;

    await signIn(page, role);
    await openScreen(page, path);
    await expect(queue(page)).toBeVisible();
    await expect(queue(page)).toContainText('Chamadas perdidas');

    // A call arrives: the queue shows it without reloading, with the customer and how long ago.
    expect((await bridge.post('/api/call_logs', { data: { call_log: { phone } } })).status()).toBe(201);
    await expect(item(page, phone)).toBeVisible();
    await expect(item(page, phone)).toContainText(masked(phone));
    await expect(item(page, phone)).toContainText(name);
    await expect(item(page, phone)).toContainText('agora');
    await expectBadgeLive(page);
    await expect(item(page, phone).getByRole('link', { name: `Abrir venda ${masked(phone)}` })).toHaveAttribute(
      'href',
      `/vendas/novo/${phone}`,
    );

    // 'Retornado' takes it out.
    await closeNotices(page);
    await item(page, phone)
      .getByRole('button', { name: `Retornado ${masked(phone)}` })
      .click();
    await expect(page.getByText('Chamada marcada como retornada.')).toBeVisible();
    await expect(item(page, phone)).toHaveCount(0);
    await expectBadgeLive(page);

    // An unknown number calls again; another screen's sale for a known caller answers that one's call.
    const unknown = uniquePhone();
    expect((await bridge.post('/api/call_logs', { data: { call_log: { phone: unknown } } })).status()).toBe(201);
    await expect(item(page, unknown)).toContainText('Número desconhecido');
    const second = uniquePhone();
    const c2 = await bridge.post('/api/customers', {
      data: { customer: { name: `${name} B`, resale_id: unit.id, contacts_attributes: [{ phone: second }] } },
    });
    expect(c2.status()).toBe(201);
    expect((await bridge.post('/api/call_logs', { data: { call_log: { phone: second } } })).status()).toBe(201);
    await expect(item(page, second)).toBeVisible();
    await expectBadgeLive(page);
    await closeNotices(page);
    await page.screenshot({ path: `test-results/missed-calls-${role}.png` });
    // The attendant's sale is heard by admins and attendants; a deliverer hears of their own sales only.
    const seller = role === 'deliverer' ? await apiAs(baseURL!, 'deliverer') : bridge;
    const sale = await seller.post('/api/sales', {
      data: {
        sale: {
          resale_id: unit.id,
          customer_id: (await c2.json()).id,
          items_attributes: [{ product_id: p13.id, quantity: 1, price_cents: 10000 }],
          payments_attributes: [{ payment_method_id: cash.id, value_cents: 10000 }],
        },
      },
    });
    expect(sale.status(), await sale.text()).toBe(201);
    await expect(item(page, second)).toHaveCount(0);
    await expectBadgeLive(page);
    await closeNotices(page);
    await item(page, unknown)
      .getByRole('button', { name: `Retornado ${masked(unknown)}` })
      .click();
    await expect(item(page, unknown)).toHaveCount(0);
    expect(customerId).toBeGreaterThan(0);
    if (seller !== bridge) await seller.dispose();
    await bridge.dispose();
  });
}

test('the deliverer has no queue on the home screen; admins and attendants do', async ({ page, browser }) => {
  await signIn(page, 'deliverer');
  await expect(page.getByRole('heading', { name: /^Pedidos/ })).toBeVisible();
  await expect(queue(page)).toHaveCount(0);
  for (const role of ['admin', 'attendant'] as const) {
    const context = await browser.newContext();
    const p = await context.newPage();
    await signIn(p, role);
    await expect(queue(p)).toBeVisible();
    await p.goto('/vendas');
    await expect(p.getByRole('heading', { name: /^Pedidos/ })).toBeVisible();
    await expect(queue(p)).toHaveCount(0);
    await context.close();
  }
});
