import { type Page, expect, test } from '@playwright/test';
import { signIn } from './helpers';

const SEARCH = 'Nome...';

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
}

async function signInAs(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder('Telefone ou e-mail').fill(login);
  await page.getByPlaceholder('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('user CRUD: server errors per field, empty password on edit keeps the old one, delete', async ({ page }) => {
  const email = `rafael.${Date.now()}@demo.com.br`;
  await signIn(page, 'admin');
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { name: /^Usuários \(\d+\)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page).toHaveURL(/\/usuarios\/novo$/);
  await expect(page.locator('.ant-breadcrumb')).toContainText('Início/Usuários/Novo usuário');
  await expect(page.locator('.ant-select').filter({ hasText: 'Entregador' })).toBeVisible();

  // Choosing the employee suggests their units.
  await choose(page, 'Funcionário', 'Rafael Souza Santos');
  await expect(page.locator('.ant-select').filter({ hasText: 'Gás Bom Jesus - Valinhos' })).toBeVisible();
  await choose(page, 'Atribuição', 'Atendente');
  await page.getByLabel('E-mail').fill('ATENDENTE@demo.com.br');
  await page.getByLabel('Telefone').fill('19981112233');
  await expect(page.getByLabel('Telefone')).toHaveValue('(19) 98111-2233');
  await page.getByLabel('Senha').fill('curta');
  await page.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page.getByText('é muito curto (mínimo: 8 caracteres)')).toBeVisible();
  await page.getByLabel('Senha').fill('senha-inicial');

  // The e-mail belongs to another user: the server says so under the field.
  await page.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page.getByText('Ocorreu um erro ao criar o usuário.')).toBeVisible();
  await expect(page.getByText('já está em uso')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page.getByText('Usuário criado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/usuarios$/);

  await page.getByPlaceholder(SEARCH).fill('rafael souza');
  await page.getByPlaceholder(SEARCH).press('Enter');
  await expect(page.getByRole('heading', { name: 'Usuários (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: /Rafael Souza Santos/ });
  await expect(row).toContainText('Atendente');
  await expect(row).toContainText(email);
  await expect(row).toContainText('(19) 98111-2233');

  await row.getByRole('link', { name: 'Editar Rafael Souza Santos' }).click();
  await expect(page.getByRole('heading', { name: 'Editar usuário' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Senha')).toHaveValue('');
  await expect(page.getByText('Deixe em branco para manter a senha atual')).toBeVisible();
  // A full masked field is cleared first, as a person would: on focus react-imask puts the caret after
  // the '(' (dropping the select-all fill() makes before focusing), and a full mask takes no more digits.
  await page.getByLabel('Telefone').clear();
  await page.getByLabel('Telefone').fill('19981114455');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Usuário editado com sucesso.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Rafael Souza Santos/ })).toContainText('(19) 98111-4455');

  // The old password still signs in, by the new phone too.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAs(page, '(19) 98111-4455', 'senha-inicial');
  await expect(page.getByText('Usuário logado com sucesso')).toBeVisible();
  await expect(page.getByTestId('navbar-email')).toHaveText(email);
  await page.getByRole('button', { name: 'Sair' }).click();

  await signIn(page, 'admin');
  await page.goto('/usuarios');
  await page.getByPlaceholder(SEARCH).fill('rafael souza');
  await page.getByPlaceholder(SEARCH).press('Enter');
  // The search's answer first: removing from the whole list would leave other users on screen.
  await expect(page.getByRole('heading', { name: 'Usuários (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Remover Rafael Souza Santos' }).click();
  await expect(page.getByText('Você tem certeza?')).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('O usuário foi removido com sucesso.')).toBeVisible();
  await expect(page.getByText('Nenhum usuário cadastrado.')).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await signInAs(page, email, 'senha-inicial');
  await expect(page.locator('.ant-notification').getByText('Usuário e/ou senha inválidos.')).toBeVisible();
});

test('an admin cannot remove or demote themselves', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/usuarios');
  await page.getByPlaceholder(SEARCH).fill('admin@demo');
  await page.getByPlaceholder(SEARCH).press('Enter');
  const row = page.getByRole('row', { name: /admin@demo\.com\.br/ });
  await expect(row.getByRole('button', { name: 'Remover Marcos Antônio Ribeiro' })).toBeDisabled();
  // The server refuses it too, with the reason.
  const me = (await (await page.request.get('/api/users/current')).json()).user;
  const res = await page.request.delete(`/api/users/${me.id}`);
  expect(res.status()).toBe(422);
  expect(await res.json()).toEqual({ base: ['Você não pode remover o seu próprio usuário.'] });

  await row.getByRole('link', { name: 'Editar Marcos Antônio Ribeiro' }).click();
  await expect(page.getByText('Você não pode alterar a sua própria atribuição.')).toBeVisible();
  await expect(page.locator('.ant-select-disabled').filter({ hasText: 'Administrador' })).toBeVisible();
});

test('an unknown user shows the load error and goes back to the list', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/usuarios/999999/editar');
  await expect(page.getByText('Não foi possível carregar os dados do usuário.')).toBeVisible();
  await expect(page).toHaveURL(/\/usuarios$/);
});
