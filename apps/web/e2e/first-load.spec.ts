import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Browser, type BrowserContextOptions, type Page, expect, test } from '@playwright/test';
import { signIn } from './helpers';

/**
 * What a screen loads before it is usable — the scripts and styles of index.html and
 * of the route's first chunks — measured as the built files' gzip sizes (the .gz copies the server
 * sends), not times. The target is 300 KB for both; the ceilings keep what was won (the forced
 * antd chunk gone, the signed-in shell loaded after sign-in: /login 488 → 322 KB; then the sign-in
 * screen without antd's Card and Typography and the not-found and connection-error Results on demand:
 * 322 → 283 KB, under the target). / was 498 KB; then what the home screen does not draw at once loads
 * when it is used (the filters' panel with antd's Select, the details drawer, the printable order, the
 * date picker's calendar, Pagination's page-size Select, Table's tree filter, the phone's menu drawer),
 * Card, Typography and FloatButton are replaced by global.css where they only drew a frame, and the
 * sign-in form left the main chunk: / 498 → 402 KB, still over the target (React, React Router, antd's
 * style engine, Table, Menu, the App's toasts and dialogs). /login paid 9 KB for its own chunk (283 →
 * 292 KB, under the target). Then the sign-in screen drew no antd component (native form elements in
 * antd's look), and antd's provider, theme and App left the root for the signed-in shell's chunk:
 * /login 292 → 158 KB. antd's App (its notification, message and modal hooks) left the shell: those
 * load with the first toast or dialog (shared/antdFeedback.ts): / 409 → 399 KB. Then antd's @rc-component
 * packages were declared free of import side effects (antd's form context had kept rc-form's Form, Field
 * and validator in every first load): 399 → 391 KB; the command palette's dialog and the shortcuts list
 * load when first opened, and lists take Input.Search alone (not TextArea, Password, OTP): 391 → 371 KB;
 * Table's column filter menu, single-row Radio, virtual table and the default empty state of Table and
 * List load when drawn (none is on the home screen): 371 → 350 KB; antd's Dropdown loads when a menu's
 * trigger is reached (shared/OnDemandDropdown.tsx): 350 → 348 KB. Then the side menu became a
 * navigation landmark of links with disclosure buttons for its sections (app/SideNav.tsx, antd's dark
 * menu's look in CSS), the layout and its column plain elements in antd's look: no antd Menu, rc-menu,
 * Sider or Layout: 348 → 331 KB; antd's Tooltip (rc-trigger) loads when the pointer first reaches a
 * tooltip's trigger (the header's, a table's sorter; shared/antd/TooltipOnDemand.tsx), the missed calls'
 * List with the first missed call, their count drawn by CSS: 331 → 315 KB; the breadcrumb in antd's look
 * without antd's Breadcrumb, the lists' filter count loads Badge when a filter is first on: 315 → 310 KB.
 * Then the chunks: what index.html's script imports statically (the screens' labels, the route paths,
 * React Router, React Query) in one `boot` chunk instead of some 30 files, the signed-in shell's static
 * imports in one `shell` chunk (vite.config.ts, codeSplitting), dayjs without its unused relativeTime
 * plugin: / 310 → 294 KB in 47 files (was 100), /login 160 → 155 KB in 10 files (was 36; antd's click wave
 * loaded with the first click took 1 KB more off /, and was put back: with it the 'Atualizar' of a new
 * version no longer applied it). Both under the target. What / still loads: React (66 KB), the boot
 * chunk (80 KB: React Router 30, React Query 8, the route registry with the menu's icons, the labels),
 * the shell (antd's style engine, Button, Space, Spin, the layout), Table, Pagination, Input.Search,
 * Checkbox, Tag and the sales list; the service worker's registration (2 KB) when it starts before the
 * network is idle. Then a /login opened signed out drew the sign-in screen without the app (main.tsx):
 * no React Router, React Query or route table (the screens' labels, the menu's icons) loads before or
 * after it, and the service worker's registration is a chunk of its own, fetched when the page is idle:
 * /login 155 → 83 KB in 10 files (React is 66 of them). / paid 4 KB for the split (the app's chunk, the
 * sign-in screen's shared modules and the registration now apart from the entry's): 294 → 298 KB in 50
 * files, under the target. And antd's zero-runtime mode (build/antdStaticStyles.ts): its components' style
 * code out of the bundle, their rules as static text in the same chunks (the shell 64 → 58 KB): / 294 KB.
 */
/**
 * /entregas, the deliverer's list on a phone (issue 40): what draws the cards, their status buttons and the
 * day's summary loads first; the PIX code (the QR's library, antd's TextArea), the take-orders list, the
 * offline queue's code (idb) load when first needed, and the day's summary takes today's date without the
 * date picker's module (antd's DatePicker, 34 KB, had come with it), the cards draw their secondary texts
 * without antd's Typography (its tooltip and TextArea): about 340 → 244 KB, in 36 files (the app, React and the
 * shell are 199 of them).
 */
const DELIVERIES_BUDGET = 250 * 1024;
const BUDGET = { login: 85 * 1024, home: 296 * 1024, deliveries: DELIVERIES_BUDGET };
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
      .slice(0, 12)
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
