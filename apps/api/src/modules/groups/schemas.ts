import { z } from 'zod';
import { zExportFormat, zId, zPage, zRequiredText } from '../../lib/zod';

export const listQuery = z.object({
  page: zPage,
  query: z.string().max(100).optional(),
  resale_id: zId.optional(),
  format: zExportFormat,
});

const fields = { description: zRequiredText(120), resale_id: zId };

export const createBody = z.object({ group: z.object(fields) });
export const updateBody = z.object({ group: z.object(fields).partial() });
export type CreateInput = z.infer<typeof createBody>['group'];
export type UpdateInput = z.infer<typeof updateBody>['group'];
