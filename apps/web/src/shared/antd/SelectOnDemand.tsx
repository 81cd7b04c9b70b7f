import { onDemand } from './onDemand';

/**
 * What antd's Pagination gets for its page-size Select (vite.config.ts, `antdOnDemand`): the same Select,
 * loaded when a pagination shows a page-size changer (no list of this app does), so the Select is not in
 * the first load of every list.
 */
export default onDemand(() => import('antd/es/select'));
