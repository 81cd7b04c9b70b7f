import { VEHICLE_TEXTS as T } from '@ability/domain';
import { CarOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { VEHICLES_PATH as PATH } from './paths';

const VehicleListPage = lazy(() => import('./VehicleListPage').then((m) => ({ default: m.VehicleListPage })));
const VehicleNewPage = lazy(() => import('./VehicleFormPages').then((m) => ({ default: m.VehicleNewPage })));
const VehicleEditPage = lazy(() => import('./VehicleFormPages').then((m) => ({ default: m.VehicleEditPage })));

export const vehiclesRoutes: FeatureRoute[] = registerRoutes('vehicles', PATH, T, {
  pages: { list: VehicleListPage, create: VehicleNewPage, edit: VehicleEditPage },
  menu: { group: 'registers', order: 30, icon: CarOutlined },
});
