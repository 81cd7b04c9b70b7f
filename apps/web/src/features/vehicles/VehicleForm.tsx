import { FUEL_TYPES, FUEL_TYPE_LABELS, type FuelType, VEHICLE_TEXTS as T, normalizePlate } from '@ability/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import { type Vehicle, type VehicleInput, vehicleHooks } from '../../api/vehicles';
import { useEdition } from '../../app/edition';
import { MaskedInput } from '../../shared/MaskedInput';
import { UnitsSelect } from '../../shared/UnitsSelect';
import { chosenRule } from '../../shared/formRules';

export interface VehicleFormValues {
  license_plate: string;
  brand?: string;
  model?: string;
  fuel_type: FuelType;
  resale_ids: number[];
}

export const vehicleInitialValues: Partial<VehicleFormValues> = { fuel_type: 'flex', resale_ids: [] };

export function vehicleToInput(v: VehicleFormValues): VehicleInput {
  return {
    license_plate: normalizePlate(v.license_plate),
    brand: v.brand || null,
    model: v.model || null,
    fuel_type: v.fuel_type,
    resale_ids: v.resale_ids ?? [],
  };
}

export function vehicleToForm(v: Vehicle): VehicleFormValues {
  return {
    license_plate: v.license_plate,
    brand: v.brand ?? undefined,
    model: v.model ?? undefined,
    fuel_type: v.fuel_type,
    resale_ids: v.resale_ids,
  };
}

/** The vehicle's fields, the same for create and edit. The plate mask takes AAA-9999 and Mercosul AAA9A99. */
export function VehicleFields() {
  const edition = useEdition();
  const options = vehicleHooks.useOptions();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={8} md={6}>
        <Form.Item name="license_plate" label={T.fields.license_plate} rules={[chosenRule]}>
          <MaskedInput mask="plate" placeholder="AAA-0000" autoFocus />
        </Form.Item>
      </Col>
      <Col xs={24} sm={16} md={9}>
        <Form.Item name="brand" label={T.fields.brand}>
          <Input maxLength={60} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={16} md={9}>
        <Form.Item name="model" label={T.fields.model}>
          <Input maxLength={60} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8} md={6}>
        <Form.Item name="fuel_type" label={T.fields.fuel_type}>
          <Select options={FUEL_TYPES.map((f) => ({ value: f, label: FUEL_TYPE_LABELS[f] }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={18}>
        <Form.Item name="resale_ids" label={edition.units}>
          <UnitsSelect multiple units={options.data?.resales} />
        </Form.Item>
      </Col>
    </Row>
  );
}
