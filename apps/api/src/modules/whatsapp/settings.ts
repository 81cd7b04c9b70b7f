import {
  WHATSAPP_FREE_MONTHLY_MESSAGES,
  WHATSAPP_TEXTS as T,
  type WhatsappNotifyEvent,
  templateParamCount,
} from '@ability/domain';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows } from '../../db/client';
import { resales, whatsappSettings, whatsappTemplates } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { AppError, FieldErrors, notFound } from '../../lib/errors';
import type { ReplyOf } from '../../lib/reply-schema';
import { assertWritableUnit, canSeeUnit } from '../../lib/scope';
import { open, seal } from '../../lib/secrets';
import { type GraphClient, GraphError } from './graph';
import type { WhatsappSettingsInput, whatsappSettingsReply } from './schemas';

export const WEBHOOK_PATH = '/api/whatsapp/webhook';

export type WhatsappSettingsRecord = ReplyOf<typeof whatsappSettingsReply>;

/** A unit's approved templates, by name, each with how many parameters its body takes. */
export async function unitTemplates(db: Executor, resaleId: number) {
  const rows = await db
    .select()
    .from(whatsappTemplates)
    .where(eq(whatsappTemplates.resale_id, resaleId))
    .orderBy(whatsappTemplates.name, whatsappTemplates.language);
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    language: t.language,
    body: t.body,
    param_count: templateParamCount(t.body),
    notify_event: (t.notify_event ?? null) as WhatsappNotifyEvent | null,
  }));
}

/**
 * Business-initiated messages (templates, status messages) Meta accepted for the unit this calendar month, in
 * the server's time zone: counted on read from the messages, never stored.
 */
export async function monthCount(db: Executor, resaleId: number, timezone: string, now = new Date()) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from whatsapp_messages
         where resale_id = ${resaleId} and direction = 'out' and business_initiated
           and wamid not like 'recusada:%'
           and sent_at >= (date_trunc('month', ${now}::timestamptz at time zone ${timezone}) at time zone ${timezone})`,
  );
  return row?.n ?? 0;
}

/** A unit's WhatsApp settings as the screen sees them: the secrets only as 'configurado' flags. */
export async function getWhatsappSettings(
  db: Executor,
  actor: Actor,
  resaleId: number,
  timezone = 'America/Sao_Paulo',
) {
  if (!canSeeUnit(actor.user, resaleId)) throw notFound();
  const [unit] = await db.select({ id: resales.id }).from(resales).where(eq(resales.id, resaleId));
  if (!unit) throw notFound();
  const [s] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.resale_id, resaleId));
  return {
    resale_id: resaleId,
    configured: !!s?.access_token_enc && !!s.app_secret_enc,
    phone_number_id: s?.phone_number_id ?? null,
    business_account_id: s?.business_account_id ?? null,
    verify_token: s?.verify_token ?? null,
    access_token_set: !!s?.access_token_enc,
    app_secret_set: !!s?.app_secret_enc,
    webhook_path: WEBHOOK_PATH,
    notify_confirmed: s?.notify_confirmed ?? false,
    notify_in_transit: s?.notify_in_transit ?? false,
    notify_delivered: s?.notify_delivered ?? false,
    templates: await unitTemplates(db, resaleId),
    month_count: await monthCount(db, resaleId, timezone),
    month_free: WHATSAPP_FREE_MONTHLY_MESSAGES,
  } satisfies WhatsappSettingsRecord;
}

/**
 * Saves a unit's settings in one transaction, the token and the app secret sealed with the server key (kept
 * when omitted). A phone number id is one unit's: the webhook finds the unit by it.
 */
export async function saveWhatsappSettings(
  db: Db,
  actor: Actor,
  secretKey: Buffer | null,
  resaleId: number,
  input: WhatsappSettingsInput,
  timezone?: string,
) {
  assertWritableUnit(actor.user, resaleId);
  const { access_token, app_secret, templates, ...plain } = input;
  const errors = new FieldErrors();
  if (templates) {
    const names = new Set<string>();
    const events = new Set<string>();
    for (const t of templates) {
      const key = `${t.name}|${t.language}`;
      if (names.has(key)) errors.add('templates', T.errors.templateTaken);
      names.add(key);
      if (t.notify_event && events.has(t.notify_event)) errors.add('templates', T.errors.notifyTemplateTaken);
      if (t.notify_event) events.add(t.notify_event);
    }
  }
  if ((access_token || app_secret) && !secretKey)
    errors.add(access_token ? 'access_token' : 'app_secret', T.errors.noServerKey);
  errors.throwIfAny();
  return db.transaction(async (tx) => {
    const before = await getWhatsappSettings(tx, actor, resaleId, timezone);
    const [taken] = await tx
      .select({ id: whatsappSettings.resale_id })
      .from(whatsappSettings)
      .where(
        and(eq(whatsappSettings.phone_number_id, plain.phone_number_id), ne(whatsappSettings.resale_id, resaleId)),
      );
    if (taken) errors.add('phone_number_id', T.errors.phoneNumberTaken);
    if (!before.access_token_set && !access_token) errors.add('access_token', 'Informe o token de acesso.');
    if (!before.app_secret_set && !app_secret) errors.add('app_secret', 'Informe a chave secreta do aplicativo.');
    errors.throwIfAny();
    const values = {
      ...plain,
      ...(access_token && secretKey ? { access_token_enc: seal(secretKey, access_token) } : {}),
      ...(app_secret && secretKey ? { app_secret_enc: seal(secretKey, app_secret) } : {}),
      updated_at: new Date(),
    };
    await tx
      .insert(whatsappSettings)
      .values({ ...values, resale_id: resaleId })
      .onConflictDoUpdate({ target: whatsappSettings.resale_id, set: values });
    if (templates) await saveTemplates(tx, resaleId, templates);
    const after = await getWhatsappSettings(tx, actor, resaleId, timezone);
    await audit(tx, actor, 'update', 'whatsapp_settings', resaleId, before, after);
    return after;
  });
}

/**
 * The unit's templates as the list says: kept by name and language (their ids stay, so an open conversation
 * still sends them), the others removed. The event marks are cleared first: two templates may swap one.
 */
async function saveTemplates(
  tx: Executor,
  resaleId: number,
  templates: NonNullable<WhatsappSettingsInput['templates']>,
) {
  const t = whatsappTemplates;
  const keys = templates.map((x) => `${x.name}|${x.language}`);
  await tx
    .delete(t)
    .where(
      and(
        eq(t.resale_id, resaleId),
        keys.length ? notInArray(sql`${t.name} || '|' || ${t.language}`, keys) : sql`true`,
      ),
    );
  await tx.update(t).set({ notify_event: null }).where(eq(t.resale_id, resaleId));
  for (const x of templates)
    await tx
      .insert(t)
      .values({
        resale_id: resaleId,
        name: x.name,
        language: x.language,
        body: x.body,
        notify_event: x.notify_event ?? null,
      })
      .onConflictDoUpdate({
        target: [t.resale_id, t.name, t.language],
        set: { body: x.body, notify_event: x.notify_event ?? null, updated_at: new Date() },
      });
}

/** A unit's number with its secrets opened, for the webhook, the job and the sends; null when not configured. */
export async function unitNumber(db: Executor, secretKey: Buffer | null, resaleId: number) {
  const [s] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.resale_id, resaleId));
  return s && secretKey && s.access_token_enc && s.app_secret_enc
    ? {
        resale_id: s.resale_id,
        phone_number_id: s.phone_number_id,
        access_token: open(secretKey, s.access_token_enc).toString('utf8'),
        app_secret: open(secretKey, s.app_secret_enc).toString('utf8'),
      }
    : null;
}

/** A Graph API refusal as a pt-BR error with Meta's reason; a network failure as 502. */
export function graphFailure(err: unknown): AppError {
  if (err instanceof GraphError) return new AppError(422, { error: T.errors.graph(err.message) });
  return new AppError(502, { error: T.errors.unreachable });
}

/** 'Testar': the number's details from the Graph API (`GET /{phone-number-id}`); sends nothing. */
export async function testWhatsapp(
  db: Db,
  actor: Actor,
  secretKey: Buffer | null,
  graph: GraphClient,
  resaleId: number,
) {
  await getWhatsappSettings(db, actor, resaleId);
  const unit = await unitNumber(db, secretKey, resaleId);
  if (!unit) throw new AppError(422, { error: T.errors.notConfigured });
  try {
    return await graph.phoneNumber(unit.phone_number_id, unit.access_token);
  } catch (err) {
    throw graphFailure(err);
  }
}
