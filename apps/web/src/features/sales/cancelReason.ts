import { GAS_DO_POVO_CANCEL_REASON_MIN as MIN } from '@ability/domain';
import type { Sale } from '../../api/sales';

/** What the cancel dialog of a sale with a Gás do Povo redemption holds: the reason typed, and its check. */
export interface CancelReason {
  value: string;
  /** Says the reason is too short under the field (set by the field when drawn). */
  showShort?: () => void;
}

/** Caixa already paid the redemption (in part): the reason is then required, 10+ characters. */
export const reasonRequired = (sale: Sale) => (sale.gas_do_povo?.received_cents ?? 0) > 0;
export const reasonShort = (sale: Sale, r: CancelReason) => reasonRequired(sale) && r.value.trim().length < MIN;
