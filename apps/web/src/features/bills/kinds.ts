import {
  PAYABLE_DATE_TYPES,
  PAYABLE_DATE_TYPE_LABELS,
  PAYABLE_STATUS_LABELS,
  PAYABLE_TEXTS,
  RECEIVABLE_DATE_TYPES,
  RECEIVABLE_DATE_TYPE_LABELS,
  RECEIVABLE_STATUS_LABELS,
  RECEIVABLE_TEXTS,
} from '@ability/domain';
import { type BillRecord, type Payable, type Receivable, payableHooks, receivableHooks } from '../../api/bills';

export type BillTexts = typeof RECEIVABLE_TEXTS | typeof PAYABLE_TEXTS;

/** What differs between receivables and payables; the screens are the same. */
export interface BillKind {
  name: 'receivables' | 'payables';
  texts: BillTexts;
  path: string;
  apiPath: string;
  hooks: typeof receivableHooks | typeof payableHooks;
  /** Status keys of the summary bar, the settled one first, then 'all'. */
  statuses: { key: string; label: string; color?: string }[];
  dateTypes: { value: string; label: string }[];
  searchParam: string;
  /** Accounts of this movement may be chosen. */
  movement: 'inflow' | 'outflow';
  party: (r: BillRecord) => { id: number; name: string } | null;
  partyField: 'customer_id' | 'supplier_id';
  partySearchPath: string;
  partyEditPath: (id: number) => string;
  settled: (r: BillRecord) => number;
  settledOn: (r: BillRecord) => string | null;
  settleDateKey: 'receipt_date' | 'date';
  /** Seller and deliverer filters (receivables only). */
  peopleFilters: boolean;
}

/** The summary bar's statuses: the settled one (green), early-due (blue), overdue (red), then all. */
const statusTabs = <S extends string>(settled: S, labels: Record<S | 'earlydue' | 'overdue' | 'all', string>) => [
  { key: settled, label: labels[settled], color: '#237804' },
  { key: 'earlydue', label: labels.earlydue, color: '#0b5cab' },
  { key: 'overdue', label: labels.overdue, color: '#cf1322' },
  { key: 'all', label: labels.all },
];

const rec = (r: BillRecord) => r as Receivable;
const pay = (r: BillRecord) => r as Payable;

export const receivableKind: BillKind = {
  name: 'receivables',
  texts: RECEIVABLE_TEXTS,
  path: '/contas-a-receber',
  apiPath: '/receivables',
  hooks: receivableHooks,
  statuses: statusTabs('received', RECEIVABLE_STATUS_LABELS),
  dateTypes: RECEIVABLE_DATE_TYPES.map((d) => ({ value: d, label: RECEIVABLE_DATE_TYPE_LABELS[d] })),
  searchParam: 'customer_name_or_document',
  movement: 'inflow',
  party: (r) => rec(r).customer,
  partyField: 'customer_id',
  partySearchPath: '/customers',
  partyEditPath: (id) => `/clientes/${id}/editar`,
  settled: (r) => rec(r).received_cents,
  settledOn: (r) => rec(r).receipt_date,
  settleDateKey: 'receipt_date',
  peopleFilters: true,
};

export const payableKind: BillKind = {
  name: 'payables',
  texts: PAYABLE_TEXTS,
  path: '/contas-a-pagar',
  apiPath: '/payables',
  hooks: payableHooks,
  statuses: statusTabs('paid', PAYABLE_STATUS_LABELS),
  dateTypes: PAYABLE_DATE_TYPES.map((d) => ({ value: d, label: PAYABLE_DATE_TYPE_LABELS[d] })),
  searchParam: 'supplier_name_or_document',
  movement: 'outflow',
  party: (r) => pay(r).supplier,
  partyField: 'supplier_id',
  partySearchPath: '/suppliers',
  partyEditPath: (id) => `/fornecedores/${id}/editar`,
  settled: (r) => pay(r).amount_cents,
  settledOn: (r) => pay(r).date,
  settleDateKey: 'date',
  peopleFilters: false,
};
