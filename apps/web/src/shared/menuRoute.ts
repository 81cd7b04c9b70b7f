import type { Resource } from '@ability/domain';
import type { Crumb, FeatureRoute } from '../app/features';

type MenuEntry = Omit<NonNullable<FeatureRoute['menu']>, 'label'>;

/**
 * A screen with its menu entry: `path` drawn by `component`, opened with `resource`'s read permission
 * (or `action`), labelled `label` in the menu; its crumbs are `crumbs`, or that label alone.
 */
export function menuRoute(
  resource: Resource,
  path: string,
  component: FeatureRoute['component'],
  menu: MenuEntry & { label: string },
  page: { action?: FeatureRoute['action']; crumbs?: Crumb[] } = {},
): FeatureRoute {
  const { label, ...entry } = menu;
  const crumbs = page.crumbs ?? [{ label }];
  return {
    path,
    component,
    resource,
    action: page.action ?? 'read',
    breadcrumb: () => crumbs,
    menu: { label: () => label, ...entry },
  };
}
