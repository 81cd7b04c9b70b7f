import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

/** The staff's guide: the header's 'Ajuda' opens it in a tab of its own, served by the server under /ajuda. */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp';

test('Ajuda in the header opens the guide; its pages and pictures load', async ({ page, context }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'attendant');
  const [guide] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Ajuda' }).click()]);
  await guide.waitForLoadState();
  expect(new URL(guide.url()).pathname).toBe('/ajuda');
  await expect(guide.getByRole('heading', { level: 1 })).toHaveText('Guia de uso');
  await expect(guide).toHaveTitle('Guia de uso — Ajuda');

  await guide.getByRole('link', { name: 'Guia do atendente' }).click();
  await expect(guide).toHaveURL(/\/ajuda\/atendente$/);
  await expect(guide.getByRole('heading', { level: 1 })).toHaveText('Guia do atendente');
  const pictures = guide.getByRole('img');
  expect(await pictures.count()).toBeGreaterThan(0);
  for (const img of await pictures.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  }
  await guide.screenshot({ path: `${SHOTS}/help-attendant.png` });

  // Back to the app from the guide's header.
  await guide.getByRole('link', { name: 'Voltar ao sistema' }).click();
  await expect(guide.getByTestId('navbar-email')).toHaveText('atendente@demo.com.br');
});

test('on the deliverer’s phone the header keeps the guide as an icon named Ajuda', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'deliverer');
  const help = page.getByRole('link', { name: 'Ajuda' });
  await expect(help).toHaveAttribute('href', '/ajuda');
  const [guide] = await Promise.all([context.waitForEvent('page'), help.click()]);
  await expect(guide.getByRole('heading', { level: 1 })).toHaveText('Guia de uso');
  await guide.getByRole('link', { name: 'Guia do entregador' }).click();
  await expect(guide.getByRole('heading', { name: 'PIX na porta' })).toBeVisible();
  await guide.setViewportSize({ width: 390, height: 844 });
  await guide.screenshot({ path: `${SHOTS}/help-deliverer.png` });
});
