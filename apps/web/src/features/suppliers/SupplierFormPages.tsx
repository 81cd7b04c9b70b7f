import { SUPPLIER_TEXTS } from '@ability/domain';
import { type Supplier, type SupplierInput, supplierHooks } from '../../api/suppliers';
import { type RecordForm, RecordEditPage, RecordNewPage } from '../../shared/RecordFormPages';
import {
  SupplierFields,
  type SupplierFormValues,
  supplierInitialValues,
  supplierToForm,
  supplierToInput,
} from './SupplierForm';
import { SUPPLIERS_PATH } from './paths';

const form: RecordForm<Supplier, SupplierFormValues, SupplierInput> = {
  texts: SUPPLIER_TEXTS,
  listPath: SUPPLIERS_PATH,
  resource: 'suppliers',
  initialValues: supplierInitialValues,
  errorFieldMap: { resales: ['resale_ids'], city: ['address', 'city_id'], 'address.zipcode': ['address', 'zipcode'] },
  toForm: supplierToForm,
  toInput: supplierToInput,
  useRecord: supplierHooks.useOne,
  useSave: supplierHooks.useSave,
  fields: (record) => <SupplierFields record={record} />,
};

export function SupplierNewPage() {
  return <RecordNewPage form={form} />;
}

export function SupplierEditPage() {
  return <RecordEditPage form={form} />;
}
