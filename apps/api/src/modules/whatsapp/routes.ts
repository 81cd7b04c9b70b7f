import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { whatsappSettings } from '../../db/schema/index';
import { zErrorReply } from '../../lib/reply-schema';
import { zIdParams } from '../../lib/zod';
import { inArray } from 'drizzle-orm';
import {
  conversationMessages,
  getConversation,
  listQueue,
  messageMedia,
  openConversation,
  sendTemplate,
  sendText,
} from './conversations';
import type { GraphClient } from './graph';
import { phoneNumberIdsOf, readWebhook, validSignature } from './payload';
import type { WhatsappJob } from './process';
import { storeDelivery } from './process';
import {
  conversationTemplatesReply,
  openConversationBody,
  queueQuery,
  sendMessageBody,
  sendTemplateBody,
  webhookQuery,
  whatsappConversationDetailReply,
  whatsappConversationReply,
  whatsappMessageReply,
  whatsappQueueReply,
  whatsappSettingsBody,
  whatsappSettingsReply,
  whatsappTestReply,
} from './schemas';
import { getWhatsappSettings, saveWhatsappSettings, testWhatsapp, unitTemplates } from './settings';
import { open } from '../../lib/secrets';

export interface WhatsappRoutesOptions {
  db: Db;
  /** SECRETS_KEY (lib/secrets.ts): seals the token and the app secret; null refuses to store them. */
  secretKey: Buffer | null;
  graph: GraphClient;
  job: WhatsappJob;
  /** The server's time zone: the month of the count of business-initiated messages. */
  timezone?: string;
}

/**
 * Meta's webhook, public: GET answers the subscription handshake with the challenge when the verify token is a
 * unit's; POST checks `X-Hub-Signature-256` over the raw body against the app secret of the units the delivery
 * names (a bad one: 401, logged), stores its messages and statuses, answers 200 and kicks the job. Its own
 * plugin, so the raw-body parser applies to it alone.
 */
async function webhookRoutes(app: FastifyInstance, opts: WhatsappRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  const tags = ['whatsapp'];
  r.get(
    '/whatsapp/webhook',
    {
      schema: { querystring: webhookQuery, tags, response: { 200: z.string(), 403: zErrorReply } },
      config: { public: true },
    },
    async (req, reply) => {
      const q = req.query;
      const token = q['hub.verify_token'];
      if (q['hub.mode'] === 'subscribe' && token && q['hub.challenge']) {
        const [unit] = await opts.db
          .select({ id: whatsappSettings.resale_id })
          .from(whatsappSettings)
          .where(inArray(whatsappSettings.verify_token, [token]));
        if (unit) return reply.type('text/plain; charset=utf-8').send(q['hub.challenge']);
      }
      req.log.warn({ mode: q['hub.mode'] }, 'whatsapp webhook handshake refused');
      return reply.code(403).send({ error: 'Token de verificação inválido.' });
    },
  );
  r.post(
    '/whatsapp/webhook',
    {
      schema: { tags, response: { 200: z.object({ received: z.number().int() }), 401: zErrorReply } },
      config: { public: true },
    },
    async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers['x-hub-signature-256'];
      let payload: unknown = null;
      try {
        payload = JSON.parse(raw.toString('utf8'));
      } catch {
        payload = null;
      }
      const ids = phoneNumberIdsOf(payload);
      const rows =
        ids.length && opts.secretKey
          ? await opts.db.select().from(whatsappSettings).where(inArray(whatsappSettings.phone_number_id, ids))
          : [];
      // Only the units whose own app secret signed these bytes take the delivery.
      const units = new Map<string, number>();
      for (const s of rows) {
        if (!s.app_secret_enc || !opts.secretKey) continue;
        const secret = open(opts.secretKey, s.app_secret_enc).toString('utf8');
        if (validSignature(raw, typeof header === 'string' ? header : undefined, secret))
          units.set(s.phone_number_id, s.resale_id);
      }
      if (!units.size) {
        req.log.warn({ phone_number_ids: ids, signed: !!header }, 'whatsapp webhook: bad signature refused');
        return reply.code(401).send({ error: 'Assinatura inválida.' });
      }
      const { messages, statuses } = readWebhook(payload);
      const received = await storeDelivery(opts.db, units, messages, statuses);
      if (received) void opts.job.kick();
      return { received };
    },
  );
}

/** The unit's WhatsApp settings, the attendant's queue of conversations, a conversation and its replies. */
export async function whatsappRoutes(app: FastifyInstance, opts: WhatsappRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, secretKey, graph } = opts;
  const tags = ['whatsapp'];
  await app.register(webhookRoutes, opts);

  const settings = { params: zIdParams, tags, response: { 200: whatsappSettingsReply } };
  r.get('/resales/:id/whatsapp_settings', { schema: settings, config: { access: ['resales', 'write'] } }, async (req) =>
    getWhatsappSettings(db, req.actor(), req.params.id, opts.timezone),
  );
  r.put(
    '/resales/:id/whatsapp_settings',
    { schema: { ...settings, body: whatsappSettingsBody }, config: { access: ['resales', 'write'] } },
    async (req) =>
      saveWhatsappSettings(db, req.actor(), secretKey, req.params.id, req.body.whatsapp_settings, opts.timezone),
  );
  r.post(
    '/resales/:id/whatsapp_settings/test',
    {
      schema: { params: zIdParams, tags, response: { 200: whatsappTestReply } },
      config: { access: ['resales', 'write'] },
    },
    async (req) => testWhatsapp(db, req.actor(), secretKey, graph, req.params.id),
  );

  r.get(
    '/whatsapp/conversations/queue',
    {
      schema: { querystring: queueQuery, tags, response: { 200: whatsappQueueReply } },
      config: { access: ['whatsapp', 'read'] },
    },
    async (req) => listQueue(db, req.actor(), req.query.resale_id),
  );
  r.post(
    '/whatsapp/conversations',
    {
      schema: { body: openConversationBody, tags, response: { 200: whatsappConversationReply } },
      config: { access: ['whatsapp', 'write'] },
    },
    async (req) => openConversation(db, req.actor(), secretKey, req.body.whatsapp_conversation.customer_id),
  );
  r.get(
    '/whatsapp/conversations/:id',
    {
      schema: { params: zIdParams, tags, response: { 200: whatsappConversationDetailReply } },
      config: { access: ['whatsapp', 'read'] },
    },
    async (req) => {
      const conversation = await getConversation(db, req.actor(), req.params.id);
      return { conversation, messages: await conversationMessages(db, conversation.id) };
    },
  );
  r.post(
    '/whatsapp/conversations/:id/messages',
    {
      schema: { params: zIdParams, body: sendMessageBody, tags, response: { 200: whatsappMessageReply } },
      config: { access: ['whatsapp', 'write'] },
    },
    async (req) => sendText(db, req.actor(), secretKey, graph, req.params.id, req.body.whatsapp_message.text),
  );
  r.get(
    '/whatsapp/conversations/:id/templates',
    {
      schema: { params: zIdParams, tags, response: { 200: conversationTemplatesReply } },
      config: { access: ['whatsapp', 'read'] },
    },
    async (req) => unitTemplates(db, (await getConversation(db, req.actor(), req.params.id)).resale_id),
  );
  r.post(
    '/whatsapp/conversations/:id/template_messages',
    {
      schema: { params: zIdParams, body: sendTemplateBody, tags, response: { 200: whatsappMessageReply } },
      config: { access: ['whatsapp', 'write'] },
    },
    async (req) => sendTemplate(db, req.actor(), secretKey, graph, req.params.id, req.body.whatsapp_template_message),
  );
  r.get(
    '/whatsapp/messages/:id/media',
    { schema: { params: zIdParams, tags }, config: { access: ['whatsapp', 'read'] } },
    async (req, reply) => {
      const media = await messageMedia(db, req.actor(), secretKey, graph, req.params.id);
      return reply.type(media.mimeType).header('Content-Disposition', 'inline').send(media.bytes);
    },
  );
}
