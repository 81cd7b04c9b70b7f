import { type Page, expect, test } from '@playwright/test';
import { menuLabels, signIn } from './helpers';

/**
 * Recompra: the attendant works the re-purchase queue — an outcome takes a customer off
 * it, 'Ligar depois' with a day takes them off until then, 'Vender' starts their order with the last order
 * filled in. The customers are made due by two earlier sales 30 days apart.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const uniq = () => `${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;

const isoDaysAgo = (n: number) => {
  const d = new Date(Date.now() - n * 86_400_000);
  return d.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
};

/**
 * A customer of Centro who bought 800 and 770 days ago: due for 740 days, so at the head of the queue
 * (most overdue first), before the demo customers.
 */
async function dueCustomer(page: Page, name: string, phone: string | null) {
  const options = (await (await page.request.get('/api/sales/options')).json()) as {
    resales: { id: number; name: string }[];
    products: { id: number; description: string; price_cents: number; resale_id: number }[];
    payment_methods: { id: number; description: string }[];
  };
  const unit = options.resales.find((r) => r.name.endsWith('Centro'))!;
  const p13 = options.products.find((p) => p.description.startsWith('Gás P13') && p.resale_id === unit.id)!;
  const cash = options.payment_methods.find((m) => m.description === 'Dinheiro')!;
  let customerId: number | undefined;
  for (const days of [800, 770]) {
    const res = await page.request.post('/api/sales', {
      data: {
        sale: {
          resale_id: unit.id,
          status: 'finished',
          sold_on: `${isoDaysAgo(days)}T10:00:00-03:00`,
          ...(customerId
            ? { customer_id: customerId }
            : {
                customer_attributes: {
                  name,
                  resale_id: unit.id,
                  ...(phone ? { contacts_attributes: [{ phone }] } : {}),
                },
              }),
          items_attributes: [{ product_id: p13.id, quantity: 1, price_cents: p13.price_cents }],
          payments_attributes: [{ payment_method_id: cash.id, value_cents: p13.price_cents }],
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    customerId = (await res.json()).customer_id;
  }
  return customerId!;
}

test('the attendant works the queue: an outcome, a callback day, and an order started from it', async ({ page }) => {
  const u = uniq();
  const names = [`Recompra Atende ${u}`, `Recompra Depois ${u}`, `Recompra Vende ${u}`];
  const phones = names.map((_, i) => `1997${u.slice(-6)}${i}`);
  await signIn(page, 'attendant');
  for (const [i, name] of names.entries()) await dueCustomer(page, name, phones[i]!);

  expect(await menuLabels(page)).toContain('Recompra');
  await page.goto('/recompra');
  await expect(page.getByRole('heading', { name: /Recompra/ })).toBeVisible();
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  for (const name of names) await expect(row(name)).toBeVisible();
  const first = row(names[0]!);
  await expect(first.locator('[data-segment]')).toBeVisible();
  await expect(first.getByRole('link', { name: `Ligar para ${names[0]}` })).toHaveAttribute(
    'href',
    `tel:+55${phones[0]}`,
  );
  await expect(first.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/55${phones[0]}\\?text=Ol%C3%A1%20Recompra`),
  );

  // An outcome: off the queue.
  await first.getByRole('button', { name: 'Resultado' }).click();
  await page.getByRole('menuitem', { name: 'cliente não atendeu' }).click();
  await expect(page.getByText('Contato registrado.')).toBeVisible();
  await expect(row(names[0]!)).toHaveCount(0);
  // The day's calls per user follow: at least this one, by the attendant.
  await expect(page.getByTestId('repurchase-stats')).toContainText(
    /\d+ (ligação|ligações) · \d+ pedidos? em até 2 dias/,
  );

  // 'Ligar depois' (tomorrow by default): off the queue until then, the day kept on the customer.
  await row(names[1]!).getByRole('button', { name: 'Ligar depois' }).click();
  await page.getByRole('button', { name: 'Agendar' }).click();
  await expect(row(names[1]!)).toHaveCount(0);
  const later = (await (await page.request.get(`/api/customers?phone=${phones[1]}`)).json()).data[0];
  expect(later).toMatchObject({ contacted: 'scheduled', callback_on: isoDaysAgo(-1) });

  // 'Vender': the order form for their number, with their last order.
  await row(names[2]!).getByRole('button', { name: 'Vender' }).click();
  await expect(page).toHaveURL(new RegExp(`/vendas/novo/${phones[2]}$`));
  await expect(page.getByLabel('Nome do cliente')).toHaveValue(names[2]!);
  await expect(page.getByTestId('sale-notice')).toContainText('Último pedido do cliente');
  await page.screenshot({ path: test.info().outputPath('repurchase-sale.png') });
});

test('a customer without a phone: Vender opens the order by the customer’s id, with the last order', async ({
  page,
}) => {
  const name = `Recompra Sem Fone ${uniq()}`;
  await signIn(page, 'attendant');
  const id = await dueCustomer(page, name, null);
  await page.goto('/recompra');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  await row.getByRole('button', { name: 'Vender' }).click();
  await expect(page).toHaveURL(new RegExp(`/vendas/novo\\?cliente=${id}$`));
  await expect(page.getByLabel('Nome do cliente')).toHaveValue(name);
  await expect(page.getByTestId('sale-notice')).toContainText('Último pedido do cliente');
  await expect(page.getByLabel('Quantidade 1')).toBeFocused();
});

test('an order opened for a customer who cannot be read says so and puts the cursor in the search', async ({
  page,
}) => {
  await signIn(page, 'attendant');
  await page.goto('/vendas/novo?cliente=999999999');
  // The form's options and the customer's 404 first (a loaded machine took over 10 s).
  await expect(page.getByText('Não foi possível abrir o cliente. Busque-o pelo nome ou telefone.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Telefone não encontrado.')).toHaveCount(0);
  await expect(page.getByLabel('Buscar cliente')).toBeFocused();
});

test('the deliverer has no Recompra in the menu', async ({ page }) => {
  await signIn(page, 'deliverer');
  expect(await menuLabels(page)).not.toContain('Recompra');
});

test('screenshot of the queue at 1366×768', async ({ page }) => {
  await signIn(page, 'attendant');
  await page.goto('/recompra');
  await expect(page.getByRole('heading', { name: /Recompra/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'test-results/repurchase-1366x768.png' });
});
