import { type Browser, type BrowserContextOptions, type Page, expect, test } from '@playwright/test';
import { LOGINS } from './helpers';

/**
 * The signed-in screens on a phone do not move as their parts arrive (Lighthouse's cumulative layout
 * shift, at most 0.1 on its mobile profile): the home screen's sales list with the missed calls above it, and
 * the deliverer's list. Measured as Lighthouse does, by the browser's layout-shift entries (those not caused by
 * input), with the CPU slowed 4× as on its mobile profile, from the page's start until the network is idle.
 */
const PHONE: BrowserContextOptions = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

async function signedIn(browser: Browser, role: keyof typeof LOGINS, baseURL: string) {
  const context = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'block' });
  const res = await context.request.post('/api/users/sign_in', {
    data: { user: { login: LOGINS[role], password: 'demo1234', remember: true } },
  });
  expect(res.status()).toBe(200);
  return context;
}

/** Lighthouse's mobile network (slow 4G): its parts arrive one after another, as on a phone in the street. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * The page's layout shift (the sum of the entries without recent input), opened with a 4× slower CPU (and on
 * slow 4G when `network` says so).
 */
async function layoutShift(page: Page, url: string, ready: () => Promise<void>, network?: typeof SLOW_4G) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test('the home screen on a phone: the sales list first, then the missed calls, nothing moves', async ({
  browser,
  baseURL,
}) => {
  const context = await signedIn(browser, 'admin', baseURL!);
  const page = await context.newPage();
  const asked: { url: string; at: number; done?: number }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) asked.push({ url: new URL(r.url()).pathname, at: Date.now() });
  });
  page.on('requestfinished', (r) => {
    const a = asked.find((x) => x.url === new URL(r.url()).pathname && x.done === undefined);
    if (a) a.done = Date.now();
  });
  const shift = await layoutShift(page, '/', async () => {
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('missed-calls')).toBeVisible();
  });
  expect(shift).toBeLessThanOrEqual(0.1);
  // The queue of missed calls is read once the list's first page has come.
  const sales = asked.find((a) => a.url === '/api/sales');
  const missed = asked.find((a) => a.url === '/api/call_logs/missed');
  expect(sales?.done).toBeDefined();
  expect(missed).toBeDefined();
  expect(missed!.at).toBeGreaterThanOrEqual(sales!.done!);
  await context.close();
});

test("the deliverer's list on a phone: nothing moves as the cards and the day's summary arrive", async ({
  browser,
  baseURL,
}) => {
  const context = await signedIn(browser, 'deliverer', baseURL!);
  const page = await context.newPage();
  const shift = await layoutShift(
    page,
    '/entregas',
    async () => {
      await expect(page.getByRole('heading', { name: 'Minhas entregas' })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.delivery-list, .ant-empty').first()).toBeVisible({ timeout: 30_000 });
    },
    SLOW_4G,
  );
  // The day's summary keeps its place while it arrives, the cards wait for the empties' brands (their buttons
  // would push each card's moves down; drawn before them, the page moved by 0.04–0.08 on this emulation).
  expect(shift).toBeLessThanOrEqual(0.02);
  await context.close();
});
