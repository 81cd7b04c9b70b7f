import { BANK_TEXTS } from '@ability/domain';
import { type Bank, type BankInput, bankHooks } from '../../api/banks';
import { type RecordForm, RecordEditPage, RecordNewPage } from '../../shared/RecordFormPages';
import { BankFields, type BankFormValues, bankInitialValues, bankToForm, bankToInput } from './BankForm';
import { BANKS_PATH } from './paths';

const form: RecordForm<Bank, BankFormValues, BankInput> = {
  texts: BANK_TEXTS,
  listPath: BANKS_PATH,
  resource: 'banks',
  initialValues: bankInitialValues,
  errorFieldMap: { resale: ['resale_id'] },
  toForm: bankToForm,
  toInput: bankToInput,
  useRecord: bankHooks.useOne,
  useSave: bankHooks.useSave,
  fields: (record) => <BankFields record={record} />,
};

export function BankNewPage() {
  return <RecordNewPage form={form} />;
}

export function BankEditPage() {
  return <RecordEditPage form={form} />;
}
