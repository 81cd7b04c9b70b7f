import { RECEIVABLE_DATE_TYPES, RECEIVABLE_STATUSES } from '@ability/domain';
import { z } from 'zod';
import { billAttributes, billSettleFields, zBillMoney } from '../finance/bills';
import { zBool, zDate, zDateRangeParam, zExportFormat, zId, zIdList, zPage, zText } from '../../lib/zod';

export const listQuery = z.object({
  page: zPage,
  customer_name_or_document: z.string().max(100).optional(),
  /** Which date `date` filters: due date (default), issue date or receipt date. */
  date_type: z.enum(RECEIVABLE_DATE_TYPES).optional(),
  date_param: z.enum(RECEIVABLE_DATE_TYPES).optional(),
  date: zDateRangeParam,
  payment_method_id: zId.optional(),
  resale_id: zId.optional(),
  user_id: zId.optional(),
  employee_id: zId.optional(),
  customer_id: zId.optional(),
  status: z.enum([...RECEIVABLE_STATUSES, 'all']).optional(),
  format: zExportFormat,
  /** false: the page without meta.options (the web app reads them once, from /receivables/new). */
  options: zBool.optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const createBody = z.object({
  receivable: z.object({
    document: zText(60),
    resale_id: zId,
    customer_id: zId,
    bill_attributes: billAttributes,
  }),
});

/**
 * Edit: only the receipt date, account, payment method, fine, discount and the value received now
 * (`received_value`, cents) change; the locked fields are ignored when sent.
 */
export const updateBody = z.object({
  receivable: z.object({ receipt_date: zDate, ...billSettleFields }).passthrough(),
  received_value: zBillMoney.optional(),
});

export const bulkBody = z.object({ receivable_ids: zIdList.min(1) });

export type CreateInput = z.infer<typeof createBody>['receivable'];
export type UpdateInput = z.infer<typeof updateBody>;
