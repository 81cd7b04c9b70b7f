import type { Action, EditionInfo, Resource, Role } from '@ability/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { useMatches } from 'react-router';

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
  /** A register's list path, for its pages (`useListPath`): where a form goes back to, what the list links to. */
  listPath?: string;
  /** A register list's create path (\`useNewPath\`): \`{listPath}/novo\` or \`/nova\`. */
  newPath?: string;
  /** `roles`: only these roles get the entry (else every role the resource's menu permission allows). */
  menu?: { label: (e: EditionInfo) => string; group?: MenuGroup; order: number; icon?: ComponentType; roles?: Role[] };
}

export const resolvePath = (r: FeatureRoute, e: EditionInfo) => (typeof r.path === 'function' ? r.path(e) : r.path);

type Page = FeatureRoute['component'];

/** A register screen's list path: the one given, else the open route's (`registerRoutes` sets it). */
export function useListPath(given?: string): string {
  const fromRoute = (useMatches().at(-1)?.handle as { listPath?: string } | undefined)?.listPath;
  const path = given ?? fromRoute;
  if (!path) throw new Error('A register screen outside a register route needs its list path.');
  return path;
}

/** The create path of the open register list: the one \`registerRoutes\` gave its route, else \`{listPath}/novo\`. */
export function useNewPath(listPath: string): string {
  const fromRoute = (useMatches().at(-1)?.handle as { newPath?: string } | undefined)?.newPath;
  return fromRoute ?? `${listPath}/novo`;
}

/** What a register's pages file exports: its list, create and edit screens. */
export interface RegisterPages {
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
}

/** A register's three screens from one lazily loaded pages file: one chunk, fetched when one of them is opened. */
export function lazyPages(load: () => Promise<RegisterPages>): { list: Page; create: Page; edit: Page } {
  const page = (key: keyof RegisterPages) => lazy(() => load().then((p) => ({ default: p[key] })));
  return { list: page('list'), create: page('create'), edit: page('edit') };
}

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
  const newPath = `${path}/${spec.newSegment ?? 'novo'}`;
  return [
    {
      path,
      component: pages.list,
      resource,
      action: 'read',
      listPath: path,
      newPath,
      breadcrumb: () => [{ label: T.menu }],
      menu: { label: () => T.menu, ...spec.menu },
    },
    {
      path: newPath,
      component: pages.create,
      resource,
      action: 'write',
      listPath: path,
      breadcrumb: () => [list, { label: T.newCrumb }],
    },
    {
      path: `${path}/:id/editar`,
      component: pages.edit,
      resource,
      action: 'write',
      listPath: path,
      breadcrumb: () => [list, { label: T.editTitle }],
    },
  ];
}
