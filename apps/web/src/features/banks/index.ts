import { BANK_TEXTS as T } from '@ability/domain';
import { BankOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { BANKS_PATH as PATH } from './paths';

const BankListPage = lazy(() => import('./BankListPage').then((m) => ({ default: m.BankListPage })));
const BankNewPage = lazy(() => import('./BankFormPages').then((m) => ({ default: m.BankNewPage })));
const BankEditPage = lazy(() => import('./BankFormPages').then((m) => ({ default: m.BankEditPage })));

export const banksRoutes: FeatureRoute[] = registerRoutes('banks', PATH, T, {
  pages: { list: BankListPage, create: BankNewPage, edit: BankEditPage },
  menu: { group: 'finance', order: 50, icon: BankOutlined },
});
