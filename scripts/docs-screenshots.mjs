// The staff guide's screenshots (docs/guia/img): builds the web app when stale, starts the browser tests'
// server (apps/web/e2e/server.mjs: a fresh embedded database with the demo data) on its own port, signs in
// as each demo user in Debian's Chromium and saves the screens the guide shows — 1366 × 768 for the
// attendant and the owner, 390 × 844 (touch) for the deliverer — compressed with pngquant when installed.
//   npm run docs:screenshots
//   SCREENSHOTS_PORT=4261 npm run docs:screenshots     (the server's port; the postal-code stub takes the one below)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4261);
const BASE = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = path.join(root, 'docs/guia/img');
const PASSWORD = 'demo1234';
const LOGINS = { admin: 'admin@demo.com.br', attendant: 'atendente@demo.com.br', deliverer: 'entregador@demo.com.br' };
const DESKTOP = { viewport: { width: 1366, height: 768 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

let server;
const stopServer = () => {
  if (server && server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    stopServer();
    process.exit(130);
  });

async function startServer() {
  buildWebIfStale();
  server = spawn(process.execPath, [path.join(root, 'apps/web/e2e/server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(PORT) },
  });
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`O servidor não respondeu em ${BASE}`);
}

/** A browser context signed in as `role` through the sign-in screen, as a person signs in. */
async function signedIn(browser, role, options) {
  const context = await browser.newContext({
    ...options,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    baseURL: BASE,
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByPlaceholder('Telefone ou e-mail').fill(LOGINS[role]);
  await page.getByPlaceholder('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByTestId('navbar-email').waitFor();
  // The sign-in toast leaves the screen before any picture is taken.
  await page
    .getByText('Usuário logado com sucesso')
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
  return page;
}

async function api(page, method, url, data) {
  const res = await page.request.fetch(`/api${url}`, { method, data });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Opens `url` and waits for its screen (AppLayout's data-path), `ready` and the data's settling. */
async function open(page, url, ready) {
  await page.goto(url);
  await page.locator(`main[data-path="${new URL(url, BASE).pathname}"]`).waitFor();
  if (ready) await ready(page);
  await page
    .locator('.ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await sleep(800);
}

async function shot(page, name, options = {}) {
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide', ...options });
  // pngquant, when installed (apt-get install pngquant), makes the file about a third of Chromium's with
  // no difference to see; without it the file is kept as Chromium wrote it.
  spawnSync('pngquant', ['--force', '--skip-if-larger', '--quality', '70-95', '--strip', '--ext', '.png', file]);
  console.log(`${path.relative(root, file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
}

/** A morning's orders of the first unit, so today's screens have something to show. */
async function morning(page) {
  const o = await api(page, 'GET', '/sales/options');
  const unit = o.resales[0].id;
  const method = (re) => o.payment_methods.find((m) => re.test(m.description) && m.resale_ids.includes(unit));
  const [cash, card, pix] = [method(/^dinheiro$/i), method(/débito/i), method(/\bpix\b/i)];
  const products = o.products.filter((p) => p.resale_id === unit);
  const { employees } = await api(page, 'GET', '/settlements/options');
  const jose = employees.find((e) => e.name === 'José Carlos da Silva') ?? employees[0];
  const customers = (await api(page, 'GET', `/customers?options=false&resale_id=${unit}&per_page=12`)).data;
  const orders = [
    ['finished', 'disk', cash, 1, 20_000],
    ['delivered', 'disk', card, 2, 0],
    ['delivered', 'whatsapp', cash, 1, 15_000],
    ['in_transit', 'disk', pix, 1, 0],
    ['created', 'disk', cash, 2, 50_000],
    ['created', 'whatsapp', card, 1, 0],
  ];
  for (const [i, [status, channel, m, quantity, paid]] of orders.entries()) {
    const product = products[i % Math.min(products.length, 2)];
    const total = product.price_cents * quantity;
    await api(page, 'POST', '/sales', {
      sale: {
        resale_id: unit,
        customer_id: customers[i + 2].id,
        employee_id: jose.id,
        status,
        channel,
        items_attributes: [{ product_id: product.id, quantity, price_cents: product.price_cents }],
        payments_attributes: [{ payment_method_id: m.id, value_cents: Math.max(paid, total) }],
      },
    });
  }
  return jose;
}

async function attendant(browser) {
  const page = await signedIn(browser, 'attendant', DESKTOP);
  await morning(page);
  // A call nobody answered yet: the missed calls' queue on the home screen.
  await api(page, 'POST', '/call_logs', { call_log: { phone: '19987654321' } });
  // A known customer's number: the phone order opens with their last order.
  const customers = await api(page, 'GET', '/customers?options=false&per_page=5');
  const known = customers.data.find((c) => c.contacts.length > 0).contacts[0].phone;
  await open(page, '/', (p) => p.getByText('Chamadas perdidas').first().waitFor());
  await shot(page, 'atendente-inicio');
  await open(page, `/vendas/novo/${String(known).replace(/\D/g, '')}`, (p) =>
    p.getByText('Últimas compras').first().waitFor(),
  );
  await page.getByText('Disk', { exact: true }).click();
  await page
    .locator('input:focus')
    .first()
    .waitFor()
    .catch(() => {});
  await shot(page, 'atendente-nova-venda');
  await open(page, '/recompra', (p) => p.getByRole('table').first().waitFor());
  await shot(page, 'atendente-recompra');
  await page.context().close();
}

async function deliverer(browser) {
  const page = await signedIn(browser, 'deliverer', PHONE);
  // An order paid by PIX for the deliverer (the server makes it theirs), and the unit's PIX key.
  const customers = await api(page, 'GET', '/customers?options=false');
  const customer = customers.data[0];
  const options = await api(page, 'GET', '/sales/options');
  const product = options.products.find((p) => p.resale_id === customer.resale_id);
  const pix = options.payment_methods.find(
    (m) => /\bpix\b/i.test(m.description) && m.resale_ids.includes(customer.resale_id),
  );
  const sale = await api(page, 'POST', '/sales', {
    sale: {
      resale_id: customer.resale_id,
      customer_id: customer.id,
      items_attributes: [{ product_id: product.id, quantity: 1, price_cents: product.price_cents }],
      payments_attributes: [{ payment_method_id: pix.id, value_cents: product.price_cents }],
    },
  });
  const admin = await signedIn(browser, 'admin', DESKTOP);
  await api(admin, 'PATCH', `/resales/${sale.resale_id}`, {
    resale: { pix_key_type: 'random', pix_key: '123e4567-e12b-12d1-a456-426655440000' },
  });
  await admin.context().close();

  await open(page, '/entregas', (p) => p.getByRole('article').first().waitFor());
  await shot(page, 'entregador-entregas-celular');
  const card = page.getByRole('article', { name: `Pedido #${sale.doc_number}`, exact: true });
  await card.getByRole('button', { name: 'Mostrar QR PIX' }).click();
  await card.getByTestId('pix-qr').waitFor();
  await card.getByTestId('pix-amount').scrollIntoViewIfNeeded();
  await sleep(300);
  await shot(page, 'entregador-pix-celular');
  await page.context().close();
}

async function owner(browser) {
  const page = await signedIn(browser, 'admin', DESKTOP);
  await open(page, '/transacoes', (p) => p.getByRole('table').first().waitFor());
  await shot(page, 'dono-caixa');
  await open(page, '/relatorios/fechamento-diario');
  await shot(page, 'dono-fechamento-diario');
  const { employees } = await api(page, 'GET', '/settlements/options');
  const deliverer = employees.find((e) => e.name === 'José Carlos da Silva') ?? employees[0];
  await open(page, `/acerto?employee_id=${deliverer.id}`, (p) => p.getByTestId('settlement-table').waitFor());
  await shot(page, 'dono-acerto');
  await open(page, '/painel', (p) => p.locator('svg').first().waitFor());
  await page.getByText('Últimos 7 dias', { exact: true }).click();
  await sleep(2500);
  await shot(page, 'dono-painel');
  await page.context().close();
}

fs.mkdirSync(OUT, { recursive: true });
await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
try {
  await attendant(browser);
  await deliverer(browser);
  await owner(browser);
} finally {
  await browser.close();
  stopServer();
}
