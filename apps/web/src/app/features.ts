import type { Action, EditionInfo, Resource, Role } from '@ability/domain';
import type { ComponentType, LazyExoticComponent } from 'react';

export interface Crumb {
  label: string;
  path?: string;
}

export type MenuGroup = 'registers' | 'stock' | 'finance' | 'reports';

/** What a feature exports: its routes, each with its permission, breadcrumb and (maybe) menu entry. */
export interface FeatureRoute {
  path: string | ((e: EditionInfo) => string);
  component: LazyExoticComponent<ComponentType>;
  resource: Resource;
  action: Exclude<Action, 'menu'>;
  breadcrumb: (e: EditionInfo) => Crumb[];
  /** `roles`: only these roles get the entry (else every role the resource's menu permission allows). */
  menu?: { label: (e: EditionInfo) => string; group?: MenuGroup; order: number; icon?: ComponentType; roles?: Role[] };
}

export const resolvePath = (r: FeatureRoute, e: EditionInfo) => (typeof r.path === 'function' ? r.path(e) : r.path);
