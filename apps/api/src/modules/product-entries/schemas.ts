import { ENTRY_DATE_PARAMS, ENTRY_DISCOUNT_TYPES } from '@ability/domain';
import { z } from 'zod';
import { dataMetaOf, zDay, zNameRef, zTimestamp, zUnitRef } from '../../lib/reply-schema';
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

/** A product entry (a supplier's invoice) as the API answers it, with its items. */
export const entryReply = z
  .object({
    id: z.number().int(),
    invoice_number: z.string().nullable(),
    serial_number: z.string().nullable(),
    issue_date: zDay,
    due_date: zDay.nullable(),
    resale_id: z.number().int(),
    resale: zUnitRef,
    supplier_id: z.number().int().nullable(),
    supplier: zNameRef.nullable(),
    discount_type: z.enum(ENTRY_DISCOUNT_TYPES),
    discount_value_cents: z.number().int(),
    total_cents: z.number().int(),
    items: z.array(
      z.object({
        id: z.number().int(),
        product_id: z.number().int(),
        product: z.object({ id: z.number().int(), description: z.string() }),
        quantity: z.number().int(),
        bottle_movement: z.boolean(),
        bottle_quantity: z.number().int(),
        price_cents: z.number().int(),
        discount_cents: z.number().int(),
      }),
    ),
    created_at: zTimestamp,
  })
  .meta({ id: 'ProductEntry' });

/** The entries' summary over the whole filter. */
export const entrySummaryReply = z
  .object({
    products: z.array(
      z.object({ product_name: z.string(), items_quantity: z.number().int(), items_price_cents: z.number().int() }),
    ),
    total_quantity: z.number().int(),
    total_cents: z.number().int(),
  })
  .meta({ id: 'ProductEntrySummary' });

/** GET /product_entries: a page, the summary and the unit options. */
export const entryListReply = dataMetaOf(entryReply, {
  summary: entrySummaryReply,
  options: z.object({ resales: z.array(zUnitRef) }),
}).meta({ id: 'ProductEntryList' });

/** GET /product_entries/options. */
export const entryOptionsReply = z
  .object({
    resales: z.array(zUnitRef),
    products: z.array(
      z.object({
        id: z.number().int(),
        description: z.string(),
        price_cents: z.number().int(),
        resale_id: z.number().int(),
        default: z.boolean(),
        bottle_id: z.number().int().nullable(),
        bottle: z.object({ id: z.number().int(), description: z.string() }).nullable(),
        category_id: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'ProductEntryOptions' });

/** GET /product_entries/suppliers. */
export const supplierChoicesReply = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), trade_name: z.string().nullable() })),
});
