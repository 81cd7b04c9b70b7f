import { DASHBOARD_TEXTS as T } from '@ability/domain';
import { DashboardOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { menuRoute } from '../../shared/menuRoute';

const DashboardPage = lazy(() => import('./DashboardPage').then((m) => ({ default: m.DashboardPage })));

/** The owner's dashboard, 'Painel': admins only; others are sent to their home. */
export const dashboardRoutes: FeatureRoute[] = [
  menuRoute('dashboard', '/painel', DashboardPage, { label: T.menu, order: 3, icon: DashboardOutlined }),
];
