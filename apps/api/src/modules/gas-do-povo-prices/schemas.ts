import { BRAZIL_UFS, VALIDATION } from '@ability/domain';
import { z } from 'zod';
import { recordReply, zDay, zMoney } from '../../lib/reply-schema';
import { recordBodies, zBool, zDate, zRequiredText } from '../../lib/zod';

const zRequiredDate = zDate.refine((d) => d !== null, { message: VALIDATION.required });

// No zod defaults: a PATCH must not reset what it does not send (the column default is active).
const fields = {
  uf: z.enum(BRAZIL_UFS, { message: VALIDATION.inclusion }),
  price_cents: z.number().int().min(1, { message: 'deve ser maior que zero' }).max(10_000_000),
  starts_on: zRequiredDate,
  ends_on: zDate.optional(),
  source: zRequiredText(120),
  active: zBool.optional(),
};

export const { createBody, updateBody } = recordBodies('gas_do_povo_price', fields);
export type CreateInput = z.infer<typeof createBody>['gas_do_povo_price'];
export type UpdateInput = z.infer<typeof updateBody>['gas_do_povo_price'];

/** A Gás do Povo reference price as the API answers it. */
export const gasDoPovoPriceReply = recordReply('GasDoPovoPrice', {
  uf: z.string(),
  price_cents: zMoney,
  starts_on: zDay,
  ends_on: zDay.nullable(),
  source: z.string(),
  active: z.boolean(),
});
