import { type CrtCode, FISCAL_SETTINGS_TEXTS as T, type NfceProvider, certificateState } from '@ability/domain';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { fiscalSettings, resales } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { FieldErrors, notFound } from '../../lib/errors';
import { assertWritableUnit, canSeeUnit } from '../../lib/scope';
import { readPfx } from './certificate';
import type { FiscalSettingsInput, fiscalSettingsReply } from './schemas';
import { seal } from '../../lib/secrets';
import type { ReplyOf } from '../../lib/reply-schema';

export type FiscalSettingsRecord = ReplyOf<typeof fiscalSettingsReply>;

const DEFAULTS = { crt: 1, environment: 'homologacao', series: 1, next_number: 1, issue_on: 'manual' } as const;

/** A unit's settings as the screen sees them: no secret, only whether the CSC is set and the certificate's holder. */
export async function getFiscalSettings(
  db: Executor,
  actor: Actor,
  resaleId: number,
  sefazDemo = false,
  now = new Date(),
) {
  if (!canSeeUnit(actor.user, resaleId)) throw notFound();
  const [unit] = await db.select({ id: resales.id }).from(resales).where(eq(resales.id, resaleId));
  if (!unit) throw notFound();
  const [row] = await db.select().from(fiscalSettings).where(eq(fiscalSettings.resale_id, resaleId));
  const s = row ?? {
    ...DEFAULTS,
    csc_id: null,
    csc_token_enc: null,
    certificate_holder: null,
    certificate_expires_at: null,
    payment_codes: {},
    provider: 'sefaz',
    nuvem_client_id: null,
    nuvem_client_secret_enc: null,
  };
  const expires = s.certificate_expires_at;
  const state = expires ? certificateState(expires, now) : null;
  return {
    resale_id: resaleId,
    crt: s.crt as CrtCode,
    environment: s.environment as FiscalSettingsRecord['environment'],
    series: s.series,
    next_number: s.next_number,
    issue_on: s.issue_on as FiscalSettingsRecord['issue_on'],
    csc_id: s.csc_id,
    csc_token_set: !!s.csc_token_enc,
    payment_codes: s.payment_codes as FiscalSettingsRecord['payment_codes'],
    provider: s.provider as NfceProvider,
    nuvem_client_id: s.nuvem_client_id,
    nuvem_client_secret_set: !!s.nuvem_client_secret_enc,
    sefaz_demo: sefazDemo,
    certificate:
      expires && state
        ? { holder: s.certificate_holder ?? '', expires_at: expires, days_left: state.days, state: state.state }
        : null,
  } satisfies FiscalSettingsRecord;
}

/**
 * Saves a unit's settings. A new certificate is opened with its password first (holder and expiry read from
 * it) and stored sealed with the server key, as is a new CSC token; without the key nothing secret is stored.
 */
export async function saveFiscalSettings(
  db: Db,
  actor: Actor,
  secretKey: Buffer | null,
  resaleId: number,
  input: FiscalSettingsInput,
  sefazDemo = false,
) {
  assertWritableUnit(actor.user, resaleId);
  const errors = new FieldErrors();
  const { certificate, csc_token, nuvem_client_secret, ...plain } = input;
  const secret: Partial<typeof fiscalSettings.$inferInsert> = {};
  const needsKey = !!certificate || !!csc_token || !!nuvem_client_secret;
  if (needsKey && !secretKey)
    errors.add(certificate ? 'certificate' : csc_token ? 'csc_token' : 'nuvem_client_secret', T.errors.noServerKey);
  if (certificate && secretKey) {
    const pfx = Buffer.from(certificate.pfx_base64, 'base64');
    const info = readPfx(pfx, certificate.password);
    if (!info) errors.add('certificate', T.errors.certificate);
    else
      Object.assign(secret, {
        certificate_enc: seal(secretKey, pfx),
        certificate_password_enc: seal(secretKey, certificate.password),
        certificate_holder: info.holder,
        certificate_expires_at: info.expiresAt,
      });
  }
  if (csc_token && secretKey) secret.csc_token_enc = seal(secretKey, csc_token);
  if (nuvem_client_secret && secretKey) secret.nuvem_client_secret_enc = seal(secretKey, nuvem_client_secret);
  errors.throwIfAny();
  return db.transaction(async (tx) => {
    const before = await getFiscalSettings(tx, actor, resaleId, sefazDemo);
    // Nuvem Fiscal chosen: its client id and a secret (sent now or kept) are both needed.
    if ((plain.provider ?? before.provider) === 'nuvem_fiscal') {
      const id = plain.nuvem_client_id !== undefined ? plain.nuvem_client_id : before.nuvem_client_id;
      if (!id) errors.add('nuvem_client_id', T.errors.nuvemCredentials);
      if (!nuvem_client_secret && !before.nuvem_client_secret_set)
        errors.add('nuvem_client_secret', T.errors.nuvemCredentials);
      errors.throwIfAny();
    }
    const values = { ...plain, ...secret, updated_at: new Date() };
    await tx
      .insert(fiscalSettings)
      .values({ ...values, resale_id: resaleId })
      .onConflictDoUpdate({ target: fiscalSettings.resale_id, set: values });
    const after = await getFiscalSettings(tx, actor, resaleId, sefazDemo);
    await audit(tx, actor, 'update', 'fiscal_settings', resaleId, before, after);
    return after;
  });
}
