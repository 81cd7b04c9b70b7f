import type { CardType } from './labels';

/** Form and server defaults of a new payment method. */
export const PAYMENT_METHOD_DEFAULTS = {
  status: true,
  is_card: false,
  card_type: 'other' as CardType,
  delivery_time: 0,
  adm_tax: 0,
  default: false,
};

export interface CardFields {
  is_card: boolean;
  card_type: CardType;
  adm_tax: number;
}

/**
 * A method that is not a card has no administrative fee and card type 'other'; the form
 * applies it before submit and the server again on every write. The fee keeps 2 decimals.
 */
export function normalizeCardFields<T extends CardFields>(method: T): T {
  if (!method.is_card) return { ...method, card_type: 'other', adm_tax: 0 };
  return { ...method, adm_tax: Math.round(method.adm_tax * 100) / 100 };
}

/** A term method ("a prazo"): the money arrives days after the sale, so sales with it become receivables. */
export function isTermMethod(method: { delivery_time: number }): boolean {
  return method.delivery_time > 0;
}

/**
 * A PIX method ("PIX at the door"): payment methods carry no kind, so a method is PIX when its
 * description has the word "PIX", in any case ("PIX", "Pix", "PIX (QR)"). The one test of it: the server
 * (the BR Code, the confirmation) and the screens (the card's button) both ask here.
 */
export function isPixMethod(method: { description: string } | null | undefined): boolean {
  return /(^|[^\p{L}\p{N}])pix($|[^\p{L}\p{N}])/iu.test(method?.description ?? '');
}

/**
 * A cash method ("Dinheiro"): the only one that gives change. Payment methods carry no kind, so,
 * as isPixMethod does for PIX, a method is cash when its description has the word "Dinheiro" (any case,
 * with or without accents: "Dinheiro", "DINHEIRO", "Dinheiro (balcão)"). The one test of it: the sale's
 * balance (saleBalance) on the server, the PIX code's amount and the sale form all ask here.
 */
export function isCashMethod(method: { description: string } | null | undefined): boolean {
  if (!method) return false;
  const words = method.description.normalize('NFD').replace(/\p{M}/gu, '');
  return /(^|[^\p{L}\p{N}])dinheiro($|[^\p{L}\p{N}])/iu.test(words);
}

const PERCENT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 3.49 → "3,49" (the list, exports). */
export function formatAdmTax(tax: number | null | undefined): string {
  return PERCENT.format(tax ?? 0);
}

/**
 * A Gás do Povo method (the federal voucher, paid by Caixa): as for PIX and cash, methods carry no kind,
 * so a method is Gás do Povo when its description has the words "Gás do Povo" (any case, with or
 * without accents). Its value is never typed: it is the reference price in force (checkGasDoPovoSale).
 */
export function isGasDoPovoMethod(method: { description: string } | null | undefined): boolean {
  if (!method) return false;
  const words = method.description.normalize('NFD').replace(/\p{M}/gu, '');
  return /(^|[^\p{L}\p{N}])gas do povo($|[^\p{L}\p{N}])/iu.test(words);
}
