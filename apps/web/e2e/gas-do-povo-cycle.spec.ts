import { type Page, expect, test } from '@playwright/test';
import { apiGet, chooseOption, gasDoPovoState, signIn, spGasDoPovoPrice } from './helpers';

// The Gás do Povo beneficiary over time: a family that redeemed 100 days ago (through POST /api/sales) is a
// 'Beneficiário Gás do Povo' in the customer list's filter, its row shows the cycle, the last redemption and
// the next voucher; the cycle is chosen on the customer form; the re-purchase queue brings them back with
// 'Vale Gás do Povo disponível'. The demo unit Valinhos (enrolled by the demo with SP's price) is made sure
// of here, and put back as it was at the end, as gas-do-povo-sale.spec.ts does.

const SHOTS = process.env.E2E_SHOTS ?? 'test-results';
const TZ = 'America/Sao_Paulo';
const isoDaysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString('en-CA', { timeZone: TZ });
const br = (iso: string) => iso.split('-').reverse().join('/');

interface Setup {
  unit: { id: number; name: string };
  priceId: number | null;
  p13: { id: number; description: string };
  before: { enrolled: boolean; eligible: boolean };
}

async function setUp(page: Page): Promise<Setup> {
  const units = await apiGet<{ id: number; name: string }[]>(page, '/resales');
  const unit = units.find((u) => u.name.endsWith('Valinhos'))!;
  const priceId = await spGasDoPovoPrice(page.request, isoDaysAgo(101), isoDaysAgo(0), 10350);
  const [p13] = await apiGet<{ id: number; description: string }[]>(page, `/products?resale_id=${unit.id}&query=P13`);
  const before = await gasDoPovoState(page.request, unit.id, p13!.id);
  const enrol = await page.request.patch(`/api/resales/${unit.id}`, {
    data: { resale: { gas_do_povo_enrolled: true } },
  });
  expect(enrol.status(), await enrol.text()).toBe(200);
  await page.request.patch(`/api/products/${p13!.id}`, { data: { product: { gas_do_povo_eligible: true } } });
  return { unit, priceId, p13: p13!, before };
}

async function tearDown(page: Page, s: Setup) {
  const { enrolled, eligible } = s.before;
  await page.request.patch(`/api/resales/${s.unit.id}`, { data: { resale: { gas_do_povo_enrolled: enrolled } } });
  await page.request.patch(`/api/products/${s.p13.id}`, { data: { product: { gas_do_povo_eligible: eligible } } });
  if (s.priceId) await page.request.delete(`/api/gas_do_povo_prices/${s.priceId}`);
}

test('Gás do Povo beneficiary: the list filter, the customer row, the cycle on the form and the re-purchase queue', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  const s = await setUp(page);
  try {
    const name = `Beneficiária Ciclo ${Date.now()}`;
    const options = (await (await page.request.get('/api/sales/options')).json()) as {
      payment_methods: { id: number; kind: string }[];
    };
    const gdp = options.payment_methods.find((m) => m.kind === 'gas_do_povo')!;
    const redeemedOn = isoDaysAgo(100);
    const sale = await page.request.post('/api/sales', {
      data: {
        sale: {
          resale_id: s.unit.id,
          channel: 'pos',
          sold_on: `${redeemedOn}T10:00:00-03:00`,
          customer_attributes: {
            name,
            resale_id: s.unit.id,
            contacts_attributes: [{ phone: `1998${`${Date.now()}`.slice(-7)}` }],
          },
          items_attributes: [{ product_id: s.p13.id, quantity: 1 }],
          payments_attributes: [{ payment_method_id: gdp.id, value_cents: 10350 }],
          gas_do_povo: {
            validation: 'cpf_sms',
            nsu: `${Date.now()}`.slice(-9),
            cpf_last4: '2468',
            empty_received: true,
          },
        },
      },
    });
    expect(sale.status(), await sale.text()).toBe(201);
    const customerId = (await sale.json()).customer_id as number;

    // The list, filtered by 'Beneficiário Gás do Povo' (server-side: the URL carries it).
    await page.goto('/clientes');
    await page.getByRole('button', { name: 'Filtros' }).click();
    await chooseOption(
      page,
      page.locator('.ant-select').filter({ has: page.getByLabel('Revenda', { exact: true }) }),
      s.unit.name,
    );
    await chooseOption(
      page,
      page.locator('.ant-select').filter({ has: page.getByLabel('Beneficiário Gás do Povo', { exact: true }) }),
      'Somente beneficiários',
    );
    await expect(page).toHaveURL(/gas_do_povo=true/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText('Beneficiário Gás do Povo')).toBeVisible();
    await row.getByText(name).click();
    const details = page.locator('.customer-gas-do-povo');
    await expect(details).toContainText('3 meses');
    await expect(details).toContainText(br(redeemedOn));
    const next3 = (await apiGet<{ gas_do_povo: { next_voucher_on: string } }>(page, `/customers/${customerId}`))
      .gas_do_povo.next_voucher_on;
    await expect(details).toContainText(br(next3));
    await page.screenshot({ path: `${SHOTS}/gas-do-povo-cycle-customers.png` });

    // The cycle, chosen on the form: 2 months (a family of 4 or more).
    await page.goto(`/clientes/${customerId}/editar`);
    await chooseOption(
      page,
      page.locator('.ant-select').filter({ has: page.getByLabel('Ciclo do vale Gás do Povo', { exact: true }) }),
      '2 meses (6 vales por ano)',
    );
    await page.screenshot({ path: `${SHOTS}/gas-do-povo-cycle-form.png` });
    await page.getByRole('button', { name: 'Atualizar cliente' }).click();
    await expect(page.getByText('Cliente editado com sucesso.')).toBeVisible();
    const after = await apiGet<{ gas_do_povo_cycle_months: number; gas_do_povo: { cycle_months: number } }>(
      page,
      `/customers/${customerId}`,
    );
    expect(after.gas_do_povo_cycle_months).toBe(2);
    expect(after.gas_do_povo.cycle_months).toBe(2);

    // The re-purchase queue brings them back: due by the voucher alone, they come after the purchase-due rows.
    const queue = await apiGet<{ data: { id: number }[]; meta: { total: number; per_page: number } }>(
      page,
      `/customers?due=true&resale_id=${s.unit.id}&page=1`,
    );
    const last = Math.max(1, Math.ceil(queue.meta.total / (queue.meta.per_page || 25)));
    await page.goto(`/recompra?resale_id=${s.unit.id}&page=${last}`);
    const queued = page.getByRole('row').filter({ hasText: name });
    await expect(queued).toBeVisible();
    await expect(queued.getByText('Vale Gás do Povo disponível')).toBeVisible();
    await queued.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/gas-do-povo-cycle-repurchase.png` });

    // A call registered takes them out until the next voucher.
    await page.request.patch(`/api/customers/${customerId}`, { data: { customer: { contacted: 'dont_answer' } } });
    const ids = (
      await apiGet<{ data: { id: number }[] }>(page, `/customers?due=true&resale_id=${s.unit.id}&per_page=all`)
    ).data.map((c) => c.id);
    expect(ids).not.toContain(customerId);
  } finally {
    await tearDown(page, s);
  }
});
