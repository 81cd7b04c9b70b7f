import { type Page, expect, test } from '@playwright/test';
import { apiGet, caixaReceivableOf, gasDoPovoState, signIn, spGasDoPovoPrice } from './helpers';

// Gás do Povo at the counter: a P13 refill paid by the voucher (the reference price, filled in and not
// editable) and the freight paid in PIX; the sale's redemption and Caixa's receivable checked through the API.
// The demo unit (Valinhos: the browser tests' sales run in Centro) is shared: the demo enrols it with SP's price
// and its P13 eligible; the spec makes sure of it (a price for today when none is in force) and leaves it as it was.

const SHOTS = process.env.E2E_SHOTS ?? 'test-results';

async function pick(page: Page, label: string, option: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  // A unit's product list outgrows the dropdown's window (other specs add products): type to find it.
  if (label.startsWith('Produto')) await input.fill(option);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

interface Setup {
  unit: { id: number; name: string };
  priceId: number | null;
  p13: { id: number; description: string };
  freight: number;
  before: { enrolled: boolean; eligible: boolean };
}

async function setUp(page: Page): Promise<Setup> {
  const units = await apiGet<{ id: number; name: string }[]>(page, '/resales');
  const unit = units.find((u) => u.name.endsWith('Valinhos'))!;
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const priceId = await spGasDoPovoPrice(page.request, today, today, 10350);
  const [p13] = await apiGet<{ id: number; description: string }[]>(page, `/products?resale_id=${unit.id}&query=P13`);
  const before = await gasDoPovoState(page.request, unit.id, p13!.id);
  const enrol = await page.request.patch(`/api/resales/${unit.id}`, {
    data: { resale: { gas_do_povo_enrolled: true } },
  });
  expect(enrol.status(), await enrol.text()).toBe(200);
  await page.request.patch(`/api/products/${p13!.id}`, { data: { product: { gas_do_povo_eligible: true } } });
  const freight = await page.request.post('/api/products', {
    data: { product: { description: `Taxa de entrega ${Date.now()}`, price_cents: 800, resale_id: unit.id } },
  });
  expect(freight.status(), await freight.text()).toBe(201);
  return { unit, priceId, p13: p13!, freight: (await freight.json()).id, before };
}

async function tearDown(page: Page, s: Setup) {
  const { enrolled, eligible } = s.before;
  await page.request.patch(`/api/resales/${s.unit.id}`, { data: { resale: { gas_do_povo_enrolled: enrolled } } });
  await page.request.patch(`/api/products/${s.p13.id}`, { data: { product: { gas_do_povo_eligible: eligible } } });
  if (s.priceId) await page.request.delete(`/api/gas_do_povo_prices/${s.priceId}`);
}

test('Gás do Povo at the counter: a P13 paid by the voucher, the freight in PIX', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  const s = await setUp(page);
  try {
    const freightName = (await apiGet<{ description: string }>(page, `/products/${s.freight}`)).description;
    await page.goto('/vendas/novo');
    await page.getByLabel('Revenda').click();
    await page.locator('.ant-select-item-option', { hasText: s.unit.name }).click();
    await pick(page, 'Produto 1', s.p13.description);
    await page.getByLabel('Quantidade 1').fill('1');
    await page.getByRole('button', { name: 'Adicionar produto' }).click();
    await pick(page, 'Produto 2', freightName);
    await expect(page.getByLabel('Preço unitário 2')).toHaveValue('8,00');

    // Payment 1: Gás do Povo. Its value is the reference price, not editable; the refill costs that.
    await pick(page, 'Forma de pagamento 1', 'Gás do Povo');
    await expect(page.getByLabel('Valor 1')).toHaveValue('103,50');
    await expect(page.getByLabel('Valor 1')).toBeDisabled();
    await expect(page.getByLabel('Preço unitário 1')).toHaveValue('103,50');
    await expect(page.getByTestId('gas-do-povo-redemption')).toBeVisible();
    await pick(page, 'Validação', 'Cartão Bolsa Família');
    const nsu = `${Date.now()}`.slice(-9);
    await page.getByLabel('NSU / código de autorização').fill(nsu);
    await page.getByLabel('4 últimos dígitos do CPF').fill('4321');
    // Payment 2: the freight, in PIX.
    await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
    await pick(page, 'Forma de pagamento 2', 'PIX');
    await expect(page.getByLabel('Valor 2')).toHaveValue('8,00');
    await expect(page.getByTestId('sale-total')).toContainText('111,50');
    await expect(page.getByRole('button', { name: 'Salvar venda' })).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/gas-do-povo-sale-form.png` });

    await page.getByRole('button', { name: 'Salvar venda' }).click();
    await expect(page.getByText('Venda realizada com sucesso.')).toBeVisible();

    const [sale] = await apiGet<
      {
        id: number;
        total_cents: number;
        gas_do_povo: { nsu: string; cpf_last4: string; price_cents: number; empty_received: boolean } | null;
      }[]
    >(page, `/sales?resale_id=${s.unit.id}&per_page=all&number=${await lastDoc(page, s.unit.id)}`);
    expect(sale!.total_cents).toBe(11150);
    expect(sale!.gas_do_povo).toMatchObject({ nsu, cpf_last4: '4321', price_cents: 10350, empty_received: true });
    // Owed by 'Caixa – Gás do Povo', not by the family: found in the receivables by the debtor's name.
    expect(await caixaReceivableOf(page.request, sale!.id)).toMatchObject({ value_cents: 10350 });

    // The same NSU again: refused under its field, in pt-BR.
    await page.goto('/vendas/novo');
    await page.getByLabel('Revenda').click();
    await page.locator('.ant-select-item-option', { hasText: s.unit.name }).click();
    await pick(page, 'Produto 1', s.p13.description);
    await page.getByLabel('Quantidade 1').fill('1');
    await pick(page, 'Forma de pagamento 1', 'Gás do Povo');
    await pick(page, 'Validação', 'CPF + SMS');
    await page.getByLabel('NSU / código de autorização').fill(nsu);
    await page.getByLabel('4 últimos dígitos do CPF').fill('1111');
    await page.getByRole('button', { name: 'Salvar venda' }).click();
    await expect(
      page.getByText(`O NSU ${nsu} já foi usado em outro resgate do Gás do Povo desta unidade.`),
    ).toBeVisible();
  } finally {
    await tearDown(page, s);
  }
});

async function lastDoc(page: Page, unit: number): Promise<number> {
  const rows = await apiGet<{ doc_number: number }[]>(page, `/sales?resale_id=${unit}`);
  return Math.max(...rows.map((r) => r.doc_number));
}
