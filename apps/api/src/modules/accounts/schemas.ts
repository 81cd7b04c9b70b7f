import { ACCOUNT_GROUPS, ACCOUNT_MOVEMENTS } from '@ability/domain';
import { z } from 'zod';
import { zUnitRef, recordReply } from '../../lib/reply-schema';
import { recordBodies, zId, zRequiredText, zText, zRegisterListQuery } from '../../lib/zod';

export const listQuery = zRegisterListQuery.extend({ movement: z.enum(ACCOUNT_MOVEMENTS).optional() });
export type ListQuery = z.infer<typeof listQuery>;

const fields = {
  description: zRequiredText(160),
  movement: z.enum(ACCOUNT_MOVEMENTS),
  group: z.enum(ACCOUNT_GROUPS),
  /** An existing category… */
  category_id: zId.nullish(),
  /** …or a new one, created inline (found by name when it already exists). */
  category_name: zText(80),
  resale_id: zId,
};

export const { createBody, updateBody } = recordBodies('account', fields);
export type CreateInput = z.infer<typeof createBody>['account'];
export type UpdateInput = z.infer<typeof updateBody>['account'];

/** An account of the chart of accounts as the API answers it. */
export const accountReply = recordReply('Account', {
  description: z.string(),
  movement: z.enum(ACCOUNT_MOVEMENTS),
  group: z.enum(ACCOUNT_GROUPS),
  category_id: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  resale_id: z.number().int(),
  resale: zUnitRef,
});

/** GET /accounts/options. */
export const accountOptionsReply = z
  .object({ categories: z.array(z.object({ id: z.number().int(), name: z.string() })), resales: z.array(zUnitRef) })
  .meta({ id: 'AccountOptions' });
