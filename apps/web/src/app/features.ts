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

type Page = FeatureRoute['component'];

/**
 * A register's three routes: its list (in the menu, read), the new record (`{path}/novo`, or `nova`) and
 * the edit (`{path}/:id/editar`), both write, with the crumbs `menu › newCrumb` and `menu › editTitle`.
 */
export function registerRoutes(
  resource: Resource,
  path: string,
  T: { menu: string; newCrumb: string; editTitle: string },
  spec: {
    pages: { list: Page; create: Page; edit: Page };
    menu: Omit<NonNullable<FeatureRoute['menu']>, 'label'>;
    /** The new record's path segment: 'novo' (default) or 'nova' (a feminine record). */
    newSegment?: 'novo' | 'nova';
  },
): [list: FeatureRoute, create: FeatureRoute, edit: FeatureRoute] {
  const { pages } = spec;
  const list = { label: T.menu, path };
  return [
    {
      path,
      component: pages.list,
      resource,
      action: 'read',
      breadcrumb: () => [{ label: T.menu }],
      menu: { label: () => T.menu, ...spec.menu },
    },
    {
      path: `${path}/${spec.newSegment ?? 'novo'}`,
      component: pages.create,
      resource,
      action: 'write',
      breadcrumb: () => [list, { label: T.newCrumb }],
    },
    {
      path: `${path}/:id/editar`,
      component: pages.edit,
      resource,
      action: 'write',
      breadcrumb: () => [list, { label: T.editTitle }],
    },
  ];
}
