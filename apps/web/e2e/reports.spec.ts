import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { menuLabels, signIn } from './helpers';

/** 'R$ 1.234,56' → 123456 */
const cents = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/** Generates the report for the first unit and last month (the demo history has sales every day). */
async function generate(page: Page, route: string, title: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  await page.getByLabel('Revenda').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.locator('.report-filters .ant-picker').click();
  await page.locator('.ant-picker-dropdown:visible').getByText('Último mês', { exact: true }).click();
  await page.getByRole('button', { name: 'Gerar relatório' }).click();
  await expect(page.getByText(/^Período: \d\d\/\d\d\/\d{4} a \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

test('the reports are in the menu as the roles allow', async ({ page }) => {
  await signIn(page, 'admin');
  const admin = await menuLabels(page);
  for (const label of [
    'Fechamento diário',
    'Fechamento de venda por produto',
    'Vendas por forma de pagamento',
    'Preço médio por produto',
  ])
    expect(admin).toContain(label);
  await page.context().clearCookies();
  await signIn(page, 'attendant');
  const attendant = await menuLabels(page);
  expect(attendant).toContain('Vendas por forma de pagamento');
  expect(attendant).not.toContain('Fechamento diário');
});

test('daily closing: today by default, every section, printed to A4 with the chosen sections', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/relatorios/fechamento-diario');
  // Today and the first unit, generated at once.
  await expect(page.getByText(/^Período: \d\d\/\d\d\/\d{4} — /)).toBeVisible();
  await generate(page, '/relatorios/fechamento-diario', 'Fechamento diário');
  for (const title of [
    'Entradas por forma de pagamento por vendedor',
    'Produtos por vendedor',
    'Recebimentos',
    'Pedidos por status',
    'Saídas / despesas',
    'Resultado',
    'Últimos sete dias',
  ])
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  // The month has sales: the payment table's grand total is the sum of its seller rows.
  const section = page.getByRole('region', { name: 'Entradas por forma de pagamento por vendedor' });
  const rows = section.locator('.ant-table-tbody tr.ant-table-row');
  expect(await rows.count()).toBeGreaterThan(0);
  let sellers = 0;
  for (const text of await rows.locator('td:last-child').allInnerTexts()) sellers += cents(text);
  const total = cents(await section.locator('.ant-table-summary td:last-child').innerText());
  expect(total).toBeGreaterThan(0);
  expect(total).toBe(sellers);
  // Result: balance = inflows − outflows, as shown.
  const result = page.getByRole('region', { name: 'Resultado' });
  const value = async (label: string) =>
    cents(await result.getByRole('row').filter({ hasText: label }).locator('td').last().innerText());
  expect(await value('Saldo')).toBe((await value('Entradas')) - (await value('Saídas')));
  await expect(page.getByRole('img', { name: 'Últimos sete dias' }).locator('svg')).toBeVisible();

  // Print: the selection modal, then the A4 pages with the chosen sections only.
  await page.evaluate(() => {
    window.print = () =>
      document.body.setAttribute('data-printed', String(document.querySelectorAll('.print-hidden').length));
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  const modal = page.getByRole('dialog', { name: 'Selecione as seções para imprimir' });
  await modal.getByLabel('Saídas / despesas').uncheck();
  await modal.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', '1');

  await page.emulateMedia({ media: 'print' });
  await page
    .locator('.report-section[data-section="expenses"]')
    .evaluate((el) => el.parentElement?.classList.add('print-hidden'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fechamento-'));
  const pdf = path.join(dir, 'fechamento.pdf');
  await page.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', pdf, path.join(dir, 'page')]);
  const images = fs.readdirSync(dir).filter((f) => f.endsWith('.png'));
  expect(images.length).toBeGreaterThan(0);
  expect(images.length).toBeLessThanOrEqual(6);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
  for (const title of [
    'Fechamento diário',
    'Entradas por forma de pagamento por vendedor',
    'Produtos por vendedor',
    'Recebimentos',
    'Pedidos por status',
    'Resultado',
    'Últimos sete dias',
    'Saldo',
  ])
    expect(text).toContain(title);
  expect(text).not.toContain('Saídas / despesas');
  // Nothing of the screen's chrome on paper.
  expect(text).not.toContain('Gerar relatório');
  expect(text).toMatch(/R\$ ?\d/);
  if (process.env.REPORTS_PDF_DIR) fs.cpSync(dir, process.env.REPORTS_PDF_DIR, { recursive: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

test('average price: five sections with charts, totals and an average = total ÷ quantity', async ({ page }) => {
  await signIn(page, 'admin');
  await generate(page, '/relatorios/preco-medio-produto', 'Preço médio por produto');
  for (const title of ['Geral', 'Por canal de venda', 'Por vendedor', 'Por grupo', 'Por setor']) {
    const section = page.getByRole('region', { name: title, exact: true });
    await expect(section).toBeVisible();
    await expect(section.getByRole('img', { name: title }).locator('svg')).toBeVisible();
    const total = section.locator('tr.report-subtotal').last();
    const [q, v, avg] = (await total.locator('td').allInnerTexts()).slice(-3);
    expect(cents(v!)).toBeGreaterThan(0);
    expect(cents(avg!)).toBe(Math.round(cents(v!) / Number(q!.replace(/\D/g, ''))));
  }
  // Every section covers the same items: the same grand total.
  const totals = await page
    .locator('section.report-section tr.report-subtotal:last-child td:nth-last-child(2)')
    .allInnerTexts();
  expect(new Set(totals).size).toBe(1);
});

test('product per seller and payment method per seller, with exports', async ({ page }) => {
  await signIn(page, 'attendant');
  await generate(page, '/relatorios/fechamento-venda-produto', 'Fechamento de venda por produto');
  const quantity = page.getByRole('region', { name: 'Produtos por vendedor (quantidade)' });
  await expect(quantity.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(quantity.getByRole('img').locator('svg')).toBeVisible();

  await generate(page, '/relatorios/por-forma-de-pagamento', 'Vendas por forma de pagamento');
  const section = page.getByRole('region', { name: 'Entradas por forma de pagamento por vendedor' });
  await expect(section.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const total = cents(await section.locator('.ant-table-summary td:last-child').innerText());
  expect(total).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Exportar' }).hover();
  const csvLink = page.getByRole('link', { name: 'Exportar CSV' });
  const href = await csvLink.getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  const body = await csv.text();
  expect(body).toContain('Vendas por forma de pagamento');
  expect(body).toContain('Vendedor;');
  const xlsx = await page.request.get(href!.replace('format=csv', 'format=xlsx'));
  expect(xlsx.status()).toBe(200);
  expect((await xlsx.body()).subarray(0, 2).toString()).toBe('PK');
});
