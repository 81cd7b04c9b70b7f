import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { open } from '../src/lib/secrets';
import { makePfx } from './fiscal-helpers';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { adminCaller, demoUnits } from './registers-helpers';

const KEY = 'ab'.repeat(32);
let t: TestContext;
let centro: number;
let valinhos: number;
let call: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  t = await createTestContext({ config: { fiscalSecretKey: KEY } });
  ({ centro, valinhos } = await demoUnits(t));
  call = adminCaller(t);
});
afterAll(async () => t?.close());

const base = { crt: 1, environment: 'homologacao', series: 1, next_number: 1, issue_on: 'manual' };
const put = async (unit: number, settings: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/resales/${unit}/fiscal_settings`,
    headers: await t.as('admin'),
    payload: { fiscal_settings: { ...base, ...settings } },
  });

describe('a unit’s fiscal settings (/resales/{id}/fiscal_settings)', () => {
  it('[200] defaults before any save: homologação, series 1, number 1, no CSC, no certificate', async () => {
    expect((await call('GET', `/resales/${valinhos}/fiscal_settings`)).json()).toEqual({
      resale_id: valinhos,
      ...base,
      csc_id: null,
      csc_token_set: false,
      payment_codes: {},
      provider: 'sefaz',
      nuvem_client_id: null,
      nuvem_client_secret_set: false,
      sefaz_demo: false,
      certificate: null,
    });
  });

  it('[200] stores the certificate and the CSC sealed with the server key, never answers them; holder and expiry shown', async () => {
    const { pfx } = makePfx('GAS BOM JESUS LTDA:12345678000195', 200, 'segredo1');
    const res = await put(centro, {
      csc_id: '000001',
      csc_token: 'TOKEN-CSC-DE-TESTE',
      series: 2,
      next_number: 150,
      issue_on: 'save',
      certificate: { pfx_base64: pfx.toString('base64'), password: 'segredo1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      series: 2,
      next_number: 150,
      issue_on: 'save',
      csc_id: '000001',
      csc_token_set: true,
      certificate: { holder: 'GAS BOM JESUS LTDA:12345678000195', state: 'valid' },
    });
    expect(res.json().certificate.days_left).toBeGreaterThanOrEqual(199);
    expect(res.body).not.toMatch(/TOKEN-CSC|segredo1/);
    const rows = await queryRows<{ csc_token_enc: string; certificate_enc: string; certificate_password_enc: string }>(
      t.database.db,
      sql`select csc_token_enc, certificate_enc, certificate_password_enc from fiscal_settings where resale_id = ${centro}`,
    );
    const row = rows[0];
    expect(row!.csc_token_enc).not.toContain('TOKEN');
    const key = Buffer.from(KEY, 'hex');
    expect(open(key, row!.csc_token_enc).toString()).toBe('TOKEN-CSC-DE-TESTE');
    expect(open(key, row!.certificate_enc).equals(pfx)).toBe(true);
    expect(open(key, row!.certificate_password_enc).toString()).toBe('segredo1');
    // A changed byte does not open (GCM's tag).
    const tampered = row!.certificate_enc.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(() => open(key, tampered)).toThrow();

    // Saved again without secrets: the CSC token and the certificate stay.
    const again = await put(centro, { csc_id: '000001', environment: 'producao' });
    expect(again.json()).toMatchObject({
      environment: 'producao',
      csc_token_set: true,
      certificate: { state: 'valid' },
    });
    const history = (await call('GET', `/audit_logs?resource=fiscal_settings&record_id=${centro}`)).json();
    expect(JSON.stringify(history)).not.toMatch(/TOKEN-CSC|segredo1/);
  });

  it('warns from 30 days before expiry', async () => {
    const { pfx } = makePfx('GAS BOM JESUS LTDA', 10, 'x');
    const res = await put(valinhos, { certificate: { pfx_base64: pfx.toString('base64'), password: 'x' } });
    expect(res.json().certificate).toMatchObject({ state: 'expiring', days_left: 9 });
  });

  it('[422] wrong password or not a certificate, bad numbers: pt-BR field errors, nothing stored', async () => {
    const { pfx } = makePfx('OUTRA LTDA', 100, 'certa');
    const wrong = await put(valinhos, { certificate: { pfx_base64: pfx.toString('base64'), password: 'errada' } });
    expect(expect422(wrong, ['certificate']).certificate).toEqual(['arquivo inválido ou senha incorreta']);
    const junk = await put(valinhos, { certificate: { pfx_base64: 'bm90IGEgcGZ4', password: 'x' } });
    expect422(junk, ['certificate']);
    expect422(await put(valinhos, { next_number: 0, series: 1000 }), ['next_number', 'series']);
    expect((await call('GET', `/resales/${valinhos}/fiscal_settings`)).json().certificate.holder).toBe(
      'GAS BOM JESUS LTDA',
    );
  });

  it('[403] staff may not change them', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/resales/${centro}/fiscal_settings`,
      headers: await t.as('attendant'),
      payload: { fiscal_settings: base },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('without FISCAL_SECRET_KEY on the server', () => {
  it('[422] refuses to store a certificate or a CSC token, in pt-BR', async () => {
    const bare = await createTestContext();
    try {
      const { pfx } = makePfx('X', 100, 'x');
      const res = await bare.app.inject({
        method: 'PUT',
        url: `/api/resales/${(await demoUnits(bare)).centro}/fiscal_settings`,
        headers: await bare.as('admin'),
        payload: { fiscal_settings: { ...base, certificate: { pfx_base64: pfx.toString('base64'), password: 'x' } } },
      });
      expect(expect422(res, ['certificate']).certificate![0]).toMatch(/FISCAL_SECRET_KEY/);
    } finally {
      await bare.close();
    }
  });
});
