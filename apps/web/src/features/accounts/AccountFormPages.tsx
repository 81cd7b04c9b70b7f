import { ACCOUNT_TEXTS } from '@ability/domain';
import { type Account, type AccountInput, accountHooks } from '../../api/accounts';
import { type RecordForm, RecordEditPage, RecordNewPage } from '../../shared/RecordFormPages';
import {
  AccountFields,
  type AccountFormValues,
  accountInitialValues,
  accountToForm,
  accountToInput,
} from './AccountForm';
import { ACCOUNTS_PATH } from './paths';

const form: RecordForm<Account, AccountFormValues, AccountInput> = {
  texts: ACCOUNT_TEXTS,
  listPath: ACCOUNTS_PATH,
  resource: 'accounts',
  initialValues: accountInitialValues,
  errorFieldMap: { resales: ['resale_id'], resale: ['resale_id'], category: ['category'] },
  toForm: accountToForm,
  toInput: accountToInput,
  useRecord: accountHooks.useOne,
  useSave: accountHooks.useSave,
  fields: () => <AccountFields />,
};

export function AccountNewPage() {
  return <RecordNewPage form={form} />;
}

export function AccountEditPage() {
  return <RecordEditPage form={form} />;
}
