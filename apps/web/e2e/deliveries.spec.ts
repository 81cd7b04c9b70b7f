import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { type Locator, type Page, chromium, expect, test } from '@playwright/test';
import { apiAs, apiGet, confirmYes, sideMenu, signIn, widthOf } from './helpers';

// The deliverer's app on a cheap phone (390 × 844, touch), and the app installable.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/deliveries';

interface ApiSale {
  id: number;
  doc_number: number;
  status: string;
  sold_on: string;
  resale_id: number;
  customer: {
    id: number;
    name: string;
    address: { patio: string | null; reference: string | null } | null;
    contacts: { phone: string }[];
  } | null;
}

const OPEN = ['created', 'delayed', 'in_transit', 'delivered'];
const card = (page: Page, doc: number) => page.getByRole('article', { name: `Pedido #${doc}`, exact: true });
const moveLabels = async (c: Locator) =>
  (await c.getByTestId('delivery-moves').getByRole('button').allInnerTexts()).map((t) => t.trim());

async function openSales(page: Page): Promise<ApiSale[]> {
  const all: ApiSale[] = [];
  for (const status of OPEN) {
    for (let p = 1; p <= 8; p++) {
      const rows = await apiGet<ApiSale[]>(page, `/sales?status=${status}&page=${p}`);
      all.push(...rows);
      if (rows.length < 25) break;
    }
  }
  return all;
}

interface Options {
  products: { id: number; price_cents: number; resale_id: number }[];
  payment_methods: { id: number; description: string; resale_ids: number[] }[];
}

/** A new order of the deliverer for `customer` (the deliverer is set by the server), paid in cash with change. */
async function newOrder(page: Page, resaleId: number, customerId: number): Promise<ApiSale> {
  const o = await apiGet<Options>(page, '/sales/options');
  const product = o.products.find((p) => p.resale_id === resaleId)!;
  const cash =
    o.payment_methods.find((m) => /dinheiro/i.test(m.description) && m.resale_ids.includes(resaleId)) ??
    o.payment_methods.find((m) => m.resale_ids.includes(resaleId))!;
  const res = await page.request.post('/api/sales', {
    data: {
      sale: {
        resale_id: resaleId,
        customer_id: customerId,
        obs: 'Portão azul, tocar a campainha',
        items_attributes: [{ product_id: product.id, quantity: 1, price_cents: product.price_cents }],
        payments_attributes: [{ payment_method_id: cash.id, value_cents: product.price_cents + 2000 }],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ApiSale;
}

/**
 * Two new orders of the deliverer for a customer of theirs with a phone and an address: the demo data's
 * open sales are today's, and just after midnight there are none yet.
 */
async function ordersOfMine(page: Page): Promise<{ id: number; resale_id: number }> {
  const customers = await apiGet<{
    data: { id: number; resale_id: number; contacts: unknown[]; address: { patio: string | null } | null }[];
  }>(page, '/customers?options=false');
  const customer = customers.data.find((c) => c.contacts.length && c.address?.patio);
  expect(customer, 'a customer with a phone and an address').toBeTruthy();
  await newOrder(page, customer!.resale_id, customer!.id);
  await newOrder(page, customer!.resale_id, customer!.id);
  return customer!;
}

test.describe('my deliveries on a phone', () => {
  test.use(PHONE);

  test('cards, links, no sideways scroll, status in at most two taps, only the allowed moves', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'deliverer');
    // On a phone the deliverer's home is 'Minhas entregas'.
    await expect(page).toHaveURL((u) => u.pathname === '/entregas');
    await expect(page.getByRole('heading', { name: 'Minhas entregas' })).toBeVisible();
    const cards = page.getByTestId('delivery-card');

    // Two new orders of a customer of theirs with a phone and an address; then every open sale of the
    // deliverer, oldest first (the server keeps a deliverer to their own sales).
    await ordersOfMine(page);
    await page.reload();
    await expect(cards.first()).toBeVisible();
    const open = await openSales(page);
    await expect(cards).toHaveCount(open.length);
    const expected = [...open]
      .sort((a, b) => a.sold_on.localeCompare(b.sold_on) || a.id - b.id)
      .map((s) => `Pedido #${s.doc_number}`);
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(expected);

    // Nothing wider than the phone.
    expect(await widthOf(page)).toEqual({ width: 390, wide: [] });
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/cards.png` });
    await page.screenshot({ path: `${SHOTS}/cards-full.png`, fullPage: true });

    // The phone calls, the address opens Google Maps.
    const withPhone = open.find((s) => s.customer?.contacts.length && s.customer.address?.patio);
    expect(withPhone, 'an open sale with a phone and an address').toBeTruthy();
    const c = card(page, withPhone!.doc_number);
    const phone = withPhone!.customer!.contacts[0]!.phone;
    await expect(c.locator('a[href^="tel:"]').first()).toHaveAttribute('href', `tel:+55${phone}`);
    const map = c.locator('a.delivery-card-address');
    const href = (await map.getAttribute('href')) ?? '';
    expect(href.startsWith('https://www.google.com/maps/search/?api=1&query=')).toBe(true);
    expect(new URL(href).searchParams.get('query')).toContain(withPhone!.customer!.address!.patio!);
    await expect(c.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\d*\\?text=Pedido%20%23${withPhone!.doc_number}%20`),
    );

    // A new order: the four moves; 'Em trânsito' in one tap, with an Idempotency-Key.
    const created = open.find((s) => s.status === 'created');
    expect(created, 'an order not yet out').toBeTruthy();
    const cc = card(page, created!.doc_number);
    expect(await moveLabels(cc)).toEqual(['Em trânsito', 'Entregue', 'Finalizar', 'Cancelar']);
    let taps = 0;
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/sales/update_status') && r.method() === 'PATCH');
    await cc.getByRole('button', { name: 'Em trânsito' }).tap();
    taps++;
    expect((await sent).headers()['idempotency-key']).toBeTruthy();
    await expect(cc.getByTestId('sale-status')).toHaveText('em trânsito');
    expect(taps).toBeLessThanOrEqual(2);
    expect((await apiGet<ApiSale>(page, `/sales/${created!.id}`)).status).toBe('in_transit');
    // In transit: no 'Em trânsito' again; delivered in one tap.
    expect(await moveLabels(cc)).toEqual(['Entregue', 'Finalizar', 'Cancelar']);
    taps = 0;
    await cc.getByRole('button', { name: 'Entregue' }).tap();
    taps++;
    await expect(cc.getByTestId('sale-status')).toHaveText('entregue ao cliente');
    expect(taps).toBeLessThanOrEqual(2);
    expect(await moveLabels(cc)).toEqual(['Finalizar', 'Cancelar']);
    await page.screenshot({ path: `${SHOTS}/delivered.png` });
    // Finished: no move is left, the sale leaves the list.
    await cc.getByRole('button', { name: 'Finalizar' }).tap();
    await expect(cc).toHaveCount(0);
    expect((await apiGet<ApiSale>(page, `/sales/${created!.id}`)).status).toBe('finished');

    // Canceling asks first: two taps.
    const other =
      open.find((s) => s.id !== created!.id && s.status !== 'delivered') ?? open.find((s) => s.id !== created!.id);
    const oc = card(page, other!.doc_number);
    taps = 0;
    await oc.getByRole('button', { name: 'Cancelar' }).tap();
    taps++;
    await expect(page.locator('.ant-modal-confirm').getByRole('button', { name: 'Sim' })).toBeVisible();
    await page.waitForTimeout(400); // the dialog's zoom-in, for the screenshot
    await page.screenshot({ path: `${SHOTS}/cancel-confirm.png` });
    await confirmYes(page);
    taps++;
    expect(taps).toBeLessThanOrEqual(2);
    await expect(oc).toHaveCount(0);
    expect((await apiGet<ApiSale>(page, `/sales/${other!.id}`)).status).toBe('canceled');
    expect(await widthOf(page)).toEqual({ width: 390, wide: [] });
  });

  test('without network: the last list, marked offline; moves queued and sent once when it returns', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'deliverer');
    await expect(page).toHaveURL((u) => u.pathname === '/entregas');
    const customer = await ordersOfMine(page);
    const a = await newOrder(page, customer.resale_id, customer.id);
    const b = await newOrder(page, customer.resale_id, customer.id);
    // The service worker takes the page over from the next load on (a new version waits to be asked for).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const cards = page.getByTestId('delivery-card');
    await expect(card(page, b.doc_number)).toBeVisible();
    const count = await cards.count();
    await expect(page.getByText('Sem conexão')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Sem conexão — mostrando a última lista carregada.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(cards).toHaveCount(count);

    // Offline, the moves still work: kept on the phone, shown as pending. Order A goes out and is
    // delivered (two moves, in order); order B goes out.
    const ca = card(page, a.doc_number);
    const cb = card(page, b.doc_number);
    await ca.getByRole('button', { name: 'Em trânsito' }).tap();
    await expect(ca.getByTestId('sale-status')).toHaveText('em trânsito');
    await expect(ca.getByTestId('delivery-pending')).toHaveText('Aguardando conexão para enviar');
    await ca.getByRole('button', { name: 'Entregue' }).tap();
    await expect(ca.getByTestId('sale-status')).toHaveText('entregue ao cliente');
    await expect(ca.getByTestId('delivery-pending')).toHaveText('Aguardando conexão para enviar (2 alterações)');
    await cb.getByRole('button', { name: 'Em trânsito' }).tap();
    await expect(cb.getByTestId('delivery-pending')).toBeVisible();
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/offline.png` });

    // The queue outlives the page (IndexedDB): reloaded without network, the moves are still pending.
    await page.reload();
    await expect(ca.getByTestId('delivery-pending')).toHaveText('Aguardando conexão para enviar (2 alterações)', {
      timeout: 20_000,
    });
    const queued = await page.evaluate(
      () =>
        new Promise<{ key: string; sale_id: number; to: string }[]>((resolve, reject) => {
          const open = indexedDB.open('ability-deliveries');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const req = open.result.transaction('moves').objectStore('moves').getAll();
            req.onsuccess = () => resolve(req.result);
            req.onerror = () => reject(req.error);
          };
        }),
    );
    expect(queued.map((m) => [m.sale_id, m.to])).toEqual([
      [a.id, 'in_transit'],
      [a.id, 'delivered'],
      [b.id, 'in_transit'],
    ]);

    // Meanwhile the office cancels order B.
    const office = await apiAs(baseURL!, 'admin');
    expect((await office.patch(`/api/sales/${b.id}/cancel`)).status()).toBe(200);

    // The connection returns: the moves go in order; B's is refused with the server's reason.
    await context.setOffline(false);
    await expect(page.getByTestId('delivery-refused')).toContainText(
      `Pedido #${b.doc_number}: "Em trânsito" não foi aceito`,
      {
        timeout: 30_000,
      },
    );
    await expect(page.getByTestId('delivery-pending')).toHaveCount(0);
    await expect(ca.getByTestId('sale-status')).toHaveText('entregue ao cliente');
    await expect(cb).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/back-online.png` });

    // The server holds each move exactly once, and a copy sent again with its key is answered, not made again.
    const history = async (id: number) =>
      (
        (await (await office.get(`/api/audit_logs?resource=sales&record_id=${id}`)).json()) as {
          action: string;
          after: { status: string } | null;
        }[]
      )
        .filter((e) => e.action === 'update_status' || e.action === 'cancel')
        .map((e) => e.after?.status)
        .sort();
    expect(await history(a.id)).toEqual(['delivered', 'in_transit']);
    expect(await history(b.id)).toEqual(['canceled']);
    const again = await page.request.patch('/api/sales/update_status', {
      data: { id: a.id, status: 'in_transit' },
      headers: { 'Idempotency-Key': queued[0]!.key },
    });
    expect(again.status()).toBe(200);
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect(await history(a.id)).toEqual(['delivered', 'in_transit']);
    expect((await apiGet<ApiSale>(page, `/sales/${a.id}`)).status).toBe('delivered');
    await office.dispose();
  });

  test('opened with no network at all after one online visit: the last cards, said so; read again when it returns', async ({
    context,
  }) => {
    test.setTimeout(120_000);
    // The one online visit: signed in, 'Minhas entregas' drawn by the server's page (no service worker yet).
    const page = await context.newPage();
    await signIn(page, 'deliverer');
    await expect(page).toHaveURL((u) => u.pathname === '/entregas');
    const customer = await ordersOfMine(page);
    await page.reload();
    const cards = page.getByTestId('delivery-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    // The service worker installs, takes this page over and keeps, asked once more through it, what the list
    // needs: the edition, the user, the cards.
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 60_000 }).toBe(true);
    const kept = () =>
      page.evaluate(async () => {
        const urls = async (name: string) =>
          (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
        return [...(await urls('ability-api-shell')), ...(await urls('ability-api-deliveries'))].sort();
      });
    await expect
      .poll(kept, { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['/api/edition', '/api/sales', '/api/users/current']));
    await page.close();

    // No network at all: the app opened again, from the home screen's icon.
    await context.setOffline(true);
    const phone = await context.newPage();
    await phone.goto('/entregas');
    await expect(phone.getByText('Sem conexão — mostrando a última lista carregada.')).toBeVisible({ timeout: 20_000 });
    await expect(phone.getByTestId('delivery-card')).toHaveCount(count);
    await expect(phone.getByTestId('navbar-email')).toHaveText('entregador@demo.com.br');
    fs.mkdirSync(SHOTS, { recursive: true });
    await phone.screenshot({ path: `${SHOTS}/offline-start.png` });

    // Meanwhile a new order of theirs; the network returns: the list is read again, the notice goes.
    const added = await newOrder(phone, customer.resale_id, customer.id);
    await context.setOffline(false);
    await expect(phone.getByText('Sem conexão — mostrando a última lista carregada.')).toHaveCount(0);
    await expect(card(phone, added.doc_number)).toBeVisible({ timeout: 20_000 });
    await phone.screenshot({ path: `${SHOTS}/offline-start-back.png` });
  });

  test('a unit that lets deliverers take orders: "Pedidos sem entregador", taken in one tap', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'deliverer');
    await expect(page).toHaveURL((u) => u.pathname === '/entregas');
    // An order of the deliverer's own (its deliverer set by the server), and a customer of their unit.
    const customers = await apiGet<{
      data: { id: number; resale_id: number; contacts: unknown[]; address: { patio: string | null } | null }[];
    }>(page, '/customers?options=false');
    const customer = customers.data.find((c) => c.contacts.length && c.address?.patio)!;
    expect(customer, 'a customer with a phone and an address').toBeTruthy();
    const mine = (await newOrder(page, customer.resale_id, customer.id)) as ApiSale & { employee_id: number };
    expect(mine.employee_id).toBeTruthy();
    const unit = customer.resale_id;
    const office = await apiAs(baseURL!, 'admin');
    const setting = async (on: boolean) => {
      const res = await office.patch(`/api/resales/${unit}`, { data: { resale: { deliverers_take_orders: on } } });
      expect(res.status(), await res.text()).toBe(200);
    };
    const section = page.getByTestId('take-section');
    try {
      // Off (the default): no section.
      await page.reload();
      await expect(card(page, mine.doc_number)).toBeVisible();
      await expect(section).toHaveCount(0);

      // The office turns the setting on and takes an order without a deliverer.
      await setting(true);
      const o = (await (await office.get('/api/sales/options')).json()) as Options;
      const product = o.products.find((p) => p.resale_id === unit)!;
      const method = o.payment_methods.find((m) => m.resale_ids.includes(unit))!;
      const created = await office.post('/api/sales', {
        data: {
          sale: {
            resale_id: unit,
            customer_id: customer.id,
            items_attributes: [{ product_id: product.id, quantity: 1, price_cents: product.price_cents }],
            payments_attributes: [{ payment_method_id: method.id, value_cents: product.price_cents }],
          },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const order = (await created.json()) as ApiSale & { employee_id: number | null };
      expect(order.employee_id).toBeNull();

      await page.reload();
      await expect(section.getByRole('heading', { name: 'Pedidos sem entregador' })).toBeVisible();
      const toTake = section.getByRole('article', { name: `Pedido #${order.doc_number}`, exact: true });
      await expect(toTake).toBeVisible();
      await expect(toTake).toContainText(order.customer!.name);
      expect(await widthOf(page)).toEqual({ width: 390, wide: [] });
      fs.mkdirSync(SHOTS, { recursive: true });
      await toTake.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${SHOTS}/take-section.png` });
      await page.screenshot({ path: `${SHOTS}/take.png` });

      // One tap: the order leaves the section and is among the deliverer's cards.
      let taps = 0;
      const taken = page.waitForResponse((r) => r.url().endsWith(`/api/sales/${order.id}/take`));
      await toTake.getByRole('button', { name: 'Pegar pedido' }).tap();
      taps++;
      const reply = await taken;
      expect(reply.status()).toBe(200);
      expect(reply.request().headers()['idempotency-key']).toBeTruthy();
      await expect(page.getByTestId('delivery-card').and(card(page, order.doc_number))).toBeVisible();
      await expect(toTake).toHaveCount(0);
      expect(taps).toBe(1);
      // The server holds the deliverer as the order's.
      const held = (await (await office.get(`/api/sales/${order.id}`)).json()) as { employee_id: number | null };
      expect(held.employee_id).toBe(mine.employee_id);
    } finally {
      await setting(false);
      await office.dispose();
    }
  });

  test('the menu offers Minhas entregas; the sales list is still there', async ({ page }) => {
    await signIn(page, 'deliverer');
    await expect(page).toHaveURL((u) => u.pathname === '/entregas');
    await page.getByRole('button', { name: 'Abrir menu' }).tap();
    const menu = sideMenu(page);
    await expect(menu.getByRole('link', { name: 'Minhas entregas' })).toBeVisible();
    await page.waitForTimeout(400); // the drawer's slide, for the screenshot
    await page.screenshot({ path: `${SHOTS}/menu.png` });
    await menu.getByRole('link', { name: 'Vendas' }).tap();
    await expect(page).toHaveURL((u) => u.pathname === '/vendas');
    await expect(page.getByRole('heading', { name: /Pedidos/ })).toBeVisible();
  });
});

test.describe('installable app', () => {
  test('manifest and icons are served', async ({ request }) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const m = await res.json();
    expect(m).toMatchObject({ short_name: expect.any(String), name: expect.any(String), display: 'standalone' });
    expect(m.start_url).toBe('/');
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = m.icons as { src: string; sizes: string; type: string; purpose?: string }[];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose?.includes('maskable'))).toBe(true);
    for (const icon of icons) {
      const r = await request.get(icon.src);
      expect(r.status(), icon.src).toBe(200);
      expect(r.headers()['content-type']).toBe('image/png');
      const png = await r.body();
      // PNG header: width and height at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    // The app page links the manifest.
    const html = await (await request.get('/login', { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain('rel="manifest"');
  });

  test("Chromium's installability check passes (the one Lighthouse's installable-manifest audit read)", async ({
    baseURL,
    launchOptions,
  }) => {
    // A browser profile of its own, as on the deliverer's phone: the test's usual contexts are incognito,
    // where no browser offers to install an app.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ability-install-'));
    const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, ...PHONE });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/login');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
      const cdp = await context.newCDPSession(page);
      // Lighthouse 12 dropped its PWA category; the browser's own check is what offers "Instalar app".
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('the service worker registers, and the app shell opens offline', async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.getByPlaceholder('Telefone ou e-mail')).toBeVisible();
    const scope = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return reg.active ? reg.scope : null;
    });
    expect(scope).toMatch(/\/$/);
    await context.setOffline(true);
    await page.reload();
    // The app's own page (its shell and its message), not the browser's offline page.
    await expect(page.getByText('Não foi possível conectar ao servidor.')).toBeVisible({ timeout: 20_000 });
    expect(await page.locator('#root').count()).toBe(1);
    await context.setOffline(false);
  });

  test('a new version is announced, and applied only when asked', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // A page the worker controls (a new worker waits only while an old one has pages).
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // The next deploy: the built worker with one more line (the server reads the file at each request;
    // the browser's update check does not go through Playwright's routes). Put back afterwards.
    const sw = path.resolve('apps/web/dist/sw.js');
    const built = fs.readFileSync(sw, 'utf8');
    try {
      fs.writeFileSync(sw, `${built}\n// next version\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      // Not applied by itself: the new worker waits.
      expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
      await page.screenshot({ path: `${SHOTS}/new-version.png` });
      await prompt.getByRole('button', { name: 'Atualizar' }).click();
      await expect(prompt).toHaveCount(0, { timeout: 20_000 });
      await expect
        .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting))
        .toBe(false);
    } finally {
      fs.writeFileSync(sw, built);
    }
  });
});
