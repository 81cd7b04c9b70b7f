import { type Page, expect, test } from '@playwright/test';
import { signIn } from './helpers';

async function pickUnit(page: Page, unit: string) {
  await page.getByLabel('Revendas').click();
  await page.locator('.ant-select-item-option', { hasText: unit }).click();
  await page.keyboard.press('Escape');
}

test('payment method CRUD: tax only for cards, find by search, edit to a non-card, delete', async ({ page }) => {
  const name = `Cartão Teste ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/metodos-de-pagamento');
  await expect(page.getByRole('heading', { name: 'Listagem de métodos de pagamento (6)' })).toBeVisible();
  await page.getByRole('button', { name: 'Criar método de pagamento' }).click();
  await expect(page).toHaveURL(/\/metodos-de-pagamento\/novo$/);
  await expect(page.locator('.ant-breadcrumb')).toContainText('Início/Métodos de pagamento/Novo método de pagamento');

  // Defaults: active, not a card, 0 days, 0% — and the card fields are off until "É cartão" is checked.
  await expect(page.getByLabel('ativo', { exact: true })).toBeChecked();
  await expect(page.getByLabel('É cartão')).not.toBeChecked();
  await expect(page.getByLabel('Prazo de recebimento (dias)')).toHaveValue('0');
  await expect(page.getByLabel('Taxa administrativa (%)')).toHaveValue('0,00');
  await expect(page.getByLabel('Taxa administrativa (%)')).toBeDisabled();
  await expect(page.getByLabel('débito', { exact: true })).toBeDisabled();
  await page.getByLabel('É cartão').check();
  await expect(page.getByLabel('Taxa administrativa (%)')).toBeEnabled();
  await expect(page.getByLabel('débito', { exact: true })).toBeEnabled();

  await page.getByLabel('Descrição').fill(name);
  await page.getByLabel('débito', { exact: true }).check();
  await page.getByLabel('Taxa administrativa (%)').fill('2,5');
  await page.getByLabel('Prazo de recebimento (dias)').fill('1');
  await expect(page.getByLabel('Taxa administrativa (%)')).toHaveValue('2,50');

  // The server wants at least one unit: its error shows under the field.
  await page.getByRole('button', { name: 'Criar método de pagamento' }).click();
  await expect(page.getByText('Ocorreu um erro ao criar o método de pagamento.')).toBeVisible();
  await expect(page.getByText('não pode ficar em branco')).toBeVisible();
  await pickUnit(page, 'Gás Bom Jesus - Centro');
  await page.getByRole('button', { name: 'Criar método de pagamento' }).click();
  await expect(page.getByText('Método de pagamento criado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/metodos-de-pagamento$/);

  await page.getByPlaceholder('Nome...').fill(name.toLowerCase().replace('cartão', 'cartao'));
  await page.getByPlaceholder('Nome...').press('Enter');
  await expect(page.getByRole('heading', { name: 'Listagem de métodos de pagamento (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('ativo');
  await expect(row).toContainText('débito');
  await expect(row).toContainText('2,50');

  // Edit: no longer a card → the fee is cleared and the type becomes "outro" before submit.
  await row.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Editar método de pagamento' })).toBeVisible();
  await expect(page.getByLabel('Descrição')).toHaveValue(name);
  await expect(page.getByLabel('Taxa administrativa (%)')).toHaveValue('2,50');
  await page.getByLabel('É cartão').uncheck();
  await expect(page.getByLabel('Taxa administrativa (%)')).toBeDisabled();
  await page.getByText('inativo', { exact: true }).click();
  await expect(page.getByLabel('inativo')).toBeChecked();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Método de pagamento editado com sucesso.')).toBeVisible();
  const edited = page.getByRole('row', { name: new RegExp(name) });
  await expect(edited).toContainText('inativo');
  await expect(edited).toContainText('outro');
  await expect(edited).toContainText('0,00');

  await edited.getByRole('button', { name: `Remover ${name}` }).click();
  await expect(page.getByText('Você tem certeza?')).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText(`O método de pagamento "${name}" foi removido com sucesso.`)).toBeVisible();
  await expect(page.getByText('Nenhum método de pagamento cadastrado.')).toBeVisible();
});

test('a new default method takes the "padrão" tag from the one sharing its unit', async ({ page }) => {
  const name = `Vale Teste ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/metodos-de-pagamento/novo');
  await page.getByLabel('Descrição').fill(name);
  await page.getByLabel('Padrão (pré-selecionado na tela de vendas)').check();
  await pickUnit(page, 'Gás Bom Jesus - Valinhos');
  await page.getByRole('button', { name: 'Criar método de pagamento' }).click();
  await expect(page.getByText('Método de pagamento criado com sucesso.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('padrão');
  await expect(page.getByRole('row', { name: /Dinheiro/ })).not.toContainText('padrão');

  // Put the flag back on Dinheiro (both units) and remove the test method.
  await page
    .getByRole('row', { name: /Dinheiro/ })
    .getByRole('link', { name: 'Editar Dinheiro' })
    .click();
  await page.getByLabel('Padrão (pré-selecionado na tela de vendas)').check();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Método de pagamento editado com sucesso.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Dinheiro/ })).toContainText('padrão');
  await expect(page.getByRole('row', { name: new RegExp(name) })).not.toContainText('padrão');
  await page.getByRole('button', { name: `Remover ${name}` }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText(`O método de pagamento "${name}" foi removido com sucesso.`)).toBeVisible();
});
