import { CUSTOMER_TEXTS as T, REPURCHASE_TEXTS } from '@ability/domain';
import { ContactsOutlined, RetweetOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { CUSTOMERS_PATH as PATH } from './paths';

const CustomerListPage = lazy(() => import('./CustomerListPage').then((m) => ({ default: m.CustomerListPage })));
const CustomerNewPage = lazy(() => import('./CustomerFormPages').then((m) => ({ default: m.CustomerNewPage })));
const RepurchasePage = lazy(() => import('./RepurchasePage').then((m) => ({ default: m.RepurchasePage })));
const CustomerEditPage = lazy(() => import('./CustomerFormPages').then((m) => ({ default: m.CustomerEditPage })));

const [list, ...forms] = registerRoutes('customers', PATH, T, {
  pages: { list: CustomerListPage, create: CustomerNewPage, edit: CustomerEditPage },
  menu: { order: 5, icon: ContactsOutlined },
});

export const customersRoutes: FeatureRoute[] = [
  list,
  {
    // The re-purchase queue: in the menu of those who take the orders.
    path: '/recompra',
    component: RepurchasePage,
    resource: 'customers',
    action: 'write',
    breadcrumb: () => [{ label: REPURCHASE_TEXTS.menu }],
    menu: { label: () => REPURCHASE_TEXTS.menu, order: 6, icon: RetweetOutlined, roles: ['admin', 'attendant'] },
  },
  ...forms,
];
