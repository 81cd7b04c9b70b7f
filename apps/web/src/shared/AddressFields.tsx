import { ADDRESS_LABELS } from '@ability/domain';
import { type FormInstance, Input, type InputRef, Row } from 'antd';
import { useRef } from 'react';
import type { City } from '../api/cities';
import { CitySelect } from './CitySelect';
import { MaskedInput } from './MaskedInput';
import { useCepLookup } from './useCepLookup';
import { FieldCol } from './FieldCol';

export interface AddressFieldsProps {
  form: FormInstance;
  /** Field path of the address block in the form. */
  name?: string;
  /** The record's city, for the select's label. */
  city?: City | null;
}

/**
 * The address block: CEP with lookup once it has its 8 digits (the cursor then on the number), street,
 * number, complement, neighbourhood, city type-ahead and reference.
 */
export function AddressFields({ form, name = 'address', city }: AddressFieldsProps) {
  const numberRef = useRef<InputRef>(null);
  const cep = useCepLookup(form, name, () => numberRef.current?.focus());
  const shownCity = cep.knownCity ?? city ?? null;

  return (
    <Row gutter={16}>
      <FieldCol sm={8} md={6} name={[name, 'zipcode']} label={ADDRESS_LABELS.zipcode}>
        <MaskedInput mask="cep" placeholder="00.000-000" {...cep.cepProps} />
      </FieldCol>
      <FieldCol sm={16} md={12} name={[name, 'patio']} label={ADDRESS_LABELS.patio}>
        <Input maxLength={255} />
      </FieldCol>
      <FieldCol sm={8} md={6} name={[name, 'number']} label={ADDRESS_LABELS.number}>
        <Input maxLength={30} ref={numberRef} />
      </FieldCol>
      <FieldCol sm={16} md={8} name={[name, 'complement']} label={ADDRESS_LABELS.complement}>
        <Input maxLength={255} />
      </FieldCol>
      <FieldCol sm={12} md={8} name={[name, 'neighborhood']} label={ADDRESS_LABELS.neighborhood}>
        <Input maxLength={255} />
      </FieldCol>
      <FieldCol sm={12} md={8} name={[name, 'city_id']} label={ADDRESS_LABELS.city}>
        <CitySelect knownCity={shownCity} />
      </FieldCol>
      <FieldCol name={[name, 'reference']} label={ADDRESS_LABELS.reference}>
        <Input maxLength={255} />
      </FieldCol>
    </Row>
  );
}
