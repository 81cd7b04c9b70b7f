import { createHmac, timingSafeEqual } from 'node:crypto';
import { WHATSAPP_STATUSES, type WhatsappMessageKind, type WhatsappStatus } from '@ability/domain';

/**
 * `X-Hub-Signature-256: sha256=<hex>`: the HMAC-SHA256 of the raw body (its exact bytes, before any JSON
 * parsing) with the app secret, compared in constant time.
 */
export function validSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!m) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(m[1]!, 'hex'));
}

/** A message as stored (whatsapp_messages), from one of the webhook's `messages[]`. */
export interface IncomingMessage {
  phone_number_id: string;
  wamid: string;
  wa_id: string;
  profile_name: string | null;
  kind: WhatsappMessageKind;
  body: string | null;
  content: Record<string, unknown> | null;
  sent_at: Date;
}

export interface IncomingStatus {
  phone_number_id: string;
  wamid: string;
  status: WhatsappStatus;
  at: Date;
  errors: { code: number | null; title: string; details: string }[] | null;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
/** Meta's `timestamp`: seconds since 1970, as a string. */
const at = (v: unknown, now: Date) => {
  const s = num(v);
  return s !== null && s > 0 && s < 1e11 ? new Date(s * 1000) : now;
};
const clip = (s: string | null, max: number) => (s === null ? null : s.slice(0, max));

/** The parts of one `messages[]` entry the panel shows: its kind, a line of text and what else it carries. */
function messageParts(m: Json): Pick<IncomingMessage, 'kind' | 'body' | 'content'> {
  switch (m.type) {
    case 'text':
      return { kind: 'text', body: str(obj(m.text).body), content: null };
    case 'location': {
      const l = obj(m.location);
      const name = str(l.name);
      const address = str(l.address);
      return {
        kind: 'location',
        body: [name, address].filter(Boolean).join(' — ') || null,
        content: { latitude: num(l.latitude), longitude: num(l.longitude), name, address },
      };
    }
    case 'image':
    case 'audio': {
      const media = obj(m[m.type]);
      return {
        kind: m.type,
        body: str(media.caption),
        content: { media_id: str(media.id), mime_type: str(media.mime_type) },
      };
    }
    case 'interactive': {
      const i = obj(m.interactive);
      const reply = obj(i.button_reply ?? i.list_reply);
      return { kind: 'interactive', body: str(reply.title), content: { reply_id: str(reply.id) } };
    }
    case 'button': {
      const b = obj(m.button);
      return { kind: 'button', body: str(b.text), content: { payload: str(b.payload) } };
    }
    default:
      return { kind: 'other', body: null, content: { type: str(m.type) } };
  }
}

/**
 * The messages and statuses of a webhook delivery (`entry[].changes[].value`), each with the phone number id
 * it came to. Anything not shaped as Meta documents is left out.
 */
export function readWebhook(payload: unknown, now = new Date()) {
  const messages: IncomingMessage[] = [];
  const statuses: IncomingStatus[] = [];
  for (const entry of arr(obj(payload).entry))
    for (const change of arr(obj(entry).changes)) {
      const value = obj(obj(change).value);
      const phoneNumberId = str(obj(value.metadata).phone_number_id);
      if (!phoneNumberId) continue;
      const names = new Map<string, string>();
      for (const c of arr(value.contacts)) {
        const waId = str(obj(c).wa_id);
        const name = str(obj(obj(c).profile).name);
        if (waId && name) names.set(waId, name);
      }
      for (const raw of arr(value.messages)) {
        const m = obj(raw);
        const wamid = str(m.id);
        const waId = str(m.from)?.replace(/\D/g, '');
        if (!wamid || !waId || waId.length > 20) continue;
        const parts = messageParts(m);
        messages.push({
          phone_number_id: phoneNumberId,
          wamid: wamid.slice(0, 200),
          wa_id: waId,
          profile_name: clip(names.get(waId) ?? null, 200),
          ...parts,
          body: clip(parts.body, 4096),
          sent_at: at(m.timestamp, now),
        });
      }
      for (const raw of arr(value.statuses)) {
        const s = obj(raw);
        const wamid = str(s.id);
        const status = str(s.status) as WhatsappStatus | null;
        if (!wamid || !status || !WHATSAPP_STATUSES.includes(status)) continue;
        const errors = arr(s.errors).map((e) => {
          const o = obj(e);
          return {
            code: num(o.code),
            title: str(o.title) ?? '',
            details: str(obj(o.error_data).details) ?? str(o.message) ?? '',
          };
        });
        statuses.push({
          phone_number_id: phoneNumberId,
          wamid: wamid.slice(0, 200),
          status,
          at: at(s.timestamp, now),
          errors: errors.length ? errors : null,
        });
      }
    }
  return { messages, statuses };
}

/** The phone number ids a delivery names (which units' app secrets may have signed it). */
export function phoneNumberIdsOf(payload: unknown): string[] {
  const ids = new Set<string>();
  for (const entry of arr(obj(payload).entry))
    for (const change of arr(obj(entry).changes)) {
      const id = str(obj(obj(obj(change).value).metadata).phone_number_id);
      if (id) ids.add(id);
    }
  return [...ids];
}
