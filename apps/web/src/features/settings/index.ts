import { SETTINGS_TEXTS } from '@ability/domain';
import { SettingOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';

const SettingsPage = lazy(() => import('./SettingsPage').then((m) => ({ default: m.SettingsPage })));

const crumbs = () => [{ label: SETTINGS_TEXTS.title }];

/** Settings (seeds 002 §2): admins and attendants; the menu links /configuracoes, the edit route is /settings/{id}. */
export const settingsRoutes: FeatureRoute[] = [
  {
    path: '/configuracoes',
    component: SettingsPage,
    resource: 'settings',
    action: 'read',
    breadcrumb: crumbs,
    menu: { label: () => SETTINGS_TEXTS.menu, order: 90, icon: SettingOutlined },
  },
  { path: '/settings/:id', component: SettingsPage, resource: 'settings', action: 'read', breadcrumb: crumbs },
];
