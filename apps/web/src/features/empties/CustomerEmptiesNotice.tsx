import { EMPTIES_TEXTS as E } from '@ability/domain';
import type { CSSProperties } from 'react';
import { useCustomerEmpties } from '../../api/empties';

/**
 * The empties a customer owes and the cylinders they hold on loan, by capacity and brand, as one notice
 * (the customer screen and the sale form); nothing when there are none.
 */
export function CustomerEmptiesNotice({ customerId, style }: { customerId?: number | null; style?: CSSProperties }) {
  const { data } = useCustomerEmpties(customerId);
  if (!data || (!data.owed.length && !data.loan.length)) return null;
  const line = E.customerLine([
    ...data.owed.map((b) => ({ ...b, account: 'owed' as const })),
    ...data.loan.map((b) => ({ ...b, account: 'loan' as const })),
  ]);
  return (
    <div
      className={`sale-notice ${data.owed.length ? 'sale-notice-warning' : 'sale-notice-info'}`}
      data-testid="customer-empties"
      role="status"
      style={style}
    >
      <strong>{E.customerEmpties}:</strong> {line}.
    </div>
  );
}
