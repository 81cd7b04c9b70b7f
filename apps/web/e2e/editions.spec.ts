import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { screenOf, signIn, visit } from './helpers';
import { SEED_ROUTES, concrete } from './routes';

/**
 * The gas edition calls a unit Revenda, the manager edition (a host with
 * 'gestor') Loja, everywhere. An admin walks every route of each edition, list and form screens, with
 * the filter panel open, and no visible text nor placeholder says the other edition's word.
 */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const placeholders = [...document.querySelectorAll('[placeholder]')].map((e) => e.getAttribute('placeholder'));
    return [document.title, document.body.innerText, ...placeholders].join('\n');
  });
}

/** Lines of `text` with the word, for the failure message. */
const linesWith = (text: string, word: RegExp) => text.split('\n').filter((l) => word.test(l));

test.use({ viewport: { width: 1366, height: 768 } });

const EDITIONS = [
  {
    name: 'manager',
    host: 'gestor.localhost',
    // Any 'revenda', any case; e-mail addresses are data (a supplier's 'revendas@…').
    clean: (t: string) => t.replace(/\S+@\S+/g, ''),
    wrong: /revenda/i,
    right: /\bLojas?\b/,
  },
  {
    name: 'gas',
    host: 'localhost',
    // 'Cofre da loja' is the name of a demo bank, data rather than wording.
    clean: (t: string) => t.replace(/Cofre da loja/g, ''),
    wrong: /\blojas?\b/i,
    right: /\bRevendas?\b/,
  },
] as const;

for (const edition of EDITIONS) {
  test(`${edition.name} edition: no screen says ${edition.name === 'manager' ? 'Revenda' : 'Loja'}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const base = (baseURL ?? '').replace('localhost', edition.host);
    const manager = edition.name === 'manager';
    await signIn(page, 'admin', base);
    const found: string[] = [];
    const seen = new Map<string, string>();
    for (const route of SEED_ROUTES) {
      const path = await concrete(page, route, manager);
      await visit(page, path);
      const main = screenOf(page, path);
      await expect(main.getByRole('heading').first(), path).toBeVisible();
      await expect(page, path).toHaveURL((url) => url.pathname === path);
      const filters = main.getByRole('button', { name: 'Filtros' });
      if ((await filters.isVisible()) && (await filters.getAttribute('aria-expanded')) === 'false')
        await filters.click();
      // Let the lists and forms fill in (column titles, empty states, the record's values).
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
      if (manager && route.path === '/vendas/novo')
        await page.screenshot({ path: join(tmpdir(), 'gestor-sale-form-1366.png') });
      const text = edition.clean(await screenText(page));
      seen.set(route.path, text);
      for (const line of linesWith(text, edition.wrong)) found.push(`${path}: ${line.trim()}`);
    }
    // The walk reads what the screens say: the unit's field and column carry the edition's own word.
    for (const path of ['/vendas/novo', '/clientes/novo', '/produtos', '/grupos/novo', '/contas-a-receber'])
      expect(seen.get(path), path).toMatch(edition.right);
    // The customers' expanded row names the unit too.
    await page.goto(`${base}/clientes`);
    await page.locator('tbody tr.ant-table-row').first().click();
    await expect(page.locator('.customer-details')).toBeVisible();
    for (const line of linesWith(edition.clean(await screenText(page)), edition.wrong))
      found.push(`/clientes (row expanded): ${line.trim()}`);
    expect(found).toEqual([]);
  });
}
