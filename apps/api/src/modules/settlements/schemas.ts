import { VALIDATION } from '@ability/domain';
import { z } from 'zod';
import { zDate, zId, zText } from '../../lib/zod';

const zDay = zDate.refine((d) => d !== null, VALIDATION.required);

/** Which settlement: a deliverer's business day in a unit (a deliverer reading theirs may leave out employee_id). */
export const dayQuery = z.object({ resale_id: zId, employee_id: zId.optional(), date: zDay });
export type DayQuery = z.infer<typeof dayQuery>;

const zHandedIn = z.number().int().min(0).max(100_000_000_000);

const key = { resale_id: zId, employee_id: zId, date: zDay };

/** PUT /settlements (save) and POST /settlements/close (save, then close): what the office received. */
export const saveBody = z.object({
  settlement: z.object({
    ...key,
    note: zText(500).optional(),
    amounts_attributes: z
      .array(z.object({ payment_method_id: zId, handed_in_cents: zHandedIn }))
      .max(100)
      .optional(),
  }),
});
export type SaveInput = z.infer<typeof saveBody>['settlement'];

/** POST /settlements/reopen. */
export const keyBody = z.object({ settlement: z.object(key) });
export type KeyInput = z.infer<typeof keyBody>['settlement'];
