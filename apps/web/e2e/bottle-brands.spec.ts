import { type Page, expect, test } from '@playwright/test';
import { apiGet, saveEdit, signIn } from './helpers';

async function pickUnit(page: Page, unit: string) {
  await page.getByLabel('Revendas').click();
  await page.locator('.ant-select-item-option', { hasText: unit }).click();
  await page.keyboard.press('Escape');
}

const T = {
  create: 'Criar marca',
  created: 'Marca criada com sucesso.',
  edited: 'Marca editada com sucesso.',
  search: 'Nome...',
  empty: 'Nenhuma marca cadastrada.',
};

test('marcas: create, find in the list, edit, delete', async ({ page }) => {
  // Two saves, a search and a delete: over a minute on a busy two-core machine.
  test.setTimeout(120_000);
  const name = `Marca ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/marcas');
  await page.getByRole('button', { name: T.create }).click();
  await expect(page).toHaveURL(/\/marcas\/nova$/);
  await expect(page.locator('.ant-breadcrumb')).toContainText('Início/Marcas/Nova marca');

  // No name: refused under the field, nothing saved.
  await pickUnit(page, 'Gás Bom Jesus - Centro');
  await page.getByRole('button', { name: T.create }).click();
  await expect(page.getByText('não pode ficar em branco').first()).toBeVisible();
  await page.getByLabel('Nome').fill(name);
  await expect(page.getByLabel('Ativo', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: T.create }).click();
  await expect(page.getByText(T.created)).toBeVisible();
  await expect(page).toHaveURL(/\/marcas$/);

  await page.getByPlaceholder(T.search).fill(name);
  await page.getByPlaceholder(T.search).press('Enter');
  await expect(page.getByRole('heading', { name: 'Listagem de marcas (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Sim');

  await row.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Editar marca' })).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveValue(name);
  await page.getByLabel('Ativo', { exact: true }).uncheck();
  await saveEdit(page, 'Salvar alterações', T.edited, /\/marcas\?query=/);
  const edited = page.getByRole('row', { name: new RegExp(name) });
  await expect(edited).toContainText('Não');
  await edited.getByRole('button', { name: `Remover ${name}` }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText(`A marca "${name}" foi removida com sucesso.`)).toBeVisible();
  await expect(page.getByText(T.empty)).toBeVisible();
});

test('marcas: an existing record of the demo data saved unchanged stays as it was', async ({ page }) => {
  await signIn(page, 'admin');
  const [first] = await apiGet<{ id: number; updated_at: string }[]>(page, '/bottle_brands');
  expect(first, 'the demo data has marcas').toBeTruthy();
  const { updated_at: _before, ...before } = await apiGet<Record<string, unknown>>(page, `/bottle_brands/${first!.id}`);
  await page.goto(`/marcas/${first!.id}/editar`);
  await expect(page.getByLabel('Nome')).toHaveValue(String(before.name));
  await saveEdit(page, 'Salvar alterações', T.edited, /\/marcas$/);
  const { updated_at: _after, ...after } = await apiGet<Record<string, unknown>>(page, `/bottle_brands/${first!.id}`);
  expect(after).toEqual(before);
});
