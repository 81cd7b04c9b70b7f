import { SECTOR_TEXTS as T } from '@ability/domain';
import { ApartmentOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { SECTORS_PATH as PATH } from './paths';

const SectorListPage = lazy(() => import('./SectorPages').then((m) => ({ default: m.SectorListPage })));
const SectorNewPage = lazy(() => import('./SectorPages').then((m) => ({ default: m.SectorNewPage })));
const SectorEditPage = lazy(() => import('./SectorPages').then((m) => ({ default: m.SectorEditPage })));

export const sectorsRoutes: FeatureRoute[] = [
  {
    path: PATH,
    component: SectorListPage,
    resource: 'sectors',
    action: 'read',
    breadcrumb: () => [{ label: T.menu }],
    menu: { label: () => T.menu, group: 'registers', order: 71, icon: ApartmentOutlined },
  },
  {
    path: `${PATH}/novo`,
    component: SectorNewPage,
    resource: 'sectors',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.newCrumb }],
  },
  {
    path: `${PATH}/:id/editar`,
    component: SectorEditPage,
    resource: 'sectors',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.editTitle }],
  },
];
