import { WHATSAPP_MESSAGE_KINDS, WHATSAPP_NOTIFY_EVENTS, WHATSAPP_STATUSES, templateBodyErrors } from '@ability/domain';
import { z } from 'zod';
import { zTimestamp, zUnitRef } from '../../lib/reply-schema';

const id = z
  .string()
  .trim()
  .regex(/^\d{1,40}$/, 'Use só os dígitos do ID, como aparece no painel da Meta.');

/** PUT /resales/{id}/whatsapp_settings: the token and the app secret are write-only; omitted, they are kept. */
export const whatsappSettingsBody = z.object({
  whatsapp_settings: z.object({
    phone_number_id: id,
    business_account_id: id,
    verify_token: z.string().trim().min(8).max(200),
    access_token: z.string().trim().max(1000).nullish(),
    app_secret: z.string().trim().max(200).nullish(),
    notify_confirmed: z.boolean().optional(),
    notify_in_transit: z.boolean().optional(),
    notify_delivered: z.boolean().optional(),
    /** The unit's approved templates, the whole list (kept by name and language); omitted, kept as they are. */
    templates: z
      .array(
        z.object({
          name: z
            .string()
            .trim()
            .regex(/^[a-z0-9_]{1,512}$/, 'Use o nome do modelo como está na Meta (minúsculas, números e _).'),
          language: z
            .string()
            .trim()
            .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'Use o código do idioma da Meta, como pt_BR.'),
          body: z
            .string()
            .trim()
            .min(1)
            .max(1024)
            .superRefine((body, ctx) => {
              for (const message of templateBodyErrors(body)) ctx.addIssue({ code: 'custom', message });
            }),
          notify_event: z.enum(WHATSAPP_NOTIFY_EVENTS).nullish(),
        }),
      )
      .max(50)
      .optional(),
  }),
});
export type WhatsappSettingsInput = z.infer<typeof whatsappSettingsBody>['whatsapp_settings'];

export const whatsappTemplateReply = z
  .object({
    id: z.number().int(),
    name: z.string(),
    language: z.string(),
    body: z.string(),
    /** How many {{n}} parameters its body takes. */
    param_count: z.number().int(),
    notify_event: z.enum(WHATSAPP_NOTIFY_EVENTS).nullable(),
  })
  .meta({ id: 'WhatsappTemplate' });

export const whatsappSettingsReply = z
  .object({
    resale_id: z.number().int(),
    configured: z.boolean(),
    phone_number_id: z.string().nullable(),
    business_account_id: z.string().nullable(),
    verify_token: z.string().nullable(),
    access_token_set: z.boolean(),
    app_secret_set: z.boolean(),
    /** The path of the webhook to paste into Meta's panel after the server's address. */
    webhook_path: z.string(),
    notify_confirmed: z.boolean(),
    notify_in_transit: z.boolean(),
    notify_delivered: z.boolean(),
    templates: z.array(whatsappTemplateReply),
    /** Business-initiated messages Meta accepted this month (templates, status messages), and the free ones. */
    month_count: z.number().int(),
    month_free: z.number().int(),
  })
  .meta({ id: 'WhatsappSettings' });

export const whatsappTestReply = z.object({
  display_phone_number: z.string(),
  verified_name: z.string(),
  quality_rating: z.string(),
});

export const webhookQuery = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

const int = z.number().int();

export const whatsappConversationReply = z
  .object({
    id: int,
    resale_id: int,
    resale: zUnitRef,
    wa_id: z.string(),
    profile_name: z.string().nullable(),
    customer: z.object({ id: int, name: z.string() }).nullable(),
    last_in_at: zTimestamp.nullable(),
    last_message: z.object({ kind: z.enum(WHATSAPP_MESSAGE_KINDS), body: z.string().nullable() }).nullable(),
    /** Until when free text may be sent (24 hours after the customer's last message); null: closed. */
    window_closes_at: zTimestamp.nullable(),
  })
  .meta({ id: 'WhatsappConversation' });

export const whatsappQueueReply = z.object({
  rows: z.array(whatsappConversationReply),
  total: int,
});

export const whatsappMessageReply = z
  .object({
    id: int,
    wamid: z.string(),
    direction: z.enum(['in', 'out']),
    kind: z.enum(WHATSAPP_MESSAGE_KINDS),
    body: z.string().nullable(),
    content: z.record(z.string(), z.unknown()).nullable(),
    sent_at: zTimestamp,
    status: z.enum(WHATSAPP_STATUSES).nullable(),
    /** Meta's reasons when the status is 'failed'. */
    errors: z.array(z.object({ code: int.nullable(), title: z.string(), details: z.string() })).nullable(),
    user: z.object({ id: int, email: z.string() }).nullable(),
  })
  .meta({ id: 'WhatsappMessage' });

export const whatsappConversationDetailReply = z.object({
  conversation: whatsappConversationReply,
  messages: z.array(whatsappMessageReply),
});

/** Opening a conversation with a customer (the customer screen's 'Enviar WhatsApp'). */
export const openConversationBody = z.object({
  whatsapp_conversation: z.object({ customer_id: z.number().int().positive() }),
});

export const sendMessageBody = z.object({
  whatsapp_message: z.object({ text: z.string().trim().min(1).max(4096) }),
});

export const sendTemplateBody = z.object({
  whatsapp_template_message: z.object({
    template_id: z.number().int().positive(),
    params: z.array(z.string().max(1024)).max(20).default([]),
  }),
});

/** Templates offered on a conversation (attendants): the unit's approved ones. */
export const conversationTemplatesReply = z.array(whatsappTemplateReply);

export const queueQuery = z.object({ resale_id: z.coerce.number().int().positive().optional() });
