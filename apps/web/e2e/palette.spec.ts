import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type Role, type SeedRoute, SEED_ROUTES, allows } from './routes';
import { signIn } from './helpers';

/** The command palette (Ctrl+K) and the shortcuts list (?). */

const uniq = () => `${Date.now() % 1e6}${Math.floor(Math.random() * 100)}`;
const uniquePhone = () =>
  `199${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`;

async function openPalette(page: Page) {
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Ir para…' });
  await expect(box).toBeFocused();
  return box;
}

const palette = (page: Page) => page.locator('.command-palette');
const options = (page: Page) => palette(page).getByRole('option');
const activeOption = (page: Page) => palette(page).locator('[role="option"][aria-selected="true"]');

/** Arrows down until the highlighted option contains `text`, then Enter. */
async function choose(page: Page, text: string | RegExp) {
  await expect(options(page).filter({ hasText: text }).first()).toBeVisible();
  for (let n = 0; n < 30; n++) {
    const label = (await activeOption(page).textContent()) ?? '';
    if (typeof text === 'string' ? label.includes(text) : text.test(label)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(activeOption(page)).toContainText(text);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
}

async function centroRefs(request: APIRequestContext) {
  const options = await (await request.get('/api/sales/options')).json();
  const unit = options.resales.find((r: { name: string }) => r.name.endsWith('Centro'));
  const p13 = options.products.find(
    (p: { description: string; resale_id: number }) =>
      p.description === 'Gás P13 (botijão 13 kg)' && p.resale_id === unit.id,
  );
  const cash = options.payment_methods.find((m: { description: string }) => m.description === 'Dinheiro');
  return { unit, p13, cash };
}

/** Screens with a menu entry that only some roles may open, and the label the palette gives them. */
const PROBES: { label: string; path: string }[] = [
  { label: 'Funcionários', path: '/funcionarios' },
  { label: 'Estoque', path: '/estoque' },
  { label: 'Contas a receber', path: '/contas-a-receber' },
  { label: 'Registro de chamadas', path: '/registro-de-chamadas' },
];
const who = (path: string) => (SEED_ROUTES.find((r: SeedRoute) => r.path === path) as SeedRoute).who;

for (const role of ['admin', 'attendant', 'deliverer'] as Role[]) {
  test(`${role}: Ctrl+K lists the screens the role may open, goes there with the keyboard; Esc closes`, async ({
    page,
  }) => {
    await signIn(page, role);
    for (const probe of PROBES) {
      const box = await openPalette(page);
      await box.fill(probe.label);
      const match = options(page).filter({ hasText: probe.label });
      if (allows(who(probe.path), role)) {
        await expect(match.first()).toBeVisible();
      } else {
        await expect(palette(page).getByText('Nada encontrado.')).toBeVisible();
        await expect(match).toHaveCount(0);
      }
      await page.keyboard.press('Escape');
      await expect(palette(page)).toBeHidden();
    }
    // Keyboard only: type, arrows, Enter.
    const box = await openPalette(page);
    await box.fill('registro');
    await choose(page, 'Registro de chamadas');
    await expect(page).toHaveURL(/\/registro-de-chamadas$/);
    // 'Nova venda' starts a sale.
    const again = await openPalette(page);
    await again.fill('nova venda');
    await choose(page, 'Nova venda');
    await expect(page).toHaveURL(/\/vendas\/novo$/);
  });

  test(`${role}: finds a customer by name, phone and CPF and starts their sale; finds a sale by its number`, async ({
    page,
  }) => {
    await signIn(page, role);
    const u = uniq();
    const phone = uniquePhone();
    const name = `Cliente Paleta ${u}`;
    const { unit, p13, cash } = await centroRefs(page.request);
    const cpf = ['52998224725', '11144477735', '39053344705'][['admin', 'attendant', 'deliverer'].indexOf(role)]!;
    const created = await page.request.post('/api/customers', {
      data: { customer: { name, resale_id: unit.id, cpf_cnpj: cpf, contacts_attributes: [{ phone }] } },
    });
    expect(created.status(), await created.text()).toBe(201);

    for (const q of [name, phone, cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')]) {
      const box = await openPalette(page);
      await box.fill(q);
      await choose(page, name);
      await expect(page).toHaveURL(new RegExp(`/vendas/novo/${phone}$`));
    }

    // A sale of the customer, by its order number (a deliverer's sale is theirs: they see their own only).
    const sale = await page.request.post('/api/sales', {
      data: {
        sale: {
          resale_id: unit.id,
          customer_id: (await created.json()).id,
          items_attributes: [{ product_id: p13.id, quantity: 1, price_cents: 10000 }],
          payments_attributes: [{ payment_method_id: cash.id, value_cents: 10000 }],
        },
      },
    });
    expect(sale.status(), await sale.text()).toBe(201);
    const { id, doc_number } = await sale.json();
    const box = await openPalette(page);
    await box.fill(String(doc_number));
    await expect(palette(page).locator(`[id="palette-sale:${id}"]`)).toBeVisible();
    await choose(page, new RegExp(`Pedido nº ${doc_number}.*${name}`));
    await expect(page).toHaveURL(new RegExp(`/vendas/${id}/editar$`));
  });
}

test('? lists the shortcuts (not while typing in a field); Esc closes it', async ({ page }) => {
  await signIn(page, 'attendant');
  await page.goto('/clientes');
  await page
    .getByPlaceholder(/Pesquisar|Nome/)
    .first()
    .click();
  await page.keyboard.type('?');
  await expect(page.getByRole('dialog', { name: 'Atalhos do teclado' })).toHaveCount(0);
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Shift+Slash');
  const help = page.getByRole('dialog', { name: 'Atalhos do teclado' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Ctrl');
  await expect(help).toContainText('Abrir a busca: telas, clientes, pedidos e nova venda');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('screenshot of the palette at 1366×768', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  // The sign-in toast gone (for the screenshots).
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });
  const box = await openPalette(page);
  await expect(options(page).first()).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/palette-1366x768-screens.png' });
  await box.fill('maria');
  await expect(options(page).filter({ hasText: 'Maria' }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'test-results/palette-1366x768-customers.png' });
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await page.keyboard.press('Shift+Slash');
  await expect(page.getByRole('dialog', { name: 'Atalhos do teclado' })).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/palette-1366x768-shortcuts.png' });
});
