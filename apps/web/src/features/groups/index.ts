import { GROUP_TEXTS as T } from '@ability/domain';
import { TeamOutlined } from '@ant-design/icons';
import { type FeatureRoute, lazyPages, registerRoutes } from '../../app/features';
import { GROUPS_PATH as PATH } from './paths';

const pages = lazyPages(() =>
  import('./GroupPages').then((m) => ({ list: m.GroupListPage, create: m.GroupNewPage, edit: m.GroupEditPage })),
);

export const groupsRoutes: FeatureRoute[] = registerRoutes('groups', PATH, T, {
  pages,
  menu: { group: 'registers', order: 70, icon: TeamOutlined },
});
