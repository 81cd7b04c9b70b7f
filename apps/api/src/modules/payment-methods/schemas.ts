import { CARD_TYPES } from '@ability/domain';
import { z } from 'zod';
import { unitsFields, recordReply } from '../../lib/reply-schema';
import { recordBodies, zBool, zIdList, zInt, zRequiredText } from '../../lib/zod';

/** Percent with 2 decimals, dot separator (3.49); a numeric string is accepted too. */
const zPercent = z.coerce
  .number()
  .min(0)
  .max(100)
  .transform((v) => Math.round(v * 100) / 100);

// No zod defaults here: a PATCH must not reset what it does not send. Creates start from
// PAYMENT_METHOD_DEFAULTS in the service.
const fields = {
  description: zRequiredText(120),
  status: zBool.optional(),
  is_card: zBool.optional(),
  card_type: z.enum(CARD_TYPES).optional(),
  delivery_time: zInt(0, 3650).optional(),
  adm_tax: zPercent.optional(),
  default: zBool.optional(),
  resale_ids: zIdList.optional(),
};

export const { createBody, updateBody } = recordBodies('payment_method', fields);
export type CreateInput = z.infer<typeof createBody>['payment_method'];
export type UpdateInput = z.infer<typeof updateBody>['payment_method'];

/** A payment method as the API answers it. */
export const paymentMethodReply = recordReply('PaymentMethod', {
  description: z.string(),
  status: z.boolean(),
  is_card: z.boolean(),
  card_type: z.enum(CARD_TYPES),
  delivery_time: z.number().int(),
  adm_tax: z.number(),
  default: z.boolean(),
  ...unitsFields,
});
