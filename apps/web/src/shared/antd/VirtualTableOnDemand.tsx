import { onDemand } from './onDemand';

/**
 * What antd's Table gets for its virtual mode (vite.config.ts, `antdOnDemand`): the same table, loaded
 * when a table with `virtual` is first drawn (no table of this app has one), so the virtual table and its
 * virtual list are not in every list's first load. The ref passes through (a prop in React 19).
 */
export default onDemand(() => import('antd/es/table/RcTable/VirtualTable'));
