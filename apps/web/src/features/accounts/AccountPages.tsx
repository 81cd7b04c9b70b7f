import {
  ACCOUNT_GROUPS,
  ACCOUNT_GROUP_LABELS,
  ACCOUNT_MOVEMENTS,
  ACCOUNT_TEXTS as T,
  MOVEMENT_LABELS,
} from '@ability/domain';
import { Col, Input, Radio, Row, Select } from 'antd';
import { useState } from 'react';
import { type Account, type AccountInput, accountHooks } from '../../api/accounts';
import { UnitField } from '../../shared/UnitsSelect';
import { chosenRule, requiredRule } from '../../shared/formRules';
import type { ColumnsType } from 'antd/es/table';
import { useEdition } from '../../app/edition';
import { ListPage } from '../../shared/ListPage';
import { MovementTag } from '../../shared/MovementTag';
import { useRegisterList } from '../../shared/useRegisterList';
import { type RecordForm, recordPages } from '../../shared/RecordFormPages';
import { FieldCol } from '../../shared/FieldCol';

interface AccountFormValues {
  description: string;
  movement: Account['movement'];
  group: Account['group'];
  /** A category id, or `new:<name>` for one created inline. */
  category?: number | string;
  resale_id?: number;
}

const accountInitialValues: Partial<AccountFormValues> = { movement: 'outflow', group: 'operational' };

const NEW = 'new:';

function accountToInput(v: AccountFormValues): AccountInput {
  const isNew = typeof v.category === 'string' && v.category.startsWith(NEW);
  return {
    description: v.description,
    movement: v.movement,
    group: v.group,
    category_id: isNew ? null : ((v.category as number | undefined) ?? null),
    category_name: isNew ? (v.category as string).slice(NEW.length) : null,
    resale_id: v.resale_id as number,
  };
}

function accountToForm(a: Account): AccountFormValues {
  return {
    description: a.description,
    movement: a.movement,
    group: a.group,
    category: a.category_id,
    resale_id: a.resale_id,
  };
}

/** The category select: pick one, or type a new name and choose 'Nova categoria: …' (created on save). */
function CategorySelect(props: { value?: number | string; onChange?: (v: number | string | undefined) => void }) {
  const options = accountHooks.useOptions();
  const [typed, setTyped] = useState('');
  const categories = options.data?.categories ?? [];
  const exists = categories.some((c) => c.name.toLowerCase() === typed.trim().toLowerCase());
  const pending = typeof props.value === 'string' ? props.value.slice(NEW.length) : null;
  const items = [
    ...categories.map((c) => ({ value: c.id as number | string, label: c.name })),
    ...(pending ? [{ value: props.value as string, label: `${T.fields.newCategory}: ${pending}` }] : []),
    ...(typed.trim() && !exists && typed.trim() !== pending
      ? [{ value: `${NEW}${typed.trim()}`, label: `${T.fields.newCategory}: ${typed.trim()}` }]
      : []),
  ];
  return (
    <Select
      aria-label={T.fields.category}
      value={props.value}
      onChange={(v) => props.onChange?.(v)}
      showSearch={{ optionFilterProp: 'label', onSearch: setTyped }}
      placeholder={T.fields.categoryPlaceholder}
      loading={options.isLoading}
      options={items}
      allowClear
    />
  );
}

function AccountFields() {
  const options = accountHooks.useOptions();
  return (
    <Row gutter={16}>
      <FieldCol md={12} name="description" label={T.fields.description} rules={[requiredRule]}>
        <Input maxLength={160} autoFocus />
      </FieldCol>
      <Col xs={24} md={12}>
        <UnitField units={options.data?.resales} />
      </Col>
      <FieldCol md={8} name="movement" label={T.fields.movement}>
        <Radio.Group
          aria-label={T.fields.movement}
          optionType="button"
          options={ACCOUNT_MOVEMENTS.map((m) => ({ value: m, label: MOVEMENT_LABELS[m] }))}
        />
      </FieldCol>
      <FieldCol md={8} name="group" label={T.fields.group}>
        <Select
          aria-label={T.fields.group}
          options={ACCOUNT_GROUPS.map((g) => ({ value: g, label: ACCOUNT_GROUP_LABELS[g] }))}
        />
      </FieldCol>
      <FieldCol md={8} name="category" label={T.fields.category} rules={[chosenRule]}>
        <CategorySelect />
      </FieldCol>
    </Row>
  );
}

/** The register's resource, texts and hooks: its list's and its form's. */
const register = { resource: 'accounts', texts: T, hooks: accountHooks } as const;

function AccountListPage() {
  const edition = useEdition();
  const { listProps, editLink, actionsColumn } = useRegisterList<Account>({ ...register, name: (a) => a.description });
  const columns: ColumnsType<Account> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    { title: T.columns.description, dataIndex: 'description', render: editLink },
    {
      title: T.columns.movement,
      dataIndex: 'movement',
      render: (m: Account['movement']) => <MovementTag movement={m} />,
    },
    { title: T.columns.group, dataIndex: 'group', render: (g: Account['group']) => ACCOUNT_GROUP_LABELS[g] },
    { title: T.columns.category, dataIndex: ['category', 'name'] },
    { title: edition.unit, dataIndex: ['resale', 'name'] },
    actionsColumn,
  ];
  return <ListPage<Account> {...listProps} columns={columns} />;
}

const form: RecordForm<Account, AccountFormValues, AccountInput> = {
  ...register,
  initialValues: accountInitialValues,
  errorFieldMap: { resales: ['resale_id'], resale: ['resale_id'], category: ['category'] },
  toForm: accountToForm,
  toInput: accountToInput,
  fields: () => <AccountFields />,
};

/** The accounts screens (`lazyPages` in app/registry.ts): the list, and the create and edit of one form. */
export const accountPages = recordPages(AccountListPage, form);
