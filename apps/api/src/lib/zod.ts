import {
  onlyDigits,
  parseDate,
  parseDateRange,
  isValidCep,
  isValidCpf,
  isValidCpfCnpj,
  isValidEmail,
  isValidPhone,
  VALIDATION,
} from '@ability/domain';
import { z } from 'zod';

/** pt-BR messages in the style of the seeds' field errors ("não pode ficar em branco"). */
z.config({
  customError: (iss) => {
    switch (iss.code) {
      case 'invalid_type':
        if (iss.input === undefined || iss.input === null) return VALIDATION.required;
        if (iss.expected === 'number' || iss.expected === 'int') return VALIDATION.notANumber;
        return VALIDATION.invalid;
      case 'too_small':
        if (iss.origin === 'string')
          return Number(iss.minimum) <= 1 ? VALIDATION.required : VALIDATION.tooShort(Number(iss.minimum));
        if (iss.origin === 'array' || iss.origin === 'set') return VALIDATION.required;
        return VALIDATION.greaterOrEqual(Number(iss.minimum));
      case 'too_big':
        if (iss.origin === 'string') return VALIDATION.tooLong(Number(iss.maximum));
        return VALIDATION.lessOrEqual(Number(iss.maximum));
      case 'invalid_format':
        return iss.format === 'email' ? VALIDATION.invalidEmail : VALIDATION.invalid;
      case 'invalid_value':
        return VALIDATION.inclusion;
      case 'not_multiple_of':
        return VALIDATION.mustBeInteger;
      case 'unrecognized_keys':
        return VALIDATION.invalid;
      default:
        return iss.message ?? VALIDATION.invalid;
    }
  },
});

/** Trimmed text; empty becomes null. */
export const zText = (max = 255) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => {
      const t = v?.trim();
      return t ? t : null;
    });

/** Trimmed, required text. */
export const zRequiredText = (max = 255) => z.string().trim().min(1).max(max);

export const zId = z.coerce.number().int().positive();
export const zIdParams = z.object({ id: zId });

export const zPhone = z
  .string()
  .nullish()
  .transform((v) => onlyDigits(v) || null)
  .refine((v) => v === null || isValidPhone(v), VALIDATION.invalidPhone);

export const zCpfCnpj = z
  .string()
  .nullish()
  .transform((v) => onlyDigits(v) || null)
  .refine((v) => v === null || isValidCpfCnpj(v), VALIDATION.invalidCpfCnpj);

export const zCpf = z
  .string()
  .nullish()
  .transform((v) => onlyDigits(v) || null)
  .refine((v) => v === null || isValidCpf(v), VALIDATION.invalidCpf);

export const zCnpj = z
  .string()
  .nullish()
  .transform((v) => onlyDigits(v) || null)
  .refine((v) => v === null || (v.length === 14 && isValidCpfCnpj(v)), VALIDATION.invalidCnpj);

export const zCep = z
  .string()
  .nullish()
  .transform((v) => onlyDigits(v) || null)
  .refine((v) => v === null || isValidCep(v), VALIDATION.invalidCep);

export const zEmail = z
  .string()
  .trim()
  .max(255)
  .refine((v) => isValidEmail(v), VALIDATION.invalidEmail)
  .transform((v) => v.toLowerCase());

export const zOptionalEmail = z
  .string()
  .trim()
  .max(255)
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || isValidEmail(v), VALIDATION.invalidEmail);

/** A calendar date given as DD/MM/YYYY or YYYY-MM-DD; out: 'YYYY-MM-DD' or null. */
export const zDate = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v.trim() === '') return null;
    const d = parseDate(v);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidDate });
      return z.NEVER;
    }
    return d;
  });

/** Query `date` parameter: a day or a range; out: {start, end} or undefined. */
export const zDateRangeParam = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const r = parseDateRange(v);
    if (!r) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidDate });
      return z.NEVER;
    }
    return r;
  });

/** Integer count such as stock or days; accepts numeric strings. */
export const zInt = (min = 0, max = 2_000_000_000) => z.coerce.number().int().min(min).max(max);

/** Money in integer cents. */
export const zCents = z.number().int().min(-100_000_000_000).max(100_000_000_000);

/** true/false also as the strings forms send. */
export const zBool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const zIdList = z.array(zId).max(1000);

/** Page of a list: 1-based. */
export const zPage = z.coerce.number().int().min(1).max(1_000_000).optional().default(1);

export const zExportFormat = z.enum(['csv', 'xlsx']).optional();

/** Nested address as sent by every form (`address_attributes`). */
export const zAddressAttributes = z
  .object({
    id: zId.optional(),
    patio: zText(255),
    number: zText(30),
    complement: zText(255),
    neighborhood: zText(255),
    zipcode: zCep,
    reference: zText(255),
    references: zText(255),
    city_id: zId.nullish(),
  })
  .partial()
  .nullish();

export type AddressAttributes = z.infer<typeof zAddressAttributes>;
