import {
  WHATSAPP_QUEUE_HOURS,
  WHATSAPP_TEXTS as T,
  WHATSAPP_WINDOW_HOURS,
  fillTemplate,
  phoneCandidatesOfWaId,
  templateParamCount,
  waIdOfPhone,
  whatsappPhoneOf,
  whatsappWindowOpen,
} from '@ability/domain';
import { randomUUID } from 'node:crypto';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows } from '../../db/client';
import {
  customerContacts,
  customers,
  whatsappConversations,
  whatsappMessages,
  whatsappStatuses,
  whatsappTemplates,
} from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { publishEvent } from '../../lib/events';
import type { ReplyOf } from '../../lib/reply-schema';
import { allowedUnits, canSeeUnit } from '../../lib/scope';
import { type GraphClient, GraphError } from './graph';
import type { whatsappConversationReply, whatsappMessageReply } from './schemas';
import { graphFailure, unitNumber, unitTemplates } from './settings';

type Conversation = ReplyOf<typeof whatsappConversationReply>;
type Message = ReplyOf<typeof whatsappMessageReply>;

const unitsIn = (units: number[] | null, column: SQL) =>
  units === null ? sql`true` : units.length ? sql`${column} in ${units}` : sql`false`;

/** A conversation's row as the queue and the panel show it; `where` over `c` (whatsapp_conversations). */
function conversationsQuery(where: SQL, extra: SQL = sql``) {
  return sql`
    select c.id, c.resale_id, json_build_object('id', r.id, 'name', r.name) as resale, c.wa_id, c.profile_name,
           case when cu.id is null then null else json_build_object('id', cu.id, 'name', cu.name) end as customer,
           to_json(li.sent_at) #>> '{}' as last_in_at,
           (select json_build_object('kind', lm.kind, 'body', lm.body) from whatsapp_messages lm
             where lm.conversation_id = c.id order by lm.sent_at desc, lm.id desc limit 1) as last_message
      from whatsapp_conversations c
      join resales r on r.id = c.resale_id
      left join customers cu on cu.id = c.customer_id
      left join lateral (select mi.sent_at, mi.created_at as received_at from whatsapp_messages mi
                          where mi.conversation_id = c.id and mi.direction = 'in'
                          order by mi.sent_at desc, mi.id desc limit 1) li on true
     where ${where} ${extra}`;
}

function withWindow(row: Omit<Conversation, 'window_closes_at'>, now = new Date()): Conversation {
  const last = row.last_in_at;
  return {
    ...row,
    window_closes_at:
      last && whatsappWindowOpen(last, now)
        ? new Date(new Date(last).getTime() + WHATSAPP_WINDOW_HOURS * 3_600_000)
        : null,
  };
}

/**
 * The queue: conversations of the user's units with a message from the customer in the last
 * WHATSAPP_QUEUE_HOURS that no sale answered (a sale of the customer in the unit created at or after their
 * last message arrived — its arrival, not Meta's timestamp in whole seconds: a message after an order, a new
 * order or a question, puts the conversation back), newest first. Computed on read.
 */
export async function listQueue(db: Executor, actor: Actor, resaleId?: number) {
  const units = allowedUnits(actor.user);
  const where = sql`${unitsIn(units, sql`c.resale_id`)}
      and ${resaleId ? sql`c.resale_id = ${resaleId}` : sql`true`}
      and li.sent_at > now() - make_interval(hours => ${WHATSAPP_QUEUE_HOURS})
      and not exists (select 1 from sales s where s.customer_id = c.customer_id and s.resale_id = c.resale_id
                        and s.created_at >= li.received_at)`;
  const rows = await queryRows<Omit<Conversation, 'window_closes_at'>>(
    db,
    conversationsQuery(where, sql`order by li.sent_at desc, c.id desc limit 50`),
  );
  return { rows: rows.map((r) => withWindow(r)), total: rows.length };
}

export async function getConversation(db: Executor, actor: Actor, id: number): Promise<Conversation> {
  const units = allowedUnits(actor.user);
  const [row] = await queryRows<Omit<Conversation, 'window_closes_at'>>(
    db,
    conversationsQuery(sql`c.id = ${id} and ${unitsIn(units, sql`c.resale_id`)}`),
  );
  if (!row) throw notFound();
  return withWindow(row);
}

/**
 * The unit opening a conversation with one of its customers (the customer screen's 'Enviar WhatsApp'): their
 * conversation in the customer's unit when there is one, else a new one to the wa_id of their mobile (a mobile
 * marked WhatsApp first; the number without the ninth digit meets it on the customer's answer, see
 * process.ts). Refused, nothing saved: the unit not connected; for a new one, no mobile, or no approved template
 * in the unit (the window is closed: a template is all that can go).
 */
export async function openConversation(db: Db, actor: Actor, secretKey: Buffer | null, customerId: number) {
  const [customer] = await db
    .select({ id: customers.id, resale_id: customers.resale_id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer || !canSeeUnit(actor.user, customer.resale_id)) throw notFound();
  const resaleId = customer.resale_id;
  if (!(await unitNumber(db, secretKey, resaleId))) throw new AppError(422, { customer_id: [T.errors.notConfigured] });
  const contacts = await db
    .select({ phone: customerContacts.phone, whatsapp: customerContacts.whatsapp })
    .from(customerContacts)
    .where(eq(customerContacts.customer_id, customer.id))
    .orderBy(customerContacts.id);
  const phone = whatsappPhoneOf(contacts);
  const waId = phone ? waIdOfPhone(phone) : null;
  const waIds = waId ? phoneCandidatesOfWaId(waId).map((p) => `55${p}`) : [];
  // Their conversation: the customer's own in the unit, else one of their number's (not matched yet).
  const existing = async (tx: Executor) => {
    const [row] = await queryRows<Omit<Conversation, 'window_closes_at'>>(
      tx,
      conversationsQuery(
        sql`c.resale_id = ${resaleId} and (c.customer_id = ${customer.id}
             or ${waIds.length ? sql`(c.customer_id is null and c.wa_id in ${waIds})` : sql`false`})`,
        sql`order by (c.customer_id is not null) desc, li.sent_at desc nulls last, c.id desc limit 1`,
      ),
    );
    return row ? withWindow(row) : null;
  };
  const found = await existing(db);
  if (found?.customer) return found;
  if (!waId) throw new AppError(422, { customer_id: [T.errors.noMobile] });
  if (!found?.window_closes_at && !(await unitTemplates(db, resaleId)).length)
    throw new AppError(422, { customer_id: [T.errors.noTemplates] });
  return db.transaction(async (tx) => {
    // The lock of process.ts: a message of the number arriving now meets this conversation, not a second one.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`whatsapp:${resaleId}:${phoneCandidatesOfWaId(waId)[0]}`}))`,
    );
    const again = await existing(tx);
    if (again?.customer) return again;
    const [saved] = again
      ? await tx
          .update(whatsappConversations)
          .set({ customer_id: customer.id })
          .where(eq(whatsappConversations.id, again.id))
          .returning({ id: whatsappConversations.id })
      : await tx
          .insert(whatsappConversations)
          .values({ resale_id: resaleId, wa_id: waId, customer_id: customer.id })
          .returning({ id: whatsappConversations.id });
    await audit(tx, actor, again ? 'update' : 'create', 'whatsapp_conversations', saved!.id, null, {
      customer_id: customer.id,
      wa_id: again?.wa_id ?? waId,
    });
    const [row] = await queryRows<Omit<Conversation, 'window_closes_at'>>(
      tx,
      conversationsQuery(sql`c.id = ${saved!.id}`),
    );
    return withWindow(row!);
  });
}

/**
 * The conversation's last 100 messages, oldest first, each with its furthest status (sent < delivered < read;
 * failed with Meta's reasons), whatever order the statuses arrived in.
 */
export async function conversationMessages(db: Executor, conversationId: number): Promise<Message[]> {
  return queryRows<Message>(
    db,
    sql`select id, wamid, direction, kind, body, content, sent_at, status, errors, "user" from (
      select m.id, m.wamid, m.direction, m.kind, m.body, m.content, to_json(m.sent_at) #>> '{}' as sent_at, m.sent_at as at,
             st.status, st.errors,
             case when u.id is null then null else json_build_object('id', u.id, 'email', u.email) end as "user"
        from whatsapp_messages m
        left join users u on u.id = m.user_id
        left join lateral (select s.status, s.errors from whatsapp_statuses s where s.wamid = m.wamid
                            order by case s.status when 'failed' then 4 when 'read' then 3 when 'delivered' then 2 else 1 end desc
                            limit 1) st on true
       where m.conversation_id = ${conversationId}
       order by m.sent_at desc, m.id desc limit 100) x
     order by at, id`,
  );
}

/**
 * A free-text reply, inside the 24-hour window only (outside it Meta takes approved templates alone), to the
 * wa_id received. Meta's refusal is kept as a failed message with its reason, and shown; every send is audited.
 */
export async function sendText(
  db: Db,
  actor: Actor,
  secretKey: Buffer | null,
  graph: GraphClient,
  conversationId: number,
  text: string,
) {
  const conv = await getConversation(db, actor, conversationId);
  if (!conv.window_closes_at) throw new AppError(422, { text: [T.errors.windowClosed] });
  const unit = await unitNumber(db, secretKey, conv.resale_id);
  if (!unit) throw new AppError(422, { text: [T.errors.notConfigured] });
  const sent = await attemptSend(() => graph.sendText(unit.phone_number_id, unit.access_token, conv.wa_id, text));
  return db.transaction(async (tx) => {
    const id = await storeOutgoing(tx, conv, sent, { kind: 'text', body: text, user_id: actor.user.id });
    const after = {
      conversation_id: conv.id,
      to: conv.wa_id,
      wamid: sent.wamid,
      text,
      failed: sent.failure?.details ?? null,
    };
    await audit(tx, actor, 'create', 'whatsapp_messages', id, null, after);
    const [message] = (await conversationMessages(tx, conv.id)).filter((x) => x.id === id);
    return message!;
  });
}

export type SendFailure = { code: number | null; title: string; details: string };
export type SendOutcome = { wamid: string; failure: SendFailure | null };

/**
 * A send to the Graph API: Meta's message id, or Meta's refusal kept as a failure with its reason (a
 * `recusada:` id); a network failure is thrown as 502.
 */
export async function attemptSend(call: () => Promise<{ wamid: string }>): Promise<SendOutcome> {
  try {
    return { wamid: (await call()).wamid, failure: null };
  } catch (err) {
    if (!(err instanceof GraphError)) throw graphFailure(err);
    return { wamid: `recusada:${randomUUID()}`, failure: refusal(err.code, err.message) };
  }
}

export const refusal = (code: number | null, details: string): SendFailure => ({
  code,
  title: 'Recusada pela Meta',
  details,
});

/**
 * An outgoing message on its conversation, a failed one with its 'failed' status and the reason (shown on
 * the conversation, never silent), and the live event for the unit. Its id.
 */
export async function storeOutgoing(
  tx: Executor,
  conv: { id: number; resale_id: number; wa_id: string },
  sent: SendOutcome,
  m: {
    kind: 'text' | 'template';
    body: string;
    content?: Record<string, unknown> | null;
    user_id?: number | null;
    business_initiated?: boolean;
  },
): Promise<number> {
  const now = new Date();
  const [saved] = await tx
    .insert(whatsappMessages)
    .values({
      wamid: sent.wamid,
      resale_id: conv.resale_id,
      conversation_id: conv.id,
      direction: 'out',
      wa_id: conv.wa_id,
      kind: m.kind,
      body: m.body,
      content: m.content ?? null,
      sent_at: now,
      processed_at: now,
      user_id: m.user_id ?? null,
      business_initiated: m.business_initiated ?? false,
    })
    .returning({ id: whatsappMessages.id });
  if (sent.failure)
    await tx.insert(whatsappStatuses).values({
      wamid: sent.wamid,
      status: 'failed',
      resale_id: conv.resale_id,
      at: now,
      errors: [sent.failure],
    });
  await publishEvent(tx, { type: 'whatsapp', resale_id: conv.resale_id, data: { id: conv.id } });
  return saved!.id;
}

/**
 * An approved template of the unit (any time: outside the window it is the only thing Meta takes), with its
 * body's parameters; counted as business-initiated. Meta's refusal is kept and shown as for free text.
 */
export async function sendTemplate(
  db: Db,
  actor: Actor,
  secretKey: Buffer | null,
  graph: GraphClient,
  conversationId: number,
  input: { template_id: number; params: string[] },
) {
  const conv = await getConversation(db, actor, conversationId);
  const [tpl] = await db
    .select()
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.id, input.template_id), eq(whatsappTemplates.resale_id, conv.resale_id)));
  if (!tpl) throw new AppError(422, { template_id: [T.errors.templateNotFound] });
  const count = templateParamCount(tpl.body);
  const params = input.params.map((p) => p.trim());
  if (params.length !== count || params.some((p) => !p))
    throw new AppError(422, { params: [T.errors.templateParams(count)] });
  const unit = await unitNumber(db, secretKey, conv.resale_id);
  if (!unit) throw new AppError(422, { template_id: [T.errors.notConfigured] });
  const template = { name: tpl.name, language: tpl.language, params };
  const sent = await attemptSend(() =>
    graph.sendTemplate(unit.phone_number_id, unit.access_token, conv.wa_id, template),
  );
  const body = fillTemplate(tpl.body, params);
  return db.transaction(async (tx) => {
    const id = await storeOutgoing(tx, conv, sent, {
      kind: 'template',
      body,
      content: { template: tpl.name, language: tpl.language, params },
      user_id: actor.user.id,
      business_initiated: true,
    });
    const after = {
      conversation_id: conv.id,
      to: conv.wa_id,
      wamid: sent.wamid,
      template: tpl.name,
      params,
      failed: sent.failure?.details ?? null,
    };
    await audit(tx, actor, 'create', 'whatsapp_messages', id, null, after);
    const [message] = (await conversationMessages(tx, conv.id)).filter((x) => x.id === id);
    return message!;
  });
}

/** A message's image or audio, downloaded through the Graph API with the unit's token when asked. */
export async function messageMedia(db: Db, actor: Actor, secretKey: Buffer | null, graph: GraphClient, id: number) {
  const units = allowedUnits(actor.user);
  const [row] = await queryRows<{ resale_id: number; media_id: string | null }>(
    db,
    sql`select m.resale_id, m.content->>'media_id' as media_id from whatsapp_messages m
         where m.id = ${id} and ${unitsIn(units, sql`m.resale_id`)}`,
  );
  if (!row?.media_id) throw notFound(T.errors.mediaNotFound);
  const unit = await unitNumber(db, secretKey, row.resale_id);
  if (!unit) throw new AppError(422, { error: T.errors.notConfigured });
  try {
    return await graph.media(row.media_id, unit.access_token);
  } catch (err) {
    throw graphFailure(err);
  }
}
