import { z } from 'zod';
import { unitsFields, recordReply } from '../../lib/reply-schema';
import { addressReply } from '../addresses/schemas';
import {
  recordBodies,
  zAddressAttributes,
  zCpfCnpj,
  zId,
  zIdList,
  zOptionalEmail,
  zPhone,
  zRequiredText,
  zText,
} from '../../lib/zod';

const fields = {
  name: zRequiredText(120),
  trade_name: zText(120),
  phone: zPhone,
  email: zOptionalEmail,
  cpf_cnpj: zCpfCnpj,
  note: zText(2000),
  /** The distributor's cylinder brand (destroca). */
  bottle_brand_id: zId.nullish(),
  address_attributes: zAddressAttributes,
  resale_ids: zIdList.optional(),
};

export const { createBody, updateBody } = recordBodies('supplier', fields);
export type CreateInput = z.infer<typeof createBody>['supplier'];
export type UpdateInput = z.infer<typeof updateBody>['supplier'];

/** A supplier as the API answers it. */
export const supplierReply = recordReply('Supplier', {
  name: z.string(),
  trade_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  cpf_cnpj: z.string().nullable(),
  note: z.string().nullable(),
  bottle_brand_id: z.number().int().nullable(),
  address: addressReply.nullable(),
  ...unitsFields,
});
