import { type Page, expect, test } from '@playwright/test';
import { apiGet, chooseOption, saveEdit, signIn, uniquePhone } from './helpers';

/**
 * Empty cylinders (cascos) by brand: the product's capacity and cylinder flag, the unit's flag (independent
 * or tied to a brand) on demo records saved unchanged and changed, and a customer who owes an empty shown
 * on the customer screen and on the sale form.
 */

// What the form saves: the stock counts are left out (other specs sell the demo's P13 meanwhile).
const stored = (r: Record<string, unknown>) => {
  const { updated_at: _u, stock: _s, ...rest } = r;
  return rest;
};

async function openEdit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(page.locator('form').first()).toBeVisible();
}

const units = (page: Page) => apiGet<{ id: number; name: string }[]>(page, '/resales');

test('a demo refill: its capacity shown, saved unchanged, changed, and back', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const centro = (await units(page)).find((u) => u.name.endsWith('Centro'))!;
  const [p13] = await apiGet<{ id: number }[]>(page, `/products?resale_id=${centro.id}&query=Gás P13`);
  const before = await apiGet<Record<string, unknown>>(page, `/products/${p13!.id}`);
  expect(before).toMatchObject({ capacity: 'P13', is_cylinder: false });

  await openEdit(page, `/produtos/${p13!.id}/editar`);
  const capacity = page.locator('.ant-select').filter({ has: page.getByLabel('Capacidade (vasilhame)') });
  await expect(capacity).toContainText('P13');
  await expect(page.getByLabel('É o casco (vasilhame vendido)')).not.toBeChecked();
  await page.screenshot({ path: 'test-results/empties-product.png' });
  await saveEdit(page, 'Atualizar produto', 'Produto editado com sucesso.', /\/produtos/);
  expect(stored(await apiGet(page, `/products/${p13!.id}`))).toEqual(stored(before));

  await openEdit(page, `/produtos/${p13!.id}/editar`);
  await chooseOption(page, capacity, 'P20');
  await saveEdit(page, 'Atualizar produto', 'Produto editado com sucesso.', /\/produtos/);
  expect((await apiGet<{ capacity: string }>(page, `/products/${p13!.id}`)).capacity).toBe('P20');

  await openEdit(page, `/produtos/${p13!.id}/editar`);
  await chooseOption(page, capacity, 'P13');
  await saveEdit(page, 'Atualizar produto', 'Produto editado com sucesso.', /\/produtos/);
  expect(stored(await apiGet(page, `/products/${p13!.id}`))).toEqual(stored(before));
});

test('the demo tied unit: its brand shown, saved unchanged, made independent, tied again', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const valinhos = (await units(page)).find((u) => u.name.endsWith('Valinhos'))!;
  const before = await apiGet<Record<string, unknown>>(page, `/resales/${valinhos.id}`);
  expect(before.tied_brand_id).toBeTruthy();

  const flag = page.locator('.ant-select').filter({ has: page.getByLabel('Bandeira') });
  await openEdit(page, `/revendas/${valinhos.id}/editar`);
  await expect(page.getByLabel('Nome')).toHaveValue(valinhos.name);
  await expect(flag).toContainText('Bandeirada Ultragaz');
  await page.screenshot({ path: 'test-results/empties-unit.png' });
  await saveEdit(page, 'Salvar alterações', 'Revenda editada com sucesso.', /\/revendas/);
  expect(stored(await apiGet(page, `/resales/${valinhos.id}`))).toEqual(stored(before));

  await openEdit(page, `/revendas/${valinhos.id}/editar`);
  await expect(flag).toContainText('Bandeirada Ultragaz');
  await flag.hover();
  await flag.locator('.ant-select-clear').click();
  await expect(flag).toContainText('Independente (qualquer marca)');
  await saveEdit(page, 'Salvar alterações', 'Revenda editada com sucesso.', /\/revendas/);
  expect((await apiGet<{ tied_brand_id: number | null }>(page, `/resales/${valinhos.id}`)).tied_brand_id).toBeNull();

  await openEdit(page, `/revendas/${valinhos.id}/editar`);
  await expect(page.getByLabel('Nome')).toHaveValue(valinhos.name);
  await chooseOption(page, flag, 'Bandeirada Ultragaz');
  await saveEdit(page, 'Salvar alterações', 'Revenda editada com sucesso.', /\/revendas/);
  expect(stored(await apiGet(page, `/resales/${valinhos.id}`))).toEqual(stored(before));
});

test('a customer who owes an empty: shown by brand on the customer screen and on the sale form', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const centro = (await units(page)).find((u) => u.name.endsWith('Centro'))!;
  const made = await page.request.post('/api/customers', {
    data: { customer: { name: `Cliente Casco ${Date.now()}`, resale_id: centro.id } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const customer = (await made.json()) as { id: number };
  const [p13] = await apiGet<{ id: number; price_cents: number }[]>(
    page,
    `/products?resale_id=${centro.id}&query=Gás P13`,
  );
  const brands = await apiGet<{ id: number; name: string }[]>(page, `/bottle_brands?resale_id=${centro.id}`);
  const liquigas = brands.find((b) => b.name === 'Liquigás')!;
  const o = await apiGet<{ payment_methods: { id: number; description: string; resale_ids: number[] }[] }>(
    page,
    '/sales/options',
  );
  const cash = o.payment_methods.find((m) => /dinheiro/i.test(m.description) && m.resale_ids.includes(centro.id))!;
  const sale = await page.request.post('/api/sales', {
    data: {
      sale: {
        resale_id: centro.id,
        customer_id: customer.id,
        items_attributes: [
          {
            product_id: p13!.id,
            quantity: 2,
            price_cents: p13!.price_cents,
            empty_brand_id: liquigas.id,
            empty_return: 'deve',
          },
        ],
        payments_attributes: [{ payment_method_id: cash.id, value_cents: 2 * p13!.price_cents }],
      },
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  const saleId = ((await sale.json()) as { id: number }).id;
  const owes = 'Vasilhames do cliente: Deve 2 cascos P13 Liquigás.';

  await openEdit(page, `/clientes/${customer.id}/editar`);
  await expect(page.getByTestId('customer-empties')).toHaveText(owes);
  await page.screenshot({ path: 'test-results/empties-customer.png' });

  await openEdit(page, `/vendas/${saleId}/editar`);
  await expect(page.getByTestId('customer-empties')).toHaveText(owes);
  await page.screenshot({ path: 'test-results/empties-sale-form.png' });
});

test("the sale form: a refill's empty owed, of a chosen brand, saved with the sale", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const phone = uniquePhone();
  const name = `Cliente Deve Casco ${phone.slice(-5)}`;
  await page.goto(`/vendas/novo/${phone}`);
  await expect(page.getByText('Telefone não encontrado.')).toBeVisible();
  await page.getByLabel('Nome do cliente').fill(name);
  await page.getByLabel('Rua').fill('Rua dos Cascos');
  await page.getByLabel('Número').fill('13');
  // The unit's default product, a P13 refill: its empty asked in 'Informações adicionais'.
  await expect(page.getByTestId('sale-total')).toContainText(/[1-9]/);
  await page
    .getByLabel('Valor 1')
    .fill(((await page.getByTestId('sale-total').innerText()).match(/[\d.,]+/)?.[0] ?? '').replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Informações adicionais' }).click();
  const empties = page.getByTestId('sale-empties');
  await expect(empties.getByRole('radio', { name: 'Casco recebido' })).toBeChecked();
  await empties.getByText('Cliente deve o casco').click();
  await chooseOption(
    page,
    page.locator('.ant-select').filter({ has: page.getByLabel('Marca do casco 1') }),
    'Liquigás',
  );
  await page.screenshot({ path: 'test-results/empties-sale-choice.png' });
  await page.getByRole('button', { name: 'Salvar venda' }).click();
  await expect(page.getByText('Venda realizada com sucesso.')).toBeVisible();
  const found = await apiGet<{ data: { id: number; name: string }[] }>(page, `/customers?phone=${phone}`);
  expect(found.data.map((c) => c.name)).toEqual([name]);
  const owed = await apiGet<{ owed: { brand: string; capacity: string; quantity: number }[] }>(
    page,
    `/empties/customers/${found.data[0]!.id}`,
  );
  expect(owed.owed).toEqual([expect.objectContaining({ brand: 'Liquigás', capacity: 'P13', quantity: 1 })]);
});

test("'Vasilhames' after a destroca: the distributor's empties swapped for ours, the day's movements, the worksheet", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  const valinhos = (await units(page)).find((u) => u.name.endsWith('Valinhos'))!;
  const brands = await apiGet<{ id: number; name: string }[]>(page, `/bottle_brands?resale_id=${valinhos.id}`);
  const copagaz = brands.find((b) => b.name === 'Copagaz')!;
  const name = `Distribuidora Copagaz ${Date.now()}`;
  const made = await page.request.post('/api/suppliers', {
    data: { supplier: { name, trade_name: name, resale_ids: [valinhos.id], bottle_brand_id: copagaz.id } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const supplier = (await made.json()) as { id: number };
  // Copagaz empties received at Valinhos's door (a tied Ultragaz unit: its default policy warns).
  const [p13] = await apiGet<{ id: number; price_cents: number }[]>(
    page,
    `/products?resale_id=${valinhos.id}&query=Gás P13`,
  );
  const o = await apiGet<{ payment_methods: { id: number; description: string; resale_ids: number[] }[] }>(
    page,
    '/sales/options',
  );
  const cash = o.payment_methods.find((m) => /dinheiro/i.test(m.description) && m.resale_ids.includes(valinhos.id))!;
  const sale = await page.request.post('/api/sales', {
    data: {
      sale: {
        resale_id: valinhos.id,
        items_attributes: [
          { product_id: p13!.id, quantity: 3, price_cents: p13!.price_cents, empty_brand_id: copagaz.id },
        ],
        payments_attributes: [{ payment_method_id: cash.id, value_cents: 3 * p13!.price_cents }],
      },
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  const heldOf = async () =>
    (
      await apiGet<{ supplier_id: number; capacity: string | null; held: number }[]>(
        page,
        `/empties/distributors?resale_id=${valinhos.id}`,
      )
    ).find((d) => d.supplier_id === supplier.id && d.capacity === 'P13')!.held;
  const held = await heldOf();
  expect(held).toBeGreaterThanOrEqual(3);

  await page.goto(`/estoque/vasilhames?resale_id=${valinhos.id}`);
  await expect(page.getByRole('heading', { name: 'Vasilhames', level: 1 })).toBeVisible();
  // Its P13 row (the demo's Valinhos holds Copagaz empties of other capacities too).
  const row = page.locator('tr').filter({ hasText: name }).filter({ hasText: 'P13' });
  await expect(row).toContainText(String(held));
  await row.getByRole('button', { name: 'Destroca' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Vazios da marca aqui: ${held} P13 Copagaz`);
  const quantity = dialog.getByLabel('Quantidade');
  await quantity.fill('2');
  await dialog.getByRole('button', { name: 'Registrar destroca' }).click();
  await expect(page.getByText('Destroca registrada.')).toBeVisible();
  await expect(row).toContainText(String(held - 2));
  expect(await heldOf()).toBe(held - 2);
  // The day's movements: the exchange out of Copagaz and into Ultragaz.
  const moves = page.locator('.ant-card').filter({ hasText: 'Movimentos do dia' });
  // (the demo's own destroca of the day is there too: the test's row is the one of −2)
  await expect(
    moves.locator('tr').filter({ hasText: 'Destroca' }).filter({ hasText: 'Copagaz' }).filter({ hasText: /-2$/ }),
  ).toHaveCount(1);
  await expect(
    moves.locator('tr').filter({ hasText: 'Destroca' }).filter({ hasText: 'Ultragaz' }).filter({ hasText: /\+2$/ }),
  ).toHaveCount(1);
  await page.screenshot({ path: 'test-results/empties-vasilhames.png', fullPage: true });

  // The worksheet for the truck.
  await row.getByRole('link', { name: /Imprimir planilha/ }).click();
  await expect(page.getByRole('heading', { name: 'Planilha de destroca' })).toBeVisible();
  await expect(page.locator('main')).toContainText(name);
  await expect(page.locator('main')).toContainText(String(held - 2));
  await page.screenshot({ path: 'test-results/empties-destroca-worksheet.png' });
});
