import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { screenOf, signIn } from './helpers';
import { type Role, SEED_ROUTES, allows } from './routes';

// axe on every route, no serious or critical violation (WCAG 2.x A and AA rules).
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

/**
 * antd's labels in English (the ones its code writes, build/antdLabels.ts) and icons announced by their
 * English name (`aria-label` = the icon's own name, the `anticon-{name}` class): what a screen reader would
 * read in English on the screen.
 */
const ENGLISH_LABELS = [
  'Select all',
  'Custom selection',
  'Increase Value',
  'Decrease Value',
  'Clear',
  'Close',
  'close',
  'Search',
  'search',
  'segmented control',
];

async function englishNames(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate((english) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('[aria-label]:not([aria-hidden="true"])')) {
      const label = el.getAttribute('aria-label') ?? '';
      const icon = /(?:^|\s)anticon-([\w-]+)/.exec(el.getAttribute('class') ?? '')?.[1];
      if (english.includes(label) || (icon && label === icon)) out.push(`${el.tagName.toLowerCase()} "${label}"`);
    }
    return out;
  }, ENGLISH_LABELS);
  return [...new Set(found)].map((f) => `${where}: ${f}`);
}

async function settled(page: Page, path: string) {
  await expect(screenOf(page, path).getByRole('heading').first(), path).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  // Toasts and transitions done: axe reads the screen as the user meets it (a toast's colours halfway through its
  // fade-in read as a contrast error). A toast whose chunk loads late starts after the first wait: a route that
  // answers with a toast (the caller's unknown phone) waits for it before this (SeedRoute.toast).
  await page.waitForTimeout(300);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

test('the sign-in screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByPlaceholder('Telefone ou e-mail')).toBeVisible();
  expect([...(await violations(page, '/login')), ...(await englishNames(page, '/login'))]).toEqual([]);
});

const ROLE_ROUTES: Record<Role, (typeof SEED_ROUTES)[number][]> = {
  admin: SEED_ROUTES.filter((r) => allows(r.who, 'admin')),
  attendant: [],
  // The deliverer's home on a phone, 'Minhas entregas', and their Caixa (the rest of their routes are the
  // admin's screens).
  deliverer: SEED_ROUTES.filter((r) => ['/entregas', '/transacoes', '/transacoes/novo'].includes(r.path)),
};

/**
 * One test per role and route (a walk through every screen in one test outgrew its time limit on a busy
 * CI machine): each opens its screen in a page of its own with the role's session, signed in once per
 * worker, so a retry repeats one screen.
 */
for (const role of ['admin', 'deliverer'] as const) {
  test.describe(`${role}`, () => {
    let state: Awaited<ReturnType<BrowserContext['storageState']>>;
    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext();
      await signIn(await context.newPage(), role);
      state = await context.storageState();
      await context.close();
    });

    for (const route of ROLE_ROUTES[role]) {
      test(route.path, async ({ browser, baseURL }) => {
        const context = await browser.newContext({
          storageState: state,
          baseURL,
          ...(role === 'deliverer' ? { viewport: { width: 390, height: 844 } } : {}),
        });
        const page = await context.newPage();
        let path = route.path;
        if (route.api) {
          const res = await context.request.get(route.api);
          expect(res.ok(), route.api).toBe(true);
          const body = await res.json();
          const rows = (Array.isArray(body) ? body : body.data) as { id: number }[];
          path = path.replace('{id}', String(rows[0]!.id));
        }
        await page.goto(path);
        if (route.toast) await expect(page.getByText(route.toast)).toBeVisible();
        await settled(page, path);
        // The sale form's channel buttons are a radio group named by their label.
        if (route.path === '/vendas/novo')
          await expect(page.getByRole('radiogroup', { name: 'Canal', exact: true })).toBeVisible();
        const found = [...(await violations(page, path)), ...(await englishNames(page, path))];
        if (found.length) {
          fs.mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({ path: `${SHOTS}/${role}${path.replace(/\//g, '_')}.png` });
        }
        await context.close();
        expect(found).toEqual([]);
      });
    }
  });
}
