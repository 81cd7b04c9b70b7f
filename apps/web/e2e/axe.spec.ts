import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { screenOf, signIn, visit } from './helpers';
import { type Role, SEED_ROUTES, allows, concrete } from './routes';

// Issue 26: axe on every route, no serious or critical violation (WCAG 2.x A and AA rules).
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/axe';

async function violations(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim()}`),
    }));
}

async function settled(page: Page, path: string) {
  await expect(screenOf(page, path).getByRole('heading').first(), path).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  // Toasts and transitions gone: axe reads the screen as the user meets it.
  await page.waitForTimeout(300);
}

test('the sign-in screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByPlaceholder('Telefone ou e-mail')).toBeVisible();
  expect(await violations(page, '/login')).toEqual([]);
});

const ROLE_ROUTES: Record<Role, (typeof SEED_ROUTES)[number][]> = {
  admin: SEED_ROUTES.filter((r) => allows(r.who, 'admin')),
  attendant: [],
  // The deliverer's home on a phone: 'Minhas entregas' (the rest of their routes are the admin's screens).
  deliverer: SEED_ROUTES.filter((r) => r.path === '/entregas'),
};

for (const role of ['admin', 'deliverer'] as const) {
  test(`${role}: every screen`, async ({ page }) => {
    test.setTimeout(600_000);
    if (role === 'deliverer') await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, role);
    const found = [];
    for (const route of ROLE_ROUTES[role]) {
      const path = await concrete(page, route);
      await visit(page, path);
      await settled(page, path);
      const v = await violations(page, path);
      if (v.length) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/${role}${path.replace(/\//g, '_')}.png` });
      }
      found.push(...v);
    }
    expect(found).toEqual([]);
  });
}
