import { ACCOUNT_TEXTS as T } from '@ability/domain';
import { ApartmentOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { ACCOUNTS_PATH as PATH } from './paths';

const AccountListPage = lazy(() => import('./AccountListPage').then((m) => ({ default: m.AccountListPage })));
const AccountNewPage = lazy(() => import('./AccountFormPages').then((m) => ({ default: m.AccountNewPage })));
const AccountEditPage = lazy(() => import('./AccountFormPages').then((m) => ({ default: m.AccountEditPage })));

export const accountsRoutes: FeatureRoute[] = registerRoutes('accounts', PATH, T, {
  pages: { list: AccountListPage, create: AccountNewPage, edit: AccountEditPage },
  menu: { group: 'finance', order: 40, icon: ApartmentOutlined },
});
