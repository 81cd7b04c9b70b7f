import { ADDRESS_LABELS, onlyDigits } from '@ability/domain';
import { Col, Form, type FormInstance, Input, Row } from 'antd';
import { useState } from 'react';
import { ApiError } from '../api/client';
import { type City, lookupCep } from '../api/cities';
import { CitySelect } from './CitySelect';
import { MaskedInput } from './MaskedInput';
import { useNotify } from './notify';

export interface AddressFieldsProps {
  form: FormInstance;
  /** Field path of the address block in the form. */
  name?: string;
  /** The record's city, for the select's label. */
  city?: City | null;
}

/**
 * The address block: CEP with lookup on leaving the field (only with exactly 8 digits), street,
 * number, complement, neighbourhood, city type-ahead and reference.
 */
export function AddressFields({ form, name = 'address', city }: AddressFieldsProps) {
  const notify = useNotify();
  const [knownCity, setKnownCity] = useState<City | null>(city ?? null);
  const [looking, setLooking] = useState(false);
  const shownCity = knownCity ?? city ?? null;

  const onCepBlur = async () => {
    const digits = onlyDigits(form.getFieldValue([name, 'zipcode']));
    if (digits.length !== 8) return;
    setLooking(true);
    try {
      const found = await lookupCep(digits);
      if (found.city) setKnownCity(found.city);
      const current = form.getFieldValue(name) ?? {};
      form.setFieldValue(name, {
        ...current,
        patio: found.patio || current.patio,
        complement: found.complement || current.complement,
        neighborhood: found.neighborhood || current.neighborhood,
        city_id: found.city_id ?? current.city_id ?? null,
      });
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) notify.warning(ADDRESS_LABELS.notFound);
      else notify.warning(e instanceof ApiError ? e.message : ADDRESS_LABELS.notFound);
    } finally {
      setLooking(false);
    }
  };

  return (
    <Row gutter={16}>
      <Col xs={24} sm={8} md={6}>
        <Form.Item name={[name, 'zipcode']} label={ADDRESS_LABELS.zipcode}>
          <MaskedInput mask="cep" placeholder="00.000-000" onBlur={onCepBlur} suffix={looking ? '…' : undefined} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={16} md={12}>
        <Form.Item name={[name, 'patio']} label={ADDRESS_LABELS.patio}>
          <Input maxLength={255} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8} md={6}>
        <Form.Item name={[name, 'number']} label={ADDRESS_LABELS.number}>
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={16} md={8}>
        <Form.Item name={[name, 'complement']} label={ADDRESS_LABELS.complement}>
          <Input maxLength={255} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={8}>
        <Form.Item name={[name, 'neighborhood']} label={ADDRESS_LABELS.neighborhood}>
          <Input maxLength={255} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={8}>
        <Form.Item name={[name, 'city_id']} label={ADDRESS_LABELS.city}>
          <CitySelect knownCity={shownCity} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name={[name, 'reference']} label={ADDRESS_LABELS.reference}>
          <Input maxLength={255} />
        </Form.Item>
      </Col>
    </Row>
  );
}
