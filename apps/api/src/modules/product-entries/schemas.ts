import { ENTRY_DATE_PARAMS, ENTRY_DISCOUNT_TYPES } from '@ability/domain';
import { z } from 'zod';
import { zBool, zDate, zExportFormat, zId, zInt, zPage, zText } from '../../lib/zod';

export const listQuery = z.object({
  page: zPage,
  resale_id: zId.optional(),
  date_param: z.enum(ENTRY_DATE_PARAMS).optional().default('issue_date'),
  start_date: zDate,
  end_date: zDate,
  format: zExportFormat,
});
export type ListQuery = z.infer<typeof listQuery>;

const item = z.object({
  product_id: zId,
  quantity: zInt(1, 1_000_000),
  bottle_movement: zBool.optional().default(false),
  bottle_quantity: zInt(0, 1_000_000).nullish(),
  price_cents: zInt(0, 100_000_000).optional().default(0),
  discount_cents: zInt(0, 100_000_000).optional().default(0),
  _destroy: zBool.optional(),
});

export const createBody = z.object({
  product_entry: z.object({
    resale_id: zId,
    supplier_id: zId,
    invoice_number: zText(60),
    serial_number: zText(30),
    issue_date: zDate.refine((v) => v !== null, 'não pode ficar em branco'),
    due_date: zDate,
    discount_type: z.enum(ENTRY_DISCOUNT_TYPES).optional().default('value'),
    discount_value_cents: zInt(0, 100_000_000).optional().default(0),
    items_attributes: z.array(item).max(200),
  }),
});
export type CreateInput = z.infer<typeof createBody>['product_entry'];

export const supplierQuery = z.object({ query: z.string().max(100).optional(), resale_id: zId.optional() });
