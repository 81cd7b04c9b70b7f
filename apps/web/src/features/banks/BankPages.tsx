import { BANK_TEXTS as T, BANK_TYPES, BANK_TYPE_LABELS, type BankType } from '@ability/domain';
import { Col, Form, Input, Radio, Row, Tag } from 'antd';
import { type Bank, type BankInput, bankHooks } from '../../api/banks';
import { MoneyInput } from '../../shared/MoneyInput';
import { UnitField } from '../../shared/UnitsSelect';
import { requiredRule } from '../../shared/formRules';
import type { ColumnsType } from 'antd/es/table';
import { useEdition } from '../../app/edition';
import { ListPage } from '../../shared/ListPage';
import { moneyCell } from '../../shared/cells';
import { useRegisterList } from '../../shared/useRegisterList';
import { type RecordForm, recordPages } from '../../shared/RecordFormPages';
import { FieldCol } from '../../shared/FieldCol';

interface BankFormValues {
  type_bank: BankType;
  description: string;
  ag?: string;
  account?: string;
  init_balance_cents?: number | null;
  resale_id?: number;
}

const bankInitialValues: Partial<BankFormValues> = { type_bank: 'institute', init_balance_cents: 0 };

function bankToInput(v: BankFormValues): BankInput {
  const safe = v.type_bank === 'safe';
  return {
    type_bank: v.type_bank,
    description: v.description,
    ag: safe ? null : v.ag || null,
    account: safe ? null : v.account || null,
    init_balance_cents: v.init_balance_cents ?? 0,
    resale_id: v.resale_id as number,
  };
}

function bankToForm(b: Bank): BankFormValues {
  return {
    type_bank: b.type_bank,
    description: b.description,
    ag: b.ag ?? undefined,
    account: b.account ?? undefined,
    init_balance_cents: b.init_balance_cents,
    resale_id: b.resale_id,
  };
}

interface BankFieldsProps {
  record?: Bank;
}

/** A safe (Cofre) has no agency nor account; the initial balance is set only while creating. */
function BankFields({ record }: BankFieldsProps) {
  const form = Form.useFormInstance<BankFormValues>();
  const options = bankHooks.useOptions();
  const type = Form.useWatch('type_bank', form);
  const safe = type === 'safe';
  return (
    <Row gutter={16}>
      <FieldCol md={8} name="type_bank" label={T.fields.type_bank}>
        <Radio.Group
          aria-label={T.fields.type_bank}
          optionType="button"
          options={BANK_TYPES.map((t) => ({ value: t, label: BANK_TYPE_LABELS[t] }))}
          onChange={(e) => {
            if (e.target.value === 'safe') form.setFieldsValue({ ag: undefined, account: undefined });
          }}
        />
      </FieldCol>
      <FieldCol md={16} name="description" label={T.fields.description} rules={[requiredRule]}>
        <Input maxLength={120} autoFocus />
      </FieldCol>
      <Col xs={24} md={8}>
        <UnitField units={options.data?.resales} />
      </Col>
      <FieldCol xs={12} md={4} name="ag" label={T.fields.ag}>
        <Input maxLength={20} disabled={safe} />
      </FieldCol>
      <FieldCol xs={12} md={6} name="account" label={T.fields.account}>
        <Input maxLength={30} disabled={safe} />
      </FieldCol>
      <FieldCol md={6} name="init_balance_cents" label={T.fields.init_balance}>
        <MoneyInput allowNegative disabled={!!record?.id} aria-label={T.fields.init_balance} />
      </FieldCol>
    </Row>
  );
}

/** The register's resource, texts and hooks: its list's and its form's. */
const register = { resource: 'banks', texts: T, hooks: bankHooks } as const;

function BankListPage() {
  const edition = useEdition();
  const { listProps, editLink, actionsColumn } = useRegisterList<Bank>({ ...register, name: (b) => b.description });
  const columns: ColumnsType<Bank> = [
    {
      title: T.columns.type_bank,
      dataIndex: 'type_bank',
      render: (t: Bank['type_bank']) => <Tag color={t === 'safe' ? 'gold' : 'blue'}>{BANK_TYPE_LABELS[t]}</Tag>,
    },
    { title: T.columns.description, dataIndex: 'description', render: editLink },
    { title: edition.unit, dataIndex: ['resale', 'name'] },
    { title: T.columns.ag, dataIndex: 'ag', render: (v: string | null) => v ?? '—' },
    { title: T.columns.account, dataIndex: 'account', render: (v: string | null) => v ?? '—' },
    { title: T.columns.balance, dataIndex: 'balance_cents', align: 'right', render: moneyCell },
    actionsColumn,
  ];
  return <ListPage<Bank> {...listProps} columns={columns} />;
}

const form: RecordForm<Bank, BankFormValues, BankInput> = {
  ...register,
  initialValues: bankInitialValues,
  errorFieldMap: { resale: ['resale_id'] },
  toForm: bankToForm,
  toInput: bankToInput,
  fields: (record) => <BankFields record={record} />,
};

/** The banks screens (`lazyPages` in app/registry.ts): the list, and the create and edit of one form. */
export const bankPages = recordPages(BankListPage, form);
