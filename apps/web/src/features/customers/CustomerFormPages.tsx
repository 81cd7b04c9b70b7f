import { COMODATO_TEXTS as C, CUSTOMER_TEXTS } from '@ability/domain';
import { Space, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { type Customer, type CustomerInput, useCustomer, useSaveCustomer } from '../../api/customers';
import { type RecordForm, RecordEditPage, RecordNewPage } from '../../shared/RecordFormPages';
import {
  CustomerFields,
  type CustomerFormValues,
  customerInitialValues,
  customerToForm,
  customerToInput,
} from './CustomerForm';
import { CustomerEmptiesNotice } from '../empties/CustomerEmptiesNotice';
import { WhatsappCustomerButton } from '../whatsapp/WhatsappCustomerButton';
import { CustomerComodatoTab } from './CustomerComodatoTab';
import { CUSTOMERS_PATH } from './paths';
import { SegmentTag } from './SegmentTag';

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
  hooks: { useOne: useCustomer, useSave: useSaveCustomer },
  fields: (record) => <CustomerFields record={record} />,
};

export function CustomerNewPage() {
  return <RecordNewPage form={form} />;
}

/** The edit page's tab in the URL (`?aba=comodato`): the stock adjustments link a lending to the ledger. */
export const COMODATO_TAB = 'comodato';

function CustomerEditTabs({ record }: { record: Customer }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === COMODATO_TAB ? COMODATO_TAB : 'data';
  return (
    <>
      {/* Above the tabs, not in their bar: a button inside the tab list is not a tab (axe: aria-required-children). */}
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', justifyContent: 'flex-end', marginBottom: 12 }}>
        <CustomerEmptiesNotice customerId={record.id} style={{ flex: 1 }} />
        <WhatsappCustomerButton customerId={record.id} />
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === COMODATO_TAB ? { aba: COMODATO_TAB } : {}, { replace: true })}
        tabBarExtraContent={
          <Space>
            <span>{C.segmentToday}:</span>
            <SegmentTag segment={record.segment} />
          </Space>
        }
        items={[
          { key: 'data', label: C.dataTab, children: <CustomerFields record={record} />, forceRender: true },
          { key: COMODATO_TAB, label: C.tab, children: <CustomerComodatoTab customerId={record.id} /> },
        ]}
      />
    </>
  );
}

const editForm: typeof form = {
  ...form,
  fields: (record) => (record ? <CustomerEditTabs record={record} /> : <CustomerFields />),
};

export function CustomerEditPage() {
  return <RecordEditPage form={editForm} />;
}
