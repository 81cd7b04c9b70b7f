import { EMPTIES_TEXTS, SUPPLIER_TEXTS as T, onlyDigits, formatCpfCnpj } from '@ability/domain';
import { useBottleBrands } from '../../api/empties';
import { Col, Divider, Form, Input, Row, Select, Typography } from 'antd';
import { type Supplier, type SupplierInput, supplierHooks } from '../../api/suppliers';
import { AddressFields } from '../../shared/AddressFields';
import { type AddressFormValues, addressToForm, formToAddress } from '../../shared/address';
import { MaskedInput } from '../../shared/MaskedInput';
import { UnitsField } from '../../shared/UnitsSelect';
import { requiredRule } from '../../shared/formRules';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { ListPage } from '../../shared/ListPage';
import { addressCell, phoneCell } from '../../shared/cells';
import { useRegisterList } from '../../shared/useRegisterList';
import { type RecordForm, recordPages } from '../../shared/RecordFormPages';
import { FieldCol } from '../../shared/FieldCol';

interface SupplierFormValues {
  name: string;
  trade_name?: string;
  phone?: string;
  email?: string;
  cpf_cnpj?: string;
  note?: string;
  bottle_brand_id?: number | null;
  address?: AddressFormValues;
  resale_ids: number[];
}

const supplierInitialValues: Partial<SupplierFormValues> = { resale_ids: [] };

function supplierToInput(v: SupplierFormValues): SupplierInput {
  return {
    name: v.name,
    trade_name: v.trade_name || null,
    phone: onlyDigits(v.phone) || null,
    email: v.email || null,
    cpf_cnpj: onlyDigits(v.cpf_cnpj) || null,
    note: v.note || null,
    bottle_brand_id: v.bottle_brand_id ?? null,
    address_attributes: formToAddress(v.address),
    resale_ids: v.resale_ids ?? [],
  };
}

function supplierToForm(s: Supplier): SupplierFormValues {
  return {
    name: s.name,
    trade_name: s.trade_name ?? undefined,
    phone: s.phone ?? undefined,
    email: s.email ?? undefined,
    cpf_cnpj: s.cpf_cnpj ?? undefined,
    note: s.note ?? undefined,
    bottle_brand_id: s.bottle_brand_id,
    address: addressToForm(s.address),
    resale_ids: s.resale_ids,
  };
}

interface SupplierFieldsProps {
  record?: Supplier;
}

/** The supplier's fields, the same for create and edit. CPF/CNPJ check digits are checked by the server. */
function SupplierFields({ record }: SupplierFieldsProps) {
  const form = Form.useFormInstance();
  const options = supplierHooks.useOptions();
  const brands = useBottleBrands();
  return (
    <>
      <Row gutter={16}>
        <FieldCol md={12} name="name" label={T.fields.name} rules={[requiredRule]}>
          <Input maxLength={120} autoFocus />
        </FieldCol>
        <FieldCol md={12} name="trade_name" label={T.fields.trade_name}>
          <Input maxLength={120} />
        </FieldCol>
        <FieldCol sm={12} md={8} name="cpf_cnpj" label={T.fields.cpf_cnpj}>
          <MaskedInput mask="cpf_cnpj" placeholder="000.000.000-00 ou 00.000.000/0000-00" />
        </FieldCol>
        <FieldCol sm={12} md={8} name="phone" label={T.fields.phone}>
          <MaskedInput mask="phone" placeholder="(00) 0000-0000" />
        </FieldCol>
        <FieldCol
          md={8}
          name="email"
          label={T.fields.email}
          rules={[{ type: 'email', message: 'não é um e-mail válido' }]}
        >
          <Input maxLength={255} type="email" />
        </FieldCol>
        <FieldCol md={8} name="bottle_brand_id" label={EMPTIES_TEXTS.supplierBrand}>
          <Select
            allowClear
            aria-label={EMPTIES_TEXTS.supplierBrand}
            options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
          />
        </FieldCol>
        <Col xs={24}>
          <UnitsField units={options.data?.resales} />
        </Col>
        <FieldCol name="note" label={T.fields.note}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </FieldCol>
      </Row>
      <Divider titlePlacement="start">{T.fields.address}</Divider>
      <AddressFields form={form} city={record?.address?.city ?? null} />
    </>
  );
}

/** The register's resource, texts and hooks: its list's and its form's. */
const register = { resource: 'suppliers', texts: T, hooks: supplierHooks } as const;

function SupplierListPage() {
  const { listProps, editPath, actionsColumn } = useRegisterList<Supplier>({ ...register, name: (s) => s.name });

  const columns: ColumnsType<Supplier> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    {
      title: T.columns.name,
      dataIndex: 'name',
      render: (name: string, s) => (
        <>
          <Link to={editPath(s)}>{name}</Link>
          {s.trade_name && (
            <div>
              <Typography.Text type="secondary">{s.trade_name}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      title: T.columns.cpf_cnpj,
      dataIndex: 'cpf_cnpj',
      render: (v: string | null) => (v ? <span style={{ whiteSpace: 'nowrap' }}>{formatCpfCnpj(v)}</span> : '—'),
    },
    { title: T.columns.phone, dataIndex: 'phone', render: phoneCell },
    {
      title: T.columns.address,
      dataIndex: 'address',
      // The table sizes columns to their content: let the long address wrap so Ações stays in view.
      render: (a: Supplier['address']) => <div style={{ minWidth: 200, maxWidth: 300 }}>{addressCell(a)}</div>,
    },
    actionsColumn,
  ];

  return <ListPage<Supplier> {...listProps} columns={columns} />;
}

const form: RecordForm<Supplier, SupplierFormValues, SupplierInput> = {
  ...register,
  initialValues: supplierInitialValues,
  errorFieldMap: { resales: ['resale_ids'], city: ['address', 'city_id'], 'address.zipcode': ['address', 'zipcode'] },
  toForm: supplierToForm,
  toInput: supplierToInput,
  fields: (record) => <SupplierFields record={record} />,
};

/** The suppliers screens (`lazyPages` in app/registry.ts): the list, and the create and edit of one form. */
export const supplierPages = recordPages(SupplierListPage, form);
