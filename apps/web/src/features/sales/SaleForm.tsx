import {
  GAS_DO_POVO_TEXTS as GDP,
  SALE_CHANNELS,
  SALE_CHANNEL_LABELS,
  SALE_STATUS_LABELS,
  SALE_TEXTS as T,
  type SaleChannel,
  type SaleStatus,
  formatCents,
  gasDoPovoReceiptRequired,
  isCashMethod,
  isWalkIn,
  newSaleStatus,
  saleBalance,
  salePaymentsRefusal,
} from '@ability/domain';
import { Col, Collapse, Divider, Form, type FormInstance, Input, Radio, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import type { Customer, CustomerSale } from '../../api/customers';
import type { SaleOptions } from '../../api/sales';
import { useEdition } from '../../app/edition';
import { useSession } from '../../app/session';
import { useNotify } from '../../shared/notify';
import { CustomerHistoryDrawer } from '../customers/CustomerHistoryDrawer';
import { SaleCustomerFields } from './SaleCustomerFields';
import { ItemRows, PaymentRows } from './SaleFormRows';
import {
  type ItemValues,
  type PaymentValues,
  type SaleFormValues,
  customerToValues,
  defaultsFor,
  dueDateFor,
  isGasDoPovoMethod,
  lastOrderValues,
} from './saleFormModel';
import { useGasDoPovoStatus } from '../../api/gas-do-povo';
import { GasDoPovoRedemptionFields } from '../gas-do-povo/GasDoPovoRedemptionFields';
import { FieldCol } from '../../shared/FieldCol';
import { CustomerEmptiesNotice } from '../empties/CustomerEmptiesNotice';
import { SaleEmptiesFields } from '../empties/SaleEmptiesFields';
import { GasDoPovoStatus } from '../gas-do-povo/GasDoPovoStatus';

export interface SaleFieldsProps {
  form: FormInstance<SaleFormValues>;
  options: SaleOptions | undefined;
  editing: boolean;
  /** Items and payments removed on edit (sent with `_destroy`). */
  onRemove: (kind: 'items' | 'payments', id: number) => void;
  /** What the form says above the items (e.g. the last order filled in, a product left out). */
  notice?: { type: 'info' | 'warning'; text: string; untilCustomer?: boolean } | null;
}

const CREATE_STATUSES: SaleStatus[] = ['created', 'in_transit', 'delivered', 'finished'];

/** The form's rows as the domain's balance reads them: a payment is cash by its method (isCashMethod). */
function formBalance(
  items: (ItemValues | undefined)[],
  payments: (PaymentValues | undefined)[],
  methods: SaleOptions['payment_methods'] | undefined,
) {
  return saleBalance(
    items.map((i) => ({
      price_cents: i?.price_cents ?? 0,
      quantity: i?.quantity ?? 0,
      discount_cents: i?.discount_cents ?? 0,
    })),
    payments.map((p) => ({
      value_cents: p?.value_cents ?? 0,
      cash: isCashMethod(methods?.find((m) => m.id === p?.payment_method_id)),
    })),
  );
}

/** Puts the cursor in the sale form's field labelled `label` once it is drawn (its text selected). */
export function focusLabel(label: string, delayMs = 0) {
  setTimeout(() => {
    const el = document.querySelector<HTMLElement>(`.sale-form [aria-label="${label}"]`);
    el?.focus();
    if (el instanceof HTMLInputElement) el.select();
  }, delayMs);
}

/**
 * The sections of the sale form laid out to fit a 1366×768
 * screen: the sale's data on top, the customer on the left, items, payments and totals on the right;
 * complement, reference and notes in the collapsed 'Informações adicionais'.
 */
export function SaleFields({ form, options, editing, onRemove, notice }: SaleFieldsProps) {
  const session = useSession();
  const edition = useEdition();
  const notify = useNotify();
  const isDeliverer = session.role === 'deliverer';
  const resaleId = Form.useWatch('resale_id', form);
  const channel = Form.useWatch('channel', form) as SaleChannel | undefined;
  const status = Form.useWatch('status', form) as SaleStatus | undefined;
  // `preserve`: the rows with their `id` (no input of its own), which a removal sends with `_destroy`.
  const items = (Form.useWatch('items', { form, preserve: true }) ?? []) as ItemValues[];
  const payments = (Form.useWatch('payments', { form, preserve: true }) ?? []) as PaymentValues[];
  const customerId = Form.useWatch(['customer', 'id'], form) as number | undefined;
  const customerName = Form.useWatch(['customer', 'name'], form) as string | undefined;
  const [historyOpen, setHistoryOpen] = useState(false);

  const methods = options?.payment_methods;
  const balance = formBalance(items, payments, methods);
  // Gás do Povo: the redemption's fields show while a payment is of that kind; its value and the refill's
  // price are the reference price in force (the server refuses any other).
  const gasDoPovo = useGasDoPovoStatus(resaleId).data;
  const redeeming = payments.some((p) => isGasDoPovoMethod(options, p?.payment_method_id));
  // An order still to deliver waits for the door: the deliverer types the receipt there. The form says so,
  // and the receipt's fields stay, not required (typed — the family redeemed already — they are checked).
  const askReceipt = gasDoPovoReceiptRequired(status ?? 'finished');

  // The payments' check of the server, before sending (the 422 on `payments` says the same); once shown,
  // it follows the rows as they change.
  const paymentsRules: Rule[] = [
    {
      validator: async () => {
        const v = form.getFieldsValue(true) as SaleFormValues;
        const rows = v.items ?? [];
        const why = salePaymentsRefusal(formBalance(rows, v.payments ?? [], methods), rows.length > 0);
        if (why) throw new Error(why);
      },
    },
  ];
  const refusal = salePaymentsRefusal(balance, items.length > 0);
  useEffect(() => {
    const f = form as FormInstance;
    if (f.getFieldError('payments_error').length)
      f.setFields([{ name: 'payments_error', errors: refusal ? [refusal] : [] }]);
  }, [refusal, form]);

  // A single payment that still holds the previous total follows the total as items change.
  const lastTotal = useRef(balance.total_cents);
  useEffect(() => {
    const prev = lastTotal.current;
    lastTotal.current = balance.total_cents;
    const ps = form.getFieldValue('payments') as PaymentValues[] | undefined;
    // (A Gás do Povo payment keeps the reference price.)
    if (
      ps?.length === 1 &&
      ps[0]!.value_cents === prev &&
      prev !== balance.total_cents &&
      !isGasDoPovoMethod(options, ps[0]!.payment_method_id)
    )
      form.setFieldValue(['payments', 0, 'value_cents'], balance.total_cents);
  }, [balance.total_cents, form, options]);

  const unitProducts = (options?.products ?? []).filter((p) => p.resale_id === resaleId);
  // Only active methods are offered; an inactive one a saved payment uses stays to show its name.
  const unitMethods = (options?.payment_methods ?? []).filter(
    (m) =>
      resaleId &&
      m.resale_ids.includes(resaleId) &&
      (m.status !== false || payments.some((p) => p?.payment_method_id === m.id)),
  );
  const unitEmployees = (options?.employees ?? []).filter((e) => resaleId && e.resale_ids.includes(resaleId));

  const changeResale = (id: number | undefined) => {
    form.setFieldValue('resale_id', id);
    if (editing) return;
    const current = form.getFieldsValue(true) as SaleFormValues;
    // Items and payments of another unit don't apply: start again from the unit's defaults.
    form.setFieldsValue({ ...defaultsFor(options, id) });
    if (current.employee_id && !isDeliverer) form.setFieldValue('employee_id', undefined);
  };

  // A walk-in is handed over at once: finished, unless the attendant chose another status; without a
  // customer the next thing to say is the quantity.
  const changeChannel = (c: SaleChannel, chosen = false) => {
    if (editing) return;
    if (!form.isFieldTouched('status')) form.setFieldValue('status', newSaleStatus(c));
    if (chosen && isWalkIn(c) && !form.getFieldValue(['customer', 'id'])) focusLabel(`${T.fields.quantity} 1`, 50);
  };

  const applyCustomer = (c: Customer | null) => {
    if (!c) {
      form.setFieldValue('customer', {});
      return;
    }
    form.setFieldValue('customer', customerToValues(c));
    if (c.resale_id !== form.getFieldValue('resale_id')) changeResale(c.resale_id);
  };

  // 'Repetir' in 'Últimas compras': that order at today's prices.
  const repeat = (sale: CustomerSale) => {
    if (!options) return;
    const { values, notice: left } = lastOrderValues(sale, options);
    const date = dayjs(sale.sold_on).format('DD/MM/YYYY');
    if (values) {
      if (sale.resale_id !== form.getFieldValue('resale_id')) form.setFieldValue('resale_id', sale.resale_id);
      form.setFieldsValue({
        ...values,
        ...(isDeliverer ? { employee_id: form.getFieldValue('employee_id') } : {}),
      });
      changeChannel(values.channel);
      notify.success(T.repeated(date));
    }
    if (left) notify.warning(left);
    setHistoryOpen(false);
  };

  const choosePayment = (index: number, methodId: number) => {
    const method = options?.payment_methods.find((m) => m.id === methodId);
    if (method?.kind === 'gas_do_povo') {
      const price = gasDoPovo?.price?.price_cents ?? 0;
      const rows = (form.getFieldValue('items') ?? []) as ItemValues[];
      rows.forEach((row, i) => {
        const product = options?.products.find((p) => p.id === row?.product_id);
        if (!product?.gas_do_povo_eligible || !price) return;
        form.setFieldValue(['items', i, 'price_cents'], price);
        form.setFieldValue(['items', i, 'discount_cents'], 0);
      });
      form.setFieldValue(['payments', index, 'value_cents'], price || null);
      form.setFieldValue(['payments', index, 'due_date'], null);
      if (form.getFieldValue(['gas_do_povo', 'empty_received']) === undefined)
        form.setFieldValue(['gas_do_povo', 'empty_received'], true);
      if (askReceipt) focusLabel('Validação', 50);
      return;
    }
    const others = payments.reduce((a, p, i) => a + (i === index ? 0 : (p?.value_cents ?? 0)), 0);
    form.setFieldValue(['payments', index, 'value_cents'], Math.max(0, balance.total_cents - others));
    form.setFieldValue(['payments', index, 'due_date'], dueDateFor(method?.delivery_time));
  };

  const chooseProduct = (index: number, productId: number) => {
    const p = options?.products.find((x) => x.id === productId);
    form.setFieldValue(['items', index, 'price_cents'], p?.price_cents ?? 0);
  };

  return (
    <div className="sale-form">
      <Divider titlePlacement="start">{T.sections.sale}</Divider>
      <Row gutter={12} className="sale-form-top">
        <Col flex="1 1 180px">
          <Form.Item name="resale_id" label={edition.unit} rules={[{ required: true }]}>
            <Select
              options={(options?.resales ?? []).map((r) => ({ value: r.id, label: r.name }))}
              onChange={(v) => changeResale(v)}
            />
          </Form.Item>
        </Col>
        <Col flex="none">
          <Form.Item name="channel" label={T.fields.channel}>
            <Radio.Group
              aria-label={T.fields.channel}
              optionType="button"
              buttonStyle="solid"
              className="sale-channels"
              options={SALE_CHANNELS.map((c) => ({ value: c, label: SALE_CHANNEL_LABELS[c] }))}
              onChange={(e) => changeChannel(e.target.value, true)}
            />
          </Form.Item>
        </Col>
        <Col flex="0 1 170px">
          <Form.Item name="status" label={T.fields.status}>
            <Select
              options={(editing ? (Object.keys(SALE_STATUS_LABELS) as SaleStatus[]) : CREATE_STATUSES).map((s) => ({
                value: s,
                label: SALE_STATUS_LABELS[s],
              }))}
            />
          </Form.Item>
        </Col>
        <Col flex="1 1 160px">
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

      <Row gutter={24}>
        <Col xs={24} lg={9}>
          <SaleCustomerFields form={form} onCustomer={applyCustomer} onHistory={() => setHistoryOpen(true)} />
          <CustomerEmptiesNotice customerId={customerId} />
        </Col>
        <Col xs={24} lg={15}>
          <Divider titlePlacement="start">{T.sections.items}</Divider>
          {!editing && isWalkIn(channel) && status === 'finished' && (
            <div className="sale-notice sale-notice-success" data-testid="sale-walk-in" role="status">
              {T.walkIn}
            </div>
          )}
          {notice && !(notice.untilCustomer && customerId) && (
            <div className={`sale-notice sale-notice-${notice.type}`} data-testid="sale-notice" role="status">
              {notice.text}
            </div>
          )}
          <ItemRows
            items={items}
            products={unitProducts}
            disabled={!resaleId}
            onRemove={onRemove}
            onProduct={chooseProduct}
          />
          <Divider titlePlacement="start">{T.sections.payments}</Divider>
          <PaymentRows
            payments={payments}
            methods={unitMethods}
            remainingCents={balance.remaining_cents}
            disabled={!resaleId}
            onRemove={onRemove}
            onMethod={choosePayment}
            errorRules={paymentsRules}
          />
          {redeeming && !askReceipt && (
            <div
              className="sale-notice sale-notice-info"
              data-testid="gas-do-povo-at-door"
              role="status"
              style={{ marginTop: 8 }}
            >
              {GDP.atDoor}
            </div>
          )}
          {redeeming && <GasDoPovoRedemptionFields optional={!askReceipt} />}
          <div className="sale-totals">
            <span>
              {T.fields.total} <strong data-testid="sale-total">{formatCents(balance.total_cents)}</strong>
            </span>
            <span>
              {T.fields.paid} <strong>{formatCents(balance.paid_cents)}</strong>
            </span>
            <span>
              {T.fields.change} <strong data-testid="sale-change">{formatCents(balance.change_cents)}</strong>
            </span>
            <span className={balance.remaining_cents ? 'sale-remaining' : undefined}>
              {T.fields.remaining} <strong>{formatCents(balance.remaining_cents)}</strong>
            </span>
          </div>
          {/* Beside the payments it concerns, in the column's free space: the front line keeps its height. */}
          <GasDoPovoStatus resaleId={resaleId} compact style={{ marginTop: 12, marginBottom: 0 }} />
        </Col>
      </Row>

      <Collapse
        size="small"
        className="sale-extra"
        items={[
          {
            key: 'extra',
            label: T.sections.extra,
            forceRender: true,
            children: (
              <Row gutter={12}>
                <Col span={24}>
                  <SaleEmptiesFields items={items} products={unitProducts} resaleId={resaleId} editing={editing} />
                </Col>
                <FieldCol md={8} name={['customer', 'complement']} label="Complemento">
                  <Input aria-label="Complemento" />
                </FieldCol>
                <FieldCol md={8} name={['customer', 'reference']} label="Referência">
                  <Input aria-label="Referência" />
                </FieldCol>
                <FieldCol md={8} name="obs" label={T.fields.obs}>
                  <Input.TextArea rows={1} autoSize={{ minRows: 1, maxRows: 4 }} aria-label={T.fields.obs} />
                </FieldCol>
              </Row>
            ),
          },
        ]}
      />
      <CustomerHistoryDrawer
        customer={historyOpen && customerId ? { id: customerId, name: customerName ?? '' } : null}
        onClose={() => setHistoryOpen(false)}
        onRepeat={editing ? undefined : repeat}
      />
    </div>
  );
}
