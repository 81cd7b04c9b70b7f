/** Stock adjustment movements. */
export const STOCK_MOVEMENTS = ['inflow', 'outflow', 'receivable', 'lending', 'defect'] as const;
export type StockMovement = (typeof STOCK_MOVEMENTS)[number];

export const STOCK_MOVEMENT_LABELS: Record<StockMovement, string> = {
  inflow: 'Entrada',
  outflow: 'Saída',
  receivable: 'Recebido',
  lending: 'Comodato',
  defect: 'Defeito',
};

export const ADJUSTMENT_REASONS = ['compensation', 'transference', 'donation', 'lost', 'others'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  compensation: 'Ressarcimento',
  transference: 'Transferência',
  donation: 'Doação',
  lost: 'Perda/Roubo',
  others: 'Outros',
};
