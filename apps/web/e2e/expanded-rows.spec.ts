import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { screenOf, signIn, visit } from './helpers';
import { SEED_ROUTES } from './routes';

test.use({ viewport: { width: 1366, height: 768 } });

// Every list of the route table whose rows open below themselves (the customers' accordion)
// is expanded at 1366×768: the page does not scroll sideways, neither does the table, and the
// expanded row's actions are on screen.
test('expanded rows at 1366×768 keep the list on screen with their actions', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const lists = SEED_ROUTES.filter((r) => !/\/(novo|nova|editar|\d)/.test(r.path)).map((r) => r.path);
  const expandable: string[] = [];
  for (const list of lists) {
    await visit(page, list);
    await expect(screenOf(page, list).getByRole('heading').first(), list).toBeVisible();
    const icon = page.locator('tbody .ant-table-row-expand-icon');
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
    if ((await icon.count()) === 0) continue;
    expandable.push(list);
    await icon.first().click();
    const expanded = page.locator('tr.ant-table-expanded-row').first();
    await expect(expanded).toBeVisible();
    const widths = await page.evaluate(() => {
      const table = document.querySelector('.ant-table-content');
      return {
        page: document.scrollingElement!.scrollWidth,
        viewport: window.innerWidth,
        table: table?.scrollWidth ?? 0,
        tableBox: table?.clientWidth ?? 0,
      };
    });
    expect(widths.page, `${list}: the page scrolls sideways`).toBeLessThanOrEqual(widths.viewport);
    expect(widths.table, `${list}: the table scrolls sideways`).toBeLessThanOrEqual(widths.tableBox + 1);
    // The expanded row's buttons and links (vender, edit, delete…), and the row's columns, on screen.
    const actions = expanded.locator('button:visible, a:visible');
    expect(await actions.count(), list).toBeGreaterThan(0);
    for (const action of await actions.all()) await expect(action, list).toBeInViewport();
    for (const header of await page.locator('thead th').all()) await expect(header, list).toBeInViewport();
    if (list === '/clientes') {
      for (const name of ['vender', 'Editar', 'Últimas compras', 'WhatsApp'])
        await expect(expanded.getByRole('button', { name }), name).toBeInViewport();
      await expect(page.getByRole('columnheader', { name: 'Telefones' })).toBeInViewport();
      await page.screenshot({ path: path.join(os.tmpdir(), 'customers-expanded-1366.png') });
    }
  }
  expect(expandable).toContain('/clientes');
});
