import { CALL_KINDS, VALIDATION, onlyDigits } from '@ability/domain';
import { z } from 'zod';
import { zNameRef, zTimestamp, zUnitRef } from '../../lib/reply-schema';
import { zDateRangeParam, zExportFormat, zId, zPage } from '../../lib/zod';

export const listQuery = z.object({
  page: zPage,
  kind: z.enum(CALL_KINDS).optional(),
  date: zDateRangeParam,
  resale_id: zId.optional(),
  customer_name: z.string().max(100).optional(),
  format: zExportFormat,
});
export type ListQuery = z.infer<typeof listQuery>;

/** GET /call_logs/missed: the queue of missed calls, paged, of the user's units (or one of them). */
export const missedQuery = z.object({ page: zPage, resale_id: zId.optional() });

/** The number as the caller-ID device gives it: an optional area code before 8 or 9 digits. */
const zCallPhone = z
  .string()
  .max(30)
  .transform((v) => onlyDigits(v))
  .refine((v) => v.length > 0, VALIDATION.required)
  .refine((v) => v.length === 0 || (v.length >= 8 && v.length <= 11), VALIDATION.invalidPhone);

export const createBody = z.object({
  call_log: z.object({
    kind: z.enum(CALL_KINDS).optional().default('incoming'),
    phone: zCallPhone,
    /** The unit whose line rang; by default the caller's unit (see service). */
    resale_id: zId.optional(),
  }),
});
export type CreateInput = z.infer<typeof createBody>['call_log'];

/** A call as the API answers it. */
export const callLogReply = z
  .object({
    id: z.number().int(),
    kind: z.enum(CALL_KINDS),
    phone: z.string(),
    resale_id: z.number().int(),
    resale: zUnitRef,
    customer: zNameRef.nullable(),
    created_at: zTimestamp,
  })
  .meta({ id: 'CallLog' });

/** A missed call of the queue. */
export const missedCallReply = z
  .object({
    id: z.number().int(),
    phone: z.string(),
    resale_id: z.number().int(),
    resale: zUnitRef,
    customer: zNameRef.nullable(),
    created_at: zTimestamp,
  })
  .meta({ id: 'MissedCall' });

/** GET /call_logs/missed: a page of the queue. */
export const missedCallsReply = z.object({
  data: z.array(missedCallReply),
  meta: z.object({ total: z.number().int(), per_page: z.number().int() }),
});

/** GET /call_logs/options. */
export const callLogOptionsReply = z
  .object({ resales: z.array(zUnitRef), users: z.array(zNameRef) })
  .meta({ id: 'CallLogOptions' });

/** POST /call_logs/{id}/returned: who returned the call, and when. */
export const returnedReply = z.object({
  id: z.number().int(),
  resale_id: z.number().int(),
  returned_at: zTimestamp.nullable(),
  returned_by: z.number().int().nullable(),
});
