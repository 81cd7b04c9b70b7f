import type { AddressAttributes, AddressRecord } from '../shared/address';
import { registerHooks, type UnitsRecord } from './registers';

/** What a supplier's record holds and its form sends alike. */
interface SupplierFields {
  name: string;
  trade_name: string | null;
  phone: string | null;
  email: string | null;
  cpf_cnpj: string | null;
  note: string | null;
}

export interface Supplier extends UnitsRecord, SupplierFields {
  address: AddressRecord | null;
}

export interface SupplierInput extends SupplierFields {
  address_attributes: AddressAttributes;
  resale_ids: number[];
}

export const supplierHooks = registerHooks<Supplier, SupplierInput>({ path: '/suppliers', wrapper: 'supplier' });
