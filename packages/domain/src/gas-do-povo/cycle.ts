import type { IsoDate } from '../dates';

/**
 * A Gás do Povo family's voucher cycle, in months: 3 (families of 2–3 people, 4 vouchers a year) or 2 (4 or
 * more people, 6 a year). Chosen once on the customer form; a customer without one reads the default.
 */
export const GAS_DO_POVO_CYCLES = [2, 3] as const;
export type GasDoPovoCycle = (typeof GAS_DO_POVO_CYCLES)[number];
export const DEFAULT_GAS_DO_POVO_CYCLE: GasDoPovoCycle = 3;

/** The cycle in force: the stored one, else the default (3 months). */
export function gasDoPovoCycle(stored: number | null | undefined): GasDoPovoCycle {
  return stored === 2 ? 2 : DEFAULT_GAS_DO_POVO_CYCLE;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The day the family's next voucher is due: the last redemption's day plus the cycle's months, on the same
 * day of the month, or the month's last day when it has fewer days (31 Jan + 3 months = 30 Apr; 30 Dec +
 * 2 months = 28 Feb, or 29 in a leap year). PostgreSQL's `date + interval 'n months'` gives the same day,
 * which the re-purchase queue's query uses.
 */
export function nextVoucherOn(lastRedemptionOn: IsoDate, cycle: number | null | undefined): IsoDate {
  const months = gasDoPovoCycle(cycle);
  const [y, m, d] = lastRedemptionOn.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether the next voucher is due on `today` (or before). */
export function voucherDue(nextOn: IsoDate | null | undefined, today: IsoDate): boolean {
  return !!nextOn && nextOn <= today;
}

/** The customer as a Gás do Povo beneficiary: the list's filter, the form, the screen and the queue's reason. */
export const GAS_DO_POVO_CUSTOMER_TEXTS = {
  name: 'Gás do Povo',
  beneficiary: 'Beneficiário Gás do Povo',
  cycleLabel: 'Ciclo do vale',
  available: 'disponível',
  filter: 'Beneficiário Gás do Povo',
  filterAll: 'Todos',
  filterOnly: 'Somente beneficiários',
  cycle: 'Ciclo do vale Gás do Povo',
  cycleOption: (months: number) => (months === 2 ? '2 meses (6 vales por ano)' : '3 meses (4 vales por ano)'),
  cycleShort: (months: number) => `${months} meses`,
  cycleHelp:
    'Escolhido uma vez, conforme a família: 3 meses para 2 ou 3 pessoas, 2 meses para 4 ou mais. Sem escolha, vale 3 meses.',
  lastRedemption: 'Último resgate',
  nextVoucher: 'Próximo vale',
  reason: 'Motivo',
  voucherDue: 'Vale Gás do Povo disponível',
  purchaseDue: 'Próxima compra prevista',
  callback: 'Ligar depois',
} as const;

/**
 * Why a customer is in the re-purchase queue on `today`, as the attendant reads it: the Gás do Povo voucher
 * due, else the callback day ('Ligar depois') when it is what made them due, else the predicted purchase.
 */
export function repurchaseReason(
  c: { repurchase_on: string | null; callback_on: string | null; gas_do_povo: { next_voucher_on: string } | null },
  today: IsoDate,
): string {
  if (c.gas_do_povo && voucherDue(c.gas_do_povo.next_voucher_on, today)) return GAS_DO_POVO_CUSTOMER_TEXTS.voucherDue;
  if (c.callback_on && c.callback_on === c.repurchase_on) return GAS_DO_POVO_CUSTOMER_TEXTS.callback;
  return GAS_DO_POVO_CUSTOMER_TEXTS.purchaseDue;
}
