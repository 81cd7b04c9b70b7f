import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, resales, timestamps, unitColumn } from './core';
import { customers } from './customers';
import { userColumn } from './people';
import { sales } from './sales';

/**
 * A unit's WhatsApp Business number on Meta's Cloud API (modules/whatsapp). The access token and the app
 * secret are sealed with the server's SECRETS_KEY (lib/secrets.ts) and never answered by the API; the
 * verify token answers Meta's webhook handshake.
 */
export const whatsappSettings = pgTable(
  'whatsapp_settings',
  {
    resale_id: integer('resale_id')
      .primaryKey()
      .references(() => resales.id, { onDelete: 'cascade' }),
    phone_number_id: varchar('phone_number_id', { length: 40 }).notNull(),
    business_account_id: varchar('business_account_id', { length: 40 }).notNull(),
    access_token_enc: text('access_token_enc'),
    app_secret_enc: text('app_secret_enc'),
    verify_token: varchar('verify_token', { length: 200 }).notNull(),
    /** Status messages on a sale's moves (modules/whatsapp/notify.ts), each on or off. */
    notify_confirmed: boolean('notify_confirmed').notNull().default(false),
    notify_in_transit: boolean('notify_in_transit').notNull().default(false),
    notify_delivered: boolean('notify_delivered').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('whatsapp_settings_phone_number_unique').on(t.phone_number_id)],
);

/**
 * A conversation: a WhatsApp number (`wa_id`, as Meta sends it: 12 or 13 digits) writing to a unit, and the
 * customer it was matched to (area code + last 8 digits) or created for. Its place in the attendant's queue
 * is computed on read from its messages and the customer's sales (modules/whatsapp/queue.ts).
 */
export const whatsappConversations = pgTable(
  'whatsapp_conversations',
  {
    id: idColumn(),
    resale_id: unitColumn('cascade'),
    wa_id: varchar('wa_id', { length: 20 }).notNull(),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The name the customer's WhatsApp profile shows (contacts[].profile.name of the last message). */
    profile_name: varchar('profile_name', { length: 200 }),
    ...createdAt,
  },
  (t) => [
    uniqueIndex('whatsapp_conversations_resale_wa_unique').on(t.resale_id, t.wa_id),
    index('whatsapp_conversations_customer_idx').on(t.customer_id),
  ],
);

/**
 * Every message, both ways, stored once by Meta's id (`wamid`: Meta repeats deliveries). An incoming
 * message is stored by the webhook as it arrives (`processed_at` null) and matched to its conversation by
 * the job (modules/whatsapp/process.ts). Location, media and interactive replies keep their parts in
 * `content` (media by Meta's id, downloaded on demand).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: idColumn(),
    wamid: varchar('wamid', { length: 200 }).notNull(),
    resale_id: unitColumn('cascade'),
    conversation_id: integer('conversation_id').references(() => whatsappConversations.id, { onDelete: 'cascade' }),
    direction: varchar('direction', { length: 3 }).notNull(),
    wa_id: varchar('wa_id', { length: 20 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The text, a caption, a button's title or a location's name and address: what the panel shows. */
    body: text('body'),
    content: jsonb('content'),
    profile_name: varchar('profile_name', { length: 200 }),
    /** When Meta says it was sent (the payload's `timestamp`); for our sends, when the API accepted it. */
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    processed_at: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    /** Who sent it (outgoing). */
    user_id: userColumn(),
    /** Outgoing and started by the business (a template, a status message): the month's count against the free ones. */
    business_initiated: boolean('business_initiated').notNull().default(false),
    ...createdAt,
  },
  (t) => [
    uniqueIndex('whatsapp_messages_wamid_unique').on(t.wamid),
    index('whatsapp_messages_conversation_idx').on(t.conversation_id, t.sent_at.desc(), t.id.desc()),
    index('whatsapp_messages_unprocessed_idx').on(t.id).where(sql`${t.processed_at} is null`),
    check('whatsapp_messages_direction', sql`${t.direction} in ('in', 'out')`),
  ],
);

/**
 * Delivery statuses Meta reports for a message (sent, delivered, read, failed), one row each, whatever order
 * they arrive in: the message's status is the furthest one (WHATSAPP_STATUS_RANK), so a late 'delivered'
 * never takes a message back from 'read'. `errors` keeps Meta's reasons of a 'failed'.
 */
export const whatsappStatuses = pgTable(
  'whatsapp_statuses',
  {
    wamid: varchar('wamid', { length: 200 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    resale_id: unitColumn('cascade'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    errors: jsonb('errors'),
    ...createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.wamid, t.status] }),
    check('whatsapp_statuses_status', sql`${t.status} in ('sent', 'delivered', 'read', 'failed')`),
  ],
);

/**
 * A unit's approved message templates (approved in Meta's panel; here by the same name and language): the
 * only messages the panel offers outside the 24-hour window. `notify_event` marks the one a status message
 * uses outside the window (one per event and unit).
 */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: idColumn(),
    resale_id: unitColumn('cascade'),
    name: varchar('name', { length: 512 }).notNull(),
    language: varchar('language', { length: 15 }).notNull(),
    body: text('body').notNull(),
    notify_event: varchar('notify_event', { length: 20 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('whatsapp_templates_name_unique').on(t.resale_id, t.name, t.language),
    uniqueIndex('whatsapp_templates_notify_unique')
      .on(t.resale_id, t.notify_event)
      .where(sql`${t.notify_event} is not null`),
    check(
      'whatsapp_templates_notify_event',
      sql`${t.notify_event} is null or ${t.notify_event} in ('confirmed', 'in_transit', 'delivered')`,
    ),
  ],
);

/**
 * Status messages waiting for the job (modules/whatsapp/notify.ts): one per sale and event, written after the
 * sale's move commits; tried up to WHATSAPP_SEND_TRIES times, then 'failed' with the last reason. `message_id`
 * is what the conversation shows (sent, or failed with Meta's reason).
 */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: idColumn(),
    resale_id: unitColumn('cascade'),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 20 }).notNull(),
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => whatsappConversations.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    tries: integer('tries').notNull().default(0),
    next_at: timestamp('next_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    error: text('error'),
    message_id: integer('message_id').references(() => whatsappMessages.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('whatsapp_outbox_sale_event_unique').on(t.sale_id, t.event),
    index('whatsapp_outbox_pending_idx').on(t.next_at).where(sql`${t.state} = 'pending'`),
    check('whatsapp_outbox_state', sql`${t.state} in ('pending', 'sent', 'failed')`),
    check('whatsapp_outbox_event', sql`${t.event} in ('confirmed', 'in_transit', 'delivered')`),
  ],
);
