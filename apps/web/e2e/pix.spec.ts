import { type Page, expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { apiGet, chooseOption, confirmYes, saveEdit, signIn, widthOf } from './helpers';

// "PIX at the door": on the deliverer's phone (390 × 844, touch), the card of a sale paid
// by PIX shows the BR Code the server built, as a QR and as 'copia e cola'; the QR drawn on the screen is
// read back and compared with the text; the deliverer confirms the receipt and the server holds who/when.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const SHOTS = process.env.E2E_SHOTS ?? '/tmp';
const KEY = '123e4567-e12b-12d1-a456-426655440000';

interface ApiSale {
  id: number;
  doc_number: number;
  resale_id: number;
  payments: {
    payment_method: { description: string };
    pix_confirmed_at: string | null;
    pix_confirmed_by: { id: number; name: string } | null;
  }[];
}

const card = (page: Page, doc: number) => page.getByRole('article', { name: `Pedido #${doc}`, exact: true });

/** A new order of the deliverer (the server makes it theirs) for a customer of theirs, paid by PIX. */
async function pixOrder(page: Page): Promise<ApiSale> {
  const customers = await apiGet<{
    data: { id: number; resale_id: number; address: { patio: string | null } | null }[];
  }>(page, '/customers?options=false');
  const customer = customers.data.find((c) => c.address?.patio) ?? customers.data[0]!;
  const o = await apiGet<{
    products: { id: number; price_cents: number; resale_id: number }[];
    payment_methods: { id: number; description: string; resale_ids: number[] }[];
  }>(page, '/sales/options');
  const product = o.products.find((p) => p.resale_id === customer.resale_id)!;
  const pix = o.payment_methods.find(
    (m) => /\bpix\b/i.test(m.description) && m.resale_ids.includes(customer.resale_id),
  );
  expect(pix, 'a PIX method in the unit').toBeTruthy();
  const res = await page.request.post('/api/sales', {
    data: {
      sale: {
        resale_id: customer.resale_id,
        customer_id: customer.id,
        items_attributes: [{ product_id: product.id, quantity: 1, price_cents: product.price_cents }],
        payments_attributes: [{ payment_method_id: pix!.id, value_cents: product.price_cents }],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ApiSale;
}

/** The QR as the screen shows it (an element screenshot), decoded by jsQR. */
async function readShownQr(page: Page, locator: ReturnType<Page['locator']>): Promise<string | null> {
  const png = (await locator.screenshot()).toString('base64');
  // The browser turns the PNG back into pixels; jsQR reads them here.
  const image = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, pixels: Array.from(data.data) };
  }, png);
  return jsQR(Uint8ClampedArray.from(image.pixels), image.width, image.height)?.data ?? null;
}

test.describe('PIX at the door on a phone', () => {
  test.use(PHONE);

  test('the QR read back equals the copy-and-paste text; the deliverer confirms and the server keeps who and when', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'deliverer');
    await expect(page).toHaveURL((u) => u.pathname === '/entregas');
    const sale = await pixOrder(page);

    // The unit has no key yet: the card says so, instead of a QR.
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, 'admin');
    const clear = await admin.request.patch(`/api/resales/${sale.resale_id}`, { data: { resale: { pix_key: '' } } });
    expect(clear.status(), await clear.text()).toBe(200);
    await page.reload();
    const c = card(page, sale.doc_number);
    await c.getByRole('button', { name: 'Mostrar QR PIX' }).click();
    await expect(c.getByTestId('pix-missing')).toHaveText('Revenda sem chave PIX — peça ao administrador');

    // The admin sets the unit's key (typed in upper case: kept normalised).
    const set = await admin.request.patch(`/api/resales/${sale.resale_id}`, {
      data: { resale: { pix_key_type: 'random', pix_key: KEY.toUpperCase() } },
    });
    expect(set.status(), await set.text()).toBe(200);
    expect(((await set.json()) as { pix_key: string }).pix_key).toBe(KEY);
    await admin.context().close();

    await page.reload();
    await c.getByRole('button', { name: 'Mostrar QR PIX' }).click();
    const qr = c.getByTestId('pix-qr');
    await expect(qr).toBeVisible();
    const text = c.getByTestId('pix-copy-paste');
    const payload = await text.inputValue();
    const served = await apiGet<{ payload: string; amount_cents: number }>(page, `/sales/${sale.id}/pix`);
    expect(payload).toBe(served.payload);
    expect(payload).toContain(KEY);
    expect(payload).toMatch(new RegExp(`62\\d{2}05\\d{2}${sale.doc_number}6304[0-9A-F]{4}$`));

    // The QR drawn on the screen reads back as the copy-and-paste text.
    await qr.scrollIntoViewIfNeeded();
    expect(await readShownQr(page, qr)).toBe(payload);

    // Fits the phone: no sideways scroll; the screenshot is looked at.
    expect(await widthOf(page)).toEqual({ width: 390, wide: [] });
    await c.getByTestId('pix-amount').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/pix-card.png` });
    await c.scrollIntoViewIfNeeded();
    await c.screenshot({ path: `${SHOTS}/pix-card-whole.png` });

    // Copy: the clipboard holds the code.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await c.getByRole('button', { name: 'Copiar código' }).click();
    await expect(page.getByText('Código PIX copiado.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payload);

    // The deliverer confirms: the card says who and when, the server holds it.
    await c.getByRole('button', { name: 'Confirmar recebimento' }).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('Confirmar que o PIX de R$');
    await confirmYes(page);
    await expect(page.getByText('Recebimento do PIX confirmado.')).toBeVisible();
    const confirmed = c.getByTestId('pix-confirmed');
    await expect(confirmed).toHaveText(/^\s*PIX confirmado por .+ às \d{2}:\d{2}$/);
    await expect(c.getByRole('button', { name: 'Mostrar QR PIX' })).toHaveCount(0);

    const me = (await (await page.request.get('/api/users/current')).json()).user as { id: number };
    const after = await apiGet<ApiSale>(page, `/sales/${sale.id}`);
    const p = after.payments[0]!;
    expect(p.pix_confirmed_by?.id).toBe(me.id);
    expect(p.pix_confirmed_at).not.toBeNull();
    expect(Math.abs(Date.parse(p.pix_confirmed_at!) - Date.now())).toBeLessThan(120_000);
    await expect(confirmed).toContainText(p.pix_confirmed_by!.name);
    await expect(confirmed).toContainText(
      new Date(p.pix_confirmed_at!).toLocaleTimeString('pt-BR', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'America/Sao_Paulo',
      }),
    );
    await page.screenshot({ path: `${SHOTS}/pix-confirmed.png` });
  });
});

test('the unit form takes the PIX key: checked for its kind, saved normalised', async ({ page }) => {
  await signIn(page, 'admin');
  const units = await apiGet<{ id: number; name: string }[]>(page, '/resales');
  const unit = units.find((u) => u.name.endsWith('Valinhos'))!;
  await page.goto(`/revendas/${unit.id}/editar`);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(unit.name);
  await expect(page.getByText('PIX', { exact: true })).toBeVisible();

  const key = page.getByLabel('Chave PIX', { exact: true });
  await key.fill('111.111.111-11');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('escolha o tipo da chave')).toBeVisible();
  await chooseOption(
    page,
    page.locator('.ant-form-item', { hasText: 'Tipo de chave PIX' }).locator('.ant-select'),
    'CPF',
  );
  await expect(key).toHaveAttribute('placeholder', '000.000.000-00');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('não é um CPF válido')).toBeVisible();

  await key.fill('529.982.247-25');
  await saveEdit(page, 'Salvar alterações', 'Revenda editada com sucesso.', /\/revendas$/);
  expect(await apiGet(page, `/resales/${unit.id}`)).toMatchObject({ pix_key: '52998224725', pix_key_type: 'cpf' });

  // Cleared again (the field emptied), so other tests find the unit as the demo data left it.
  await page.goto(`/revendas/${unit.id}/editar`);
  await expect(key).toHaveValue('52998224725');
  await key.fill('');
  await saveEdit(page, 'Salvar alterações', 'Revenda editada com sucesso.', /\/revendas$/);
  expect(await apiGet(page, `/resales/${unit.id}`)).toMatchObject({ pix_key: null, pix_key_type: null });
});
