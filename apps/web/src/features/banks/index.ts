import { BANK_TEXTS as T } from '@ability/domain';
import { BankOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { BANKS_PATH as PATH } from './paths';

const BankListPage = lazy(() => import('./BankListPage').then((m) => ({ default: m.BankListPage })));
const BankNewPage = lazy(() => import('./BankFormPages').then((m) => ({ default: m.BankNewPage })));
const BankEditPage = lazy(() => import('./BankFormPages').then((m) => ({ default: m.BankEditPage })));

export const banksRoutes: FeatureRoute[] = [
  {
    path: PATH,
    component: BankListPage,
    resource: 'banks',
    action: 'read',
    breadcrumb: () => [{ label: T.menu }],
    menu: { label: () => T.menu, group: 'finance', order: 50, icon: BankOutlined },
  },
  {
    path: `${PATH}/novo`,
    component: BankNewPage,
    resource: 'banks',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.newCrumb }],
  },
  {
    path: `${PATH}/:id/editar`,
    component: BankEditPage,
    resource: 'banks',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.editTitle }],
  },
];
