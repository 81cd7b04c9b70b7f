import { expect, test } from '@playwright/test';
import { apiGet, signIn } from './helpers';

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/fiscal-test-connection';

test('Testar conexão: the demo’s local SEFAZ answers 107 Serviço em Operação, and the card says it has no fiscal value', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  const units = await apiGet<{ id: number; name: string }[]>(page, '/resales');
  const valinhos = units.find((u) => u.name.endsWith('Valinhos'))!;
  await page.goto(`/revendas/${valinhos.id}/editar`);
  const card = page.getByRole('region', { name: 'Configuração fiscal (NFC-e)' });
  // The unit's edit page loads the unit first (slow on a loaded machine), then its fiscal card.
  await expect(card).toBeVisible({ timeout: 30_000 });
  // The browser tests' server has no unit with a certificate: it started the simulator.
  await expect(card.getByText('Ambiente de demonstração — sem valor fiscal')).toBeVisible();
  await card.getByRole('button', { name: 'Testar conexão' }).click();
  const answer = card.getByRole('alert', { name: 'Conexão com o SEFAZ' });
  await expect(answer).toContainText('SEFAZ respondeu 107 — Serviço em Operação');
  await expect(answer).toContainText('usado o certificado de demonstração do simulador');
  await answer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/test-connection.png` });
});
