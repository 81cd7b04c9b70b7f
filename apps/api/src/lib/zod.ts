import {
  formatDateBr,
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

/** A number typed with a mask (phone, CPF, CEP…): its digits, empty becomes null, checked by `isValid`. */
const zDigits = (isValid: (digits: string) => boolean, message: string) =>
  z
    .string()
    .nullish()
    .transform((v) => onlyDigits(v) || null)
    .refine((v) => v === null || isValid(v), message);

export const zPhone = zDigits(isValidPhone, VALIDATION.invalidPhone);
export const zCpfCnpj = zDigits(isValidCpfCnpj, VALIDATION.invalidCpfCnpj);
export const zCpf = zDigits(isValidCpf, VALIDATION.invalidCpf);
export const zCnpj = zDigits((v) => v.length === 14 && isValidCpfCnpj(v), VALIDATION.invalidCnpj);
export const zCep = zDigits(isValidCep, VALIDATION.invalidCep);

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

/**
 * Text PostgreSQL cannot store: NUL (U+0000), refused in every text type, and lone UTF-16 surrogates,
 * which have no UTF-8 form. Every string of a request is checked once, before validation
 * (`unstorableTextAt`, run by the errors plugin on params, query and body), so no route sees it.
 */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text less what PostgreSQL cannot store: NULs dropped, half surrogate pairs as U+FFFD (for reporting it). */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
}

/** The path of the first unstorable string (or object key) in a parsed request part, or null. */
export function unstorableTextAt(value: unknown, at: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return isUnstorableText(value) ? at : null;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextAt(value[i], [...at, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value)) {
    if (isUnstorableText(key)) return at;
    const found = unstorableTextAt(v, [...at, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Dates a business can mean: every date field and filter lies in 2000–2100 (a typo such as 2999 or
 * 0202 is refused, not stored); birthdays may go back to 1900.
 */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2100-12-31';
export const BIRTHDAY_MIN = '1900-01-01';

function inRange(day: string, min: string, max: string, ctx: z.RefinementCtx): boolean {
  if (day >= min && day <= max) return true;
  ctx.addIssue({ code: 'custom', message: VALIDATION.dateOutOfRange(formatDateBr(min), formatDateBr(max)) });
  return false;
}

/** A calendar date given as DD/MM/YYYY or YYYY-MM-DD, between `min` and `max`; out: 'YYYY-MM-DD' or null. */
export const zDateBetween = (min: string, max: string) =>
  z
    .string()
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v.trim() === '') return null;
      const d = parseDate(v);
      if (!d) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.invalidDate });
        return z.NEVER;
      }
      return inRange(d, min, max, ctx) ? d : z.NEVER;
    });

/** A business date (2000–2100) given as DD/MM/YYYY or YYYY-MM-DD; out: 'YYYY-MM-DD' or null. */
export const zDate = zDateBetween(DATE_MIN, DATE_MAX);

/** A person's birthday (1900–2100). */
export const zBirthday = zDateBetween(BIRTHDAY_MIN, DATE_MAX);

/**
 * An instant in ISO 8601 with its offset, in 2000–2100 and, with `maxAheadMs`, at most that far after
 * the moment of the request (a sale's `sold_on`: one day).
 */
export const zDateTime = (opts: { maxAheadMs?: number } = {}) =>
  z.iso.datetime({ offset: true }).superRefine((v, ctx) => {
    const at = new Date(v);
    if (Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidDate });
      return;
    }
    // The calendar day in its own offset, as the user wrote it.
    if (!inRange(v.slice(0, 10), DATE_MIN, DATE_MAX, ctx)) return;
    if (opts.maxAheadMs !== undefined && at.getTime() > Date.now() + opts.maxAheadMs) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.dateTooFarAhead });
    }
  });

/** Query `date` parameter: a day or a range, in 2000–2100; out: {start, end} or undefined. */
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
    return inRange(r.start, DATE_MIN, DATE_MAX, ctx) && inRange(r.end, DATE_MIN, DATE_MAX, ctx) ? r : z.NEVER;
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

/** A register list's query (GET /vehicles): page, text search, unit filter and export format. */
export const zRegisterListQuery = z.object({
  page: zPage,
  query: z.string().max(100).optional(),
  resale_id: zId.optional(),
  format: zExportFormat,
});
export type RegisterListQuery = z.infer<typeof zRegisterListQuery>;

/**
 * The bodies of a register's POST and PATCH: `{ [wrapper]: {...createFields} }` and
 * `{ [wrapper]: {...updateFields} }` with every field optional (a PATCH changes only what it sends).
 * `updateFields` is the create's fields unless the update differs (defaults that must not apply to a
 * PATCH: a zod default survives `.partial()`).
 */
export function recordBodies<W extends string, C extends z.ZodRawShape, U extends z.ZodRawShape = C>(
  wrapper: W,
  createFields: C,
  updateFields?: U,
) {
  const create = z.object(createFields);
  const update = z.object(updateFields ?? createFields).partial() as z.ZodObject<{
    [K in keyof U]: z.ZodOptional<U[K]>;
  }>;
  return {
    createBody: z.object({ [wrapper]: create } as { [K in W]: typeof create }),
    updateBody: z.object({ [wrapper]: update } as { [K in W]: typeof update }),
  };
}
