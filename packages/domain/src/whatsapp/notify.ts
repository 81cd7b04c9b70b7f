import type { SaleStatus } from '../sales/status';

/**
 * WhatsApp beyond the free-text reply: the unit's approved templates ({{1}}, {{2}}… parameters), the status
 * messages on a sale's moves, the month's count of business-initiated messages, and the fixed words that
 * propose the customer's last order.
 */

/** The moves a unit may tell the customer about, each on or off in its settings. */
export const WHATSAPP_NOTIFY_EVENTS = ['confirmed', 'in_transit', 'delivered'] as const;
export type WhatsappNotifyEvent = (typeof WHATSAPP_NOTIFY_EVENTS)[number];

export const WHATSAPP_NOTIFY_LABELS: Record<WhatsappNotifyEvent, string> = {
  confirmed: 'Pedido confirmado',
  in_transit: 'Saiu para entrega',
  delivered: 'Entregue',
};

/** Which status message a sale's status calls for: created (or delayed) confirms, in transit, delivered or finished. */
export function notifyEventOfStatus(status: SaleStatus): WhatsappNotifyEvent | null {
  switch (status) {
    case 'created':
    case 'delayed':
      return 'confirmed';
    case 'in_transit':
      return 'in_transit';
    case 'delivered':
    case 'finished':
      return 'delivered';
    default:
      return null;
  }
}

export interface StatusMessageContext {
  /** The customer's name. */
  customer: string;
  /** The order's number (the sale's doc number). */
  order: string;
  /** The deliverer's name (in transit), null when none. */
  deliverer: string | null;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The status message sent as free text inside the 24-hour window. */
export function statusMessageText(event: WhatsappNotifyEvent, c: StatusMessageContext): string {
  const hi = firstName(c.customer) ? `Olá, ${firstName(c.customer)}! ` : 'Olá! ';
  switch (event) {
    case 'confirmed':
      return `${hi}Seu pedido nº ${c.order} foi confirmado.`;
    case 'in_transit':
      return c.deliverer
        ? `${hi}Seu pedido nº ${c.order} saiu para entrega com ${c.deliverer}.`
        : `${hi}Seu pedido nº ${c.order} saiu para entrega.`;
    case 'delivered':
      return `${hi}Seu pedido nº ${c.order} foi entregue. Obrigado pela preferência!`;
  }
}

/** What a status template's {{1}}, {{2}}, {{3}} receive, in this order. */
export const STATUS_TEMPLATE_PARAMS = ['nome do cliente', 'número do pedido', 'nome do entregador'] as const;

/** A status template's parameters: the first `count` of customer, order, deliverer (a dash when unknown). */
export function statusTemplateParams(count: number, c: StatusMessageContext): string[] {
  const all = [firstName(c.customer) || c.customer || '-', c.order, c.deliverer?.trim() || '-'];
  return Array.from({ length: count }, (_, i) => all[i] ?? '-');
}

/**
 * What the attendant's template form starts with: {{1}} the customer's first name (the units' convention, as
 * in the status templates), the others blank to be filled.
 */
export function templatePrefill(count: number, customerName: string | null | undefined): string[] {
  return Array.from({ length: count }, (_, i) => (i === 0 ? firstName(customerName ?? '') : ''));
}

/** How many parameters a template's body takes: its highest {{n}}. */
export function templateParamCount(body: string): number {
  let n = 0;
  for (const m of body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)) n = Math.max(n, Number(m[1]));
  return n;
}

/** The template's body with its parameters in place (what the conversation shows as sent). */
export function fillTemplate(body: string, params: readonly string[]): string {
  return body.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, d: string) => params[Number(d) - 1] ?? whole);
}

/** Errors of a template's body (numbered from {{1}} without gaps, as Meta requires), empty when fine. */
export function templateBodyErrors(body: string): string[] {
  const used = new Set([...body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((m) => Number(m[1])));
  const n = templateParamCount(body);
  for (let i = 1; i <= n; i++) if (!used.has(i)) return [`Os parâmetros vão de {{1}} a {{${n}}} sem faltar nenhum.`];
  return [];
}

/** Meta's free allowance of business-initiated messages per number and month. */
export const WHATSAPP_FREE_MONTHLY_MESSAGES = 1000;

/** How many times the job tries a status message before it is marked failed (no endless retries). */
export const WHATSAPP_SEND_TRIES = 3;

/** A text as compared for the fixed words: lower case, no accents, no punctuation, single spaces. */
export function normalizeWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The fixed words, normalized: a message that is only one of them asks for the last order again. */
export const USUAL_ORDER_WORDS: readonly string[] = [
  'o de sempre',
  'o mesmo de sempre',
  'o mesmo',
  'de sempre',
  'mais um',
  'mais 1',
  'manda mais um',
  'manda o de sempre',
  'quero o de sempre',
  '1 gas',
  'um gas',
  'manda 1 gas',
  'manda um gas',
  'quero 1 gas',
  'quero um gas',
  'mais um gas',
  'mais 1 gas',
];

/** Whether a message is only one of the fixed words ('o de sempre', 'mais um', '1 gás'…), with or without "por favor". */
export function isUsualOrderText(text: string | null | undefined): boolean {
  if (!text) return false;
  const t = normalizeWords(text)
    .replace(/\b(por favor|pfv|pf|pfvr)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return USUAL_ORDER_WORDS.includes(t);
}
