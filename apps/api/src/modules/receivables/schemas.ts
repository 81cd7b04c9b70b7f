import { RECEIVABLE_DATE_TYPES, RECEIVABLE_STATUSES } from '@ability/domain';
import { z } from 'zod';
import { dataMetaOf, zDay } from '../../lib/reply-schema';
import { billListQueryFields, billReplyFields, billSummaryOf, financeOptionsReply } from '../finance/schemas';
import { billAttributes, billSettleFields, zBillMoney } from '../finance/bills';
import { zDate, zId, zIdList, zText } from '../../lib/zod';

export const listQuery = z.object({
  ...billListQueryFields,
  customer_name_or_document: z.string().max(100).optional(),
  /** Which date `date` filters: due date (default), issue date or receipt date. */
  date_type: z.enum(RECEIVABLE_DATE_TYPES).optional(),
  date_param: z.enum(RECEIVABLE_DATE_TYPES).optional(),
  employee_id: zId.optional(),
  customer_id: zId.optional(),
  status: z.enum([...RECEIVABLE_STATUSES, 'all']).optional(),
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
    ...billReplyFields,
    received_cents: z.number().int(),
    receipt_value_cents: z.number().int(),
    receipt_date: zDay.nullable(),
    status: z.enum(RECEIVABLE_STATUSES),
    customer_id: z.number().int().nullable(),
    customer: z.object({ id: z.number().int(), name: z.string(), cpf_cnpj: z.string().nullable() }).nullable(),
    sale_id: z.number().int().nullable(),
    employee_id: z.number().int().nullable(),
  })
  .meta({ id: 'Receivable' });

/** GET /receivables: a page, the summary of the whole filter and (unless options=false) the form's choices. */
export const receivableListReply = dataMetaOf(receivableReply, {
  summary: billSummaryOf('received'),
  options: financeOptionsReply.optional(),
}).meta({ id: 'ReceivableList' });
