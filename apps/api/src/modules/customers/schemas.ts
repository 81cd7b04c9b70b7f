import { CONTACT_OUTCOMES, CUSTOMER_SEGMENTS, CYLINDER_CAPACITIES } from '@ability/domain';
import { z } from 'zod';
import { SALE_CHANNELS, SALE_STATUSES } from '@ability/domain';
import { dataMetaOf, recordFields, zDay as zDayReply, zNameRef, zTimestamp, zUnitRef } from '../../lib/reply-schema';
import { addressReply } from '../addresses/schemas';
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
  /** true: the 'Beneficiário Gás do Povo' customers (a live redemption of theirs). */
  gas_do_povo: zBool.optional(),
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
  /** The Gás do Povo voucher cycle, 2 or 3 months (null reads 3). */
  gas_do_povo_cycle_months: zInt(2, 3).nullish(),
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

const int = z.number().int();
const describedRef = z.object({ id: int, description: z.string() });
const unitDescription = z.object({ id: int, description: z.string(), resale_id: int });

/** A customer as the API answers it. */
export const customerReply = z
  .object({
    ...recordFields,
    name: z.string(),
    cpf_cnpj: z.string().nullable(),
    resale_id: int,
    resale: zUnitRef.nullable(),
    group_id: int.nullable(),
    group: describedRef.nullable(),
    sector_id: int.nullable(),
    sector: describedRef.nullable(),
    birth_day: int.nullable(),
    birth_month: int.nullable(),
    birthday: zDayReply.nullable(),
    obs: z.string().nullable(),
    contacted: z.string().nullable(),
    contacted_at: zTimestamp.nullable(),
    address: addressReply.nullable(),
    contacts: z.array(z.object({ id: int, phone: z.string(), whatsapp: z.boolean() })),
    last_sale: z.object({ sold_on: zDayReply }).nullable(),
    last_sale_on: zDayReply.nullable(),
    first_sale_on: zDayReply.nullable(),
    purchase_interval_days: int.nullable(),
    next_purchase_on: zDayReply.nullable(),
    callback_on: zDayReply.nullable(),
    repurchase_on: zDayReply.nullable(),
    gas_do_povo_cycle_months: int.nullable(),
    gas_do_povo: z.object({ cycle_months: int, last_redemption_on: zDayReply, next_voucher_on: zDayReply }).nullable(),
    debt_cents: int,
    /** The empties owed and the cylinders on loan, by brand and capacity (the empties' balances). */
    empties: z.array(
      z.object({
        account: z.enum(['owed', 'loan']),
        brand: z.string().nullable(),
        capacity: z.enum(CYLINDER_CAPACITIES),
        quantity: int,
      }),
    ),
  })
  .meta({ id: 'Customer' });

/** A customer with its segment of today (list and record). */
export const customerWithSegmentReply = customerReply
  .extend({ segment: z.enum(CUSTOMER_SEGMENTS) })
  .meta({ id: 'CustomerWithSegment' });

/** The list's filter choices (GET /customers/list_options, meta.options of GET /customers). */
export const customerListOptionsReply = z
  .object({ resales: z.array(zUnitRef), groups: z.array(unitDescription), sectors: z.array(unitDescription) })
  .meta({ id: 'CustomerListOptions' });

/** GET /customers/options. */
export const customerOptionsReply = customerListOptionsReply;

/** GET /customers: a page (with `options`, the filter choices in meta). */
export const customerListReply = dataMetaOf(customerWithSegmentReply, {
  options: customerListOptionsReply.optional(),
}).meta({ id: 'CustomerList' });

/** GET /customers/repurchase_stats: the re-purchase queue's calls and the orders that followed, per user. */
export const repurchaseStatsReply = z
  .object({
    range: z.object({ start: zDayReply, end: zDayReply }),
    stats: z.array(
      z.object({ user_id: int.nullable(), user: z.string(), calls: int, orders: int, rate: z.number().nullable() }),
    ),
  })
  .meta({ id: 'RepurchaseStats' });

/** A customers' import (GET /customers/import/{id}). */
export const importJobReply = z
  .object({
    id: int,
    state: z.enum(['running', 'finished', 'failed', 'interrupted']),
    file_name: z.string(),
    resale_id: int,
    total: int,
    done: int,
    created: int,
    updated: int,
    refused: int,
    error: z.string().nullable(),
    created_at: zTimestamp,
    finished_at: zTimestamp.nullable(),
    failed: z.array(
      z.object({
        line: int,
        name: z.string(),
        errors: z.record(z.string(), z.array(z.string())),
        reason: z.string(),
      }),
    ),
  })
  .meta({ id: 'CustomerImport' });

/** GET /customers/{id}/additional_info. */
export const additionalInfoReply = z
  .object({
    id: int,
    debt_cents: int,
    expired_debt_cents: int,
    interval_purchasing_in_days: z.array(int),
    purchase_interval_days: int.nullable(),
    last_sale_on: zDayReply.nullable(),
    next_purchase_on: zDayReply.nullable(),
  })
  .meta({ id: 'CustomerAdditionalInfo' });

/** A sale of 'Últimas compras' (and the caller's last order). */
export const historySaleReply = z
  .object({
    id: int,
    doc_number: int,
    status: z.enum(SALE_STATUSES),
    channel: z.enum(SALE_CHANNELS),
    sold_on: zTimestamp,
    total_cents: int,
    change_cents: int,
    obs: z.string().nullable(),
    resale_id: int,
    employee_id: int.nullable(),
    employee: zNameRef.nullable(),
    items: z.array(
      z.object({
        id: int,
        product_id: int,
        quantity: int,
        price_cents: int,
        discount_cents: int,
        product: describedRef,
      }),
    ),
    payments: z.array(
      z.object({
        id: int,
        payment_method_id: int,
        value_cents: int,
        installments: int,
        due_date: zDayReply.nullable(),
        payment_method: describedRef,
      }),
    ),
  })
  .meta({ id: 'CustomerSale' });

/** A line of a comodato ledger: bottles of a product lent to a customer, returned and held. */
export const comodatoLineReply = z
  .object({
    customer_id: int,
    customer: zNameRef,
    resale_id: int,
    product_id: int,
    product: describedRef,
    lent: int,
    returned: int,
    held: int,
    since: zDayReply.nullable(),
    last_sale_on: zDayReply.nullable(),
    purchase_interval_days: int.nullable(),
    at_risk: z.boolean(),
  })
  .meta({ id: 'ComodatoLine' });

/** GET /customers/{id}/comodato. */
export const customerComodatoReply = z
  .object({ lines: z.array(comodatoLineReply), held: int, at_risk: z.boolean() })
  .meta({ id: 'CustomerComodato' });
