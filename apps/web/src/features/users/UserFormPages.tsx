import { USER_TEXTS, onlyDigits } from '@ability/domain';
import { Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { newIdempotencyKey } from '../../api/client';
import { type User, type UserInput, useSaveUser, useUser } from '../../api/users';
import { FormPage } from '../../shared/FormPage';
import { useNotify } from '../../shared/notify';
import { UserFields, type UserFormValues } from './UserForm';

const LIST = '/usuarios';
const texts = USER_TEXTS;

/** Form → API: phone as digits; an empty password is left out (on edit it keeps the old one). */
function toInput(v: UserFormValues): UserInput {
  return {
    email: v.email,
    phone: onlyDigits(v.phone) || null,
    ...(v.password ? { password: v.password } : {}),
    role: v.role,
    resale_ids: v.resale_ids ?? [],
    employee_id: v.employee_id ?? null,
  };
}

function toForm(u: User): UserFormValues {
  return {
    employee_id: u.employee_id,
    email: u.email,
    phone: u.phone ?? undefined,
    password: undefined,
    role: u.role,
    resale_ids: u.resale_ids,
  };
}

const ERROR_FIELDS = { employee: ['employee_id'], resales: ['resale_ids'] };

export function UserNewPage() {
  const [form] = Form.useForm<UserFormValues>();
  const save = useSaveUser();
  const notify = useNotify();
  const navigate = useNavigate();
  const [key, setKey] = useState(newIdempotencyKey);

  return (
    <FormPage<UserFormValues>
      title={texts.newTitle}
      form={form}
      initialValues={{ role: 'deliverer', resale_ids: [] }}
      submitLabel={texts.createButton}
      submittingLabel="Salvando..."
      cancelTo={LIST}
      errorFieldMap={ERROR_FIELDS}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ user: toInput(values), idempotencyKey: key });
          notify.success(texts.created);
          navigate(LIST);
        } catch (e) {
          setKey(newIdempotencyKey());
          notify.error(texts.createError);
          throw e;
        }
      }}
    >
      <UserFields />
    </FormPage>
  );
}

export function UserEditPage() {
  const id = Number(useParams().id);
  const [form] = Form.useForm<UserFormValues>();
  const record = useUser(id);
  const save = useSaveUser(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const initial = useMemo(() => (record.data ? toForm(record.data) : undefined), [record.data]);

  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [initial, form]);

  useEffect(() => {
    if (record.error) {
      notify.error(texts.loadError);
      navigate(LIST, { replace: true });
    }
  }, [record.error, notify, navigate]);

  return (
    <FormPage<UserFormValues>
      title={texts.editTitle}
      form={form}
      loading={record.isLoading}
      loadingText={texts.loadingOne}
      submitLabel="Salvar alterações"
      submittingLabel="Salvando..."
      cancelTo={LIST}
      errorFieldMap={ERROR_FIELDS}
      audit={{ resource: 'users', id }}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ user: toInput(values) });
          notify.success(texts.edited);
          navigate(LIST);
        } catch (e) {
          notify.error(texts.editError);
          throw e;
        }
      }}
    >
      {record.data && <UserFields record={record.data} />}
    </FormPage>
  );
}
