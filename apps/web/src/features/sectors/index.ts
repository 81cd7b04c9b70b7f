import { SECTOR_TEXTS as T } from '@ability/domain';
import { ApartmentOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { SECTORS_PATH as PATH } from './paths';

const SectorListPage = lazy(() => import('./SectorPages').then((m) => ({ default: m.SectorListPage })));
const SectorNewPage = lazy(() => import('./SectorPages').then((m) => ({ default: m.SectorNewPage })));
const SectorEditPage = lazy(() => import('./SectorPages').then((m) => ({ default: m.SectorEditPage })));

export const sectorsRoutes: FeatureRoute[] = registerRoutes('sectors', PATH, T, {
  pages: { list: SectorListPage, create: SectorNewPage, edit: SectorEditPage },
  menu: { group: 'registers', order: 71, icon: ApartmentOutlined },
});
