import type { PixKeyType, ResaleType } from '@ability/domain';
import type { AddressAttributes } from '../shared/address';
import { registerHooks } from './registers';
import type { components } from './schema.gen';

export type Resale = components['schemas']['Resale'];

export interface ResaleInput {
  name: string;
  phone?: string | null;
  email?: string | null;
  cnpj?: string | null;
  ie?: string | null;
  anp_number?: string | null;
  anp_registration?: string | null;
  storage?: number | null;
  resale_type: ResaleType;
  pix_key_type?: PixKeyType | null;
  pix_key?: string | null;
  deliverers_take_orders?: boolean;
  /** Tied (bandeirada) to this bottle brand; null: independent. */
  tied_brand_id?: number | null;
  /** A tied unit's sale of another brand's fulls: warned or refused. */
  tied_brand_policy?: 'warn' | 'refuse';
  /** The ANP storage class in kg; null: entries not checked. */
  storage_class_kg?: number | null;
  gas_do_povo_enrolled?: boolean;
  gas_do_povo_bank_id?: number | null;
  address_attributes?: AddressAttributes;
}

/** The units themselves: no unit filter, no options; a save or delete changes the session's units. */
export const resaleHooks = registerHooks<Resale, ResaleInput>({
  path: '/resales',
  wrapper: 'resale',
  alsoInvalidate: { onSave: [['session'], ['gas_do_povo']], onDelete: [['session']] },
});

export const resaleKeys = resaleHooks.keys;
export const useResaleList = resaleHooks.useList;
export const useResale = resaleHooks.useOne;
export const useSaveResale = resaleHooks.useSave;
export const useDeleteResale = resaleHooks.useDelete;
