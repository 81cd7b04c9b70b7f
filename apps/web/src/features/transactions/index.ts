import { TRANSACTION_TEXTS as T } from '@ability/domain';
import { WalletOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { TRANSACTIONS_PATH as PATH } from './paths';

const TransactionListPage = lazy(() =>
  import('./TransactionListPage').then((m) => ({ default: m.TransactionListPage })),
);
const TransactionNewPage = lazy(() =>
  import('./TransactionFormPages').then((m) => ({ default: m.TransactionNewPage })),
);
const TransactionEditPage = lazy(() =>
  import('./TransactionFormPages').then((m) => ({ default: m.TransactionEditPage })),
);

export const transactionsRoutes: FeatureRoute[] = [
  {
    path: PATH,
    component: TransactionListPage,
    resource: 'transactions',
    action: 'read',
    breadcrumb: () => [{ label: T.menu }],
    menu: { label: () => T.menu, group: 'finance', order: 10, icon: WalletOutlined },
  },
  {
    path: `${PATH}/novo`,
    component: TransactionNewPage,
    resource: 'transactions',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.newCrumb }],
  },
  {
    path: `${PATH}/:id/editar`,
    component: TransactionEditPage,
    resource: 'transactions',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.editTitle }],
  },
];
