import { SALE_CHANNELS, SALE_STATUSES } from '@ability/domain';
import { z } from 'zod';
import { customerPatch } from '../customers/schemas';
import { zBool, zDate, zDateRangeParam, zDateTime, zExportFormat, zId, zIdList, zPage, zText } from '../../lib/zod';

const zCentsValue = z.number().int().min(0).max(1_000_000_000);

/** GET /sales (seeds 000 §7): every filter of the list. `employee_id=0` is 'Sem vendedor'. */
export const listQuery = z.object({
  page: zPage,
  search: z.string().max(100).optional(),
  status: z.enum(SALE_STATUSES).optional(),
  resale_id: zId.optional(),
  channel: z.enum(SALE_CHANNELS).optional(),
  employee_id: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
  date: zDateRangeParam,
  amount: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  payment_method_id: zId.optional(),
  user_id: zId.optional(),
  group_id: zId.optional(),
  sector_id: zId.optional(),
  customer_id: zId.optional(),
  /** The order number, exactly (sales_resale_doc_number_idx). */
  number: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
  /** Only the open sales without a deliverer (created/delayed): a deliverer's, of units letting them take. */
  unassigned: zBool.optional(),
  format: zExportFormat,
});
export type ListQuery = z.infer<typeof listQuery>;

export const itemAttributes = z.object({
  id: zId.optional(),
  product_id: zId.optional(),
  quantity: z.coerce.number().int().min(1).max(100_000).optional(),
  price_cents: zCentsValue.optional(),
  discount_cents: zCentsValue.nullish(),
  _destroy: zBool.optional(),
});

export const paymentAttributes = z.object({
  id: zId.optional(),
  payment_method_id: zId.optional(),
  value_cents: z.number().int().min(1).max(1_000_000_000).optional(),
  installments: z.coerce.number().int().min(1).max(48).optional(),
  due_date: zDate,
  _destroy: zBool.optional(),
});

/** Inline customer of the sale form: with an id it updates that customer, without one it creates one. */
export const customerAttributes = customerPatch.extend({ id: zId.optional() });

const fields = {
  resale_id: zId,
  status: z.enum(SALE_STATUSES).optional(),
  channel: z.enum(SALE_CHANNELS).optional(),
  /** At most a day ahead of now (a clock a little off, a sale of the night's turn), in 2000–2100. */
  sold_on: zDateTime({ maxAheadMs: 86_400_000 }).optional(),
  customer_id: zId.nullish(),
  employee_id: zId.nullish(),
  obs: zText(4000),
  items_attributes: z.array(itemAttributes).max(200).optional(),
  payments_attributes: z.array(paymentAttributes).max(100).optional(),
  customer_attributes: customerAttributes.nullish(),
};

export const createBody = z.object({ sale: z.object(fields) });
export const updateBody = z.object({ sale: z.object(fields).partial() });
export type CreateInput = z.infer<typeof createBody>['sale'];
export type UpdateInput = z.infer<typeof updateBody>['sale'];
export type ItemInput = z.infer<typeof itemAttributes>;
export type PaymentInput = z.infer<typeof paymentAttributes>;

export const updateStatusBody = z.object({ id: zId, status: z.enum(SALE_STATUSES) });
export const updateStatusAllBody = z.object({ sale_ids: zIdList.min(1), status: z.enum(SALE_STATUSES) });
export const destroyAllBody = z.object({ sale_ids: zIdList.min(1) });
