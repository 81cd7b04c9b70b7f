import { ACCOUNT_MOVEMENTS, TRANSACTION_MOVEMENTS } from '@ability/domain';
import { z } from 'zod';
import { zDay, zNameRef, zUnitRef, recordReply } from '../../lib/reply-schema';
import { recordBodies, zDate, zDateRangeParam, zExportFormat, zId, zPage, zRequiredText } from '../../lib/zod';

export const listQuery = z.object({
  page: zPage,
  query: z.string().max(100).optional(),
  movement: z.enum(TRANSACTION_MOVEMENTS).optional(),
  /** A day or a range: 01/11/2026-30/11/2026. */
  date: zDateRangeParam,
  resale_id: zId.optional(),
  /** The seller (user) filter. */
  user_id: zId.optional(),
  bank_id: zId.optional(),
  format: zExportFormat,
});
export type ListQuery = z.infer<typeof listQuery>;

const fields = {
  description: zRequiredText(200),
  /** Hand-made entries are inflow or outflow; `receivable` is written by sales and receipts. */
  movement: z.enum(ACCOUNT_MOVEMENTS),
  date: zDate.refine((d) => d !== null, 'não pode ficar em branco'),
  value_cents: z.number().int().min(1).max(100_000_000_000),
  resale_id: zId,
  account_id: zId.nullish(),
  bank_id: zId.nullish(),
};

export const { createBody, updateBody } = recordBodies('transaction', fields);
export type CreateInput = z.infer<typeof createBody>['transaction'];
export type UpdateInput = z.infer<typeof updateBody>['transaction'];

/** A cash entry as the API answers it. */
export const transactionReply = recordReply('Transaction', {
  description: z.string(),
  movement: z.enum(TRANSACTION_MOVEMENTS),
  date: zDay,
  value_cents: z.number().int(),
  resale_id: z.number().int(),
  resale: zUnitRef,
  account_id: z.number().int().nullable(),
  account: z
    .object({ id: z.number().int(), description: z.string(), category: z.object({ name: z.string() }) })
    .nullable(),
  bank_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  user: zNameRef.nullable(),
  employee_id: z.number().int().nullable(),
  sale_id: z.number().int().nullable(),
  receivable_id: z.number().int().nullable(),
  payable_id: z.number().int().nullable(),
  origin: z.enum(['sale', 'receivable', 'payable']).nullable(),
});
