import { RECEIVABLE_DATE_TYPES, RECEIVABLE_STATUSES } from '@ability/domain';
import { z } from 'zod';
import { dataMetaOf, recordFields, zDay, zUnitRef } from '../../lib/reply-schema';
import { billReply, billSummaryOf, financeOptionsReply } from '../finance/schemas';
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

/** A receivable as the API answers it. */
export const receivableReply = z
  .object({
    ...recordFields,
    document: z.string().nullable(),
    description: z.string().nullable(),
    issue_date: zDay,
    due_date: zDay,
    value_cents: z.number().int(),
    received_cents: z.number().int(),
    receipt_value_cents: z.number().int(),
    debt_cents: z.number().int(),
    fine_cents: z.number().int(),
    discount_cents: z.number().int(),
    receipt_date: zDay.nullable(),
    status: z.enum(RECEIVABLE_STATUSES),
    resale_id: z.number().int(),
    resale: zUnitRef,
    customer_id: z.number().int().nullable(),
    customer: z.object({ id: z.number().int(), name: z.string(), cpf_cnpj: z.string().nullable() }).nullable(),
    sale_id: z.number().int().nullable(),
    user_id: z.number().int().nullable(),
    employee_id: z.number().int().nullable(),
    payment_method_id: z.number().int().nullable(),
    payment_method: z.object({ id: z.number().int(), description: z.string() }).nullable(),
    account_id: z.number().int().nullable(),
    bill: billReply,
  })
  .meta({ id: 'Receivable' });

/** GET /receivables: a page, the summary of the whole filter and (unless options=false) the form's choices. */
export const receivableListReply = dataMetaOf(receivableReply, {
  summary: billSummaryOf('received'),
  options: financeOptionsReply.optional(),
}).meta({ id: 'ReceivableList' });
