import { ADJUSTMENT_REASONS, STOCK_MOVEMENTS } from '@ability/domain';
import { z } from 'zod';
import { zDay, zNameRef, zTimestamp, zUnitRef } from '../../lib/reply-schema';
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

/** A stock adjustment as the API answers it. */
export const appointmentReply = z
  .object({
    id: z.number().int(),
    date: zDay,
    movement: z.enum(STOCK_MOVEMENTS),
    reason: z.enum(ADJUSTMENT_REASONS).nullable(),
    justification: z.string().nullable(),
    resale_id: z.number().int(),
    resale: zUnitRef,
    product_id: z.number().int(),
    product: z.object({ id: z.number().int(), description: z.string() }),
    customer_id: z.number().int().nullable(),
    customer: zNameRef.nullable(),
    user: zNameRef.nullable(),
    quantity: z.number().int(),
    written_off: z.number().int(),
    open_quantity: z.number().int(),
    created_at: zTimestamp,
  })
  .meta({ id: 'StockAppointment' });

/** GET /stock_appointments/options. */
export const appointmentOptionsReply = z
  .object({
    resales: z.array(zUnitRef),
    users: z.array(zNameRef),
    movements: z.array(z.object({ id: z.enum(STOCK_MOVEMENTS), name: z.string() })),
    products: z.array(z.object({ id: z.number().int(), description: z.string(), resale_id: z.number().int() })),
  })
  .meta({ id: 'StockAppointmentOptions' });
