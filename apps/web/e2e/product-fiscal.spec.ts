import { expect, test } from '@playwright/test';
import { apiAs, apiGet, saveEdit, signIn } from './helpers';

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/product-fiscal';

interface Product {
  id: number;
  description: string;
  resale: { name: string };
}

test('the product form’s Fiscal section: suggested from the description, 100% rule, saved with the product', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  // A P45 never given fiscal data (the demo's own products have theirs).
  const office = await apiAs(baseURL!, 'admin');
  const units = (await (await office.get('/api/resales')).json()) as { id: number; name: string }[];
  const made = await office.post('/api/products', {
    data: {
      product: {
        description: `Gás P45 (cilindro 45 kg) ${Date.now()}`,
        price_cents: 42000,
        resale_id: units.find((u) => u.name.endsWith('Centro'))!.id,
      },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const p45 = (await made.json()) as Product;
  await office.dispose();
  await page.goto(`/produtos/${p45.id}/editar`);
  await expect(page.getByRole('heading', { name: 'Editar produto' })).toBeVisible();

  // Never saved: the P45 preset, labelled as a suggestion.
  await expect(page.getByText('Dados fiscais ainda não salvos: sugestão a partir da descrição.')).toBeVisible();
  await expect(page.getByLabel('NCM')).toHaveValue('27111910');
  await expect(page.getByLabel('CST / CSOSN do ICMS')).toHaveValue('61');
  await expect(page.getByLabel('Quantidade tributável por unidade')).toHaveValue('45,0000');
  await expect(page.getByLabel('Código ANP')).toHaveValue('210203001');

  // The distributor's note: 90% petroleum GLP and 10% national GLGN; typed 90 alone is refused.
  await page.getByLabel('GLP de petróleo (%)').fill('90');
  await page.getByRole('button', { name: 'Atualizar produto' }).click();
  await expect(page.getByText('GLP, GLGN nacional e GLGN importado devem somar 100%')).toBeVisible();
  await page.getByLabel('GLGN nacional (%)').fill('10');
  await page.getByLabel('Valor de partida por kg (R$)').fill('655');
  await page.getByLabel('GLP de petróleo (%)').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/fiscal-section.png` });
  await saveEdit(page, 'Atualizar produto', 'Produto editado com sucesso.', /\/produtos$/);

  const saved = await apiGet<{ saved: boolean; fiscal: Record<string, unknown> }>(page, `/products/${p45.id}/fiscal`);
  expect(saved.saved).toBe(true);
  expect(saved.fiscal).toMatchObject({ p_glp_e4: 900_000, p_gnn_e4: 100_000, p_gni_e4: 0, start_value_cents: 655 });

  // Open again: the saved data, no suggestion; a preset button fills every field (water: no fuel group).
  await page.goto(`/produtos/${p45.id}/editar`);
  await expect(page.getByLabel('GLGN nacional (%)')).toHaveValue('10,0000');
  await expect(page.getByText('Dados fiscais ainda não salvos: sugestão a partir da descrição.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Água' }).click();
  await expect(page.getByLabel('NCM')).toHaveValue('22011000');
  await expect(page.getByLabel('Código ANP')).toHaveCount(0);
  await page.getByRole('button', { name: 'GLP P45' }).click();
  await expect(page.getByLabel('GLP de petróleo (%)')).toHaveValue('100,0000');
});
