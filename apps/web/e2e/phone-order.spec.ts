import { type Locator, type Page, type TestInfo, expect, test } from '@playwright/test';
import { signIn } from './helpers';

/**
 * The attendant's phone order: each flow counts the actions a person makes — a click, a key
 * press, or typing into one field (once per field) — and asserts the targets. Opening the
 * address (the caller ID's link, the menu's 'Nova venda') is where each flow starts, not an action.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const uniq = () => `${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;
const phoneFrom = (u: string) => `1996${u.slice(-7)}`;

/** The person's actions, counted. */
function actions(page: Page) {
  let count = 0;
  return {
    get count() {
      return count;
    },
    async click(target: Locator) {
      count++;
      await target.click();
    },
    /** Typing into the focused field (or `target`, already focused): one action per field. */
    async type(text: string, target?: Locator) {
      count++;
      if (target) await expect(target).toBeFocused();
      await page.keyboard.type(text);
    },
    async press(key: string) {
      count++;
      await page.keyboard.press(key);
    },
  };
}

interface Options {
  resales: { id: number; name: string }[];
  products: { id: number; description: string; price_cents: number; resale_id: number; default: boolean }[];
  payment_methods: { id: number; description: string; default: boolean }[];
}

async function centro(page: Page) {
  const options = (await (await page.request.get('/api/sales/options')).json()) as Options;
  const unit = options.resales.find((r) => r.name.endsWith('Centro'))!;
  const product = (d: string) => options.products.find((p) => p.description.startsWith(d) && p.resale_id === unit.id)!;
  const method = (d: string) => options.payment_methods.find((m) => m.description === d)!;
  return { unit, product, method, options };
}

/** A customer of Centro with one earlier sale (`items`, paid by `methodId`). */
async function customerWithOrder(
  page: Page,
  name: string,
  phone: string,
  unitId: number,
  items: { product_id: number; quantity: number; price_cents: number }[],
  methodId: number,
) {
  const total = items.reduce((a, i) => a + i.quantity * i.price_cents, 0);
  const res = await page.request.post('/api/sales', {
    data: {
      sale: {
        resale_id: unitId,
        channel: 'disk',
        status: 'finished',
        customer_attributes: { name, resale_id: unitId, contacts_attributes: [{ phone }] },
        items_attributes: items,
        payments_attributes: [{ payment_method_id: methodId, value_cents: total }],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** The sale the form's save created (its POST answer). */
const savedSale = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/sales') && r.request().method() === 'POST');

/** Customer, items, payment and 'Salvar venda' are on screen without scrolling. */
async function aboveTheFold(page: Page) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const target of [
    page.getByLabel('Nome do cliente'),
    page.getByLabel('Quantidade 1'),
    page.getByLabel('Forma de pagamento 1'),
    page.getByTestId('sale-total'),
    page.getByRole('button', { name: 'Salvar venda' }),
  ]) {
    const box = await target.boundingBox();
    expect(box, String(target)).toBeTruthy();
    expect(box!.y + box!.height, String(target)).toBeLessThanOrEqual(768);
  }
}

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` });
}

test('returning caller, usual order: the form opens with it, the cursor on the quantity; Enter saves (1 action)', async ({
  page,
}, info) => {
  const u = uniq();
  const phone = phoneFrom(u);
  const name = `Cliente Habitual ${u}`;
  await signIn(page, 'attendant');
  const { unit, product, method } = await centro(page);
  const p13 = product('Gás P13');
  await customerWithOrder(page, name, phone, unit.id, [{ ...toItem(p13), quantity: 1 }], method('Dinheiro').id);

  await page.goto(`/vendas/novo/${phone}`);
  await expect(page.getByLabel('Nome do cliente')).toHaveValue(name);
  await expect(page.getByLabel('Quantidade 1')).toBeFocused();
  await expect(page.getByTestId('sale-notice')).toContainText('Último pedido do cliente');
  // Their segment by the customer's title: a first order today makes them 'Novo'.
  await expect(page.locator('.sale-section-head [data-segment="novo"]')).toHaveText('Novo');
  await aboveTheFold(page);
  await shot(page, info, 'known-caller');

  const act = actions(page);
  const saved = savedSale(page);
  await act.press('Enter');
  const sale = await (await saved).json();
  await expect(page.getByText('Venda realizada com sucesso.')).toBeVisible();
  expect(act.count).toBeLessThanOrEqual(2);
  expect(act.count).toBe(1);
  expect(sale.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity])).toEqual([
    [p13.id, 1],
  ]);
  expect(sale.payments.map((p: { payment_method_id: number }) => p.payment_method_id)).toEqual([method('Dinheiro').id]);
});

const toItem = (p: { id: number; price_cents: number }) => ({ product_id: p.id, price_cents: p.price_cents });

test('returning caller whose usual order is 2 × P45 on PIX: Ctrl+Enter as the form opens saves their last order (1 action)', async ({
  page,
}) => {
  const u = uniq();
  const phone = phoneFrom(u);
  const name = `Cliente P45 ${u}`;
  await signIn(page, 'attendant');
  const { unit, product, method } = await centro(page);
  const p45 = product('Gás P45');
  const pix = method('PIX');
  // An old price: the new sale is at today's.
  await customerWithOrder(page, name, phone, unit.id, [{ ...toItem(p45), price_cents: 1000, quantity: 2 }], pix.id);

  const act = actions(page);
  await page.goto(`/vendas/novo/${phone}`);
  await expect(page.getByRole('heading', { name: 'Criar nova venda' })).toBeVisible();
  const saved = savedSale(page);
  // Pressed as soon as the screen shows: the save waits for the customer and their last order.
  await act.press('Control+Enter');
  const sale = await (await saved).json();
  await expect(page.getByText('Venda realizada com sucesso.')).toBeVisible();
  expect(act.count).toBeLessThanOrEqual(2);

  // The caller's last order: products, quantities and methods, at today's price.
  expect(sale.customer_id).toBeTruthy();
  expect(sale.customer.name).toBe(name);
  expect(sale.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity])).toEqual([
    [p45.id, 2],
  ]);
  expect(sale.total_cents).toBe(2 * p45.price_cents);
  expect(
    sale.payments.map((p: { payment_method_id: number; value_cents: number }) => [p.payment_method_id, p.value_cents]),
  ).toEqual([[pix.id, 2 * p45.price_cents]]);
});

test('new caller with a street address: phone from the caller ID, CEP fills the street and puts the cursor on the number (≤ 30 actions)', async ({
  page,
}, info) => {
  const u = uniq();
  const phone = phoneFrom(u);
  const name = `Cliente Novo ${u}`;
  await signIn(page, 'attendant');
  const { product, method } = await centro(page);

  await page.goto(`/vendas/novo/${phone}`);
  await expect(page.getByText('Telefone não encontrado.')).toBeVisible();
  await expect(page.getByLabel('Telefone do cliente')).toHaveValue(/^\(19\) 96/);
  // The unit's default product and method are already chosen.
  await expect(page.locator('.ant-select').filter({ has: page.getByLabel('Produto 1') })).toContainText('Gás P13');
  await expect(page.locator('.ant-select').filter({ has: page.getByLabel('Forma de pagamento 1') })).toContainText(
    'Dinheiro',
  );
  await aboveTheFold(page);

  const act = actions(page);
  await act.type(name, page.getByLabel('Nome do cliente'));
  await act.click(page.getByLabel('CEP'));
  await act.type('13010000');
  await expect(page.getByLabel('Rua')).toHaveValue('Rua Conceição');
  await expect(page.getByLabel('Bairro')).toHaveValue('Centro');
  await expect(page.locator('.ant-select').filter({ hasText: 'Campinas/SP' })).toBeVisible();
  await act.type('42', page.getByLabel('Número'));
  await shot(page, info, 'new-caller');
  const saved = savedSale(page);
  await act.press('Control+Enter');
  const sale = await (await saved).json();
  await expect(page.getByText('Venda realizada com sucesso.')).toBeVisible();
  expect(act.count).toBeLessThanOrEqual(30);
  expect(act.count).toBe(5);

  expect(sale.items.map((i: { product_id: number }) => i.product_id)).toEqual([product('Gás P13').id]);
  expect(sale.payments.map((p: { payment_method_id: number }) => p.payment_method_id)).toEqual([method('Dinheiro').id]);
  const found = await (await page.request.get(`/api/customers?phone=${phone}`)).json();
  expect(found.data).toHaveLength(1);
  expect(found.data[0].name).toBe(name);
  expect(found.data[0].address).toMatchObject({
    zipcode: '13010000',
    patio: 'Rua Conceição',
    number: '42',
    neighborhood: 'Centro',
  });
  expect(found.data[0].address.city.name).toBe('Campinas');
});

test('walk-in: Venda direta, quantity, save (3 actions); handed over as finished, no customer', async ({
  page,
}, info) => {
  await signIn(page, 'attendant');
  const { product } = await centro(page);
  await page.goto('/vendas/novo');
  await expect(page.getByLabel('Buscar cliente')).toBeFocused();
  await aboveTheFold(page);

  const act = actions(page);
  await act.click(page.getByText('Venda direta', { exact: true }));
  await expect(page.getByTestId('sale-walk-in')).toBeVisible();
  await act.type('2', page.getByLabel('Quantidade 1'));
  await shot(page, info, 'walk-in');
  const saved = savedSale(page);
  await act.press('Enter');
  const sale = await (await saved).json();
  await expect(page.getByText('Venda realizada com sucesso.')).toBeVisible();
  expect(act.count).toBeLessThanOrEqual(3);
  expect(sale).toMatchObject({ channel: 'door', status: 'finished', customer_id: null });
  expect(sale.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity])).toEqual([
    [product('Gás P13').id, 2],
  ]);
});

test("'Repetir' in 'Últimas compras' fills the form with an earlier order; a city is found without its accents; Esc leaves", async ({
  page,
}) => {
  const u = uniq();
  const phone = phoneFrom(u);
  const name = `Cliente Repetir ${u}`;
  await signIn(page, 'attendant');
  const { unit, product, method } = await centro(page);
  const water = product('Água mineral');
  const p13 = product('Gás P13');
  // The older order: 3 waters on PIX; the last: one P13 in cash.
  await customerWithOrder(page, name, phone, unit.id, [{ ...toItem(water), quantity: 3 }], method('PIX').id);
  const res = await page.request.post('/api/sales', {
    data: {
      sale: {
        resale_id: unit.id,
        status: 'finished',
        customer_id: (await (await page.request.get(`/api/customers?phone=${phone}`)).json()).data[0].id,
        items_attributes: [{ ...toItem(p13), quantity: 1 }],
        payments_attributes: [{ payment_method_id: method('Dinheiro').id, value_cents: p13.price_cents }],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto(`/vendas/novo/${phone}`);
  await expect(page.getByLabel('Quantidade 1')).toBeFocused();
  await expect(page.locator('.ant-select').filter({ has: page.getByLabel('Produto 1') })).toContainText('Gás P13');
  // Cities by name, accents ignored.
  await page.getByLabel('Cidade').click();
  await page.keyboard.type('sao paulo');
  await expect(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'São Paulo/SP' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);

  await page.getByRole('button', { name: 'Últimas compras' }).click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer.getByRole('button', { name: /^Repetir o pedido de/ })).toHaveCount(2);
  await drawer
    .getByRole('button', { name: /^Repetir o pedido de/ })
    .nth(1)
    .click();
  await expect(page.getByText(/repetido com os preços de hoje/)).toBeVisible();
  await expect(page.locator('.ant-select').filter({ has: page.getByLabel('Produto 1') })).toContainText('Água');
  await expect(page.getByLabel('Quantidade 1')).toHaveValue('3');
  await expect(page.locator('.ant-select').filter({ has: page.getByLabel('Forma de pagamento 1') })).toContainText(
    'PIX',
  );
  await expect(page.getByTestId('sale-total')).toContainText(
    ((3 * water.price_cents) / 100).toFixed(2).replace('.', ','),
  );

  // Esc with changes: the project's unsaved-changes question; 'Sair sem salvar' leaves.
  await page.getByLabel('Quantidade 1').fill('4');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Há alterações não salvas. Deseja sair mesmo assim?')).toBeVisible();
  await page.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL(/\/$/);
});
