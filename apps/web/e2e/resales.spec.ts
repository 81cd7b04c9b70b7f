import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('resale CRUD: create with CEP lookup, find by search, edit, delete', async ({ page }) => {
  const name = `Revenda Teste ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/revendas');
  await page.getByRole('button', { name: 'Criar revenda' }).click();
  await expect(page).toHaveURL(/\/revendas\/novo$/);
  await expect(page.locator('.ant-breadcrumb')).toContainText('Início/Revendas/Nova revenda');

  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Telefone').fill('1932221111');
  await expect(page.getByLabel('Telefone')).toHaveValue('(19) 3222-1111');
  await page.getByLabel('CNPJ').fill('11222333000180');
  await page.getByLabel('CEP').fill('13010000');
  await expect(page.getByLabel('CEP')).toHaveValue('13.010-000');
  await page.getByLabel('Número', { exact: true }).click();
  await expect(page.getByLabel('Logradouro')).toHaveValue('Rua Conceição');
  await expect(page.getByLabel('Bairro')).toHaveValue('Centro');
  await expect(page.locator('.ant-select').filter({ hasText: 'Campinas/SP' })).toBeVisible();
  await page.getByLabel('Número', { exact: true }).fill('45');

  // The server's field error appears under the field.
  await page.getByRole('button', { name: 'Criar revenda' }).click();
  await expect(page.getByText('Ocorreu um erro ao criar a revenda.')).toBeVisible();
  await expect(page.getByText('não é um CNPJ válido')).toBeVisible();

  await page.getByLabel('CNPJ').fill('11222333000181');
  await page.getByRole('button', { name: 'Criar revenda' }).click();
  await expect(page.getByText('Revenda criada com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/revendas$/);

  await page.getByPlaceholder('Nome, telefone ou e-mail...').fill(name.toLowerCase().replace('revenda', 'REVENDA'));
  await page.getByPlaceholder('Nome, telefone ou e-mail...').press('Enter');
  await expect(page.getByRole('heading', { name: 'Revendas (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Rua Conceição, 45 - Centro, Campinas/SP - 13.010-000');
  await expect(row).toContainText('(19) 3222-1111');

  // Filters are remembered: leave and come back.
  await page.goto('/');
  await page.goto('/revendas');
  await expect(page.getByRole('heading', { name: 'Revendas (1)' })).toBeVisible();

  await row.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Editar revenda' })).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(name);
  await page.getByLabel('Nome', { exact: true }).fill(`${name} Editada`);
  await page.getByLabel('Nome', { exact: true }).press('Control+Enter');
  await expect(page.getByText('Revenda editada com sucesso.')).toBeVisible();

  await page.getByPlaceholder('Nome, telefone ou e-mail...').fill('Editada');
  await page.getByPlaceholder('Nome, telefone ou e-mail...').press('Enter');
  const edited = page.getByRole('row', { name: new RegExp(`${name} Editada`) });
  await edited.getByRole('button', { name: `Remover ${name} Editada` }).click();
  await expect(page.getByText('Você tem certeza?')).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText(`A revenda "${name} Editada" foi removida com sucesso.`)).toBeVisible();
  await expect(page.getByText('Nenhuma revenda cadastrada.')).toBeVisible();
});

test('CEP not found warns "Endereço não encontrado"', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/revendas/novo');
  await page.getByLabel('CEP').fill('00000000');
  await page.getByLabel('Logradouro').click();
  await expect(page.getByText('Endereço não encontrado')).toBeVisible();
  // One warning: the lookup as the 8th digit is typed, not again on leaving the field.
  await page.waitForTimeout(500);
  await expect(page.getByText('Endereço não encontrado')).toHaveCount(1);
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/revendas/novo');
  await page.getByLabel('Nome', { exact: true }).fill('Algo');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Há alterações não salvas. Deseja sair mesmo assim?')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(/\/revendas\/novo$/);
  // The question closes (its leaving animation over) before it is asked again: otherwise the click can
  // land on the closing one's button, which no longer answers.
  await expect(page.getByText('Há alterações não salvas. Deseja sair mesmo assim?')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Há alterações não salvas. Deseja sair mesmo assim?')).toBeVisible();
  await page.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL(/\/revendas$/);
});

test('the list moves with the arrow keys and Enter opens the row', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/revendas');
  await page.getByPlaceholder('Nome, telefone ou e-mail...').fill('Bom Jesus');
  await page.getByPlaceholder('Nome, telefone ou e-mail...').press('Enter');
  await expect(page.getByRole('heading', { name: 'Revendas (2)' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Lista: Revendas' });
  await expect(list.locator('tr.ant-table-row')).toHaveCount(2);
  await list.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(list.locator('tr.ant-table-row').nth(1)).toHaveClass(/list-row-active/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/revendas\/\d+\/editar$/);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Gás Bom Jesus - Valinhos');
});
