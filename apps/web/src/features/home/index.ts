import { HomeOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';

const HomePage = lazy(() => import('./HomePage').then((m) => ({ default: m.HomePage })));

export const homeRoutes: FeatureRoute[] = [
  {
    path: '/',
    component: HomePage,
    resource: 'sales',
    action: 'read',
    breadcrumb: () => [],
    menu: { label: () => 'Início', order: 0, icon: HomeOutlined },
  },
];
