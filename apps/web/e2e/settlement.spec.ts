import { type Page, expect, test } from '@playwright/test';
import { apiGet, signIn } from './helpers';

// The office settles a deliverer's day ('Acerto'); the deliverer sees their day's totals.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const SHOTS = process.env.E2E_SHOTS ?? '/tmp';

interface Options {
  products: { id: number; price_cents: number; resale_id: number }[];
  payment_methods: { id: number; description: string; resale_ids: number[] }[];
  resales: { id: number; name: string }[];
}
interface Settlement {
  status: string;
  lines: { payment_method: { description: string }; expected_cents: number }[];
  totals: { expected_cents: number };
}

/** R$ 1.234,56 as the screen writes it (a non-breaking space after R$). */
const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\s/g, '\u00a0');

/** A sale of the unit's first product, written through the API with the page's session. */
async function postSale(page: Page, sale: Record<string, unknown>) {
  const res = await page.request.post('/api/sales', { data: { sale } });
  expect(res.status(), await res.text()).toBe(201);
}

async function refs(page: Page) {
  const o = await apiGet<Options>(page, '/sales/options');
  const resaleId = o.resales[0]!.id;
  const method = (re: RegExp) =>
    o.payment_methods.find((m) => re.test(m.description) && m.resale_ids.includes(resaleId))!;
  return {
    resaleId,
    product: o.products.find((p) => p.resale_id === resaleId)!,
    cash: method(/^dinheiro$/i),
    card: method(/débito/i),
  };
}

test('the attendant settles a deliverer’s day: handed in per method, the difference, closed read-only, reopened', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'attendant');
  const r = await refs(page);
  const employees = (await apiGet<{ employees: { id: number; name: string }[] }>(page, '/settlements/options'))
    .employees;
  const jose = employees.find((e) => e.name === 'José Carlos da Silva')!;
  // A day before the demo data's year of sales (a run of its own: a day of this minute's number).
  const day = new Date(Date.now() - (400 + (Math.floor(Date.now() / 60_000) % 300)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const soldOn = `${day}T14:00:00-03:00`;
  const base = { resale_id: r.resaleId, employee_id: jose.id, sold_on: soldOn };
  // R$ 80 paid with R$ 100 in cash (R$ 20 of change); R$ 110 as R$ 60 on the card and R$ 55 in cash (R$ 5 back).
  // Finished: a delivered one would also show on the deliverer's cards of the second test.
  await postSale(page, {
    ...base,
    status: 'finished',
    items_attributes: [{ product_id: r.product.id, quantity: 1, price_cents: 8000 }],
    payments_attributes: [{ payment_method_id: r.cash.id, value_cents: 10000 }],
  });
  await postSale(page, {
    ...base,
    status: 'finished',
    items_attributes: [{ product_id: r.product.id, quantity: 1, price_cents: 11000 }],
    payments_attributes: [
      { payment_method_id: r.card.id, value_cents: 6000 },
      { payment_method_id: r.cash.id, value_cents: 5500 },
    ],
  });

  await page.goto(`/acerto?employee_id=${jose.id}&date=${day}`);
  await expect(page.getByRole('heading', { name: 'Acerto do entregador' })).toBeVisible();
  const table = page.getByTestId('settlement-table');
  const row = (method: string) => table.getByRole('row').filter({ hasText: method });
  await expect(row('Dinheiro')).toContainText(brl(13000));
  await expect(row('Cartão de débito')).toContainText(brl(6000));
  await expect(page.getByTestId('settlement-status')).toHaveText('Aberto');

  await page.getByLabel('Recebido — Dinheiro').fill('12800');
  await page.getByLabel('Recebido — Cartão de débito').fill('6000');
  await expect(row('Dinheiro')).toContainText(`-${brl(200)}`);
  await expect(page.getByTestId('settlement-handed-in-total')).toHaveText(brl(18800));
  await expect(page.getByTestId('settlement-difference-total')).toHaveText(`-${brl(200)}`);
  await page.getByLabel('Observação').fill('Faltaram R$ 2,00 de troco');

  await page.getByRole('button', { name: 'Fechar acerto' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Fechar acerto' }).click();
  await expect(page.getByText('Acerto fechado.')).toBeVisible();
  await expect(page.getByTestId('settlement-status')).toHaveText('Fechado');
  await expect(page.getByTestId('settlement-closed-by')).toContainText('Fechado por');
  // Read-only: no inputs, the amounts as kept.
  await expect(table.getByRole('textbox')).toHaveCount(0);
  await expect(row('Dinheiro')).toContainText(brl(12800));
  await expect(page.getByRole('button', { name: 'Fechar acerto' })).toHaveCount(0);
  await expect(page.getByText('Faltaram R$ 2,00 de troco')).toBeVisible();
  await page.waitForTimeout(5500); // the toast gone from the picture
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/acerto-office.png` });

  // The day's sales are refused while closed, with the reason.
  const sales = await apiGet<{ id: number }[]>(page, `/sales?employee_id=${jose.id}&date=${day}`);
  const refused = await page.request.patch('/api/sales/update_status', {
    data: { id: sales[0]!.id, status: 'finished' },
  });
  expect(refused.status()).toBe(422);
  const [y, m, d] = day.split('-');
  expect((await refused.json()).status).toEqual([
    `O acerto de José Carlos da Silva do dia ${d}/${m}/${y} está fechado — reabra o acerto para alterar esta venda.`,
  ]);

  await page.getByRole('button', { name: 'Reabrir acerto' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Reabrir acerto' }).click();
  await expect(page.getByText('Acerto reaberto.')).toBeVisible();
  await expect(page.getByTestId('settlement-status')).toHaveText('Aberto');
  await expect(page.getByLabel('Recebido — Dinheiro')).toHaveValue('128,00');
});

test('the deliverer sees their day’s expected totals per method on Minhas entregas (390 × 844, touch)', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, 'deliverer');
  const r = await refs(page);
  // A delivered sale of today: R$ 100 in cash for R$ 80 (the deliverer is set by the server).
  await postSale(page, {
    resale_id: r.resaleId,
    status: 'delivered',
    items_attributes: [{ product_id: r.product.id, quantity: 1, price_cents: 8000 }],
    payments_attributes: [{ payment_method_id: r.cash.id, value_cents: 10000 }],
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const s = await apiGet<Settlement>(page, `/settlements?resale_id=${r.resaleId}&date=${today}`);
  const cash = s.lines.find((l) => l.payment_method.description === 'Dinheiro')!;
  expect(cash.expected_cents).toBeGreaterThanOrEqual(8000);

  await page.goto('/entregas');
  const day = page.getByTestId('my-day');
  await expect(day).toContainText('Meu acerto de hoje');
  await expect(day.locator('.my-day-line').filter({ hasText: 'Dinheiro' })).toContainText(brl(cash.expected_cents));
  await expect(page.getByTestId('my-day-total')).toHaveText(brl(s.totals.expected_cents));
  // Fits the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/acerto-deliverer.png` });
  await context.close();
});
