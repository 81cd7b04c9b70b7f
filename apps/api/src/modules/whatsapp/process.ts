import { formatPhone, phoneCandidatesOfWaId, phoneOfWaId } from '@ability/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows } from '../../db/client';
import { customerContacts, whatsappConversations, whatsappMessages, whatsappStatuses } from '../../db/schema/index';
import { createDrainJob } from '../../lib/drain-job';
import { publishEvent } from '../../lib/events';
import { createCustomer } from '../customers/service';
import type { IncomingMessage, IncomingStatus } from './payload';

const m = whatsappMessages;

/**
 * A webhook delivery's messages and statuses, stored as they arrive (the job matches them later): each
 * message once by its wamid (Meta repeats deliveries; copies arriving together meet on the unique index),
 * each status once per message and status. `units` maps the phone number ids to their units.
 */
export async function storeDelivery(
  db: Db,
  units: Map<string, number>,
  messages: IncomingMessage[],
  statuses: IncomingStatus[],
): Promise<number> {
  const rows = messages.flatMap((msg) => {
    const resaleId = units.get(msg.phone_number_id);
    return resaleId === undefined
      ? []
      : [
          {
            wamid: msg.wamid,
            resale_id: resaleId,
            direction: 'in',
            wa_id: msg.wa_id,
            kind: msg.kind,
            body: msg.body,
            content: msg.content,
            profile_name: msg.profile_name,
            sent_at: msg.sent_at,
          },
        ];
  });
  const statusRows = statuses.flatMap((s) => {
    const resaleId = units.get(s.phone_number_id);
    return resaleId === undefined
      ? []
      : [{ wamid: s.wamid, status: s.status, resale_id: resaleId, at: s.at, errors: s.errors }];
  });
  return db.transaction(async (tx) => {
    const added = rows.length
      ? await tx.insert(m).values(rows).onConflictDoNothing({ target: m.wamid }).returning({ id: m.id })
      : [];
    if (statusRows.length) {
      await tx.insert(whatsappStatuses).values(statusRows).onConflictDoNothing();
      for (const resaleId of new Set(statusRows.map((s) => s.resale_id)))
        await publishEvent(tx, {
          type: 'whatsapp_status',
          resale_id: resaleId,
          data: {
            wamids: statusRows
              .filter((s) => s.resale_id === resaleId)
              .map((s) => s.wamid)
              .slice(0, 20),
          },
        });
    }
    return added.length;
  });
}

/**
 * The customer of a wa_id in a unit: one whose phone is the number with or without the ninth digit (area code +
 * last 8 digits), preferring the 11-digit phone; null when none.
 */
export async function customerOfWaId(db: Executor, resaleId: number, waId: string): Promise<number | null> {
  const candidates = phoneCandidatesOfWaId(waId);
  if (!candidates.length) return null;
  const [row] = await db
    .select({ id: customerContacts.customer_id })
    .from(customerContacts)
    .where(and(eq(customerContacts.resale_id, resaleId), inArray(customerContacts.phone, candidates)))
    .orderBy(sql`length(${customerContacts.phone}) desc`, customerContacts.id)
    .limit(1);
  return row?.id ?? null;
}

/**
 * The conversation the unit opened (openConversation) to this number under its other form, with no message
 * from the customer yet, moved to the wa_id received. The caller holds the number's advisory lock.
 */
async function adoptOpenedConversation(tx: Executor, resaleId: number, waId: string) {
  const others = phoneCandidatesOfWaId(waId)
    .map((p) => `55${p}`)
    .filter((w) => w !== waId);
  if (!others.length) return undefined;
  const [row] = await queryRows<{ id: number; customer_id: number | null }>(
    tx,
    sql`update whatsapp_conversations c set wa_id = ${waId}
         where c.id = (select o.id from whatsapp_conversations o
                        where o.resale_id = ${resaleId} and o.wa_id in ${others}
                          and not exists (select 1 from whatsapp_messages mi
                                           where mi.conversation_id = o.id and mi.direction = 'in')
                        order by o.id limit 1)
        returning c.id, c.customer_id`,
  );
  return row;
}

/**
 * Matches the oldest message not processed yet (locked, so processes never take the same one): its
 * conversation, the customer (matched, or created with the number when unknown), then the live event
 * 'whatsapp' for the unit's queue. False when there was none.
 */
export async function processNext(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [msg] = await tx
      .select({ id: m.id, resale_id: m.resale_id, wa_id: m.wa_id, profile_name: m.profile_name })
      .from(m)
      .where(sql`${m.processed_at} is null`)
      .orderBy(m.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!msg) return false;
    // One number of one unit at a time: two first messages never create two customers.
    const key = phoneCandidatesOfWaId(msg.wa_id)[0] ?? msg.wa_id;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`whatsapp:${msg.resale_id}:${key}`}))`);
    const [found] = await tx
      .select({ id: whatsappConversations.id, customer_id: whatsappConversations.customer_id })
      .from(whatsappConversations)
      .where(and(eq(whatsappConversations.resale_id, msg.resale_id), eq(whatsappConversations.wa_id, msg.wa_id)));
    // A conversation the unit opened to the other form of the number (with or without the ninth digit) and that
    // nobody answered yet takes the wa_id Meta sends: replies go to the wa_id received.
    const conv = found ?? (await adoptOpenedConversation(tx, msg.resale_id, msg.wa_id));
    let customerId = conv?.customer_id ?? (await customerOfWaId(tx, msg.resale_id, msg.wa_id));
    const phone = phoneOfWaId(msg.wa_id);
    if (customerId === null && phone) {
      const created = await createCustomer(tx, null, {
        name: msg.profile_name?.trim() || formatPhone(phone),
        resale_id: msg.resale_id,
        cpf_cnpj: null,
        birthday: null,
        obs: 'Cliente criado por uma mensagem de WhatsApp.',
        contacts_attributes: [{ phone, whatsapp: true }],
      });
      customerId = created.id;
    }
    const [saved] = await tx
      .insert(whatsappConversations)
      .values({ resale_id: msg.resale_id, wa_id: msg.wa_id, customer_id: customerId, profile_name: msg.profile_name })
      .onConflictDoUpdate({
        target: [whatsappConversations.resale_id, whatsappConversations.wa_id],
        set: {
          customer_id: customerId,
          profile_name: sql`coalesce(excluded.profile_name, ${whatsappConversations.profile_name})`,
        },
      })
      .returning({ id: whatsappConversations.id });
    await tx.update(m).set({ conversation_id: saved!.id, processed_at: new Date() }).where(eq(m.id, msg.id));
    await publishEvent(tx, { type: 'whatsapp', resale_id: msg.resale_id, data: { id: saved!.id } });
    return true;
  });
}

/**
 * The job that matches stored messages: kicked by the webhook after it answers, and on a timer for any left
 * behind (a process stopped between storing and matching). One run at a time per process; processes share
 * the work through the row locks.
 */
export function createWhatsappJob(db: Db, onError: (err: unknown) => void, intervalMs = 30_000) {
  return createDrainJob(() => processNext(db), onError, { intervalMs });
}
export type WhatsappJob = ReturnType<typeof createWhatsappJob>;
