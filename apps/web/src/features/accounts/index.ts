import { ACCOUNT_TEXTS as T } from '@ability/domain';
import { ApartmentOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { ACCOUNTS_PATH as PATH } from './paths';

const AccountListPage = lazy(() => import('./AccountListPage').then((m) => ({ default: m.AccountListPage })));
const AccountNewPage = lazy(() => import('./AccountFormPages').then((m) => ({ default: m.AccountNewPage })));
const AccountEditPage = lazy(() => import('./AccountFormPages').then((m) => ({ default: m.AccountEditPage })));

export const accountsRoutes: FeatureRoute[] = [
  {
    path: PATH,
    component: AccountListPage,
    resource: 'accounts',
    action: 'read',
    breadcrumb: () => [{ label: T.menu }],
    menu: { label: () => T.menu, group: 'finance', order: 40, icon: ApartmentOutlined },
  },
  {
    path: `${PATH}/novo`,
    component: AccountNewPage,
    resource: 'accounts',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.newCrumb }],
  },
  {
    path: `${PATH}/:id/editar`,
    component: AccountEditPage,
    resource: 'accounts',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.editTitle }],
  },
];
