import { CUSTOMER_TEXTS } from '@ability/domain';
import { type Customer, type CustomerInput, useCustomer, useSaveCustomer } from '../../api/customers';
import { type RecordForm, RecordEditPage, RecordNewPage } from '../../shared/RecordFormPages';
import {
  CustomerFields,
  type CustomerFormValues,
  customerInitialValues,
  customerToForm,
  customerToInput,
} from './CustomerForm';
import { CUSTOMERS_PATH } from './paths';

const form: RecordForm<Customer, CustomerFormValues, CustomerInput> = {
  texts: CUSTOMER_TEXTS,
  listPath: CUSTOMERS_PATH,
  resource: 'customers',
  initialValues: customerInitialValues,
  errorFieldMap: {
    resale: ['resale_id'],
    group: ['group_id'],
    sector: ['sector_id'],
    contacts: ['contacts_errors'],
    city: ['address', 'city_id'],
    'address.zipcode': ['address', 'zipcode'],
  },
  toForm: customerToForm,
  toInput: customerToInput,
  useRecord: useCustomer,
  useSave: useSaveCustomer,
  fields: (record) => <CustomerFields record={record} />,
};

export function CustomerNewPage() {
  return <RecordNewPage form={form} />;
}

export function CustomerEditPage() {
  return <RecordEditPage form={form} />;
}
