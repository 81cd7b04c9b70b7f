import { PAYABLE_DATE_TYPES, PAYABLE_STATUSES } from '@ability/domain';
import { z } from 'zod';
import { dataMetaOf, zDay } from '../../lib/reply-schema';
import { billListQueryFields, billReplyFields, billSummaryOf, financeOptionsReply } from '../finance/schemas';
import { billAttributes, billSettleFields, zBillMoney } from '../finance/bills';
import { zDate, zId, zIdList, zText } from '../../lib/zod';

export const listQuery = z.object({
  ...billListQueryFields,
  supplier_name_or_document: z.string().max(100).optional(),
  date_type: z.enum(PAYABLE_DATE_TYPES).optional(),
  date_param: z.enum(PAYABLE_DATE_TYPES).optional(),
  supplier_id: zId.optional(),
  /** Who created it (also `user_id`). */
  user: zId.optional(),
  status: z.enum([...PAYABLE_STATUSES, 'all']).optional(),
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
    ...billReplyFields,
    amount_cents: z.number().int(),
    date: zDay.nullable(),
    status: z.enum(PAYABLE_STATUSES),
    supplier_id: z.number().int().nullable(),
    supplier: z
      .object({
        id: z.number().int(),
        name: z.string(),
        trade_name: z.string().nullable(),
        cpf_cnpj: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Payable' });

/** GET /payables: a page, the summary of the whole filter and (unless options=false) the form's choices. */
export const payableListReply = dataMetaOf(payableReply, {
  summary: billSummaryOf('paid'),
  options: financeOptionsReply.optional(),
}).meta({ id: 'PayableList' });
