import type { WhatsappNotifyEvent } from '@ability/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from './client';
import type { components } from './schema.gen';

export type WhatsappSettings = components['schemas']['WhatsappSettings'];
export type WhatsappTemplate = components['schemas']['WhatsappTemplate'];
export interface WhatsappTemplateInput {
  name: string;
  language: string;
  body: string;
  notify_event?: WhatsappNotifyEvent | null;
}
export interface WhatsappSettingsInput {
  phone_number_id: string;
  business_account_id: string;
  verify_token: string;
  access_token?: string | null;
  app_secret?: string | null;
  notify_confirmed?: boolean;
  notify_in_transit?: boolean;
  notify_delivered?: boolean;
  templates?: WhatsappTemplateInput[];
}
export interface WhatsappTestResult {
  display_phone_number: string;
  verified_name: string;
  quality_rating: string;
}
export type WhatsappConversation = components['schemas']['WhatsappConversation'];
export type WhatsappMessage = components['schemas']['WhatsappMessage'];

const settingsKey = (resaleId: number) => ['whatsapp', 'settings', resaleId] as const;
export const whatsappKeys = {
  all: ['whatsapp', 'conversations'] as const,
  queue: ['whatsapp', 'conversations', 'queue'] as const,
  conversation: (id: number) => ['whatsapp', 'conversations', id] as const,
};

/** A unit's WhatsApp settings (admin): secrets only as 'configurado' flags. */
export function useWhatsappSettings(resaleId: number) {
  return useQuery({
    queryKey: settingsKey(resaleId),
    queryFn: () => api<WhatsappSettings>(`/resales/${resaleId}/whatsapp_settings`),
  });
}

export function useSaveWhatsappSettings(resaleId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WhatsappSettingsInput) =>
      api<WhatsappSettings>(`/resales/${resaleId}/whatsapp_settings`, {
        method: 'PUT',
        body: { whatsapp_settings: body },
      }),
    onSuccess: (saved) => qc.setQueryData(settingsKey(resaleId), saved),
  });
}

/** 'Testar': the number's details from Meta; sends nothing. */
export function useTestWhatsapp(resaleId: number) {
  return useMutation({
    mutationFn: () => api<WhatsappTestResult>(`/resales/${resaleId}/whatsapp_settings/test`, { method: 'POST' }),
  });
}

/** The conversations of the attendant's queue (GET /whatsapp/conversations/queue). */
export function useWhatsappQueue(enabled = true) {
  return useQuery({
    queryKey: whatsappKeys.queue,
    queryFn: () => api<{ rows: WhatsappConversation[]; total: number }>('/whatsapp/conversations/queue'),
    refetchInterval: 60_000,
    enabled,
  });
}

export function useWhatsappConversation(id: number | null) {
  return useQuery({
    queryKey: whatsappKeys.conversation(id ?? 0),
    queryFn: () =>
      api<{ conversation: WhatsappConversation; messages: WhatsappMessage[] }>(`/whatsapp/conversations/${id}`),
    enabled: id !== null,
  });
}

/**
 * The customer screen's 'Enviar WhatsApp': the customer's conversation in their unit, opened when there is none
 * (refused when the unit is not connected, has no approved template, or the customer has no mobile).
 */
export function useOpenWhatsappConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) =>
      api<WhatsappConversation>('/whatsapp/conversations', {
        method: 'POST',
        body: { whatsapp_conversation: { customer_id: customerId } },
      }),
    onSuccess: (conv) => qc.invalidateQueries({ queryKey: whatsappKeys.conversation(conv.id) }),
  });
}

/** A free-text reply inside the 24-hour window. */
export function useSendWhatsapp(conversationId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<WhatsappMessage>(`/whatsapp/conversations/${conversationId}/messages`, {
        method: 'POST',
        body: { whatsapp_message: { text } },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: whatsappKeys.conversation(conversationId) }),
  });
}

/** The unit's approved templates, offered on a conversation (outside the window, the only thing sent). */
export function useConversationTemplates(conversationId: number | null, enabled = true) {
  return useQuery({
    queryKey: ['whatsapp', 'templates', conversationId ?? 0],
    queryFn: () => api<WhatsappTemplate[]>(`/whatsapp/conversations/${conversationId}/templates`),
    enabled: enabled && conversationId !== null,
  });
}

/** An approved template with its parameters ({{1}}, {{2}}…). */
export function useSendWhatsappTemplate(conversationId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { template_id: number; params: string[] }) =>
      api<WhatsappMessage>(`/whatsapp/conversations/${conversationId}/template_messages`, {
        method: 'POST',
        body: { whatsapp_template_message: body },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: whatsappKeys.conversation(conversationId) }),
  });
}
