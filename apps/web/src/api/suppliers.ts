import type { AddressAttributes, AddressRecord } from '../shared/address';
import { api } from './client';
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

const hooks = registerHooks<Supplier, SupplierInput>({ path: '/suppliers', wrapper: 'supplier' });

export const supplierKeys = hooks.keys;
export const useSupplierList = hooks.useList;
export const useSupplier = hooks.useOne;
export const useSupplierOptions = hooks.useOptions;
export const useSaveSupplier = hooks.useSave;
export const useDeleteSupplier = hooks.useDelete;

/** Type-ahead of product entries and payables: GET /suppliers?query={text}. */
export const searchSuppliers = (text: string) => api<Supplier[]>('/suppliers', { query: { query: text } });
