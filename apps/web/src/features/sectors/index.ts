import { SECTOR_TEXTS as T } from '@ability/domain';
import { ApartmentOutlined } from '@ant-design/icons';
import { type FeatureRoute, lazyPages, registerRoutes } from '../../app/features';
import { SECTORS_PATH as PATH } from './paths';

const pages = lazyPages(() =>
  import('./SectorPages').then((m) => ({ list: m.SectorListPage, create: m.SectorNewPage, edit: m.SectorEditPage })),
);

export const sectorsRoutes: FeatureRoute[] = registerRoutes('sectors', PATH, T, {
  pages,
  menu: { group: 'registers', order: 71, icon: ApartmentOutlined },
});
