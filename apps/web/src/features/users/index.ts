import { USER_TEXTS } from '@ability/domain';
import { UserOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { USERS_PATH as PATH } from './paths';

const UserListPage = lazy(() => import('./UserListPage').then((m) => ({ default: m.UserListPage })));
const UserNewPage = lazy(() => import('./UserFormPages').then((m) => ({ default: m.UserNewPage })));
const UserEditPage = lazy(() => import('./UserFormPages').then((m) => ({ default: m.UserEditPage })));

export const usersRoutes: FeatureRoute[] = registerRoutes('users', PATH, USER_TEXTS, {
  pages: { list: UserListPage, create: UserNewPage, edit: UserEditPage },
  menu: { group: 'registers', order: 60, icon: UserOutlined },
});
