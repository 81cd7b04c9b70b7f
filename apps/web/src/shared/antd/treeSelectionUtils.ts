/**
 * What antd's Table takes from @rc-component/tree for its row selection (vite.config.ts, `antdOnDemand`),
 * from the package's own files: its index also carries the Tree component and its virtual list, which the
 * bundler cannot leave out (the package does not say it has no side effects) — 15 KB gzip in every list.
 */
export { conductCheck } from '@rc-component/tree/es/utils/conductUtil';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';

// @rc-component/tree/es/util.js's two helpers, as they are there (that file imports the TreeNode component).
export function arrDel<T>(list: T[] | undefined, value: T): T[] {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}

export function arrAdd<T>(list: T[] | undefined, value: T): T[] {
  const clone = (list || []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}
