import { CUSTOMER_TEXTS as T, REPURCHASE_TEXTS } from '@ability/domain';
import { ContactsOutlined, RetweetOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { CUSTOMERS_PATH as PATH } from './paths';

const CustomerListPage = lazy(() => import('./CustomerListPage').then((m) => ({ default: m.CustomerListPage })));
const CustomerNewPage = lazy(() => import('./CustomerFormPages').then((m) => ({ default: m.CustomerNewPage })));
const RepurchasePage = lazy(() => import('./RepurchasePage').then((m) => ({ default: m.RepurchasePage })));
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
    // The re-purchase queue (issue 25): in the menu of those who take the orders.
    path: '/recompra',
    component: RepurchasePage,
    resource: 'customers',
    action: 'write',
    breadcrumb: () => [{ label: REPURCHASE_TEXTS.menu }],
    menu: { label: () => REPURCHASE_TEXTS.menu, order: 6, icon: RetweetOutlined, roles: ['admin', 'attendant'] },
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
