import { SETTINGS_TEXTS } from '@ability/domain';
import { SettingOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { menuRoute } from '../../shared/menuRoute';

const SettingsPage = lazy(() => import('./SettingsPage').then((m) => ({ default: m.SettingsPage })));

const crumbs = [{ label: SETTINGS_TEXTS.title }];

/** Settings: admins and attendants; the menu links /configuracoes, the edit route is /settings/{id}. */
export const settingsRoutes: FeatureRoute[] = [
  menuRoute(
    'settings',
    '/configuracoes',
    SettingsPage,
    { label: SETTINGS_TEXTS.menu, order: 90, icon: SettingOutlined },
    { crumbs },
  ),
  { path: '/settings/:id', component: SettingsPage, resource: 'settings', action: 'read', breadcrumb: () => crumbs },
];
