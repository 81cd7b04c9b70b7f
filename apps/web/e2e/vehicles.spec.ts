import { type Page, expect, test } from '@playwright/test';
import { signIn } from './helpers';

async function pickUnit(page: Page, unit: string) {
  await page.getByLabel('Revendas').click();
  await page.locator('.ant-select-item-option', { hasText: unit }).click();
  await page.keyboard.press('Escape');
}

/** Random letters for a plate nobody else uses in this run (a clock-based choice repeated itself every 17 s). */
function letters(): string {
  return Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
}

test('vehicle CRUD: Mercosul plate accepted, find by search, edit to the old form, delete', async ({ page }) => {
  const l = letters();
  const model = `Accelo ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/veiculos');
  await page.getByRole('button', { name: 'Criar veículo' }).click();
  await expect(page).toHaveURL(/\/veiculos\/novo$/);
  await expect(page.locator('.ant-breadcrumb')).toContainText('Início/Veículos/Novo veículo');

  // A wrong plate is refused by the server, under the field.
  await page.getByLabel('Placa').fill('ab12');
  await expect(page.getByLabel('Placa')).toHaveValue('AB');
  await page.getByLabel('Modelo').fill(model);
  await page.getByLabel('Marca').fill('Mercedes-Benz');
  await page.getByLabel('Tipo de combustível').click();
  await page.locator('.ant-select-item-option', { hasText: 'Diesel' }).click();
  await pickUnit(page, 'Gás Bom Jesus - Centro');
  await page.getByRole('button', { name: 'Criar veículo' }).click();
  await expect(page.getByText('Ocorreu um erro ao criar o veículo.')).toBeVisible();
  await expect(page.getByText('não é uma placa válida (AAA-9999 ou AAA9A99)')).toBeVisible();

  // Mercosul form AAA9A99, typed in lower case.
  await page.getByLabel('Placa').fill(`${l.toLowerCase()}2e19`);
  await expect(page.getByLabel('Placa')).toHaveValue(`${l}2E19`);
  await page.getByRole('button', { name: 'Criar veículo' }).click();
  await expect(page.getByText('Veículo criado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/veiculos$/);

  await page.getByPlaceholder('Modelo, placa...').fill(`${l}2e1`);
  await page.getByPlaceholder('Modelo, placa...').press('Enter');
  await expect(page.getByRole('heading', { name: 'Listagem de veículos (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(model) });
  await expect(row).toContainText(`${l}2E19`);
  await expect(row).toContainText('Mercedes-Benz');
  await expect(row).toContainText('Diesel');

  await row.getByRole('link', { name: `Editar ${model} - ${l}2E19` }).click();
  await expect(page.getByRole('heading', { name: 'Editar veículo' })).toBeVisible();
  await expect(page.getByLabel('Placa')).toHaveValue(`${l}2E19`);
  await page.getByLabel('Placa').fill(`${l}7301`);
  await expect(page.getByLabel('Placa')).toHaveValue(`${l}-7301`);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Veículo editado com sucesso.')).toBeVisible();

  // Back on the list, the search is remembered; the new plate no longer matches it.
  await expect(page).toHaveURL(/\/veiculos\?query=/);
  await expect(page.getByText('Nenhum veículo cadastrado.')).toBeVisible();
  await page.getByPlaceholder('Modelo, placa...').fill(model);
  await page.getByPlaceholder('Modelo, placa...').press('Enter');
  const edited = page.getByRole('row', { name: new RegExp(model) });
  await expect(edited).toContainText(`${l}-7301`);
  await edited.getByRole('button', { name: `Remover ${model} - ${l}-7301` }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText(`O veículo "${model} - ${l}-7301" foi removido com sucesso.`)).toBeVisible();
  await expect(page.getByText('Nenhum veículo cadastrado.')).toBeVisible();
});

test('the vehicle list filters by unit', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/veiculos');
  await expect(page.getByRole('heading', { name: /^Listagem de veículos \(\d+\)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByLabel('Revenda').click();
  await page.locator('.ant-select-item-option', { hasText: 'Gás Bom Jesus - Valinhos' }).click();
  await expect(page).toHaveURL(/resale_id=\d+/);
  await expect(page.getByRole('row', { name: /Strada/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Cargo 816/ })).toHaveCount(0);
  // The list's 'Limpar' (the unit select's own clear button is named 'Limpar' too).
  await page.locator('button.ant-btn', { hasText: 'Limpar' }).click();
  await expect(page.getByRole('row', { name: /Cargo 816/ })).toBeVisible();
});
