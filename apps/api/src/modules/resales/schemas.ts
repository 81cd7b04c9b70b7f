import { PIX_KEY_TYPES, RESALE_TYPES, TIED_BRAND_POLICIES } from '@ability/domain';
import { z } from 'zod';
import { zUnitRef, recordReply } from '../../lib/reply-schema';
import { addressReply } from '../addresses/schemas';
import {
  recordBodies,
  zAddressAttributes,
  zBool,
  zCnpj,
  zExportFormat,
  zId,
  zInt,
  zOptionalEmail,
  zPage,
  zPhone,
  zRequiredText,
  zText,
} from '../../lib/zod';

export const listQuery = z.object({
  page: zPage,
  query: z.string().max(100).optional(),
  format: zExportFormat,
});
export type ListQuery = z.infer<typeof listQuery>;

const fields = {
  name: zRequiredText(120),
  phone: zPhone,
  email: zOptionalEmail,
  cnpj: zCnpj,
  ie: zText(30),
  anp_number: zText(40),
  anp_registration: zText(40),
  storage: zInt(0).nullish(),
  resale_type: z.enum(RESALE_TYPES),
  /** The PIX key (checked and normalised for its kind by the service: validatePixKey); both empty = none. */
  pix_key_type: z.enum(PIX_KEY_TYPES).nullish(),
  pix_key: z.string().max(200).nullish(),
  /** Deliverers of the unit may take its open sales without a deliverer (POST /sales/:id/take). */
  deliverers_take_orders: zBool.optional(),
  /** Tied (bandeirada) to this bottle brand; null: independent (any brand). */
  tied_brand_id: zId.nullish(),
  /** A tied unit's sale of another brand's fulls: saved with a warning ('warn') or refused ('refuse'). */
  tied_brand_policy: z.enum(TIED_BRAND_POLICIES).optional(),
  /** The ANP storage class in kg (13 kg per P13); null: no check of the entries. */
  storage_class_kg: zInt(1).nullish(),
  /** 'Credenciada no Gás do Povo' and the unit's Caixa account (a bank of the unit): modules/gas-do-povo. */
  gas_do_povo_enrolled: zBool.optional(),
  gas_do_povo_bank_id: zId.nullish(),
  address_attributes: zAddressAttributes,
};

// The default only on create: a zod default survives .partial(), and a PATCH would reset the type.
export const { createBody, updateBody } = recordBodies(
  'resale',
  { ...fields, resale_type: fields.resale_type.default('resale') },
  fields,
);
export type CreateInput = z.infer<typeof createBody>['resale'];
export type UpdateInput = z.infer<typeof updateBody>['resale'];

/** A unit as the API answers it. */
export const resaleReply = recordReply('Resale', {
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  cnpj: z.string().nullable(),
  ie: z.string().nullable(),
  anp_number: z.string().nullable(),
  anp_registration: z.string().nullable(),
  storage: z.number().int().nullable(),
  resale_type: z.enum(RESALE_TYPES),
  pix_key: z.string().nullable(),
  pix_key_type: z.enum(PIX_KEY_TYPES).nullable(),
  deliverers_take_orders: z.boolean(),
  tied_brand_id: z.number().int().nullable(),
  tied_brand_policy: z.enum(TIED_BRAND_POLICIES),
  storage_class_kg: z.number().int().nullable(),
  gas_do_povo_enrolled: z.boolean(),
  gas_do_povo_bank_id: z.number().int().nullable(),
  address: addressReply.nullable(),
});

/** GET /resales/options: the units the user may see. */
export const resaleOptionsReply = z.object({ resales: z.array(zUnitRef) });
