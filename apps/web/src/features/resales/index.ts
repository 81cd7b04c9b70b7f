import { ShopOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';

const ResaleListPage = lazy(() => import('./ResaleListPage').then((m) => ({ default: m.ResaleListPage })));
const ResaleNewPage = lazy(() => import('./ResaleFormPages').then((m) => ({ default: m.ResaleNewPage })));
const ResaleEditPage = lazy(() => import('./ResaleFormPages').then((m) => ({ default: m.ResaleEditPage })));

export const resalesRoutes: FeatureRoute[] = [
  {
    path: (e) => e.unitsPath,
    component: ResaleListPage,
    resource: 'resales',
    action: 'read',
    breadcrumb: (e) => [{ label: e.units }],
    menu: { label: (e) => e.units, group: 'registers', order: 50, icon: ShopOutlined },
  },
  {
    path: (e) => `${e.unitsPath}/novo`,
    component: ResaleNewPage,
    resource: 'resales',
    action: 'write',
    breadcrumb: (e) => [{ label: e.units, path: e.unitsPath }, { label: `Nova ${e.unitLower}` }],
  },
  {
    path: (e) => `${e.unitsPath}/:id/editar`,
    component: ResaleEditPage,
    resource: 'resales',
    action: 'write',
    breadcrumb: (e) => [{ label: e.units, path: e.unitsPath }, { label: `Editar ${e.unitLower}` }],
  },
];
