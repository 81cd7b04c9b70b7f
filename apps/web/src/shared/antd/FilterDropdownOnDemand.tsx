import type { ColumnFilterItem } from 'antd/es/table/interface';
import { onDemand } from './onDemand';

/**
 * What antd's Table gets for a column's filter menu (vite.config.ts, `antdOnDemand`): the same component,
 * loaded when a column with filters is first drawn (no table of this app has one; until it loads, the
 * column shows its title), so the filter menu — with its Menu, Radio, Checkbox group, Empty and search —
 * is not in every list's first load.
 */
export default onDemand(
  () => import('antd/es/table/hooks/useFilter/FilterDropdown'),
  (props) => props.children,
);

/** antd's useFilter/FilterDropdown.js helper, as it is there (the hook takes it with the component). */
export function flattenKeys(filters?: ColumnFilterItem[]): ColumnFilterItem['value'][] {
  let keys: ColumnFilterItem['value'][] = [];
  for (const { value, children } of filters || []) {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  }
  return keys;
}
