import {
  ADJUSTMENT_REASONS,
  ADJUSTMENT_REASON_LABELS,
  ADJUSTMENT_TEXTS as T,
  type AdjustmentReason,
  STOCK_MOVEMENTS,
  STOCK_MOVEMENT_LABELS,
  type StockMovement,
  formatDateBr,
  hasReason,
  needsCustomer,
  parseDate,
} from '@ability/domain';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useEffect } from 'react';
import { searchCustomers, useAppointmentOptions, useCreateAppointment } from '../../api/stock-appointments';
import { todayIso } from '../../shared/DateRangeFilter';
import { FormPage } from '../../shared/FormPage';
import { MaskedInput } from '../../shared/MaskedInput';
import { SearchSelect } from '../../shared/SearchSelect';
import { UnitField } from '../../shared/UnitsSelect';
import { chosenRule, dateRule } from '../../shared/formRules';
import { APPOINTMENTS_PATH } from './paths';
import { useCreateSubmit } from '../../shared/RecordFormPages';
import { FieldCol } from '../../shared/FieldCol';

interface AppointmentFormValues {
  date: string;
  movement: StockMovement;
  resale_id?: number;
  product_id?: number;
  customer_id?: number;
  reason?: AdjustmentReason;
  justification?: string;
  quantity: number;
}

/**
 * Create a stock adjustment (/estoque/apontamentos/novo). Default movement inflow; the customer is
 * asked only for lending; reason and justification are hidden for lending and defect.
 */
export function AppointmentFormPage() {
  const [form] = Form.useForm<AppointmentFormValues>();
  const options = useAppointmentOptions();
  const submit = useCreateSubmit(useCreateAppointment(), T, APPOINTMENTS_PATH);
  const movement = (Form.useWatch('movement', form) ?? 'inflow') as StockMovement;
  const resaleId = Form.useWatch('resale_id', form);
  const units = options.data?.resales;
  const products = (options.data?.products ?? []).filter((p) => p.resale_id === resaleId);

  useEffect(() => {
    if (units?.length && !form.getFieldValue('resale_id')) form.setFieldValue('resale_id', units[0]!.id);
  }, [units, form]);

  return (
    <FormPage<AppointmentFormValues>
      title={T.newTitle}
      form={form}
      initialValues={{ movement: 'inflow', quantity: 1, date: formatDateBr(todayIso()) }}
      submitLabel={T.createButton}
      submittingLabel="Salvando..."
      cancelTo={APPOINTMENTS_PATH}
      errorFieldMap={{ resale: ['resale_id'], product: ['product_id'], customer: ['customer_id'] }}
      onSubmit={(v) =>
        submit(() => ({
          date: parseDate(v.date) ?? '',
          movement: v.movement,
          resale_id: v.resale_id as number,
          product_id: v.product_id as number,
          customer_id: needsCustomer(v.movement) ? (v.customer_id ?? null) : null,
          reason: hasReason(v.movement) ? (v.reason ?? null) : null,
          justification: hasReason(v.movement) ? v.justification || null : null,
          quantity: v.quantity,
        }))
      }
    >
      <Row gutter={16}>
        <FieldCol xs={12} md={6} name="date" label={T.fields.date} rules={[chosenRule, dateRule]}>
          <MaskedInput mask="date" placeholder="dd/mm/aaaa" aria-label={T.fields.date} />
        </FieldCol>
        <FieldCol xs={12} md={6} name="movement" label={T.fields.movement} rules={[chosenRule]}>
          <Select
            aria-label={T.fields.movement}
            options={STOCK_MOVEMENTS.map((m) => ({ value: m, label: STOCK_MOVEMENT_LABELS[m] }))}
          />
        </FieldCol>
        <Col xs={24} md={12}>
          <UnitField units={units} clears={{ product_id: undefined, customer_id: undefined }} />
        </Col>
        <FieldCol md={12} name="product_id" label={T.fields.product} rules={[chosenRule]}>
          <Select
            aria-label={T.fields.product}
            placeholder="Selecione um produto"
            showSearch={{ optionFilterProp: 'label' }}
            options={products.map((p) => ({ value: p.id, label: p.description }))}
          />
        </FieldCol>
        <FieldCol
          xs={12}
          md={6}
          name="quantity"
          label={T.fields.quantity}
          rules={[{ required: true, type: 'number', min: 1, message: 'deve ser maior ou igual a 1' }]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} aria-label={T.fields.quantity} />
        </FieldCol>
        {needsCustomer(movement) && (
          <FieldCol md={12} name="customer_id" label={T.fields.customer} rules={[chosenRule]}>
            <SearchSelect
              aria-label={T.fields.customer}
              placeholder={T.fields.customerPlaceholder}
              minChars={3}
              queryKey={['/customers', 'typeahead']}
              search={searchCustomers}
            />
          </FieldCol>
        )}
        {hasReason(movement) && (
          <>
            <FieldCol md={6} name="reason" label={T.fields.reason}>
              <Select
                allowClear
                aria-label={T.fields.reason}
                options={ADJUSTMENT_REASONS.map((r) => ({ value: r, label: ADJUSTMENT_REASON_LABELS[r] }))}
              />
            </FieldCol>
            <FieldCol name="justification" label={T.fields.justification}>
              <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
            </FieldCol>
          </>
        )}
      </Row>
    </FormPage>
  );
}
