import { VEHICLE_TEXTS } from '@ability/domain';
import { type Vehicle, type VehicleInput, vehicleHooks } from '../../api/vehicles';
import { type RecordForm, RecordEditPage, RecordNewPage } from '../../shared/RecordFormPages';
import {
  VehicleFields,
  type VehicleFormValues,
  vehicleInitialValues,
  vehicleToForm,
  vehicleToInput,
} from './VehicleForm';
import { VEHICLES_PATH } from './paths';

const form: RecordForm<Vehicle, VehicleFormValues, VehicleInput> = {
  texts: VEHICLE_TEXTS,
  listPath: VEHICLES_PATH,
  resource: 'vehicles',
  initialValues: vehicleInitialValues,
  errorFieldMap: { resales: ['resale_ids'] },
  toForm: vehicleToForm,
  toInput: vehicleToInput,
  useRecord: vehicleHooks.useOne,
  useSave: vehicleHooks.useSave,
  fields: () => <VehicleFields />,
};

export function VehicleNewPage() {
  return <RecordNewPage form={form} />;
}

export function VehicleEditPage() {
  return <RecordEditPage form={form} />;
}
