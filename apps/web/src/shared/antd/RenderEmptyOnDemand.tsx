import { onDemand } from './onDemand';

/**
 * What antd's Table and List get for their default empty state (vite.config.ts, `antdOnDemand`): the same
 * Empty with its illustration, loaded when a table or list is first drawn empty without an empty text of
 * its own (the lists of this app give theirs), so Empty and its images are not in every list's first load.
 */
export default onDemand(() => import('antd/es/config-provider/defaultRenderEmpty'));
