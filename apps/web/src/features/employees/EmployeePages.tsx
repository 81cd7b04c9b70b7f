import {
  CNH_CATEGORY_OPTIONS,
  EMPLOYEE_ROLES,
  EMPLOYEE_ROLE_LABELS,
  type EmployeeRole,
  cnhCategoryNumber,
  formatDateBr,
  onlyDigits,
  parseDate,
  EMPLOYEE_TEXTS as T,
} from '@ability/domain';
import { Checkbox, Col, Divider, Form, Input, Radio, Row, Select, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { type Employee, type EmployeeInput, employeeHooks } from '../../api/employees';
import { AddressFields } from '../../shared/AddressFields';
import { type AddressFormValues, addressToForm, formToAddress } from '../../shared/address';
import { type ErrorFieldNames, type RecordForm, recordPages } from '../../shared/RecordFormPages';
import { cpfRule, dateRule, emailRule, phoneRule, requiredRule } from '../../shared/formRules';
import { MaskedInput } from '../../shared/MaskedInput';
import { UnitsField } from '../../shared/UnitsSelect';
import type { ColumnsType } from 'antd/es/table';
import { useEdition } from '../../app/edition';
import { ListPage } from '../../shared/ListPage';
import { addressCell } from '../../shared/cells';
import { useRegisterList } from '../../shared/useRegisterList';
import { FieldCol } from '../../shared/FieldCol';

interface EmployeeFormValues {
  name: string;
  phone?: string;
  email?: string;
  role: EmployeeRole;
  /** DD/MM/YYYY */
  birthday?: string;
  cpf?: string;
  rg?: string;
  ctps?: string;
  cnh_number?: string;
  /** DD/MM/YYYY */
  cnh_date?: string;
  /** a=0 … e=5 */
  cnh_category?: number | null;
  has_mopp?: boolean;
  resale_ids: number[];
  address?: AddressFormValues;
}

const employeeInitialValues: Partial<EmployeeFormValues> = {
  role: 'deliverer',
  has_mopp: false,
  resale_ids: [],
};

/** Form → API: masks stripped, dates DD/MM/YYYY → YYYY-MM-DD, the category as its number. */
function employeeToInput(v: EmployeeFormValues): EmployeeInput {
  return {
    name: v.name,
    phone: onlyDigits(v.phone) || null,
    email: v.email || null,
    role: v.role,
    birthday: parseDate(v.birthday) ?? null,
    cpf: onlyDigits(v.cpf) || null,
    rg: v.rg || null,
    ctps: v.ctps || null,
    cnh_number: v.cnh_number || null,
    cnh_date: parseDate(v.cnh_date) ?? null,
    cnh_category: v.cnh_category ?? null,
    has_mopp: !!v.has_mopp,
    resale_ids: v.resale_ids ?? [],
    address_attributes: formToAddress(v.address),
  };
}

/** API → form: dates YYYY-MM-DD → DD/MM/YYYY, the category code → its number. */
function employeeToForm(e: Employee): EmployeeFormValues {
  return {
    name: e.name,
    phone: e.phone ?? undefined,
    email: e.email ?? undefined,
    role: e.role,
    birthday: formatDateBr(e.birthday) || undefined,
    cpf: e.cpf ?? undefined,
    rg: e.rg ?? undefined,
    ctps: e.ctps ?? undefined,
    cnh_number: e.cnh_number ?? undefined,
    cnh_date: formatDateBr(e.cnh_date) || undefined,
    cnh_category: cnhCategoryNumber(e.cnh_category),
    has_mopp: e.has_mopp,
    resale_ids: e.resale_ids,
    address: addressToForm(e.address),
  };
}

type EmployeeTab = 'personal' | 'professional';

const PROFESSIONAL = new Set(['role', 'resale_ids', 'ctps', 'cnh_number', 'cnh_category', 'cnh_date', 'has_mopp']);

/** The tab that holds a field (the first error's tab is opened after a refused submit). */
function tabOfField(name: (string | number)[]): EmployeeTab {
  return PROFESSIONAL.has(String(name[0])) ? 'professional' : 'personal';
}

/** Opens the tab of the first field with an error, unless the open tab holds one. */
function useTab(errorFields: ErrorFieldNames) {
  const [tab, setTab] = useState<EmployeeTab>('personal');
  useEffect(() => {
    const tabs = errorFields.map(tabOfField);
    setTab((open) => (tabs.length && !tabs.includes(open) ? tabs[0]! : open));
  }, [errorFields]);
  return [tab, setTab] as const;
}

interface EmployeeFieldsProps {
  record?: Employee;
  /** The fields with errors after a refused submit. */
  errorFields: ErrorFieldNames;
}

const f = T.fields;

/** The employee's fields in two tabs, the same for create and edit. */
function EmployeeFields({ record, errorFields }: EmployeeFieldsProps) {
  const [tab, setTab] = useTab(errorFields);
  const form = Form.useFormInstance();
  const options = employeeHooks.useOptions();

  const personal = (
    <>
      <Row gutter={16}>
        <FieldCol md={12} name="name" label={f.name} rules={[requiredRule]}>
          <Input maxLength={120} autoFocus />
        </FieldCol>
        <FieldCol sm={12} md={6} name="cpf" label={f.cpf} rules={[cpfRule]} validateTrigger="onBlur">
          <MaskedInput mask="cpf" placeholder="000.000.000-00" />
        </FieldCol>
        <FieldCol sm={12} md={6} name="rg" label={f.rg}>
          <Input maxLength={20} />
        </FieldCol>
        <FieldCol sm={8} md={6} name="birthday" label={f.birthday} rules={[dateRule]} validateTrigger="onBlur">
          <MaskedInput mask="date" placeholder="DD/MM/AAAA" />
        </FieldCol>
        <FieldCol sm={8} md={6} name="phone" label={f.phone} rules={[phoneRule]} validateTrigger="onBlur">
          <MaskedInput mask="phone" placeholder="(00) 00000-0000" />
        </FieldCol>
        <FieldCol sm={8} md={12} name="email" label={f.email} rules={[emailRule]} validateTrigger="onBlur">
          <Input maxLength={255} type="email" />
        </FieldCol>
      </Row>
      <Divider titlePlacement="start">Endereço</Divider>
      <AddressFields form={form} city={record?.address?.city ?? null} />
    </>
  );

  const professional = (
    <Row gutter={16}>
      <FieldCol md={8} name="role" label={f.role}>
        <Radio.Group
          aria-label={f.role}
          optionType="button"
          buttonStyle="solid"
          options={EMPLOYEE_ROLES.map((r) => ({ value: r, label: EMPLOYEE_ROLE_LABELS[r] }))}
        />
      </FieldCol>
      <Col xs={24} md={16}>
        <UnitsField units={options.data?.resales} required />
      </Col>
      <FieldCol sm={12} md={8} name="ctps" label={f.ctps}>
        <Input maxLength={30} />
      </FieldCol>
      <FieldCol sm={12} md={8} name="cnh_number" label={f.cnh_number}>
        <Input maxLength={20} inputMode="numeric" />
      </FieldCol>
      <FieldCol xs={12} md={4} name="cnh_category" label={f.cnh_category}>
        <Select allowClear options={CNH_CATEGORY_OPTIONS} placeholder="—" />
      </FieldCol>
      <FieldCol xs={12} md={4} name="cnh_date" label={f.cnh_date} rules={[dateRule]} validateTrigger="onBlur">
        <MaskedInput mask="date" placeholder="DD/MM/AAAA" />
      </FieldCol>
      <FieldCol name="has_mopp" valuePropName="checked">
        <Checkbox>{f.has_mopp}</Checkbox>
      </FieldCol>
    </Row>
  );

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as EmployeeTab)}
      items={[
        { key: 'personal', label: T.tabs.personal, children: personal, forceRender: true },
        { key: 'professional', label: T.tabs.professional, children: professional, forceRender: true },
      ]}
    />
  );
}

const ROLE_COLORS: Record<EmployeeRole, string> = { deliverer: 'blue', attendant: 'purple' };

/** The register's resource, texts and hooks: its list's and its form's. */
const register = { resource: 'employees', texts: T, hooks: employeeHooks } as const;

function EmployeeListPage() {
  const edition = useEdition();
  const { listProps, editLink, actionsColumn } = useRegisterList<Employee>({
    ...register,
    name: (e) => e.name,
    unitFilter: { placeholder: `Todas as ${edition.unitLower}s` },
  });

  const columns: ColumnsType<Employee> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    { title: T.columns.name, dataIndex: 'name', render: editLink },
    { title: T.columns.address, dataIndex: 'address', render: addressCell },
    {
      title: T.columns.role,
      dataIndex: 'role',
      width: 120,
      render: (role: EmployeeRole) => <Tag color={ROLE_COLORS[role]}>{EMPLOYEE_ROLE_LABELS[role]}</Tag>,
    },
    actionsColumn,
  ];

  return <ListPage<Employee> {...listProps} columns={columns} />;
}

const form: RecordForm<Employee, EmployeeFormValues, EmployeeInput> = {
  ...register,
  initialValues: employeeInitialValues,
  errorFieldMap: { resales: ['resale_ids'], city: ['address', 'city_id'] },
  toForm: employeeToForm,
  toInput: employeeToInput,
  fields: (record, errorFields) => <EmployeeFields record={record} errorFields={errorFields} />,
};

/** The employees screens (`lazyPages` in app/registry.ts): the list, and the create and edit of one form. */
export const employeePages = recordPages(EmployeeListPage, form);
