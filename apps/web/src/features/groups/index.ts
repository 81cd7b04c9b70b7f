import { GROUP_TEXTS as T } from '@ability/domain';
import { TeamOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { GROUPS_PATH as PATH } from './paths';

const GroupListPage = lazy(() => import('./GroupPages').then((m) => ({ default: m.GroupListPage })));
const GroupNewPage = lazy(() => import('./GroupPages').then((m) => ({ default: m.GroupNewPage })));
const GroupEditPage = lazy(() => import('./GroupPages').then((m) => ({ default: m.GroupEditPage })));

export const groupsRoutes: FeatureRoute[] = [
  {
    path: PATH,
    component: GroupListPage,
    resource: 'groups',
    action: 'read',
    breadcrumb: () => [{ label: T.menu }],
    menu: { label: () => T.menu, group: 'registers', order: 70, icon: TeamOutlined },
  },
  {
    path: `${PATH}/novo`,
    component: GroupNewPage,
    resource: 'groups',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.newCrumb }],
  },
  {
    path: `${PATH}/:id/editar`,
    component: GroupEditPage,
    resource: 'groups',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.editTitle }],
  },
];
