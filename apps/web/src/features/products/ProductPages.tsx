import {
  CYLINDER_CAPACITIES,
  type CylinderCapacity,
  EMPTIES_TEXTS,
  GAS_DO_POVO_TEXTS,
  PRODUCT_TEXTS as T,
} from '@ability/domain';
import { Checkbox, Col, Form, Input, InputNumber, Row, Select, Button, Space } from 'antd';
import { useEffect } from 'react';
import { type Product, type ProductInput, useProductOptions, productHooks } from '../../api/products';
import { MoneyInput } from '../../shared/MoneyInput';
import { UnitField } from '../../shared/UnitsSelect';
import { requiredRule } from '../../shared/formRules';
import { CategorySelect } from './CategorySelect';
import { DropboxOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useEdition } from '../../app/edition';
import { useCanAccess } from '../../app/session';
import { ListPage } from '../../shared/ListPage';
import { moneyCell } from '../../shared/cells';
import { useRegisterList } from '../../shared/useRegisterList';
import { STOCK_PATH } from '../stock/paths';
import { type RecordForm, recordPages } from '../../shared/RecordFormPages';
import { FieldCol } from '../../shared/FieldCol';
import { ProductFiscalFields } from '../fiscal/ProductFiscalFields';
import { type FiscalFormValues, fiscalErrorFieldMap, fiscalFromForm } from '../fiscal/productFiscalForm';

interface ProductFormValues {
  description: string;
  resale_id?: number;
  bottle_id?: number | null;
  category_id?: number | null;
  price_cents?: number | null;
  minimum?: number | null;
  default?: boolean;
  /** The 'Fiscal' section (features/fiscal); absent until loaded or filled from a preset. */
  fiscal?: FiscalFormValues;
  gas_do_povo_eligible?: boolean;
  capacity?: CylinderCapacity | null;
  is_cylinder?: boolean;
}

const productInitialValues: Partial<ProductFormValues> = { price_cents: 0, minimum: 0, default: false };

function productToInput(v: ProductFormValues): ProductInput {
  return {
    description: v.description,
    resale_id: v.resale_id as number,
    bottle_id: v.bottle_id ?? null,
    category_id: v.category_id ?? null,
    price_cents: v.price_cents ?? 0,
    default: !!v.default,
    gas_do_povo_eligible: !!v.gas_do_povo_eligible,
    capacity: v.capacity ?? null,
    is_cylinder: !!v.is_cylinder,
    stock_attributes: { minimum: v.minimum ?? 0 },
    ...(v.fiscal ? { fiscal: fiscalFromForm(v.fiscal) } : {}),
  };
}

function productToForm(p: Product): ProductFormValues {
  return {
    description: p.description,
    resale_id: p.resale_id,
    bottle_id: p.bottle_id,
    category_id: p.category_id,
    price_cents: p.price_cents,
    minimum: p.stock.minimum,
    default: p.default,
    gas_do_povo_eligible: p.gas_do_povo_eligible,
    capacity: p.capacity,
    is_cylinder: p.is_cylinder,
  };
}

interface ProductFieldsProps {
  record?: Product;
}

/**
 * The product's fields, the same for create and edit: the first
 * unit is preselected on create; choosing a unit narrows categories and bottles to it and clears a
 * chosen one of another unit.
 */
function ProductFields({ record }: ProductFieldsProps) {
  const form = Form.useFormInstance<ProductFormValues>();
  const options = useProductOptions();
  const resaleId = Form.useWatch('resale_id', form);
  const units = options.data?.resales;
  const categories = (options.data?.categories ?? []).filter((c) => c.resale_id === resaleId);
  const bottles = (options.data?.products ?? []).filter((p) => p.resale_id === resaleId && p.id !== record?.id);

  useEffect(() => {
    if (!record && units?.length && !form.getFieldValue('resale_id')) form.setFieldValue('resale_id', units[0]!.id);
  }, [record, units, form]);

  const onUnitChange = (unit: number | undefined) => {
    const all = options.data;
    if (!all) return;
    const category = form.getFieldValue('category_id');
    if (category && !all.categories.some((c) => c.id === category && c.resale_id === unit))
      form.setFieldValue('category_id', null);
    const bottle = form.getFieldValue('bottle_id');
    if (bottle && !all.products.some((p) => p.id === bottle && p.resale_id === unit))
      form.setFieldValue('bottle_id', null);
  };

  return (
    <Row gutter={16}>
      <FieldCol md={12} name="description" label={T.fields.description} rules={[requiredRule]}>
        <Input maxLength={120} autoFocus />
      </FieldCol>
      <Col xs={24} md={12}>
        <UnitField units={units} onChange={onUnitChange} />
      </Col>
      <FieldCol md={12} name="bottle_id" label={T.fields.bottle}>
        <Select
          allowClear
          aria-label={T.fields.bottle}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={resaleId ? 'Selecione um vasilhame' : T.chooseUnitFirst}
          options={bottles.map((p) => ({ value: p.id, label: p.description }))}
        />
      </FieldCol>
      <FieldCol md={12} name="category_id" label={T.fields.category}>
        <CategorySelect aria-label={T.fields.category} categories={categories} resaleId={resaleId} />
      </FieldCol>
      <FieldCol sm={12} md={8} name="price_cents" label={T.fields.price}>
        <MoneyInput aria-label={T.fields.price} />
      </FieldCol>
      <FieldCol sm={12} md={8} name="minimum" label={T.fields.minimum}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} aria-label={T.fields.minimum} />
      </FieldCol>
      <FieldCol md={8} name="default" valuePropName="checked" label=" ">
        <Checkbox>{T.fields.default}</Checkbox>
      </FieldCol>
      <FieldCol md={8} name="gas_do_povo_eligible" valuePropName="checked" label=" ">
        <Checkbox>{GAS_DO_POVO_TEXTS.eligible}</Checkbox>
      </FieldCol>
      <FieldCol sm={12} md={8} name="capacity" label={EMPTIES_TEXTS.capacity} tooltip={EMPTIES_TEXTS.capacityHelp}>
        <Select
          allowClear
          aria-label={EMPTIES_TEXTS.capacity}
          placeholder="Não é gás"
          options={CYLINDER_CAPACITIES.map((c) => ({ value: c, label: c }))}
        />
      </FieldCol>
      <FieldCol md={8} name="is_cylinder" valuePropName="checked" label=" ">
        <Checkbox>{EMPTIES_TEXTS.isCylinder}</Checkbox>
      </FieldCol>
    </Row>
  );
}

/** The register's resource, texts and hooks: its list's and its form's. */
const register = { resource: 'products', texts: T, hooks: productHooks } as const;

function ProductListPage() {
  const edition = useEdition();
  const canStock = useCanAccess('stock', 'read');
  const { listProps, editLink, actionsColumn } = useRegisterList<Product>({ ...register, name: (p) => p.description });

  const columns: ColumnsType<Product> = [
    { title: T.columns.description, dataIndex: 'description', render: editLink },
    { title: T.columns.price, dataIndex: 'price_cents', render: moneyCell, align: 'right' },
    { title: edition.unit, dataIndex: ['resale', 'name'] },
    { title: T.columns.bottle, dataIndex: ['bottle', 'description'], render: (v?: string) => v ?? '—' },
    { title: T.columns.category, dataIndex: ['category', 'name'], render: (v?: string) => v ?? '—' },
    { title: T.columns.platform, dataIndex: ['stock', 'platform'], align: 'right' },
    { title: T.columns.minimum, dataIndex: ['stock', 'minimum'], align: 'right' },
    actionsColumn,
  ];

  return (
    <ListPage<Product>
      {...listProps}
      actions={
        <Space wrap>
          {canStock && (
            <Link to={STOCK_PATH}>
              <Button icon={<DropboxOutlined />}>{T.stockLink}</Button>
            </Link>
          )}
          {listProps.actions}
        </Space>
      }
      columns={columns}
    />
  );
}

const form: RecordForm<Product, ProductFormValues, ProductInput> = {
  ...register,
  initialValues: productInitialValues,
  errorFieldMap: {
    resale: ['resale_id'],
    bottle: ['bottle_id'],
    category: ['category_id'],
    'stock.minimum': ['minimum'],
    ...fiscalErrorFieldMap,
  },
  toForm: productToForm,
  toInput: productToInput,
  fields: (record) => (
    <>
      <ProductFields record={record} />
      <ProductFiscalFields productId={record?.id} />
    </>
  ),
};

/** The products screens (`lazyPages` in app/registry.ts): the list, and the create and edit of one form. */
export const productPages = recordPages(ProductListPage, form);
