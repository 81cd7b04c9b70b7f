import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import forge from 'node-forge';
import { apiGet, signIn } from './helpers';

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/fiscal-settings';

/** A self-signed .pfx like an A1 certificate, expiring in `days`. */
function pfxFile(holder: string, days: number, password: string): string {
  const keys = forge.pki.rsa.generateKeyPair(1024);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + days * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: holder }]);
  cert.setIssuer([{ name: 'commonName', value: holder }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const der = forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: '3des' }));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pfx-')), 'certificado.pfx');
  fs.writeFileSync(file, Buffer.from(der.getBytes(), 'binary'));
  return file;
}

test('a unit’s NFC-e settings: CSC and A1 certificate sent, never shown back; expiry warning', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  const units = await apiGet<{ id: number; name: string }[]>(page, '/resales');
  const centro = units.find((u) => u.name.endsWith('Centro'))!;
  await page.goto(`/revendas/${centro.id}/editar`);
  const card = page.getByRole('region', { name: 'Configuração fiscal (NFC-e)' });
  await expect(card.getByText('Nenhum certificado enviado.')).toBeVisible();
  await expect(card.getByText('Nenhum arquivo escolhido')).toBeVisible();

  // A wrong password is refused under the password, in pt-BR.
  const file = pfxFile('GAS BOM JESUS LTDA:12345678000195', 20, 'senha-certa');
  await card.getByLabel('Certificado digital A1 (.pfx)').setInputFiles(file);
  await card.getByLabel('Senha do certificado').fill('errada');
  await card.getByRole('button', { name: 'Salvar configuração fiscal' }).click();
  await expect(page.getByText('Não foi possível salvar a configuração fiscal.')).toBeVisible();
  await expect(card.getByText('arquivo inválido ou senha incorreta')).toBeVisible();

  await card.getByLabel('Senha do certificado').fill('senha-certa');
  await card.getByLabel('Identificador do CSC').fill('000001');
  await card.getByLabel('Código de segurança do contribuinte (CSC)').fill('CSC-SECRETO-123');
  await card.getByLabel('Próximo número').fill('120');
  await card.getByRole('button', { name: 'Salvar configuração fiscal' }).click();
  await expect(page.getByText('Configuração fiscal salva com sucesso.')).toBeVisible();
  await expect(card.getByText(/GAS BOM JESUS LTDA:12345678000195, válido até/)).toBeVisible();
  await expect(card.getByText(/O certificado vence em 1[89] dias\./)).toBeVisible();
  await expect(card.getByText('CSC já cadastrado: deixe em branco para manter.')).toBeVisible();
  await expect(card.getByText('Nenhum arquivo escolhido')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/unit-fiscal-settings.png` });

  const stored = await page.request.get(`/api/resales/${centro.id}/fiscal_settings`);
  const text = await stored.text();
  expect(text).not.toContain('CSC-SECRETO-123');
  expect(text).not.toContain('senha-certa');
  expect(JSON.parse(text)).toMatchObject({ next_number: 120, csc_id: '000001', csc_token_set: true });
});
