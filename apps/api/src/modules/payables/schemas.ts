import { PAYABLE_DATE_TYPES, PAYABLE_STATUSES } from '@ability/domain';
import { z } from 'zod';
import { dataMetaOf, recordFields, zDay, zUnitRef } from '../../lib/reply-schema';
import { billReply, billSummaryOf, financeOptionsReply } from '../finance/schemas';
import { billAttributes, billSettleFields, zBillMoney } from '../finance/bills';
import { zBool, zDate, zDateRangeParam, zExportFormat, zId, zIdList, zPage, zText } from '../../lib/zod';

export const listQuery = z.object({
  page: zPage,
  supplier_name_or_document: z.string().max(100).optional(),
  date_type: z.enum(PAYABLE_DATE_TYPES).optional(),
  date_param: z.enum(PAYABLE_DATE_TYPES).optional(),
  date: zDateRangeParam,
  payment_method_id: zId.optional(),
  resale_id: zId.optional(),
  supplier_id: zId.optional(),
  /** Who created it. */
  user: zId.optional(),
  user_id: zId.optional(),
  status: z.enum([...PAYABLE_STATUSES, 'all']).optional(),
  format: zExportFormat,
  /** false: the page without meta.options (the web app reads them once, from /payables/new). */
  options: zBool.optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const createBody = z.object({
  payable: z.object({
    document: zText(60),
    resale_id: zId,
    supplier_id: zId,
    bill_attributes: billAttributes,
  }),
});

/** Edit: payment date, account, payment method, fine, discount and the value paid now (`paid_value`, cents). */
export const updateBody = z.object({
  payable: z.object({ date: zDate, ...billSettleFields }).passthrough(),
  paid_value: zBillMoney.optional(),
});

export const bulkBody = z.object({ payable_ids: zIdList.min(1) });

export type CreateInput = z.infer<typeof createBody>['payable'];
export type UpdateInput = z.infer<typeof updateBody>;

/** A payable as the API answers it. */
export const payableReply = z
  .object({
    ...recordFields,
    document: z.string().nullable(),
    description: z.string().nullable(),
    issue_date: zDay,
    due_date: zDay,
    value_cents: z.number().int(),
    amount_cents: z.number().int(),
    debt_cents: z.number().int(),
    fine_cents: z.number().int(),
    discount_cents: z.number().int(),
    date: zDay.nullable(),
    status: z.enum(PAYABLE_STATUSES),
    resale_id: z.number().int(),
    resale: zUnitRef,
    supplier_id: z.number().int().nullable(),
    supplier: z
      .object({
        id: z.number().int(),
        name: z.string(),
        trade_name: z.string().nullable(),
        cpf_cnpj: z.string().nullable(),
      })
      .nullable(),
    user_id: z.number().int().nullable(),
    payment_method_id: z.number().int().nullable(),
    payment_method: z.object({ id: z.number().int(), description: z.string() }).nullable(),
    account_id: z.number().int().nullable(),
    bill: billReply,
  })
  .meta({ id: 'Payable' });

/** GET /payables: a page, the summary of the whole filter and (unless options=false) the form's choices. */
export const payableListReply = dataMetaOf(payableReply, {
  summary: billSummaryOf('paid'),
  options: financeOptionsReply.optional(),
}).meta({ id: 'PayableList' });
