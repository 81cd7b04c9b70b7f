import { GROUP_TEXTS as T } from '@ability/domain';
import { TeamOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { GROUPS_PATH as PATH } from './paths';

const GroupListPage = lazy(() => import('./GroupPages').then((m) => ({ default: m.GroupListPage })));
const GroupNewPage = lazy(() => import('./GroupPages').then((m) => ({ default: m.GroupNewPage })));
const GroupEditPage = lazy(() => import('./GroupPages').then((m) => ({ default: m.GroupEditPage })));

export const groupsRoutes: FeatureRoute[] = registerRoutes('groups', PATH, T, {
  pages: { list: GroupListPage, create: GroupNewPage, edit: GroupEditPage },
  menu: { group: 'registers', order: 70, icon: TeamOutlined },
});
