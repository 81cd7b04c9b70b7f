import { DASHBOARD_TEXTS as T } from '@ability/domain';
import { DashboardOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';

const DashboardPage = lazy(() => import('./DashboardPage').then((m) => ({ default: m.DashboardPage })));

/** The owner's dashboard, 'Painel' (issue 25 item 4): admins only; others are sent to their home. */
export const dashboardRoutes: FeatureRoute[] = [
  {
    path: '/painel',
    component: DashboardPage,
    resource: 'dashboard',
    action: 'read',
    breadcrumb: () => [{ label: T.menu }],
    menu: { label: () => T.menu, order: 3, icon: DashboardOutlined },
  },
];
