import { CNH_CATEGORIES, EMPLOYEE_ROLES, VALIDATION, cnhCategoryNumber } from '@ability/domain';
import { z } from 'zod';
import { unitsFields, zDay, recordReply } from '../../lib/reply-schema';
import { addressReply } from '../addresses/schemas';
import {
  recordBodies,
  zAddressAttributes,
  zBool,
  zCpf,
  zBirthday,
  zDate,
  zIdList,
  zOptionalEmail,
  zPhone,
  zRequiredText,
  zText,
} from '../../lib/zod';

/** The category as its number 0–5 (what the form sends) or its code 'a'…'e' (what the API answers). */
const zCnhCategory = z
  .union([
    z
      .number()
      .int()
      .min(0)
      .max(CNH_CATEGORIES.length - 1),
    z.string().max(2),
  ])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    if (typeof v === 'number') return v;
    const n = cnhCategoryNumber(v);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.inclusion });
      return z.NEVER;
    }
    return n;
  });

const fields = {
  name: zRequiredText(120),
  phone: zPhone,
  email: zOptionalEmail,
  role: z.enum(EMPLOYEE_ROLES).default('deliverer'),
  birthday: zBirthday,
  cpf: zCpf,
  rg: zText(20),
  ctps: zText(30),
  cnh_number: zText(20),
  cnh_date: zDate,
  cnh_category: zCnhCategory,
  has_mopp: zBool.default(false),
  resale_ids: zIdList.default([]),
  address_attributes: zAddressAttributes,
};

/** A partial update: what is absent stays as it is (defaults do not apply). */
export const { createBody, updateBody } = recordBodies('employee', fields, {
  ...fields,
  role: z.enum(EMPLOYEE_ROLES).optional(),
  has_mopp: zBool.optional(),
  resale_ids: zIdList.optional(),
});
export type CreateInput = z.infer<typeof createBody>['employee'];
export type UpdateInput = z.infer<typeof updateBody>['employee'];

/** An employee as the API answers it. */
export const employeeReply = recordReply('Employee', {
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(EMPLOYEE_ROLES),
  birthday: zDay.nullable(),
  cpf: z.string().nullable(),
  rg: z.string().nullable(),
  ctps: z.string().nullable(),
  cnh_number: z.string().nullable(),
  cnh_date: zDay.nullable(),
  cnh_category: z.enum(CNH_CATEGORIES).nullable(),
  has_mopp: z.boolean(),
  ...unitsFields,
  address: addressReply.nullable(),
});

/** An employee in the selects of other screens. */
export const employeeOptionReply = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.enum(EMPLOYEE_ROLES),
    resale_ids: z.array(z.number().int()),
  })
  .meta({ id: 'EmployeeOption' });
