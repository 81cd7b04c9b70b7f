import { formatDateBr, type IsoDate } from '../dates';
import { formatCents } from '../money';
import type { SaleStatus } from '../sales/status';
import { priceInForce, type ReferencePrice } from './prices';

/** How the family validated the redemption on Caixa's terminal ("Azulzinha"). */
export const GAS_DO_POVO_VALIDATIONS = ['bolsa_familia_card', 'caixa_debit_card', 'cpf_sms'] as const;
export type GasDoPovoValidation = (typeof GAS_DO_POVO_VALIDATIONS)[number];
export const GAS_DO_POVO_VALIDATION_LABELS: Record<GasDoPovoValidation, string> = {
  bolsa_familia_card: 'Cartão Bolsa Família',
  caixa_debit_card: 'Cartão de débito Caixa',
  cpf_sms: 'CPF + SMS',
};

/** The refusals, in pt-BR. */
export const GAS_DO_POVO_ERRORS = {
  notEnrolled: (unit: string) => `${unit} não está credenciada no Gás do Povo.`,
  noUf: (unit: string) => `${unit} não tem estado (UF) no endereço: não há preço de referência do Gás do Povo.`,
  noPrice: (uf: string, date: IsoDate) =>
    `Não há preço de referência do Gás do Povo em vigor para ${uf} em ${formatDateBr(date)}.`,
  notEligible: (product: string) => `O produto "${product}" não é elegível ao Gás do Povo.`,
  noEligibleItem: 'O Gás do Povo paga uma recarga de um produto elegível: a venda não tem nenhum.',
  oneRefill: 'Um resgate do Gás do Povo paga exatamente uma recarga: a venda tem mais de uma recarga elegível.',
  oneRedemption: 'Uma venda aceita um só resgate do Gás do Povo.',
  typedValue: (price: number) =>
    `O valor do Gás do Povo não é digitado: é o preço de referência em vigor (${formatCents(price)}).`,
  nsuRequired: 'Informe o NSU (código de autorização) do comprovante do Gás do Povo.',
  nsuUsed: (nsu: string) => `O NSU ${nsu} já foi usado em outro resgate do Gás do Povo desta unidade.`,
  validationRequired: 'Informe como o resgate foi validado (cartão ou CPF + SMS).',
  cpfLast4: 'Informe os 4 últimos dígitos do CPF do responsável familiar.',
  paidCancel:
    'A Caixa já pagou este resgate do Gás do Povo: informe o motivo do cancelamento (mínimo 10 caracteres). O valor recebido fica como divergência a resolver na conciliação.',
  receiptRequired:
    'Informe o resgate do Gás do Povo (validação, NSU e 4 últimos dígitos do CPF) para marcar o pedido como entregue.',
} as const;

/** The debtor of the redemptions' receivables: one customer per enrolled unit. */
export const GAS_DO_POVO_DEBTOR = 'Caixa – Gás do Povo';

/** A sale line as the rules see it. */
export interface GasDoPovoLine {
  product: string;
  eligible: boolean;
  quantity: number;
}

export interface GasDoPovoRedemptionInput {
  nsu: string | null | undefined;
  validation: string | null | undefined;
  cpf_last4: string | null | undefined;
  /** The value sent with the payment: must be absent or equal the price in force. */
  value_cents: number | null | undefined;
}

export interface GasDoPovoSaleCheck {
  /** The unit's name as shown ('Revenda X' / 'Loja X'). */
  unit: string;
  enrolled: boolean;
  uf: string | null;
  date: IsoDate;
  prices: readonly ReferencePrice[];
  lines: readonly GasDoPovoLine[];
  redemptions: readonly GasDoPovoRedemptionInput[];
  /** NSUs already kept by the unit's other redemptions. */
  usedNsus: ReadonlySet<string>;
  /**
   * An order not yet handed over (taken by phone, on its way): the family redeems at the door, so the
   * receipt's fields may still be absent. Given, they are checked as always.
   */
  pending?: boolean;
}

/** The least a reason for canceling a sale whose redemption Caixa already paid must have. */
export const GAS_DO_POVO_CANCEL_REASON_MIN = 10;

/**
 * Whether a sale paid by Gás do Povo must carry the Azulzinha receipt now: once handed over (delivered,
 * finished — a counter sale). An order still to deliver (created, on its way, late) waits for the door: the
 * family redeems there and the deliverer types the receipt when delivering.
 */
export const gasDoPovoReceiptRequired = (status: SaleStatus) => status === 'delivered' || status === 'finished';

/** Whether a redemption's receipt fields were sent at all (an order's redemption may wait for the door). */
export const hasGasDoPovoReceipt = (r: Partial<Pick<GasDoPovoRedemptionInput, 'nsu' | 'validation' | 'cpf_last4'>>) =>
  !!(normalizeNsu(r.nsu) || r.validation || r.cpf_last4);

/** Only digits and letters, upper case: what the receipt shows, however it was typed. */
export function normalizeNsu(nsu: string | null | undefined): string {
  return String(nsu ?? '')
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase();
}

export type GasDoPovoCheck = { ok: true; price_cents: number } | { ok: false; error: string; field?: string };

/**
 * A sale paid (in part) by Gás do Povo: the unit is enrolled and has a price in force for its UF on the
 * day; one redemption pays exactly one refill of an eligible product; the value is the price in force,
 * never a typed one; the NSU is given and new in the unit; the validation and the CPF's last four digits
 * are given. The first refusal is returned.
 */
export function checkGasDoPovoSale(s: GasDoPovoSaleCheck): GasDoPovoCheck {
  if (s.redemptions.length === 0) return { ok: false, error: GAS_DO_POVO_ERRORS.noEligibleItem };
  if (!s.enrolled) return { ok: false, error: GAS_DO_POVO_ERRORS.notEnrolled(s.unit) };
  if (!s.uf) return { ok: false, error: GAS_DO_POVO_ERRORS.noUf(s.unit) };
  const price = priceInForce(s.prices, s.uf, s.date);
  if (!price) return { ok: false, error: GAS_DO_POVO_ERRORS.noPrice(s.uf, s.date) };
  if (s.redemptions.length > 1) return { ok: false, error: GAS_DO_POVO_ERRORS.oneRedemption };
  const eligible = s.lines.filter((l) => l.eligible).reduce((n, l) => n + l.quantity, 0);
  if (eligible === 0) {
    const first = s.lines[0];
    return {
      ok: false,
      error: first ? GAS_DO_POVO_ERRORS.notEligible(first.product) : GAS_DO_POVO_ERRORS.noEligibleItem,
    };
  }
  if (eligible > 1) return { ok: false, error: GAS_DO_POVO_ERRORS.oneRefill };
  const r = s.redemptions[0]!;
  if (r.value_cents != null && r.value_cents !== price.price_cents) {
    return { ok: false, error: GAS_DO_POVO_ERRORS.typedValue(price.price_cents), field: 'value' };
  }
  if (s.pending && !hasGasDoPovoReceipt(r)) return { ok: true, price_cents: price.price_cents };
  const nsu = normalizeNsu(r.nsu);
  if (!nsu) return { ok: false, error: GAS_DO_POVO_ERRORS.nsuRequired, field: 'nsu' };
  if (s.usedNsus.has(nsu)) return { ok: false, error: GAS_DO_POVO_ERRORS.nsuUsed(nsu), field: 'nsu' };
  if (!GAS_DO_POVO_VALIDATIONS.includes(r.validation as GasDoPovoValidation)) {
    return { ok: false, error: GAS_DO_POVO_ERRORS.validationRequired, field: 'validation' };
  }
  if (!/^\d{4}$/.test(r.cpf_last4 ?? '')) return { ok: false, error: GAS_DO_POVO_ERRORS.cpfLast4, field: 'cpf_last4' };
  return { ok: true, price_cents: price.price_cents };
}
