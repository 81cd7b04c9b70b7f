import {
  CARD_TYPES,
  CARD_TYPE_LABELS,
  type CardType,
  PAYMENT_METHOD_DEFAULTS,
  PAYMENT_METHOD_STATUS_LABELS,
  PAYMENT_METHOD_TEXTS as T,
  normalizeCardFields,
  CARD_TYPE_COLORS,
  PAYMENT_METHOD_STATUS_COLORS,
  formatAdmTax,
} from '@ability/domain';
import { Checkbox, Col, Form, Input, InputNumber, Radio, Row, Tag } from 'antd';
import { type PaymentMethod, type PaymentMethodInput, paymentMethodHooks } from '../../api/payment-methods';
import { UnitsField } from '../../shared/UnitsSelect';
import { requiredRule } from '../../shared/formRules';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { ListPage } from '../../shared/ListPage';
import { useRegisterList } from '../../shared/useRegisterList';
import { type RecordForm, recordPages } from '../../shared/RecordFormPages';
import { FieldCol } from '../../shared/FieldCol';

interface PaymentMethodFormValues {
  description: string;
  /** The form keeps and sends the status as "true"/"false". */
  status: 'true' | 'false';
  is_card: boolean;
  card_type: CardType;
  delivery_time: number | null;
  adm_tax: number | null;
  default: boolean;
  resale_ids: number[];
}

const paymentMethodInitialValues: PaymentMethodFormValues = {
  description: '',
  status: PAYMENT_METHOD_DEFAULTS.status ? 'true' : 'false',
  is_card: PAYMENT_METHOD_DEFAULTS.is_card,
  card_type: PAYMENT_METHOD_DEFAULTS.card_type,
  delivery_time: PAYMENT_METHOD_DEFAULTS.delivery_time,
  adm_tax: PAYMENT_METHOD_DEFAULTS.adm_tax,
  default: PAYMENT_METHOD_DEFAULTS.default,
  resale_ids: [],
};

/** Before submit: a method that is not a card has no fee and card type 'other'. */
function paymentMethodToInput(v: PaymentMethodFormValues): PaymentMethodInput {
  const card = normalizeCardFields({ is_card: !!v.is_card, card_type: v.card_type, adm_tax: v.adm_tax ?? 0 });
  return {
    description: v.description,
    status: v.status,
    ...card,
    delivery_time: v.delivery_time ?? 0,
    default: !!v.default,
    resale_ids: v.resale_ids ?? [],
  };
}

function paymentMethodToForm(m: PaymentMethod): PaymentMethodFormValues {
  return {
    description: m.description,
    status: m.status ? 'true' : 'false',
    is_card: m.is_card,
    card_type: m.card_type,
    delivery_time: m.delivery_time,
    adm_tax: m.adm_tax,
    default: m.default,
    resale_ids: m.resale_ids,
  };
}

/** The payment method's fields, the same for create and edit. Card type and fee only for cards. */
function PaymentMethodFields() {
  const options = paymentMethodHooks.useOptions();
  const isCard = Form.useWatch<boolean>('is_card');
  return (
    <Row gutter={16}>
      <FieldCol md={14} name="description" label={T.fields.description} rules={[requiredRule]}>
        <Input maxLength={120} autoFocus />
      </FieldCol>
      <FieldCol md={10} name="status" label={T.fields.status}>
        <Radio.Group
          aria-label={T.fields.status}
          optionType="button"
          buttonStyle="solid"
          options={(['true', 'false'] as const).map((v) => ({ value: v, label: PAYMENT_METHOD_STATUS_LABELS[v] }))}
        />
      </FieldCol>
      <FieldCol sm={8} md={6} name="is_card" valuePropName="checked" label=" ">
        <Checkbox>{T.fields.is_card}</Checkbox>
      </FieldCol>
      <FieldCol sm={16} md={10} name="card_type" label={T.fields.card_type}>
        <Radio.Group
          aria-label={T.fields.card_type}
          disabled={!isCard}
          options={CARD_TYPES.map((t) => ({ value: t, label: CARD_TYPE_LABELS[t] }))}
        />
      </FieldCol>
      <FieldCol sm={12} md={8} name="adm_tax" label={T.fields.adm_tax}>
        <InputNumber
          disabled={!isCard}
          min={0}
          max={100}
          step={0.01}
          precision={2}
          decimalSeparator=","
          suffix="%"
          style={{ width: '100%' }}
        />
      </FieldCol>
      <FieldCol sm={12} md={8} name="delivery_time" label={T.fields.delivery_time}>
        <InputNumber min={0} max={3650} precision={0} suffix="dias" style={{ width: '100%' }} />
      </FieldCol>
      <Col xs={24} md={16}>
        <UnitsField units={options.data?.resales} />
      </Col>
      <FieldCol name="default" valuePropName="checked">
        <Checkbox>{T.fields.default}</Checkbox>
      </FieldCol>
    </Row>
  );
}

/** The register's resource, texts and hooks: its list's and its form's. */
const register = { resource: 'payment_methods', texts: T, hooks: paymentMethodHooks } as const;

function PaymentMethodListPage() {
  const { listProps, editPath, actionsColumn } = useRegisterList<PaymentMethod>({
    ...register,
    name: (m) => m.description,
  });

  const columns: ColumnsType<PaymentMethod> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    {
      title: T.columns.description,
      dataIndex: 'description',
      render: (description: string, m) => (
        <>
          <Link to={editPath(m)}>{description}</Link>
          {m.default && (
            <Tag color="gold" style={{ marginLeft: 8 }}>
              {T.defaultTag}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: T.columns.status,
      dataIndex: 'status',
      render: (status: boolean) => (
        <Tag color={PAYMENT_METHOD_STATUS_COLORS[`${status}`]}>{PAYMENT_METHOD_STATUS_LABELS[`${status}`]}</Tag>
      ),
    },
    {
      title: T.columns.card_type,
      dataIndex: 'card_type',
      render: (type: PaymentMethod['card_type']) => <Tag color={CARD_TYPE_COLORS[type]}>{CARD_TYPE_LABELS[type]}</Tag>,
    },
    { title: T.columns.delivery_time, dataIndex: 'delivery_time', align: 'right' },
    { title: T.columns.adm_tax, dataIndex: 'adm_tax', align: 'right', render: formatAdmTax },
    actionsColumn,
  ];

  return <ListPage<PaymentMethod> {...listProps} columns={columns} />;
}

const form: RecordForm<PaymentMethod, PaymentMethodFormValues, PaymentMethodInput> = {
  ...register,
  initialValues: paymentMethodInitialValues,
  errorFieldMap: { resales: ['resale_ids'] },
  toForm: paymentMethodToForm,
  toInput: paymentMethodToInput,
  fields: () => <PaymentMethodFields />,
};

/** The payment methods screens (`lazyPages` in app/registry.ts): the list, and the create and edit of one form. */
export const paymentMethodPages = recordPages(PaymentMethodListPage, form);
