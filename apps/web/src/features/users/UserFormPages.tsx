import { USER_TEXTS } from '@ability/domain';
import { type User, type UserInput, userHooks } from '../../api/users';
import { type RecordForm, RecordEditPage, RecordNewPage } from '../../shared/RecordFormPages';
import { UserFields, type UserFormValues, userInitialValues, userToForm, userToInput } from './UserForm';
import { USERS_PATH } from './paths';

const form: RecordForm<User, UserFormValues, UserInput> = {
  texts: USER_TEXTS,
  listPath: USERS_PATH,
  resource: 'users',
  initialValues: userInitialValues,
  errorFieldMap: { employee: ['employee_id'], resales: ['resale_ids'] },
  toForm: userToForm,
  toInput: userToInput,
  useRecord: userHooks.useOne,
  useSave: userHooks.useSave,
  fields: (record) => <UserFields record={record} />,
};

export function UserNewPage() {
  return <RecordNewPage form={form} />;
}

export function UserEditPage() {
  return <RecordEditPage form={form} />;
}
