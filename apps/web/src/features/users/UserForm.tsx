import {
  PASSWORD_MIN_LENGTH,
  ROLE_LABELS,
  type Role,
  USER_ROLES,
  USER_TEXTS,
  VALIDATION,
  onlyDigits,
} from '@ability/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import { type User, type UserInput, userHooks } from '../../api/users';
import { useSession } from '../../app/session';
import { emailRule, minLengthRule, phoneRule, requiredRule } from '../../shared/formRules';
import { MaskedInput } from '../../shared/MaskedInput';
import { UnitsField } from '../../shared/UnitsSelect';

export interface UserFormValues {
  employee_id?: number | null;
  email: string;
  phone?: string;
  password?: string;
  role: Role;
  resale_ids: number[];
}

export const userInitialValues: Partial<UserFormValues> = { role: 'deliverer', resale_ids: [] };

/** Form → API: phone as digits; an empty password is left out (on edit it keeps the old one). */
export function userToInput(v: UserFormValues): UserInput {
  return {
    email: v.email,
    phone: onlyDigits(v.phone) || null,
    ...(v.password ? { password: v.password } : {}),
    role: v.role,
    resale_ids: v.resale_ids ?? [],
    employee_id: v.employee_id ?? null,
  };
}

export function userToForm(u: User): UserFormValues {
  return {
    employee_id: u.employee_id,
    email: u.email,
    phone: u.phone ?? undefined,
    password: undefined,
    role: u.role,
    resale_ids: u.resale_ids,
  };
}

export interface UserFieldsProps {
  /** The user being edited; absent on create. */
  record?: User;
}

const f = USER_TEXTS.fields;

/** The user's fields, the same for create and edit (the password may stay empty on edit). */
export function UserFields({ record }: UserFieldsProps) {
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
      <Col xs={24} md={12}>
        <Form.Item name="employee_id" label={f.employee} rules={[{ required: true, message: VALIDATION.required }]}>
          <Select
            autoFocus={!editing}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Selecione o funcionário"
            loading={options.isLoading}
            onChange={onEmployee}
            options={(options.data?.employees ?? []).map((e) => ({ value: e.id, label: e.name }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="role" label={f.role} extra={self ? USER_TEXTS.cannotChangeOwnRole : undefined}>
          <Select disabled={self} options={USER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={9}>
        <Form.Item name="email" label={f.email} rules={[requiredRule, emailRule]} validateTrigger="onBlur">
          <Input maxLength={255} type="email" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={6}>
        <Form.Item name="phone" label={f.phone} rules={[phoneRule]} validateTrigger="onBlur">
          <MaskedInput mask="phone" placeholder="(00) 00000-0000" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={9}>
        <Form.Item
          name="password"
          label={f.password}
          rules={[...(editing ? [] : [requiredRule]), minLengthRule(PASSWORD_MIN_LENGTH)]}
          extra={editing ? USER_TEXTS.passwordKeep : `Mínimo de ${PASSWORD_MIN_LENGTH} caracteres`}
        >
          <Input.Password maxLength={200} autoComplete="new-password" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <UnitsField units={options.data?.resales} required />
      </Col>
    </Row>
  );
}
