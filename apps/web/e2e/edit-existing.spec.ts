import { type Page, expect, test } from '@playwright/test';
import { apiGet, chooseOption, saveEdit, signIn } from './helpers';

/**
 * Existing records of the demo data, with their children (phones, address, items, payments, stock,
 * the bill), opened and saved as a user would: unchanged first (the seed's edit toast, and the stored
 * record stays as it was), then with a child added, changed or removed, checked through the API.
 * Records made by a test alone hide what these catch: the demo data was not written by the forms.
 */

/** A record as stored, without what every save moves. */
const stored = (r: Record<string, unknown>) => {
  const { updated_at: _u, ...rest } = r;
  return rest;
};

/** Unique per attempt (2 workers and a retry share one database). */
const stamp = () => `${Date.now()}`.slice(-7);

/** DD/MM/YYYY of `days` ago. */
const daysAgo = (days: number) => {
  const d = new Date(Date.now() - days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

async function openEdit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  // The record's own form first (a unit's edit screen also holds its fiscal settings' form).
  await expect(page.locator('form').first()).toBeVisible();
}

interface Contact {
  id: number;
  phone: string;
  whatsapp: boolean;
}

test('a demo customer with two phones and an address: saved unchanged, a phone added, a phone removed', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // The first customer of the list's first page who has two phones or more and an address.
  const page1 = await apiGet<{ data: { id: number; name: string }[] }>(page, '/customers');
  let id = 0;
  let name = '';
  let before: { contacts: Contact[]; address: unknown } | undefined;
  for (const c of page1.data) {
    const record = await apiGet<{ contacts: Contact[]; address: unknown }>(page, `/customers/${c.id}`);
    if (record.contacts.length >= 2 && record.address) {
      ({ id, name } = c);
      before = record;
      break;
    }
  }
  expect(before, 'a demo customer with two phones and an address').toBeTruthy();
  if (!before) return;
  const edit = `/clientes/${id}/editar`;
  const phones = page.getByLabel('Telefone', { exact: true });

  await openEdit(page, edit);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(name);
  await expect(phones).toHaveCount(before.contacts.length);
  await saveEdit(page, 'Atualizar cliente', 'Cliente editado com sucesso.', /\/clientes$/);
  expect(stored(await apiGet(page, `/customers/${id}`))).toEqual(stored(before as Record<string, unknown>));

  // A third phone: the two stored keep their ids, the new one is added.
  const added = `1996${stamp()}`;
  await openEdit(page, edit);
  await page.getByRole('button', { name: 'Adicionar telefone' }).click();
  await phones.last().fill(added);
  await saveEdit(page, 'Atualizar cliente', 'Cliente editado com sucesso.', /\/clientes$/);
  const withThree = await apiGet<{ contacts: Contact[] }>(page, `/customers/${id}`);
  expect(withThree.contacts.map((c) => c.id).slice(0, before.contacts.length)).toEqual(
    before.contacts.map((c) => c.id),
  );
  expect(withThree.contacts.map((c) => c.phone)).toEqual([...before.contacts.map((c) => c.phone), added]);

  // 'Remover telefone' on the second: its input goes at once, and the save removes it (and only it).
  await openEdit(page, edit);
  await expect(phones).toHaveCount(before.contacts.length + 1);
  await page.getByRole('button', { name: 'Remover telefone' }).nth(1).click();
  await expect(phones).toHaveCount(before.contacts.length);
  await saveEdit(page, 'Atualizar cliente', 'Cliente editado com sucesso.', /\/clientes$/);
  const after = await apiGet<{ contacts: Contact[] }>(page, `/customers/${id}`);
  const removed = before.contacts[1]!;
  expect(after.contacts.map((c) => c.id)).not.toContain(removed.id);
  expect(after.contacts.map((c) => c.phone)).toEqual(
    withThree.contacts.filter((c) => c.id !== removed.id).map((c) => c.phone),
  );
});

interface Sale {
  id: number;
  status: string;
  total_cents: number;
  change_cents: number;
  customer: { id: number } | null;
  items: { id: number; product_id: number; quantity: number; price_cents: number; discount_cents: number }[];
  payments: { id: number; payment_method_id: number; value_cents: number; due_date: string | null }[];
}

test('a demo sale with its item and payment: saved unchanged, quantity changed, an item and a payment added then removed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  // A finished sale of about two months ago, older than the demo's closed settlements (today's figures stay as
  // the other tests read them): one item, paid exactly.
  const sales = await apiGet<Sale[]>(page, `/sales?status=finished&date=${daysAgo(75)}-${daysAgo(50)}`);
  const sale = sales.find(
    (s) =>
      s.customer &&
      s.items.length === 1 &&
      s.items[0]!.quantity === 1 &&
      s.items[0]!.discount_cents === 0 &&
      s.payments.length === 1 &&
      s.change_cents === 0 &&
      s.payments[0]!.value_cents === s.total_cents,
  );
  expect(sale, 'a demo sale with one item and one payment').toBeTruthy();
  const id = sale!.id;
  const before = await apiGet<Sale>(page, `/sales/${id}`);
  const [item] = before.items;
  const [payment] = before.payments;
  const edit = `/vendas/${id}/editar`;

  await openEdit(page, edit);
  await expect(page.getByTestId('sale-item')).toHaveCount(1);
  await expect(page.getByLabel('Valor 1')).toHaveValue(/\d/);
  await saveEdit(page, 'Salvar venda', 'Venda editada com sucesso.', /\/$/);
  expect(stored(await apiGet(page, `/sales/${id}`))).toEqual(stored(before as unknown as Record<string, unknown>));

  // Two of the item: the same item row and the same payment, which follows the total.
  await openEdit(page, edit);
  await expect(page.getByLabel('Valor 1')).toHaveValue(/\d/);
  await page.getByLabel('Quantidade 1').fill('2');
  await saveEdit(page, 'Salvar venda', 'Venda editada com sucesso.', /\/$/);
  const doubled = await apiGet<Sale>(page, `/sales/${id}`);
  expect(doubled.items.map((i) => [i.id, i.quantity])).toEqual([[item!.id, 2]]);
  expect(doubled.payments.map((p) => [p.id, p.value_cents])).toEqual([[payment!.id, item!.price_cents * 2]]);
  expect(doubled.total_cents).toBe(item!.price_cents * 2);

  // A second product, and the payment split in two: the first rows keep their ids.
  await openEdit(page, edit);
  await expect(page.getByLabel('Valor 1')).toHaveValue(/\d/);
  await page.getByRole('button', { name: 'Adicionar produto' }).click();
  await chooseOption(
    page,
    page.locator('.ant-select').filter({ has: page.getByLabel('Produto 2', { exact: true }) }),
    'Água mineral',
  );
  await expect(page.getByTestId('sale-item')).toHaveCount(2);
  await page.getByLabel('Valor 1').fill(String(item!.price_cents));
  await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await chooseOption(
    page,
    page.locator('.ant-select').filter({ has: page.getByLabel('Forma de pagamento 2', { exact: true }) }),
    'PIX',
  );
  await saveEdit(page, 'Salvar venda', 'Venda editada com sucesso.', /\/$/);
  const two = await apiGet<Sale>(page, `/sales/${id}`);
  expect(two.items).toHaveLength(2);
  expect(two.items[0]).toMatchObject({ id: item!.id, quantity: 2 });
  expect(two.payments).toHaveLength(2);
  expect(two.payments[0]).toMatchObject({ id: payment!.id, value_cents: item!.price_cents });
  expect(two.payments[1]!.value_cents).toBe(two.total_cents - item!.price_cents);

  // Both removed again (sent with _destroy): the sale is back to its item and its payment.
  await openEdit(page, edit);
  await expect(page.getByTestId('sale-item')).toHaveCount(2);
  await expect(page.getByTestId('sale-payment')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remover produto 2' }).click();
  await page.getByRole('button', { name: 'Remover pagamento 2' }).click();
  await expect(page.getByTestId('sale-item')).toHaveCount(1);
  await expect(page.getByTestId('sale-payment')).toHaveCount(1);
  await page.getByLabel('Valor 1').fill(String(item!.price_cents * 2));
  await saveEdit(page, 'Salvar venda', 'Venda editada com sucesso.', /\/$/);
  const back = await apiGet<Sale>(page, `/sales/${id}`);
  expect(back.items.map((i) => [i.id, i.quantity])).toEqual([[item!.id, 2]]);
  expect(back.payments.map((p) => [p.id, p.value_cents])).toEqual([[payment!.id, item!.price_cents * 2]]);
});

interface Product {
  id: number;
  description: string;
  resale_id: number;
  stock: { platform: number; minimum: number };
}

test('a demo product with its stock: saved unchanged, its minimum changed', async ({ page }) => {
  await signIn(page, 'admin');
  const products = await apiGet<Product[]>(page, '/products?per_page=all');
  const product = products.find((p) => p.description === 'Registro com mangueira 1,2 m')!;
  const before = await apiGet<Product>(page, `/products/${product.id}`);
  const edit = `/produtos/${product.id}/editar`;

  await openEdit(page, edit);
  await expect(page.getByLabel('Descrição')).toHaveValue(product.description);
  await saveEdit(page, 'Atualizar produto', 'Produto editado com sucesso.', /\/produtos$/);
  expect(stored(await apiGet(page, `/products/${product.id}`))).toEqual(
    stored(before as unknown as Record<string, unknown>),
  );

  await openEdit(page, edit);
  const minimum = before.stock.minimum + 2;
  await page.getByLabel('Estoque mínimo').fill(String(minimum));
  await saveEdit(page, 'Atualizar produto', 'Produto editado com sucesso.', /\/produtos$/);
  const after = await apiGet<Product>(page, `/products/${product.id}`);
  expect(after.stock).toEqual({ ...before.stock, minimum });
});

interface Employee {
  id: number;
  name: string;
  address: { id: number; number: string | null; complement: string | null } | null;
}

test('a demo employee with an address: saved unchanged, the address changed in place', async ({ page }) => {
  await signIn(page, 'admin');
  const employees = await apiGet<Employee[]>(page, '/employees');
  const employee = employees.find((e) => e.name === 'Ana Paula Oliveira')!;
  const before = await apiGet<Employee>(page, `/employees/${employee.id}`);
  expect(before.address).toBeTruthy();
  const edit = `/funcionarios/${employee.id}/editar`;

  await openEdit(page, edit);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(employee.name);
  await saveEdit(page, 'Salvar alterações', 'Funcionário editado com sucesso.', /\/funcionarios$/);
  expect(stored(await apiGet(page, `/employees/${employee.id}`))).toEqual(
    stored(before as unknown as Record<string, unknown>),
  );

  await openEdit(page, edit);
  const complement = `Bloco ${stamp()}`;
  await page.getByLabel('Complemento').fill(complement);
  await saveEdit(page, 'Salvar alterações', 'Funcionário editado com sucesso.', /\/funcionarios$/);
  const after = await apiGet<Employee>(page, `/employees/${employee.id}`);
  expect(after.address).toEqual({ ...before.address, complement });
});

interface Receivable {
  id: number;
  value_cents: number;
  received_cents: number;
  debt_cents: number;
  receipt_date: string | null;
  account_id: number | null;
  payment_method: { id: number; description: string } | null;
  customer: { name: string };
}

test('a demo receivable partly received: saved as it opens (the rest received), then its bill method changed', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const list = await apiGet<{ data: Receivable[] }>(
    page,
    `/receivables?status=all&customer_name_or_document=${encodeURIComponent('José Carlos Pereira')}`,
  );
  const open = list.data.find(
    (r) => r.received_cents > 0 && r.debt_cents > 0 && r.customer.name.endsWith('(Valinhos)'),
  );
  expect(open, 'a partly received demo receivable').toBeTruthy();
  const before = await apiGet<Receivable>(page, `/receivables/${open!.id}`);
  const edit = `/contas-a-receber/${before.id}/editar`;

  // As it opens, the form receives what is owed today with the bill's account and method.
  await openEdit(page, edit);
  await expect(page.getByTestId('bill-debt')).toHaveValue(/\d/);
  await saveEdit(page, 'Salvar alterações', 'Conta a receber editada com sucesso.', /\/contas-a-receber$/);
  const received = await apiGet<Receivable>(page, `/receivables/${before.id}`);
  expect(received.received_cents).toBe(before.value_cents);
  expect(received.debt_cents).toBe(0);
  expect(received.account_id).toBe(before.account_id);
  expect(received.payment_method).toEqual(before.payment_method);
  expect(received.receipt_date).toBeTruthy();

  // The nested bill's payment method changes; nothing more is received.
  await openEdit(page, edit);
  const method = page.locator('.ant-select').filter({ has: page.getByLabel('Forma de pagamento') });
  const other = before.payment_method?.description === 'Dinheiro' ? 'PIX' : 'Dinheiro';
  await chooseOption(page, method, other);
  await saveEdit(page, 'Salvar alterações', 'Conta a receber editada com sucesso.', /\/contas-a-receber$/);
  const after = await apiGet<Receivable>(page, `/receivables/${before.id}`);
  expect(after.payment_method?.description).toBe(other);
  expect(after.received_cents).toBe(before.value_cents);
});

test('a demo user and the registers with units or an address: saved unchanged, stored as they were', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const registers: [string, string, string, string][] = [
    // [api list, screen, submit, toast]
    ['/users', '/usuarios', 'Salvar alterações', 'Usuário editado com sucesso.'],
    ['/suppliers', '/fornecedores', 'Salvar alterações', 'Fornecedor editado com sucesso.'],
    ['/vehicles', '/veiculos', 'Salvar alterações', 'Veículo editado com sucesso.'],
    ['/payment_methods', '/metodos-de-pagamento', 'Salvar alterações', 'Método de pagamento editado com sucesso.'],
    ['/resales', '/revendas', 'Salvar alterações', 'Revenda editada com sucesso.'],
    ['/banks', '/bancos', 'Salvar alterações', 'Banco editado com sucesso.'],
    ['/accounts', '/plano-de-contas', 'Salvar alterações', 'Conta editada com sucesso.'],
    ['/groups', '/grupos', 'Salvar alterações', 'Grupo editado com sucesso.'],
    ['/sectors', '/setores', 'Salvar alterações', 'Setor editado com sucesso.'],
  ];
  for (const [api, screen, submit, toast] of registers) {
    const rows = await apiGet<{ id: number }[]>(page, api);
    // The deliverer's user: not the signed-in admin, and no test signs in with changed units.
    const id = api === '/users' ? 3 : rows[0]!.id;
    const before = await apiGet(page, `${api}/${id}`);
    await openEdit(page, `${screen}/${id}/editar`);
    await saveEdit(page, submit, toast, new RegExp(`${screen}$`));
    expect(stored(await apiGet(page, `${api}/${id}`)), `${api}/${id}`).toEqual(stored(before));
  }
});

test('a product entry: an item removed before saving is not stored', async ({ page }) => {
  const note = `NF${stamp()}`;
  await signIn(page, 'admin');
  await page.goto('/estoque/entradas/novo');
  const pickSelect = async (label: string, option: string, type?: string) => {
    const select = page.getByLabel(label, { exact: true });
    await select.click();
    if (type) await select.fill(type);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  };
  await pickSelect('Fornecedor', 'Liquigás Distribuidora S.A.', 'liqui');
  await page.getByLabel('Número da nota fiscal').fill(note);
  for (const product of ['Registro com mangueira 1,2 m', 'Água mineral 1,5 L (fardo com 6)']) {
    await pickSelect('Produto', product, product);
    await page.getByRole('button', { name: 'Adicionar produto' }).click();
  }
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: 'Registro com mangueira' }).getByRole('button', { name: 'Remover' }).click();
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Criar entrada' }).click();
  await expect(page.getByText('Entrada de produtos criada com sucesso.')).toBeVisible();
  const entries = await apiGet<{ data: { id: number; invoice_number: string | null }[] }>(page, '/product_entries');
  const entry = entries.data.find((e) => e.invoice_number === note)!;
  const stored = await apiGet<{ items: { product: { description: string } }[] }>(page, `/product_entries/${entry.id}`);
  expect(stored.items.map((i) => i.product.description)).toEqual(['Água mineral 1,5 L (fardo com 6)']);
});
