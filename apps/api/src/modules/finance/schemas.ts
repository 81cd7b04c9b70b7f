import { ACCOUNT_MOVEMENTS, BANK_TYPES } from '@ability/domain';
import { z } from 'zod';
import { recordFields, zDay, zUnitRef } from '../../lib/reply-schema';
import { zBool, zDateRangeParam, zExportFormat, zId, zPage } from '../../lib/zod';

const int = z.number().int();
const countAndValue = z.object({ count: int, value_cents: int });

/** The choices of the finance forms and filters (financeOptions), in the user's units. */
export const financeOptionsReply = z
  .object({
    resales: z.array(zUnitRef),
    accounts: z.array(
      z.object({
        id: int,
        label: z.string(),
        category_name: z.string(),
        resale_id: int,
        movement: z.enum(ACCOUNT_MOVEMENTS),
      }),
    ),
    banks: z.array(z.object({ id: int, name: z.string(), resale_id: int, type_bank: z.enum(BANK_TYPES) })),
    users: z.array(z.object({ id: int, name: z.string(), email: z.string() })),
    employees: z.array(z.object({ id: int, name: z.string() })),
    payment_methods: z.array(z.object({ id: int, description: z.string(), resale_ids: z.array(int) })),
  })
  .meta({ id: 'FinanceOptions' });

/** GET /receivables/new and /payables/new (and /edit): the form's choices. */
export const financeFormOptionsReply = z
  .object({ meta: z.object({ options: financeOptionsReply }) })
  .meta({ id: 'FinanceFormOptions' });

/** Count and value per status of a bill list (finance/bills.ts BillSummary). */
export const billSummaryOf = <S extends string>(settled: S) =>
  z.object({
    [settled]: countAndValue,
    overdue: countAndValue,
    earlydue: countAndValue,
    all: countAndValue,
  } as Record<S | 'overdue' | 'earlydue' | 'all', typeof countAndValue>);

/** What a receivable or payable was written with (its bill). */
export const billReply = z
  .object({
    issue_date: zDay,
    due_date: zDay,
    description: z.string().nullable(),
    account_id: int.nullable(),
    payment_method_id: int.nullable(),
    payment_method: z.object({ id: int, description: z.string() }).nullable(),
    value_cents: int,
  })
  .meta({ id: 'Bill' });

export const countAndValueReply = countAndValue;

/** The list filters payables and receivables share; each adds its search, date types, party and statuses. */
export const billListQueryFields = {
  page: zPage,
  date: zDateRangeParam,
  payment_method_id: zId.optional(),
  resale_id: zId.optional(),
  user_id: zId.optional(),
  format: zExportFormat,
  /** false: the page without meta.options (the web app reads them once, from /payables/new or /receivables/new). */
  options: zBool.optional(),
};

/** What a payable and a receivable answer alike (finance/bills.ts BillRecordFields). */
export const billReplyFields = {
  ...recordFields,
  document: z.string().nullable(),
  description: z.string().nullable(),
  issue_date: zDay,
  due_date: zDay,
  value_cents: int,
  debt_cents: int,
  fine_cents: int,
  discount_cents: int,
  resale_id: int,
  resale: zUnitRef,
  user_id: int.nullable(),
  payment_method_id: int.nullable(),
  payment_method: z.object({ id: int, description: z.string() }).nullable(),
  account_id: int.nullable(),
  bill: billReply,
};
