import { expect, test } from '@playwright/test';
import { apiAs, apiGet, chooseOption, saveFiscalSettings, signIn } from './helpers';

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/nfce-provider';

/**
 * The unit's NFC-e provider and a note the job could not build. Only Valinhos (no other spec of the project
 * `app` touches its fiscal settings; the Gás do Povo specs run after), its settings put back at the end:
 * SEFAZ direto, issuing when it did before.
 */
test.describe
  .serial('NFC-e provider and build failures', () => {
    let valinhos: number;
    /** When Valinhos issued before the spec (the demo's setting), put back at the end. */
    let issueOn: string;

    test.beforeAll(async ({ baseURL }) => {
      const office = await apiAs(baseURL!, 'admin');
      const units = (await (await office.get('/api/resales')).json()) as { id: number; name: string }[];
      valinhos = units.find((u) => u.name.endsWith('Valinhos'))!.id;
      // Issuing by hand while the unit points at Nuvem Fiscal with made-up credentials: no sale of another
      // spec handed over meanwhile sends anything to the real service.
      issueOn = (await saveFiscalSettings(office, valinhos, { issue_on: 'manual' })).issue_on;
      await office.dispose();
    });

    test.afterAll(async ({ baseURL }) => {
      const office = await apiAs(baseURL!, 'admin');
      await saveFiscalSettings(office, valinhos, { environment: 'homologacao', issue_on: issueOn, provider: 'sefaz' });
      await office.dispose();
    });

    test('the fiscal settings choose Nuvem Fiscal: client id kept, the secret sent and never shown back', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await signIn(page, 'admin');
      await page.goto(`/revendas/${valinhos}/editar`);
      const card = page.getByRole('region', { name: 'Configuração fiscal (NFC-e)' });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByLabel('Emissor da NFC-e')).toBeVisible();
      await expect(card.getByLabel('Client ID da Nuvem Fiscal')).toHaveCount(0);

      await chooseOption(
        page,
        card.locator('.ant-form-item').filter({ hasText: 'Emissor da NFC-e' }).locator('.ant-select'),
        'Nuvem Fiscal',
      );
      await expect(card.getByText(/A Nuvem Fiscal assina e envia a nota/)).toBeVisible();
      // Without the credentials: refused under each field.
      await card.getByRole('button', { name: 'Salvar configuração fiscal' }).click();
      await expect(card.getByText('informe o client ID e o client secret da Nuvem Fiscal').first()).toBeVisible();

      await card.getByLabel('Client ID da Nuvem Fiscal').fill('valinhos-client-id');
      await card.getByLabel('Client secret da Nuvem Fiscal').fill('SEGREDO-NUVEM-123');
      await card.getByRole('button', { name: 'Salvar configuração fiscal' }).click();
      await expect(page.getByText('Configuração fiscal salva com sucesso.')).toBeVisible();
      await expect(card.getByText('Client secret já cadastrado: deixe em branco para manter.')).toBeVisible();
      await expect(card.getByLabel('Client secret da Nuvem Fiscal')).toHaveValue('');

      // Read again from the server: the provider and the id, never the secret.
      await page.reload();
      await expect(card.getByLabel('Client ID da Nuvem Fiscal')).toHaveValue('valinhos-client-id');
      await expect(card.getByLabel('Client secret da Nuvem Fiscal')).toHaveValue('');
      await expect(card.getByText('Client secret já cadastrado: deixe em branco para manter.')).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/unit-fiscal-nuvem.png` });
      const stored = await page.request.get(`/api/resales/${valinhos}/fiscal_settings`);
      const text = await stored.text();
      expect(text).not.toContain('SEGREDO-NUVEM-123');
      expect(JSON.parse(text)).toMatchObject({
        provider: 'nuvem_fiscal',
        nuvem_client_id: 'valinhos-client-id',
        nuvem_client_secret_set: true,
      });
    });

    test('a sale whose product has no fiscal data: "Notas rejeitadas" shows why and which product to fix', async ({
      page,
      baseURL,
    }) => {
      const office = await apiAs(baseURL!, 'admin');
      await saveFiscalSettings(office, valinhos, { environment: 'homologacao', issue_on: 'save', provider: 'sefaz' });
      const description = `Gás P13 sem dados fiscais ${Date.now() % 100_000}`;
      const created = await office.post('/api/products', {
        data: { product: { description, resale_id: valinhos, price_cents: 11_000, capacity: 'P13' } },
      });
      expect(created.status(), await created.text()).toBe(201);
      const productId = ((await created.json()) as { id: number }).id;
      const o = (await (await office.get('/api/sales/options')).json()) as {
        payment_methods: { id: number; description: string; resale_ids: number[] }[];
      };
      const cash = o.payment_methods.find((m) => /dinheiro/i.test(m.description) && m.resale_ids.includes(valinhos))!;
      const sold = await office.post('/api/sales', {
        data: {
          sale: {
            resale_id: valinhos,
            channel: 'door',
            items_attributes: [{ product_id: productId, quantity: 1, price_cents: 11_000 }],
            payments_attributes: [{ payment_method_id: cash.id, value_cents: 11_000 }],
          },
        },
      });
      expect(sold.status(), await sold.text()).toBe(201);
      const sale = (await sold.json()) as { id: number; doc_number: number };
      await expect
        .poll(async () => (await (await office.get(`/api/sales/${sale.id}/nfce`)).json()).state, { timeout: 20_000 })
        .toBe('rejeitada');
      await office.dispose();

      await page.setViewportSize({ width: 1366, height: 768 });
      await signIn(page, 'admin');
      await page.goto('/notas-rejeitadas');
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${sale.doc_number}` }) });
      await expect(row).toBeVisible();
      await expect(row.getByText('Não enviada')).toBeVisible();
      await expect(row.getByText('Sem número (não montada)')).toBeVisible();
      await expect(row.getByText(`O produto "${description}" não tem dados fiscais`)).toBeVisible();
      const fix = row.getByRole('link', { name: `Dados fiscais de ${description}` });
      await expect(fix).toHaveAttribute('href', `/produtos/${productId}/editar`);
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/rejected-build-failure.png` });
      const queue = await apiGet<{ sale_id: number; source: string }[]>(
        page,
        `/fiscal_notes/rejected?resale_id=${valinhos}`,
      );
      expect(queue.find((n) => n.sale_id === sale.id)).toMatchObject({ source: 'build' });
    });
  });
