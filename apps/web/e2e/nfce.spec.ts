import { FISCAL_PRESETS } from '@ability/domain';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { apiAs, apiGet, saveFiscalSettings, signIn } from './helpers';

// The NFC-e end to end against the browser tests' server, which has no certificate and so started the local
// SEFAZ simulator (homologação, 'sem valor fiscal'): a counter sale issued at save and its DANFE printed; a
// delivery issued at 'Entregue' from the deliverer's card on a phone; a rejection (an NCM the simulator does not
// know) fixed and re-sent from 'Notas rejeitadas'. Only new products and sales of 'Gás Bom Jesus - Centro'.

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/nfce';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const stamp = Date.now().toString(36).toUpperCase();
const GOOD = `P13 Nota ${stamp}`;
const BAD = `P13 NCM errado ${stamp}`;

interface Ctx {
  office: APIRequestContext;
  centro: number;
  good: number;
  bad: number;
  cash: number;
}
let ctx: Ctx;

async function product(office: APIRequestContext, resaleId: number, description: string, ncm: string) {
  const res = await office.post('/api/products', {
    data: {
      product: {
        description,
        resale_id: resaleId,
        price_cents: 11_000,
        capacity: 'P13',
        fiscal: { ...FISCAL_PRESETS.p13, ncm },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function issueOn(office: APIRequestContext, resaleId: number, issue_on: 'manual' | 'save' | 'delivered') {
  await saveFiscalSettings(office, resaleId, { environment: 'homologacao', issue_on });
}

async function sale(api: APIRequestContext | Page['request'], productId: number, channel: string) {
  const res = await api.post('/api/sales', {
    data: {
      sale: {
        resale_id: ctx.centro,
        channel,
        items_attributes: [{ product_id: productId, quantity: 1, price_cents: 11_000 }],
        payments_attributes: [{ payment_method_id: ctx.cash, value_cents: 12_000 }],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; doc_number: number };
}

test.describe
  .serial('NFC-e', () => {
    test.beforeAll(async ({ baseURL }) => {
      const office = await apiAs(baseURL!, 'admin');
      const units = (await (await office.get('/api/resales')).json()) as { id: number; name: string }[];
      const centro = units.find((u) => u.name === 'Gás Bom Jesus - Centro')!.id;
      const o = (await (await office.get('/api/sales/options')).json()) as {
        payment_methods: { id: number; description: string; resale_ids: number[]; kind: string }[];
      };
      const cash = o.payment_methods.find((m) => /dinheiro/i.test(m.description) && m.resale_ids.includes(centro))!.id;
      ctx = {
        office,
        centro,
        cash,
        good: await product(office, centro, GOOD, FISCAL_PRESETS.p13.ncm),
        bad: await product(office, centro, BAD, '99999999'),
      };
    });
    test.afterAll(async () => {
      // Back to issuing by hand: other specs' sales of the unit are not sent.
      await issueOn(ctx.office, ctx.centro, 'manual');
      await ctx.office.dispose();
    });

    test('a counter sale issued at save: Autorizada in the list, its DANFE for 80 mm with the key, protocol and QR', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await issueOn(ctx.office, ctx.centro, 'save');
      await page.setViewportSize({ width: 1366, height: 768 });
      await signIn(page, 'admin');
      const s = await sale(page.request, ctx.good, 'door');
      await page.goto('/vendas');
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: `Detalhes da venda ${s.doc_number}` }) });
      // The job runs after the sale's reply; the list hears of the note by the live event.
      await expect(row.getByTestId('nfce-state')).toHaveText('Autorizada', { timeout: 30_000 });
      await page.screenshot({ path: `${SHOTS}/list-column.png` });
      await row.getByRole('button', { name: `Ações da venda ${s.doc_number}` }).click();
      await page.getByRole('menuitem', { name: 'Imprimir DANFE' }).click();
      await expect(page).toHaveURL(new RegExp(`/vendas/${s.id}/danfe$`));
      const danfe = page.getByTestId('danfe');
      await expect(danfe).toBeVisible();
      const note = await apiGet<{ access_key: string; protocol: string; number: number }>(page, `/sales/${s.id}/nfce`);
      await expect(danfe.getByTestId('danfe-key')).toHaveText(note.access_key.match(/\d{4}/g)!.join(' '));
      await expect(danfe.getByTestId('danfe-protocol')).toContainText(note.protocol);
      await expect(danfe.getByTestId('danfe-homologacao')).toHaveText(
        'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL',
      );
      await expect(danfe.getByTestId('danfe-demo')).toHaveText('Ambiente de demonstração — sem valor fiscal');
      await expect(danfe.getByTestId('danfe-total')).toHaveText('110,00');
      await expect(danfe).toContainText('Dinheiro');
      await expect(danfe).toContainText('Troco R$');
      await expect(danfe).toContainText(`NFC-e nº ${note.number} Série 1`);
      await expect(danfe.locator('svg')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Baixar XML' })).toHaveAttribute(
        'href',
        `/api/sales/${s.id}/nfce/xml`,
      );
      const xml = await page.request.get(`/api/sales/${s.id}/nfce/xml`);
      expect(xml.status()).toBe(200);
      expect(await xml.text()).toContain(`Id="NFe${note.access_key}"`);
      await page.screenshot({ path: `${SHOTS}/danfe-1366.png`, fullPage: true });
      // Printed, the strip is 80 mm wide and alone on the page.
      await page.emulateMedia({ media: 'print' });
      const width = await danfe.evaluate((el) => el.getBoundingClientRect().width);
      expect(Math.round(width)).toBe(Math.round((80 / 25.4) * 96));
      await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
    });

    test.describe('on the phone', () => {
      test.use(PHONE);
      test("a delivery issued at 'Entregue' from the deliverer's card, its DANFE at 390 × 844", async ({ page }) => {
        test.setTimeout(120_000);
        await issueOn(ctx.office, ctx.centro, 'delivered');
        await signIn(page, 'deliverer');
        const s = await sale(page.request, ctx.good, 'disk');
        await page.goto('/entregas');
        const card = page.getByRole('article', { name: `Pedido #${s.doc_number}`, exact: true });
        await expect(card).toBeVisible({ timeout: 30_000 });
        await expect(card.getByTestId('delivery-nfce')).toHaveCount(0);
        await card.getByRole('button', { name: 'Em trânsito' }).click();
        await expect(card.getByRole('button', { name: 'Entregue' })).toBeEnabled();
        await card.getByRole('button', { name: 'Entregue' }).click();
        const nfce = card.getByTestId('delivery-nfce');
        await expect(nfce.getByTestId('nfce-state')).toHaveText('Autorizada', { timeout: 30_000 });
        await nfce.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/delivery-card-390.png` });
        await nfce.getByRole('button', { name: 'Imprimir DANFE' }).click();
        await expect(page).toHaveURL(new RegExp(`/vendas/${s.id}/danfe$`));
        await expect(page.getByTestId('danfe')).toContainText('Dinheiro');
        // The moves' toasts gone, the strip is seen whole.
        await expect(page.getByText('Venda atualizada com sucesso.')).toHaveCount(0, { timeout: 15_000 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(overflow).toBeLessThanOrEqual(390);
        await page.screenshot({ path: `${SHOTS}/danfe-390.png`, fullPage: true });
      });
    });

    test("a rejection: Rejeitada with SEFAZ's message, fixed in the product's fiscal data and re-sent from 'Notas rejeitadas'", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await issueOn(ctx.office, ctx.centro, 'save');
      await page.setViewportSize({ width: 1366, height: 768 });
      await signIn(page, 'admin');
      const s = await sale(page.request, ctx.bad, 'door');
      await page.goto(`/vendas/${s.id}/editar`);
      const panel = page.getByTestId('sale-nfce');
      await expect(panel.getByTestId('nfce-state')).toHaveText('Rejeitada', { timeout: 30_000 });
      await expect(panel.getByTestId('nfce-rejection')).toHaveText('SEFAZ 778: Rejeição: Informado NCM inexistente');
      await expect(panel.getByTestId('nfce-homologacao')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/sale-rejected.png` });

      await page.goto('/notas-rejeitadas');
      const row = page.getByRole('row').filter({ hasText: `#${s.doc_number}` });
      await expect(row).toContainText('778');
      await expect(row).toContainText('Rejeição: Informado NCM inexistente');
      const fix = row.getByRole('link', { name: `Dados fiscais de ${BAD}` });
      await expect(fix).toHaveAttribute('href', `/produtos/${ctx.bad}/editar`);
      await page.screenshot({ path: `${SHOTS}/rejected-queue.png` });
      // The fix: the product's NCM (as the product form saves it).
      const fixed = await page.request.patch(`/api/products/${ctx.bad}`, {
        data: { product: { fiscal: FISCAL_PRESETS.p13 } },
      });
      expect(fixed.status(), await fixed.text()).toBe(200);
      const before = await apiGet<{ number: number }>(page, `/sales/${s.id}/nfce`);
      await row.getByRole('button', { name: `Reenviar NFC-e da venda ${s.doc_number}` }).click();
      await expect(page.getByText('NFC-e autorizada.')).toBeVisible({ timeout: 30_000 });
      await expect(row).toHaveCount(0);
      const after = await apiGet<{ number: number; state: string }>(page, `/sales/${s.id}/nfce`);
      expect(after).toMatchObject({ state: 'autorizada', number: before.number });
    });
  });
