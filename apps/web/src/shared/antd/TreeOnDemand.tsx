import { onDemand } from './onDemand';

/**
 * What antd's Table gets for the tree of its column filters (vite.config.ts, `antdOnDemand`): the same
 * Tree, loaded when a column filter in tree mode opens (no table of this app has one), so the Tree is not
 * in the first load of every list.
 */
export default onDemand(() => import('antd/es/tree'));
