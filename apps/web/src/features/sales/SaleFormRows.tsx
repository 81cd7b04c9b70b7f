import { SALE_TEXTS as T, formatCents, itemSubtotal } from '@ability/domain';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, type FormListFieldData, InputNumber, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import type { SaleOptions } from '../../api/sales';
import { MoneyInput } from '../../shared/MoneyInput';
import type { ItemValues, PaymentValues } from './saleFormModel';
import { FieldCol } from '../../shared/FieldCol';

type RemoveRow = (kind: 'items' | 'payments', id: number) => void;

/** Column titles above the item and payment rows (wide screens). */
function ListHeader({ cols }: { cols: [number, string][] }) {
  return (
    <Row gutter={8} className="form-list-header">
      {cols.map(([span, label]) => (
        <Col key={label} md={span} xs={0}>
          {label}
        </Col>
      ))}
    </Row>
  );
}

/**
 * The item rows and the payment rows alike: error slot, column titles, one row per entry with its remove
 * button (a saved entry is remembered for `_destroy`), and the add button.
 */
function FormRows<V extends { id?: number | null }>(props: {
  name: 'items' | 'payments';
  header: [number, string][];
  testId: string;
  values: V[];
  removeLabel: string;
  addLabel: string;
  addDisabled: boolean;
  newRow: () => Partial<V>;
  onRemove: RemoveRow;
  /** Checks of the rows as a whole, shown in the error slot (the form's own, before sending). */
  errorRules?: Rule[];
  children: (field: FormListFieldData, index: number, value: V | undefined) => ReactNode;
}) {
  return (
    <>
      <Form.Item name={`${props.name}_error`} className="form-error-slot" rules={props.errorRules}>
        <span />
      </Form.Item>
      <Form.List name={props.name}>
        {(fields, { add, remove }) => (
          <>
            {fields.length > 0 && <ListHeader cols={props.header} />}
            {fields.map((field, index) => {
              const value = props.values[index];
              return (
                <Row gutter={8} key={field.key} align="middle" data-testid={props.testId}>
                  {props.children(field, index, value)}
                  <FieldCol xs={6} md={2}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${props.removeLabel} ${index + 1}`}
                      onClick={() => {
                        if (value?.id) props.onRemove(props.name, value.id);
                        remove(field.name);
                      }}
                    />
                  </FieldCol>
                </Row>
              );
            })}
            <Button
              size="small"
              icon={<PlusOutlined />}
              disabled={props.addDisabled}
              onClick={() => add(props.newRow())}
            >
              {props.addLabel}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}

const required = { required: true, message: 'não pode ficar em branco' };

/** 'Dados dos produtos': product (its price when chosen), quantity, price, discount, subtotal. */
export function ItemRows(props: {
  items: ItemValues[];
  products: SaleOptions['products'];
  disabled: boolean;
  onRemove: RemoveRow;
  onProduct: (index: number, productId: number) => void;
}) {
  return (
    <FormRows<ItemValues>
      name="items"
      header={[
        [8, T.fields.product],
        [3, T.fields.quantity],
        [4, T.fields.price],
        [4, T.fields.discount],
        [3, T.fields.subtotal],
      ]}
      testId="sale-item"
      values={props.items}
      removeLabel="Remover produto"
      addLabel="Adicionar produto"
      addDisabled={props.disabled}
      newRow={() => ({ quantity: 1, price_cents: 0, discount_cents: 0 })}
      onRemove={props.onRemove}
    >
      {(field, index, item) => (
        <>
          <FieldCol md={8} name={[field.name, 'product_id']} rules={[required]}>
            <Select
              aria-label={`${T.fields.product} ${index + 1}`}
              placeholder={T.fields.product}
              showSearch={{ optionFilterProp: 'label' }}
              options={props.products.map((p) => ({ value: p.id, label: p.description }))}
              onChange={(v) => props.onProduct(index, v)}
            />
          </FieldCol>
          <FieldCol xs={6} md={3} name={[field.name, 'quantity']} rules={[{ required: true, type: 'number', min: 1 }]}>
            <InputNumber
              min={1}
              precision={0}
              aria-label={`${T.fields.quantity} ${index + 1}`}
              style={{ width: '100%' }}
            />
          </FieldCol>
          <FieldCol xs={9} md={4} name={[field.name, 'price_cents']}>
            <MoneyInput aria-label={`${T.fields.price} ${index + 1}`} />
          </FieldCol>
          <FieldCol xs={9} md={4} name={[field.name, 'discount_cents']}>
            <MoneyInput aria-label={`${T.fields.discount} ${index + 1}`} />
          </FieldCol>
          <FieldCol xs={18} md={3}>
            <span data-testid="item-subtotal">
              {formatCents(
                itemSubtotal({
                  price_cents: item?.price_cents ?? 0,
                  quantity: item?.quantity ?? 0,
                  discount_cents: item?.discount_cents ?? 0,
                }),
              )}
            </span>
          </FieldCol>
        </>
      )}
    </FormRows>
  );
}

/** 'Dados de pagamento': method (the rest of the total when chosen), value, installments, due date. */
export function PaymentRows(props: {
  payments: PaymentValues[];
  /** The unit's active methods, and an inactive one a saved payment still uses. */
  methods: SaleOptions['payment_methods'];
  remainingCents: number;
  disabled: boolean;
  onRemove: RemoveRow;
  onMethod: (index: number, methodId: number) => void;
  /** The payments' check before sending (short of the total, change in a method that gives none). */
  errorRules?: Rule[];
}) {
  return (
    <FormRows<PaymentValues>
      name="payments"
      header={[
        [8, T.fields.payment_method],
        [5, T.fields.value],
        [3, T.fields.installments],
        [6, T.fields.due_date],
      ]}
      testId="sale-payment"
      values={props.payments}
      removeLabel="Remover pagamento"
      addLabel="Adicionar pagamento"
      addDisabled={props.disabled}
      newRow={() => ({ installments: 1, value_cents: props.remainingCents || null })}
      onRemove={props.onRemove}
      errorRules={props.errorRules}
    >
      {(field, index) => (
        <>
          <FieldCol md={8} name={[field.name, 'payment_method_id']} rules={[required]}>
            <Select
              aria-label={`${T.fields.payment_method} ${index + 1}`}
              placeholder={T.fields.payment_method}
              showSearch={{ optionFilterProp: 'label' }}
              options={props.methods.map((m) => ({
                value: m.id,
                label: m.status === false ? `${m.description} (${T.inactiveMethod})` : m.description,
                disabled: m.status === false,
              }))}
              onChange={(v) => props.onMethod(index, v)}
            />
          </FieldCol>
          <FieldCol xs={12} md={5} name={[field.name, 'value_cents']} rules={[required]}>
            {/* Gás do Povo: the reference price, filled in, not typed. */}
            <MoneyInput
              aria-label={`${T.fields.value} ${index + 1}`}
              disabled={
                props.methods.find((m) => m.id === props.payments[index]?.payment_method_id)?.kind === 'gas_do_povo'
              }
            />
          </FieldCol>
          <FieldCol
            xs={12}
            md={3}
            name={[field.name, 'installments']}
            rules={[{ required: true, type: 'number', min: 1 }]}
          >
            <InputNumber
              min={1}
              max={48}
              precision={0}
              aria-label={`${T.fields.installments} ${index + 1}`}
              style={{ width: '100%' }}
            />
          </FieldCol>
          <FieldCol xs={18} md={6} name={[field.name, 'due_date']}>
            <DatePicker
              format="DD/MM/YYYY"
              aria-label={`${T.fields.due_date} ${index + 1}`}
              style={{ width: '100%' }}
            />
          </FieldCol>
        </>
      )}
    </FormRows>
  );
}
