import { type Page, expect, test } from '@playwright/test';
import { apiGet, saveEdit, signIn } from './helpers';

/**
 * Types the UF in its select and picks the option once the list shows it, again until the select shows
 * it (Enter alone may beat the list; a keystroke that lands while the new form mounts is lost).
 */
async function pickUf(page: Page, uf: string) {
  const select = page.locator('.ant-select').filter({ has: page.getByLabel('UF') });
  await expect(async () => {
    await page.getByLabel('UF').fill(uf, { timeout: 2000 });
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${uf}\\b`) })
      .first()
      .click({ timeout: 2000 });
    await expect(select).toContainText(uf, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** Removes the open TO periods an earlier try of this spec left (its retry would meet them as overlaps). */
async function removeTestPeriods(page: Page) {
  const left = await apiGet<{ id: number; source: string }[]>(page, '/gas_do_povo_prices?query=Portaria de teste');
  for (const p of left.filter((r) => r.source.startsWith('Portaria de teste'))) {
    expect((await page.request.delete(`/api/gas_do_povo_prices/${p.id}`)).status()).toBe(204);
  }
}

const T = {
  create: 'Criar preço de referência',
  created: 'Preço de referência criado com sucesso.',
  edited: 'Preço de referência editado com sucesso.',
  search: 'UF ou portaria...',
};

test('preços do Gás do Povo: create a period, refuse an overlapping one, find, edit, delete', async ({ page }) => {
  // Two saves, a search and a delete: over a minute on a busy two-core machine.
  test.setTimeout(120_000);
  const source = `Portaria de teste ${Date.now()}`;
  await signIn(page, 'admin');
  await removeTestPeriods(page);
  await page.goto('/gas-do-povo/precos');
  await expect(page.getByText('Valor que a Caixa paga por resgate do Gás do Povo em cada estado')).toBeVisible();
  await page.getByRole('button', { name: T.create }).click();
  await expect(page).toHaveURL(/\/gas-do-povo\/precos\/novo$/);

  // Nothing typed: refused under the fields, nothing saved (the form drawn and focused first).
  await expect(page.getByRole('heading', { name: T.create })).toBeVisible();
  await expect(page.getByLabel('UF')).toBeFocused();
  await page.getByRole('button', { name: T.create }).click();
  await expect(page.getByText('não pode ficar em branco').first()).toBeVisible();

  await pickUf(page, 'TO');
  await page.getByLabel('Preço de referência (R$)').fill('11050');
  await page.getByLabel('Início da vigência').fill('01/12/2026');
  await page.keyboard.press('Enter');
  await page.getByLabel('Fonte (portaria)').fill(source);
  await page.getByRole('button', { name: T.create }).click();
  await expect(page.getByText(T.created)).toBeVisible();
  await expect(page).toHaveURL(/\/gas-do-povo\/precos$/);

  // A second open period of TO from 01/01/2027 overlaps the first: refused on the start, in pt-BR.
  await page.getByRole('button', { name: T.create }).click();
  await expect(page.getByRole('heading', { name: T.create })).toBeVisible();
  await pickUf(page, 'TO');
  await page.getByLabel('Preço de referência (R$)').fill('11200');
  await page.getByLabel('Início da vigência').fill('01/01/2027');
  await page.keyboard.press('Enter');
  await page.getByLabel('Fonte (portaria)').fill(`${source} b`);
  await page.getByRole('button', { name: T.create }).click();
  await expect(page.getByText('o período se sobrepõe ao preço de TO de 01/12/2026 sem fim')).toBeVisible();
  await page.goto('/gas-do-povo/precos');

  await page.getByPlaceholder(T.search).fill(source);
  await page.getByPlaceholder(T.search).press('Enter');
  await expect(page.getByRole('heading', { name: 'Listagem de preços de referência (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(source) });
  await expect(row).toContainText('R$ 110,50');
  await expect(row).toContainText('01/12/2026');
  await expect(row).toContainText('em vigor');

  const name = 'TO R$ 110,50 desde 01/12/2026';
  await row.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Editar preço de referência' })).toBeVisible();
  await expect(page.getByLabel('Fonte (portaria)')).toHaveValue(source);
  // Enter in the date saves the form (keyboard first).
  await page.getByLabel('Fim da vigência (vazio: sem fim)').fill('31/12/2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText(T.edited)).toBeVisible();
  await expect(page).toHaveURL(/\/gas-do-povo\/precos\?query=/);
  const edited = page.getByRole('row', { name: new RegExp(source) });
  await expect(edited).toContainText('31/12/2026');
  await edited.getByRole('button', { name: `Remover ${name}` }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText(`O preço de referência "${name}" foi removido com sucesso.`)).toBeVisible();
});

test('preços do Gás do Povo: a shipped price saved unchanged stays as it was', async ({ page }) => {
  await signIn(page, 'admin');
  const [first] = await apiGet<{ id: number; updated_at: string }[]>(page, '/gas_do_povo_prices');
  expect(first, 'the product ships reference prices').toBeTruthy();
  const { updated_at: _before, ...before } = await apiGet<Record<string, unknown>>(
    page,
    `/gas_do_povo_prices/${first!.id}`,
  );
  await page.goto(`/gas-do-povo/precos/${first!.id}/editar`);
  await expect(page.getByLabel('Fonte (portaria)')).toHaveValue(String(before.source));
  await saveEdit(page, 'Salvar alterações', T.edited, /\/gas-do-povo\/precos$/);
  const { updated_at: _after, ...after } = await apiGet<Record<string, unknown>>(
    page,
    `/gas_do_povo_prices/${first!.id}`,
  );
  expect(after).toEqual(before);
});

test('Gás do Povo: enrolling a unit of a UF without price warns on the unit screen and on the sale form; an eligible product', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const warning = 'Não há preço de referência do Gás do Povo em vigor para SP hoje';
  await signIn(page, 'admin');
  // The demo's SP price (Valinhos is enrolled with it) set inactive for the test, SP then without a price; put back.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const inForce = (
    await apiGet<{ id: number; uf: string; active: boolean; starts_on: string; ends_on: string | null }[]>(
      page,
      '/gas_do_povo_prices?per_page=all',
    )
  ).filter((p) => p.uf === 'SP' && p.active && p.starts_on <= today && (p.ends_on === null || p.ends_on >= today));
  const setActive = async (active: boolean) => {
    for (const p of inForce) {
      const res = await page.request.patch(`/api/gas_do_povo_prices/${p.id}`, {
        data: { gas_do_povo_price: { active } },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  };
  await setActive(false);
  try {
    await withoutSpPrice(page, warning);
  } finally {
    await setActive(true);
  }
});

async function withoutSpPrice(page: Page, warning: string) {
  const units = await apiGet<{ id: number; name: string }[]>(page, '/resales');
  const centro = units.find((u) => u.name.endsWith('Centro'))!;
  await page.goto(`/revendas/${centro.id}/editar`);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(centro.name);
  await expect(page.getByText(warning)).toHaveCount(0);
  await page.getByLabel('Credenciada no Gás do Povo').check();
  await saveEdit(page, 'Salvar alterações', 'Revenda editada com sucesso.', /\/revendas/);

  await page.goto(`/revendas/${centro.id}/editar`);
  await expect(page.getByLabel('Credenciada no Gás do Povo')).toBeChecked();
  await expect(page.getByRole('alert').filter({ hasText: warning })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByText(warning).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/gas-do-povo-unit.png' });

  // Its P13 refill becomes eligible on the product form.
  const [p13] = await apiGet<{ id: number; description: string }[]>(page, `/products?resale_id=${centro.id}&query=P13`);
  await page.goto(`/produtos/${p13!.id}/editar`);
  await expect(page.getByLabel('Elegível ao Gás do Povo')).not.toBeChecked();
  await page.getByLabel('Elegível ao Gás do Povo').check();
  await saveEdit(page, 'Atualizar produto', 'Produto editado com sucesso.', /\/produtos/);
  expect((await apiGet<{ gas_do_povo_eligible: boolean }>(page, `/products/${p13!.id}`)).gas_do_povo_eligible).toBe(
    true,
  );

  await page.goto('/vendas/novo');
  await page.getByLabel('Revenda').click();
  await page.locator('.ant-select-item-option', { hasText: centro.name }).click();
  await expect(page.getByRole('alert').filter({ hasText: warning })).toBeVisible();
  await page.screenshot({ path: 'test-results/gas-do-povo-sale-form.png' });

  // The demo unit is every other test's too: back to not enrolled (the front-line tests measure its sale form).
  await page.goto(`/revendas/${centro.id}/editar`);
  await page.getByLabel('Credenciada no Gás do Povo').uncheck();
  await saveEdit(page, 'Salvar alterações', 'Revenda editada com sucesso.', /\/revendas/);
  await page.goto('/vendas/novo');
  await page.getByLabel('Revenda').click();
  await page.locator('.ant-select-item-option', { hasText: centro.name }).click();
  await expect(page.getByRole('alert').filter({ hasText: warning })).toHaveCount(0);
}
