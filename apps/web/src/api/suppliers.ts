import type { AddressAttributes, AddressRecord } from '../shared/address';
import { registerHooks, type UnitsRecord } from './registers';

export interface Supplier extends UnitsRecord {
  name: string;
  trade_name: string | null;
  phone: string | null;
  email: string | null;
  cpf_cnpj: string | null;
  note: string | null;
  address: AddressRecord | null;
}

export interface SupplierInput {
  name: string;
  trade_name: string | null;
  phone: string | null;
  email: string | null;
  cpf_cnpj: string | null;
  note: string | null;
  address_attributes: AddressAttributes;
  resale_ids: number[];
}

export const supplierHooks = registerHooks<Supplier, SupplierInput>({ path: '/suppliers', wrapper: 'supplier' });

export const supplierKeys = supplierHooks.keys;
export const useSupplierList = supplierHooks.useList;
export const useSupplier = supplierHooks.useOne;
export const useSupplierOptions = supplierHooks.useOptions;
export const useSaveSupplier = supplierHooks.useSave;
export const useDeleteSupplier = supplierHooks.useDelete;
