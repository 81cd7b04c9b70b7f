import { GAS_DO_POVO_RECONCILIATION_TEXTS as T } from '@ability/domain';
import { FireOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { menuRoute } from '../../shared/menuRoute';

export const GAS_DO_POVO_RECONCILIATION_PATH = '/gas-do-povo/conciliacao';

const ReconciliationPage = lazy(() => import('./ReconciliationPage').then((m) => ({ default: m.ReconciliationPage })));

/** 'Gás do Povo' under Financeiro: the reconciliation of Caixa's deposits with the redemptions (admin). */
export const gasDoPovoRoutes: FeatureRoute[] = [
  menuRoute(
    'gas_do_povo_reconciliation',
    GAS_DO_POVO_RECONCILIATION_PATH,
    ReconciliationPage,
    { label: T.menu, group: 'finance', order: 55, icon: FireOutlined },
    { crumbs: [{ label: 'Financeiro' }, { label: T.title }] },
  ),
];
