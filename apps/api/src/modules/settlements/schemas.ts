import { CYLINDER_CAPACITIES, SETTLEMENT_STATUSES, VALIDATION } from '@ability/domain';
import { z } from 'zod';
import { zDay as zDayReply, zNameRef, zTimestamp, zUnitRef } from '../../lib/reply-schema';
import { employeeOptionReply } from '../employees/schemas';
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
    /** The empties handed in per brand (null: not told) and capacity. */
    empties_attributes: z
      .array(
        z.object({
          brand_id: zId.nullable(),
          capacity: z.enum(CYLINDER_CAPACITIES),
          handed_in: z.number().int().min(0).max(100_000),
        }),
      )
      .max(200)
      .optional(),
  }),
});
export type SaveInput = z.infer<typeof saveBody>['settlement'];

/** POST /settlements/reopen. */
export const keyBody = z.object({ settlement: z.object(key) });
export type KeyInput = z.infer<typeof keyBody>['settlement'];

const moneyLine = {
  expected_cents: z.number().int(),
  handed_in_cents: z.number().int(),
  difference_cents: z.number().int(),
};

/** A deliverer's day: what the sales expect per payment method, what was handed in, and its status. */
export const settlementReply = z
  .object({
    id: z.number().int().nullable(),
    resale_id: z.number().int(),
    employee_id: z.number().int(),
    employee: zNameRef,
    business_day: zDayReply,
    status: z.enum(SETTLEMENT_STATUSES),
    note: z.string().nullable(),
    closed_at: zTimestamp.nullable(),
    closed_by: zNameRef.nullable(),
    reopened_at: zTimestamp.nullable(),
    reopened_by: zNameRef.nullable(),
    sales_count: z.number().int(),
    lines: z.array(
      z.object({
        payment_method_id: z.number().int(),
        ...moneyLine,
        payment_method: z.object({ id: z.number().int(), description: z.string() }),
      }),
    ),
    totals: z.object(moneyLine),
    /** The empties collected on the day's delivered and finished sales (the ledger) against those handed in. */
    empties: z.array(
      z.object({
        brand_id: z.number().int().nullable(),
        brand: z.string().nullable(),
        capacity: z.enum(CYLINDER_CAPACITIES),
        expected: z.number().int(),
        handed_in: z.number().int(),
        difference: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Settlement' });

/** GET /settlements/options: the units and their deliverers. */
export const settlementOptionsReply = z
  .object({ resales: z.array(zUnitRef), employees: z.array(employeeOptionReply) })
  .meta({ id: 'SettlementOptions' });
