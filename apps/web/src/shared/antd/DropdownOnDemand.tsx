import { onDemand } from './onDemand';

/**
 * What antd's Breadcrumb (an item with a menu) and Table (a selection with its `selections` menu) get for
 * their Dropdown (vite.config.ts, `antdOnDemand`): the same Dropdown, loaded when one of them is first
 * drawn (no breadcrumb item has a menu, no table has selections; until it loads, the trigger shows alone),
 * so Dropdown is not in the first load of every screen.
 */
export default onDemand(
  () => import('antd/es/dropdown/dropdown'),
  (props) => props.children,
);
