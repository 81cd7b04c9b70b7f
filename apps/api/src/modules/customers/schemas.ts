import { CONTACT_OUTCOMES, CUSTOMER_SEGMENTS } from '@ability/domain';
import { z } from 'zod';
import {
  zAddressAttributes,
  zBool,
  zCpfCnpj,
  zBirthday,
  zDateBetween,
  zDateRangeParam,
  zExportFormat,
  zId,
  zInt,
  zPage,
  zPhone,
  zRequiredText,
  zText,
} from '../../lib/zod';

/**
 * GET /customers: the list's filters, one of by_name / by_address / phone, and the type-ahead's
 * `query` (name, or phone digits) used by the sale form.
 */
export const listQuery = z.object({
  page: zPage,
  resale_id: zId.optional(),
  status: z.enum(CONTACT_OUTCOMES).optional(),
  /** The customer segment (domain customerSegment, on today). */
  segment: z.enum(CUSTOMER_SEGMENTS).optional(),
  group_id: zId.optional(),
  sector_id: zId.optional(),
  birth_day: zInt(1, 31).optional(),
  birth_month: zInt(1, 12).optional(),
  order_delay: zInt(1, 100_000).optional(),
  /** true: the re-purchase queue (Recompra) — customers due today, most overdue first (repurchase.ts). */
  due: zBool.optional(),
  debt_delay: zInt(1, 100_000).optional(),
  by_name: z.string().max(100).optional(),
  by_address: z.string().max(200).optional(),
  phone: z.string().max(30).optional(),
  query: z.string().max(100).optional(),
  format: zExportFormat,
  /** false: the page without meta.options (the web app reads them once, from /customers/list_options). */
  options: zBool.optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const listOptionsQuery = z.object({ resale_id: zId.optional() });

/** GET /customers/{id}/last_order: the unit whose last order (default: the customer's own unit). */
export const lastOrderQuery = z.object({ resale_id: zId.optional() });

export const zContactAttributes = z.object({
  id: zId.optional(),
  phone: zPhone,
  whatsapp: zBool.optional(),
  _destroy: zBool.optional(),
});

const fields = {
  name: zRequiredText(150),
  cpf_cnpj: zCpfCnpj,
  resale_id: zId,
  group_id: zId.nullish(),
  sector_id: zId.nullish(),
  birth_day: zInt(1, 31).nullish(),
  birth_month: zInt(1, 12).nullish(),
  birthday: zBirthday,
  obs: zText(4000),
  contacted: z.enum(CONTACT_OUTCOMES).nullish(),
  /** 'Ligar depois': the day the customer comes back to the re-purchase queue. */
  callback_on: zDateBetween('2000-01-01', '2100-12-31').nullish(),
  address_attributes: zAddressAttributes,
  contacts_attributes: z.array(zContactAttributes).max(20).optional(),
};

export const customerInput = z.object(fields);
export const customerPatch = z.object(fields).partial();
export const createBody = z.object({ customer: customerInput });
export const updateBody = z.object({ customer: customerPatch });
export type CreateInput = z.infer<typeof customerInput>;
export type UpdateInput = z.infer<typeof customerPatch>;
export type ContactInput = z.infer<typeof zContactAttributes>;

/** GET /customers/repurchase_stats: the calls of a period (today by default) in a unit or the user's units. */
export const repurchaseStatsQuery = z.object({ resale_id: zId.optional(), date: zDateRangeParam });

export const updateAllContactedBody = z.object({ resale_id: zId });
