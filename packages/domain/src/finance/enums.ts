/** Finance enumerations. */

/** Movements of the chart of accounts and of hand-made cash entries. */
export const ACCOUNT_MOVEMENTS = ['inflow', 'outflow'] as const;
export type AccountMovement = (typeof ACCOUNT_MOVEMENTS)[number];

/** Movements of the cash ledger: `receivable` (Recebido) is written by sales and receipts only. */
export const TRANSACTION_MOVEMENTS = ['inflow', 'outflow', 'receivable'] as const;
export type TransactionMovement = (typeof TRANSACTION_MOVEMENTS)[number];

export const MOVEMENT_LABELS: Record<TransactionMovement, string> = {
  inflow: 'Entrada',
  outflow: 'Saída',
  receivable: 'Recebido',
};

/** antd tag colours: inflow success, outflow danger, receivable primary. */
export const MOVEMENT_COLORS: Record<TransactionMovement, string> = {
  inflow: 'success',
  outflow: 'error',
  receivable: 'processing',
};

export const ACCOUNT_GROUPS = ['operational', 'financial', 'investment'] as const;
export type AccountGroup = (typeof ACCOUNT_GROUPS)[number];

export const ACCOUNT_GROUP_LABELS: Record<AccountGroup, string> = {
  operational: 'Operacional',
  financial: 'Financeiro',
  investment: 'Investimento',
};

export const BANK_TYPES = ['safe', 'institute'] as const;
export type BankType = (typeof BANK_TYPES)[number];

export const BANK_TYPE_LABELS: Record<BankType, string> = { safe: 'Cofre', institute: 'Banco' };

/** Status of a receivable in the list's filters and summary. */
export const RECEIVABLE_STATUSES = ['received', 'earlydue', 'overdue'] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];

export const RECEIVABLE_STATUS_LABELS: Record<ReceivableStatus | 'all', string> = {
  received: 'Recebido',
  earlydue: 'A vencer',
  overdue: 'Vencido',
  all: 'Total',
};

export const PAYABLE_STATUSES = ['paid', 'earlydue', 'overdue'] as const;
export type PayableStatus = (typeof PAYABLE_STATUSES)[number];

export const PAYABLE_STATUS_LABELS: Record<PayableStatus | 'all', string> = {
  paid: 'Pago',
  earlydue: 'A vencer',
  overdue: 'Vencido',
  all: 'Total',
};

/** The date a receivables / payables list filters on. */
export const RECEIVABLE_DATE_TYPES = ['due_date', 'issue_date', 'receipt_date'] as const;
export type ReceivableDateType = (typeof RECEIVABLE_DATE_TYPES)[number];
export const RECEIVABLE_DATE_TYPE_LABELS: Record<ReceivableDateType, string> = {
  due_date: 'Vencimento',
  issue_date: 'Emissão',
  receipt_date: 'Recebimento',
};

export const PAYABLE_DATE_TYPES = ['due_date', 'issue_date', 'payment_date'] as const;
export type PayableDateType = (typeof PAYABLE_DATE_TYPES)[number];
export const PAYABLE_DATE_TYPE_LABELS: Record<PayableDateType, string> = {
  due_date: 'Vencimento',
  issue_date: 'Emissão',
  payment_date: 'Pagamento',
};
