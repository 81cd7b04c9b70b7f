import {
  FUEL_TYPES,
  FUEL_TYPE_LABELS,
  type FuelType,
  VEHICLE_TEXTS as T,
  formatPlate,
  normalizePlate,
  vehicleName,
} from '@ability/domain';
import { Input, Row, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { type Vehicle, type VehicleInput, vehicleHooks } from '../../api/vehicles';
import { useEdition } from '../../app/edition';
import { ListPage } from '../../shared/ListPage';
import { MaskedInput } from '../../shared/MaskedInput';
import { type RecordForm, recordPages } from '../../shared/RecordFormPages';
import { UnitsSelect } from '../../shared/UnitsSelect';
import { chosenRule } from '../../shared/formRules';
import { useRegisterList } from '../../shared/useRegisterList';
import { FieldCol } from '../../shared/FieldCol';

const dash = (v: string | null) => v || '—';

/** The register's resource, texts and hooks: its list's and its form's. */
const register = { resource: 'vehicles', texts: T, hooks: vehicleHooks } as const;

function VehicleListPage() {
  const { listProps, editPath, actionsColumn } = useRegisterList<Vehicle>({ ...register, name: vehicleName });

  const columns: ColumnsType<Vehicle> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    {
      title: T.columns.license_plate,
      dataIndex: 'license_plate',
      render: (plate: string, v) => (
        <Link to={editPath(v)} style={{ whiteSpace: 'nowrap' }}>
          {formatPlate(plate)}
        </Link>
      ),
    },
    { title: T.columns.brand, dataIndex: 'brand', render: dash },
    { title: T.columns.model, dataIndex: 'model', render: dash },
    { title: T.columns.fuel_type, dataIndex: 'fuel_type', render: (f: FuelType) => FUEL_TYPE_LABELS[f] },
    actionsColumn,
  ];

  return <ListPage<Vehicle> {...listProps} columns={columns} />;
}

interface VehicleFormValues {
  license_plate: string;
  brand?: string;
  model?: string;
  fuel_type: FuelType;
  resale_ids: number[];
}

/** The vehicle's fields, the same for create and edit. The plate mask takes AAA-9999 and Mercosul AAA9A99. */
function VehicleFields() {
  const edition = useEdition();
  const options = vehicleHooks.useOptions();
  return (
    <Row gutter={16}>
      <FieldCol sm={8} md={6} name="license_plate" label={T.fields.license_plate} rules={[chosenRule]}>
        <MaskedInput mask="plate" placeholder="AAA-0000" autoFocus />
      </FieldCol>
      <FieldCol sm={16} md={9} name="brand" label={T.fields.brand}>
        <Input maxLength={60} />
      </FieldCol>
      <FieldCol sm={16} md={9} name="model" label={T.fields.model}>
        <Input maxLength={60} />
      </FieldCol>
      <FieldCol sm={8} md={6} name="fuel_type" label={T.fields.fuel_type}>
        <Select options={FUEL_TYPES.map((f) => ({ value: f, label: FUEL_TYPE_LABELS[f] }))} />
      </FieldCol>
      <FieldCol md={18} name="resale_ids" label={edition.units}>
        <UnitsSelect multiple units={options.data?.resales} />
      </FieldCol>
    </Row>
  );
}

const form: RecordForm<Vehicle, VehicleFormValues, VehicleInput> = {
  ...register,
  initialValues: { fuel_type: 'flex', resale_ids: [] },
  errorFieldMap: { resales: ['resale_ids'] },
  toForm: (v) => ({
    license_plate: v.license_plate,
    brand: v.brand ?? undefined,
    model: v.model ?? undefined,
    fuel_type: v.fuel_type,
    resale_ids: v.resale_ids,
  }),
  toInput: (v) => ({
    license_plate: normalizePlate(v.license_plate),
    brand: v.brand || null,
    model: v.model || null,
    fuel_type: v.fuel_type,
    resale_ids: v.resale_ids ?? [],
  }),
  fields: () => <VehicleFields />,
};

/** The vehicles' screens (`lazyPages` in app/registry.ts): the list, and the create and edit of one form. */
export const vehiclePages = recordPages(VehicleListPage, form);
