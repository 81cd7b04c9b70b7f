import { expect, test } from '@playwright/test';
import { menuLabels, signIn } from './helpers';

const CHARTS = [
  'Vendas e faturamento por hora',
  'Vendas e faturamento por canal',
  'Tempo de entrega',
  'Prazo por entregador',
  'Clientes por segmento',
  'À vista e a prazo',
  'A receber nesta semana',
];

/** The dashboard ('Painel'): the admin's charts and tables; others are sent home. */
test('the admin opens /painel and sees each chart, its table, and a period change asks again', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  expect(await menuLabels(page)).toContain('Painel');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/dashboard') asked.push(r.url());
  });
  await page.goto('/painel?preset=last30');
  await expect(page.getByRole('heading', { name: 'Painel', level: 3 })).toBeVisible();
  await expect(page.getByText(/^Período: \d\d\/\d\d\/\d{4} a \d\d\/\d\d\/\d{4}/)).toBeVisible();
  for (const title of CHARTS) {
    const card = page.locator('.figure-card').filter({ has: page.getByText(title, { exact: true }) });
    await expect(card, title).toHaveCount(1);
    // The chart is drawn (echarts, SVG so it prints sharp) with its accessible name…
    await expect(card.getByRole('img', { name: title }).locator('svg'), title).toHaveCount(1);
    // …and its table is there for screen readers, then on screen with 'Ver tabela'.
    await expect(card.locator('.visually-hidden table caption'), title).toHaveText(title);
    await card.getByRole('button', { name: 'Ver tabela' }).click();
    await expect(card.getByRole('table', { name: title }), title).toBeVisible();
    expect(await card.locator('tbody tr').count(), title).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Ver gráfico' }).click();
    await expect(card.getByRole('img', { name: title })).toBeVisible();
  }
  // The 30 days of demo sales: orders and revenue.
  const orders = page.locator('.ant-statistic').filter({ hasText: 'Pedidos' }).locator('.ant-statistic-content');
  const monthOrders = Number((await orders.innerText()).replace(/\D/g, ''));
  expect(monthOrders).toBeGreaterThan(100);
  await page.screenshot({ path: '/tmp/painel-30-dias.png', fullPage: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/painel-1366x768.png' });

  // Another period asks the server again and shows its figures.
  const before = asked.length;
  await page.locator('.ant-segmented-item').filter({ hasText: 'Hoje' }).click();
  await expect(page.getByText(/^Período: \d\d\/\d\d\/\d{4} — /)).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThan(before);
  expect(new URL(asked.at(-1)!).searchParams.get('from')).toBe(new URL(asked.at(-1)!).searchParams.get('to'));
  await expect.poll(async () => Number((await orders.innerText()).replace(/\D/g, ''))).toBeLessThan(monthOrders);
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
});

test('the deliverer is sent away from /painel, without the menu entry', async ({ page }) => {
  await signIn(page, 'deliverer');
  expect(await menuLabels(page)).not.toContain('Painel');
  await page.goto('/painel');
  await expect(page).not.toHaveURL(/\/painel/);
  await expect(page.getByRole('heading', { name: 'Painel', level: 3 })).toHaveCount(0);
  const res = await page.evaluate(async () => (await fetch('/api/dashboard')).status);
  expect(res).toBe(403);
});
