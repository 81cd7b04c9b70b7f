import { BANK_TYPES } from '@ability/domain';
import { z } from 'zod';
import { zUnitRef, recordReply } from '../../lib/reply-schema';
import { recordBodies, zCents, zExportFormat, zId, zPage, zRequiredText, zText } from '../../lib/zod';

export const listQuery = z.object({
  page: zPage,
  search: z.string().max(100).optional(),
  query: z.string().max(100).optional(),
  resale_id: zId.optional(),
  format: zExportFormat,
});

const fields = {
  type_bank: z.enum(BANK_TYPES),
  description: zRequiredText(120),
  ag: zText(20),
  account: zText(30),
  resale_id: zId,
};

/** The initial balance is set on create only; an update ignores it. */
export const { createBody, updateBody } = recordBodies(
  'bank',
  { ...fields, init_balance_cents: zCents.optional().default(0) },
  { ...fields, init_balance_cents: zCents.optional() },
);
export type CreateInput = z.infer<typeof createBody>['bank'];
export type UpdateInput = z.infer<typeof updateBody>['bank'];

/** A bank account or safe as the API answers it. */
export const bankReply = recordReply('Bank', {
  type_bank: z.enum(BANK_TYPES),
  description: z.string(),
  ag: z.string().nullable(),
  account: z.string().nullable(),
  init_balance_cents: z.number().int(),
  balance_cents: z.number().int(),
  resale_id: z.number().int(),
  resale: zUnitRef,
});
