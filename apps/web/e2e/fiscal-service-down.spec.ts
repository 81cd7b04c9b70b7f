import { FISCAL_PRESETS } from '@ability/domain';
import { expect, test } from '@playwright/test';
import { apiAs, saveFiscalSettings, signIn } from './helpers';

// The home screen's notice of a unit whose notes get no answer. The browser tests' server sends Nuvem Fiscal's
// calls to an address nobody answers (NUVEM_FISCAL_URL in server.mjs): Valinhos issues through Nuvem Fiscal,
// its note is sent and waits; after a minute the home screen says so. Its own project, after every other (the
// notice shows on the home screen of whoever sees Valinhos, and its note keeps waiting after the test).

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/fiscal-service-down';

test('Nuvem Fiscal does not answer: the note waits and, a minute later, the home screen says which unit and since when', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const office = await apiAs(baseURL!, 'admin');
  const units = (await (await office.get('/api/resales')).json()) as { id: number; name: string }[];
  const valinhos = units.find((u) => u.name.endsWith('Valinhos'))!;
  await saveFiscalSettings(office, valinhos.id, {
    environment: 'homologacao',
    issue_on: 'manual',
    provider: 'nuvem_fiscal',
    nuvem_client_id: 'valinhos-client-id',
    nuvem_client_secret: 'valinhos-client-secret',
  });

  const product = await office.post('/api/products', {
    data: {
      product: {
        description: `P13 fora do ar ${Date.now() % 100_000}`,
        resale_id: valinhos.id,
        price_cents: 11_000,
        capacity: 'P13',
        fiscal: FISCAL_PRESETS.p13,
      },
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = ((await product.json()) as { id: number }).id;
  const options = (await (await office.get('/api/sales/options')).json()) as {
    payment_methods: { id: number; description: string; resale_ids: number[] }[];
  };
  const cash = options.payment_methods.find(
    (m) => /dinheiro/i.test(m.description) && m.resale_ids.includes(valinhos.id),
  )!;
  const sold = await office.post('/api/sales', {
    data: {
      sale: {
        resale_id: valinhos.id,
        channel: 'door',
        items_attributes: [{ product_id: productId, quantity: 1, price_cents: 11_000 }],
        payments_attributes: [{ payment_method_id: cash.id, value_cents: 11_000 }],
      },
    },
  });
  expect(sold.status(), await sold.text()).toBe(201);
  const sale = (await sold.json()) as { id: number };

  // 'Emitir NFC-e': sent, no answer — the note waits, nothing is lost.
  const issued = await office.post(`/api/sales/${sale.id}/nfce`);
  expect(issued.ok(), await issued.text()).toBe(true);
  expect(await issued.json()).toMatchObject({ state: 'em_processamento', attempts: 1 });

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  await expect(page.getByTestId('navbar-email')).toBeVisible();
  // In flight for less than a minute: no notice yet.
  await expect(page.getByTestId('fiscal-service-notice')).toHaveCount(0);

  await expect
    .poll(async () => ((await (await office.get('/api/fiscal_notes/services_down')).json()) as unknown[]).length, {
      timeout: 120_000,
      intervals: [5_000],
    })
    .toBe(1);
  await office.dispose();
  await page.reload();
  const notice = page.getByTestId('fiscal-service-notice');
  await expect(notice.getByText(`${valinhos.name}: a Nuvem Fiscal não responde`)).toBeVisible();
  await expect(
    notice.getByText(/^1 NFC-e aguardando envio desde \d\d:\d\d\. As vendas seguem normalmente/),
  ).toBeVisible();
  // Above the list, which still works.
  await expect(page.getByRole('heading', { name: /Pedidos/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/home-notice.png` });
});
