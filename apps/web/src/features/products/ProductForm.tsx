import { PRODUCT_TEXTS as T } from '@ability/domain';
import { Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useEffect } from 'react';
import { type Product, type ProductInput, useProductOptions } from '../../api/products';
import { MoneyInput } from '../../shared/MoneyInput';
import { UnitField } from '../../shared/UnitsSelect';
import { requiredRule } from '../../shared/formRules';
import { CategorySelect } from './CategorySelect';

export interface ProductFormValues {
  description: string;
  resale_id?: number;
  bottle_id?: number | null;
  category_id?: number | null;
  price_cents?: number | null;
  minimum?: number | null;
  default?: boolean;
}

export const productInitialValues: Partial<ProductFormValues> = { price_cents: 0, minimum: 0, default: false };

export function productToInput(v: ProductFormValues): ProductInput {
  return {
    description: v.description,
    resale_id: v.resale_id as number,
    bottle_id: v.bottle_id ?? null,
    category_id: v.category_id ?? null,
    price_cents: v.price_cents ?? 0,
    default: !!v.default,
    stock_attributes: { minimum: v.minimum ?? 0 },
  };
}

export function productToForm(p: Product): ProductFormValues {
  return {
    description: p.description,
    resale_id: p.resale_id,
    bottle_id: p.bottle_id,
    category_id: p.category_id,
    price_cents: p.price_cents,
    minimum: p.stock.minimum,
    default: p.default,
  };
}

export interface ProductFieldsProps {
  record?: Product;
}

/**
 * The product's fields, the same for create and edit (seeds 000 "Product form behaviour"): the first
 * unit is preselected on create; choosing a unit narrows categories and bottles to it and clears a
 * chosen one of another unit.
 */
export function ProductFields({ record }: ProductFieldsProps) {
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
      <Col xs={24} md={12}>
        <Form.Item name="description" label={T.fields.description} rules={[requiredRule]}>
          <Input maxLength={120} autoFocus />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <UnitField units={units} onChange={onUnitChange} />
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="bottle_id" label={T.fields.bottle}>
          <Select
            allowClear
            aria-label={T.fields.bottle}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={resaleId ? 'Selecione um vasilhame' : T.chooseUnitFirst}
            options={bottles.map((p) => ({ value: p.id, label: p.description }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="category_id" label={T.fields.category}>
          <CategorySelect aria-label={T.fields.category} categories={categories} resaleId={resaleId} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={8}>
        <Form.Item name="price_cents" label={T.fields.price}>
          <MoneyInput aria-label={T.fields.price} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={8}>
        <Form.Item name="minimum" label={T.fields.minimum}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} aria-label={T.fields.minimum} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="default" valuePropName="checked" label=" ">
          <Checkbox>{T.fields.default}</Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
}
