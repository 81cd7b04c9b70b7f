import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chooseOption, signIn } from './helpers';

const SEGMENTS = [
  { key: 'vip', label: 'VIP' },
  { key: 'em_risco', label: 'Em risco' },
  { key: 'novo', label: 'Novo' },
  { key: 'inativo', label: 'Inativo' },
  { key: 'regular', label: 'Regular' },
];

const total = async (page: import('@playwright/test').Page) => {
  const heading = page.getByRole('heading', { name: /^Clientes \(\d+\)$/ });
  await expect(heading).toBeVisible();
  return Number((await heading.innerText()).replace(/\D/g, ''));
};

test('the customer list tags each customer with its segment and the segment filter narrows it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  await page.goto('/clientes');
  const tags = page.locator('.ant-table-tbody [data-segment]');
  await expect(tags.first()).toBeVisible();
  const all = await total(page);
  await page.screenshot({ path: path.join(os.tmpdir(), 'owner-customers-segments-1366.png') });

  // A segment the demo customers reach today, other than the whole list.
  let pick: { key: string; label: string } | undefined;
  for (const s of SEGMENTS) {
    const res = await page.request.get(`/api/customers?segment=${s.key}&options=false`);
    const n = (await res.json()).meta.total as number;
    if (n > 0 && n < all) {
      pick = s;
      break;
    }
  }
  expect(pick, 'a segment with some of the demo customers').toBeTruthy();
  await page.getByRole('button', { name: 'Filtros' }).click();
  const segment = page.locator('.ant-select').filter({ has: page.getByLabel('Segmento', { exact: true }) });
  await chooseOption(page, segment, pick!.label);
  await expect(page).toHaveURL(new RegExp(`segment=${pick!.key}`));
  await expect(async () => {
    const shown = await tags.allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([pick!.label]));
  }).toPass();
  const inactive = await total(page);
  expect(inactive).toBeLessThan(all);
  await page.screenshot({ path: path.join(os.tmpdir(), 'owner-customers-filtered-1366.png') });

  // The edit page shows the same tag.
  const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await first.click();
  await page
    .getByRole('link', { name: /editar/i })
    .first()
    .click();
  await expect(page.getByText('Segmento hoje')).toBeVisible();
  await expect(page.locator(`.ant-tabs [data-segment="${pick!.key}"]`)).toBeVisible();
});

test('the comodato report shows who holds lent bottles, linked to the customer’s ledger tab', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'attendant');
  await page.goto('/relatorios/comodato');
  await expect(page.getByRole('heading', { name: 'Comodato', level: 3 })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('comodato-total')).toContainText(
    /^(1 vasilhame|\d+ vasilhames) com (1 cliente|\d+ clientes)$/,
  );
  await expect(page.locator('.ant-spin-spinning, .ant-spin-blur')).toHaveCount(0);
  await page.waitForTimeout(600); // antd's fade-ins (the tab's pane, the buttons) end before the screenshot
  await page.screenshot({ path: path.join(os.tmpdir(), 'owner-comodato-report-1366.png') });

  const name = (await rows.first().locator('td').first().innerText()).trim();
  const held = Number((await rows.first().locator('td').nth(4).innerText()).trim());
  expect(held).toBeGreaterThan(0);
  await rows.first().getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/clientes\/\d+\/editar\?aba=comodato/);
  const ledger = page.getByTestId('customer-comodato');
  await expect(ledger).toBeVisible();
  await expect(ledger).toContainText(/(1 vasilhame|\d+ vasilhames) em comodato/);
  await expect(ledger.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-spin-blur')).toHaveCount(0);
  await page.waitForTimeout(600); // antd's fade-ins (the tab's pane, the buttons) end before the screenshot
  await page.screenshot({ path: path.join(os.tmpdir(), 'owner-customer-comodato-tab-1366.png') });
});

test('a lending on the stock adjustments links to the customer’s comodato tab', async ({ page }) => {
  await signIn(page, 'admin');
  const br = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const range = `${br(new Date(Date.now() - 90 * 86_400_000))}-${br(new Date())}`;
  await page.goto(`/estoque/apontamentos?movement_id=lending&date=${encodeURIComponent(range)}`);
  const lending = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Comodato' }).first();
  await expect(lending).toBeVisible();
  await lending.locator('a[title="Ver comodato do cliente"]').click();
  await expect(page).toHaveURL(/\?aba=comodato/);
  await expect(page.getByTestId('customer-comodato')).toBeVisible();
});
