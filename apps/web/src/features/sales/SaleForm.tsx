import {
  SALE_CHANNELS,
  SALE_CHANNEL_LABELS,
  SALE_STATUS_LABELS,
  SALE_TEXTS as T,
  type SaleStatus,
  formatCents,
  formatPhone,
  itemSubtotal,
  saleBalance,
} from '@ability/domain';
import { ClearOutlined, DeleteOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Checkbox,
  Col,
  DatePicker,
  Divider,
  Form,
  type FormInstance,
  type FormListFieldData,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Statistic,
} from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { api } from '../../api/client';
import type { Customer } from '../../api/customers';
import type { SaleOptions } from '../../api/sales';
import { useEdition } from '../../app/edition';
import { useSession } from '../../app/session';
import { MaskedInput } from '../../shared/MaskedInput';
import { MoneyInput } from '../../shared/MoneyInput';
import { SearchSelect } from '../../shared/SearchSelect';
import { CustomerHistoryDrawer } from '../customers/CustomerHistoryDrawer';
import {
  type ItemValues,
  type PaymentValues,
  type SaleFormValues,
  customerToValues,
  defaultsFor,
  dueDateFor,
} from './saleFormModel';

export interface SaleFieldsProps {
  form: FormInstance<SaleFormValues>;
  options: SaleOptions | undefined;
  editing: boolean;
  /** Items and payments removed on edit (sent with `_destroy`). */
  onRemove: (kind: 'items' | 'payments', id: number) => void;
}

const CREATE_STATUSES: SaleStatus[] = ['created', 'in_transit', 'delivered', 'finished'];

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
  onRemove: (kind: 'items' | 'payments', id: number) => void;
  children: (field: FormListFieldData, index: number, value: V | undefined) => ReactNode;
}) {
  return (
    <>
      <Form.Item name={`${props.name}_error`} className="form-error-slot">
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
                  <Col xs={6} md={2}>
                    <Form.Item>
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
                    </Form.Item>
                  </Col>
                </Row>
              );
            })}
            <Button icon={<PlusOutlined />} disabled={props.addDisabled} onClick={() => add(props.newRow())}>
              {props.addLabel}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}

/** The five sections of the sale form (seeds 000 §2, §4 "Sale form behaviour"). */
export function SaleFields({ form, options, editing, onRemove }: SaleFieldsProps) {
  const session = useSession();
  const edition = useEdition();
  const isDeliverer = session.role === 'deliverer';
  const resaleId = Form.useWatch('resale_id', form);
  // `preserve`: the rows with their `id` (no input of its own), which a removal sends with `_destroy`.
  const items = (Form.useWatch('items', { form, preserve: true }) ?? []) as ItemValues[];
  const payments = (Form.useWatch('payments', { form, preserve: true }) ?? []) as PaymentValues[];
  const customerId = Form.useWatch(['customer', 'id'], form) as number | undefined;
  const customerName = Form.useWatch(['customer', 'name'], form) as string | undefined;
  const customerPhone = Form.useWatch(['customer', 'phone'], form) as string | undefined;
  const found = useRef(new Map<number, Customer>());
  const [historyOpen, setHistoryOpen] = useState(false);

  const balance = saleBalance(
    items.map((i) => ({
      price_cents: i?.price_cents ?? 0,
      quantity: i?.quantity ?? 0,
      discount_cents: i?.discount_cents ?? 0,
    })),
    payments.map((p) => ({ value_cents: p?.value_cents ?? 0 })),
  );

  // A single payment that still holds the previous total follows the total as items change.
  const lastTotal = useRef(balance.total_cents);
  useEffect(() => {
    const prev = lastTotal.current;
    lastTotal.current = balance.total_cents;
    const ps = form.getFieldValue('payments') as PaymentValues[] | undefined;
    if (ps?.length === 1 && ps[0]!.value_cents === prev && prev !== balance.total_cents)
      form.setFieldValue(['payments', 0, 'value_cents'], balance.total_cents);
  }, [balance.total_cents, form]);

  const unitProducts = (options?.products ?? []).filter((p) => p.resale_id === resaleId);
  const unitMethods = (options?.payment_methods ?? []).filter((m) => resaleId && m.resale_ids.includes(resaleId));
  const unitEmployees = (options?.employees ?? []).filter((e) => resaleId && e.resale_ids.includes(resaleId));

  const changeResale = (id: number | undefined) => {
    form.setFieldValue('resale_id', id);
    if (editing) return;
    const current = form.getFieldsValue(true) as SaleFormValues;
    // Items and payments of another unit don't apply: start again from the unit's defaults.
    form.setFieldsValue({ ...defaultsFor(options, id) });
    if (current.employee_id && !isDeliverer) form.setFieldValue('employee_id', undefined);
  };

  const applyCustomer = (c: Customer | null) => {
    if (!c) {
      form.setFieldValue('customer', {});
      return;
    }
    form.setFieldValue('customer', customerToValues(c));
    if (c.resale_id !== form.getFieldValue('resale_id')) changeResale(c.resale_id);
  };

  const choosePayment = (index: number, methodId: number) => {
    const method = options?.payment_methods.find((m) => m.id === methodId);
    const others = payments.reduce((a, p, i) => a + (i === index ? 0 : (p?.value_cents ?? 0)), 0);
    form.setFieldValue(['payments', index, 'value_cents'], Math.max(0, balance.total_cents - others));
    form.setFieldValue(['payments', index, 'due_date'], dueDateFor(method?.delivery_time));
  };

  const chooseProduct = (index: number, productId: number) => {
    const p = options?.products.find((x) => x.id === productId);
    form.setFieldValue(['items', index, 'price_cents'], p?.price_cents ?? 0);
  };

  return (
    <>
      <Divider titlePlacement="start">{T.sections.sale}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name="resale_id" label={edition.unit} rules={[{ required: true }]}>
            <Select
              options={(options?.resales ?? []).map((r) => ({ value: r.id, label: r.name }))}
              onChange={(v) => changeResale(v)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="channel" label={T.fields.channel}>
            <Select options={SALE_CHANNELS.map((c) => ({ value: c, label: SALE_CHANNEL_LABELS[c] }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="status" label={T.fields.status}>
            <Select
              options={(editing ? (Object.keys(SALE_STATUS_LABELS) as SaleStatus[]) : CREATE_STATUSES).map((s) => ({
                value: s,
                label: SALE_STATUS_LABELS[s],
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="employee_id" label={T.fields.employee}>
            <Select
              allowClear
              disabled={isDeliverer}
              placeholder={T.noSeller}
              options={unitEmployees.map((e) => ({ value: e.id, label: e.name }))}
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{T.sections.customer}</Divider>
      <Row gutter={16} align="bottom">
        <Col xs={24} md={12}>
          <Form.Item label="Buscar cliente (nome ou telefone)">
            <SearchSelect
              aria-label="Buscar cliente"
              queryKey={['/customers', 'typeahead']}
              minChars={3}
              placeholder="Digite ao menos 3 letras"
              value={customerId}
              selected={customerId ? { id: customerId, name: customerName ?? '' } : null}
              search={async (text) => {
                const res = await api<{ data: Customer[] }>('/customers', { query: { query: text } });
                for (const c of res.data) found.current.set(c.id, c);
                return res.data.map((c) => ({
                  id: c.id,
                  name: `${c.name}${c.contacts[0] ? ` · ${formatPhone(c.contacts[0].phone)}` : ''}`,
                }));
              }}
              onChange={(id) => applyCustomer(id ? (found.current.get(id as number) ?? null) : null)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item>
            <Space>
              <Button icon={<HistoryOutlined />} disabled={!customerId} onClick={() => setHistoryOpen(true)}>
                {T.historyTitle}
              </Button>
              <Button icon={<ClearOutlined />} onClick={() => applyCustomer(null)}>
                Limpar cliente
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['customer', 'id']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={['customer', 'contact_id']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name="customer_error" className="form-error-slot">
        <span />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item
            name={['customer', 'name']}
            label={customerId ? `${T.fields.customer} (editando)` : T.fields.customer}
            rules={[{ required: !!customerId || !!customerPhone, message: 'não pode ficar em branco' }]}
          >
            <Input aria-label="Nome do cliente" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['customer', 'phone']} label={T.fields.phone}>
            <MaskedInput mask="phone" aria-label="Telefone do cliente" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={['customer', 'whatsapp']} valuePropName="checked" label=" ">
            <Checkbox>Este numero é Whatsapp</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name={['customer', 'patio']} label="Rua">
            <Input aria-label="Rua" />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name={['customer', 'number']} label="Número">
            <Input aria-label="Número" />
          </Form.Item>
        </Col>
        <Col xs={16} md={10}>
          <Form.Item name={['customer', 'neighborhood']} label="Bairro">
            <Input aria-label="Bairro" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['customer', 'complement']} label="Complemento">
            <Input aria-label="Complemento" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['customer', 'reference']} label="Referência">
            <Input aria-label="Referência" />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{T.sections.items}</Divider>
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
        values={items}
        removeLabel="Remover produto"
        addLabel="Adicionar produto"
        addDisabled={!resaleId}
        newRow={() => ({ quantity: 1, price_cents: 0, discount_cents: 0 })}
        onRemove={onRemove}
      >
        {(field, index, item) => (
          <>
            <Col xs={24} md={8}>
              <Form.Item
                name={[field.name, 'product_id']}
                rules={[{ required: true, message: 'não pode ficar em branco' }]}
              >
                <Select
                  aria-label={`${T.fields.product} ${index + 1}`}
                  placeholder={T.fields.product}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={unitProducts.map((p) => ({ value: p.id, label: p.description }))}
                  onChange={(v) => chooseProduct(index, v)}
                />
              </Form.Item>
            </Col>
            <Col xs={6} md={3}>
              <Form.Item name={[field.name, 'quantity']} rules={[{ required: true, type: 'number', min: 1 }]}>
                <InputNumber
                  min={1}
                  precision={0}
                  aria-label={`${T.fields.quantity} ${index + 1}`}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col xs={9} md={4}>
              <Form.Item name={[field.name, 'price_cents']}>
                <MoneyInput aria-label={`${T.fields.price} ${index + 1}`} />
              </Form.Item>
            </Col>
            <Col xs={9} md={4}>
              <Form.Item name={[field.name, 'discount_cents']}>
                <MoneyInput aria-label={`${T.fields.discount} ${index + 1}`} />
              </Form.Item>
            </Col>
            <Col xs={18} md={3}>
              <Form.Item>
                <span data-testid="item-subtotal">
                  {formatCents(
                    itemSubtotal({
                      price_cents: item?.price_cents ?? 0,
                      quantity: item?.quantity ?? 0,
                      discount_cents: item?.discount_cents ?? 0,
                    }),
                  )}
                </span>
              </Form.Item>
            </Col>
          </>
        )}
      </FormRows>

      <Divider titlePlacement="start">{T.sections.payments}</Divider>
      <FormRows<PaymentValues>
        name="payments"
        header={[
          [7, T.fields.payment_method],
          [5, T.fields.value],
          [3, T.fields.installments],
          [6, T.fields.due_date],
        ]}
        testId="sale-payment"
        values={payments}
        removeLabel="Remover pagamento"
        addLabel="Adicionar pagamento"
        addDisabled={!resaleId}
        newRow={() => ({ installments: 1, value_cents: balance.remaining_cents || null })}
        onRemove={onRemove}
      >
        {(field, index) => (
          <>
            <Col xs={24} md={7}>
              <Form.Item
                name={[field.name, 'payment_method_id']}
                rules={[{ required: true, message: 'não pode ficar em branco' }]}
              >
                <Select
                  aria-label={`${T.fields.payment_method} ${index + 1}`}
                  placeholder={T.fields.payment_method}
                  options={unitMethods.map((m) => ({ value: m.id, label: m.description }))}
                  onChange={(v) => choosePayment(index, v)}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item
                name={[field.name, 'value_cents']}
                rules={[{ required: true, message: 'não pode ficar em branco' }]}
              >
                <MoneyInput aria-label={`${T.fields.value} ${index + 1}`} />
              </Form.Item>
            </Col>
            <Col xs={12} md={3}>
              <Form.Item name={[field.name, 'installments']} rules={[{ required: true, type: 'number', min: 1 }]}>
                <InputNumber
                  min={1}
                  max={48}
                  precision={0}
                  aria-label={`${T.fields.installments} ${index + 1}`}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col xs={18} md={6}>
              <Form.Item name={[field.name, 'due_date']}>
                <DatePicker
                  format="DD/MM/YYYY"
                  aria-label={`${T.fields.due_date} ${index + 1}`}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          </>
        )}
      </FormRows>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={12} md={6}>
          <Statistic title={T.fields.total} value={formatCents(balance.total_cents)} data-testid="sale-total" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={T.fields.paid} value={formatCents(balance.paid_cents)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={T.fields.change} value={formatCents(balance.change_cents)} data-testid="sale-change" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={T.fields.remaining}
            value={formatCents(balance.remaining_cents)}
            styles={{ content: { color: balance.remaining_cents ? '#cf1322' : undefined } }}
          />
        </Col>
      </Row>

      <Divider titlePlacement="start">{T.sections.extra}</Divider>
      <Form.Item name="obs" label={T.fields.obs}>
        <Input.TextArea rows={2} aria-label={T.fields.obs} />
      </Form.Item>
      <CustomerHistoryDrawer
        customer={historyOpen && customerId ? { id: customerId, name: customerName ?? '' } : null}
        onClose={() => setHistoryOpen(false)}
      />
    </>
  );
}
