import type { AddressAttributes } from '../shared/address';
import { registerHooks } from './registers';
import type { components } from './schema.gen';

export type Supplier = components['schemas']['Supplier'];

/** What a supplier's form sends. */
export interface SupplierInput {
  name: string;
  trade_name: string | null;
  phone: string | null;
  email: string | null;
  cpf_cnpj: string | null;
  note: string | null;
  /** The distributor's cylinder brand (destroca). */
  bottle_brand_id: number | null;
  address_attributes: AddressAttributes;
  resale_ids: number[];
}

export const supplierHooks = registerHooks<Supplier, SupplierInput>({ path: '/suppliers', wrapper: 'supplier' });
