import { FISCAL_PRESETS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import forge from 'node-forge';
import { buildNfceWithKey, nfceInputForSale, reserveNfceNumber, signNfe } from '../src/modules/fiscal/nfce';
import { methodId, one } from './finance-helpers';
import type { TestContext } from './helpers';
import { adminCaller } from './registers-helpers';

/** A self-signed A1-like certificate (.pfx) made by the test: holder, days until it expires, password. */
export function makePfx(holder: string, days: number, password: string): { pfx: Buffer; certPem: string } {
  const keys = forge.pki.rsa.generateKeyPair(1024);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 86_400_000);
  cert.validity.notAfter = new Date(now + days * 86_400_000);
  const attrs = [
    { name: 'commonName', value: holder },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: '3des' });
  return { pfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), certPem: forge.pki.certificateToPem(cert) };
}

/** The P13's fiscal data saved through the product's API (the preset), as an admin does on the product form. */
export async function p13WithFiscalData(t: TestContext, resaleId: number): Promise<number> {
  const { id } = await one<{ id: number }>(
    t,
    sql`select id from products where description = 'Gás P13 (botijão 13 kg)' and resale_id = ${resaleId}`,
  );
  const res = await adminCaller(t)('PATCH', `/products/${id}`, { product: { fiscal: FISCAL_PRESETS.p13 } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return id;
}

/** A sale of `quantity` P13 paid in cash (at the counter by default), through the API; answers its id. */
export async function p13Sale(
  t: TestContext,
  resaleId: number,
  p13: number,
  quantity = 1,
  channel = 'door',
): Promise<number> {
  const cash = await methodId(t, 'Dinheiro');
  const res = await adminCaller(t)('POST', '/sales', {
    sale: {
      resale_id: resaleId,
      channel,
      items_attributes: [{ product_id: p13, quantity, price_cents: 11_000 }],
      payments_attributes: [{ payment_method_id: cash, value_cents: 11_000 * quantity }],
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id;
}

/** The sale's NFC-e as the issuing job builds it (a number of the unit's series 1), signed with `pfx`. */
export async function signedNoteOfSale(
  t: TestContext,
  resaleId: number,
  saleId: number,
  pfx: Buffer,
  password: string,
): Promise<{ key: string; signed: string; number: number }> {
  return t.database.db.transaction(async (tx) => {
    const number = await reserveNfceNumber(tx, resaleId, 1);
    const { xml, key } = buildNfceWithKey(await nfceInputForSale(tx, saleId, { number }));
    return { key, number, signed: signNfe(xml, pfx, password) };
  });
}
