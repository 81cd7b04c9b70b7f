import { type SaleStatus, gasDoPovoReceiptRequired } from '@ability/domain';
import type { Sale } from '../../api/sales';

export type DoorSale = Pick<Sale, 'status' | 'gas_do_povo'> & {
  payments: { payment_method: { kind: string } }[];
  items: { product: { gas_do_povo_eligible?: boolean | null } }[];
};

/** The sale is still with the deliverer: the family redeems at the door before it is handed over. */
const AT_DOOR = new Set<SaleStatus>(['created', 'in_transit', 'delayed']);

/** Where the card's Gás do Povo piece stands for a sale: none, or what it offers. */
export function gasDoPovoDoor(sale: DoorSale): { byVoucher: boolean } | null {
  const byVoucher = sale.payments.some((p) => p.payment_method.kind === 'gas_do_povo');
  const eligible = sale.items.some((i) => i.product.gas_do_povo_eligible);
  if (!AT_DOOR.has(sale.status) || sale.gas_do_povo || (!byVoucher && !eligible)) return null;
  return { byVoucher };
}

/**
 * A move the card does not offer as a plain button: an order paid by the voucher waits for the receipt,
 * so handing it over (Entregue, Finalizar) goes only through 'Entregar com Gás do Povo'.
 */
export const waitsForReceipt = (sale: DoorSale, to: SaleStatus) =>
  gasDoPovoReceiptRequired(to) && !!gasDoPovoDoor(sale)?.byVoucher;
