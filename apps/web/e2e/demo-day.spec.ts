import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

/**
 * The demo's day in progress: on a fresh demo each demo user finds the day's work on their first
 * screens — the deliverer their cards on the phone, the attendant the missed calls and the re-purchase
 * queue, the owner a Painel of today with figures. The server topped today up before it was ready.
 */
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/demo-day';

test.beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the deliverer's first screen has today's deliveries", async ({ page }) => {
    await signIn(page, 'deliverer');
    await expect(page).toHaveURL((u) => u.pathname === '/entregas');
    await expect(page.getByRole('heading', { name: 'Minhas entregas' })).toBeVisible();
    await expect(page.getByTestId('delivery-card').first()).toBeVisible();
    expect(await page.getByTestId('delivery-card').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByText('Nenhuma entrega em aberto.')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/deliverer-390x844.png` });
  });
});

test.describe('on a desk', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the attendant finds missed calls on the home screen and customers to call in Recompra', async ({ page }) => {
    await signIn(page, 'attendant');
    const queue = page.getByTestId('missed-calls');
    await expect(queue).toBeVisible();
    await expect(queue.locator('.missed-call').first()).toBeVisible();
    expect(Number(await page.getByTestId('missed-calls-count').getAttribute('data-count'))).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `${SHOTS}/attendant-home-1366x768.png` });

    await page.goto('/recompra');
    await expect(page.getByRole('heading', { name: /Recompra/ })).toBeVisible();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/attendant-recompra-1366x768.png` });
  });

  test("the owner's Painel of today has orders and revenue", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/painel');
    await expect(page.getByRole('heading', { name: 'Painel', level: 3 })).toBeVisible();
    const figure = (title: string) =>
      page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');
    await expect.poll(async () => Number((await figure('Pedidos').innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
    await expect(page.locator('.figure-card').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-painel-1366x768.png` });
  });

  test("the owner's Gás do Povo reconciliation has months of Valinhos' redemptions: received, to receive, one divergent", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/gas-do-povo/conciliacao');
    await expect(page.getByRole('heading', { name: 'Conciliação do Gás do Povo' })).toBeVisible();
    await page.getByLabel('Revenda').click();
    await page.locator('.ant-select-item-option', { hasText: 'Valinhos' }).click();
    const br = (days: number) =>
      new Date(Date.now() - days * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    const inputs = page.locator('.report-filters .ant-picker-range input');
    await inputs.nth(0).click();
    await inputs.nth(0).fill(br(200));
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(br(0));
    await inputs.nth(1).press('Enter');
    // The period applied (the figures below are its own, not the default month's).
    await expect(page.locator('.report-period')).toContainText(`${br(200)} a ${br(0)}`);
    const count = async (state: string) =>
      Number((await page.getByTestId(`gdp-total-${state}`).locator('strong').first().innerText()).replace(/\D/g, ''));
    // The month's figures stay on screen while the period's load: waited for until the divergent one shows.
    await expect.poll(() => count('divergent'), { timeout: 20_000 }).toBe(1);
    expect(await count('all')).toBeGreaterThan(100);
    expect(await count('received')).toBeGreaterThan(100);
    expect(await count('pending')).toBeGreaterThan(0);
    await expect(page.locator('.ant-table-tbody .ant-spin-blur')).toHaveCount(0);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-gas-do-povo-reconciliation-1366x768.png` });
  });

  test("the Vasilhames screen has the depot's empties of several brands", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/estoque/vasilhames');
    const rows = page
      .locator('.ant-card', { hasText: 'Cheios e vazios por marca' })
      .locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    for (const brand of ['Ultragaz', 'Liquigás', 'Supergasbras'])
      await expect(rows.filter({ hasText: brand }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-vasilhames-1366x768.png` });
    await page.screenshot({ path: `${SHOTS}/admin-vasilhames-full.png`, fullPage: true });
  });
});
