import { onDemand } from './onDemand';

/**
 * What antd's Table gets for the radios of a single-row selection (vite.config.ts, `antdOnDemand`): the
 * same Radio, loaded when a table with `rowSelection.type: 'radio'` is first drawn (the tables of this app
 * select with checkboxes), so Radio — and the form hook it takes a helper from — is not in every list's
 * first load.
 */
export default onDemand(() => import('antd/es/radio'));
