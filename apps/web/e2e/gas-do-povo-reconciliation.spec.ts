import { type Page, expect, test } from '@playwright/test';
import { apiGet, signIn } from './helpers';

// The Gás do Povo reconciliation (Financeiro › Gás do Povo): four redemptions of the demo unit Valinhos,
// made here through the sale write (the unit enrolled, priced and given a Caixa account for them, then left
// as it was: the demo enrols it), paid by one Caixa deposit that settles three and leaves one divergent.

const SHOTS = process.env.E2E_SHOTS ?? 'test-results';
const PRICE = 8967;
// A week of the programme's first month no other spec prices: Monday's redemptions are due Wednesday.
const DAY = '2025-11-03';

interface Setup {
  unit: { id: number; name: string };
  bank: number;
  price: number;
  nsus: string[];
  /** The unit's programme fields before the test (the demo's Caixa account back at its end). */
  before: { gas_do_povo_enrolled: boolean; gas_do_povo_bank_id: number | null };
}

async function setUp(page: Page): Promise<Setup> {
  const units = await apiGet<{ id: number; name: string }[]>(page, '/resales');
  const unit = units.find((u) => u.name.endsWith('Valinhos'))!;
  const { gas_do_povo_enrolled, gas_do_povo_bank_id } = await apiGet<Setup['before']>(page, `/resales/${unit.id}`);
  const stamp = `${Date.now()}`.slice(-7);
  const bank = await page.request.post('/api/banks', {
    data: {
      bank: {
        type_bank: 'institute',
        description: `Caixa Gás do Povo ${stamp}`,
        ag: '0001',
        account: `${stamp}-0`,
        resale_id: unit.id,
        init_balance_cents: 0,
      },
    },
  });
  expect(bank.status(), await bank.text()).toBe(201);
  const price = await page.request.post('/api/gas_do_povo_prices', {
    data: {
      gas_do_povo_price: {
        uf: 'SP',
        price_cents: PRICE,
        starts_on: DAY,
        ends_on: '2025-11-07',
        source: 'Portaria e2e',
      },
    },
  });
  expect(price.status(), await price.text()).toBe(201);
  const product = await page.request.post('/api/products', {
    data: {
      product: {
        description: `P13 conciliação ${stamp}`,
        price_cents: 11000,
        resale_id: unit.id,
        gas_do_povo_eligible: true,
      },
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const enrol = await page.request.patch(`/api/resales/${unit.id}`, {
    data: { resale: { gas_do_povo_enrolled: true, gas_do_povo_bank_id: (await bank.json()).id } },
  });
  expect(enrol.status(), await enrol.text()).toBe(200);
  const methods = await apiGet<{ id: number; kind?: string; description: string }[]>(
    page,
    `/payment_methods?query=${encodeURIComponent('Gás do Povo')}`,
  );
  const gdp = methods.find((m) => m.kind === 'gas_do_povo' || m.description.includes('Gás do Povo'))!;
  const nsus: string[] = [];
  try {
    for (let i = 1; i <= 4; i++) {
      const nsu = `${stamp}${i}`;
      const sale = await page.request.post('/api/sales', {
        data: {
          sale: {
            resale_id: unit.id,
            channel: 'pos',
            sold_on: `${DAY}T1${i}:00:00-03:00`,
            items_attributes: [{ product_id: (await product.json()).id, quantity: 1 }],
            payments_attributes: [{ payment_method_id: gdp.id, value_cents: PRICE }],
            gas_do_povo: { validation: 'bolsa_familia_card', nsu, cpf_last4: '1234', empty_received: true },
          },
        },
      });
      expect(sale.status(), await sale.text()).toBe(201);
      nsus.push(nsu);
    }
  } finally {
    // The demo unit's enrolment as it was (the test's Caixa account stays for the deposit).
    await page.request.patch(`/api/resales/${unit.id}`, { data: { resale: { gas_do_povo_enrolled } } });
  }
  return {
    unit,
    bank: (await bank.json()).id,
    price: (await price.json()).id,
    nsus,
    before: { gas_do_povo_enrolled, gas_do_povo_bank_id },
  };
}

async function typeRange(page: Page, start: string, end: string) {
  const inputs = page.locator('.report-filters .ant-picker-range input');
  const from = inputs.nth(0);
  await from.click();
  await from.fill(start);
  await from.press('Enter');
  const to = inputs.nth(1);
  await to.fill(end);
  await to.press('Enter');
}

test('Gás do Povo: one Caixa deposit settles three redemptions and leaves one divergent', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  const s = await setUp(page);
  try {
    await reconcile(page, s);
  } finally {
    // The demo's Caixa account back as the unit's.
    await page.request.patch(`/api/resales/${s.unit.id}`, {
      data: { resale: { gas_do_povo_bank_id: s.before.gas_do_povo_bank_id } },
    });
  }
});

async function reconcile(page: Page, s: Setup) {
  await page.goto('/gas-do-povo/conciliacao');
  await expect(page.getByRole('heading', { name: 'Conciliação do Gás do Povo' })).toBeVisible();
  await page.getByLabel('Revenda').click();
  await page.locator('.ant-select-item-option', { hasText: s.unit.name }).click();
  await typeRange(page, '03/11/2025', '03/11/2025');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(4);
  await expect(page.locator('.ant-table-tbody .ant-tag', { hasText: 'Atrasado' })).toHaveCount(4);
  await expect(page.getByTestId('gdp-total-overdue')).toContainText('R$ 358,68');

  for (const nsu of s.nsus) await page.getByLabel(`NSU ${nsu}`).check();
  await expect(page.getByTestId('gdp-chosen')).toContainText('4 resgate(s) escolhido(s): R$ 358,68');
  // Caixa paid three in full and R$ 50,00 of the fourth.
  await page.getByLabel('Valor depositado').fill('31901');
  await expect(page.getByLabel('Valor depositado')).toHaveValue('319,01');
  await page.getByRole('button', { name: 'Conciliar depósito' }).click();
  await expect(page.getByText('Depósito de R$ 319,01 conciliado com 4 resgate(s).')).toBeVisible();

  await expect(page.locator('.ant-table-tbody .ant-tag', { hasText: 'Recebido' })).toHaveCount(3);
  await expect(page.locator('.ant-table-tbody .ant-tag', { hasText: 'Divergente' })).toHaveCount(1);
  await expect(page.getByTestId('gdp-total-divergent')).toContainText('Em aberto: R$ 39,67');
  await expect(page.getByTestId('gdp-total-all')).toContainText('Recebido: R$ 319,01');
  await expect(page.getByTestId('gdp-chosen')).toContainText('Nenhum resgate escolhido');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/gas-do-povo-reconciliation.png` });

  // The money is in the unit's Caixa account; a second click on the same redemptions is refused.
  const bank = await apiGet<{ balance_cents: number }>(page, `/banks/${s.bank}`);
  expect(bank.balance_cents).toBe(31901);
  const divergent = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Divergente' });
  await expect(divergent).toContainText('R$ 39,67');
  await page.screenshot({ path: `${SHOTS}/gas-do-povo-reconciliation-table.png`, fullPage: true });

  // The owner's report of the day: four redemptions at the reference price against the shelf price.
  await page.goto('/relatorios/gas-do-povo');
  await expect(page.getByRole('heading', { name: 'Gás do Povo por dia' })).toBeVisible();
  await page.getByLabel('Revenda').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: s.unit.name }).click();
  await typeRange(page, '03/11/2025', '03/11/2025');
  await page.getByRole('button', { name: 'Gerar relatório' }).click();
  const day = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '03/11/2025' });
  await expect(day).toContainText('R$ 358,68');
  await expect(day).toContainText('R$ 440,00');
  await page.screenshot({ path: `${SHOTS}/gas-do-povo-report.png` });

  // The Painel's figure: what Caixa still owes includes this deposit's difference.
  await page.goto('/painel');
  const card = page.locator('.figure-card', { hasText: 'Gás do Povo' });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(card.getByRole('row', { name: /A receber da Caixa/ })).toBeVisible();
  await expect(card.getByRole('row', { name: /Resgates do mês/ })).toBeVisible();
  await card.screenshot({ path: `${SHOTS}/gas-do-povo-painel.png` });
}
