import { z } from 'zod';
import { recordReply, unitsFields } from '../../lib/reply-schema';
import { recordBodies, zBool, zIdList, zRequiredText } from '../../lib/zod';

// No zod defaults: a PATCH must not reset what it does not send (the column default is active).
const fields = {
  name: zRequiredText(80),
  active: zBool.optional(),
  resale_ids: zIdList.optional(),
};

export const { createBody, updateBody } = recordBodies('bottle_brand', fields);
export type CreateInput = z.infer<typeof createBody>['bottle_brand'];
export type UpdateInput = z.infer<typeof updateBody>['bottle_brand'];

/** A bottle brand as the API answers it. */
export const bottleBrandReply = recordReply('BottleBrand', {
  name: z.string(),
  active: z.boolean(),
  ...unitsFields,
});
