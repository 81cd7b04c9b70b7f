import {
  PASSWORD_MIN_LENGTH,
  ROLE_LABELS,
  type Role,
  USER_ROLES,
  VALIDATION,
  onlyDigits,
  USER_TEXTS as T,
} from '@ability/domain';
import { Col, Form, Input, Row, Select, Tag } from 'antd';
import { type User, type UserInput, userHooks } from '../../api/users';
import { useSession } from '../../app/session';
import { emailRule, minLengthRule, phoneRule, requiredRule } from '../../shared/formRules';
import { MaskedInput } from '../../shared/MaskedInput';
import { UnitsField } from '../../shared/UnitsSelect';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useEdition } from '../../app/edition';
import { ListPage } from '../../shared/ListPage';
import { phoneCell } from '../../shared/cells';
import { useRegisterList } from '../../shared/useRegisterList';
import { type RecordForm, recordPages } from '../../shared/RecordFormPages';
import { FieldCol } from '../../shared/FieldCol';

interface UserFormValues {
  employee_id?: number | null;
  email: string;
  phone?: string;
  password?: string;
  role: Role;
  resale_ids: number[];
}

const userInitialValues: Partial<UserFormValues> = { role: 'deliverer', resale_ids: [] };

/** Form → API: phone as digits; an empty password is left out (on edit it keeps the old one). */
function userToInput(v: UserFormValues): UserInput {
  return {
    email: v.email,
    phone: onlyDigits(v.phone) || null,
    ...(v.password ? { password: v.password } : {}),
    role: v.role,
    resale_ids: v.resale_ids ?? [],
    employee_id: v.employee_id ?? null,
  };
}

function userToForm(u: User): UserFormValues {
  return {
    employee_id: u.employee_id,
    email: u.email,
    phone: u.phone ?? undefined,
    password: undefined,
    role: u.role,
    resale_ids: u.resale_ids,
  };
}

interface UserFieldsProps {
  /** The user being edited; absent on create. */
  record?: User;
}

const f = T.fields;

/** The user's fields, the same for create and edit (the password may stay empty on edit). */
function UserFields({ record }: UserFieldsProps) {
  const me = useSession();
  const form = Form.useFormInstance<UserFormValues>();
  const options = userHooks.useOptions();
  const editing = !!record;
  const self = record?.id === me.id;

  // On create, choosing the employee suggests their role and units when those were not set yet.
  const onEmployee = (id: number | undefined) => {
    const employee = options.data?.employees.find((e) => e.id === id);
    if (!employee || editing) return;
    if (!form.isFieldTouched('role')) form.setFieldValue('role', employee.role);
    if (!form.getFieldValue('resale_ids')?.length) form.setFieldValue('resale_ids', employee.resale_ids);
  };

  return (
    <Row gutter={16}>
      <FieldCol
        md={12}
        name="employee_id"
        label={f.employee}
        rules={[{ required: true, message: VALIDATION.required }]}
      >
        <Select
          autoFocus={!editing}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Selecione o funcionário"
          loading={options.isLoading}
          onChange={onEmployee}
          options={(options.data?.employees ?? []).map((e) => ({ value: e.id, label: e.name }))}
        />
      </FieldCol>
      <FieldCol md={12} name="role" label={f.role} extra={self ? T.cannotChangeOwnRole : undefined}>
        <Select disabled={self} options={USER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
      </FieldCol>
      <FieldCol md={9} name="email" label={f.email} rules={[requiredRule, emailRule]} validateTrigger="onBlur">
        <Input maxLength={255} type="email" autoComplete="off" />
      </FieldCol>
      <FieldCol sm={12} md={6} name="phone" label={f.phone} rules={[phoneRule]} validateTrigger="onBlur">
        <MaskedInput mask="phone" placeholder="(00) 00000-0000" autoComplete="off" />
      </FieldCol>
      <FieldCol
        sm={12}
        md={9}
        name="password"
        label={f.password}
        rules={[...(editing ? [] : [requiredRule]), minLengthRule(PASSWORD_MIN_LENGTH)]}
        extra={editing ? T.passwordKeep : `Mínimo de ${PASSWORD_MIN_LENGTH} caracteres`}
      >
        <Input.Password maxLength={200} autoComplete="new-password" />
      </FieldCol>
      <Col xs={24}>
        <UnitsField units={options.data?.resales} required />
      </Col>
    </Row>
  );
}

const ROLE_COLORS: Record<Role, string> = { admin: 'gold', attendant: 'purple', deliverer: 'blue' };
/** The user register's delete toasts do not name the user. */
const texts = { ...T, removed: () => T.removed, removeError: () => T.removeError };

function UserListPage() {
  const edition = useEdition();
  const me = useSession();
  const { listProps, editPath, actionsColumn } = useRegisterList<User>({
    resource: 'users',
    texts,
    hooks: userHooks,
    name: (u) => u.employee?.name || u.email,
    unitFilter: { placeholder: `Todas as ${edition.unitLower}s` },
    deleteDisabledReason: (u) => (u.id === me.id ? T.cannotDeleteSelf : undefined),
  });

  const columns: ColumnsType<User> = [
    {
      title: T.columns.employee,
      key: 'employee',
      render: (_, u) => <Link to={editPath(u)}>{u.employee?.name ?? '—'}</Link>,
    },
    {
      title: T.columns.role,
      dataIndex: 'role',
      width: 140,
      render: (role: Role) => <Tag color={ROLE_COLORS[role]}>{ROLE_LABELS[role]}</Tag>,
    },
    { title: T.columns.email, dataIndex: 'email' },
    { title: T.columns.phone, dataIndex: 'phone', render: phoneCell },
    actionsColumn,
  ];

  return <ListPage<User> {...listProps} columns={columns} />;
}

const form: RecordForm<User, UserFormValues, UserInput> = {
  texts: T,
  resource: 'users',
  initialValues: userInitialValues,
  errorFieldMap: { employee: ['employee_id'], resales: ['resale_ids'] },
  toForm: userToForm,
  toInput: userToInput,
  hooks: userHooks,
  fields: (record) => <UserFields record={record} />,
};

/** The users screens (`lazyPages` in app/registry.ts): the list, and the create and edit of one form. */
export const userPages = recordPages(UserListPage, form);
