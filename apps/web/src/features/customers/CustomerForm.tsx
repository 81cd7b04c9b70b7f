import {
  GAS_DO_POVO_CUSTOMER_TEXTS as G,
  GAS_DO_POVO_CYCLES,
  CUSTOMER_TEXTS as T,
  formatDateBr,
  onlyDigits,
} from '@ability/domain';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Divider, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { type Customer, type CustomerInput, useCustomerOptions } from '../../api/customers';
import { AddressFields } from '../../shared/AddressFields';
import { type AddressFormValues, addressToForm, formToAddress } from '../../shared/address';
import { MaskedInput } from '../../shared/MaskedInput';
import { UnitField } from '../../shared/UnitsSelect';
import { requiredRule } from '../../shared/formRules';
import { FieldCol } from '../../shared/FieldCol';

interface ContactValue {
  id?: number;
  phone?: string;
  whatsapp?: boolean;
  _destroy?: boolean;
}

export interface CustomerFormValues {
  name: string;
  cpf_cnpj?: string;
  resale_id?: number;
  group_id?: number | null;
  sector_id?: number | null;
  birth_day?: number | null;
  birth_month?: number | null;
  /** Gás do Povo voucher cycle (2 or 3 months; empty reads 3). */
  gas_do_povo_cycle_months?: number | null;
  obs?: string;
  address?: AddressFormValues;
  contacts: ContactValue[];
}

export const customerInitialValues: Partial<CustomerFormValues> = { contacts: [{ phone: '', whatsapp: false }] };

export function customerToInput(v: CustomerFormValues): CustomerInput {
  return {
    name: v.name,
    cpf_cnpj: onlyDigits(v.cpf_cnpj) || null,
    resale_id: v.resale_id!,
    group_id: v.group_id ?? null,
    sector_id: v.sector_id ?? null,
    birth_day: v.birth_day ?? null,
    birth_month: v.birth_month ?? null,
    gas_do_povo_cycle_months: v.gas_do_povo_cycle_months ?? null,
    obs: v.obs || null,
    address_attributes: formToAddress(v.address),
    // Saved phones travel with their id (a removed one flagged `_destroy`); a new one only when filled
    // in and not removed again.
    contacts_attributes: (v.contacts ?? [])
      .filter((c) => c.id || (!c._destroy && onlyDigits(c.phone)))
      .map((c) => ({
        ...(c.id ? { id: c.id } : {}),
        phone: onlyDigits(c.phone),
        whatsapp: !!c.whatsapp,
        ...(c._destroy ? { _destroy: true } : {}),
      })),
  };
}

export function customerToForm(c: Customer): CustomerFormValues {
  return {
    name: c.name,
    cpf_cnpj: c.cpf_cnpj ?? undefined,
    resale_id: c.resale_id,
    group_id: c.group_id,
    sector_id: c.sector_id,
    birth_day: c.birth_day,
    birth_month: c.birth_month,
    gas_do_povo_cycle_months: c.gas_do_povo_cycle_months,
    obs: c.obs ?? undefined,
    address: addressToForm(c.address),
    contacts: c.contacts.map((x) => ({ id: x.id, phone: x.phone, whatsapp: x.whatsapp })),
  };
}

export const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

/** The customer's fields, the same for create and edit; group and sector follow the chosen unit. */
export function CustomerFields({ record }: { record?: Customer }) {
  const form = Form.useFormInstance<CustomerFormValues>();
  const options = useCustomerOptions();
  const resaleId = Form.useWatch('resale_id', form);
  // `preserve`: the contacts with their `id` and `_destroy`, which have no input of their own.
  const contacts = (Form.useWatch('contacts', { form, preserve: true }) ?? []) as ContactValue[];
  const inUnit = <X extends { resale_id: number }>(list: X[] | undefined) =>
    (list ?? []).filter((x) => x.resale_id === resaleId);
  const single = options.data?.resales.length === 1 ? options.data.resales[0] : undefined;
  if (single && !resaleId && !record) form.setFieldValue('resale_id', single.id);

  return (
    <>
      <Row gutter={16}>
        <FieldCol md={12} name="name" label={T.fields.name} rules={[requiredRule]}>
          <Input maxLength={150} autoFocus />
        </FieldCol>
        <FieldCol sm={12} md={6} name="cpf_cnpj" label={T.fields.cpf_cnpj}>
          <MaskedInput mask="cpf_cnpj" placeholder="000.000.000-00" />
        </FieldCol>
        <Col xs={24} sm={12} md={6}>
          <UnitField units={options.data?.resales} clears={{ group_id: null, sector_id: null }} />
        </Col>
        <FieldCol xs={12} md={4} name="birth_day" label={T.fields.birth_day}>
          <InputNumber min={1} max={31} precision={0} style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol xs={12} md={4} name="birth_month" label={T.fields.birth_month}>
          <Select allowClear options={MONTHS.map((m, i) => ({ value: i + 1, label: m }))} />
        </FieldCol>
        {record?.birthday && (
          <FieldCol md={4} label="Aniversário" htmlFor="customer-birthday">
            <Input id="customer-birthday" disabled value={formatDateBr(record.birthday)} />
          </FieldCol>
        )}
        <FieldCol md={8} name="group_id" label={T.fields.group}>
          <Select
            allowClear
            disabled={!resaleId}
            options={inUnit(options.data?.groups).map((g) => ({ value: g.id, label: g.description }))}
          />
        </FieldCol>
        <FieldCol md={8} name="sector_id" label={T.fields.sector}>
          <Select
            allowClear
            disabled={!resaleId}
            options={inUnit(options.data?.sectors).map((s) => ({ value: s.id, label: s.description }))}
          />
        </FieldCol>
        <FieldCol md={8} name="gas_do_povo_cycle_months" label={G.cycle} tooltip={G.cycleHelp}>
          <Select
            allowClear
            placeholder={G.cycleOption(3)}
            options={GAS_DO_POVO_CYCLES.map((m) => ({ value: m, label: G.cycleOption(m) }))}
          />
        </FieldCol>
        <FieldCol name="obs" label={T.fields.obs}>
          <Input.TextArea maxLength={4000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </FieldCol>
      </Row>
      <Divider titlePlacement="start">{T.fields.contacts}</Divider>
      <Form.Item name="contacts_errors" style={{ marginBottom: 0 }}>
        <Input type="hidden" />
      </Form.Item>
      <Form.List name="contacts">
        {(fields, { add }) => (
          <>
            {fields.map((field) =>
              contacts[field.name]?._destroy ? null : (
                // Bottoms aligned: the check box and the button sit beside the input, not its label.
                <Space key={field.key} align="end" wrap>
                  <Form.Item name={[field.name, 'phone']} label={T.fields.phone}>
                    <MaskedInput mask="phone" placeholder="(00) 00000-0000" style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'whatsapp']} valuePropName="checked">
                    <Checkbox>{T.phoneWhatsapp}</Checkbox>
                  </Form.Item>
                  <Form.Item>
                    <Button
                      aria-label="Remover telefone"
                      icon={<DeleteOutlined />}
                      onClick={() => form.setFieldValue(['contacts', field.name, '_destroy'], true)}
                    />
                  </Form.Item>
                </Space>
              ),
            )}
            <div>
              <Button icon={<PlusOutlined />} onClick={() => add({ phone: '', whatsapp: false })}>
                {T.addPhone}
              </Button>
            </div>
          </>
        )}
      </Form.List>
      <Divider titlePlacement="start">{T.fields.address}</Divider>
      <AddressFields form={form} city={record?.address?.city ?? null} />
    </>
  );
}
