import { ADDRESS_LABELS, SALE_TEXTS as T, formatPhone } from '@ability/domain';
import { ClearOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Form, type FormInstance, Input, type InputRef, Row, Space } from 'antd';
import { useRef } from 'react';
import { api } from '../../api/client';
import type { Customer } from '../../api/customers';
import { SegmentTag } from '../customers/SegmentTag';
import { CitySelect } from '../../shared/CitySelect';
import { MaskedInput } from '../../shared/MaskedInput';
import { SearchSelect } from '../../shared/SearchSelect';
import { useCepLookup } from '../../shared/useCepLookup';
import type { CustomerValues, SaleFormValues } from './saleFormModel';
import { FieldCol } from '../../shared/FieldCol';

/**
 * 'Dados do cliente' ('Últimas compras' and 'Limpar cliente' by the title): the search, name, phone,
 * WhatsApp, and the street address (CEP → street, neighbourhood and city, the cursor then on the number).
 * Complement and reference are in 'Informações adicionais'.
 */
export function SaleCustomerFields(props: {
  form: FormInstance<SaleFormValues>;
  onCustomer: (c: Customer | null) => void;
  onHistory: () => void;
}) {
  const { form } = props;
  const customer = (Form.useWatch('customer', { form, preserve: true }) ?? {}) as CustomerValues;
  const found = useRef(new Map<number, Customer>());
  const numberRef = useRef<InputRef>(null);
  const cep = useCepLookup(form, 'customer', () => numberRef.current?.focus());

  return (
    <>
      <div className="sale-section-head">
        <Divider titlePlacement="start">{T.sections.customer}</Divider>
        <Space size={4}>
          <SegmentTag segment={customer.id ? customer.segment : null} />
          <Button size="small" icon={<HistoryOutlined />} disabled={!customer.id} onClick={props.onHistory}>
            {T.historyTitle}
          </Button>
          <Button
            size="small"
            icon={<ClearOutlined />}
            aria-label="Limpar cliente"
            title="Limpar cliente"
            onClick={() => props.onCustomer(null)}
          />
        </Space>
      </div>
      <Form.Item label="Buscar cliente (nome ou telefone)">
        <SearchSelect
          aria-label="Buscar cliente"
          queryKey={['/customers', 'typeahead']}
          minChars={3}
          placeholder="Digite ao menos 3 letras"
          value={customer.id}
          selected={customer.id ? { id: customer.id, name: customer.name ?? '' } : null}
          search={async (text) => {
            const res = await api<{ data: Customer[] }>('/customers', { query: { query: text } });
            for (const c of res.data) found.current.set(c.id, c);
            return res.data.map((c) => ({
              id: c.id,
              name: `${c.name}${c.contacts[0] ? ` · ${formatPhone(c.contacts[0].phone)}` : ''}`,
            }));
          }}
          onChange={(id) => props.onCustomer(id ? (found.current.get(id as number) ?? null) : null)}
        />
      </Form.Item>
      <Form.Item name={['customer', 'id']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={['customer', 'contact_id']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name="customer_error" className="form-error-slot">
        <span />
      </Form.Item>
      <Row gutter={8}>
        <FieldCol
          md={13}
          name={['customer', 'name']}
          label={customer.id ? `${T.fields.customer} (editando)` : T.fields.customer}
          rules={[{ required: !!customer.id || !!customer.phone, message: 'não pode ficar em branco' }]}
        >
          <Input aria-label="Nome do cliente" />
        </FieldCol>
        <FieldCol md={11} name={['customer', 'phone']} label={T.fields.phone}>
          <MaskedInput mask="phone" aria-label="Telefone do cliente" />
        </FieldCol>
        <FieldCol md={24} name={['customer', 'whatsapp']} valuePropName="checked" className="sale-form-check">
          <Checkbox>Este numero é Whatsapp</Checkbox>
        </FieldCol>
        <FieldCol xs={10} md={8} name={['customer', 'zipcode']} label={ADDRESS_LABELS.zipcode}>
          <MaskedInput mask="cep" aria-label="CEP" placeholder="00.000-000" {...cep.cepProps} />
        </FieldCol>
        <FieldCol xs={14} md={11} name={['customer', 'patio']} label="Rua">
          <Input aria-label="Rua" />
        </FieldCol>
        <FieldCol xs={8} md={5} name={['customer', 'number']} label="Número">
          <Input aria-label="Número" ref={numberRef} />
        </FieldCol>
        <FieldCol xs={16} md={11} name={['customer', 'neighborhood']} label="Bairro">
          <Input aria-label="Bairro" />
        </FieldCol>
        <FieldCol md={13} name={['customer', 'city_id']} label={ADDRESS_LABELS.city}>
          <CitySelect knownCity={cep.knownCity ?? customer.city ?? null} />
        </FieldCol>
      </Row>
    </>
  );
}
