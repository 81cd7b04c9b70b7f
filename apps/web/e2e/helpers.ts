import { type Page, expect } from '@playwright/test';

export const LOGINS = {
  admin: 'admin@demo.com.br',
  attendant: 'atendente@demo.com.br',
  deliverer: 'entregador@demo.com.br',
} as const;

export async function signIn(page: Page, role: keyof typeof LOGINS, base = '') {
  await page.goto(`${base}/login`);
  await page.getByPlaceholder('Telefone ou e-mail').fill(LOGINS[role]);
  await page.getByPlaceholder('Senha').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Usuário logado com sucesso')).toBeVisible();
  await expect(page.getByTestId('navbar-email')).toHaveText(LOGINS[role]);
}

/** The side menu's visible labels, groups opened. */
export async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('menu', { name: 'Menu principal' });
  for (const group of await menu
    .locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title')
    .all()) {
    await group.click();
  }
  return (await menu.locator('.ant-menu-title-content').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}
