import { type Page, expect, test } from '@playwright/test';
import { signIn } from './helpers';

async function pick(page: Page, label: string, option: string, type?: string) {
  await page.getByLabel(label, { exact: true }).click();
  if (type) await page.getByLabel(label, { exact: true }).fill(type);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/** The counts of one product of the Centro unit on /estoque: [platform, lending, defect, total, minimum]. */
async function stockCounts(page: Page, product: string): Promise<number[]> {
  await page.goto('/estoque');
  await expect(page.getByRole('heading', { name: 'Controle de estoque' })).toBeVisible();
  await pick(page, 'Revenda', 'Gás Bom Jesus - Centro');
  // The first cell (a warning icon precedes the name when below the minimum).
  const row = page.getByRole('row').filter({ has: page.locator('td:first-child', { hasText: product }) });
  await expect(row).toHaveCount(1);
  // The table may redraw meanwhile (a refetch when another tab moves stock): read until a whole row is seen.
  let counts: number[] = [];
  await expect(async () => {
    await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
    counts = (await row.locator('td').allInnerTexts()).slice(2, 7).map((c) => Number(c.trim()));
    expect(counts.length === 5 && counts.every(Number.isFinite), `counts of ${product}: ${counts}`).toBe(true);
  }).toPass({ timeout: 10_000 });
  return counts;
}

test('product with a category created inline, then found in the list', async ({ page }) => {
  const stamp = `${Date.now()}`.slice(-7);
  const name = `Carvão vegetal ${stamp}`;
  // A category of this attempt only: a retry must not meet the one its first attempt created.
  const category = `Carvão e lenha ${stamp}`;
  await signIn(page, 'admin');
  await page.goto('/produtos');
  await expect(page.getByRole('link', { name: 'Controle de estoque' })).toBeVisible();
  await page.getByRole('link', { name: 'Criar produto' }).click();
  await expect(page.locator('.ant-breadcrumb')).toContainText('Início/Produtos/Novo produto');
  await page.getByLabel('Descrição').fill(name);
  // The first unit is preselected on create.
  await expect(page.locator('.ant-select').filter({ hasText: 'Gás Bom Jesus - Centro' })).toBeVisible();
  await page.getByLabel('Categoria', { exact: true }).click();
  await page.getByLabel('Nova categoria').fill(category);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText(`Categoria ${category} criada com sucesso.`)).toBeVisible();
  await expect(page.locator('.ant-select').filter({ hasText: category })).toBeVisible();
  // Chosen, the list closes by itself (no Esc: with nothing open, Esc leaves the form, and whether the list was
  // still closing when it came depended on how soon the toast showed).
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  // …and the focus is back on the category, for the keyboard to go on from there.
  await expect(page.getByLabel('Categoria', { exact: true })).toBeFocused();
  await page.getByLabel('Preço de venda (R$)').fill('2490');
  await expect(page.getByLabel('Preço de venda (R$)')).toHaveValue('24,90');
  await page.getByLabel('Estoque mínimo').fill('5');
  await page.getByRole('button', { name: 'Criar produto' }).click();
  await expect(page.getByText('Produto criado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/produtos$/);

  await page.getByPlaceholder('Nome, categoria...').fill(`carvao e lenha ${stamp}`);
  await page.getByPlaceholder('Nome, categoria...').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('R$ 24,90');
  await expect(row).toContainText(category);
  await expect(row).toContainText('Gás Bom Jesus - Centro');

  // Choosing another unit clears the category of the first one.
  await row.getByRole('link', { name: name }).first().click();
  await expect(page.getByRole('heading', { name: 'Editar produto' })).toBeVisible();
  await pick(page, 'Revenda', 'Gás Bom Jesus - Valinhos');
  await expect(page.locator('.ant-select').filter({ hasText: category })).toHaveCount(0);
});

/** The Centro unit's id, read through the API of the signed-in page. */
async function centroId(page: Page): Promise<number> {
  const units = (await (await page.request.get('/api/products/options')).json()).resales as {
    id: number;
    name: string;
  }[];
  return units.find((u) => u.name.endsWith('Centro'))!.id;
}

/**
 * A product of this attempt only, in the Centro unit, so that no other spec (sales, lending) moves its
 * counts meanwhile and a retry starts from zero again. `platform` units are put on platform by an inflow.
 */
async function ownProduct(
  page: Page,
  label: string,
  opts: { bottle_id?: number; platform?: number; cylinder?: 'P13' } = {},
) {
  const resale_id = await centroId(page);
  const description = `${label} ${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const made = await page.request.post('/api/products', {
    data: {
      product: {
        description,
        resale_id,
        price_cents: 1000,
        bottle_id: opts.bottle_id ?? null,
        // An empty cylinder of its own (what a lending lends: the empties' ledger counts it by capacity).
        ...(opts.cylinder ? { capacity: opts.cylinder, is_cylinder: true } : {}),
      },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  if (opts.platform) {
    const date = new Date().toISOString().slice(0, 10);
    const moved = await page.request.post('/api/stock_appointments', {
      data: { stock_appointment: { date, resale_id, product_id: id, quantity: opts.platform, movement: 'inflow' } },
    });
    expect(moved.status(), await moved.text()).toBe(201);
  }
  return { id, description, resale_id };
}

test('a product entry raises the platform count on /estoque and takes the exchanged bottles off', async ({ page }) => {
  const note = String(Date.now()).slice(-8);
  await signIn(page, 'attendant');
  // Five empty bottles of a bottle of its own, so the exchange of three is covered on every attempt.
  const bottle = await ownProduct(page, 'Vasilhame E2E', { platform: 5 });
  const gas = await ownProduct(page, 'Gás E2E', { bottle_id: bottle.id });
  expect((await stockCounts(page, gas.description)).slice(0, 4)).toEqual([0, 0, 0, 0]);
  await page.getByRole('button', { name: 'Criar entrada' }).click();
  await expect(page).toHaveURL(/\/estoque\/entradas\/novo$/);
  await pick(page, 'Fornecedor', 'Liquigás Distribuidora S.A.', 'liqui');
  await page.getByLabel('Número da nota fiscal').fill(note);
  await pick(page, 'Produto', gas.description, gas.description);
  await page.getByRole('button', { name: 'Adicionar produto' }).click();
  const item = page.getByRole('row').filter({ hasText: gas.description });
  await item.getByLabel('Quantidade').fill('3');
  await item.getByLabel('Preço unitário').fill('7350');
  await item.getByLabel('Movimentar vasilhame').check();
  await expect(item.getByLabel('Qtd. vasilhames')).toHaveValue('3');
  await expect(page.getByTestId('entry-total')).toContainText('R$ 220,50');
  await page.getByRole('button', { name: 'Criar entrada' }).click();
  await expect(page.getByText('Entrada de produtos criada com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/estoque\/entradas$/);
  const listed = page.getByRole('row').filter({ hasText: note });
  await expect(listed).toContainText('Liquigás Distribuidora S.A.');
  await expect(listed).toContainText(`3 × ${gas.description}`);
  await expect(page.getByTestId('entry-summary')).toContainText('Total de pagamentos');

  expect((await stockCounts(page, gas.description)).slice(0, 4)).toEqual([3, 0, 0, 3]);
  expect((await stockCounts(page, bottle.description)).slice(0, 4)).toEqual([2, 0, 0, 2]);
});

test('lend two bottles to a customer, write one off; /estoque totals follow', async ({ page }) => {
  await signIn(page, 'admin');
  const centro = await centroId(page);
  const customerName = `Padaria Estoque ${Date.now()}`;
  const made = await page.request.post('/api/customers', {
    data: {
      customer: {
        name: customerName,
        resale_id: centro,
        // A mobile number of this attempt only (a phone belongs to one customer).
        contacts_attributes: [{ phone: `199${String(Date.now()).slice(-8)}`, whatsapp: false }],
      },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const bottle = await ownProduct(page, 'Botijão E2E', { platform: 5, cylinder: 'P13' });

  expect((await stockCounts(page, bottle.description)).slice(0, 4)).toEqual([5, 0, 0, 5]);
  await page.goto('/estoque');
  await page.getByRole('button', { name: 'Mais opções de entrada' }).click();
  await page.getByRole('menuitem', { name: 'Criar apontamento de estoque' }).click();
  await expect(page).toHaveURL(/\/estoque\/apontamentos\/novo$/);
  await pick(page, 'Movimentação', 'Comodato');
  await expect(page.getByLabel('Justificativa')).toHaveCount(0);
  await pick(page, 'Produto', bottle.description, bottle.description);
  await page.getByLabel('Quantidade').fill('2');
  await pick(page, 'Cliente', customerName, customerName.slice(0, 12));
  await page.getByRole('button', { name: 'Criar apontamento' }).click();
  await expect(page.getByText('Apontamento criada com sucesso.')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: customerName });
  await expect(row).toContainText('Comodato');
  // A lending links to the customer's comodato ledger (the tab of the customer's screen).
  await expect(row.getByRole('link', { name: customerName })).toHaveAttribute(
    'href',
    /\/clientes\/\d+\/editar\?aba=comodato$/,
  );
  expect((await stockCounts(page, bottle.description)).slice(0, 4)).toEqual([3, 2, 0, 5]);

  await page.goto('/estoque/apontamentos');
  await page.getByRole('row').filter({ hasText: customerName }).getByRole('button', { name: 'baixar' }).click();
  const modal = page.getByRole('dialog', { name: 'Realizar baixa de apontamento' });
  await modal.getByLabel('Quantidade a baixar').fill('5');
  await modal.getByRole('button', { name: 'Realizar baixa' }).click();
  await expect(modal.getByText('é maior que a quantidade em aberto (2)')).toBeVisible();
  await modal.getByLabel('Quantidade a baixar').fill('1');
  await modal.getByRole('button', { name: 'Realizar baixa' }).click();
  await expect(page.getByText('A baixa foi realizada com sucesso.')).toBeVisible();

  expect((await stockCounts(page, bottle.description)).slice(0, 4)).toEqual([3, 1, 0, 4]);
});
