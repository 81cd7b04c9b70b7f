import { z } from 'zod';
import { zBool, zDateRangeParam, zExportFormat, zId } from '../../lib/zod';

/** Every report: a unit (absent = every unit the user may see) and a day or a range (absent = today). */
export const reportQuery = z.object({
  resale_id: zId.optional(),
  /** A day or a range as the screens send it: 23/11/2026 or 01/11/2026-30/11/2026. */
  date: zDateRangeParam,
  format: zExportFormat,
});
export type ReportQuery = z.infer<typeof reportQuery>;

/** The comodato report: a unit (absent = every unit in reach), only the customers at risk, an export. */
export const comodatoQuery = z.object({ resale_id: zId.optional(), at_risk: zBool.optional(), format: zExportFormat });
