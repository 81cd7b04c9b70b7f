import { ADJUSTMENT_REASONS, STOCK_MOVEMENTS } from '@ability/domain';
import { z } from 'zod';
import { zDate, zExportFormat, zId, zInt, zPage, zText } from '../../lib/zod';

export const listQuery = z.object({
  page: zPage,
  query: z.string().max(100).optional(),
  movement_id: z.enum(STOCK_MOVEMENTS).optional(),
  customer_id: zId.optional(),
  resale_id: zId.optional(),
  user_id: zId.optional(),
  start_date: zDate,
  end_date: zDate,
  format: zExportFormat,
});
export type ListQuery = z.infer<typeof listQuery>;

export const createBody = z.object({
  stock_appointment: z.object({
    date: zDate.refine((v) => v !== null, 'não pode ficar em branco'),
    movement: z.enum(STOCK_MOVEMENTS).optional().default('inflow'),
    reason: z.enum(ADJUSTMENT_REASONS).nullish(),
    justification: zText(1000),
    resale_id: zId,
    product_id: zId,
    customer_id: zId.nullish(),
    quantity: zInt(1, 1_000_000),
  }),
});
export type CreateInput = z.infer<typeof createBody>['stock_appointment'];

export const writeOffBody = z.object({ quantity: zInt(1, 1_000_000) });
