import {
  SALE_STATUSES,
  WHATSAPP_SEND_TRIES,
  WHATSAPP_TEXTS as T,
  type WhatsappNotifyEvent,
  type SaleStatus,
  fillTemplate,
  notifyEventOfStatus,
  statusMessageText,
  statusTemplateParams,
  templateParamCount,
  whatsappWindowOpen,
} from '@ability/domain';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { whatsappOutbox, whatsappTemplates } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { createDrainJob } from '../../lib/drain-job';
import { type SendOutcome, refusal, storeOutgoing } from './conversations';
import { type GraphClient, GraphError } from './graph';
import { unitNumber } from './settings';

/**
 * Status messages on a sale's moves (confirmado, saiu para entrega with the deliverer's name, entregue), each
 * on or off in the unit's WhatsApp settings. After the sale's write commits (sales/routes.ts, beside the
 * NFC-e), `afterSaleWrite` queues one row per sale and event in `whatsapp_outbox` — never inside the sale's
 * transaction, and only for a customer with a conversation in the unit — and kicks the job, which sends it
 * outside any request: free text inside the 24-hour window, the event's template outside it. Meta's refusal
 * (4xx) fails it at once with Meta's reason; a network failure or a 5xx is tried again up to
 * WHATSAPP_SEND_TRIES times, then failed. Either way the conversation shows the failed message and why.
 */

const settingColumn: Record<WhatsappNotifyEvent, string> = {
  confirmed: 'notify_confirmed',
  in_transit: 'notify_in_transit',
  delivered: 'notify_delivered',
};

interface Claimed {
  id: number;
  resale_id: number;
  sale_id: number;
  event: WhatsappNotifyEvent;
  conversation_id: number;
  tries: number;
}

export interface WhatsappNotifyOptions {
  db: Db;
  secretKey: Buffer | null;
  graph: GraphClient;
  /** How long a failing send waits before the next try (and a claimed one before another process takes it). */
  retryDelayMs?: number;
  intervalMs?: number;
}

/** Queues the status message a sale's status calls for, when the unit sends it and the customer has a conversation. */
export async function queueStatusMessage(
  db: Db,
  sale: { id: number; resale_id: number; status: string },
): Promise<number | null> {
  const event = notifyEventOfStatus(sale.status as SaleStatus);
  if (!event) return null;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into whatsapp_outbox (resale_id, sale_id, event, conversation_id)
        select s.resale_id, s.id, ${event}, c.id
          from sales s
          join whatsapp_settings ws on ws.resale_id = s.resale_id and ws.${sql.raw(settingColumn[event])}
          join lateral (select c.id from whatsapp_conversations c
                         where c.resale_id = s.resale_id and c.customer_id = s.customer_id
                         order by c.id desc limit 1) c on true
         where s.id = ${sale.id} and s.status = ${sale.status}
        on conflict (sale_id, event) do nothing
        returning id`,
  );
  return row?.id ?? null;
}

/**
 * Status messages a stopped process left unqueued (it stopped between the sale's commit and queueing its
 * message): sales of the last hour in a status with a message turned on, untouched since `staleMs` (the
 * after-write queueing had its turn), written after the unit's settings last changed, whose customer has a
 * conversation in the unit. Older ones are left: a status message hours late says nothing useful.
 */
export async function queueMissedStatusMessages(db: Db, now = new Date(), staleMs = 60_000): Promise<number> {
  const eventOf = sql.join(
    SALE_STATUSES.flatMap((status) => {
      const event = notifyEventOfStatus(status);
      return event ? [sql`when ${status} then ${event}`] : [];
    }),
    sql` `,
  );
  const enabled = sql.join(
    Object.entries(settingColumn).map(([event, column]) => sql`when ${event} then ws.${sql.raw(column)}`),
    sql` `,
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into whatsapp_outbox (resale_id, sale_id, event, conversation_id)
        select s.resale_id, s.id, e.event, c.id
          from sales s
          join whatsapp_settings ws on ws.resale_id = s.resale_id
          cross join lateral (select (case s.status::text ${eventOf} end)::text as event) e
          join lateral (select c.id from whatsapp_conversations c
                         where c.resale_id = s.resale_id and c.customer_id = s.customer_id
                         order by c.id desc limit 1) c on true
         where s.sold_on >= ${new Date(now.getTime() - 3 * 24 * 3600_000).toISOString()}::timestamptz
           and s.updated_at >= greatest(${new Date(now.getTime() - 3600_000).toISOString()}::timestamptz, ws.updated_at)
           and s.updated_at < ${new Date(now.getTime() - staleMs).toISOString()}::timestamptz
           and e.event is not null and (case e.event ${enabled} end)
        on conflict (sale_id, event) do nothing
        returning id`,
  );
  return rows.length;
}

/** Takes the next due status message (skip locked: processes share the work), counting the try. */
async function claim(db: Db, leaseMs: number): Promise<Claimed | null> {
  const [row] = await queryRows<Claimed>(
    db,
    sql`update whatsapp_outbox o
           set tries = o.tries + 1, next_at = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
         where o.id = (select id from whatsapp_outbox where state = 'pending' and next_at <= now()
                        order by next_at, id limit 1 for update skip locked)
        returning o.id, o.resale_id, o.sale_id, o.event, o.conversation_id, o.tries`,
  );
  return row ?? null;
}

interface Context {
  doc_number: number;
  customer: string | null;
  deliverer: string | null;
  wa_id: string;
  last_in_at: string | null;
}

async function contextOf(db: Db, o: Claimed): Promise<Context | null> {
  const [row] = await queryRows<Context>(
    db,
    sql`select s.doc_number, cu.name as customer, e.name as deliverer, c.wa_id,
               (select to_json(max(m.sent_at)) #>> '{}' from whatsapp_messages m
                 where m.conversation_id = c.id and m.direction = 'in') as last_in_at
          from sales s
          join whatsapp_conversations c on c.id = ${o.conversation_id}
          left join customers cu on cu.id = s.customer_id
          left join employees e on e.id = s.employee_id
         where s.id = ${o.sale_id}`,
  );
  return row ?? null;
}

/** One status message: sent, failed, or left pending for another try. False when none was due. */
export async function sendNextStatusMessage(o: WhatsappNotifyOptions): Promise<boolean> {
  const { db } = o;
  const job = await claim(db, o.retryDelayMs ?? 60_000);
  if (!job) return false;
  const ctx = await contextOf(db, job);
  if (!ctx) {
    await db
      .update(whatsappOutbox)
      .set({ state: 'failed', error: 'venda removida', updated_at: new Date() })
      .where(eq(whatsappOutbox.id, job.id));
    return true;
  }
  const c = { customer: ctx.customer ?? '', order: String(ctx.doc_number), deliverer: ctx.deliverer };
  const conv = { id: job.conversation_id, resale_id: job.resale_id, wa_id: ctx.wa_id };
  const unit = await unitNumber(db, o.secretKey, job.resale_id);
  let message: { kind: 'text' | 'template'; body: string; content: Record<string, unknown> | null };
  let send: (() => Promise<{ wamid: string }>) | null = null;
  let failure: string | null = null;
  if (whatsappWindowOpen(ctx.last_in_at)) {
    const text = statusMessageText(job.event, c);
    message = { kind: 'text', body: text, content: { event: job.event } };
    if (unit) send = () => o.graph.sendText(unit.phone_number_id, unit.access_token, ctx.wa_id, text);
  } else {
    const [tpl] = await db
      .select()
      .from(whatsappTemplates)
      .where(and(eq(whatsappTemplates.resale_id, job.resale_id), eq(whatsappTemplates.notify_event, job.event)));
    if (!tpl) {
      message = { kind: 'text', body: statusMessageText(job.event, c), content: { event: job.event } };
      failure = T.errors.noStatusTemplate;
    } else {
      const params = statusTemplateParams(templateParamCount(tpl.body), c);
      const template = { name: tpl.name, language: tpl.language, params };
      message = { kind: 'template', body: fillTemplate(tpl.body, params), content: { event: job.event, ...template } };
      if (unit) send = () => o.graph.sendTemplate(unit.phone_number_id, unit.access_token, ctx.wa_id, template);
    }
  }
  if (!unit && !failure) failure = T.errors.notConfigured;

  let outcome: SendOutcome | null = null;
  let retry: string | null = null;
  if (failure) outcome = { wamid: `recusada:${randomUUID()}`, failure: refusal(null, failure) };
  else {
    try {
      outcome = { wamid: (await send!()).wamid, failure: null };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (err instanceof GraphError && err.status < 500 && err.status !== 429)
        outcome = { wamid: `recusada:${randomUUID()}`, failure: refusal(err.code, reason) };
      else if (job.tries >= WHATSAPP_SEND_TRIES)
        outcome = {
          wamid: `recusada:${randomUUID()}`,
          failure: refusal(err instanceof GraphError ? err.code : null, T.errors.tooManyTries(reason)),
        };
      else retry = reason;
    }
  }
  if (retry !== null || !outcome) {
    await db.update(whatsappOutbox).set({ error: retry, updated_at: new Date() }).where(eq(whatsappOutbox.id, job.id));
    return true;
  }
  const sent = outcome;
  await db.transaction(async (tx) => {
    const id = await storeOutgoing(tx, conv, sent, { ...message, business_initiated: true });
    await tx
      .update(whatsappOutbox)
      .set({
        state: sent.failure ? 'failed' : 'sent',
        error: sent.failure?.details ?? null,
        message_id: id,
        updated_at: new Date(),
      })
      .where(eq(whatsappOutbox.id, job.id));
    await audit(tx, null, 'create', 'whatsapp_messages', id, null, {
      conversation_id: conv.id,
      to: conv.wa_id,
      wamid: sent.wamid,
      sale_id: job.sale_id,
      event: job.event,
      text: message.body,
      failed: sent.failure?.details ?? null,
    });
  });
  return true;
}

/**
 * The status messages' job: kicked after a sale's write queued one, and on a timer for retries and anything
 * a stopped process left. One run at a time per process.
 */
export function createWhatsappNotifier(o: WhatsappNotifyOptions, onError: (err: unknown) => void) {
  const job = createDrainJob(() => sendNextStatusMessage(o), onError, {
    intervalMs: o.intervalMs ?? 30_000,
    // What a stopped process left unqueued (queueMissedStatusMessages), before each timer's run.
    tick: () => queueMissedStatusMessages(o.db),
  });
  return {
    ...job,
    /** After a sale's write committed: queues its status message and kicks the job (errors only logged). */
    async afterSaleWrite(sale: { id: number; resale_id: number; status: string }) {
      try {
        if (await queueStatusMessage(o.db, sale)) void job.kick();
      } catch (err) {
        onError(err);
      }
    },
  };
}
export type WhatsappNotifier = ReturnType<typeof createWhatsappNotifier>;
