import { TRANSACTION_TEXTS } from '@ability/domain';
import { type Transaction, type TransactionInput, useSaveTransaction, useTransaction } from '../../api/transactions';
import { type RecordForm, RecordEditPage, RecordNewPage } from '../../shared/RecordFormPages';
import {
  TransactionFields,
  type TransactionFormValues,
  transactionInitialValues,
  transactionToForm,
  transactionToInput,
} from './TransactionForm';
import { TRANSACTIONS_PATH } from './paths';

const form: RecordForm<Transaction, TransactionFormValues, TransactionInput> = {
  texts: TRANSACTION_TEXTS,
  listPath: TRANSACTIONS_PATH,
  resource: 'transactions',
  initialValues: transactionInitialValues(),
  errorFieldMap: { resale: ['resale_id'], account: ['account_id'], bank: ['bank_id'] },
  toForm: transactionToForm,
  toInput: transactionToInput,
  hooks: { useOne: useTransaction, useSave: useSaveTransaction },
  fields: () => <TransactionFields />,
};

export function TransactionNewPage() {
  return <RecordNewPage form={{ ...form, initialValues: transactionInitialValues() }} />;
}

export function TransactionEditPage() {
  return <RecordEditPage form={form} />;
}
