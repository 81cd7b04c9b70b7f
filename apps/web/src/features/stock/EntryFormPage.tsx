import {
  ENTRY_DISCOUNT_TYPES,
  ENTRY_DISCOUNT_TYPE_LABELS,
  ENTRY_TEXTS as T,
  type EntryDiscountType,
  entryItemSubtotal,
  entryTotal,
  formatCents,
  formatDateBr,
  parseDate,
} from '@ability/domain';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Divider, Form, Input, InputNumber, Row, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type EntryInput, searchSuppliers, useCreateEntry, useEntryOptions } from '../../api/product-entries';
import { FormPage } from '../../shared/FormPage';
import { MaskedInput } from '../../shared/MaskedInput';
import { MoneyInput } from '../../shared/MoneyInput';
import { SearchSelect } from '../../shared/SearchSelect';
import { UnitField } from '../../shared/UnitsSelect';
import { todayIso } from '../../shared/DateRangeFilter';
import { chosenRule, dateRule } from '../../shared/formRules';
import { ENTRIES_PATH } from './paths';
import { useCreateSubmit } from '../../shared/RecordFormPages';
import { FieldCol } from '../../shared/FieldCol';

interface ItemValues {
  product_id: number;
  quantity: number;
  price_cents: number | null;
  discount_cents: number | null;
  bottle_movement: boolean;
  bottle_quantity: number | null;
  _destroy?: boolean;
}

interface EntryFormValues {
  resale_id?: number;
  supplier_id?: number;
  invoice_number?: string;
  serial_number?: string;
  issue_date?: string;
  due_date?: string;
  discount_type: EntryDiscountType;
  discount_value_cents?: number | null;
  items: ItemValues[];
}

function toInput(v: EntryFormValues): EntryInput {
  return {
    resale_id: v.resale_id as number,
    supplier_id: v.supplier_id as number,
    invoice_number: v.invoice_number || null,
    serial_number: v.serial_number || null,
    issue_date: parseDate(v.issue_date) ?? '',
    due_date: parseDate(v.due_date),
    discount_type: v.discount_type,
    discount_value_cents: v.discount_value_cents ?? 0,
    items_attributes: (v.items ?? []).map((i) => ({
      product_id: i.product_id,
      quantity: i.quantity,
      price_cents: i.price_cents ?? 0,
      discount_cents: i.discount_cents ?? 0,
      bottle_movement: !!i.bottle_movement,
      bottle_quantity: i.bottle_movement ? (i.bottle_quantity ?? i.quantity) : null,
      ...(i._destroy ? { _destroy: true } : {}),
    })),
  };
}

/** Create a product entry (/estoque/entradas/novo): supplier, invoice, dates, discount and the items. */
export function EntryFormPage() {
  const [form] = Form.useForm<EntryFormValues>();
  const options = useEntryOptions();
  const submit = useCreateSubmit(useCreateEntry(), T, ENTRIES_PATH);
  const [adding, setAdding] = useState<number | undefined>();
  const resaleId = Form.useWatch('resale_id', form);
  const items = (Form.useWatch('items', { form, preserve: true }) ?? []) as ItemValues[];
  const discountType = Form.useWatch('discount_type', form) ?? 'value';
  const discountValue = Form.useWatch('discount_value_cents', form);
  const units = options.data?.resales;
  const products = (options.data?.products ?? []).filter((p) => p.resale_id === resaleId);
  const productOf = (id: number) => options.data?.products.find((p) => p.id === id);
  const totals = entryTotal(
    items.map((i) => ({ ...i, price_cents: i?.price_cents ?? 0, quantity: i?.quantity ?? 0 })),
    discountType,
    discountValue,
  );

  useEffect(() => {
    if (units?.length && !form.getFieldValue('resale_id')) form.setFieldValue('resale_id', units[0]!.id);
  }, [units, form]);

  const addItem = () => {
    if (!adding) return;
    const list = form.getFieldValue('items') ?? [];
    form.setFieldValue('items', [
      ...list,
      {
        product_id: adding,
        quantity: 1,
        price_cents: 0,
        discount_cents: 0,
        bottle_movement: false,
        bottle_quantity: null,
      },
    ]);
    setAdding(undefined);
  };

  const onUnitChange = () => {
    // Items and supplier belong to the unit.
    form.setFieldValue('items', []);
    form.setFieldValue('supplier_id', undefined);
  };

  return (
    <FormPage<EntryFormValues>
      title={T.newTitle}
      form={form}
      initialValues={{
        discount_type: 'value',
        discount_value_cents: 0,
        items: [],
        issue_date: formatDateBr(todayIso()),
      }}
      submitLabel={T.createButton}
      submittingLabel="Salvando..."
      cancelTo={ENTRIES_PATH}
      errorFieldMap={{ resale: ['resale_id'], supplier: ['supplier_id'], items: ['items_error'] }}
      onSubmit={(values) => submit(() => toInput(values))}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <UnitField units={units} onChange={onUnitChange} />
        </Col>
        <FieldCol md={16} name="supplier_id" label={T.fields.supplier} rules={[chosenRule]}>
          <SearchSelect
            aria-label={T.fields.supplier}
            placeholder={T.fields.supplierPlaceholder}
            queryKey={['/product_entries/suppliers', resaleId]}
            enabled={!!resaleId}
            search={(text) => searchSuppliers(text, resaleId)}
          />
        </FieldCol>
        <FieldCol xs={12} md={6} name="invoice_number" label={T.fields.invoice_number}>
          <Input maxLength={60} />
        </FieldCol>
        <FieldCol xs={12} md={6} name="serial_number" label={T.fields.serial_number}>
          <Input maxLength={30} />
        </FieldCol>
        <FieldCol xs={12} md={6} name="issue_date" label={T.fields.issue_date} rules={[chosenRule, dateRule]}>
          <MaskedInput mask="date" placeholder="dd/mm/aaaa" aria-label={T.fields.issue_date} />
        </FieldCol>
        <FieldCol xs={12} md={6} name="due_date" label={T.fields.due_date} rules={[dateRule]}>
          <MaskedInput mask="date" placeholder="dd/mm/aaaa" aria-label={T.fields.due_date} />
        </FieldCol>
        <FieldCol xs={12} md={6} name="discount_type" label={T.fields.discount_type}>
          <Select
            onChange={() => form.setFieldValue('discount_value_cents', 0)}
            options={ENTRY_DISCOUNT_TYPES.map((d) => ({ value: d, label: ENTRY_DISCOUNT_TYPE_LABELS[d] }))}
          />
        </FieldCol>
        <FieldCol xs={12} md={6} name="discount_value_cents" label={T.fields.discount_value}>
          {discountType === 'percentage' ? (
            <MoneyInput prefix="%" aria-label={T.fields.discount_value} />
          ) : (
            <MoneyInput aria-label={T.fields.discount_value} />
          )}
        </FieldCol>
      </Row>

      <Divider titlePlacement="start">{T.fields.items}</Divider>
      <Space.Compact style={{ width: '100%', maxWidth: 560, marginBottom: 12 }}>
        <Select
          aria-label={T.fields.product}
          placeholder="Selecione um produto"
          showSearch={{ optionFilterProp: 'label' }}
          value={adding}
          onChange={setAdding}
          style={{ width: '100%' }}
          options={products.map((p) => ({ value: p.id, label: p.description }))}
        />
        <Button icon={<PlusOutlined />} onClick={addItem} disabled={!adding}>
          {T.fields.addItem}
        </Button>
      </Space.Compact>
      <Form.Item name="items_error" noStyle>
        <span />
      </Form.Item>
      <Form.Item shouldUpdate noStyle>
        {() => {
          const errs = form.getFieldError('items_error' as never);
          return errs.length ? <Typography.Text type="danger">{errs.join(', ')}</Typography.Text> : null;
        }}
      </Form.Item>
      <Form.List name="items">
        {(fields) => {
          const visible = fields.filter((f) => !items[f.name]?._destroy);
          return (
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={visible}
              locale={{ emptyText: 'Nenhum produto adicionado.' }}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: T.fields.product,
                  // The product and the soft-removal flag have no input: the save reads them from the form's store.
                  render: (_, f) => productOf(items[f.name]?.product_id ?? 0)?.description,
                },
                {
                  title: T.fields.quantity,
                  width: 110,
                  render: (_, f) => (
                    <Form.Item
                      name={[f.name, 'quantity']}
                      noStyle
                      rules={[{ required: true, type: 'number', min: 1, message: 'deve ser maior ou igual a 1' }]}
                    >
                      <InputNumber
                        min={1}
                        precision={0}
                        aria-label={T.fields.quantity}
                        onChange={(q) => {
                          if (items[f.name]?.bottle_movement)
                            form.setFieldValue(['items', f.name, 'bottle_quantity'], q);
                        }}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: T.fields.price,
                  width: 150,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'price_cents']} noStyle>
                      <MoneyInput aria-label={T.fields.price} />
                    </Form.Item>
                  ),
                },
                {
                  title: T.fields.item_discount,
                  width: 140,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'discount_cents']} noStyle>
                      <MoneyInput aria-label={T.fields.item_discount} />
                    </Form.Item>
                  ),
                },
                {
                  title: T.fields.bottle_movement,
                  render: (_, f) => {
                    const hasBottle = !!productOf(items[f.name]?.product_id ?? 0)?.bottle_id;
                    return (
                      <Space>
                        <Form.Item name={[f.name, 'bottle_movement']} valuePropName="checked" noStyle>
                          <Checkbox
                            disabled={!hasBottle}
                            aria-label={T.fields.bottle_movement}
                            onChange={(e) =>
                              form.setFieldValue(
                                ['items', f.name, 'bottle_quantity'],
                                e.target.checked ? form.getFieldValue(['items', f.name, 'quantity']) : null,
                              )
                            }
                          />
                        </Form.Item>
                        <Form.Item name={[f.name, 'bottle_quantity']} noStyle>
                          <InputNumber
                            min={0}
                            precision={0}
                            disabled={!items[f.name]?.bottle_movement}
                            aria-label={T.fields.bottle_quantity}
                            placeholder={T.fields.bottle_quantity}
                          />
                        </Form.Item>
                      </Space>
                    );
                  },
                },
                {
                  title: T.fields.subtotal,
                  align: 'right',
                  render: (_, f) => {
                    const i = items[f.name];
                    return i
                      ? formatCents(
                          entryItemSubtotal({ ...i, price_cents: i.price_cents ?? 0, quantity: i.quantity ?? 0 }),
                        )
                      : null;
                  },
                },
                {
                  title: '',
                  width: 50,
                  render: (_, f) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={T.fields.removeItem}
                      title={T.fields.removeItem}
                      // Soft removal: the item is flagged and sent with _destroy.
                      onClick={() => form.setFieldValue(['items', f.name, '_destroy'], true)}
                    />
                  ),
                },
              ]}
            />
          );
        }}
      </Form.List>
      <div style={{ textAlign: 'right', margin: '12px 0' }} data-testid="entry-total">
        {totals.discount_cents > 0 && <div>Desconto: {formatCents(totals.discount_cents)}</div>}
        <Typography.Text strong>
          {T.fields.total}: {formatCents(totals.total_cents)}
        </Typography.Text>
      </div>
    </FormPage>
  );
}
