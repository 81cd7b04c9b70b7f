import fs from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { apiAs, chooseOption, signIn, uniquePhone, widthOf } from './helpers';

/**
 * The empties by brand at the door and at the day's end: the deliverer picks the brand of the empty collected
 * on the card without network, the move and its brand wait on the phone and land once when it returns; the
 * settlement shows the brand; a customer who owes an empty shows it on the card and on the sale form.
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/empties-door';

interface Options {
  products: { id: number; price_cents: number; resale_id: number; capacity: string | null; is_cylinder: boolean }[];
  payment_methods: { id: number; description: string; resale_ids: number[] }[];
  resales: { id: number; name: string }[];
}

const card = (page: Page, doc: number) => page.getByRole('article', { name: `Pedido #${doc}`, exact: true });

test('the empty’s brand picked at the door offline, sent once online, in the settlement; the owed empty on the card and the sale form', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const office = await apiAs(baseURL!, 'admin');
  const o = (await (await office.get('/api/sales/options')).json()) as Options;
  const centro = o.resales.find((r) => r.name.endsWith('Centro'))!;
  // A P13 refill of this run's own: another spec edits the demo P13's capacity meanwhile (and back).
  const refill = async (resaleId: number) => {
    const res = await office.post('/api/products', {
      data: {
        product: {
          description: `Gás P13 Porta ${uniquePhone().slice(-6)}`,
          resale_id: resaleId,
          price_cents: 11000,
          capacity: 'P13',
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number; price_cents: number };
  };
  const p13 = await refill(centro.id);
  const cash = o.payment_methods.find((m) => /^dinheiro$/i.test(m.description) && m.resale_ids.includes(centro.id))!;
  const flags = (await (await office.get('/api/empties/brands')).json()) as { brands: { id: number; name: string }[] };
  const liquigas = flags.brands.find((b) => b.name === 'Liquigás')!;
  const ultragaz = flags.brands.find((b) => b.name === 'Ultragaz')!;

  // A customer of the unit with a phone, who owes an empty P13 Ultragaz from an earlier sale.
  const phone = uniquePhone();
  const made = await office.post('/api/customers', {
    data: {
      customer: { name: `Cliente Porta ${phone.slice(-5)}`, resale_id: centro.id, contacts_attributes: [{ phone }] },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const customer = (await made.json()) as { id: number; name: string };
  const owed = await office.post('/api/sales', {
    data: {
      sale: {
        resale_id: centro.id,
        customer_id: customer.id,
        status: 'finished',
        items_attributes: [
          {
            product_id: p13.id,
            quantity: 1,
            price_cents: p13.price_cents,
            empty_brand_id: ultragaz.id,
            empty_return: 'deve',
          },
        ],
        payments_attributes: [{ payment_method_id: cash.id, value_cents: p13.price_cents }],
      },
    },
  });
  expect(owed.status(), await owed.text()).toBe(201);
  const owes = 'Vasilhames do cliente: Deve 1 casco P13 Ultragaz.';

  // The deliverer's phone: a new order of theirs for the customer (the server sets the deliverer).
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, 'deliverer');
  await expect(page).toHaveURL((u) => u.pathname === '/entregas');
  const res = await page.request.post('/api/sales', {
    data: {
      sale: {
        resale_id: centro.id,
        customer_id: customer.id,
        items_attributes: [{ product_id: p13.id, quantity: 1, price_cents: p13.price_cents }],
        payments_attributes: [{ payment_method_id: cash.id, value_cents: p13.price_cents }],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const sale = (await res.json()) as { id: number; doc_number: number; employee_id: number };

  // The service worker takes the page over, the card read once online (its brands and the customer's empties too).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const c = card(page, sale.doc_number);
  await expect(c.getByTestId('customer-empties')).toHaveText(owes);
  const brands = c.getByTestId('door-empties');
  await expect(brands.getByRole('button', { name: 'Liquigás' })).toBeVisible();
  // The demo's first unit is independent: no brand picked to begin with.
  await expect(brands.getByRole('button', { pressed: true })).toHaveCount(0);

  // Offline: the card as it was, the brand in one tap, the moves kept on the phone with it.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Sem conexão — mostrando a última lista carregada.')).toBeVisible({ timeout: 20_000 });
  await expect(c.getByTestId('customer-empties')).toHaveText(owes);
  await brands.getByRole('button', { name: 'Liquigás' }).tap();
  await expect(brands.getByRole('button', { name: 'Liquigás' })).toHaveAttribute('aria-pressed', 'true');
  await c.getByRole('button', { name: 'Entregue' }).tap();
  await expect(c.getByTestId('delivery-pending')).toHaveText('Aguardando conexão para enviar');
  // Still the brand picked, now from the move waiting on the phone.
  await expect(brands.getByRole('button', { name: 'Liquigás' })).toHaveAttribute('aria-pressed', 'true');
  // Measured once the offline notice has slid in (while it slides it sticks out on the right).
  await expect(async () => expect(await widthOf(page)).toEqual({ width: 390, wide: [] })).toPass({ timeout: 5000 });
  fs.mkdirSync(SHOTS, { recursive: true });
  await c.scrollIntoViewIfNeeded();
  await c.screenshot({ path: `${SHOTS}/card-offline.png` });
  const queued = await page.evaluate(
    () =>
      new Promise<{ sale_id: number; to: string; empties?: { empty_brand_id: number }[] }[]>((resolve, reject) => {
        const open = indexedDB.open('ability-deliveries');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('moves').objectStore('moves').getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        };
      }),
  );
  expect(queued.filter((m) => m.sale_id === sale.id)).toEqual([
    expect.objectContaining({ to: 'delivered', empties: [{ product_id: p13.id, empty_brand_id: liquigas.id }] }),
  ]);

  // Online again: the move lands with its brand, once.
  await context.setOffline(false);
  await expect(c.getByTestId('delivery-pending')).toHaveCount(0, { timeout: 30_000 });
  await expect(c.getByTestId('sale-status')).toHaveText('entregue ao cliente');
  const landed = (await (await office.get(`/api/sales/${sale.id}`)).json()) as {
    status: string;
    items: { empty_brand_id: number | null }[];
  };
  expect(landed.status).toBe('delivered');
  expect(landed.items.map((i) => i.empty_brand_id)).toEqual([liquigas.id]);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const history = (await (await office.get(`/api/audit_logs?resource=sales&record_id=${sale.id}`)).json()) as {
    action: string;
  }[];
  expect(history.filter((h) => h.action === 'update_status')).toHaveLength(1);
  // The toasts gone from the picture.
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 20_000 });
  await c.screenshot({ path: `${SHOTS}/card-online.png` });
  await context.close();

  // The office's settlement of the deliverer's day (on a phone too): the Liquigás empty expected.
  const admin = await browser.newContext(PHONE);
  const desk = await admin.newPage();
  await signIn(desk, 'admin');
  await desk.goto(`/acerto?resale_id=${centro.id}&employee_id=${sale.employee_id}&date=${today}`);
  const empties = desk.getByTestId('settlement-empties');
  const row = empties.getByRole('row').filter({ hasText: 'P13' }).filter({ hasText: 'Liquigás' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  const expected = Number((await row.getByRole('cell').nth(1).innerText()).trim());
  expect(expected).toBeGreaterThanOrEqual(1);
  await desk.getByLabel('Cascos P13 Liquigás entregues').fill(String(expected - 1));
  await expect(row.getByRole('cell').nth(3)).toHaveText('-1');
  await desk.evaluate(() => {
    document.querySelector('[data-testid="settlement-empties"]')?.scrollIntoView({ block: 'center' });
    window.scrollTo({ left: 0, top: window.scrollY });
  });
  await desk.screenshot({ path: `${SHOTS}/settlement.png` });
  await desk.locator('.settlement-card').screenshot({ path: `${SHOTS}/settlement-card.png` });
  // The office on a phone: nothing wider than it, the day's table and the header included.
  expect(await widthOf(desk)).toEqual({ width: 390, wide: [] });
  // An empty of a brand the day did not expect (another brand than the one tapped): a line added by hand.
  const other = flags.brands.find((b) => b.name === 'Ultragaz')!;
  const add = desk.locator('.settlement-empties-add');
  await chooseOption(desk, add.locator('.ant-select').first(), other.name);
  await add.getByRole('button', { name: 'Adicionar marca' }).click();
  const added = empties.getByRole('row').filter({ hasText: 'P13' }).filter({ hasText: other.name });
  await expect(added.getByRole('cell').nth(1)).toHaveText('0');
  await expect(added.getByRole('cell').nth(3)).toHaveText('+1');
  await desk.getByRole('button', { name: 'Salvar valores' }).click();
  await expect(desk.getByText('Valores do acerto salvos.')).toBeVisible();
  const kept = (await (
    await office.get(`/api/settlements?resale_id=${centro.id}&employee_id=${sale.employee_id}&date=${today}`)
  ).json()) as { empties: { brand_id: number; capacity: string; expected: number; handed_in: number }[] };
  expect(kept.empties).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ brand_id: liquigas.id, capacity: 'P13', expected, handed_in: expected - 1 }),
      expect.objectContaining({ brand_id: other.id, capacity: 'P13', expected: 0, handed_in: 1 }),
    ]),
  );
  // Put back: the day's counts as the other tests of this deliverer expect them.
  await office.put('/api/settlements', {
    data: {
      resale_id: centro.id,
      employee_id: sale.employee_id,
      date: today,
      empties_attributes: [
        { brand_id: other.id, capacity: 'P13', handed_in: 0 },
        { brand_id: liquigas.id, capacity: 'P13', handed_in: 0 },
      ],
    },
  });

  // The sale form of a new order for the customer: the empty owed shown.
  await desk.setViewportSize({ width: 1366, height: 768 });
  await desk.goto(`/vendas/novo/${phone}`);
  await expect(desk.getByTestId('customer-empties')).toHaveText(owes, { timeout: 20_000 });
  await desk.screenshot({ path: `${SHOTS}/sale-form.png` });

  // A sale of the tied unit (Ultragaz): another brand's refill warned on the form before saving.
  const valinhos = o.resales.find((r) => r.name.endsWith('Valinhos'))!;
  const vp13 = await refill(valinhos.id);
  const vcash = o.payment_methods.find((m) => /^dinheiro$/i.test(m.description) && m.resale_ids.includes(valinhos.id))!;
  const tiedSale = await office.post('/api/sales', {
    data: {
      sale: {
        resale_id: valinhos.id,
        items_attributes: [{ product_id: vp13.id, quantity: 1, price_cents: vp13.price_cents }],
        payments_attributes: [{ payment_method_id: vcash.id, value_cents: vp13.price_cents }],
      },
    },
  });
  expect(tiedSale.status(), await tiedSale.text()).toBe(201);
  await desk.goto(`/vendas/${((await tiedSale.json()) as { id: number }).id}/editar`);
  await desk.getByRole('button', { name: 'Informações adicionais' }).click();
  await expect(desk.getByTestId('sale-empties')).toBeVisible();
  await expect(desk.getByTestId('sale-tied-warning')).toHaveCount(0);
  await chooseOption(
    desk,
    desk.locator('.ant-select').filter({ has: desk.getByLabel('Marca do casco 1') }),
    'Liquigás',
  );
  await expect(desk.getByTestId('sale-tied-warning')).toHaveText(
    'Atenção: unidade bandeirada Ultragaz movimentou cheios da marca Liquigás.',
  );
  await desk.getByTestId('sale-tied-warning').scrollIntoViewIfNeeded();
  await desk.screenshot({ path: `${SHOTS}/sale-form-tied.png` });
  await admin.close();
});
