/**
 * Missed calls: an incoming call is unanswered when no sale of its unit was
 * created for the same number (a customer of the unit with that phone) from MISSED_CALL_BEFORE_MINUTES
 * before the call to MISSED_CALL_AFTER_MINUTES after it. The API computes it on read.
 */
export const MISSED_CALL_BEFORE_MINUTES = 5;
export const MISSED_CALL_AFTER_MINUTES = 30;
/** How far back the queue of missed calls looks (older calls are left to the call log). */
export const MISSED_CALL_QUEUE_HOURS = 24;

/** 'agora', 'há 5 min', 'há 2 h', 'há 3 dias': how long ago a call came in. */
export function sinceLabel(at: Date | string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(at).getTime()) / 60_000);
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `há ${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'há 1 dia' : `há ${days} dias`;
}

/** A last order in a line: '2× Botijão P13, 1× Água · R$ 125,00 · 12/11/2026' (the caller's notice). */
export function lastOrderLine(
  sale: {
    sold_on: string;
    total_cents: number;
    items: readonly { quantity: number; product?: { description: string } | null }[];
  },
  formatMoney: (cents: number) => string,
): string {
  const items = sale.items.map((i) => `${i.quantity}× ${i.product?.description ?? ''}`.trim()).join(', ');
  const day = new Date(sale.sold_on).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  return [items, formatMoney(sale.total_cents), day].filter(Boolean).join(' · ');
}
