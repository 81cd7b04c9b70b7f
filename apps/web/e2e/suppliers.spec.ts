import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('supplier CRUD: invalid CNPJ field error, CEP lookup, find by search, edit, delete', async ({ page }) => {
  const name = `Distribuidora Teste ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/fornecedores');
  // The demo's suppliers and those other specs made (a distributor for the destroca): the count's format.
  await expect(page.getByRole('heading', { name: /^Listagem de fornecedores \(\d+\)$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Criar fornecedor' }).click();
  await expect(page).toHaveURL(/\/fornecedores\/novo$/);
  await expect(page.locator('.ant-breadcrumb')).toContainText('Início/Fornecedores/Novo fornecedor');

  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Nome fantasia').fill('Teste Gás');
  await page.getByLabel('Telefone').fill('11987654321');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await page.getByLabel('CPF/CNPJ').fill('11222333000180');
  await expect(page.getByLabel('CPF/CNPJ')).toHaveValue('11.222.333/0001-80');
  await page.getByLabel('Revendas').click();
  await page.locator('.ant-select-item-option', { hasText: 'Gás Bom Jesus - Centro' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('CEP').fill('01310100');
  await page.getByLabel('Número', { exact: true }).click();
  await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await expect(page.locator('.ant-select').filter({ hasText: 'São Paulo/SP' })).toBeVisible();
  await page.getByLabel('Número', { exact: true }).fill('1000');

  await page.getByRole('button', { name: 'Criar fornecedor' }).click();
  await expect(page.getByText('Ocorreu um erro ao criar o fornecedor.')).toBeVisible();
  await expect(page.getByText('não é um CPF ou CNPJ válido')).toBeVisible();

  await page.getByLabel('CPF/CNPJ').fill('11222333000181');
  await page.getByRole('button', { name: 'Criar fornecedor' }).click();
  await expect(page.getByText('Fornecedor criado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/fornecedores$/);

  await page.getByPlaceholder('Nome, CPF/CNPJ...').fill(name.toUpperCase());
  await page.getByPlaceholder('Nome, CPF/CNPJ...').press('Enter');
  await expect(page.getByRole('heading', { name: 'Listagem de fornecedores (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('11.222.333/0001-81');
  await expect(row).toContainText('(11) 98765-4321');
  await expect(row).toContainText('Avenida Paulista, 1000');

  await row.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Editar fornecedor' })).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(name);
  await expect(page.locator('.ant-select').filter({ hasText: 'São Paulo/SP' })).toBeVisible();
  await page.getByLabel('Nome fantasia').fill('Teste Gás Editado');
  await page.getByLabel('Observação').fill('Entrega às segundas.');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Fornecedor editado com sucesso.')).toBeVisible();
  const edited = page.getByRole('row', { name: new RegExp(name) });
  await expect(edited).toContainText('Teste Gás Editado');

  await edited.getByRole('button', { name: `Remover ${name}` }).click();
  await expect(page.getByText('Você tem certeza?')).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText(`O fornecedor "${name}" foi removido com sucesso.`)).toBeVisible();
  await expect(page.getByText('Nenhum fornecedor cadastrado.')).toBeVisible();
});

test('a CPF takes the 11-digit mask; Cancelar returns to /fornecedores', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/fornecedores/novo');
  await page.getByLabel('CPF/CNPJ').fill('52998224725');
  await expect(page.getByLabel('CPF/CNPJ')).toHaveValue('529.982.247-25');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL(/\/fornecedores$/);
});
