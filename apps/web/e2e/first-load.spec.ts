import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Browser, type BrowserContextOptions, type Page, expect, test } from '@playwright/test';
import { signIn } from './helpers';

/**
 * What a screen loads before it is usable — the scripts and styles of index.html and of the route's first
 * chunks — measured as the built files' gzip sizes (the .gz copies the server sends), not times. The target
 * is 300 KB for /login and /, 250 KB for /entregas; the ceilings sit just above what each loads now (/:
 * 310–314 KB, by which of its panels have rows; /entregas 265–266 KB: every screen's texts and rules of the
 * domain load with the app, and the fiscal, Gás do Povo and WhatsApp screens added theirs), so a change that brings more into a first load fails here. How each stays small is in docs/performance.md:
 * /login draws the sign-in screen without the app (main.tsx); / loads what the home screen does not draw
 * when it is used (shared/antd/onDemand, OnDemandDropdown, the filters' panel, the drawer), keeps the
 * entry's and the shell's static imports in two chunks (vite.config.ts), and takes antd's rules from the
 * build (build/antdStaticStyles.ts); /entregas loads the cards, their status buttons and the day's summary
 * first, and the PIX code, the take-orders list and the offline queue when first needed.
 */
const DELIVERIES_BUDGET = 266 * 1024;
const BUDGET = { login: 86 * 1024, home: 316 * 1024, deliveries: DELIVERIES_BUDGET };
const dist = path.resolve(import.meta.dirname, '../dist');

function gzipSize(urlPath: string): number {
  const file = path.join(dist, decodeURIComponent(urlPath));
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The JS and CSS a page loads until the network is idle, with their gzip sizes. */
async function firstLoad(page: Page, url: string, ready: () => Promise<void>) {
  const assets = new Set<string>();
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (/\.(js|css)$/.test(u.pathname)) assets.add(u.pathname);
  });
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  const sizes = [...assets].map((a) => ({ asset: a, gzip: gzipSize(a) }));
  const total = sizes.reduce((n, s) => n + s.gzip, 0);
  console.log(
    `${url}: ${Math.round(total / 1024)} KB gzip in ${sizes.length} files; largest: ${sizes
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, Number(process.env.FIRST_LOAD_LIST ?? 12))
      .map((s) => `${path.basename(s.asset)} ${Math.round(s.gzip / 1024)} KB`)
      .join(', ')}`,
  );
  return total;
}

test('first load of /login stays within its gzip budget of JS and CSS', async ({ page }) => {
  const total = await firstLoad(page, '/login', () =>
    expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible(),
  );
  expect(total).toBeLessThanOrEqual(BUDGET.login);
});

/** A new browser (no cached files) with the role's session: opening the app in the morning. */
async function signedInContext(browser: Browser, role: 'admin' | 'deliverer', options: BrowserContextOptions = {}) {
  const signedIn = await browser.newContext(options);
  const first = await signedIn.newPage();
  await signIn(first, role);
  const state = await signedIn.storageState();
  await signedIn.close();
  return browser.newContext({ ...options, storageState: state });
}

test('first load of / signed in stays within its gzip budget of JS and CSS', async ({ browser }) => {
  const context = await signedInContext(browser, 'admin');
  const page = await context.newPage();
  const total = await firstLoad(page, '/', () => expect(page.getByTestId('navbar-email')).toBeVisible());
  expect(total).toBeLessThanOrEqual(BUDGET.home);
  await context.close();
});

test("first load of /entregas on the deliverer's phone stays within its gzip budget of JS and CSS", async ({
  browser,
}) => {
  const context = await signedInContext(browser, 'deliverer', {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const total = await firstLoad(page, '/entregas', async () => {
    await expect(page.getByRole('heading', { name: 'Minhas entregas' })).toBeVisible();
    // The cards (or the list's empty state) and the day's summary drawn.
    await expect(page.locator('.delivery-list, .ant-empty').first()).toBeVisible();
  });
  expect(total).toBeLessThanOrEqual(BUDGET.deliveries);
  await context.close();
});
