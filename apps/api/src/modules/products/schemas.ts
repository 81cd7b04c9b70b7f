import { CYLINDER_CAPACITIES } from '@ability/domain';
import { z } from 'zod';
import { zUnitRef, recordReply } from '../../lib/reply-schema';
import { productFiscalInput } from '../fiscal/schemas';
import { recordBodies, zBool, zExportFormat, zId, zInt, zPage, zRequiredText } from '../../lib/zod';

/** GET /products: the product list (page) and the stock screen (resale_id, product_id, per_page=all). */
export const listQuery = z.object({
  page: zPage,
  per_page: z.enum(['all']).optional(),
  query: z.string().max(100).optional(),
  resale_id: zId.optional(),
  product_id: zId.optional(),
  format: zExportFormat,
});
export type ListQuery = z.infer<typeof listQuery>;

export const optionsQuery = z.object({ resale_id: zId.optional() });

const fields = {
  description: zRequiredText(120),
  resale_id: zId,
  bottle_id: zId.nullish(),
  category_id: zId.nullish(),
  price_cents: zInt(0, 100_000_000),
  default: zBool.optional(),
  /** 'Elegível ao Gás do Povo': a refill a redemption may pay. */
  gas_do_povo_eligible: zBool.optional(),
  /** The cylinder capacity it refills (or is, with `is_cylinder`); null: not a gas product. */
  capacity: z.enum(CYLINDER_CAPACITIES).nullish(),
  /** The product is the cylinder itself (the 'Casco' sold). */
  is_cylinder: zBool.optional(),
  /** Only the minimum is set here: the other counts change through entries, adjustments and sales. */
  stock_attributes: z.object({ minimum: zInt(0, 10_000_000).optional() }).nullish(),
  /** The product's fiscal data (modules/fiscal), written in the product's transaction when sent. */
  fiscal: productFiscalInput.optional(),
};

export const { createBody, updateBody } = recordBodies(
  'product',
  { ...fields, price_cents: fields.price_cents.optional().default(0) },
  fields,
);
export type CreateInput = z.infer<typeof createBody>['product'];
export type UpdateInput = z.infer<typeof updateBody>['product'];

export const categoryBody = z.object({
  category: z.object({ name: zRequiredText(80), resale_id: zId }),
});

const idRef = { id: z.number().int() };

/** A product as the API answers it, with its stock. */
export const productReply = recordReply('Product', {
  description: z.string(),
  price_cents: z.number().int(),
  resale_id: z.number().int(),
  resale: zUnitRef,
  bottle_id: z.number().int().nullable(),
  bottle: z.object({ ...idRef, description: z.string() }).nullable(),
  category_id: z.number().int().nullable(),
  category: z.object({ ...idRef, name: z.string() }).nullable(),
  default: z.boolean(),
  gas_do_povo_eligible: z.boolean(),
  capacity: z.enum(CYLINDER_CAPACITIES).nullable(),
  is_cylinder: z.boolean(),
  stock: z.object({
    platform: z.number().int(),
    lending: z.number().int(),
    defect: z.number().int(),
    minimum: z.number().int(),
    total: z.number().int(),
  }),
});

/** A product's category. */
export const categoryReply = z
  .object({ ...idRef, name: z.string(), resale_id: z.number().int() })
  .meta({ id: 'Category' });

/** GET /products/options: products, categories and units for the selects. */
export const productOptionsReply = z
  .object({
    products: z.array(
      z.object({
        ...idRef,
        description: z.string(),
        price_cents: z.number().int(),
        resale_id: z.number().int(),
        default: z.boolean(),
        bottle_id: z.number().int().nullable(),
        bottle: z.object({ ...idRef, description: z.string() }).nullable(),
        category_id: z.number().int().nullable(),
      }),
    ),
    categories: z.array(categoryReply),
    resales: z.array(zUnitRef),
  })
  .meta({ id: 'ProductOptions' });
