import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { chooseOption, signIn } from './helpers';

test('customer: create with two phones and CEP lookup, find by phone and accent-less name, contact outcome, history, clear contacted', async ({
  page,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const name = `Joaquim Conceição ${suffix}`;
  const mobile = `1998${suffix.slice(0, 3)}${suffix.slice(3)}1`.slice(0, 11);
  await signIn(page, 'admin');
  await page.goto('/clientes');
  await page.getByRole('link', { name: 'Criar cliente' }).click();
  await expect(page).toHaveURL(/\/clientes\/novo$/);
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('CPF/CNPJ').fill('52998224725');
  await expect(page.getByLabel('CPF/CNPJ')).toHaveValue('529.982.247-25');
  await page.getByLabel('Revenda', { exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Gás Bom Jesus - Centro' }).click();
  await page.getByLabel('Telefone', { exact: true }).first().fill(mobile);
  await page.getByLabel('Este numero é Whatsapp').first().check();
  await page.getByRole('button', { name: 'Adicionar telefone' }).click();
  await page.getByLabel('Telefone', { exact: true }).nth(1).fill(`1932${suffix}`);
  await page.getByLabel('CEP').fill('13010000');
  await page.getByLabel('Número', { exact: true }).click();
  await expect(page.locator('.ant-select').filter({ hasText: 'Campinas/SP' })).toBeVisible();
  await page.getByLabel('Número', { exact: true }).fill('42');
  await page.getByRole('button', { name: 'Criar cliente' }).click();
  await expect(page.getByText('Cliente criado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/clientes$/);

  // Find by phone (masked as typed).
  await page.getByLabel('Pesquisar por').click();
  await page.locator('.ant-select-item-option', { hasText: 'Telefone' }).click();
  // The phone mask applies once the choice is drawn (it lives in the list's URL state).
  const searchKind = page.locator('.ant-select').filter({ has: page.getByLabel('Pesquisar por') });
  await expect(page).toHaveURL(/search_by=phone/);
  await expect(searchKind).toContainText('Telefone');
  const search = page.getByPlaceholder('Pesquisar...');
  await expect(search).toHaveAttribute('inputmode', 'tel');
  await search.click();
  await search.pressSequentially(mobile);
  await expect(search).toHaveValue(/^\(19\) 98/);
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: 'Clientes (1)' })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();

  // Find by a name without accents.
  await page.getByLabel('Pesquisar por').click();
  await page.locator('.ant-select-item-option', { hasText: 'Nome' }).click();
  await expect(page).not.toHaveURL(/search_by=phone/);
  await expect(searchKind).toContainText('Nome');
  await search.fill(`joaquim conceicao ${suffix}`);
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: 'Clientes (1)' })).toBeVisible();

  // Expand the row: register a contact outcome.
  await page.getByText(name).click();
  await page.getByLabel('Status do contato').click();
  await page.locator('.ant-select-item-option', { hasText: 'cliente agendado' }).click();
  await page.getByLabel('Observações').fill('Ligar na sexta');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Registro atualizado com sucesso.')).toBeVisible();
  await expect(page.locator('tr.customer-contacted')).toHaveCount(1);

  // WhatsApp link with 55.
  await page.getByRole('button', { name: 'WhatsApp' }).click();
  await expect(page.getByRole('link', { name: 'Abrir WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`wa.me/55${mobile}`),
  );
  await page.keyboard.press('Escape');

  // History drawer.
  await page.getByRole('button', { name: 'Últimas compras' }).click();
  const drawer = page.getByRole('dialog', { name: 'Últimas compras' });
  await expect(drawer.getByText('Cliente sem histórico de compras.')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Ver perfil' })).toBeVisible();
  const box = await drawer.boundingBox();
  expect(Math.round(box!.width)).toBe(452);
  await page.keyboard.press('Escape');

  // Clear contacted for the unit.
  await page.getByRole('button', { name: 'Limpar clientes contactados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Você tem certeza?' });
  await chooseOption(page, dialog.locator('.ant-select'), 'Gás Bom Jesus - Centro');
  await dialog.getByRole('button', { name: 'Limpar clientes contactados' }).click();
  await expect(page.getByText('Limpar clientes contactados executado com sucesso')).toBeVisible();
  await expect(page.locator('tr.customer-contacted')).toHaveCount(0);
});

test('customer import: runs in the background, its progress ends and the refused line is listed with the reason', async ({
  page,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const file = path.join(os.tmpdir(), `clientes-${suffix}.csv`);
  fs.writeFileSync(
    file,
    [
      'nome;telefones;cidade;uf',
      `Importada Boa ${suffix};199${suffix}01;Campinas;SP`,
      `Importada Ruim ${suffix};199${suffix}02;Cidadeinexistente;SP`,
      `Importada Outra ${suffix};199${suffix}03;;`,
    ].join('\n'),
  );
  await signIn(page, 'admin');
  await page.goto('/clientes');
  await page.getByRole('button', { name: 'Importar clientes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar clientes' });
  await chooseOption(page, dialog.locator('.ant-select'), 'Gás Bom Jesus - Centro');
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Importação realizada com sucesso.')).toBeVisible();
  await expect(dialog.getByTestId('import-progress')).toHaveText('3 de 3 linhas processadas');
  await expect(dialog.locator('.ant-progress-status-success')).toBeVisible();
  await expect(dialog.getByText('2 criados, 0 atualizados, 1 linha com erro.')).toBeVisible();
  const refused = dialog.getByRole('row', { name: `Importada Ruim ${suffix}` });
  await expect(refused.getByRole('cell').first()).toHaveText('3');
  await expect(refused.getByRole('cell', { name: 'Cidade: não foi encontrado' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: `Importada Boa ${suffix}` })).toHaveCount(0);
  await page.screenshot({ path: path.join(os.tmpdir(), 'customers-import.png') });
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Fechar' }).click();
  await page.getByPlaceholder('Pesquisar...').fill(`importada boa ${suffix}`);
  await page.getByPlaceholder('Pesquisar...').press('Enter');
  await expect(page.getByRole('heading', { name: 'Clientes (1)' })).toBeVisible();
});

test('groups and sectors: create, search, delete', async ({ page }) => {
  await signIn(page, 'admin');
  for (const [route, create, created, removed] of [
    ['/grupos', 'Criar grupo', 'Grupo criado com sucesso.', 'O grupo "Condomínio Teste" foi removido com sucesso.'],
    ['/setores', 'Criar setor', 'Setor criado com sucesso.', 'O setor "Condomínio Teste" foi removido com sucesso.'],
  ]) {
    await page.goto(route!);
    await page.getByRole('link', { name: create }).click();
    await page.getByLabel('Revenda', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Gás Bom Jesus - Centro' }).click();
    await page.getByLabel('Descrição').fill('Condomínio Teste');
    await page.getByRole('button', { name: create }).click();
    await expect(page.getByText(created!)).toBeVisible();
    await page.getByPlaceholder('Descrição...').fill('condominio');
    await page.getByPlaceholder('Descrição...').press('Enter');
    const row = page.getByRole('row', { name: /Condomínio Teste/ });
    await expect(row).toContainText('Gás Bom Jesus - Centro');
    await row.getByRole('button', { name: 'Remover' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    await expect(page.getByText(removed!)).toBeVisible();
  }
});

test('customer filters: group and sector choices come with the chosen unit', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/clientes');
  await page.getByRole('button', { name: 'Filtros' }).click();
  const group = page.locator('.ant-select').filter({ has: page.getByLabel('Grupo', { exact: true }) });
  await expect(group).toContainText('Escolha a revenda');
  await chooseOption(
    page,
    page.locator('.ant-select').filter({ has: page.getByLabel('Revenda', { exact: true }) }),
    'Gás Bom Jesus - Centro',
  );
  await expect(group).not.toContainText('Escolha a revenda');
  await chooseOption(page, group, 'Residencial');
  await expect(page).toHaveURL(/group_id=\d+/);
  await expect(page.getByRole('heading', { name: /^Clientes \(\d+\)$/ })).toBeVisible();
});

test('masked fields at 1366×768: digits typed get their punctuation, a formatted paste is taken, the caret stays where the person types', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });
  await page.goto('/clientes/novo');
  await page.getByLabel('Nome', { exact: true }).fill('Maria das Dores');

  const doc = page.getByLabel('CPF/CNPJ');
  await doc.pressSequentially('52998224725');
  await expect(doc).toHaveValue('529.982.247-25');
  // Three more digits make it a CNPJ; Backspace back to 11 makes it a CPF again.
  await doc.pressSequentially('123');
  await expect(doc).toHaveValue('52.998.224/7251-23');
  for (let i = 0; i < 3; i++) await doc.press('Backspace');
  await expect(doc).toHaveValue('529.982.247-25');

  const phone = page.getByLabel('Telefone', { exact: true }).first();
  await phone.pressSequentially('1932345678');
  await expect(phone).toHaveValue('(19) 3234-5678');
  await phone.pressSequentially('9');
  await expect(phone).toHaveValue('(19) 32345-6789');
  // A formatted number pasted over the whole field.
  await phone.press('ControlOrMeta+a');
  await page.keyboard.insertText('(19) 99123-4567');
  await expect(phone).toHaveValue('(19) 99123-4567');
  // Fixing one digit in the middle: the caret stays after it.
  await phone.evaluate((el: HTMLInputElement) => el.setSelectionRange(7, 7));
  await phone.press('Backspace');
  await phone.press('8');
  await expect(phone).toHaveValue('(19) 98123-4567');
  expect(await phone.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(7);
  // Letters do nothing in a phone.
  await phone.press('End');
  await phone.pressSequentially('ab');
  await expect(phone).toHaveValue('(19) 98123-4567');

  await page.getByLabel('Nome', { exact: true }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(os.tmpdir(), 'customer-form-masks-1366x768.png') });
});
