import { expect, test } from '@playwright/test';
import { menuLabels, sideMenu, signIn } from './helpers';

test('admin sees the registers menu with Funcionários, Revendas and Usuários', async ({ page }) => {
  await signIn(page, 'admin');
  const labels = await menuLabels(page);
  expect(labels).toEqual(
    expect.arrayContaining([
      'Início',
      'Cadastros',
      'Funcionários',
      'Métodos de pagamento',
      'Veículos',
      'Fornecedores',
      'Revendas',
      'Usuários',
    ]),
  );
  // In the seeds' order.
  const registers = labels.filter((l) =>
    ['Funcionários', 'Métodos de pagamento', 'Veículos', 'Fornecedores', 'Revendas', 'Usuários'].includes(l),
  );
  expect(registers).toEqual([
    'Funcionários',
    'Métodos de pagamento',
    'Veículos',
    'Fornecedores',
    'Revendas',
    'Usuários',
  ]);
});

for (const role of ['attendant', 'deliverer'] as const) {
  test(`${role}: no admin entries in the menu, and admin routes redirect to /`, async ({ page }) => {
    await signIn(page, role);
    const labels = await menuLabels(page);
    expect(labels).toContain('Início');
    for (const label of [
      'Cadastros',
      'Funcionários',
      'Métodos de pagamento',
      'Veículos',
      'Fornecedores',
      'Revendas',
      'Usuários',
    ])
      expect(labels).not.toContain(label);
    for (const path of [
      '/revendas',
      '/revendas/1/editar',
      '/funcionarios',
      '/funcionarios/novo',
      '/usuarios/1/editar',
      '/metodos-de-pagamento',
      '/metodos-de-pagamento/novo',
      '/veiculos',
      '/veiculos/1/editar',
      '/fornecedores',
      '/fornecedores/novo',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
    }
  });
}

test('unknown routes show the not-found page with the breadcrumb from Início', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/nao-existe');
  await expect(page.getByText('Página não encontrada').first()).toBeVisible();
  await expect(page.locator('.ant-breadcrumb')).toContainText('Início');
  await page.getByRole('button', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the manager edition (host with "gestor") says Loja and uses /lojas', async ({ page, baseURL }) => {
  const base = (baseURL ?? '').replace('localhost', 'gestor.localhost');
  await signIn(page, 'admin', base);
  await expect(page).toHaveTitle('AbilityGestor');
  const labels = await menuLabels(page);
  expect(labels).toContain('Lojas');
  expect(labels).not.toContain('Revendas');
  await sideMenu(page).getByRole('link', { name: 'Lojas' }).click();
  await expect(page).toHaveURL(/\/lojas$/);
  await expect(page.getByRole('heading', { name: /^Lojas \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criar loja' })).toBeVisible();
  await page.goto(`${base}/revendas`);
  await expect(page.getByText('Página não encontrada').first()).toBeVisible();
});

test('the gas edition says Revenda', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveTitle('AbilityGás');
  await page.goto('/revendas');
  await expect(page.getByRole('heading', { name: /^Revendas \(\d+\)$/ })).toBeVisible();
});
