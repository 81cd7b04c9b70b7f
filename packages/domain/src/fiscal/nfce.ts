import type { Uf } from '../address';
import { isCashMethod, isPixMethod } from '../payment-methods/rules';
import type { SaleChannel } from '../sales/status';
import { isWalkIn } from '../sales/walkIn';

/**
 * Pure parts of the NFC-e (model 65, layout 4.00): the payment codes (tPag), the item's single-stage ICMS
 * figures and the decimal texts of the layout. The XML itself is built in the API (modules/fiscal/nfce).
 */

/** tPag codes of the layout (NT 2020.006 and later) that a reseller uses. */
export const TPAG_CODES = {
  '01': 'Dinheiro',
  '02': 'Cheque',
  '03': 'Cartão de Crédito',
  '04': 'Cartão de Débito',
  '05': 'Crédito Loja',
  '10': 'Vale Alimentação',
  '11': 'Vale Refeição',
  '12': 'Vale Presente',
  '13': 'Vale Combustível',
  '15': 'Boleto Bancário',
  '16': 'Depósito Bancário',
  '17': 'Pagamento Instantâneo (PIX)',
  '18': 'Transferência bancária, Carteira Digital',
  '19': 'Programa de fidelidade, Cashback, Crédito Virtual',
  '90': 'Sem pagamento',
  '99': 'Outros',
} as const;
export type TPag = keyof typeof TPAG_CODES;

/** A payment line's code on the note; `xPag` (up to 60 characters) describes a code 99. */
export interface PaymentCode {
  tPag: TPag;
  xPag?: string;
}

/** What the default code of a payment method is read from: methods carry no kind but these. */
export interface PaymentMethodForCode {
  id: number;
  description: string;
  is_card: boolean;
  card_type: 'credit' | 'debit' | 'other';
  /** A Gás do Povo redemption (the programme pays the refill). */
  gas_do_povo?: boolean;
}

/** The description given with code 99 for a Gás do Povo redemption, until the accountant names a code. */
export const GAS_DO_POVO_XPAG = 'Gás do Povo';

const normal = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The default code of a method: Gás do Povo → 99 'Gás do Povo' (no public code: the accountant confirms),
 * PIX (isPixMethod, like the BR Code) → 17, a credit / debit card → 03 / 04, cash (isCashMethod) → 01,
 * 'Cheque' → 02, 'Boleto' → 15, 'Depósito' → 16, 'Vale gás' → 99; anything else → 99 with its description.
 */
export function defaultPaymentCode(m: PaymentMethodForCode): PaymentCode {
  const d = normal(m.description);
  if (m.gas_do_povo) return { tPag: '99', xPag: GAS_DO_POVO_XPAG };
  if (isPixMethod(m)) return { tPag: '17' };
  if (m.is_card && m.card_type === 'credit') return { tPag: '03' };
  if (m.is_card && m.card_type === 'debit') return { tPag: '04' };
  if (isCashMethod(m)) return { tPag: '01' };
  if (/\bcheque\b/.test(d)) return { tPag: '02' };
  if (/\bboleto\b/.test(d)) return { tPag: '15' };
  if (/\bdeposito\b/.test(d)) return { tPag: '16' };
  if (/\bcredito\b/.test(d) && /\bcartao\b/.test(d)) return { tPag: '03' };
  if (/\bdebito\b/.test(d) && /\bcartao\b/.test(d)) return { tPag: '04' };
  return { tPag: '99', xPag: m.description.trim().slice(0, 60) || TPAG_CODES['99'] };
}

/**
 * A method's code: the unit's setting for it (by method id, or 'gas_do_povo' for every redemption) when
 * there is one, else the default. A code 99 always carries a description.
 */
export function paymentCodeFor(
  m: PaymentMethodForCode,
  overrides: Partial<Record<string, PaymentCode>> = {},
): PaymentCode {
  const set = (m.gas_do_povo ? overrides.gas_do_povo : undefined) ?? overrides[String(m.id)];
  const code = set ?? defaultPaymentCode(m);
  if (code.tPag === '99' && !code.xPag?.trim())
    return { tPag: '99', xPag: m.gas_do_povo ? GAS_DO_POVO_XPAG : m.description.trim().slice(0, 60) };
  return code;
}

/** Cents as the layout's decimal with 2 places ('1234' → '12.34'). */
export function decimalCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error('valor em centavos deve ser inteiro');
  const sign = cents < 0 ? '-' : '';
  const a = Math.abs(cents);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** An integer × 10⁴ as a decimal with `places` places (4 by default; 2 drops the last two, which must be 0). */
export function decimalE4(value: number, places: 2 | 4 = 4): string {
  if (!Number.isInteger(value) || value < 0) throw new Error('valor × 10⁴ deve ser inteiro e não negativo');
  const whole = Math.floor(value / 10_000);
  const frac = String(value % 10_000).padStart(4, '0');
  if (places === 2) {
    if (!frac.endsWith('00')) throw new Error(`${value / 10_000} tem mais de 2 casas`);
    return `${whole}.${frac.slice(0, 2)}`;
  }
  return `${whole}.${frac}`;
}

/** A GLP item's taxable quantity (kg × 10⁴) and its single-stage ICMS charged before (cents, half up). */
export function monoIcmsFigures(quantity: number, taxablePerUnitE4: number, adRemRateE4: number) {
  const taxableE4 = quantity * taxablePerUnitE4;
  // (kg × 10⁴) × (R$/kg × 10⁴) = R$ × 10⁸; cents = / 10⁶, rounded half up.
  const cents = Math.floor((taxableE4 * adRemRateE4 + 500_000) / 1_000_000);
  return { taxableE4, icmsCents: cents };
}

/**
 * indPres: 1 (at the counter) for a walk-in sale (isWalkIn: Venda direta, Portaria) that never went out with
 * a deliverer; 4 (home delivery) for every other order, delivered or still to deliver.
 */
export function nfcePresence(s: { channel: SaleChannel; in_transit_at: Date | string | null }): 1 | 4 {
  return isWalkIn(s.channel) && !s.in_transit_at ? 1 : 4;
}

/** The layout's code of a state (cUF, IBGE): the first two digits of its municipalities' codes. */
export const UF_CODES = {
  RO: 11,
  AC: 12,
  AM: 13,
  RR: 14,
  PA: 15,
  AP: 16,
  TO: 17,
  MA: 21,
  PI: 22,
  CE: 23,
  RN: 24,
  PB: 25,
  PE: 26,
  AL: 27,
  SE: 28,
  BA: 29,
  MG: 31,
  ES: 32,
  RJ: 33,
  SP: 35,
  PR: 41,
  SC: 42,
  RS: 43,
  MS: 50,
  MT: 51,
  GO: 52,
  DF: 53,
} as const satisfies Record<Uf, number>;

/** Texts of the NFC-e's build (pt-BR: they reach the sale's screen and the rejections' queue). */
export const NFCE_TEXTS = {
  errors: {
    noSale: 'Venda não encontrada.',
    canceled: 'Venda cancelada não emite NFC-e.',
    noItems: 'A venda não tem itens.',
    noPayments: 'A venda não tem pagamentos.',
    unitCnpj: 'A unidade não tem CNPJ: preencha no cadastro da unidade.',
    unitIe: 'A unidade não tem inscrição estadual: preencha no cadastro da unidade.',
    unitAddress: 'A unidade não tem endereço completo (logradouro, número, bairro, cidade, CEP).',
    productFiscal: (product: string) =>
      `O produto "${product}" não tem dados fiscais: preencha a seção Fiscal no cadastro do produto (NCM, CFOP, CST do ICMS e os demais) e salve.`,
    productFiscalInvalid: (product: string, detail: string) =>
      `Dados fiscais do produto "${product}" (seção Fiscal do cadastro): ${detail}.`,
    cpf: 'O CPF do cliente é inválido para a nota.',
    paymentsTotal: 'Os pagamentos não somam o total da venda.',
    qrUrl: (uf: string) => `Não há endereço de consulta da NFC-e cadastrado para ${uf}.`,
  },
} as const;

/** A sale's NFC-e: its states as stored, and when a unit issues it (fiscal_settings.issue_on). */
export const NFCE_STATES = ['em_processamento', 'autorizada', 'rejeitada'] as const;
export type NfceState = (typeof NFCE_STATES)[number];
export type NfceIssueOn = 'manual' | 'save' | 'delivered';

/**
 * Whether a sale just written should have its NFC-e issued, by the unit's setting: 'save' at every write of a
 * sale not canceled or refused; 'delivered' once it is delivered or finished; 'manual' never (the user's
 * 'Emitir NFC-e').
 */
export function issuesNfceOn(issueOn: NfceIssueOn, status: string): boolean {
  if (status === 'canceled' || status === 'rejected') return false;
  if (issueOn === 'save') return true;
  if (issueOn === 'delivered') return status === 'delivered' || status === 'finished';
  return false;
}

export const NFCE_ISSUE_TEXTS = {
  states: {
    em_processamento: 'Em processamento',
    autorizada: 'Autorizada',
    rejeitada: 'Rejeitada',
  } satisfies Record<NfceState, string>,
  issue: 'Emitir NFC-e',
  resend: 'Reenviar NFC-e',
  errors: {
    canceled: 'Venda cancelada ou recusada não recebe NFC-e.',
    authorised: 'A NFC-e desta venda já foi autorizada.',
    noNote: 'Esta venda ainda não tem NFC-e.',
    notBuilt: 'Esta NFC-e ainda não foi montada: corrija o que a rejeição aponta e use Reenviar.',
    certificate: 'A unidade não pode emitir NFC-e sem certificado digital válido: ',
  },
} as const;
