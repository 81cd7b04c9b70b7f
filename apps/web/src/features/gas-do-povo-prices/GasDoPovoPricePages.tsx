import { BRAZIL_UFS, GAS_DO_POVO_PRICE_TEXTS as T, formatCents, formatDateBr, parseDate } from '@ability/domain';
import { Alert, Checkbox, DatePicker, Input, Row, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { type GasDoPovoPrice, type GasDoPovoPriceInput, gasDoPovoPriceHooks } from '../../api/gas-do-povo-prices';
import { FieldCol } from '../../shared/FieldCol';
import { ListPage } from '../../shared/ListPage';
import { MoneyInput } from '../../shared/MoneyInput';
import { type RecordForm, recordPages } from '../../shared/RecordFormPages';
import { dateCell, moneyCell } from '../../shared/cells';
import { chosenRule, requiredRule } from '../../shared/formRules';
import { useRegisterList } from '../../shared/useRegisterList';

/** The register's resource, texts and hooks: its list's and its form's. */
const register = { resource: 'gas_do_povo_prices', texts: T, hooks: gasDoPovoPriceHooks } as const;

/** How a price is named in the delete question and the toasts: "PE R$ 89,67 desde 01/11/2025". */
const priceName = (r: GasDoPovoPrice) => `${r.uf} ${formatCents(r.price_cents)} desde ${formatDateBr(r.starts_on)}`;

function GasDoPovoPriceListPage() {
  const { listProps, editPath, actionsColumn } = useRegisterList<GasDoPovoPrice>({ ...register, name: priceName });

  const columns: ColumnsType<GasDoPovoPrice> = [
    { title: T.columns.uf, dataIndex: 'uf', width: 70, render: (uf: string, r) => <Link to={editPath(r)}>{uf}</Link> },
    { title: T.columns.price, dataIndex: 'price_cents', align: 'right', render: moneyCell },
    { title: T.columns.starts_on, dataIndex: 'starts_on', render: dateCell },
    { title: T.columns.ends_on, dataIndex: 'ends_on', render: (d: string | null) => (d ? formatDateBr(d) : T.openEnd) },
    { title: T.columns.source, dataIndex: 'source' },
    {
      title: T.columns.active,
      dataIndex: 'active',
      render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? T.yes : T.no}</Tag>,
    },
    actionsColumn,
  ];

  return (
    <>
      <Alert type="info" showIcon message={T.help} style={{ marginBottom: 12 }} />
      <ListPage<GasDoPovoPrice> {...listProps} columns={columns} />
    </>
  );
}

interface GasDoPovoPriceFormValues {
  uf?: string;
  price_cents?: number | null;
  starts_on?: Dayjs | null;
  ends_on?: Dayjs | null;
  source: string;
  active: boolean;
}

const iso = (d: Dayjs | null | undefined) => (d ? parseDate(d.format('YYYY-MM-DD')) : null);

/** The fields, the same for create and edit. */
function GasDoPovoPriceFields() {
  return (
    <Row gutter={16}>
      <FieldCol xs={8} md={4} name="uf" label={T.fields.uf} rules={[chosenRule]}>
        <Select
          showSearch
          autoFocus
          aria-label={T.fields.uf}
          options={BRAZIL_UFS.map((uf) => ({ value: uf, label: uf }))}
        />
      </FieldCol>
      <FieldCol xs={16} md={6} name="price_cents" label={T.fields.price} rules={[chosenRule]}>
        <MoneyInput aria-label={T.fields.price} />
      </FieldCol>
      <FieldCol xs={12} md={7} name="starts_on" label={T.fields.starts_on} rules={[chosenRule]}>
        <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} aria-label={T.fields.starts_on} />
      </FieldCol>
      <FieldCol xs={12} md={7} name="ends_on" label={T.fields.ends_on}>
        <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} aria-label={T.fields.ends_on} />
      </FieldCol>
      <FieldCol md={18} name="source" label={T.fields.source} rules={[requiredRule]}>
        <Input maxLength={120} />
      </FieldCol>
      <FieldCol md={6} name="active" valuePropName="checked" label=" ">
        <Checkbox>{T.fields.active}</Checkbox>
      </FieldCol>
    </Row>
  );
}

const form: RecordForm<GasDoPovoPrice, GasDoPovoPriceFormValues, GasDoPovoPriceInput> = {
  ...register,
  initialValues: { source: '', active: true, price_cents: null },
  toForm: (r) => ({
    uf: r.uf,
    price_cents: r.price_cents,
    starts_on: dayjs(r.starts_on),
    ends_on: r.ends_on ? dayjs(r.ends_on) : null,
    source: r.source,
    active: r.active,
  }),
  toInput: (v) => ({
    uf: v.uf as GasDoPovoPriceInput['uf'],
    price_cents: v.price_cents ?? 0,
    starts_on: iso(v.starts_on),
    ends_on: iso(v.ends_on),
    source: v.source,
    active: !!v.active,
  }),
  fields: () => <GasDoPovoPriceFields />,
};

/** The screens (`lazyPages` in app/registry.ts): the list, and the create and edit of one form. */
export const gasDoPovoPricePages = recordPages(GasDoPovoPriceListPage, form);
