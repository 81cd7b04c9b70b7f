import { CUSTOMER_TEXTS as T } from '@ability/domain';
import { ContactsOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { CUSTOMERS_PATH as PATH } from './paths';

const CustomerListPage = lazy(() => import('./CustomerListPage').then((m) => ({ default: m.CustomerListPage })));
const CustomerNewPage = lazy(() => import('./CustomerFormPages').then((m) => ({ default: m.CustomerNewPage })));
const CustomerEditPage = lazy(() => import('./CustomerFormPages').then((m) => ({ default: m.CustomerEditPage })));

export const customersRoutes: FeatureRoute[] = [
  {
    path: PATH,
    component: CustomerListPage,
    resource: 'customers',
    action: 'read',
    breadcrumb: () => [{ label: T.menu }],
    menu: { label: () => T.menu, order: 5, icon: ContactsOutlined },
  },
  {
    path: `${PATH}/novo`,
    component: CustomerNewPage,
    resource: 'customers',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.newCrumb }],
  },
  {
    path: `${PATH}/:id/editar`,
    component: CustomerEditPage,
    resource: 'customers',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.editTitle }],
  },
];
export { SegmentTag } from './SegmentTag';
