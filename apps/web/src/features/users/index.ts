import { USER_TEXTS } from '@ability/domain';
import { UserOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { USERS_PATH as PATH } from './paths';

const UserListPage = lazy(() => import('./UserListPage').then((m) => ({ default: m.UserListPage })));
const UserNewPage = lazy(() => import('./UserFormPages').then((m) => ({ default: m.UserNewPage })));
const UserEditPage = lazy(() => import('./UserFormPages').then((m) => ({ default: m.UserEditPage })));

const list = { label: USER_TEXTS.menu, path: PATH };

export const usersRoutes: FeatureRoute[] = [
  {
    path: PATH,
    component: UserListPage,
    resource: 'users',
    action: 'read',
    breadcrumb: () => [{ label: USER_TEXTS.menu }],
    menu: { label: () => USER_TEXTS.menu, group: 'registers', order: 60, icon: UserOutlined },
  },
  {
    path: `${PATH}/novo`,
    component: UserNewPage,
    resource: 'users',
    action: 'write',
    breadcrumb: () => [list, { label: USER_TEXTS.newCrumb }],
  },
  {
    path: `${PATH}/:id/editar`,
    component: UserEditPage,
    resource: 'users',
    action: 'write',
    breadcrumb: () => [list, { label: USER_TEXTS.editTitle }],
  },
];
