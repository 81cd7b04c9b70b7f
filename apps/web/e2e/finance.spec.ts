import { type Page, expect, test } from '@playwright/test';
import { menuLabels, signIn } from './helpers';

/** 'R$ 1.234,56' → 123456 */
const cents = (text: string) => Number(text.replace(/[^\d-]/g, ''));

async function cardValue(page: Page, key: string): Promise<number> {
  const card = page.getByTestId(`summary-${key}`);
  await expect(page.getByTestId('list-total')).toBeVisible();
  await expect(card).toBeVisible();
  return cents((await card.locator('.ant-statistic-content').innerText()) || '0');
}

async function cardCount(page: Page, key: string): Promise<number> {
  const title = await page.getByTestId(`summary-${key}`).locator('.ant-statistic-title').innerText();
  return Number(/\((\d+)\)/.exec(title)?.[1] ?? 0);
}

/**
 * Today's receipts in the cash whose description names `customer` ('Recebimento da conta a receber
 * #… - name'), so sales made meanwhile by tests running in parallel don't count.
 */
async function todaysReceipts(page: Page, customer: string): Promise<number> {
  await page.goto(`/transacoes?query=${encodeURIComponent(customer)}`);
  await expect(page.getByRole('heading', { name: /^Caixa/ })).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  return cardValue(page, 'receivable');
}

/** The customer's debt as the customer screens read it. */
async function customerDebt(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/customers?query=${encodeURIComponent(name)}`);
  const body = (await res.json()) as { data: { name: string; debt_cents: number }[] };
  return body.data.find((c) => c.name === name)!.debt_cents;
}

async function openReceivable(page: Page, search: string, doc: string) {
  await page.goto('/contas-a-receber?date=all');
  await page.getByPlaceholder('Nome ou documento do cliente...').fill(search);
  await page.getByPlaceholder('Nome ou documento do cliente...').press('Enter');
  // The document exactly ('Doc. 1' is not 'Doc. 10210').
  const row = page.getByRole('row').filter({ hasText: new RegExp(`Doc\\. ${doc}(?!\\d)`) });
  await expect(row).toHaveCount(1);
  return row;
}

/**
 * A new customer of the demo restaurant's unit with a R$ 960,00 receivable due today: each attempt (a
 * retry too) has its own, so receipts and debt are this test's alone.
 */
async function ownReceivable(page: Page): Promise<{ id: number; document: string; customer: string }> {
  const res = await page.request.get(`/api/customers?query=${encodeURIComponent('Restaurante Sabor Caseiro')}`);
  const { resale_id } = ((await res.json()) as { data: { resale_id: number }[] }).data[0]!;
  const suffix = `${Date.now()}`.slice(-7) + String(Math.floor(Math.random() * 10));
  const customer = `Restaurante Receber ${suffix}`;
  const phone = `1933${suffix.slice(-6)}`;
  const made = await page.request.post('/api/customers', {
    data: { customer: { name: customer, resale_id, contacts_attributes: [{ phone, whatsapp: false }] } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const customerId = ((await made.json()) as { id: number }).id;
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const bill = await page.request.post('/api/receivables', {
    data: {
      receivable: {
        document: suffix,
        resale_id,
        customer_id: customerId,
        bill_attributes: { issue_date: today, due_date: today, description: 'E2E', value_cents: 96000 },
      },
    },
  });
  expect(bill.status(), await bill.text()).toBe(201);
  return { id: ((await bill.json()) as { id: number }).id, document: suffix, customer };
}

test('receive a receivable partly then fully: the cash and the debt follow', async ({ page }) => {
  await signIn(page, 'admin');
  const own = await ownReceivable(page);
  const { customer, document: doc } = own;
  const search = customer.toLowerCase();
  // This receivable's receipts in the cash ('Recebimento da conta a receber #id - name').
  const receipts = `#${own.id} - ${customer}`;
  const before = await todaysReceipts(page, receipts);
  const debtBefore = await customerDebt(page, customer);

  let row = await openReceivable(page, search, doc);
  await expect(row).toContainText('R$ 960,00');
  await row.getByRole('link', { name: customer }).click();
  await expect(page.getByRole('heading', { name: 'Editar conta a receber' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver perfil' })).toBeVisible();
  await expect(page.getByTestId('bill-debt')).toHaveValue('R$ 960,00');
  // Locked fields.
  await expect(page.getByLabel('Valor total')).toBeDisabled();
  await expect(page.getByLabel('Vencimento')).toBeDisabled();
  await page.getByLabel('Valor recebido').fill('40000');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Conta a receber editada com sucesso.')).toBeVisible();
  // Back on the list (its remembered filters may come back into the address).
  await expect(page).toHaveURL(/\/contas-a-receber(\?.*)?$/);

  row = await openReceivable(page, search, doc);
  await expect(row).toContainText('R$ 560,00');
  expect(await todaysReceipts(page, receipts)).toBe(before + 40000);
  expect(await customerDebt(page, customer)).toBe(debtBefore - 40000);

  // The rest, with a fine of R$ 10,00: value to receive 570,00; empty receipt date = today.
  row = await openReceivable(page, search, doc);
  await row.getByRole('link', { name: customer }).click();
  await expect(page.getByTestId('bill-debt')).toHaveValue('R$ 560,00');
  await page.getByLabel('Multa').fill('1000');
  await page.getByLabel('Multa').blur();
  await expect(page.getByTestId('bill-to-settle')).toHaveValue('R$ 570,00');
  await expect(page.getByLabel('Valor recebido')).toHaveValue('570,00');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Conta a receber editada com sucesso.')).toBeVisible();
  row = await openReceivable(page, search, doc);
  await expect(row).toContainText('Recebido');
  await expect(row).toContainText('R$ 970,00');
  expect(await todaysReceipts(page, receipts)).toBe(before + 40000 + 57000);
  expect(await customerDebt(page, customer)).toBe(debtBefore - 96000);
});

test('create a receivable with the customer type-ahead; the customer owes it', async ({ page }) => {
  await signIn(page, 'attendant');
  const before = await customerDebt(page, 'José Carlos Pereira');
  await page.goto('/contas-a-receber/nova');
  await expect(page.getByRole('heading', { name: 'Nova conta a receber' })).toBeVisible();
  await page.getByLabel('Revenda').click();
  await page.locator('.ant-select-item-option', { hasText: 'Gás Bom Jesus - Centro' }).click();
  await page.getByLabel('Digite o nome do cliente...').fill('jose carlos');
  await page.locator('.ant-select-item-option', { hasText: 'José Carlos Pereira' }).first().click();
  await expect(page.getByRole('link', { name: 'Ver perfil' })).toHaveAttribute('href', /\/clientes\/\d+\/editar$/);
  await page.getByLabel('Documento (nota fiscal)').fill('NF-TA-1');
  await page.getByLabel('Vencimento').fill('15/01/2027');
  await page.getByLabel('Vencimento').press('Enter');
  await page.getByLabel('Valor total').fill('8990');
  await page.getByRole('button', { name: 'Nova conta a receber' }).click();
  await expect(page.getByText('Conta a receber criada com sucesso.')).toBeVisible();
  expect(await customerDebt(page, 'José Carlos Pereira')).toBe(before + 8990);
  await page.goto('/contas-a-receber?date=all');
  // The demo's year of receivables fills the first pages: find this one by its document.
  await page.getByPlaceholder('Nome ou documento do cliente...').fill('NF-TA-1');
  await page.getByPlaceholder('Nome ou documento do cliente...').press('Enter');
  // Attendants do not remove receivables.
  const row = page.getByRole('row').filter({ hasText: 'Doc. NF-TA-1' });
  await expect(row.getByRole('button', { name: /Remover/ })).toBeDisabled();
});

test('bulk receive three receivables', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/contas-a-receber?date=all');
  await page.getByPlaceholder('Nome ou documento do cliente...').fill('valinhos');
  await page.getByPlaceholder('Nome ou documento do cliente...').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: 'Doc. 10401' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Doc. 10400' })).toHaveCount(0);
  await expect(page.getByTestId('list-total')).toBeVisible();
  const receivedBefore = await cardCount(page, 'received');
  const header = page.locator('.ant-table-thead .ant-checkbox');
  await expect(header).not.toHaveClass(/ant-checkbox-(checked|indeterminate)/);
  for (const doc of ['10401', '10521', '10711'])
    await page
      .getByRole('row')
      .filter({ hasText: `Doc. ${doc}` })
      .getByRole('checkbox')
      .check();
  await expect(header).toHaveClass(/ant-checkbox-indeterminate/);
  await page.getByRole('button', { name: /Ações \(3\)/ }).click();
  await page.getByRole('menuitem', { name: 'Definir como recebido' }).click();
  await expect(page.getByText('Ação aplicada com sucesso.')).toBeVisible();
  for (const doc of ['10401', '10521', '10711'])
    await expect(page.getByRole('row').filter({ hasText: `Doc. ${doc}` })).toContainText('Recebido');
  await expect.poll(() => cardCount(page, 'received')).toBe(receivedBefore + 3);
  // Received ones cannot be selected again.
  await expect(page.getByRole('row').filter({ hasText: 'Doc. 10401' }).getByRole('checkbox')).toBeDisabled();
});

test('create and pay a payable; the payment is an outflow in the cash', async ({ page }) => {
  const doc = `NF-E2E-${Date.now() % 100000}`;
  await signIn(page, 'admin');
  await page.goto('/contas-a-pagar');
  await page.getByRole('link', { name: 'Nova conta a pagar' }).click();
  await expect(page.locator('.ant-breadcrumb')).toContainText('Início/Contas a pagar/Nova conta a pagar');
  // Accounts wait for a unit.
  await expect(page.getByLabel('Conta', { exact: true })).toBeDisabled();
  await page.getByLabel('Revenda').click();
  await page.locator('.ant-select-item-option', { hasText: 'Gás Bom Jesus - Centro' }).click();
  await page.getByLabel('Digite o nome do fornecedor...').fill('copa');
  await page.locator('.ant-select-item-option', { hasText: 'Copagaz' }).click();
  await expect(page.getByRole('link', { name: 'Ver perfil' })).toBeVisible();
  await page.getByLabel('Documento (nota fiscal)').fill(doc);
  await page.getByLabel('Vencimento').fill('30/12/2026');
  await page.getByLabel('Vencimento').press('Enter');
  await page.getByLabel('Conta', { exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Compra de botijões cheios' }).click();
  await page.getByLabel('Valor total').fill('123456');
  await expect(page.getByLabel('Valor total')).toHaveValue('1.234,56');
  await page.getByRole('button', { name: 'Nova conta a pagar' }).click();
  await expect(page.getByText('Conta a pagar criada com sucesso.')).toBeVisible();
  // The list starts on today's due dates; this one is due in December.
  await expect(page.getByTestId('list-total')).toBeVisible();
  await page.goto('/contas-a-pagar?date=all');
  await page.getByPlaceholder('Nome ou documento do fornecedor...').fill(doc);
  await page.getByPlaceholder('Nome ou documento do fornecedor...').press('Enter');
  const row = page.getByRole('row').filter({ hasText: `Doc. ${doc}` });
  await expect(row).toContainText('R$ 1.234,56');
  await row.getByRole('link', { name: /Copagaz/ }).click();
  await expect(page.getByRole('heading', { name: 'Editar conta a pagar' })).toBeVisible();
  await expect(page.getByLabel('Valor pago')).toHaveValue('1.234,56');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Conta a pagar editada com sucesso.')).toBeVisible();
  await page.getByPlaceholder('Nome ou documento do fornecedor...').fill(doc);
  await page.getByPlaceholder('Nome ou documento do fornecedor...').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: `Doc. ${doc}` })).toContainText('Pago');

  await page.goto('/transacoes');
  await page.getByPlaceholder('Descrição...').fill('pagamento da conta a pagar');
  await page.getByPlaceholder('Descrição...').press('Enter');
  const entry = page.getByRole('row').filter({ hasText: 'Pagamento da conta a pagar' }).filter({ hasText: '1.234,56' });
  await expect(entry).toContainText('Saída');
  await expect(entry).toContainText('Conta a pagar');
  // Born of a payment: not edited by hand.
  await expect(entry.getByRole('button', { name: /Remover/ })).toHaveCount(0);
});

test('cash: new entry defaults to outflow, accounts follow unit and movement, edit and delete', async ({ page }) => {
  const description = `Conta de luz ${Date.now() % 100000}`;
  await signIn(page, 'attendant');
  await page.goto('/transacoes');
  const outBefore = await cardValue(page, 'outflow');
  await page.getByRole('link', { name: 'Nova transação' }).click();
  await expect(page.locator('.ant-breadcrumb')).toContainText('Início/Caixa/Nova transação');
  await expect(page.getByRole('radio', { name: 'Saída' })).toBeChecked();
  await expect(page.getByLabel('Conta', { exact: true })).toBeDisabled();
  await page.getByLabel('Descrição').fill(description);
  await page.getByLabel('Revenda').click();
  await page.locator('.ant-select-item-option', { hasText: 'Gás Bom Jesus - Centro' }).click();
  await page.getByLabel('Conta', { exact: true }).click();
  await expect(page.locator('.ant-select-item-option', { hasText: 'Venda de gás' })).toHaveCount(0);
  await page.locator('.ant-select-item-option', { hasText: 'Tarifas bancárias' }).click();
  await page.getByLabel('Valor').fill('15990');
  await page.getByRole('button', { name: 'Nova transação' }).click();
  await expect(page.getByText('Transação criada com sucesso.')).toBeVisible();
  await expect.poll(() => cardValue(page, 'outflow')).toBe(outBefore + 15990);

  const row = page.getByRole('row').filter({ hasText: description });
  await row.getByRole('link', { name: `Editar ${description}` }).click();
  await expect(page.getByRole('heading', { name: 'Editar transação' })).toBeVisible();
  await page.getByLabel('Valor').fill('16000');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Transação criada com sucesso.').last()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: description })).toContainText('160,00');
  await page
    .getByRole('row')
    .filter({ hasText: description })
    .getByRole('button', { name: `Remover ${description}` })
    .click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText(`A transação "${description}" foi removida com sucesso.`)).toBeVisible();
  await expect.poll(() => cardValue(page, 'outflow')).toBe(outBefore);
});

test('finance menu per role: payables, chart of accounts and banks are admin only', async ({ page }) => {
  await signIn(page, 'attendant');
  let labels = await menuLabels(page);
  expect(labels).toEqual(expect.arrayContaining(['Caixa', 'Contas a receber']));
  for (const l of ['Contas a pagar', 'Plano de contas', 'Bancos']) expect(labels).not.toContain(l);
  await page.goto('/contas-a-pagar');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Sair' }).click();
  await signIn(page, 'deliverer');
  labels = await menuLabels(page);
  expect(labels).toContain('Caixa');
  expect(labels).not.toContain('Contas a receber');
  await page.goto('/transacoes');
  await expect(page.getByRole('heading', { name: /^Caixa/ })).toBeVisible();
  // The seller filter is for admins.
  await expect(page.getByLabel('Movimento')).toBeVisible();
  await expect(page.getByLabel('Vendedor')).toHaveCount(0);
});

/**
 * The sale form's money, once the sales API books it (bookSaleMoney): the term sale is made through
 * the API, the rest in the browser. Skipped while the sales API is not in this build.
 */
test('a term sale creates a receivable; receiving it moves the cash and the customer debt', async ({ page }) => {
  await signIn(page, 'admin');
  const customer = 'Maria Aparecida dos Santos';
  const customers = (await (await page.request.get(`/api/customers?query=${encodeURIComponent(customer)}`)).json()) as {
    data: { id: number; name: string; resale_id: number }[];
  };
  const c = customers.data.find((x) => x.name === customer)!;
  const products = (await (await page.request.get(`/api/products?resale_id=${c.resale_id}`)).json()) as
    | { id: number; price_cents: number }[]
    | { data: { id: number; price_cents: number }[] };
  const product = (Array.isArray(products) ? products : products.data)[0]!;
  const methods = (await (await page.request.get('/api/transactions/options')).json()) as {
    payment_methods: { id: number; description: string }[];
  };
  const boleto = methods.payment_methods.find((m) => m.description.startsWith('Boleto'))!;
  const debtBefore = await customerDebt(page, customer);
  const total = 2 * product.price_cents;
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const sale = await page.request.post('/api/sales', {
    data: {
      sale: {
        resale_id: c.resale_id,
        customer_id: c.id,
        items_attributes: [
          { product_id: product.id, quantity: 2, price_cents: product.price_cents, discount_cents: 0 },
        ],
        payments_attributes: [{ payment_method_id: boleto.id, value_cents: total, installments: 1, due_date: due }],
      },
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  const doc = String(((await sale.json()) as { doc_number: number }).doc_number);
  expect(await customerDebt(page, customer)).toBe(debtBefore + total);

  const before = await todaysReceipts(page, customer);
  let row = await openReceivable(page, 'maria aparecida', doc);
  await expect(row).toContainText('Boleto');
  await row.getByRole('link', { name: new RegExp(customer) }).click();
  await page.getByLabel('Valor recebido').fill('1000');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Conta a receber editada com sucesso.')).toBeVisible();
  expect(await todaysReceipts(page, customer)).toBe(before + 1000);
  expect(await customerDebt(page, customer)).toBe(debtBefore + total - 1000);
  row = await openReceivable(page, 'maria aparecida', doc);
  await row.getByRole('link', { name: new RegExp(customer) }).click();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Conta a receber editada com sucesso.')).toBeVisible();
  expect(await todaysReceipts(page, customer)).toBe(before + total);
  expect(await customerDebt(page, customer)).toBe(debtBefore);
});
