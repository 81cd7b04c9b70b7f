import { TRANSACTION_TEXTS as T } from '@ability/domain';
import { WalletOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
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

export const transactionsRoutes: FeatureRoute[] = registerRoutes('transactions', PATH, T, {
  pages: { list: TransactionListPage, create: TransactionNewPage, edit: TransactionEditPage },
  menu: { group: 'finance', order: 10, icon: WalletOutlined },
});
