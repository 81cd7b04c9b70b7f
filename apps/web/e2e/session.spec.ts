import { expect, test } from '@playwright/test';

test('only /login is reachable without signing in', async ({ page }) => {
  await page.goto('/revendas');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test.describe('from the server (no service worker copy of the page)', () => {
  test.use({ serviceWorkers: 'block' });
  test('the first screen asks the server nothing: the page carries the edition and who is signed in', async ({
    page,
  }) => {
    const calls: string[] = [];
    const errors: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // No /api/users/current answered 401 (a console error on every sign-in screen), no /api/edition.
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
    await expect(page).toHaveTitle('AbilityGás');
    // The page names the sign-in screen's chunk, fetched beside the app's scripts instead of after them.
    const page1 = await (await page.request.get('/login', { headers: { accept: 'text/html' } })).text();
    expect(page1).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LoginPage-[\w-]+\.js">/);
    expect(page1).not.toMatch(/AntdShell-/);

    await page.getByPlaceholder('Telefone ou e-mail').fill('admin@demo.com.br');
    await page.getByPlaceholder('Senha').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('navbar-email')).toBeVisible();
    // Opened again signed in: the shell comes without asking who is signed in.
    calls.length = 0;
    await page.reload();
    await expect(page.getByTestId('navbar-email')).toHaveText('admin@demo.com.br');
    expect(calls).not.toContain('/api/users/current');
    expect(calls).not.toContain('/api/edition');
    expect(errors).toEqual([]);
    const page2 = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(page2).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/AntdShell-[\w-]+\.js">/);
  });
});

test("login requires both fields and refuses a wrong password with the seeds' toast", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Informe seu telefone ou e-mail.')).toBeVisible();
  await expect(page.getByText('Informe sua senha.')).toBeVisible();
  await page.getByPlaceholder('Telefone ou e-mail').fill('admin@demo.com.br');
  await page.getByPlaceholder('Senha').fill('errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.locator('.ant-notification').getByText('Usuário e/ou senha inválidos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signs in by phone, shows the shell, signs out', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('Telefone ou e-mail').fill('(19) 99123-4567');
  await page.getByPlaceholder('Senha').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Usuário logado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('navbar-email')).toHaveText('admin@demo.com.br');
  await expect(page.getByText(`© ${new Date().getFullYear()} AbilityGás · versão 0.9.1`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Trilha de navegação' }).getByText('Início')).toBeVisible();
  await expect(page.getByRole('button', { name: /Mais/ })).toBeVisible();
  await expect(page.locator('a[href^="https://wa.me/"]')).toHaveAttribute(
    'href',
    /text=Ol%C3%A1!%20Preciso%20de%20ajuda/,
  );
  // The session survives a reload (remember-me is on by default).
  await page.reload();
  await expect(page.getByTestId('navbar-email')).toHaveText('admin@demo.com.br');
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Você saiu do sistema.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the toast sits at the top right, under the header', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('Telefone ou e-mail').fill('atendente@demo.com.br');
  await page.getByPlaceholder('Senha').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Measured while it shows (it leaves after 5 seconds).
  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Usuário logado com sucesso' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x > viewport.width / 2 && box.y >= 64 && box.y < 200).toBeTruthy();
});
