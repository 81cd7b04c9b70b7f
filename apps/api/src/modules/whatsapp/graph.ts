/**
 * Meta's Graph API for the WhatsApp Cloud API: one client, on fetch, so tests point WHATSAPP_GRAPH_URL at a
 * local server speaking Graph's JSON. Every call carries the unit's access token as a bearer; a refusal
 * becomes a GraphError with Meta's own reason (`error.message`, `error.error_data.details`).
 */
export class GraphError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null,
  ) {
    super(message);
  }
}

export interface PhoneNumberInfo {
  display_phone_number: string;
  verified_name: string;
  quality_rating: string;
}

export interface GraphClient {
  /** `GET /{phone-number-id}`: the number's details; sends nothing. */
  phoneNumber(phoneNumberId: string, token: string): Promise<PhoneNumberInfo>;
  /** `POST /{phone-number-id}/messages`, a text to the wa_id: Meta's message id. */
  sendText(phoneNumberId: string, token: string, to: string, body: string): Promise<{ wamid: string }>;
  /** `POST /{phone-number-id}/messages`, an approved template by name and language with its body's parameters. */
  sendTemplate(
    phoneNumberId: string,
    token: string,
    to: string,
    template: { name: string; language: string; params: string[] },
  ): Promise<{ wamid: string }>;
  /** `GET /{media-id}` then the media's URL with the token: its bytes and type. */
  media(mediaId: string, token: string): Promise<{ bytes: Buffer; mimeType: string }>;
}

const TIMEOUT_MS = 10_000;

async function graphJson(res: Response): Promise<Record<string, unknown>> {
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const error = (body.error ?? {}) as { message?: string; code?: number; error_data?: { details?: string } };
    const reason = error.error_data?.details || error.message || `HTTP ${res.status}`;
    throw new GraphError(reason, res.status, typeof error.code === 'number' ? error.code : null);
  }
  return body;
}

export function httpGraphClient(baseUrl: string): GraphClient {
  const base = baseUrl.replace(/\/+$/, '');
  const call = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${base}/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  const send = async (phoneNumberId: string, token: string, message: Record<string, unknown>) => {
    const body = await graphJson(
      await call(`${encodeURIComponent(phoneNumberId)}/messages`, token, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...message }),
      }),
    );
    const id = (body.messages as { id?: string }[] | undefined)?.[0]?.id;
    if (!id) throw new GraphError('resposta sem o id da mensagem', 502, null);
    return { wamid: id };
  };
  return {
    async phoneNumber(phoneNumberId, token) {
      const q = new URLSearchParams({ fields: 'display_phone_number,verified_name,quality_rating' });
      const body = await graphJson(await call(`${encodeURIComponent(phoneNumberId)}?${q}`, token));
      return {
        display_phone_number: String(body.display_phone_number ?? ''),
        verified_name: String(body.verified_name ?? ''),
        quality_rating: String(body.quality_rating ?? ''),
      };
    },
    sendText(phoneNumberId, token, to, text) {
      return send(phoneNumberId, token, { to, type: 'text', text: { preview_url: false, body: text } });
    },
    sendTemplate(phoneNumberId, token, to, t) {
      return send(phoneNumberId, token, {
        to,
        type: 'template',
        template: {
          name: t.name,
          language: { code: t.language },
          ...(t.params.length
            ? { components: [{ type: 'body', parameters: t.params.map((text) => ({ type: 'text', text })) }] }
            : {}),
        },
      });
    },
    async media(mediaId, token) {
      const info = await graphJson(await call(encodeURIComponent(mediaId), token));
      const url = String(info.url ?? '');
      if (!url) throw new GraphError('mídia sem URL', 404, null);
      const res = await fetch(url, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new GraphError(`download da mídia: HTTP ${res.status}`, res.status, null);
      return {
        bytes: Buffer.from(await res.arrayBuffer()),
        mimeType: String(info.mime_type ?? res.headers.get('content-type') ?? 'application/octet-stream'),
      };
    },
  };
}
