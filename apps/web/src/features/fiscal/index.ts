import { NFCE_SCREEN_TEXTS as N, SALE_TEXTS } from '@ability/domain';
import { FileExclamationOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { menuRoute } from '../../shared/menuRoute';

const DanfePage = lazy(() => import('./DanfePage'));
const RejectedNfcePage = lazy(() => import('./RejectedNfcePage'));

/** The NFC-e's screens: the DANFE of a sale (/vendas/{id}/danfe) and 'Notas rejeitadas' (admins, Financeiro). */
export const fiscalRoutes: FeatureRoute[] = [
  {
    path: '/vendas/:id/danfe',
    component: DanfePage,
    resource: 'sales',
    action: 'read',
    breadcrumb: () => [{ label: SALE_TEXTS.menu, path: '/vendas' }, { label: N.danfe.title }],
  },
  menuRoute('resales', '/notas-rejeitadas', RejectedNfcePage, {
    label: N.rejected.menu,
    group: 'finance',
    order: 70,
    icon: FileExclamationOutlined,
    roles: ['admin'],
  }),
];
