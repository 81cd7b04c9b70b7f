import { z } from 'zod';
import { recordFields, unitsFields } from '../../lib/reply-schema';
import { addressReply } from '../addresses/schemas';
import {
  zAddressAttributes,
  zCpfCnpj,
  zIdList,
  zOptionalEmail,
  zPhone,
  zRequiredText,
  zText,
  zRegisterListQuery,
} from '../../lib/zod';

/** Also the type-ahead of product entries and payables: GET /suppliers?query={text}. */
export const listQuery = zRegisterListQuery;
export type ListQuery = z.infer<typeof listQuery>;

const fields = {
  name: zRequiredText(120),
  trade_name: zText(120),
  phone: zPhone,
  email: zOptionalEmail,
  cpf_cnpj: zCpfCnpj,
  note: zText(2000),
  address_attributes: zAddressAttributes,
  resale_ids: zIdList.optional(),
};

export const createBody = z.object({ supplier: z.object(fields) });
export const updateBody = z.object({ supplier: z.object(fields).partial() });
export type CreateInput = z.infer<typeof createBody>['supplier'];
export type UpdateInput = z.infer<typeof updateBody>['supplier'];

/** A supplier as the API answers it. */
export const supplierReply = z
  .object({
    ...recordFields,
    name: z.string(),
    trade_name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    cpf_cnpj: z.string().nullable(),
    note: z.string().nullable(),
    address: addressReply.nullable(),
    ...unitsFields,
  })
  .meta({ id: 'Supplier' });
