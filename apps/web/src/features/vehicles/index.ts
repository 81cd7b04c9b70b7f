import { VEHICLE_TEXTS as T } from '@ability/domain';
import { CarOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { VEHICLES_PATH as PATH } from './paths';

const VehicleListPage = lazy(() => import('./VehicleListPage').then((m) => ({ default: m.VehicleListPage })));
const VehicleNewPage = lazy(() => import('./VehicleFormPages').then((m) => ({ default: m.VehicleNewPage })));
const VehicleEditPage = lazy(() => import('./VehicleFormPages').then((m) => ({ default: m.VehicleEditPage })));

export const vehiclesRoutes: FeatureRoute[] = [
  {
    path: PATH,
    component: VehicleListPage,
    resource: 'vehicles',
    action: 'read',
    breadcrumb: () => [{ label: T.menu }],
    menu: { label: () => T.menu, group: 'registers', order: 30, icon: CarOutlined },
  },
  {
    path: `${PATH}/novo`,
    component: VehicleNewPage,
    resource: 'vehicles',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.newCrumb }],
  },
  {
    path: `${PATH}/:id/editar`,
    component: VehicleEditPage,
    resource: 'vehicles',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.editTitle }],
  },
];
