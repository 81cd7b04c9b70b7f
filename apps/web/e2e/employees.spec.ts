import { cpfWithCheckDigits } from '@ability/domain';
import { type Page, expect, test } from '@playwright/test';
import { signIn } from './helpers';

const SEARCH = 'Nome, CPF...';
const maskCpf = (d: string) => d.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');

async function pickUnit(page: Page, name: string) {
  await page.getByLabel('Revendas').click();
  await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
  await page.keyboard.press('Escape');
}

test('employee CRUD: two tabs, CPF check, CEP lookup, dates, CNH category, search by CPF, edit, delete', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Funcionário Teste ${stamp}`;
  const cpf = cpfWithCheckDigits(String(stamp).slice(-9));
  const wrongCpf = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
  await signIn(page, 'admin');
  await page.goto('/funcionarios');
  await expect(page.getByRole('heading', { name: /^Listagem de funcionários \(\d+\)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Criar funcionário' }).click();
  await expect(page).toHaveURL(/\/funcionarios\/novo$/);
  await expect(page.locator('.ant-breadcrumb')).toContainText('Início/Funcionários/Novo funcionário');
  await expect(page.getByRole('tab', { name: 'Dados pessoais e endereço' })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('CPF').fill(wrongCpf);
  await expect(page.getByLabel('CPF')).toHaveValue(maskCpf(wrongCpf));
  await page.getByLabel('RG').click();
  await expect(page.getByText('não é um CPF válido')).toBeVisible();
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Data de nascimento').fill('14031990');
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('14/03/1990');
  await page.getByLabel('Telefone').fill('19987654321');
  await page.getByLabel('CEP').fill('13010000');
  await page.getByLabel('Número', { exact: true }).click();
  await expect(page.getByLabel('Logradouro')).toHaveValue('Rua Conceição');
  await expect(page.locator('.ant-select').filter({ hasText: 'Campinas/SP' })).toBeVisible();
  await page.getByLabel('Número', { exact: true }).fill('10');
  await expect(page.getByText('não é um CPF válido')).toBeHidden();

  // No unit yet: the form opens the tab that holds the error.
  await page.getByRole('button', { name: 'Criar funcionário' }).click();
  await expect(page.getByRole('tab', { name: 'Dados profissionais e CNH' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('não pode ficar em branco')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Entregador' })).toBeChecked();
  await pickUnit(page, 'Gás Bom Jesus - Centro');
  await page.getByLabel('Categoria da CNH').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^AB$/ }).click();
  await page.getByLabel('Validade da CNH').fill('10052030');
  await page.getByRole('button', { name: 'Criar funcionário' }).click();
  await expect(page.getByText('Funcionário criado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/funcionarios$/);

  await page.getByPlaceholder(SEARCH).fill(maskCpf(cpf));
  await page.getByPlaceholder(SEARCH).press('Enter');
  await expect(page.getByRole('heading', { name: 'Listagem de funcionários (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Rua Conceição, 10 - Centro, Campinas/SP - 13.010-000');
  await expect(row).toContainText('Entregador');

  await row.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Editar funcionário' })).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('CPF')).toHaveValue(maskCpf(cpf));
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('14/03/1990');
  await page.getByRole('tab', { name: 'Dados profissionais e CNH' }).click();
  await expect(page.locator('.ant-select').filter({ hasText: /^AB$/ })).toBeVisible();
  await expect(page.getByLabel('Validade da CNH')).toHaveValue('10/05/2030');
  await page
    .locator('label')
    .filter({ hasText: /^Atendente$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Atendente' })).toBeChecked();
  await page.getByRole('tab', { name: 'Dados pessoais e endereço' }).click();
  await page.getByLabel('Nome', { exact: true }).fill(`${name} Editado`);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Funcionário editado com sucesso.')).toBeVisible();

  await page.getByPlaceholder(SEARCH).fill(`${stamp} Editado`);
  await page.getByPlaceholder(SEARCH).press('Enter');
  const edited = page.getByRole('row', { name: new RegExp(`${name} Editado`) });
  await expect(edited).toContainText('Atendente');
  await edited.getByRole('button', { name: `Remover ${name} Editado` }).click();
  await expect(page.getByText('Você tem certeza?')).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText(`O funcionário "${name} Editado" foi removido com sucesso.`)).toBeVisible();
  await expect(page.getByText('Nenhum funcionário cadastrado.')).toBeVisible();
});

test('an employee who has a user is not removed, with the reason', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/funcionarios');
  await page.getByPlaceholder(SEARCH).fill('Juliana');
  await page.getByPlaceholder(SEARCH).press('Enter');
  await page.getByRole('button', { name: 'Remover Juliana Ferreira Lima' }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Não foi possível remover o funcionário "Juliana Ferreira Lima".')).toBeVisible();
  await expect(page.getByText('Este funcionário tem um usuário do sistema: remova o usuário antes.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Juliana Ferreira Lima/ })).toBeVisible();
});

test('the unit filter lists the employees of one unit and survives a reload', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/funcionarios');
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByLabel('Revenda', { exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Gás Bom Jesus - Valinhos' }).click();
  await expect(page.getByRole('row', { name: /Rafael Souza Santos/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Juliana Ferreira Lima/ })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('row', { name: /Ana Paula Oliveira/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /José Carlos da Silva/ })).toBeHidden();
});

test('an unknown employee shows the load error and goes back to the list', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/funcionarios/999999/editar');
  await expect(page.getByText('Não foi possível carregar os dados do funcionário.')).toBeVisible();
  await expect(page).toHaveURL(/\/funcionarios$/);
});
