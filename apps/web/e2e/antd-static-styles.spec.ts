import { type Page, expect, test } from '@playwright/test';
import { signIn } from './helpers';

/**
 * The built app runs antd in zero-runtime mode, its components' rules static
 * (build/antdStaticStyles.ts). Every antd component on a screen carries antd's hash class (`css-…`), its
 * first `ant-` class being the component's own (`ant-btn`, `ant-table-wrapper`, `ant-select-dropdown`…):
 * each of those must have rules in the page, or the component is unstyled (its style module's entry was
 * not drawn at build time). And antd computes no component style at run time: the only styles it writes
 * are the static entries and its tokens' CSS variables.
 */
async function unstyledComponents(page: Page) {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const all = selectors.join('\n');
    const roots = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('[class*="css-"]'))) {
      const classes = Array.from(el.classList);
      if (!classes.some((c) => /^css-[a-z0-9]+$/.test(c))) continue;
      const own = classes.find((c) => c.startsWith('ant-'));
      if (own) roots.add(own);
    }
    return [...roots].filter((c) => !new RegExp(`\\.${c}(?![\\w-])`).test(all));
  });
}

async function runtimeStyles(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-css-hash]'))
      .filter((s) => !s.getAttribute('data-css-hash')?.startsWith('antd-static-'))
      // The tokens' CSS variables (`.css-var-…{--ant-…}`): what antd still registers in this mode.
      .filter((s) => !/^(\s*[^{}]*\{(\s*--ant-[\w-]+:[^;{}]*;?)*\s*\})*\s*$/.test(s.textContent ?? ''))
      .map((s) => (s.textContent ?? '').slice(0, 120)),
  );
}

test('antd components have their static rules and antd computes no style at run time', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.locator('.ant-table')).toBeVisible();
  expect(await unstyledComponents(page)).toEqual([]);
  // A form with selects, a date picker, a collapse; a select's dropdown open.
  await page.goto('/vendas/novo');
  await expect(page.getByRole('button', { name: 'Salvar venda' })).toBeVisible();
  await page.getByRole('combobox').first().click();
  await expect(page.locator('.ant-select-dropdown')).toBeVisible();
  expect(await unstyledComponents(page)).toEqual([]);
  await page.keyboard.press('Escape');
  // A dialog (the command palette: Modal, Input).
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await unstyledComponents(page)).toEqual([]);
  expect(await runtimeStyles(page)).toEqual([]);
});
