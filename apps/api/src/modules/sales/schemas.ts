import {
  CYLINDER_CAPACITIES,
  EMPTY_RETURNS,
  GAS_DO_POVO_VALIDATIONS,
  NFCE_FILTER_VALUES,
  NFCE_STATES,
  SALE_CHANNELS,
  SALE_STATUSES,
} from '@ability/domain';
import { z } from 'zod';
import { PIX_KEY_TYPES } from '@ability/domain';
import { zDay as zDayReply, zNameRef, zTimestamp, zUnitRef } from '../../lib/reply-schema';
import { addressReply } from '../addresses/schemas';
import { employeeOptionReply } from '../employees/schemas';
import { customerPatch } from '../customers/schemas';
import {
  recordBodies,
  zBool,
  zDate,
  zDateRangeParam,
  zDateTime,
  zExportFormat,
  zId,
  zIdList,
  zPage,
  zText,
} from '../../lib/zod';

const zCentsValue = z.number().int().min(0).max(1_000_000_000);

/** GET /sales: every filter of the list. `employee_id=0` is 'Sem vendedor'. */
export const listQuery = z.object({
  page: zPage,
  search: z.string().max(100).optional(),
  status: z.enum(SALE_STATUSES).optional(),
  resale_id: zId.optional(),
  channel: z.enum(SALE_CHANNELS).optional(),
  employee_id: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
  date: zDateRangeParam,
  amount: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  payment_method_id: zId.optional(),
  user_id: zId.optional(),
  group_id: zId.optional(),
  sector_id: zId.optional(),
  customer_id: zId.optional(),
  /** The order number, exactly (sales_resale_doc_number_idx). */
  number: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
  /** Only sales whose NFC-e is in this state, or without one ('sem_nfce'): the list's 'NFC-e' filter. */
  nfce_status: z.enum(NFCE_FILTER_VALUES).optional(),
  /** Only the open sales without a deliverer (created/delayed): a deliverer's, of units letting them take. */
  unassigned: zBool.optional(),
  format: zExportFormat,
});
export type ListQuery = z.infer<typeof listQuery>;

export const itemAttributes = z.object({
  id: zId.optional(),
  product_id: zId.optional(),
  quantity: z.coerce.number().int().min(1).max(100_000).optional(),
  price_cents: zCentsValue.optional(),
  discount_cents: zCentsValue.nullish(),
  /** The brand of the empty handed in for a refill (default: the unit's tied brand, or not told). */
  empty_brand_id: zId.nullish(),
  /** What came back for a refill: its empty, nothing (the cylinder sold), nothing yet (the customer owes it). */
  empty_return: z.enum(EMPTY_RETURNS).optional(),
  _destroy: zBool.optional(),
});

export const paymentAttributes = z.object({
  id: zId.optional(),
  payment_method_id: zId.optional(),
  value_cents: z.number().int().min(1).max(1_000_000_000).optional(),
  installments: z.coerce.number().int().min(1).max(48).optional(),
  due_date: zDate,
  _destroy: zBool.optional(),
});

/** The Gás do Povo redemption of a sale paid by that method (what the Azulzinha receipt shows). */
export const gasDoPovoAttributes = z.object({
  validation: z.enum(GAS_DO_POVO_VALIDATIONS).nullish(),
  nsu: z.string().max(40).nullish(),
  cpf_last4: z.string().max(4).nullish(),
  empty_received: z.boolean().nullish(),
});

/** Inline customer of the sale form: with an id it updates that customer, without one it creates one. */
export const customerAttributes = customerPatch.extend({ id: zId.optional() });

const fields = {
  resale_id: zId,
  status: z.enum(SALE_STATUSES).optional(),
  channel: z.enum(SALE_CHANNELS).optional(),
  /** At most a day ahead of now (a clock a little off, a sale of the night's turn), in 2000–2100. */
  sold_on: zDateTime({ maxAheadMs: 86_400_000 }).optional(),
  customer_id: zId.nullish(),
  employee_id: zId.nullish(),
  obs: zText(4000),
  items_attributes: z.array(itemAttributes).max(200).optional(),
  payments_attributes: z.array(paymentAttributes).max(100).optional(),
  customer_attributes: customerAttributes.nullish(),
  gas_do_povo: gasDoPovoAttributes.nullish(),
};

export const { createBody, updateBody } = recordBodies('sale', fields);
export type CreateInput = z.infer<typeof createBody>['sale'];
export type UpdateInput = z.infer<typeof updateBody>['sale'];
export type ItemInput = z.infer<typeof itemAttributes>;
export type PaymentInput = z.infer<typeof paymentAttributes>;

/** Why a sale is canceled (required, 10+ characters, when Caixa already paid its Gás do Povo redemption). */
const cancelReason = z.string().max(500).nullish();

export const updateStatusBody = z.object({
  id: zId,
  status: z.enum(SALE_STATUSES),
  reason: cancelReason,
  /** The Gás do Povo receipt taken at the door (the deliverer's card), written with the move. */
  gas_do_povo: gasDoPovoAttributes.nullish(),
  /** The family pays with the voucher an order taken with another method: its payments switch to it. */
  gas_do_povo_switch: z.boolean().optional(),
  /** The brand of each refill's empty collected at the door (the deliverer's card), written with the move. */
  empties: z
    .array(z.object({ product_id: zId, empty_brand_id: zId.nullable() }))
    .max(50)
    .optional(),
});
export const cancelBody = z.object({ reason: cancelReason }).nullish();
export const updateStatusAllBody = z.object({ sale_ids: zIdList.min(1), status: z.enum(SALE_STATUSES) });
export const destroyAllBody = z.object({ sale_ids: zIdList.min(1) });

const int = z.number().int();

/** A sale as the API answers it, with its customer, items and payments. */
export const saleReply = z
  .object({
    id: int,
    doc_number: int,
    status: z.enum(SALE_STATUSES),
    channel: z.enum(SALE_CHANNELS),
    sold_on: zTimestamp,
    created_at: zTimestamp,
    in_transit_at: zTimestamp.nullable(),
    delivered_at: zTimestamp.nullable(),
    finished_at: zTimestamp.nullable(),
    canceled_at: zTimestamp.nullable(),
    total_cents: int,
    change_cents: int,
    obs: z.string().nullable(),
    resale_id: int,
    resale: zUnitRef,
    customer_id: int.nullable(),
    /** The state of the sale's NFC-e: em_processamento, autorizada, rejeitada; null without a note. */
    nfce_status: z.enum(NFCE_STATES).nullable(),
    customer: z
      .object({
        id: int,
        name: z.string(),
        address: addressReply.nullable(),
        contacts: z.array(z.object({ id: int, phone: z.string(), whatsapp: z.boolean() })),
      })
      .nullable(),
    employee_id: int.nullable(),
    employee: z.object({ id: int, name: z.string(), phone: z.string().nullable() }).nullable(),
    user_id: int.nullable(),
    user: zNameRef.nullable(),
    items: z.array(
      z.object({
        id: int,
        product_id: int,
        product: z.object({
          id: int,
          description: z.string(),
          gas_do_povo_eligible: z.boolean(),
          capacity: z.enum(CYLINDER_CAPACITIES).nullable(),
          is_cylinder: z.boolean(),
        }),
        /** The brand of the empty the sale's ledger holds for the product (null: not told, or no cylinder). */
        empty_brand_id: int.nullable(),
        quantity: int,
        price_cents: int,
        discount_cents: int,
      }),
    ),
    payments: z.array(
      z.object({
        id: int,
        payment_method_id: int,
        payment_method: z.object({
          id: int,
          description: z.string(),
          delivery_time: int,
          default: z.boolean(),
          kind: z.enum(['regular', 'gas_do_povo']),
        }),
        value_cents: int,
        installments: int,
        due_date: zDayReply.nullable(),
        pix_confirmed_at: zTimestamp.nullable(),
        pix_confirmed_by: zNameRef.nullable(),
      }),
    ),
    gas_do_povo: z
      .object({
        id: int,
        validation: z.enum(GAS_DO_POVO_VALIDATIONS),
        nsu: z.string(),
        cpf_last4: z.string(),
        empty_received: z.boolean(),
        uf: z.string(),
        price_cents: int,
        due_date: zDayReply,
        received_cents: int,
        divergence_cents: int.nullable(),
        cancel_reason: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Sale' });

const unitDescription = z.object({ id: int, description: z.string(), resale_id: int });

/** GET /sales/options: what the sale form and the list's filters choose from. */
export const saleOptionsReply = z
  .object({
    products: z.array(
      z.object({
        id: int,
        description: z.string(),
        price_cents: int,
        resale_id: int,
        default: z.boolean(),
        gas_do_povo_eligible: z.boolean(),
        /** The cylinder it refills (or is): the form asks the empty's brand and return of a refill. */
        capacity: z.enum(CYLINDER_CAPACITIES).nullable(),
        is_cylinder: z.boolean(),
      }),
    ),
    employees: z.array(employeeOptionReply),
    payment_methods: z.array(
      z.object({
        id: int,
        description: z.string(),
        delivery_time: int,
        default: z.boolean(),
        status: z.boolean(),
        kind: z.enum(['regular', 'gas_do_povo']),
        resale_ids: z.array(int),
      }),
    ),
    resales: z.array(zUnitRef),
    groups: z.array(unitDescription),
    sectors: z.array(unitDescription),
    users: z.array(z.object({ id: int, name: z.string(), email: z.string() })),
    amounts: z.array(z.object({ value: int, count: int })),
    /** Units whose fiscal settings issue the NFC-e by hand. */
    nfce_manual_unit_ids: z.array(int),
  })
  .meta({ id: 'SaleOptions' });

/** A sale's PIX at the door: the BR Code and whether its receipt was confirmed. */
export const salePixReply = z
  .object({
    sale_id: int,
    doc_number: int,
    amount_cents: int,
    payload: z.string().nullable(),
    missing: z.enum(['key', 'city']).nullable(),
    receiver: z.object({
      name: z.string(),
      city: z.string().nullable(),
      key: z.string().nullable(),
      key_type: z.enum(PIX_KEY_TYPES).nullable(),
    }),
    confirmed_at: zTimestamp.nullable(),
    confirmed_by: zNameRef.nullable(),
  })
  .meta({ id: 'SalePix' });
