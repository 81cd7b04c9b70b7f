import { PASSWORD_MIN_LENGTH, USER_ROLES } from '@ability/domain';
import { z } from 'zod';
import { ROLES } from '@ability/domain';
import { unitsFields, zUnitRef, recordReply } from '../../lib/reply-schema';
import { employeeOptionReply } from '../employees/schemas';
import { recordBodies, zEmail, zId, zIdList, zPhone, zRequiredText } from '../../lib/zod';

/** A new password; on edit an empty one (or none) keeps the old password. */
const zNewPassword = z
  .string()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().min(PASSWORD_MIN_LENGTH).optional());

const fields = {
  email: zRequiredText(255).pipe(zEmail),
  phone: zPhone,
  password: zNewPassword,
  role: z.enum(USER_ROLES).default('deliverer'),
  resale_ids: zIdList.default([]),
  /** Required: the service answers on `employee` (the seeds' field name). */
  employee_id: zId.nullish(),
};

/** A partial update: what is absent stays as it is. */
export const { createBody, updateBody } = recordBodies('user', fields, {
  ...fields,
  role: z.enum(USER_ROLES).optional(),
  resale_ids: zIdList.optional(),
});
export type CreateInput = z.infer<typeof createBody>['user'];
export type UpdateInput = z.infer<typeof updateBody>['user'];

/** A user as the API answers it (never the password). */
export const userReply = recordReply('User', {
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  employee_id: z.number().int().nullable(),
  employee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ...unitsFields,
});

/** GET /users/options. */
export const userOptionsReply = z
  .object({ resales: z.array(zUnitRef), employees: z.array(employeeOptionReply) })
  .meta({ id: 'UserOptions' });
