import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiAs, signIn, widthOf } from './helpers';

/**
 * The deliverer's Caixa on a phone: their own entries and the money of their sales, never
 * the rest of the unit's ledger; a fuel outflow of their own recorded, edited and removable; the money of a
 * sale shown without edit or delete.
 */
test('the deliverer’s Caixa: own entries and sales, a fuel outflow recorded, nothing of others to change', async ({
  browser,
  baseURL,
}) => {
  const mark = Date.now() % 100000;
  const rent = `Aluguel do depósito ${mark}`;
  const fuel = `Combustível da moto ${mark}`;
  const admin = await apiAs(baseURL!, 'admin');
  const deliverer = await apiAs(baseURL!, 'deliverer');

  // The office's entry of today in the deliverer's unit, and a cash sale of the deliverer's.
  const options = (await (await deliverer.get('/api/sales/options')).json()) as {
    resales: { id: number; name: string }[];
    products: { id: number; price_cents: number; resale_id: number }[];
    payment_methods: { id: number; description: string; resale_ids: number[] }[];
  };
  const unit = options.resales[0]!;
  const accounts = (await (await admin.get('/api/transactions/options')).json()) as {
    accounts: { id: number; resale_id: number; movement: string; description: string }[];
  };
  const outflow = accounts.accounts.find((a) => a.resale_id === unit.id && a.movement === 'outflow')!;
  const today = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const res = await admin.post('/api/transactions', {
    data: {
      transaction: {
        description: rent,
        movement: 'outflow',
        date: today,
        value_cents: 180000,
        resale_id: unit.id,
        account_id: outflow.id,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const product = options.products.find((p) => p.resale_id === unit.id)!;
  const cash =
    options.payment_methods.find((m) => /dinheiro/i.test(m.description) && m.resale_ids.includes(unit.id)) ??
    options.payment_methods.find((m) => m.resale_ids.includes(unit.id))!;
  const sale = await deliverer.post('/api/sales', {
    data: {
      sale: {
        resale_id: unit.id,
        items_attributes: [{ product_id: product.id, quantity: 1, price_cents: product.price_cents }],
        payments_attributes: [{ payment_method_id: cash.id, value_cents: product.price_cents }],
      },
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  const doc = ((await sale.json()) as { doc_number: number }).doc_number;
  await admin.dispose();
  await deliverer.dispose();

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'deliverer');
  await page.goto('/transacoes');
  await expect(page.getByRole('heading', { name: /^Caixa/ })).toBeVisible();
  const saleRow = page.getByRole('row').filter({ hasText: `Venda #${doc}` });
  await expect(saleRow).toBeVisible();
  // The money of their sale: linked to the sale, neither edited nor removed here.
  await expect(saleRow.getByRole('link', { name: /^Editar/ })).toHaveCount(0);
  await expect(saleRow.getByRole('button', { name: /^Remover/ })).toHaveCount(0);
  // The office's entry is not in their Caixa, not even searched for.
  await page.getByPlaceholder('Descrição...').fill(rent);
  await page.getByPlaceholder('Descrição...').press('Enter');
  await expect(page.getByText('Nenhuma transação registrada.')).toBeVisible();
  await page.getByPlaceholder('Descrição...').fill('');
  await page.getByPlaceholder('Descrição...').press('Enter');
  // No seller filter for them (the admin's, seeds 001 §6).
  await expect(page.getByLabel('Vendedor')).toHaveCount(0);

  // A fuel outflow of their own.
  await page.getByRole('link', { name: 'Nova transação' }).click();
  await expect(page.getByRole('radio', { name: 'Saída' })).toBeChecked();
  await page.getByLabel('Descrição').fill(fuel);
  await page.getByLabel('Revenda').click();
  await page.locator('.ant-select-item-option', { hasText: unit.name }).click();
  // The unit's list closed (it fades out) before the account's opens: its options are not the account's.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.getByLabel('Conta', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByLabel('Valor').fill('5000');
  await page.getByRole('button', { name: 'Nova transação' }).click();
  await expect(page.getByText('Transação criada com sucesso.')).toBeVisible();
  const fuelRow = page.getByRole('row').filter({ hasText: fuel });
  await expect(fuelRow).toContainText('50,00');
  await expect(fuelRow.getByRole('link', { name: `Editar ${fuel}` })).toBeVisible();
  await expect(fuelRow.getByRole('button', { name: `Remover ${fuel}` })).toBeVisible();
  // Every row they see is theirs: the office's entry is in none.
  await expect(page.getByRole('row').filter({ hasText: rent })).toHaveCount(0);
  // The page never scrolls sideways (the table scrolls inside its own box).
  expect((await widthOf(page)).width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(os.tmpdir(), 'caixa-deliverer-390x844.png') });

  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(fuelRow).toBeVisible();
  await page.screenshot({ path: path.join(os.tmpdir(), 'caixa-deliverer-1366x768.png') });

  // Removed again: their own entry of an open day.
  await fuelRow.getByRole('button', { name: `Remover ${fuel}` }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText(`A transação "${fuel}" foi removida com sucesso.`)).toBeVisible();
  await context.close();
});
